/**
 * Every read of state-law data by the landing pages goes through here, so the lead can point it at the
 * state-law reference collection in one place. For now it reads the typed `law:` block of content/states.
 */
import { loadPlaces } from './places';
import type { LawFacts } from '../lib/offer-coverage';

export interface LandingLaw extends LawFacts {
  /** The state's name. */
  name: string;
  slug: string;
  summary: string;
  /** Statute citation, or "none found" with any pending bill. */
  citation: string;
  sourceUrl: string;
  /** An unsettled point (a pending bill), to be stated as unsettled. */
  pending?: string;
  /** Label → value rows for the law panel. */
  rows: ReadonlyArray<readonly [string, string]>;
  lastReviewed: Date;
}

export async function landingLaw(stateSlug: string): Promise<LandingLaw> {
  const state = (await loadPlaces()).state(stateSlug);
  const law = state.data.law;
  return {
    name: state.data.name,
    slug: state.id,
    summary: law.summary,
    inForce: law.inForce,
    capUsd: law.capUsd,
    capInclusive: law.capInclusive,
    aprRequired: law.aprRequired,
    salesBasedOnly: law.salesBasedOnly,
    citation: law.citation,
    sourceUrl: law.sourceUrl,
    pending: law.pending,
    rows: [
      ['Disclosure law', law.disclosureLaw],
      ['Offers covered', law.threshold],
      ['APR on the disclosure', law.apr],
      ['Provider registration', law.registration],
      ['Confessions of judgment', law.confessionOfJudgment],
    ],
    lastReviewed: law.lastReviewed,
  };
}
