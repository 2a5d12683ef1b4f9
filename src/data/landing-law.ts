/**
 * The state-law facts the landing pages use, read from the one state-law reference
 * (content/state-laws, via ./state-laws.ts; in Spanish its twin, ./state-laws-es.ts): the landing panels and
 * the 51 reference pages cannot disagree, in either language. The words are in src/lib/landing/page-text.ts.
 */
import { getStateLaw } from './state-laws';
import { getStateLawsEs } from './state-laws-es';
import { realIsoDate } from '@/lib/content/date-rules';
import type { Lang } from '@/lib/i18n/lang';
import { LANDING_TEXT } from '@/lib/landing/page-text';
import { hasLaw, lawFacts, STATE_LAWS_COMPILED, type StateLaw } from '@/lib/state-laws/rules';
import type { StateLawEs } from '@/lib/state-laws/spanish-words';
import type { LawFacts } from '@/lib/state-laws/coverage';
import { officialLawLink, type OfficialLink } from '@/lib/state-laws/official-sources';

export interface LandingLaw extends LawFacts {
  /** The state's name, in the page's language. */
  name: string;
  slug: string;
  summary: string;
  /** The source line: "Source:" and the law's enacted name and citation (English, as enacted), or the "We found no … law in <state> as of …" sentence. */
  source: { text: string; citation?: string };
  /** The law's official text, labelled for what it is; undefined when none is linked (then link the state's reference page). */
  officialLink?: OfficialLink;
  /** An unsettled point or pending bill, stated as unsettled. */
  pending?: string;
  /** Label → value rows for the law panel. */
  rows: ReadonlyArray<readonly [string, string]>;
  /** The confessions-of-judgment rule as the panel words it. */
  coj: string;
  lastReviewed: Date;
}

async function entryIn(lang: Lang, slug: string): Promise<StateLaw | StateLawEs> {
  if (lang === 'en') return getStateLaw(slug);
  const found = (await getStateLawsEs()).find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No Spanish state-law entry for "${slug}" (content/state-laws-es/${slug}.yaml).`);
  return found;
}

export async function landingLaw(stateSlug: string, lang: Lang): Promise<LandingLaw> {
  const entry = await entryIn(lang, stateSlug);
  const w = LANDING_TEXT[lang].law;
  const law = hasLaw(entry) ? entry.law : undefined;
  // The first unsettled point or pending bill, stated as unsettled; the state's reference page has the rest.
  const officialLink = officialLawLink(entry);
  // A period after the bill: its summary is a sentence, and "Unsettled: AB 1166 (2025): A bill…" stacks two colons.
  const unsettled = entry.unsettled[0] ?? (entry.pending[0] ? `${entry.pending[0].bill}. ${entry.pending[0].summary}` : undefined);
  const lawName = law ? w.lawName(entry) : '';
  const coj = `${w.cojLabels[entry.coj.rule]}. ${entry.coj.text}`;
  return {
    name: entry.name,
    slug: entry.slug,
    summary: entry.ownerSummary,
    // "In force" as of the date the reference was compiled, so a build on any day states the same facts.
    ...lawFacts(entry, STATE_LAWS_COMPILED),
    source: law ? { text: w.source, citation: `${law.name}, ${law.citation}` } : { text: w.noLaw(entry) },
    ...(officialLink ? { officialLink: { ...officialLink, label: w.officialLink[officialLink.kind] } } : {}),
    ...(unsettled ? { pending: unsettled } : {}),
    rows: [
      [w.rows.law, law ? w.inForce(lawName, law.inForceText) : w.noLawRow(entry)],
      // After the colon the cap continues the phrase in lower case ("Financiamiento comercial: hasta …"); the cell alone is capitalized.
      [
        w.rows.covers,
        law ? `${w.scopeLabels[law.scope]}: ${lang === 'es' ? law.capText.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()) : law.capText}` : '—',
      ],
      [w.rows.apr, law ? (law.aprRequired ? w.aprYes : w.no) : '—'],
      [w.rows.registration, entry.registration],
      [w.rows.coj, coj],
    ],
    coj,
    lastReviewed: realIsoDate(entry.lastReviewed)!,
  };
}
