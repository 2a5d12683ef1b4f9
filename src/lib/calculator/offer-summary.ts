/** The comparison in plain words: who costs more, by how much, and why the two "cheapest" can differ. */
import { formatDays, formatUsd } from './format';
import type { Comparison, OfferResult } from './offer';

export function comparisonSentences(results: readonly OfferResult[], c: Comparison): string[] {
  if (results.length < 2) return [];
  const sentences: string[] = [];
  const cheapest = results[c.lowestCost[0]!]!;
  const name = (r: OfferResult) => r.offer.label;
  if (c.lowestCost.length === results.length) sentences.push('Every offer costs the same in dollars.');
  results.forEach((r, i) => {
    if (c.lowestCost.includes(i)) return;
    const more = formatUsd(r.costCents - cheapest.costCents);
    const gap = r.termDays - cheapest.termDays;
    const when = gap < 0 ? ` but is repaid ${formatDays(-gap)} sooner` : gap > 0 ? ` and takes ${formatDays(gap)} longer to repay` : ' over the same term';
    sentences.push(`${name(r)} costs ${more} more than ${name(cheapest)}${when}.`);
  });
  const byApr = c.lowestApr[0]!;
  if (!c.lowestCost.includes(byApr)) {
    const a = results[byApr]!;
    const reason =
      a.termDays > cheapest.termDays
        ? `an APR is a rate per year, and ${name(a)}’s cost is spread over a longer term`
        : a.netFundedCents > cheapest.netFundedCents
          ? `${name(a)}’s cost buys more cash in hand`
          : 'the APR also counts how early each payment is due';
    sentences.push(`${name(a)} has the lowest disclosure-style APR but ${name(cheapest)} costs the fewest dollars: ${reason}.`);
  }
  return sentences;
}
