/**
 * What the disclosure check says for each jurisdiction, built only from the state-law data
 * (content/state-laws): which states it can check (those whose APR method is in the data), and for the
 * rest what their law requires, or that no law was found. Pure: no Astro, no React.
 */
import type { ToleranceRule } from '../calculator/apr-tolerance';
import { hasLaw, noLawFoundSentence, stateLawPath, type AprMethod, type MethodSection, type StateLaw } from './rules';

export type StateAnswerKind = 'check' | 'apr-later' | 'apr-no-method' | 'no-apr' | 'no-law';

export interface StateAnswer {
  slug: string;
  name: string;
  kind: StateAnswerKind;
  /** What the law requires (the data's own summary), or the no-law sentence. */
  text: string;
  /** The law's citation, linked to the state's page; absent where no law was found. */
  citation?: string | undefined;
  href: string;
  /** Largest offer covered, in dollars (null: no cap), and the cap as written. */
  capUsd?: number | null | undefined;
  capInclusive?: boolean | undefined;
  capText?: string | undefined;
  method?: AprMethod | undefined;
  /** The state's APR accuracy rule (checkable states only). */
  tolerance?: ToleranceRule | undefined;
}

/** A jurisdiction with no law found: [slug, name, postal code], all the island needs to say so. */
export type NoLawEntry = readonly [slug: string, name: string, abbreviation: string];

export const noLawAnswer = ([slug, name, abbreviation]: NoLawEntry): StateAnswer => ({
  slug,
  name,
  kind: 'no-law',
  text: noLawFoundSentence({ name, abbreviation }),
  href: stateLawPath(slug),
});

export function stateAnswer(entry: StateLaw): StateAnswer {
  const href = stateLawPath(entry.slug);
  if (!hasLaw(entry)) return noLawAnswer([entry.slug, entry.name, entry.abbreviation]);
  const { law } = entry;
  const kind: StateAnswerKind = !law.aprRequired
    ? 'no-apr'
    : entry.status !== 'in-force'
      ? 'apr-later'
      : entry.aprMethod && entry.aprTolerance
        ? 'check'
        : 'apr-no-method';
  return {
    slug: entry.slug,
    name: entry.name,
    kind,
    text: law.disclosureSummary,
    citation: law.citation,
    href,
    capUsd: law.capUsd,
    capInclusive: law.capInclusive,
    capText: law.capText,
    method: kind === 'check' ? entry.aprMethod : undefined,
    tolerance: kind === 'check' ? entry.aprTolerance : undefined,
  };
}

/** Every jurisdiction's answer, the checkable states first (the order the picker lists them). */
export function stateAnswers(entries: readonly StateLaw[]): StateAnswer[] {
  const answers = entries.map(stateAnswer);
  return [...answers.filter((a) => a.kind === 'check'), ...answers.filter((a) => a.kind !== 'check')];
}

/**
 * What the island needs of each answer, and no more (its props are written into the page): the checkable
 * states without their long summary, rule text and other sections (the page prints those itself), the
 * others without caps and methods.
 */
/** An answer as the island receives it: the state-law page's path is rebuilt from the slug. */
export type IslandAnswer = Omit<StateAnswer, 'href' | 'method'> & {
  method?: Pick<AprMethod, 'historicalMonthsMin' | 'historicalMonthsMax'> & { historical?: MethodSection | undefined };
};

export function islandAnswers(entries: readonly StateLaw[]): { answers: IslandAnswer[]; noLaw: NoLawEntry[] } {
  const answers = stateAnswers(entries)
    .filter((a) => a.kind !== 'no-law')
    .map(({ href: _href, method, text, tolerance, ...a }): IslandAnswer => {
      if (a.kind === 'check' && method && tolerance) {
        const historical = method.sections.find((x) => x.role === 'historical');
        // The verdict quotes no paragraph: the rule goes without its text (the page prints it).
        const rule: ToleranceRule = { ...tolerance, tests: tolerance.tests.map((t) => ({ ...t, text: '' })) };
        return {
          ...a,
          text: '',
          method: { historicalMonthsMin: method.historicalMonthsMin, historicalMonthsMax: method.historicalMonthsMax, historical },
          tolerance: rule,
        };
      }
      return { slug: a.slug, name: a.name, kind: a.kind, text, citation: a.citation };
    });
  const noLaw = entries.filter((e) => !hasLaw(e)).map((e): NoLawEntry => [e.slug, e.name, e.abbreviation]);
  return { answers, noLaw };
}

/** How the island names things in its page's language: the state-law page of a slug, and the no-law sentence. */
export interface AnswerWords {
  pathOf: (slug: string) => string;
  lang: 'en' | 'es';
  noLawFound: (name: string, abbreviation: string) => string;
}

/**
 * The island's list back in one piece: every jurisdiction, checkable first, the rest in the language's
 * alphabetical order. The words are required, so the island does not load the route table for stateLawPath.
 */
export function allAnswers(sent: readonly IslandAnswer[], noLaw: readonly NoLawEntry[], words: AnswerWords): StateAnswer[] {
  const answers = sent.map(({ method, ...a }): StateAnswer => ({
    ...a,
    href: words.pathOf(a.slug),
    method: method && {
      historicalMonthsMin: method.historicalMonthsMin,
      historicalMonthsMax: method.historicalMonthsMax,
      historicalRule: '',
      sections: method.historical ? [method.historical] : [],
    },
  }));
  const others = noLaw.map(([slug, name, abbreviation]): StateAnswer => ({
    slug,
    name,
    kind: 'no-law',
    text: words.noLawFound(name, abbreviation),
    href: words.pathOf(slug),
  }));
  const rest = [...answers.filter((a) => a.kind !== 'check'), ...others].sort((a, b) => a.name.localeCompare(b.name, words.lang));
  return [...answers.filter((a) => a.kind === 'check'), ...rest];
}

/** Does the state's disclosure duty reach an offer of `fundingCents`? (Amount only: the cap.) */
export function withinCap(answer: Pick<StateAnswer, 'capUsd' | 'capInclusive'>, fundingCents: number): boolean {
  if (answer.capUsd === undefined) return false;
  if (answer.capUsd === null) return true;
  const cap = answer.capUsd * 100;
  return answer.capInclusive ? fundingCents <= cap : fundingCents < cap;
}

/** Regulation Z, the federal rule both states' APR sections point to for the method. Cited on the page's method section. */
export const REGULATION_Z = {
  appendixJ: {
    citation: '12 CFR part 1026, appendix J',
    title: 'Regulation Z, Appendix J: annual percentage rate computations for closed-end credit',
    url: 'https://www.consumerfinance.gov/rules-policy/regulations/1026/j/',
  },
} as const;
