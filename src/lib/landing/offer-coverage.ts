/**
 * Whether a state's commercial-financing disclosure rules cover an offer of a given size.
 * Pure: the law's typed facts come in as data (src/data/landing-law.ts), never parsed from prose.
 */

/** The typed facts about one state's law that the landing pages compute with. */
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "up to $500,000" or "under $1,000,000", as the statute words it. */
export function capPhrase(law: LawFacts): string | null {
  if (law.capUsd === null) return null;
  return `${law.capInclusive ? 'up to' : 'under'} ${usd.format(law.capUsd)}`;
}
