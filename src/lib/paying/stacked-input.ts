/**
 * The stacked-advances check in English: its words, and the check's functions with English as their
 * default language (the language-free code is ./stacked-form.ts).
 */
import { OFFER_TEXT_EN } from '../i18n/tools/offer.en';
import { DEBIT_RANGE_EN } from '../i18n/tools/paying.en';
import type { FormField } from './form';
import {
  queryFromStack as toQuery,
  stackFields,
  stackFromQuery as fromQuery,
  validateStack as validate,
  type StackInputs,
  type StackText,
} from './stacked-form';
import type { AdvanceKind } from './stacked';

export { DEFAULT_STACK, NEW_OFFER_DEFAULTS, NEW_OFFER_PARAMS, newAdvanceValues, type StackInputs, type StackText } from './stacked-form';

export const KIND_LABELS: Readonly<Record<AdvanceKind, string>> = {
  percent: 'Percent of sales',
  daily: 'Fixed daily debit',
  weekly: 'Fixed weekly debit',
};

export const STACK_TEXT_EN: StackText = {
  offer: OFFER_TEXT_EN,
  fields: {
    deposits: { label: 'Average monthly deposits', range: 'Enter monthly deposits between $1,000 and $100,000,000.' },
    margin: { label: 'Gross margin (optional)', range: 'Enter a gross margin between 1% and 100%.' },
    drop: { label: 'If sales fall by (optional)', range: 'Enter a drop between 1% and 90%.' },
    balance: { label: 'Balance left', range: 'Enter a balance between $1 and $10,000,000.' },
    holdback: { label: 'Holdback', range: 'Enter a holdback between 1% and 50%.' },
    debit: { label: 'Debit', range: DEBIT_RANGE_EN },
    specified: { label: 'Specified percentage in the contract (optional)', range: 'Enter a specified percentage between 1% and 50%.' },
  },
  address: {
    balance: (i) => `Advance ${i}: balance left`,
    kind: (i) => `Advance ${i}: how it is collected`,
    amount: (i) => `Advance ${i}: holdback or debit`,
    specified: (i) => `Advance ${i}: specified percentage`,
    na: 'New offer: advance amount',
    nf: 'New offer: factor rate',
    np: 'New offer: total payback',
    nfee: 'New offer: fees withheld',
    ns: 'New offer: payments',
    nh: 'New offer: holdback',
    nd: 'New offer: debit',
  },
};

/** Every field the address may hold, by parameter (English labels). */
export const STACK_FIELDS: Readonly<Record<string, FormField>> = /* @__PURE__ */ stackFields(STACK_TEXT_EN).all;

export const stackFromQuery = (search: string, t: StackText = STACK_TEXT_EN) => fromQuery(search, t);
export const validateStack = (inputs: StackInputs, t: StackText = STACK_TEXT_EN) => validate(inputs, t);
export const queryFromStack = (inputs: StackInputs, t: StackText = STACK_TEXT_EN) => toQuery(inputs, t);
