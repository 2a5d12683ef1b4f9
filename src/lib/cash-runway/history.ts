/**
 * What a bank export's history says about an ordinary week: the last 8–26 whole weeks, their averages and the low
 * week, with each debit counted as an advance's, another loan's or ordinary spending. Only a chosen file needs
 * this, so it is a module of its own that loads with the file.
 */
import type { Day } from '../calculator/calendar';
import { HISTORY_WEEKS, mondayOf } from './forecast';
import type { Transaction } from './statement';

/** How each transaction counts: an advance debit, another loan payment, or ordinary. */
export type Classify = (t: Transaction) => 'advance' | 'debt' | 'ordinary';

export interface HistoryWeek {
  start: Day;
  depositsCents: number;
  outflowsCents: number;
  advanceCents: number;
  otherDebtCents: number;
}

export interface HistoryBasis {
  /** The Monday after the last whole week of history: week 1 of the forecast. */
  forecastStart: Day;
  weeks: HistoryWeek[];
  averageDepositsCents: number;
  /** The lowest week's deposits. */
  lowDepositsCents: number;
  averageOutflowsCents: number;
  averageOtherDebtCents: number;
  averageAdvanceCents: number;
}

/** Mean of integer cents, rounded half away from zero. */
const mean = (xs: readonly number[]) => {
  const sum = xs.reduce((a, b) => a + b, 0);
  return Math.sign(sum) * Math.round(Math.abs(sum) / xs.length);
};

/**
 * The last `weeks` (8–26) whole Monday–Sunday weeks of history, with their averages and low week. A week counts
 * as whole when the history reaches its Friday (banks post little at weekends); the forecast starts the Monday
 * after. Fewer weeks when the history is shorter; undefined below four.
 */
export function historyBasis(transactions: readonly Transaction[], classify: Classify, weeks: number): HistoryBasis | undefined {
  if (transactions.length === 0) return undefined;
  let first = Infinity;
  let last = -Infinity;
  for (const t of transactions) {
    first = Math.min(first, t.day);
    last = Math.max(last, t.day);
  }
  const lastMonday = mondayOf(last);
  const forecastStart = last >= lastMonday + 4 ? lastMonday + 7 : lastMonday;
  const firstMonday = mondayOf(first) === first ? first : mondayOf(first) + 7;
  const available = Math.floor((forecastStart - firstMonday) / 7);
  const n = Math.min(Math.max(weeks, HISTORY_WEEKS.min), HISTORY_WEEKS.max, available);
  if (n < HISTORY_WEEKS.fewest) return undefined;
  const windowStart = forecastStart - 7 * n;
  const out: HistoryWeek[] = Array.from({ length: n }, (_, i) => ({
    start: windowStart + 7 * i,
    depositsCents: 0,
    outflowsCents: 0,
    advanceCents: 0,
    otherDebtCents: 0,
  }));
  for (const t of transactions) {
    if (t.day < windowStart || t.day >= forecastStart) continue;
    const w = out[Math.floor((t.day - windowStart) / 7)]!;
    if (t.cents > 0) w.depositsCents += t.cents;
    else {
      const kind = classify(t);
      if (kind === 'advance') w.advanceCents -= t.cents;
      else if (kind === 'debt') w.otherDebtCents -= t.cents;
      else w.outflowsCents -= t.cents;
    }
  }
  return {
    forecastStart,
    weeks: out,
    averageDepositsCents: mean(out.map((w) => w.depositsCents)),
    lowDepositsCents: Math.min(...out.map((w) => w.depositsCents)),
    averageOutflowsCents: mean(out.map((w) => w.outflowsCents)),
    averageOtherDebtCents: mean(out.map((w) => w.otherDebtCents)),
    averageAdvanceCents: mean(out.map((w) => w.advanceCents)),
  };
}
