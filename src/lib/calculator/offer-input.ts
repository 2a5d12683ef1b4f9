/**
 * What a reader types for one offer, and turning it into an exact Offer or a message per field.
 * Number fields reuse the calculator's parser and messages (./input.ts).
 */
import { DEFAULT_INPUTS, fieldSpec, parseField, parseNumber, type FieldText, type NumberSpec } from './input';
import { FIELDS } from './fields';
import { formatUsdWhole } from './format';
import { feeFromPercent, paybackFromFactor, SCHEDULE_KINDS, type Offer } from './offer';

export const OFFER_FIELD_KEYS = [
  'label',
  'advance',
  'factor',
  'payback',
  'fee',
  'feeKind',
  'schedule',
  'holdback',
  'revenue',
  'debit',
  'discount',
  'discountDay',
] as const;
export type OfferFieldKey = (typeof OFFER_FIELD_KEYS)[number];
/** The fields that hold a figure (the others: the name and two choices). */
export type OfferNumberKey = Exclude<OfferFieldKey, 'label' | 'feeKind' | 'schedule'>;
export type OfferInputs = Record<OfferFieldKey, string> & { costBy: 'factor' | 'payback' };
export type OfferErrors = Partial<Record<OfferFieldKey, string>>;

export const FEE_KINDS = ['usd', 'percent'] as const;
export const MAX_OFFERS = 3;
export const MAX_LABEL_LENGTH = 30;
const OFFER_LETTERS = ['A', 'B', 'C'] as const;

/**
 * The messages validation gives in one language (src/lib/i18n/tools/offer-tools.en.ts and offer-tools.es.ts, `input`): the
 * calculator's field messages plus the offer tools' own ranges, and an offer's name until it has one.
 */
export interface OfferInputText {
  field: FieldText;
  /** "Offer A", "Offer B"… */
  offerName: (letter: string) => string;
  factor: string;
  feePercent: string;
  debit: string;
  discount: string;
  discountDay: (max: string) => string;
  paybackBetween: (min: string, max: string) => string;
  paybackTimes: string;
  feeRange: string;
  feeUnder: (advance: string) => string;
  feeUnderAdvance: string;
}

/** "Offer A", "Offer B"…: an offer's name until the reader gives it one. */
const defaultLabel = (index: number, text: OfferInputText): string => text.offerName(OFFER_LETTERS[index] ?? String(index + 1));

/** A new offer starts from the calculator's default scenario, so the two tools open on the same offer. */
export const defaultOfferInputs = (index: number, text: OfferInputText): OfferInputs => ({
  label: defaultLabel(index, text),
  advance: DEFAULT_INPUTS.advance,
  costBy: 'factor',
  factor: DEFAULT_INPUTS.factor,
  payback: String(FIELDS.advance.defaultValue * FIELDS.factor.defaultValue),
  fee: '',
  feeKind: 'usd',
  schedule: 'percent',
  holdback: DEFAULT_INPUTS.holdback,
  revenue: DEFAULT_INPUTS.monthlyRevenue,
  debit: '',
  discount: '',
  discountDay: '',
});

const money = (min: number, max: number, range: string): NumberSpec => ({ min, max, decimals: 2, kind: 'money', range, example: '1,250' });

const MAX_DISCOUNT_DAY = 2_000;
const factorSpec = (text: OfferInputText): NumberSpec => ({ min: 1, max: 3, decimals: 4, kind: 'factor', range: text.factor, example: '1.25' });
const percentSpec = (max: number, range: string, example: string): NumberSpec => ({ min: 0, max, decimals: 2, kind: 'percent', range, example });
const discountDaySpec = (text: OfferInputText): NumberSpec => ({
  min: 1,
  max: MAX_DISCOUNT_DAY,
  decimals: 0,
  kind: 'count',
  range: text.discountDay(MAX_DISCOUNT_DAY.toLocaleString('en-US')),
  example: '60',
});

const paybackRange = (text: OfferInputText, advanceCents?: number): string =>
  advanceCents ? text.paybackBetween(formatUsdWhole(advanceCents), formatUsdWhole(advanceCents * 3)) : text.paybackTimes;
const feeUnder = (text: OfferInputText, advanceCents?: number): string => (advanceCents ? text.feeUnder(formatUsdWhole(advanceCents)) : text.feeUnderAdvance);

/**
 * How one figure of an offer is read, by validateOffer and by queryFromOffers (./offer-query.ts) writing it
 * plainly: its limits and range message. A payback's and a fee's message name the advance once it is known.
 */
export function offerNumberSpec(key: OfferNumberKey, feeKind: string, text: OfferInputText, advanceCents?: number): NumberSpec {
  switch (key) {
    case 'advance':
    case 'holdback':
      return fieldSpec(key, text.field);
    case 'revenue':
      return fieldSpec('monthlyRevenue', text.field);
    case 'factor':
      return factorSpec(text);
    case 'payback':
      return money(1_000, 30_000_000, paybackRange(text, advanceCents));
    case 'fee':
      return feeKind === 'percent' ? percentSpec(50, text.feePercent, '3') : money(0, 10_000_000, `${text.feeRange} ${feeUnder(text, advanceCents)}`);
    case 'debit':
      return money(1, 10_000_000, text.debit);
    case 'discount':
      return percentSpec(100, text.discount, '10');
    case 'discountDay':
      return discountDaySpec(text);
  }
}

/** Labels are free text: control characters dropped, trimmed, at most 30 characters, never empty. */
function cleanLabel(raw: string, index: number, text: OfferInputText): string {
  const name = raw
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_LABEL_LENGTH);
  return name || defaultLabel(index, text);
}

const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** One offer: an exact Offer, or a message for each field that is wrong. Never throws. */
export function validateOffer(inputs: OfferInputs, index: number, text: OfferInputText): { offer?: Offer; errors: OfferErrors } {
  const parse = text.field.parse;
  const errors: OfferErrors = {};
  const schedule = pick(inputs.schedule, SCHEDULE_KINDS, 'percent');
  const feeKind = pick(inputs.feeKind, FEE_KINDS, 'usd');

  const advance = parseNumber(offerNumberSpec('advance', feeKind, text), inputs.advance, parse);
  if (!advance.ok) errors.advance = advance.message;
  const advanceCents = advance.ok ? advance.units : undefined;
  const read = (key: OfferNumberKey) => parseNumber(offerNumberSpec(key, feeKind, text, advanceCents), inputs[key], parse);

  let paybackCents: number | undefined;
  if (inputs.costBy === 'payback') {
    const payback = read('payback');
    if (!payback.ok) errors.payback = payback.message;
    else if (advanceCents && (payback.units < advanceCents || payback.units > advanceCents * 3)) errors.payback = paybackRange(text, advanceCents);
    else paybackCents = payback.units;
  } else {
    const factor = read('factor');
    if (!factor.ok) errors.factor = factor.message;
    else if (advanceCents) paybackCents = paybackFromFactor(advanceCents, factor.units);
  }

  let feeCents = 0;
  if (inputs.fee.trim() !== '') {
    const fee = read('fee');
    if (!fee.ok) errors.fee = fee.message;
    else if (feeKind === 'percent') {
      if (advanceCents) feeCents = feeFromPercent(advanceCents, fee.units);
    } else if (advanceCents && fee.units >= advanceCents) errors.fee = feeUnder(text, advanceCents);
    else feeCents = fee.units;
  }

  let holdbackHundredths = 0;
  let revenueCents = 0;
  let debitCents = 0;
  if (schedule === 'percent') {
    const holdback = read('holdback');
    if (holdback.ok) holdbackHundredths = holdback.units;
    else errors.holdback = holdback.message;
    const revenue = read('revenue');
    if (revenue.ok) revenueCents = revenue.units;
    else errors.revenue = revenue.message;
  } else {
    const debit = read('debit');
    if (debit.ok) debitCents = debit.units;
    else errors.debit = debit.message;
  }

  let discountHundredths = 0;
  let discountDay = 0;
  if (inputs.discount.trim() !== '' || inputs.discountDay.trim() !== '') {
    const discount = read('discount');
    if (discount.ok) discountHundredths = discount.units;
    else errors.discount = discount.message;
    const day = read('discountDay');
    if (day.ok) discountDay = day.units;
    else errors.discountDay = day.message;
  }

  if (Object.keys(errors).length > 0 || advanceCents === undefined || paybackCents === undefined) return { errors };
  return {
    errors,
    offer: {
      label: cleanLabel(inputs.label, index, text),
      advanceCents,
      paybackCents,
      feeCents,
      schedule,
      holdbackHundredths,
      revenueCents,
      debitCents,
      discountHundredths,
      discountDay,
    },
  };
}

/** "62500.5" → the other of factor/payback, filled in from the one the reader typed (display only). */
export function fillCounterpart(inputs: OfferInputs, text: OfferInputText): OfferInputs {
  // The field filled from the other is emptied while it cannot be worked out: a figure left from the last
  // valid input would be stale.
  const counterpart = inputs.costBy === 'factor' ? 'payback' : 'factor';
  const advance = parseField('advance', inputs.advance, text.field);
  if (!advance.ok) return { ...inputs, [counterpart]: '' };
  if (inputs.costBy === 'factor') {
    const factor = parseNumber(factorSpec(text), inputs.factor, text.field.parse);
    if (!factor.ok) return { ...inputs, payback: '' };
    const cents = paybackFromFactor(advance.units, factor.units);
    return { ...inputs, payback: (cents / 100).toFixed(2).replace(/\.00$/, '') };
  }
  const payback = parseNumber(money(0, 1e12, ''), inputs.payback, text.field.parse);
  if (!payback.ok) return { ...inputs, factor: '' };
  const factor = payback.units / advance.units;
  return { ...inputs, factor: String(Number(factor.toFixed(4))) };
}
