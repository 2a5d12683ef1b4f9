/** Which offers are cheapest, by APR and by dollars. Re-exported by ./offer.ts. */
import type { OfferResult } from './offer';

export interface Comparison {
  /** Indexes of the offers with the lowest disclosure-style APR and the lowest total cost (ties share). */
  lowestApr: number[];
  lowestCost: number[];
}

const lowest = (values: number[]): number[] => {
  const min = Math.min(...values);
  // Figures within half a cent (or 0.05 APR point) of the minimum are shown as equal, so they tie.
  return values.flatMap((v, i) => (Math.abs(v - min) < 0.5 ? [i] : []));
};

export function compareOffers(results: readonly OfferResult[]): Comparison {
  return {
    lowestApr: lowest(results.map((r) => r.actuarialApr * 10)),
    lowestCost: lowest(results.map((r) => r.costCents)),
  };
}
