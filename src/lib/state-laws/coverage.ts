/**
 * THE coverage rule: whether a state's commercial-financing disclosure law covers an offer of a given
 * size. Pages, islands and tests all decide through `offerCoverage`; there is no second copy.
 * Pure: the law's typed facts come in as data (`lawFacts` in ./rules.ts), never parsed from prose.
 */
import { formatUsdWhole } from '../calculator/format';

/** The typed facts about one state's law that coverage is computed from. */
export interface LawFacts {
  /** A disclosure law is in force. */
  inForce: boolean;
  /** Largest covered offer in dollars; null for no law, or a law with no dollar cap. */
  capUsd: number | null;
  /** True for "up to" the cap, false for "under" it. */
  capInclusive: boolean;
  aprRequired: boolean;
  salesBasedOnly: boolean;
}

type OfferCoverage = 'covered' | 'above-cap' | 'no-law';

export function offerCoverage(amountUsd: number, law: LawFacts): OfferCoverage {
  if (!law.inForce) return 'no-law';
  if (law.capUsd === null) return 'covered';
  const inside = law.capInclusive ? amountUsd <= law.capUsd : amountUsd < law.capUsd;
  return inside ? 'covered' : 'above-cap';
}

/** How much of an industry's commonly advertised range the rules cover. */
type RangeCoverage = 'all' | 'part' | 'none' | 'no-law';

export function rangeCoverage(range: { min: number; max: number }, law: LawFacts): RangeCoverage {
  const low = offerCoverage(range.min, law);
  if (low === 'no-law') return 'no-law';
  const high = offerCoverage(range.max, law);
  if (high === 'covered') return 'all';
  return low === 'covered' ? 'part' : 'none';
}

/** "up to" or "under" the cap, in whole dollars, as the statute words it; null when there is no dollar cap. */
export function capPhrase(law: Pick<LawFacts, 'capUsd' | 'capInclusive'>): string | null {
  if (law.capUsd === null) return null;
  return `${law.capInclusive ? 'up to' : 'under'} ${formatUsdWhole(law.capUsd * 100)}`;
}
