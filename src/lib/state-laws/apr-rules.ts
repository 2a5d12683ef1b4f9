/**
 * THE one place a page gets "which states require an estimated APR, up to what amount, from when".
 * Every such statement (offer-tool notes, calculator, home page) is built from the state-law entries
 * here, so a cap, citation or date is written only in content/state-laws/*.yaml.
 * Pure: no Astro, no React.
 */
import { formatIsoDate, shortDate } from '../content/dates';
import { formatUsdWhole } from '../calculator/format';
import type { Lang } from '../i18n/lang';
import { stateLawPathEs } from '../i18n/twins';
import { capPhrase, type LawFacts } from './coverage';
import { hasLaw, isInForce, stateLawPath, type StateLaw } from './rules';

/** One state whose law requires an estimated APR, with what a sentence needs to state the rule. */
export interface AprRule {
  name: string;
  slug: string;
  href: string;
  /** "offers up to $X" / "sales-based financing and factoring under $X" / "offers of any size". */
  covers: string;
  lawName: string;
  citation: string;
  /** YYYY-MM-DD, and as written in a sentence ("March 5, 2026") and in a list ("Mar 5, 2026"). */
  inForceDate: string;
  inForceLong: string;
  inForceShort: string;
}

export interface AprRules {
  /** APR required on `onDate`. */
  now: AprRule[];
  /** Enacted with an APR duty that starts after `onDate`. */
  later: AprRule[];
  /** States with a disclosure law that requires no APR (the cost in dollars instead). */
  withoutApr: Array<Pick<AprRule, 'name' | 'slug' | 'href'>>;
}

const SCOPE_OBJECTS = {
  en: {
    'commercial-financing': 'offers',
    'sales-based-financing': 'sales-based financing',
    'sales-based-financing-and-factoring': 'sales-based financing and factoring',
  },
  es: {
    'commercial-financing': 'ofertas',
    'sales-based-financing': 'financiamiento basado en ventas',
    'sales-based-financing-and-factoring': 'financiamiento basado en ventas y factoraje',
  },
} as const;

/** What an APR duty covers, in a page's language: "offers up to $X", "ofertas de hasta $X". */
function coversPhrase(law: Pick<LawFacts, 'capUsd' | 'capInclusive'> & { scope: keyof (typeof SCOPE_OBJECTS)['en'] }, lang: Lang): string {
  const object = SCOPE_OBJECTS[lang][law.scope];
  if (lang === 'en') return `${object} ${capPhrase(law) ?? 'of any size'}`;
  if (law.capUsd === null) return `${object} de cualquier monto`;
  return `${object} ${law.capInclusive ? 'de hasta' : 'de menos de'} ${formatUsdWhole(law.capUsd * 100)}`;
}

/**
 * The APR rules as of `onDate` (YYYY-MM-DD), each list in the order the entries come (the loader's: by name).
 * `lang` words the scope and dates; law names and citations stay as enacted, in English.
 */
export function aprRules(entries: readonly StateLaw[], onDate: string, lang: Lang = 'en'): AprRules {
  const rules: AprRules = { now: [], later: [], withoutApr: [] };
  for (const entry of entries) {
    if (!hasLaw(entry)) continue;
    const { law } = entry;
    const href = lang === 'es' ? stateLawPathEs(entry.slug) : stateLawPath(entry.slug);
    if (!law.aprRequired) {
      rules.withoutApr.push({ name: entry.name, slug: entry.slug, href });
      continue;
    }
    const rule: AprRule = {
      name: entry.name,
      slug: entry.slug,
      href,
      covers: coversPhrase(law, lang),
      lawName: law.name,
      citation: law.citation,
      inForceDate: law.inForceDate,
      inForceLong: formatIsoDate(law.inForceDate, lang),
      inForceShort: shortDate(law.inForceDate, lang),
    };
    (isInForce(entry, onDate) ? rules.now : rules.later).push(rule);
  }
  return rules;
}

const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
/** "Two" for 2, as a sentence starts; digits past ten. */
export const countWord = (n: number): string => WORDS[n] ?? String(n);

/**
 * The sentence before the list of states: "Two states require … their disclosure laws cover, and one
 * more will from a set date:".
 */
export function aprLead(rules: AprRules): string {
  const n = rules.now.length;
  const now =
    n === 1
      ? 'One state requires the funder to show an estimated APR on the offers its disclosure law covers'
      : `${countWord(n)} states require the funder to show an estimated APR on the offers their disclosure laws cover`;
  const later = rules.later.length ? `, and ${countWord(rules.later.length).toLowerCase()} more will from a set date` : '';
  return `${now}${later}:`;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The one-sentence form: "A and B require an estimated APR on the offers their disclosure laws cover
 * (C from March 5, 2026)". No state at all reads as such, never as an empty list.
 */
export function aprSentence(rules: AprRules): string {
  const later = rules.later.map((r) => `${r.name} from ${r.inForceLong}`);
  const tail = later.length ? ` (${listNames(later)})` : '';
  if (rules.now.length === 0) return `No state yet requires an estimated APR on a disclosure${tail}`;
  const verb = rules.now.length === 1 ? 'requires' : 'require';
  const whose = rules.now.length === 1 ? 'its disclosure law covers' : 'their disclosure laws cover';
  return `${listNames(rules.now.map((r) => r.name))} ${verb} an estimated APR on the offers ${whose}${tail}`;
}

const WORDS_ES = ['Ningún', 'Un', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez'];
/** "Dos" for 2, as a sentence starts ("Un estado", "Dos estados"); digits past ten. */
export const countWordEs = (n: number): string => WORDS_ES[n] ?? String(n);

/** "A", "A y B", "A, B y C". */
export function listNamesEs(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** aprLead in Spanish: "Dos estados exigen … y uno más lo hará desde una fecha fija:". */
export function aprLeadEs(rules: AprRules): string {
  const n = rules.now.length;
  const now =
    n === 1
      ? 'Un estado exige que el financiador muestre una APR estimada en las ofertas que cubre su ley de divulgación'
      : `${countWordEs(n)} estados exigen que el financiador muestre una APR estimada en las ofertas que cubren sus leyes de divulgación`;
  const m = rules.later.length;
  const later = m === 0 ? '' : m === 1 ? ', y uno más lo hará desde una fecha fija' : `, y ${countWordEs(m).toLowerCase()} más lo harán desde una fecha fija`;
  return `${now}${later}:`;
}

/** aprSentence in Spanish, from rules built with lang 'es' (so the dates read "5 de marzo de 2026"). */
export function aprSentenceEs(rules: AprRules): string {
  const later = rules.later.map((r) => `${r.name} desde el ${r.inForceLong}`);
  const tail = later.length ? ` (${listNamesEs(later)})` : '';
  if (rules.now.length === 0) return `Ningún estado exige todavía una APR estimada en una divulgación${tail}`;
  const verb = rules.now.length === 1 ? 'exige' : 'exigen';
  const whose = rules.now.length === 1 ? 'cubre su ley de divulgación' : 'cubren sus leyes de divulgación';
  return `${listNamesEs(rules.now.map((r) => r.name))} ${verb} una APR estimada en las ofertas que ${whose}${tail}`;
}
