/**
 * The 13-week cash forecast: from the business's own history (weekly averages and its low week) or from
 * figures the reader types, week by week: opening balance, deposits, ordinary outflows, advance debits, the
 * reader's adjustments, closing balance. Integer cents throughout; the one rounding rule is half away from
 * zero on a week's deposits after a fall in sales and on a percent-of-sales debit, so hand checks agree to the cent.
 */
import { isBusinessDay, type Day } from '../calculator/calendar';

export const FORECAST_WEEKS = 13;
/** How many weeks of history the averages may use. */
export const HISTORY_WEEKS = { min: 8, max: 26, fewest: 4 } as const;

export type AdvanceKind = 'daily' | 'weekly' | 'percent';

export interface ForecastAdvance {
  kind: AdvanceKind;
  /** Each fixed debit, in cents. */
  debitCents: number;
  /** Percent of sales, in hundredths of a percent. */
  holdbackHundredths: number;
  /** What is left to pay: debits stop when it is paid. Unknown: they run all 13 weeks. */
  balanceCents?: number;
  /** A fixed debit's specified percentage in the contract (hundredths of a percent), for a reconciliation. */
  specifiedHundredths?: number;
}

export interface Adjustment {
  day: Day;
  /** Money in positive, money out negative. */
  cents: number;
}

export interface ForecastInput {
  /** The first day of week 1. */
  start: Day;
  openingCents: number;
  weeklyDepositsCents: number;
  /** Ordinary outflows a week: everything but the advances and other loan payments. */
  weeklyOutflowsCents: number;
  /** Other loan payments a week (a bank loan, equipment payments): debt, for the coverage ratio. */
  weeklyOtherDebtCents: number;
  advances: readonly ForecastAdvance[];
  adjustments: readonly Adjustment[];
  cushionCents: number;
}

export interface Scenario {
  /** Sales down by this much (hundredths of a percent): deposits and percent-of-sales debits fall. */
  dropHundredths?: number;
  /** Fixed debits with a specified percentage become that percentage of the (lower) deposits. */
  reconcile?: boolean;
  /** A new advance: its cash arrives in week 1 and its debits follow. */
  newAdvance?: { cashCents: number; advance: ForecastAdvance };
}

export interface ForecastWeek {
  week: number;
  start: Day;
  end: Day;
  openingCents: number;
  depositsCents: number;
  /** Ordinary outflows and other loan payments. */
  outflowsCents: number;
  otherDebtCents: number;
  advanceDebitsCents: number;
  /** The reader's adjustments dated in this week, and a new advance's cash. */
  otherCents: number;
  closingCents: number;
}

export interface Forecast {
  weeks: ForecastWeek[];
  /** The first week whose closing balance is below zero, or below the cushion. */
  firstBelowZero?: number;
  firstBelowCushion?: number;
  lowestClosingCents: number;
  coverage: Coverage;
}

export interface Coverage {
  /** Deposits − ordinary outflows ± adjustments, over the 13 weeks (a new advance's cash is financing, not operations). */
  netOperatingCents: number;
  advanceDebitsCents: number;
  otherDebtCents: number;
  /** Net operating cash flow ÷ (advance debits + other loan payments); undefined with no debt payments. */
  withAdvances?: number;
  /** Net operating cash flow ÷ other loan payments alone; undefined when there are none. */
  withoutAdvances?: number;
}

/** `cents` × `hundredths` ÷ 10,000, rounded half away from zero (exact in integers up to $900 billion). */
export const percentOf = (cents: number, hundredths: number) => {
  const n = cents * hundredths;
  return Math.sign(n) * Math.round(Math.abs(n) / 10_000);
};

/** What the debits of one advance take in a week, no more than its balance left. */
function weekDebits(a: ForecastAdvance, left: number, start: Day, depositsCents: number): number {
  if (left <= 0) return 0;
  if (a.kind === 'percent') return Math.min(left, percentOf(depositsCents, a.holdbackHundredths));
  if (a.kind === 'weekly') return Math.min(left, a.debitCents);
  let taken = 0;
  for (let d = start; d < start + 7; d++) if (isBusinessDay(d)) taken += Math.min(a.debitCents, left - taken);
  return taken;
}

/** A fixed debit reconciled to its contract's specified percentage of sales; others unchanged. */
export const reconciledAdvance = (a: ForecastAdvance): ForecastAdvance =>
  a.kind !== 'percent' && a.specifiedHundredths ? { ...a, kind: 'percent', holdbackHundredths: a.specifiedHundredths } : a;

/** The 13 weeks under a scenario (none: as things stand). */
export function forecast(input: ForecastInput, scenario: Scenario = {}): Forecast {
  const drop = scenario.dropHundredths ?? 0;
  const depositsCents = input.weeklyDepositsCents - percentOf(input.weeklyDepositsCents, drop);
  let advances = scenario.reconcile ? input.advances.map(reconciledAdvance) : [...input.advances];
  if (scenario.newAdvance) advances = [...advances, scenario.newAdvance.advance];
  const left = advances.map((a) => a.balanceCents ?? Number.POSITIVE_INFINITY);
  const weeks: ForecastWeek[] = [];
  let opening = input.openingCents;
  let netOperatingCents = 0;
  let advanceDebitsCents = 0;
  let otherDebtCents = 0;
  for (let w = 1; w <= FORECAST_WEEKS; w++) {
    const start = input.start + 7 * (w - 1);
    const end = start + 6;
    let advanceDebits = 0;
    advances.forEach((a, i) => {
      const taken = weekDebits(a, left[i]!, start, depositsCents);
      left[i] = left[i]! - taken;
      advanceDebits += taken;
    });
    const adjustments = input.adjustments.filter((x) => x.day >= start && x.day <= end).reduce((sum, x) => sum + x.cents, 0);
    const newCash = w === 1 && scenario.newAdvance ? scenario.newAdvance.cashCents : 0;
    const outflows = input.weeklyOutflowsCents + input.weeklyOtherDebtCents;
    const closing = opening + depositsCents - outflows - advanceDebits + adjustments + newCash;
    weeks.push({
      week: w,
      start,
      end,
      openingCents: opening,
      depositsCents,
      outflowsCents: outflows,
      otherDebtCents: input.weeklyOtherDebtCents,
      advanceDebitsCents: advanceDebits,
      otherCents: adjustments + newCash,
      closingCents: closing,
    });
    netOperatingCents += depositsCents - input.weeklyOutflowsCents + adjustments;
    advanceDebitsCents += advanceDebits;
    otherDebtCents += input.weeklyOtherDebtCents;
    opening = closing;
  }
  const debt = advanceDebitsCents + otherDebtCents;
  return {
    weeks,
    firstBelowZero: weeks.find((w) => w.closingCents < 0)?.week,
    firstBelowCushion: weeks.find((w) => w.closingCents < input.cushionCents)?.week,
    lowestClosingCents: Math.min(...weeks.map((w) => w.closingCents)),
    coverage: {
      netOperatingCents,
      advanceDebitsCents,
      otherDebtCents,
      withAdvances: debt > 0 ? netOperatingCents / debt : undefined,
      withoutAdvances: otherDebtCents > 0 ? netOperatingCents / otherDebtCents : undefined,
    },
  };
}

export interface ForecastSet {
  base: Forecast;
  /** Sales down by the drop entered, the debits as contracted. */
  drop?: Forecast;
  /** Sales down, and the fixed debits reconciled to the contract's percentage. */
  reconciled?: Forecast;
  /** With the new advance taken. */
  newAdvance?: Forecast;
}

/** The forecast as things stand and under each scenario the reader filled in. */
export function forecastSet(input: ForecastInput, opts: { dropHundredths?: number; newAdvance?: Scenario['newAdvance'] }): ForecastSet {
  const drop = opts.dropHundredths ? forecast(input, { dropHundredths: opts.dropHundredths }) : undefined;
  const canReconcile = input.advances.some((a) => a.kind !== 'percent' && a.specifiedHundredths);
  return {
    base: forecast(input),
    drop,
    reconciled: drop && canReconcile ? forecast(input, { dropHundredths: opts.dropHundredths, reconcile: true }) : undefined,
    newAdvance: opts.newAdvance ? forecast(input, { newAdvance: opts.newAdvance }) : undefined,
  };
}

/** The Monday on or before `day` (day 0, 1970-01-01, was a Thursday). */
export const mondayOf = (day: Day): Day => day - ((day + 3) % 7);
