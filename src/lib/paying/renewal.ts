/**
 * A renewal: a new advance that first pays off what is left of the current one. The funder quotes its
 * cost on the whole new advance, but the owner receives only what is left after the old balance and the
 * fees. Every figure is unrounded; the calculator's display rule rounds each once when shown, and the APRs
 * come from the calculator's Appendix J code on the offer tools' payment streams. One cost figure, the
 * renewal's cost and fees less any discount on the old balance, runs through the cost per dollar, the cost
 * on the old balance and both APRs, and every amount received is after the fees (as the CA and NY forms).
 */
import { streamRuns, transactionApr } from '../calculator/apr';
import { LONG_PAYOFF_DAYS } from '../calculator/mca';
import type { Offer } from '../calculator/offer';
import { BUSINESS_DAYS_PER_YEAR, paymentCents, scheduleStream, termDays, totalCents as totalOf, type PaymentStream } from '../calculator/payment-stream';

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
  /** New advance − fees: what the offer puts toward you, old balance and cash together. */
  netFundedCents: number;
  /** Extra cost ÷ cash received, in cents per dollar. */
  centsPerCashDollar: number;
  /** The extra cost's share charged on the rolled-over balance: extra cost × rolled over ÷ net funded. */
  costOnOldBalanceCents: number;
  /** Appendix J on the new advance after fees, as the offer is quoted (CA and NY forms): net funded + extra cost repaid on the renewal's schedule. */
  quotedApr: number;
  /** Appendix J on the cash received: cash + extra cost repaid on the renewal's schedule. */
  cashApr: number;
  /** Cost with fees − discount: what renewing costs beyond paying the old balance off as agreed. */
  extraCostCents: number;
  termDays: number;
}

/**
 * Appendix J APR of `receivedCents` repaid with `totalCents` on the renewal's own schedule: its payments,
 * same count and spacing, each scaled by total ÷ payback (so with no discount, the quoted APR is the offer's own).
 */
function scheduleApr(stream: PaymentStream, totalCents: number, receivedCents: number): number {
  if (!(totalCents > receivedCents)) return 0;
  const scale = totalCents / totalOf(stream);
  const runs = streamRuns(stream).map((r) => ({ ...r, amountCents: r.amountCents * scale }));
  return transactionApr({ receivedCents, runs, periodsPerYear: stream.periodsPerYear });
}

export type RenewalCheck = { ok: true; result: RenewalResult } | { ok: false; reason: 'no-cash' };

export function renewalResult(s: RenewalScenario): RenewalCheck {
  const stream = scheduleStream(s.renewal);
  const days = termDays(stream);
  const { current } = s;
  const oldUnpaidCostCents = (current.balanceCents * (current.paybackCents - current.advanceCents)) / current.paybackCents;
  const discountCents = (oldUnpaidCostCents * s.discountHundredths) / 10_000;
  const rolledOverCents = current.balanceCents - discountCents;
  const netFundedCents = s.renewal.advanceCents - s.renewal.feeCents;
  const cashCents = netFundedCents - rolledOverCents;
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
      netFundedCents,
      centsPerCashDollar: (extraCostCents / cashCents) * 100,
      costOnOldBalanceCents: (extraCostCents * rolledOverCents) / netFundedCents,
      quotedApr: scheduleApr(stream, netFundedCents + extraCostCents, netFundedCents),
      cashApr: scheduleApr(stream, cashCents + extraCostCents, cashCents),
      extraCostCents,
      termDays: days,
    },
  };
}
