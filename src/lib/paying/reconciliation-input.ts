/**
 * The reconciliation letter's fields in English, and its functions with English as their default language
 * (the language-free code is ./reconciliation-form.ts).
 */
import { PARSE_TEXT_EN } from '../i18n/tools/common.en';
import { DEBIT_RANGE_EN } from '../i18n/tools/paying.en';
import type { FormField, FormInputs } from './form';
import {
  letterFields,
  letterFromQuery as fromQuery,
  queryFromLetter as toQuery,
  validateLetter as validate,
  type LetterFieldText,
} from './reconciliation-form';

export { DEFAULT_LETTER, type LetterFieldText } from './reconciliation-form';

export const LETTER_FIELD_TEXT_EN: LetterFieldText = {
  parse: PARSE_TEXT_EN,
  specified: { label: 'Specified percentage in the contract', range: 'Enter a specified percentage between 1% and 50%.' },
  debit: { label: 'Debit taken now', range: DEBIT_RANGE_EN },
  deposits: { label: 'Deposits', range: 'Enter deposits between $0 and $100,000,000.' },
  reply: { label: 'Ask for an answer within (business days)', range: 'Enter between 1 and 60 business days.' },
  debitKind: 'Debit taken every',
  months: ['Deposits last month', 'Deposits the month before (optional)', 'Deposits two months before (optional)'],
  notAllZero: 'Enter the deposits from your bank statements: they cannot all be $0.',
  noMonths: 'Enter the deposits for at least one month, from your bank statements.',
};

export const LETTER_FIELDS: Readonly<Record<string, FormField>> = /* @__PURE__ */ letterFields(LETTER_FIELD_TEXT_EN);

export const letterFromQuery = (search: string, t: LetterFieldText = LETTER_FIELD_TEXT_EN) => fromQuery(search, t);
export const validateLetter = (v: FormInputs, t: LetterFieldText = LETTER_FIELD_TEXT_EN) => validate(v, t);
export const queryFromLetter = (v: FormInputs, t: LetterFieldText = LETTER_FIELD_TEXT_EN) => toQuery(v, t);
