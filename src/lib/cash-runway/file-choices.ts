/**
 * The reader's answers about the recurring debits a file showed, as typed, and what the forecast takes from
 * them: each answer checked, the history classified by them, and which typed advances they already cover.
 * Only a chosen file needs this: it loads with the file (components/react/cash-runway/file-ui.tsx).
 */
import type { DebitCandidate } from './detect';
import type { ForecastAdvance } from './forecast';
import { historyBasis, type HistoryBasis } from './history';
import { classifier, matchTyped, type DebitChoice, type DebitRole } from './plan';
import type { Transaction } from './statement';
import { plainDollars, positiveCents } from './values';

export { planFromHistory } from './plan';

/** The reader's answer about one recurring debit, as typed. */
export interface ChoiceText {
  role: DebitRole;
  amount: string;
  balance: string;
  specified: string;
}

/** The messages for a debit's fields, each prefixed by the debit's description. */
export interface ChoiceWords {
  amount: string;
  balance: string;
  specifiedRange: string;
}

export interface ChoiceError {
  field: string;
  message: string;
}

/**
 * The first answers for the debits found: likely advances still being debited are marked as advances, and a
 * typed advance that is the same debit (the stacked-advances check's link, say) lends it its balance and
 * specified percentage.
 */
export function initialChoices(found: readonly DebitCandidate[], typed: readonly ForecastAdvance[]): ChoiceText[] {
  const matched = matchTyped(found, typed);
  return found.map((c, i) => {
    const a = matched.has(i) ? typed[matched.get(i)!] : undefined;
    return {
      role: a || (c.likelyAdvance && !c.stopped) ? 'advance' : 'none',
      amount: plainDollars(c.typicalCents),
      balance: a?.balanceCents ? plainDollars(a.balanceCents) : '',
      specified: a?.specifiedHundredths ? (a.specifiedHundredths / 100).toString() : '',
    };
  });
}

/** The answers read: each debit's role and figures (the detected amount while a typed one is wrong), and their errors. */
export function readChoices(candidates: readonly DebitCandidate[], choices: readonly ChoiceText[], words: ChoiceWords) {
  const errors: ChoiceError[] = [];
  const read: DebitChoice[] = candidates.map((c, i) => {
    const ch = choices[i]!;
    const debitCents = positiveCents(ch.amount);
    const balanceCents = ch.balance.trim() === '' ? undefined : positiveCents(ch.balance);
    const specified = ch.specified.trim() === '' ? undefined : Number(ch.specified.replace(/%$/, ''));
    const specifiedOk = specified === undefined || (Number.isFinite(specified) && specified >= 1 && specified <= 50);
    if (ch.role === 'advance' && !specifiedOk) errors.push({ field: `debit-specified-${i}`, message: `${c.sample}: ${words.specifiedRange}` });
    if (ch.role !== 'none' && debitCents === undefined) errors.push({ field: `debit-amount-${i}`, message: `${c.sample}: ${words.amount}` });
    if (ch.role === 'advance' && ch.balance.trim() !== '' && balanceCents === undefined)
      errors.push({ field: `debit-balance-${i}`, message: `${c.sample}: ${words.balance}` });
    const specifiedHundredths = specifiedOk && specified !== undefined ? Math.round(specified * 100) : undefined;
    return { key: c.key, role: ch.role, cadence: c.cadence, debitCents: debitCents ?? c.typicalCents, balanceCents, specifiedHundredths };
  });
  return { choices: read, errors };
}

/** The history's weeks with each debit counted as the reader said. */
export const historyOf = (transactions: readonly Transaction[], choices: readonly DebitChoice[], weeks: number): HistoryBasis | undefined =>
  historyBasis(transactions, classifier(choices), weeks);

/** The typed advances that are the same as a debit the reader marked as an advance: counted there only. */
export function linkedTyped(candidates: readonly DebitCandidate[], choices: readonly DebitChoice[], typed: readonly ForecastAdvance[]): Set<number> {
  const counted = choices.map((c, i) => ({ c, i })).filter(({ c }) => c.role === 'advance');
  return new Set(
    matchTyped(
      counted.map(({ i }) => candidates[i]!),
      typed,
    ).values(),
  );
}
