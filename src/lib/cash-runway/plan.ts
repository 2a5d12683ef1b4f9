/**
 * From a read history and the reader's answers to the forecast's input: which recurring debits are advances
 * (or other loan payments), at what amount and balance left, and whether to plan on the average or the low week.
 */
import type { Day } from '../calculator/calendar';
import { descriptionKey, type Cadence } from './detect';
import type { Adjustment, ForecastAdvance, ForecastInput } from './forecast';
import type { Classify, HistoryBasis } from './history';

export type DebitRole = 'advance' | 'debt' | 'none';

/** The reader's answer about one recurring debit. */
export interface DebitChoice {
  key: string;
  role: DebitRole;
  cadence: Cadence;
  /** Each debit, in cents (the detected typical amount, or the reader's correction). */
  debitCents: number;
  /** Balance left on the advance, if the reader knows it: its debits stop when it is paid. */
  balanceCents?: number;
  /** The contract's specified percentage (hundredths of a percent), for the reconciled scenario. */
  specifiedHundredths?: number;
}

/** Each transaction's part in the history: an advance debit, another loan payment, or ordinary. */
export function classifier(choices: readonly DebitChoice[]): Classify {
  const roles = new Map(choices.filter((c) => c.role !== 'none').map((c) => [c.key, c.role]));
  return (t) => (t.cents < 0 ? ((roles.get(descriptionKey(t.description)) as 'advance' | 'debt' | undefined) ?? 'ordinary') : 'ordinary');
}

export const choiceAdvance = (c: DebitChoice): ForecastAdvance => ({
  kind: c.cadence,
  debitCents: c.debitCents,
  holdbackHundredths: 0,
  balanceCents: c.balanceCents,
  specifiedHundredths: c.specifiedHundredths,
});

/**
 * Which typed advance (from the stacked-advances check's link, or typed) is the same as a debit found in the
 * file: the same cadence and a debit within 10%. Each candidate maps to at most one typed advance and each
 * typed advance to one candidate, so no advance is counted twice.
 */
export function matchTyped(candidates: ReadonlyArray<{ cadence: Cadence; typicalCents: number }>, typed: readonly ForecastAdvance[]): Map<number, number> {
  const matched = new Map<number, number>();
  const used = new Set<number>();
  candidates.forEach((c, i) => {
    const j = typed.findIndex((a, k) => !used.has(k) && a.kind === c.cadence && Math.abs(a.debitCents - c.typicalCents) <= c.typicalCents * 0.1);
    if (j >= 0) {
      matched.set(i, j);
      used.add(j);
    }
  });
  return matched;
}

export interface PlanOptions {
  openingCents: number;
  cushionCents: number;
  /** Plan every week on the history's lowest week of deposits instead of its average. */
  lowWeek: boolean;
  adjustments: readonly Adjustment[];
  /** Advances typed in (or brought from the stacked-advances check) besides those found in the file. */
  extraAdvances?: readonly ForecastAdvance[];
  start?: Day;
}

/** The forecast's input from the history's averages and the reader's choices. */
export function planFromHistory(basis: HistoryBasis, choices: readonly DebitChoice[], o: PlanOptions): ForecastInput {
  return {
    start: o.start ?? basis.forecastStart,
    openingCents: o.openingCents,
    weeklyDepositsCents: o.lowWeek ? basis.lowDepositsCents : basis.averageDepositsCents,
    weeklyOutflowsCents: basis.averageOutflowsCents,
    weeklyOtherDebtCents: basis.averageOtherDebtCents,
    advances: [...choices.filter((c) => c.role === 'advance').map(choiceAdvance), ...(o.extraAdvances ?? [])],
    adjustments: o.adjustments,
    cushionCents: o.cushionCents,
  };
}
