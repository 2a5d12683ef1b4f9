/**
 * Merchant cash advance math (spec §9) plus the disclosure-style APR (facts.md).
 * All money is integer cents; rates are computed from those exact cents.
 */
import type { ValidScenario } from './calculator-input';

/** Business days in a month and in a year: the calculator's calendar (22 × 12 = 264). */
export const BUSINESS_DAYS_PER_MONTH = 22;
export const BUSINESS_DAYS_PER_YEAR = 264;

export interface TimelinePoint {
  /** Business day after funding (0 = funding day). */
  day: number;
  balanceCents: number;
}

export interface McaResult {
  paybackCents: number;
  costCents: number;
  dailyRevenueCents: number;
  dailyRemittanceCents: number;
  daysToPayoff: number;
  /** Spec §9: (cost ÷ advance) × (365 ÷ days) × 100, to one decimal. */
  estimatedApr: number;
  /** Regulation Z Appendix J style: per-business-day IRR × 264 × 100, to one decimal. */
  actuarialApr: number;
  /** Cost per dollar advanced, in cents, to one decimal. */
  centsPerDollar: number;
  /** Daily remittance × 22. */
  averageMonthlyPaymentCents: number;
  /** Remaining balance at each month end (every 22 business days) and at payoff. */
  monthEnds: TimelinePoint[];
}

/** Round half away from zero to one decimal, after removing float noise at the 1e-9 level. */
export function roundTo1(value: number): number {
  return Math.round(Number((value * 10).toFixed(6))) / 10;
}

/** Exact integer division rounded half-up (inputs are non-negative integers). */
const divRound = (numerator: number, denominator: number) => Math.round(numerator / denominator);

/**
 * Present value, at a per-period rate, of (n − 1) equal payments followed by one final payment,
 * the first one period after funding. Closed form, so a stream of millions of days costs nothing.
 */
export function presentValue(rate: number, payment: number, periods: number, lastPayment: number): number {
  if (rate === 0) return payment * (periods - 1) + lastPayment;
  const v = 1 / (1 + rate);
  const annuity = (payment * (1 - Math.pow(v, periods - 1))) / rate;
  return annuity + lastPayment * Math.pow(v, periods);
}

/** The per-period rate at which the remittances' present value equals the advance (bisection: always converges). */
export function periodicRate(advanceCents: number, paymentCents: number, periods: number, lastPaymentCents: number): number {
  let low = 0;
  let high = 1;
  // Widen until the rate is bracketed (a one-day payoff at factor 3 needs a rate of 2).
  while (presentValue(high, paymentCents, periods, lastPaymentCents) > advanceCents && high < 1e6) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid, paymentCents, periods, lastPaymentCents) > advanceCents) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const MAX_MONTH_ROWS = 36;

export function calculateMca(s: ValidScenario): McaResult {
  const paybackCents = divRound(s.advanceCents * s.factorHundredths, 100);
  const costCents = paybackCents - s.advanceCents;
  const dailyRevenueCents = divRound(s.revenueCents, BUSINESS_DAYS_PER_MONTH);
  // Remittance from monthly revenue directly (not from the rounded daily revenue): one rounding only.
  const dailyRemittanceCents = Math.max(1, divRound(s.revenueCents * s.holdbackHundredths, 100 * 100 * BUSINESS_DAYS_PER_MONTH));
  const daysToPayoff = Math.max(1, Math.ceil(paybackCents / dailyRemittanceCents));
  const lastPaymentCents = paybackCents - dailyRemittanceCents * (daysToPayoff - 1);

  const estimatedApr = roundTo1((costCents / s.advanceCents) * (365 / daysToPayoff) * 100);
  const rate = periodicRate(s.advanceCents, dailyRemittanceCents, daysToPayoff, lastPaymentCents);
  const actuarialApr = roundTo1(rate * BUSINESS_DAYS_PER_YEAR * 100);

  const monthEnds: TimelinePoint[] = [{ day: 0, balanceCents: paybackCents }];
  const months = Math.ceil(daysToPayoff / BUSINESS_DAYS_PER_MONTH);
  const step = Math.max(1, Math.ceil(months / MAX_MONTH_ROWS));
  for (let month = step; month * BUSINESS_DAYS_PER_MONTH < daysToPayoff; month += step) {
    const day = month * BUSINESS_DAYS_PER_MONTH;
    monthEnds.push({ day, balanceCents: paybackCents - dailyRemittanceCents * day });
  }
  monthEnds.push({ day: daysToPayoff, balanceCents: 0 });

  return {
    paybackCents,
    costCents,
    dailyRevenueCents,
    dailyRemittanceCents,
    daysToPayoff,
    estimatedApr,
    actuarialApr,
    centsPerDollar: roundTo1((costCents / s.advanceCents) * 100),
    averageMonthlyPaymentCents: dailyRemittanceCents * BUSINESS_DAYS_PER_MONTH,
    monthEnds,
  };
}

const usd2 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const num1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatCents = (cents: number): string => usd2.format(cents / 100);
/** Daily figures show no decimals (spec §9). */
export const formatCentsWhole = (cents: number): string => usd0.format(Math.round(cents / 100));
export const formatPercent = (value: number): string => `${num1.format(value)}%`;
export const formatDays = (days: number): string => `${days.toLocaleString('en-US')} business ${days === 1 ? 'day' : 'days'}`;
