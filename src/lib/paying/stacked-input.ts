/**
 * The stacked-advances check's fields, their place in the page address and their validation.
 * Advance names are typed by the reader but never kept in the address: only figures and choices are.
 */
import { OFFER_FIELDS, readOffer, type OfferParams } from './offer-fields';
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
import { ADVANCE_KINDS, MAX_ADVANCES, type AdvanceKind, type CurrentAdvance, type StackScenario } from './stacked';

export const KIND_LABELS: Readonly<Record<AdvanceKind, string>> = {
  percent: 'Percent of sales',
  daily: 'Fixed daily debit',
  weekly: 'Fixed weekly debit',
};

const DEPOSITS: NumberField = {
  label: 'Average monthly deposits',
  spec: money(1_000, 100_000_000, 'Enter monthly deposits between $1,000 and $100,000,000.', '80,000'),
};
const MARGIN: NumberField = { label: 'Gross margin (optional)', optional: true, spec: percent(1, 100, 'Enter a gross margin between 1% and 100%.', '60') };
const DROP: NumberField = { label: 'If sales fall by (optional)', optional: true, spec: percent(1, 90, 'Enter a drop between 1% and 90%.', '20') };
const BALANCE: NumberField = { label: 'Balance left', spec: money(1, 10_000_000, 'Enter a balance between $1 and $10,000,000.', '18,000') };
const HOLDBACK: NumberField = { label: 'Holdback', spec: percent(1, 50, 'Enter a holdback between 1% and 50%.', '10') };
const DEBIT: NumberField = { label: 'Debit', spec: money(1, DEBIT_MAX_DOLLARS, DEBIT_RANGE_MESSAGE, '250') };
const SPECIFIED: NumberField = {
  label: 'Specified percentage in the contract (optional)',
  optional: true,
  spec: percent(1, 50, 'Enter a specified percentage between 1% and 50%.', '8'),
};
/** What the address may hold for an advance's amount before its kind is known: the widest of the two. */
const AMOUNT_IN_ADDRESS: NumberField = { ...DEBIT, alsoAccepts: [HOLDBACK] };

export const NEW_OFFER_PARAMS = ['na', 'nf', 'np', 'nfee', 'ns', 'nh', 'nd'] as const;
const ADVANCE_PARAMS = (i: number) => [`b${i}`, `k${i}`, `m${i}`, `sp${i}`];

/** Every field the address may hold, by parameter. */
export const STACK_FIELDS: Readonly<Record<string, FormField>> = {
  dep: DEPOSITS,
  gm: MARGIN,
  drop: DROP,
  ...Object.fromEntries(
    Array.from({ length: MAX_ADVANCES }, (_, n) => n + 1).flatMap((i) => [
      [`b${i}`, { ...BALANCE, label: `Advance ${i}: balance left` }],
      [`k${i}`, { label: `Advance ${i}: how it is collected`, choices: ADVANCE_KINDS }],
      [`m${i}`, { ...AMOUNT_IN_ADDRESS, label: `Advance ${i}: holdback or debit` }],
      [`sp${i}`, { ...SPECIFIED, label: `Advance ${i}: specified percentage` }],
    ]),
  ),
  na: { ...OFFER_FIELDS.advance, label: 'New offer: advance amount' },
  nf: { ...OFFER_FIELDS.factor, label: 'New offer: factor rate' },
  np: { ...OFFER_FIELDS.payback, label: 'New offer: total payback' },
  nfee: { ...OFFER_FIELDS.fee, label: 'New offer: fees withheld' },
  ns: { label: 'New offer: payments', choices: ADVANCE_KINDS },
  nh: { ...OFFER_FIELDS.holdback, label: 'New offer: holdback' },
  nd: { ...OFFER_FIELDS.debit, label: 'New offer: debit' },
};

/** Labels for the fields on screen (the address labels above say which advance). */
export const FIELD_LABELS = { deposits: DEPOSITS.label, margin: MARGIN.label, drop: DROP.label, balance: BALANCE.label, specified: SPECIFIED.label };

export interface StackInputs {
  values: FormInputs;
  /** How many advances are on screen (1–4). */
  count: number;
}

/** The filled-in example the server renders: two advances, one a fixed debit, and a 20% drop in sales. */
export const DEFAULT_STACK: StackInputs = {
  count: 2,
  values: { dep: '80000', gm: '', drop: '20', b1: '18000', k1: 'percent', m1: '10', sp1: '', b2: '9000', k2: 'daily', m2: '250', sp2: '8' },
};

export const newAdvanceValues = (i: number): FormInputs => ({ [`b${i}`]: '', [`k${i}`]: 'daily', [`m${i}`]: '', [`sp${i}`]: '' });
export const NEW_OFFER_DEFAULTS: FormInputs = { na: '25000', nf: '1.4', np: '', nfee: '', ns: 'daily', nh: '', nd: '' };

const paramOrder = (inputs: StackInputs) => [
  'dep',
  'gm',
  'drop',
  ...Array.from({ length: inputs.count }, (_, n) => ADVANCE_PARAMS(n + 1)).flat(),
  ...(inputs.values.na !== undefined && inputs.values.na !== '' ? NEW_OFFER_PARAMS : []),
];

export function stackFromQuery(search: string): { inputs: StackInputs; ignored: string[] } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  let count = 0;
  for (let i = 1; i <= MAX_ADVANCES; i++) if (ADVANCE_PARAMS(i).some((p) => params.has(p))) count = i;
  const empty: FormInputs = Object.assign({ dep: '', gm: '', drop: '' }, ...Array.from({ length: MAX_ADVANCES }, (_, n) => newAdvanceValues(n + 1)));
  const { inputs, ignored, shared } = readQuery(search, STACK_FIELDS, DEFAULT_STACK.values, empty);
  return { inputs: { count: shared ? Math.max(1, count) : DEFAULT_STACK.count, values: inputs }, ignored };
}

export const queryFromStack = (inputs: StackInputs): string => writeQuery(inputs.values, paramOrder(inputs));

const NEW_OFFER: OfferParams = { advance: 'na', factor: 'nf', payback: 'np', fee: 'nfee', schedule: 'ns', holdback: 'nh', debit: 'nd' };

/** The new offer as one more advance (its payback the balance; a holdback taken on the deposits entered above), and the cash it pays out. */
function newOffer(v: FormInputs, errors: FormErrors, depositsCents: number): { advance: CurrentAdvance; cashCents: number } | undefined {
  const o = readOffer(v, NEW_OFFER, errors, depositsCents);
  if (!o) return undefined;
  return {
    advance: { balanceCents: o.paybackCents, kind: o.schedule, holdbackHundredths: o.holdbackHundredths, debitCents: o.debitCents },
    cashCents: o.advanceCents - o.feeCents,
  };
}

/** The scenario, or a message per bad field (keyed by parameter). Never throws. */
export function validateStack(inputs: StackInputs): { scenario?: StackScenario; errors: FormErrors; offerCashCents?: number } {
  const v = inputs.values;
  const errors: FormErrors = {};
  const num = (param: string, field: NumberField): number | undefined => {
    const r = readNumber(field, v[param]);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };
  const depositsCents = num('dep', DEPOSITS);
  const marginHundredths = num('gm', MARGIN);
  const dropHundredths = num('drop', DROP);
  const advances: CurrentAdvance[] = [];
  for (let i = 1; i <= inputs.count; i++) {
    const kind = (ADVANCE_KINDS as readonly string[]).includes(v[`k${i}`] ?? '') ? (v[`k${i}`] as AdvanceKind) : 'daily';
    const balanceCents = num(`b${i}`, BALANCE);
    const amount = num(`m${i}`, kind === 'percent' ? HOLDBACK : DEBIT);
    const specifiedHundredths = kind === 'percent' ? undefined : num(`sp${i}`, SPECIFIED);
    if (balanceCents !== undefined && amount !== undefined)
      advances.push({
        balanceCents,
        kind,
        holdbackHundredths: kind === 'percent' ? amount : 0,
        debitCents: kind === 'percent' ? 0 : amount,
        specifiedHundredths,
      });
  }
  const hasOffer = (v.na ?? '') !== '' || NEW_OFFER_PARAMS.some((p) => p !== 'ns' && (v[p] ?? '') !== '');
  const offer = hasOffer ? newOffer(v, errors, depositsCents ?? 0) : undefined;
  if (Object.keys(errors).length > 0 || depositsCents === undefined) return { errors };
  return { errors, scenario: { depositsCents, marginHundredths, dropHundredths, advances, newOffer: offer?.advance }, offerCashCents: offer?.cashCents };
}
