/**
 * The disclosure-style APR: the actuarial method of Regulation Z, Appendix J (facts.md), the one solver
 * behind the calculator, the offer tools and the disclosure check. Find the per-unit-period rate at which
 * the present value of the payments equals the amount received; the APR is that rate × the unit periods
 * in a year (264 for business-day debits, 52 for weekly, 12 for monthly).
 */
import { lastPaymentCents, paymentCents, totalCents, type PaymentStream } from './payment-stream';

/** `count` equal payments of `amountCents`, the first at the end of unit period `firstPeriod`, then one each period. */
export interface PaymentRun {
  amountCents: number;
  count: number;
  firstPeriod: number;
}

/**
 * A single-advance transaction in Appendix J's terms: the amount received at the start, runs of payments
 * counted in whole unit periods, and an odd first period of `oddFraction` of a unit period (0 to 1) that
 * every payment carries, per the general equation (b)(8): A = Σ P ÷ ((1 + f·i)(1 + i)^t).
 */
export interface Transaction {
  receivedCents: number;
  runs: readonly PaymentRun[];
  periodsPerYear: number;
  oddFraction?: number;
}

/** Present value of the runs at per-period `rate`. Closed form per run, so millions of payments cost nothing. */
function presentValue(t: Transaction, rate: number): number {
  const odd = 1 + (t.oddFraction ?? 0) * rate;
  let sum = 0;
  for (const run of t.runs) {
    if (run.count <= 0) continue;
    if (rate === 0) {
      sum += run.amountCents * run.count;
      continue;
    }
    const v = 1 / (1 + rate);
    // v^first + … + v^(first+count−1) = v^first × (1 − v^count) ÷ (1 − v)
    sum += (run.amountCents * Math.pow(v, run.firstPeriod) * (1 - Math.pow(v, run.count))) / (1 - v);
  }
  return sum / odd;
}

const totalOf = (t: Transaction): number => t.runs.reduce((sum, r) => sum + (r.count > 0 ? r.amountCents * r.count : 0), 0);

/** The per-period rate at which the payments are worth what was received (bisection: always converges). */
function periodicRate(t: Transaction): number {
  if (totalOf(t) <= t.receivedCents) return 0;
  let low = 0;
  let high = 1;
  // Widen until bracketed (a one-day payoff at factor 3 needs a rate of 2; a fee-heavy one more).
  while (presentValue(t, high) > t.receivedCents && high < 1e9) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (presentValue(t, mid) > t.receivedCents) low = mid;
    else high = mid;
    if (high - low <= Number.EPSILON * high) break;
  }
  return (low + high) / 2;
}

/** Appendix J APR of any single-advance transaction, in percent, unrounded. */
export const transactionApr = (t: Transaction): number => periodicRate(t) * t.periodsPerYear * 100;

/** A level stream as runs: (count − 1) equal payments, then the last (partial) one. */
export function streamRuns(s: PaymentStream): PaymentRun[] {
  const runs: PaymentRun[] = [];
  if (s.count > 1) runs.push({ amountCents: paymentCents(s), count: s.count - 1, firstPeriod: 1 });
  runs.push({ amountCents: lastPaymentCents(s), count: 1, firstPeriod: s.count });
  return runs;
}

/** Appendix J APR of a level stream, in percent, unrounded. */
export const actuarialApr = (s: PaymentStream, receivedCents: number): number =>
  totalCents(s) <= receivedCents ? 0 : transactionApr({ receivedCents, runs: streamRuns(s), periodsPerYear: s.periodsPerYear });

/** One payment at its time from funding in unit periods: `t` whole periods and `f` of one more ((b)(5)). */
export interface DatedPayment {
  amountCents: number;
  t: number;
  f: number;
}

/**
 * Present value by the general equation (b)(8): Σ P ÷ ((1 + f·i)(1 + i)^t), each payment with its own t and
 * f. Payments come in date order, so (1 + i)^−t is carried from one to the next, one power per distinct gap.
 */
function datedPresentValue(payments: readonly DatedPayment[], rate: number): number {
  let sum = 0;
  let discount = 1;
  let previous = 0;
  const steps = new Map<number, number>();
  for (const p of payments) {
    const gap = p.t - previous;
    let step = steps.get(gap);
    if (step === undefined) {
      step = Math.pow(1 + rate, -gap);
      steps.set(gap, step);
    }
    discount *= step;
    previous = p.t;
    sum += (p.amountCents * discount) / (1 + p.f * rate);
  }
  return sum;
}

/** Appendix J APR of payments on their own dates (the calendar reading), in percent, unrounded. */
export function datedApr(receivedCents: number, payments: readonly DatedPayment[], periodsPerYear: number): number {
  const total = payments.reduce((s, p) => s + p.amountCents, 0);
  if (total <= receivedCents) return 0;
  let low = 0;
  let high = 1;
  while (datedPresentValue(payments, high) > receivedCents && high < 1e9) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (datedPresentValue(payments, mid) > receivedCents) low = mid;
    else high = mid;
    if (high - low <= Number.EPSILON * high) break;
  }
  return ((low + high) / 2) * periodsPerYear * 100;
}
