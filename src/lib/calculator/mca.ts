/**
 * The funding calculator's figures (spec §9) as one case of the payment-stream model: a
 * percent-of-sales stream repaying advance × factor. Every figure is unrounded here; the display
 * rule in ./format.ts rounds each one once when it is shown.
 */
import { actuarialApr } from './apr';
import { simpleAnnualRate } from './time';
import {
  BUSINESS_DAYS_PER_MONTH,
  LONG_PAYOFF_DAYS,
  BUSINESS_DAYS_PER_YEAR,
  paidAfterCents,
  paymentCents,
  percentOfSalesStream,
  termDays,
  totalCents,
  type PaymentStream,
} from './payment-stream';

/** The calculator's four inputs in exact integer units. */
export interface McaScenario {
  advanceCents: number;
  factorHundredths: number;
  holdbackHundredths: number;
  revenueCents: number;
}

interface TimelinePoint {
  /** Business day after funding (0 = funding day). */
  day: number;
  /** Balance left after that day's remittance, in whole cents. */
  balanceCents: number;
}

export interface McaResult {
  stream: PaymentStream;
  /** Advance × factor (may hold a fraction of a cent). */
  paybackCents: number;
  costCents: number;
  /** Monthly revenue ÷ 22, unrounded. */
  dailyRevenueCents: number;
  /** Daily revenue × holdback, unrounded. */
  dailyRemittanceCents: number;
  /** ⌈payback ÷ remittance⌉, computed in exact integers. */
  daysToPayoff: number;
  /** Simple annual rate: cost ÷ advance ÷ (business days ÷ 264) × 100 (./time.ts). Not an APR. */
  simpleRate: number;
  /** Regulation Z Appendix J: per-business-day rate × 264 × 100. */
  actuarialApr: number;
  /** Cost per dollar advanced, in cents. */
  centsPerDollar: number;
  /** Remittance × 22. */
  averageMonthlyPaymentCents: number;
  /** Remaining balance at month ends (every 22 business days, thinned to at most 36 rows) and at payoff. */
  monthEnds: TimelinePoint[];
  /** More than LONG_PAYOFF_DAYS: no funder writes this; say so beside the result. */
  tooLong: boolean;
  /** Days ÷ 264, for the warning. */
  years: number;
}

// Defined beside the business-day month (./payment-stream.ts), so the offer tools do not bundle this module for it.
export { LONG_PAYOFF_DAYS };
const MAX_MONTH_ROWS = 36;

export function calculateMca(s: McaScenario): McaResult {
  const stream = percentOfSalesStream({ num: s.advanceCents * s.factorHundredths, den: 100 }, s.revenueCents, s.holdbackHundredths);
  const paybackCents = totalCents(stream);
  const costCents = paybackCents - s.advanceCents;
  const days = termDays(stream);
  const remittance = paymentCents(stream);

  const paidInFull = paidAfterCents(stream, stream.count);
  const monthEnds: TimelinePoint[] = [{ day: 0, balanceCents: paidInFull }];
  const months = Math.ceil(days / BUSINESS_DAYS_PER_MONTH);
  const step = Math.max(1, Math.ceil(months / MAX_MONTH_ROWS));
  for (let month = step; month * BUSINESS_DAYS_PER_MONTH < days; month += step) {
    const day = month * BUSINESS_DAYS_PER_MONTH;
    monthEnds.push({ day, balanceCents: paidInFull - paidAfterCents(stream, day) });
  }
  monthEnds.push({ day: days, balanceCents: 0 });

  return {
    stream,
    paybackCents,
    costCents,
    dailyRevenueCents: s.revenueCents / BUSINESS_DAYS_PER_MONTH,
    dailyRemittanceCents: remittance,
    daysToPayoff: days,
    simpleRate: simpleAnnualRate(costCents, s.advanceCents, days),
    actuarialApr: actuarialApr(stream, s.advanceCents),
    centsPerDollar: (costCents / s.advanceCents) * 100,
    averageMonthlyPaymentCents: (stream.paymentNum * BUSINESS_DAYS_PER_MONTH) / stream.den,
    monthEnds,
    tooLong: days > LONG_PAYOFF_DAYS,
    years: days / BUSINESS_DAYS_PER_YEAR,
  };
}
