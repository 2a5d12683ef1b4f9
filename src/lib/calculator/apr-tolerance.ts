/**
 * Judging a printed APR against the Appendix J APR (./apr.ts). Kept apart from apr.ts so the other tools'
 * shared bundle does not carry what only the disclosure check uses.
 */
import { roundHalf } from './format';

/**
 * Regulation Z's accuracy tolerances, 12 CFR 1026.22(a)(2)–(3): a disclosed APR is accurate if it is not
 * more than 1/8 of a percentage point above or below the APR worked out by Appendix J, or 1/4 of a point
 * in an irregular transaction (multiple advances, irregular payment periods or irregular payment amounts,
 * other than an irregular first period or an irregular first or final payment).
 */
export const APR_TOLERANCE_POINTS = { regular: 0.125, irregular: 0.25 } as const;

export type AprVerdict = 'within' | 'understated' | 'overstated';

export interface AprJudgement {
  verdict: AprVerdict;
  /** Printed − ours, in percentage points (negative: the printed APR is lower). */
  differencePoints: number;
  tolerancePoints: number;
}

/**
 * Judge a printed APR against ours, both in percent. "Not more than" the tolerance is accurate, so a
 * difference of exactly 1/8 point is within; float noise below 1e-9 point is ignored.
 */
export function judgeApr(printedApr: number, ourApr: number, irregular: boolean): AprJudgement {
  const tolerancePoints = irregular ? APR_TOLERANCE_POINTS.irregular : APR_TOLERANCE_POINTS.regular;
  const differencePoints = printedApr - ourApr;
  const verdict: AprVerdict = Math.abs(differencePoints) <= tolerancePoints + 1e-9 ? 'within' : differencePoints < 0 ? 'understated' : 'overstated';
  return { verdict, differencePoints, tolerancePoints };
}

const num4 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** An APR to four decimals, for the disclosure check: "9.9996%". */
export const formatPrecisePercent = (value: number): string => `${num4.format(roundHalf(value, 4))}%`;

/** A difference of rates in percentage points, four decimals, no sign: "0.1254 points". */
export const formatPoints = (value: number): string => {
  const rounded = roundHalf(Math.abs(value), 4);
  return `${num4.format(rounded)} ${rounded === 1 ? 'point' : 'points'}`;
};
