/**
 * One model for every repayment in the tools: a level stream of payments on business days.
 * Payment k (1…count) falls on business day k × periodDays after funding; every payment but the
 * last is the same amount, and the last is whatever is left of the total (a partial payment).
 *
 * Amounts are exact fractions of a cent, `num / den` with integers, because a percent-of-sales
 * remittance (monthly revenue ÷ 22 × holdback) is rarely a whole number of cents and the spec counts
 * days from the unrounded remittance. Fixed debits simply have den = 1. Nothing here rounds.
 */

import { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR } from './time';

/** 22 business days a month and 264 a year: the one time rule of every tool (./time.ts). */
export { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR };

/** About 18 months of business days: past this, the inputs describe an offer no funder writes. */
export const LONG_PAYOFF_DAYS = 18 * BUSINESS_DAYS_PER_MONTH;
/** A weekly debit falls every fifth business day; 52 a year. */
const BUSINESS_DAYS_PER_WEEK = 5;
const WEEKS_PER_YEAR = 52;

export interface PaymentStream {
  /** Business days between payments: 1 for daily debits, 5 for weekly. */
  periodDays: number;
  /** Payments a year, the Appendix J unit-period count: 264 daily, 52 weekly. */
  periodsPerYear: number;
  /** Number of payments, at least 1. */
  count: number;
  /** The total to repay, in cents, as totalNum / den. */
  totalNum: number;
  /** Each regular payment, in cents, as paymentNum / den. */
  paymentNum: number;
  den: number;
}

/** How an advance is repaid: a share of each day's sales, or a fixed debit every business day or every week. */
export const SCHEDULE_KINDS = ['percent', 'daily', 'weekly'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Payback from a factor with four decimals: advance × factor, rounded half up to the cent (a contract states cents). */
export function paybackFromFactor(advanceCents: number, factorTenThousandths: number): number {
  return Math.floor((2 * advanceCents * factorTenThousandths + 10_000) / 20_000);
}

/** ⌈a ÷ b⌉ for positive integers, exact (the float quotient is only a first guess). */
export function ceilRatio(a: number, b: number): number {
  let q = Math.ceil(a / b);
  while (q * b < a) q += 1;
  while (q > 1 && (q - 1) * b >= a) q -= 1;
  return Math.max(1, q);
}

/** A level stream repaying `totalNum / den` cents with payments of `paymentNum / den` cents. */
export function levelStream(totalNum: number, paymentNum: number, den: number, periodDays: number, periodsPerYear: number): PaymentStream {
  if (!(totalNum > 0 && paymentNum > 0 && den > 0)) throw new RangeError('A payment stream needs a positive total and payment.');
  return { periodDays, periodsPerYear, count: ceilRatio(totalNum, paymentNum), totalNum, paymentNum, den };
}

/**
 * Percent of sales: remittance = monthly revenue ÷ 22 × holdback, unrounded.
 * With revenue in cents and holdback in hundredths of a percent, remittance = revenue × holdback ÷ 220,000 cents.
 */
export function percentOfSalesStream(paybackCents: { num: number; den: number }, revenueCents: number, holdbackHundredths: number): PaymentStream {
  const den = 100 * 100 * BUSINESS_DAYS_PER_MONTH;
  if (den % paybackCents.den !== 0) throw new RangeError('Payback denominator must divide 220,000.');
  const totalNum = paybackCents.num * (den / paybackCents.den);
  return levelStream(totalNum, revenueCents * holdbackHundredths, den, 1, BUSINESS_DAYS_PER_YEAR);
}

/** A fixed debit of whole cents every business day. */
export const fixedDailyStream = (paybackCents: number, debitCents: number): PaymentStream =>
  levelStream(paybackCents, debitCents, 1, 1, BUSINESS_DAYS_PER_YEAR);

/** A fixed debit of whole cents every week (every fifth business day). */
export const fixedWeeklyStream = (paybackCents: number, debitCents: number): PaymentStream =>
  levelStream(paybackCents, debitCents, 1, BUSINESS_DAYS_PER_WEEK, WEEKS_PER_YEAR);

/** Derived figures, unrounded (cents as floats, for display and rates only). */
export const totalCents = (s: PaymentStream): number => s.totalNum / s.den;
export const paymentCents = (s: PaymentStream): number => s.paymentNum / s.den;
export const lastPaymentCents = (s: PaymentStream): number => (s.totalNum - s.paymentNum * (s.count - 1)) / s.den;
/** The business day of the last payment. */
export const termDays = (s: PaymentStream): number => s.count * s.periodDays;

/**
 * What has been paid after the first k payments, in whole cents: the exact cumulative amount rounded
 * half up once. Each payment in a schedule is the difference of two of these, so every payment is in
 * whole cents, the rounding never accumulates and the payments add up to the total exactly.
 */
export function paidAfterCents(s: PaymentStream, k: number): number {
  if (k <= 0) return 0;
  const num = k >= s.count ? BigInt(s.totalNum) : BigInt(s.paymentNum) * BigInt(k);
  const den = BigInt(s.den);
  return Number((2n * num + den) / (2n * den));
}

/** Number of payments that fall before business day `day` (1-based). */
export const paymentsBefore = (s: PaymentStream, day: number): number => Math.min(s.count, Math.max(0, Math.ceil(day / s.periodDays) - 1));

/** The terms a schedule needs: a fixed debit in cents, or monthly revenue in cents and a holdback in hundredths of a percent. */
export interface ScheduleTerms {
  schedule: ScheduleKind;
  paybackCents: number;
  debitCents: number;
  revenueCents: number;
  holdbackHundredths: number;
}

/** The stream that repays a whole-cent payback on its schedule: the one way every tool turns an offer into payments. */
export function scheduleStream(t: ScheduleTerms): PaymentStream {
  if (t.schedule === 'daily') return fixedDailyStream(t.paybackCents, t.debitCents);
  if (t.schedule === 'weekly') return fixedWeeklyStream(t.paybackCents, t.debitCents);
  return percentOfSalesStream({ num: t.paybackCents, den: 1 }, t.revenueCents, t.holdbackHundredths);
}
