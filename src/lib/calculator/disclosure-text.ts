/**
 * The disclosure check's verdict in words: which paragraph of the state's rule decides it, with the
 * measured difference and the allowance, for each way of counting time. Only the paragraphs the state's
 * data holds are ever named. Language-free: the words come in as a VerdictWords (English in
 * src/lib/i18n/tools/disclosure.en.ts, Spanish in disclosure.es.ts); the citations stay as the state writes them.
 */
import {
  formatPercentDifference,
  formatPointsLimit,
  formatPointsValue,
  formatPrecisePercent,
  type AprJudgement,
  type TestResult,
  type ToleranceRule,
} from './apr-tolerance';
import type { AprReading, DisclosureResult } from './disclosure';

export interface VerdictText {
  head: string;
  body: string;
  /** What to ask the funder, where the answer turns on something we cannot see. */
  ask?: string | undefined;
}

/** Everything the verdict says, in one language. Figures come in already formatted. */
export interface VerdictWords {
  /** "0.1254 points" (`one`: the figure is exactly 1). */
  points: (value: string, one: boolean) => string;
  /** Said instead of a percentage difference when the printed APR is 0%. */
  noPercentage: string;
  /** "0.12% difference, 2.5% allowed"; `higher`: the printed APR is higher, so the difference is negative. */
  percentDifference: (difference: string, higher: boolean, limit: string) => string;
  /** A points-below rule and a printed APR above ours. */
  aboveButOnlyBelowLimited: (points: string, limit: string) => string;
  pointsBelow: (points: string, limit: string) => string;
  pointsEither: (points: string, below: boolean, limit: string) => string;
  accurateUnder: (citation: string) => string;
  outside: (citation: string) => string;
  /** "outside X: a (X(1)); b (X(2))": the failed paragraphs joined. */
  outsideList: (citation: string, lines: readonly string[]) => string;
  /** Both counts' short judgements in one sentence. */
  both: (business: string, calendar: string) => string;
  readings: Record<AprReading['kind'], { name: string; counts: (periodsPerYear: number) => string }>;
  accurate: (citation: string, printed: string, state: string, both: string) => VerdictText;
  accurateHigher: (why: string, citation: string, printed: string, state: string, both: string) => VerdictText;
  /** Why a higher printed APR is no error, per kind of paragraph. */
  higherWhy: Record<'points-below' | 'percent-difference' | 'other', (citation: string) => string>;
  depends: (both: string) => VerdictText;
  understated: (citation: string, printed: string, state: string, both: string) => VerdictText;
  overstated: (citation: string, printed: string, state: string, both: string) => VerdictText;
}

/**
 * What one paragraph measured, and what it allows: "0.12% difference, 2.5% allowed". `differencePoints`
 * (printed − ours) gives the side for the either-way measure, which keeps only the distance.
 */
export function testLine(r: TestResult, differencePoints: number, w: VerdictWords): string {
  const { test, measured } = r;
  const limit = formatPointsLimit(test.limit);
  if (test.measure === 'percent-difference') {
    const difference = Number.isFinite(measured) ? formatPercentDifference(measured) : w.noPercentage;
    return w.percentDifference(difference, measured < 0, String(test.limit));
  }
  const value = formatPointsValue(measured);
  const points = w.points(value.text, value.one);
  if (test.measure === 'points-below') {
    return measured < 0 ? w.aboveButOnlyBelowLimited(points, limit) : w.pointsBelow(points, limit);
  }
  return w.pointsEither(points, differencePoints < 0, limit);
}

/** "accurate under 23 NYCRR 600.4(a)(3): 0.12% difference, 2.5% allowed", or every paragraph it fails. */
export function judgementText(j: AprJudgement, rule: ToleranceRule, w: VerdictWords): string {
  if (j.deciding) return `${w.accurateUnder(j.deciding.test.citation)}: ${testLine(j.deciding, j.differencePoints, w)}`;
  return w.outsideList(
    rule.citation,
    j.results.map((r) => `${testLine(r, j.differencePoints, w)} (${r.test.citation})`),
  );
}

/** The one verdict from both readings, in words. */
export function verdictText(r: DisclosureResult, rule: ToleranceRule, stateName: string, w: VerdictWords): VerdictText {
  const printed = formatPrecisePercent(r.printedApr);
  const a = r.businessDays.judgement;
  const b = r.calendar.judgement;
  // The verdict names the deciding paragraph under each count; the figures are in each count's own line.
  const short = (j: AprJudgement) => (j.deciding ? w.accurateUnder(j.deciding.test.citation) : w.outside(rule.citation));
  const both = w.both(short(a), short(b));
  switch (r.verdict) {
    case 'accurate': {
      const same = a.deciding && b.deciding && a.deciding.test.citation === b.deciding.test.citation;
      return w.accurate(same ? a.deciding!.test.citation : rule.citation, printed, stateName, both);
    }
    case 'accurate-higher': {
      const deciding = a.deciding!;
      const measure = deciding.test.measure === 'points-either' ? 'other' : deciding.test.measure;
      return w.accurateHigher(w.higherWhy[measure](deciding.test.citation), deciding.test.citation, printed, stateName, both);
    }
    case 'depends':
      return w.depends(both);
    case 'understated':
      return w.understated(rule.citation, printed, stateName, both);
    case 'overstated':
      return w.overstated(rule.citation, printed, stateName, both);
  }
}
