/**
 * Stacked advances: the debits of up to four advances being paid at once (and a new offer, if one is
 * being weighed), against the business's deposits. Built on the one time rule (../calculator/time.ts: 22
 * business days a month) and the payment-stream model's exact ⌈a ÷ b⌉. A weekly debit counts as one fifth
 * per business day in the share of deposits, but is paid on its weekday: its payoff is its last debit's date.
 * Nothing here rounds; the display rule in ../calculator/format.ts rounds each figure once when shown.
 */
import { BUSINESS_DAYS_PER_MONTH, ceilRatio, SCHEDULE_KINDS, type ScheduleKind } from '../calculator/payment-stream';
import { roundHalf } from '../calculator/format';
import type { DebitFrequency } from '../calculator/calendar';

/** The same three ways of collecting as an offer. */
export const ADVANCE_KINDS = SCHEDULE_KINDS;
export type AdvanceKind = ScheduleKind;
export const MAX_ADVANCES = 4;

/** One advance being paid now, in exact integer units. */
export interface CurrentAdvance {
  balanceCents: number;
  kind: AdvanceKind;
  /** Percent of sales only, in hundredths of a percent. */
  holdbackHundredths: number;
  /** Fixed daily or weekly debit, in cents. */
  debitCents: number;
  /** A fixed debit's "specified percentage" from the contract (hundredths of a percent), if entered. */
  specifiedHundredths?: number;
}

/** What funders and the industry commonly cite (spec §9): debits at most 15–20% of gross deposits. */
export const SHARE_COMFORT = 15;
export const SHARE_LIMIT = 20;
export type ShareBand = 'within' | 'edge' | 'over';

export interface AdvanceFigures {
  /** Debit per business day in cents, unrounded. */
  dailyCents: number;
  /** Business days to the last debit: ⌈balance ÷ daily debit⌉, or five per weekly debit left. */
  daysLeft: number;
  /** Debits left and how often they fall, for the payoff date (a weekly one on its weekday). */
  payments: number;
  frequency: DebitFrequency;
}

export interface Step {
  /** Business days fromDay…toDay (1-based, inclusive) debit `dailyCents` in all. */
  fromDay: number;
  toDay: number;
  dailyCents: number;
  /** The debits that end this step (the advance paid off on its last day), for its date. */
  until: Pick<AdvanceFigures, 'payments' | 'frequency'>;
}

export interface StackFigures {
  advances: AdvanceFigures[];
  combinedDailyCents: number;
  combinedMonthlyCents: number;
  /** Monthly deposits (after any drop) ÷ 22. */
  dailyDepositsCents: number;
  /** Combined daily debit as a percent of daily deposits. */
  sharePercent: number;
  band: ShareBand;
  /** Combined daily debit as a percent of daily gross profit (deposits ÷ 22 × margin), with a margin entered. */
  profitSharePercent?: number;
  /** The combined daily debit over time, stepping down as each advance is paid off. */
  steps: Step[];
}

const TEN_THOUSAND = 10_000n;

/** Sales after a drop of `dropHundredths` (hundredths of a percent): the factor as num / 10,000. */
const keptNum = (dropHundredths: number) => 10_000 - dropHundredths;

/** One advance's debit per business day and business days left, with sales down by `dropHundredths`. */
export function advanceFigures(a: CurrentAdvance, depositsCents: number, dropHundredths = 0): AdvanceFigures {
  if (a.kind === 'daily') {
    const payments = ceilRatio(a.balanceCents, a.debitCents);
    return { dailyCents: a.debitCents, daysLeft: payments, payments, frequency: 'daily' };
  }
  if (a.kind === 'weekly') {
    // Paid on its weekday: the last of ⌈balance ÷ debit⌉ weekly debits, five business days apart, never earlier.
    const payments = ceilRatio(a.balanceCents, a.debitCents);
    return { dailyCents: a.debitCents / 5, daysLeft: 5 * payments, payments, frequency: 'weekly' };
  }
  // deposits × (1 − drop) ÷ 22 × holdback, as an exact fraction of a cent; BigInt because the product of
  // a $10M balance and the 2.2 billion denominator passes 2^53.
  const num = BigInt(depositsCents) * BigInt(a.holdbackHundredths) * BigInt(keptNum(dropHundredths));
  const den = BigInt(BUSINESS_DAYS_PER_MONTH) * TEN_THOUSAND * TEN_THOUSAND;
  const total = BigInt(a.balanceCents) * den;
  const days = (total + num - 1n) / num;
  const daysLeft = Math.max(1, Number(days));
  return { dailyCents: Number(num) / Number(den), daysLeft, payments: daysLeft, frequency: 'daily' };
}

/** A share against the commonly cited 15–20%, compared on the figure as shown to 6 decimals (no float noise). */
export function shareBand(sharePercent: number): ShareBand {
  const share = roundHalf(sharePercent, 6);
  if (share <= SHARE_COMFORT) return 'within';
  return share <= SHARE_LIMIT ? 'edge' : 'over';
}

export function stackFigures(advances: readonly CurrentAdvance[], depositsCents: number, dropHundredths = 0, marginHundredths?: number): StackFigures {
  const figures = advances.map((a) => advanceFigures(a, depositsCents, dropHundredths));
  const combinedDailyCents = figures.reduce((sum, f) => sum + f.dailyCents, 0);
  const dailyDepositsCents = (depositsCents * keptNum(dropHundredths)) / 10_000 / BUSINESS_DAYS_PER_MONTH;
  const sharePercent = (combinedDailyCents / dailyDepositsCents) * 100;
  const ends = [...new Set(figures.map((f) => f.daysLeft))].sort((x, y) => x - y);
  const steps: Step[] = [];
  let from = 1;
  for (const end of ends) {
    const until = figures.find((f) => f.daysLeft === end)!;
    steps.push({
      fromDay: from,
      toDay: end,
      dailyCents: figures.filter((f) => f.daysLeft >= end).reduce((sum, f) => sum + f.dailyCents, 0),
      until: { payments: until.payments, frequency: until.frequency },
    });
    from = end + 1;
  }
  return {
    advances: figures,
    combinedDailyCents,
    combinedMonthlyCents: combinedDailyCents * BUSINESS_DAYS_PER_MONTH,
    dailyDepositsCents,
    sharePercent,
    band: shareBand(sharePercent),
    profitSharePercent: marginHundredths ? (combinedDailyCents / ((dailyDepositsCents * marginHundredths) / 10_000)) * 100 : undefined,
    steps,
  };
}

/**
 * What a reconciliation would set: each fixed-debit advance with a specified percentage entered becomes a
 * debit of that percentage of the (lower) deposits ÷ 22; the others are unchanged.
 */
export const reconciled = (advances: readonly CurrentAdvance[]): CurrentAdvance[] =>
  advances.map((a) => (a.kind !== 'percent' && a.specifiedHundredths ? { ...a, kind: 'percent', holdbackHundredths: a.specifiedHundredths } : a));

export interface StackResult {
  now: StackFigures;
  /** With the new offer added as one more advance. */
  withOffer?: StackFigures;
  /** Sales down by the drop entered: as contracted, and as a reconciliation would set the fixed debits. */
  drop?: { asContracted: StackFigures; reconciled?: StackFigures };
}

export interface StackScenario {
  depositsCents: number;
  marginHundredths?: number;
  dropHundredths?: number;
  advances: CurrentAdvance[];
  /** The new offer as one more advance: its payback as the balance. */
  newOffer?: CurrentAdvance;
}

export function stackResult(s: StackScenario): StackResult {
  const now = stackFigures(s.advances, s.depositsCents, 0, s.marginHundredths);
  const withOffer = s.newOffer ? stackFigures([...s.advances, s.newOffer], s.depositsCents, 0, s.marginHundredths) : undefined;
  let drop: StackResult['drop'];
  if (s.dropHundredths) {
    const asContracted = stackFigures(s.advances, s.depositsCents, s.dropHundredths, s.marginHundredths);
    const hasSpecified = s.advances.some((a) => a.kind !== 'percent' && a.specifiedHundredths);
    drop = {
      asContracted,
      reconciled: hasSpecified ? stackFigures(reconciled(s.advances), s.depositsCents, s.dropHundredths, s.marginHundredths) : undefined,
    };
  }
  return { now, withOffer, drop };
}
