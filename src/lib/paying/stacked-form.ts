/**
 * The stacked-advances check's fields, their place in the page address and their validation.
 * Advance names are typed by the reader but never kept in the address: only figures and choices are.
 * Language-free: the words come in as `StackText` (English in ./stacked-input.ts, which the English page
 * and the unit tests use; Spanish in src/lib/i18n/tools/stacked.es.ts), so a Spanish page carries no English.
 */
import { readOffer, type OfferParams, type OfferText } from './offer-fields';
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
import { ADVANCE_KINDS, MAX_ADVANCES, type AdvanceKind, type CurrentAdvance, type StackScenario } from './stacked';

type StackFieldKey = 'deposits' | 'margin' | 'drop' | 'balance' | 'holdback' | 'debit' | 'specified';

/** The check's fields and the labels the page address note uses, in one language. */
export interface StackText {
  offer: OfferText;
  fields: Readonly<Record<StackFieldKey, FieldWords>>;
  /** "Advance 2: balance left" and the like, for the note on a bad page address. */
  address: {
    balance: (i: number) => string;
    kind: (i: number) => string;
    amount: (i: number) => string;
    specified: (i: number) => string;
  } & Readonly<Record<'na' | 'nf' | 'np' | 'nfee' | 'ns' | 'nh' | 'nd', string>>;
}

export const NEW_OFFER_PARAMS = ['na', 'nf', 'np', 'nfee', 'ns', 'nh', 'nd'] as const;
const ADVANCE_PARAMS = (i: number) => [`b${i}`, `k${i}`, `m${i}`, `sp${i}`];

/** The fields with their limits, in the words of `t`. */
export function stackFields(t: StackText) {
  const w = t.fields;
  const DEPOSITS: NumberField = { label: w.deposits.label, spec: money(1_000, 100_000_000, w.deposits.range, '80,000') };
  const MARGIN: NumberField = { label: w.margin.label, optional: true, spec: percent(1, 100, w.margin.range, '60') };
  const DROP: NumberField = { label: w.drop.label, optional: true, spec: percent(1, 90, w.drop.range, '20') };
  const BALANCE: NumberField = { label: w.balance.label, spec: money(1, 10_000_000, w.balance.range, '18,000') };
  const HOLDBACK: NumberField = { label: w.holdback.label, spec: percent(1, 50, w.holdback.range, '10') };
  const DEBIT: NumberField = { label: w.debit.label, spec: money(1, DEBIT_MAX_DOLLARS, w.debit.range, '250') };
  const SPECIFIED: NumberField = { label: w.specified.label, optional: true, spec: percent(1, 50, w.specified.range, '8') };
  /** What the address may hold for an advance's amount before its kind is known: the widest of the two. */
  const AMOUNT_IN_ADDRESS: NumberField = { ...DEBIT, alsoAccepts: [HOLDBACK] };
  const o = t.offer.fields;
  const a = t.address;
  /** Every field the address may hold, by parameter. */
  const all: Readonly<Record<string, FormField>> = {
    dep: DEPOSITS,
    gm: MARGIN,
    drop: DROP,
    ...Object.fromEntries(
      Array.from({ length: MAX_ADVANCES }, (_, n) => n + 1).flatMap((i) => [
        [`b${i}`, { ...BALANCE, label: a.balance(i) }],
        [`k${i}`, { label: a.kind(i), choices: ADVANCE_KINDS }],
        [`m${i}`, { ...AMOUNT_IN_ADDRESS, label: a.amount(i) }],
        [`sp${i}`, { ...SPECIFIED, label: a.specified(i) }],
      ]),
    ),
    na: { ...o.advance, label: a.na },
    nf: { ...o.factor, label: a.nf },
    np: { ...o.payback, label: a.np },
    nfee: { ...o.fee, label: a.nfee },
    ns: { label: a.ns, choices: ADVANCE_KINDS },
    nh: { ...o.holdback, label: a.nh },
    nd: { ...o.debit, label: a.nd },
  };
  return { DEPOSITS, MARGIN, DROP, BALANCE, HOLDBACK, DEBIT, SPECIFIED, all };
}

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

export function stackFromQuery(search: string, t: StackText): { inputs: StackInputs; ignored: string[] } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  let count = 0;
  for (let i = 1; i <= MAX_ADVANCES; i++) if (ADVANCE_PARAMS(i).some((p) => params.has(p))) count = i;
  const empty: FormInputs = Object.assign({ dep: '', gm: '', drop: '' }, ...Array.from({ length: MAX_ADVANCES }, (_, n) => newAdvanceValues(n + 1)));
  const { inputs, ignored, shared } = readQuery(search, stackFields(t).all, DEFAULT_STACK.values, empty, t.offer.parse);
  return { inputs: { count: shared ? Math.max(1, count) : DEFAULT_STACK.count, values: inputs }, ignored };
}

export const queryFromStack = (inputs: StackInputs, t: StackText): string => writeQuery(inputs.values, paramOrder(inputs), stackFields(t).all, t.offer.parse);

const NEW_OFFER: OfferParams = { advance: 'na', factor: 'nf', payback: 'np', fee: 'nfee', schedule: 'ns', holdback: 'nh', debit: 'nd' };

/** The new offer as one more advance (its payback the balance; a holdback taken on the deposits entered above), and the cash it pays out. */
function newOffer(v: FormInputs, errors: FormErrors, depositsCents: number, t: OfferText): { advance: CurrentAdvance; cashCents: number } | undefined {
  const o = readOffer(v, NEW_OFFER, errors, depositsCents, t);
  if (!o) return undefined;
  return {
    advance: { balanceCents: o.paybackCents, kind: o.schedule, holdbackHundredths: o.holdbackHundredths, debitCents: o.debitCents },
    cashCents: o.advanceCents - o.feeCents,
  };
}

/** The scenario, or a message per bad field (keyed by parameter). Never throws. */
export function validateStack(inputs: StackInputs, t: StackText): { scenario?: StackScenario; errors: FormErrors; offerCashCents?: number } {
  const v = inputs.values;
  const errors: FormErrors = {};
  const { DEPOSITS, MARGIN, DROP, BALANCE, HOLDBACK, DEBIT, SPECIFIED } = stackFields(t);
  const num = figureReader(v, errors, t.offer.parse);
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
  const offer = hasOffer ? newOffer(v, errors, depositsCents ?? 0, t.offer) : undefined;
  if (Object.keys(errors).length > 0 || depositsCents === undefined) return { errors };
  return { errors, scenario: { depositsCents, marginHundredths, dropHundredths, advances, newOffer: offer?.advance }, offerCashCents: offer?.cashCents };
}
