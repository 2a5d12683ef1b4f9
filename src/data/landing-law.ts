/**
 * The state-law facts the landing pages use, read from the one state-law reference
 * (content/state-laws, via ./state-laws.ts): the landing panels and the 51 reference pages cannot disagree.
 */
import { getStateLaw } from './state-laws';
import { realIsoDate } from '@/lib/content/date-rules';
import { COJ_LABELS, SCOPE_LABELS, hasLaw, lawFacts, noLawFoundSentence, weFoundNoLawSentence, STATE_LAWS_COMPILED } from '@/lib/state-laws/rules';
import type { LawFacts } from '@/lib/state-laws/coverage';
import { officialLawLink, type OfficialLink } from '@/lib/state-laws/official-sources';

export interface LandingLaw extends LawFacts {
  /** The state's name. */
  name: string;
  slug: string;
  summary: string;
  /** Statute citation, or the "no law found as of" sentence. */
  citation: string;
  /** The panel's source line as a full sentence: "Source: <citation>" or "We found no … law in <state> as of …". */
  sourceLine: string;
  /** The law's official text, labelled for what it is; undefined when none is linked (then link the state's reference page). */
  officialLink?: OfficialLink;
  /** An unsettled point or pending bill, stated as unsettled. */
  pending?: string;
  /** Label → value rows for the law panel. */
  rows: ReadonlyArray<readonly [string, string]>;
  lastReviewed: Date;
}

export async function landingLaw(stateSlug: string): Promise<LandingLaw> {
  const entry = await getStateLaw(stateSlug);
  const law = hasLaw(entry) ? entry.law : undefined;
  // The first unsettled point or pending bill, stated as unsettled; the state's reference page has the rest.
  const officialLink = officialLawLink(entry);
  const unsettled = entry.unsettled[0] ?? (entry.pending[0] ? `${entry.pending[0].bill}: ${entry.pending[0].summary}` : undefined);
  return {
    name: entry.name,
    slug: entry.slug,
    summary: entry.ownerSummary,
    // "In force" as of the date the reference was compiled, so a build on any day states the same facts.
    ...lawFacts(entry, STATE_LAWS_COMPILED),
    citation: law ? `${law.name}, ${law.citation}` : noLawFoundSentence(entry),
    sourceLine: law ? `Source: ${law.name}, ${law.citation}` : weFoundNoLawSentence(entry).replace(/\.$/, ''),
    ...(officialLink ? { officialLink } : {}),
    ...(unsettled ? { pending: unsettled } : {}),
    rows: [
      ['Disclosure law', law ? `${law.name} (in force ${law.inForceText})` : noLawFoundSentence(entry)],
      ['Offers covered', law ? `${SCOPE_LABELS[law.scope]}: ${law.capText}` : '—'],
      ['APR on the disclosure', law ? (law.aprRequired ? 'Yes: an estimated APR' : 'No') : '—'],
      ['Provider registration', entry.registration],
      ['Confessions of judgment', `${COJ_LABELS[entry.coj.rule]}. ${entry.coj.text}`],
    ],
    lastReviewed: realIsoDate(entry.lastReviewed)!,
  };
}
