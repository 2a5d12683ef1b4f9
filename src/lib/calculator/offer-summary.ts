/** The comparison in plain words: who costs more, by how much, and why the two "cheapest" can differ. */
import { formatDays, formatUsd } from './format';
import type { OfferResult } from './offer';
import type { Comparison } from './offer-compare';
import type { Lang } from '../i18n/lang';

/** The sentences in one language (src/lib/i18n/tools/compare-offers.en.ts, compare-offers.es.ts). */
export interface SummaryText {
  lang: Lang;
  allSame: string;
  sooner: (days: string) => string;
  longer: (days: string) => string;
  sameTerm: string;
  costsMore: (name: string, more: string, cheapest: string, when: string) => string;
  longerTerm: (name: string) => string;
  moreCash: (name: string) => string;
  earlier: string;
  lowestApr: (name: string, cheapest: string, reason: string) => string;
}

export function comparisonSentences(results: readonly OfferResult[], c: Comparison, t: SummaryText): string[] {
  if (results.length < 2) return [];
  const sentences: string[] = [];
  const cheapest = results[c.lowestCost[0]!]!;
  const name = (r: OfferResult) => r.offer.label;
  if (c.lowestCost.length === results.length) sentences.push(t.allSame);
  results.forEach((r, i) => {
    if (c.lowestCost.includes(i)) return;
    const more = formatUsd(r.costCents - cheapest.costCents);
    const gap = r.termDays - cheapest.termDays;
    const when = gap < 0 ? t.sooner(formatDays(-gap, t.lang)) : gap > 0 ? t.longer(formatDays(gap, t.lang)) : t.sameTerm;
    sentences.push(t.costsMore(name(r), more, name(cheapest), when));
  });
  const byApr = c.lowestApr[0]!;
  if (!c.lowestCost.includes(byApr)) {
    const a = results[byApr]!;
    const reason = a.termDays > cheapest.termDays ? t.longerTerm(name(a)) : a.netFundedCents > cheapest.netFundedCents ? t.moreCash(name(a)) : t.earlier;
    sentences.push(t.lowestApr(name(a), name(cheapest), reason));
  }
  return sentences;
}
