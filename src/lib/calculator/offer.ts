/**
 * An offer as a funder writes it: an advance, a payback, fees withheld from the funding, a payment
 * schedule and an optional early-payoff discount. Its figures come from the shared payment-stream
 * model and the Appendix J APR on the amount actually received (net funded).
 */
import { actuarialApr } from './apr';
import { simpleAnnualRate } from './time';
import {
  BUSINESS_DAYS_PER_MONTH,
  BUSINESS_DAYS_PER_YEAR,
  lastPaymentCents,
  LONG_PAYOFF_DAYS,
  paidAfterCents,
  paymentCents,
  paymentsBefore,
  scheduleStream,
  termDays,
  type PaymentStream,
  type ScheduleKind,
} from './payment-stream';

export { SCHEDULE_KINDS, type ScheduleKind } from './payment-stream';

/** A valid offer in exact integer units. */
export interface Offer {
  label: string;
  advanceCents: number;
  paybackCents: number;
  /** Fees withheld from the funding, in cents (already converted from a percent if given as one). */
  feeCents: number;
  schedule: ScheduleKind;
  /** Percent of sales only. */
  holdbackHundredths: number;
  revenueCents: number;
  /** Fixed daily or weekly debit, in cents. */
  debitCents: number;
  /** Percent of the remaining cost forgiven, in hundredths of a percent; 0 = no discount. */
  discountHundredths: number;
  /** The business day by which the balance must be paid to get the discount. */
  discountDay: number;
}

type DiscountResult =
  | {
      applies: true;
      day: number;
      paymentsMade: number;
      paidCents: number;
      balanceCents: number;
      savingCents: number;
      payoffCents: number;
      totalCostCents: number;
    }
  | { applies: false; day: number };

export interface OfferResult {
  offer: Offer;
  stream: PaymentStream;
  netFundedCents: number;
  paybackCents: number;
  /** Payback − net funded: the factor cost plus the fees. */
  costCents: number;
  /** Cost per dollar of net funding, in cents. */
  centsPerDollar: number;
  /** Payback ÷ advance. */
  factor: number;
  payments: number;
  /** Business day of the last payment. */
  termDays: number;
  /** Term ÷ 22. */
  termMonths: number;
  /** Simple annual rate: cost ÷ net funded ÷ (term business days ÷ 264) × 100 (./time.ts). Not an APR. */
  simpleRate: number;
  /** Appendix J on the net funded amount: 264 periods a year for business-day debits, 52 for weekly. */
  actuarialApr: number;
  /** Each regular payment (percent of sales: the unrounded estimate). */
  paymentCents: number;
  lastPaymentCents: number;
  discount?: DiscountResult;
  tooLong: boolean;
  years: number;
}

// Where every tool turns a factor into a payback; in the payment-stream module so the stacked-advances
// check gets it without the offer tools' code.
export { paybackFromFactor } from './payment-stream';

/** Fees given as a percent (hundredths of a percent) of the advance, rounded half up to the cent. */
export function feeFromPercent(advanceCents: number, percentHundredths: number): number {
  return Math.floor((2 * advanceCents * percentHundredths + 10_000) / 20_000);
}

/**
 * Early payoff on business day `day`, in place of the payments still due: the payments before that day
 * are made, and the balance left is paid less the discount. "Remaining cost" is the cost's share of
 * that balance (balance × cost ÷ payback), the usual way a contract prorates it.
 */
function earlyPayoff(o: Offer, stream: PaymentStream, costCents: number): DiscountResult {
  const day = o.discountDay;
  const made = paymentsBefore(stream, day);
  if (made >= stream.count) return { applies: false, day };
  const paidCents = paidAfterCents(stream, made);
  const balanceCents = o.paybackCents - paidCents;
  const savingCents = (balanceCents * (costCents / o.paybackCents) * o.discountHundredths) / 10_000;
  return {
    applies: true,
    day,
    paymentsMade: made,
    paidCents,
    balanceCents,
    savingCents,
    payoffCents: balanceCents - savingCents,
    totalCostCents: costCents - savingCents,
  };
}

export function computeOffer(o: Offer): OfferResult {
  const stream = scheduleStream(o);
  const netFundedCents = o.advanceCents - o.feeCents;
  const costCents = o.paybackCents - netFundedCents;
  const days = termDays(stream);
  return {
    offer: o,
    stream,
    netFundedCents,
    paybackCents: o.paybackCents,
    costCents,
    centsPerDollar: (costCents / netFundedCents) * 100,
    factor: o.paybackCents / o.advanceCents,
    payments: stream.count,
    termDays: days,
    termMonths: days / BUSINESS_DAYS_PER_MONTH,
    simpleRate: simpleAnnualRate(costCents, netFundedCents, days),
    actuarialApr: actuarialApr(stream, netFundedCents),
    paymentCents: paymentCents(stream),
    lastPaymentCents: lastPaymentCents(stream),
    discount: o.discountHundredths > 0 ? earlyPayoff(o, stream, costCents) : undefined,
    tooLong: days > LONG_PAYOFF_DAYS,
    years: days / BUSINESS_DAYS_PER_YEAR,
  };
}
