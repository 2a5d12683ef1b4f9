/** The reconciliation letter's figure fields, their place in the page address and their validation. Names never go in the address. */
import {
  DEBIT_MAX_DOLLARS,
  DEBIT_RANGE_MESSAGE,
  money,
  percent,
  readNumber,
  readQuery,
  writeQuery,
  type FormErrors,
  type FormField,
  type FormInputs,
  type NumberField,
} from './form';
import { DEBIT_KINDS, MAX_MONTHS, type DebitKind, type ReconciliationScenario } from './reconciliation';

const SPECIFIED: NumberField = {
  label: 'Specified percentage in the contract',
  spec: percent(1, 50, 'Enter a specified percentage between 1% and 50%.', '10'),
};
const DEBIT: NumberField = { label: 'Debit taken now', spec: money(1, DEBIT_MAX_DOLLARS, DEBIT_RANGE_MESSAGE, '450') };
const DEPOSITS: NumberField = { label: 'Deposits', spec: money(0, 100_000_000, 'Enter deposits between $0 and $100,000,000.', '60,000') };
const REPLY: NumberField = {
  label: 'Ask for an answer within (business days)',
  spec: { min: 1, max: 60, decimals: 0, kind: 'count', range: 'Enter between 1 and 60 business days.', example: '10' },
};

export const MONTH_LABELS = ['Deposits last month', 'Deposits the month before', 'Deposits two months before (optional)'] as const;

export const LETTER_FIELDS: Readonly<Record<string, FormField>> = {
  sp: SPECIFIED,
  dk: { label: 'Debit taken every', choices: DEBIT_KINDS },
  db: DEBIT,
  d1: { ...DEPOSITS, label: MONTH_LABELS[0] },
  d2: { ...DEPOSITS, label: 'Deposits the month before (optional)', optional: true },
  d3: { ...DEPOSITS, label: MONTH_LABELS[2], optional: true },
  rd: REPLY,
};

/** The example the server renders: 10% specified, $450 a business day, deposits down to $62,000–$70,000. */
export const DEFAULT_LETTER: FormInputs = { sp: '10', dk: 'daily', db: '450', d1: '62000', d2: '66000', d3: '70000', rd: '10' };
const EMPTY: FormInputs = { sp: '', dk: 'daily', db: '', d1: '', d2: '', d3: '', rd: '10' };

export function letterFromQuery(search: string): { inputs: FormInputs; ignored: string[] } {
  const { inputs, ignored } = readQuery(search, LETTER_FIELDS, DEFAULT_LETTER, EMPTY);
  return { inputs, ignored };
}

export const queryFromLetter = (v: FormInputs): string => writeQuery(v, Object.keys(LETTER_FIELDS));

/** The scenario, or a message per bad field. Months left empty after the first are skipped. Never throws. */
export function validateLetter(v: FormInputs): { scenario?: ReconciliationScenario; errors: FormErrors } {
  const errors: FormErrors = {};
  const num = (param: string): number | undefined => {
    const r = readNumber(LETTER_FIELDS[param] as NumberField, v[param]);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };
  const specifiedHundredths = num('sp');
  const debitCents = num('db');
  const months = ['d1', 'd2', 'd3'].slice(0, MAX_MONTHS).map(num);
  const replyDays = num('rd');
  const depositsCents = months.filter((m): m is number => m !== undefined);
  if (depositsCents.length > 0 && depositsCents.every((d) => d === 0)) errors.d1 = 'Enter the deposits from your bank statements: they cannot all be $0.';
  if (Object.keys(errors).length > 0 || specifiedHundredths === undefined || debitCents === undefined || replyDays === undefined) return { errors };
  const debitKind: DebitKind = v.dk === 'weekly' ? 'weekly' : 'daily';
  return { errors, scenario: { specifiedHundredths, debitKind, debitCents, depositsCents, replyDays } };
}
