/**
 * The disclosure-style APR: the actuarial method of Regulation Z, Appendix J (facts.md). Find the
 * per-period rate at which the present value of the payments equals the amount received; the APR is
 * that rate × the unit periods in a year (264 for business-day debits, 52 for weekly).
 */
import { lastPaymentCents, paymentCents, totalCents, type PaymentStream } from './payment-stream';

/**
 * Present value at per-period `rate` of a level stream: (count − 1) equal payments then the last one,
 * the first one period after funding. Closed form, so a stream of millions of payments costs nothing.
 */
function streamPresentValue(s: PaymentStream, rate: number): number {
  const payment = paymentCents(s);
  const last = lastPaymentCents(s);
  if (rate === 0) return totalCents(s);
  const v = 1 / (1 + rate);
  const annuity = (payment * (1 - Math.pow(v, s.count - 1))) / rate;
  return annuity + last * Math.pow(v, s.count);
}

/** The per-period rate at which the stream is worth `receivedCents` today (bisection: always converges). */
function periodicRate(s: PaymentStream, receivedCents: number): number {
  if (totalCents(s) <= receivedCents) return 0;
  let low = 0;
  let high = 1;
  // Widen until bracketed (a one-day payoff at factor 3 needs a rate of 2; a fee-heavy one more).
  while (streamPresentValue(s, high) > receivedCents && high < 1e9) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (streamPresentValue(s, mid) > receivedCents) low = mid;
    else high = mid;
    if (high - low <= Number.EPSILON * high) break;
  }
  return (low + high) / 2;
}

/** Appendix J APR in percent, unrounded. */
export const actuarialApr = (s: PaymentStream, receivedCents: number): number => periodicRate(s, receivedCents) * s.periodsPerYear * 100;

/** The simple estimate in percent, unrounded: (cost ÷ received) × (365 ÷ business days to payoff) × 100 (spec §9). */
export const simpleApr = (costCents: number, receivedCents: number, days: number): number => (costCents / receivedCents) * (365 / days) * 100;
