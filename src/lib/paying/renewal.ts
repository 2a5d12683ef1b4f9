/**
 * A renewal: a new advance that first pays off what is left of the current one. The funder quotes its
 * cost on the whole new advance, but the owner receives only what is left after the old balance and the
 * fees. Every figure is unrounded; the calculator's display rule rounds each once when shown, and the APRs
 * come from the calculator's Appendix J code on the offer tools' payment streams.
 */
import { actuarialApr } from '../calculator/apr';
import { LONG_PAYOFF_DAYS } from '../calculator/mca';
import type { Offer } from '../calculator/offer';
import { BUSINESS_DAYS_PER_YEAR, paymentCents, scheduleStream, termDays, type PaymentStream } from '../calculator/payment-stream';

/** The advance being paid now, in cents. */
export interface CurrentDeal {
  advanceCents: number;
  paybackCents: number;
  /** What is left to pay: payback − paid so far, or as entered. */
  balanceCents: number;
}

export interface RenewalScenario {
  current: CurrentDeal;
  /** The renewal offer (fees in feeCents); its early-payoff fields are not used. */
  renewal: Offer;
  /** Percent of the old balance's unpaid cost the funder forgives, in hundredths of a percent (0 = none). */
  discountHundredths: number;
}

export interface RenewalResult {
  renewal: Offer;
  /** The renewal's payments on its own schedule. */
  stream: PaymentStream;
  /** Each regular payment (percent of sales: the unrounded estimate). */
  paymentCents: number;
  /** Longer than funders write (about 18 months): say so beside the result. */
  tooLong: boolean;
  years: number;
  /** The old balance's share of cost still unpaid: balance × cost ÷ payback (the usual pro-rata). */
  oldUnpaidCostCents: number;
  discountCents: number;
  /** Balance − discount: paid out of the new advance. */
  rolledOverCents: number;
  /** New advance − rolled-over balance − fees. */
  cashCents: number;
  /** New payback − new advance. */
  renewalCostCents: number;
  /** Renewal cost + fees: everything the renewal charges beyond the money it advances. */
  costWithFeesCents: number;
  /** Cost with fees ÷ cash received, in cents per dollar. */
  centsPerCashDollar: number;
  /** The renewal cost's share charged on the rolled-over balance: cost × rolled over ÷ new advance. */
  costOnOldBalanceCents: number;
  /** Appendix J on the whole new advance, as offers are usually quoted. */
  quotedApr: number;
  /** Appendix J on the cash received: the renewal's whole cost repaid with the cash over the renewal's own schedule. */
  cashApr: number;
  /** Cost with fees − discount: what renewing costs beyond paying the old balance off as agreed. */
  extraCostCents: number;
  termDays: number;
}

/**
 * The renewal's own schedule (same number of payments, same spacing) repaying `totalCents` in level
 * payments. Held in hundredths of a cent over the count, so each payment is exactly total ÷ count.
 */
function sameTermStream(stream: PaymentStream, totalCents: number): PaymentStream {
  const count = stream.count;
  const units = Math.round(totalCents * 100);
  return { periodDays: stream.periodDays, periodsPerYear: stream.periodsPerYear, count, totalNum: units * count, paymentNum: units, den: 100 * count };
}

export type RenewalCheck = { ok: true; result: RenewalResult } | { ok: false; reason: 'no-cash' };

export function renewalResult(s: RenewalScenario): RenewalCheck {
  const stream = scheduleStream(s.renewal);
  const days = termDays(stream);
  const { current } = s;
  const oldUnpaidCostCents = (current.balanceCents * (current.paybackCents - current.advanceCents)) / current.paybackCents;
  const discountCents = (oldUnpaidCostCents * s.discountHundredths) / 10_000;
  const rolledOverCents = current.balanceCents - discountCents;
  const cashCents = s.renewal.advanceCents - rolledOverCents - s.renewal.feeCents;
  if (!(cashCents > 0)) return { ok: false, reason: 'no-cash' };
  const renewalCostCents = s.renewal.paybackCents - s.renewal.advanceCents;
  const costWithFeesCents = renewalCostCents + s.renewal.feeCents;
  const extraCostCents = costWithFeesCents - discountCents;
  return {
    ok: true,
    result: {
      renewal: s.renewal,
      stream,
      paymentCents: paymentCents(stream),
      tooLong: days > LONG_PAYOFF_DAYS,
      years: days / BUSINESS_DAYS_PER_YEAR,
      oldUnpaidCostCents,
      discountCents,
      rolledOverCents,
      cashCents,
      renewalCostCents,
      costWithFeesCents,
      centsPerCashDollar: (costWithFeesCents / cashCents) * 100,
      costOnOldBalanceCents: (renewalCostCents * rolledOverCents) / s.renewal.advanceCents,
      quotedApr: actuarialApr(stream, s.renewal.advanceCents),
      cashApr: extraCostCents > 0 ? actuarialApr(sameTermStream(stream, cashCents + extraCostCents), cashCents) : 0,
      extraCostCents,
      termDays: days,
    },
  };
}
