/**
 * Judging a printed APR against the Appendix J APR (./apr.ts) by the state's own accuracy rule, read from
 * the state-law data (content/state-laws, `aprTolerance`): California 10 CCR § 955(a), New York 23 NYCRR
 * 600.4(a). Nothing here knows a state: a new state's rule is a data change. Kept apart from apr.ts so the
 * other tools' shared bundle does not carry what only the disclosure check uses.
 */
import { roundHalf } from './format';

/**
 * How one paragraph of a state's rule measures the printed APR against the computed one:
 * - `points-below`: the printed APR may be at most `limit` percentage points below ours (above is never
 *   outside it: "not more than 1/8 of 1 percentage point below", 10 CCR § 955(a)(1));
 * - `points-either`: at most `limit` points above or below (23 NYCRR 600.4(a)(1));
 * - `percent-difference`: (ours − printed) ÷ printed × 100 is at most `limit`, signed exactly as both
 *   rules write it, so a printed APR above ours gives a negative difference, which is "2.5 or less".
 */
export const TOLERANCE_MEASURES = ['points-below', 'points-either', 'percent-difference'] as const;
export type ToleranceMeasure = (typeof TOLERANCE_MEASURES)[number];

export interface ToleranceTest {
  /** The paragraph's own citation, e.g. "23 NYCRR 600.4(a)(3)". */
  citation: string;
  measure: ToleranceMeasure;
  /** Points for the points measures, percent for the percentage difference. */
  limit: number;
  /** Applies only in an irregular transaction (multiple advances, irregular periods or amounts). */
  irregularOnly: boolean;
  /** The paragraph as the regulation words it. */
  text: string;
}

export interface ToleranceRule {
  /** The section, e.g. "10 CCR § 955(a)". */
  citation: string;
  /** The official text, where one was found. */
  url?: string | undefined;
  /** Why no official text is linked, where none was found. */
  urlNotLinked?: string | undefined;
  tests: ToleranceTest[];
}

export interface TestResult {
  test: ToleranceTest;
  /** Points below ours (points-below; negative: above), points apart (points-either) or the percentage difference. */
  measured: number;
  passes: boolean;
}

export interface AprJudgement {
  accurate: boolean;
  /** The first paragraph, in the rule's order, under which the printed APR is accurate. */
  deciding?: TestResult | undefined;
  /** Every paragraph that applies to this transaction, in order. */
  results: TestResult[];
  /** Printed − ours, in percentage points (negative: the printed APR is lower). */
  differencePoints: number;
  /** (ours − printed) ÷ printed × 100, as both rules define it (Infinity for a printed 0% against a positive APR). */
  percentDifference: number;
  irregular: boolean;
}

/** Float noise below this is ignored, so a difference of exactly 1/8 point or 2.5% is "not more than" the limit. */
const EPSILON = 1e-9;

/** The percentage difference both rules define: the printed APR is subtracted from ours, divided by the printed APR, × 100. */
export function percentDifference(printedApr: number, ourApr: number): number {
  if (printedApr === 0) return ourApr === 0 ? 0 : ourApr > 0 ? Infinity : -Infinity;
  return ((ourApr - printedApr) / printedApr) * 100;
}

function measure(test: ToleranceTest, printedApr: number, ourApr: number): number {
  if (test.measure === 'points-below') return ourApr - printedApr;
  if (test.measure === 'points-either') return Math.abs(printedApr - ourApr);
  return percentDifference(printedApr, ourApr);
}

/** Judge a printed APR against ours (both in percent) by a state's rule. */
export function judgeApr(printedApr: number, ourApr: number, irregular: boolean, rule: ToleranceRule): AprJudgement {
  const results = rule.tests
    .filter((test) => irregular || !test.irregularOnly)
    .map((test): TestResult => {
      const measured = measure(test, printedApr, ourApr);
      return { test, measured, passes: measured <= test.limit + EPSILON };
    });
  const deciding = results.find((r) => r.passes);
  return {
    accurate: deciding !== undefined,
    deciding,
    results,
    differencePoints: printedApr - ourApr,
    percentDifference: percentDifference(printedApr, ourApr),
    irregular,
  };
}

/** Is the printed APR above ours by more than the narrowest points limit, so a reader would call it "higher"? */
export function printedHigher(j: AprJudgement, rule: ToleranceRule): boolean {
  const points = rule.tests.filter((t) => t.measure !== 'percent-difference').map((t) => t.limit);
  return j.differencePoints > (points.length > 0 ? Math.min(...points) : 0) + EPSILON;
}

const num4 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const num2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An APR to four decimals, for the disclosure check: "9.9996%". */
export const formatPrecisePercent = (value: number): string => `${num4.format(roundHalf(value, 4))}%`;

/** A difference of rates in percentage points, four decimals, no sign ("0.1254"), and whether it is exactly 1. */
export const formatPointsValue = (value: number): { text: string; one: boolean } => {
  const rounded = roundHalf(Math.abs(value), 4);
  return { text: num4.format(rounded), one: rounded === 1 };
};

/** A percentage difference to two decimals, with its sign when negative: "0.12%", "−3.10%". */
export const formatPercentDifference = (value: number): string => {
  if (!Number.isFinite(value)) return 'no percentage (the printed APR is 0%)';
  const rounded = roundHalf(Math.abs(value), 2);
  return `${value < 0 && rounded > 0 ? '−' : ''}${num2.format(rounded)}%`;
};

/** A points limit as the rules write it: "1/8", "1/4", else the decimal. */
export const formatPointsLimit = (limit: number): string => (limit === 0.125 ? '1/8' : limit === 0.25 ? '1/4' : String(limit));
