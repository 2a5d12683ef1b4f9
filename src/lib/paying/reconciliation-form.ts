/**
 * The reconciliation letter's figure fields, their place in the page address and their validation. Names never
 * go in the address. Language-free: the words come in as `LetterFieldText` (English in ./reconciliation-input.ts).
 */
import {
  DEBIT_MAX_DOLLARS,
  money,
  percent,
  figureReader,
  readQuery,
  writeQuery,
  type FieldWords,
  type FormErrors,
  type FormField,
  type FormInputs,
  type NumberField,
} from './form';
import type { ParseText } from '../calculator/input';
import { DEBIT_KINDS, MAX_MONTHS, type DebitKind, type ReconciliationScenario } from './reconciliation';

/** The letter's figure fields and messages in one language. */
export interface LetterFieldText {
  parse: ParseText;
  specified: FieldWords;
  debit: FieldWords;
  deposits: FieldWords;
  reply: FieldWords;
  debitKind: string;
  /** "Deposits last month", "Deposits the month before (optional)", "Deposits two months before (optional)" */
  months: readonly [string, string, string];
  notAllZero: string;
  /** All three months left empty. */
  noMonths: string;
}

/** The fields with their limits, in the words of `t`. */
export function letterFields(t: LetterFieldText): Readonly<Record<string, FormField>> {
  const DEPOSITS: NumberField = { label: t.deposits.label, spec: money(0, 100_000_000, t.deposits.range, '60,000') };
  return {
    sp: { label: t.specified.label, spec: percent(1, 50, t.specified.range, '10') },
    dk: { label: t.debitKind, choices: DEBIT_KINDS },
    db: { label: t.debit.label, spec: money(1, DEBIT_MAX_DOLLARS, t.debit.range, '450') },
    // Optional too: last month's statement may not be out yet. At least one month is required (validateLetter).
    d1: { ...DEPOSITS, label: t.months[0], optional: true },
    d2: { ...DEPOSITS, label: t.months[1], optional: true },
    d3: { ...DEPOSITS, label: t.months[2], optional: true },
    rd: { label: t.reply.label, spec: { min: 1, max: 60, decimals: 0, kind: 'count', range: t.reply.range, example: '10' } },
  };
}

/** The example the server renders: 10% specified, $450 a business day, deposits down to $62,000–$70,000. */
export const DEFAULT_LETTER: FormInputs = { sp: '10', dk: 'daily', db: '450', d1: '62000', d2: '66000', d3: '70000', rd: '10' };
const EMPTY: FormInputs = { sp: '', dk: 'daily', db: '', d1: '', d2: '', d3: '', rd: '10' };

export function letterFromQuery(search: string, t: LetterFieldText): { inputs: FormInputs; ignored: string[] } {
  const { inputs, ignored } = readQuery(search, letterFields(t), DEFAULT_LETTER, EMPTY, t.parse);
  return { inputs, ignored };
}

export const queryFromLetter = (v: FormInputs, t: LetterFieldText): string => writeQuery(v, Object.keys(DEFAULT_LETTER), letterFields(t), t.parse);

/** The scenario, or a message per bad field. Months left empty after the first are skipped. Never throws. */
export function validateLetter(v: FormInputs, t: LetterFieldText): { scenario?: ReconciliationScenario; errors: FormErrors } {
  const errors: FormErrors = {};
  const fields = letterFields(t);
  const read = figureReader(v, errors, t.parse);
  const num = (param: string): number | undefined => read(param, fields[param] as NumberField);
  const specifiedHundredths = num('sp');
  const debitCents = num('db');
  const months = ['d1', 'd2', 'd3'].slice(0, MAX_MONTHS).map(num);
  const replyDays = num('rd');
  // Each month keeps its place: d1 is last month, d3 three months back, whichever are left blank.
  const entered = months.flatMap((m, i) => (m === undefined ? [] : [{ cents: m, monthsAgo: i + 1 }]));
  const depositsCents = entered.map((e) => e.cents);
  const monthsAgo = entered.map((e) => e.monthsAgo);
  if (depositsCents.length > 0 && depositsCents.every((d) => d === 0)) errors.d1 = t.notAllZero;
  if (entered.length === 0 && !errors.d1 && !errors.d2 && !errors.d3) errors.d1 = t.noMonths;
  if (Object.keys(errors).length > 0 || specifiedHundredths === undefined || debitCents === undefined || replyDays === undefined) return { errors };
  const debitKind: DebitKind = v.dk === 'weekly' ? 'weekly' : 'daily';
  return { errors, scenario: { specifiedHundredths, debitKind, debitCents, depositsCents, monthsAgo, replyDays } };
}
