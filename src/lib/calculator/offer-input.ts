/**
 * What a reader types for one offer, and turning it into an exact Offer or a message per field.
 * Number fields reuse the calculator's parser and messages (./input.ts).
 */
import { DEFAULT_INPUTS, parseField, parseNumber, type NumberSpec } from './input';
import { FIELDS } from './fields';
import { formatUsdWhole } from './format';
import { feeFromPercent, paybackFromFactor, SCHEDULE_KINDS, type Offer, type ScheduleKind } from './offer';

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
export type OfferInputs = Record<OfferFieldKey, string> & { costBy: 'factor' | 'payback' };
export type OfferErrors = Partial<Record<OfferFieldKey, string>>;

export const FEE_KINDS = ['usd', 'percent'] as const;
export const MAX_OFFERS = 3;
export const MAX_LABEL_LENGTH = 30;
const OFFER_LETTERS = ['A', 'B', 'C'] as const;

export const OFFER_LABELS: Readonly<Record<OfferFieldKey, string>> = {
  label: 'Name',
  advance: 'Advance amount',
  factor: 'Factor rate',
  payback: 'Total payback',
  fee: 'Fees withheld',
  feeKind: 'Fees given in',
  schedule: 'Payments',
  holdback: 'Holdback percentage',
  revenue: 'Monthly revenue',
  debit: 'Debit amount',
  discount: 'Early-payoff discount (optional)',
  discountDay: 'Discount if paid by business day',
};

export const OFFER_HELP: Partial<Record<OfferFieldKey, string>> = {
  advance: 'The advance the contract names, before any fee is taken out.',
  factor: 'What you repay for each dollar advanced. Enter the factor or the total payback: each fills the other.',
  fee: 'Origination, underwriting or "ACH program" fees the funder keeps from the advance. You receive the advance minus these fees but repay the full payback.',
  schedule: 'A share of each day’s sales (holdback), or a fixed amount debited every business day or every week.',
  discount:
    'Some contracts forgive part of the remaining cost if you pay the balance early. Enter the percent of the remaining cost forgiven and the last business day it applies.',
};

export const SCHEDULE_LABELS: Readonly<Record<ScheduleKind, string>> = {
  percent: 'Percent of sales',
  daily: 'Fixed daily debit',
  weekly: 'Fixed weekly debit',
};

/** "Offer A", "Offer B"…: an offer's name until the reader gives it one. */
const defaultLabel = (index: number): string => `Offer ${OFFER_LETTERS[index] ?? index + 1}`;

/** A new offer starts from the calculator's default scenario, so the two tools open on the same offer. */
export const defaultOfferInputs = (index: number): OfferInputs => ({
  label: defaultLabel(index),
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

const FACTOR: NumberSpec = { min: 1, max: 3, decimals: 4, kind: 'factor', range: 'Enter a factor rate between 1.00 and 3.00.', example: '1.25' };
const FEE_PERCENT: NumberSpec = { min: 0, max: 50, decimals: 2, kind: 'percent', range: 'Enter fees between 0% and 50% of the advance.', example: '3' };
const DEBIT = money(1, 10_000_000, 'Enter a debit between $1 and $10,000,000.');
const DISCOUNT: NumberSpec = {
  min: 0,
  max: 100,
  decimals: 2,
  kind: 'percent',
  range: 'Enter a discount between 0% and 100% of the remaining cost.',
  example: '10',
};
const MAX_DISCOUNT_DAY = 2_000;
const DISCOUNT_DAY: NumberSpec = {
  min: 1,
  max: MAX_DISCOUNT_DAY,
  decimals: 0,
  kind: 'count',
  range: `Enter a business day between 1 and ${MAX_DISCOUNT_DAY.toLocaleString('en-US')}.`,
  example: '60',
};

/** Labels are free text: control characters dropped, trimmed, at most 30 characters, never empty. */
function cleanLabel(raw: string, index: number): string {
  const text = raw
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_LABEL_LENGTH);
  return text || defaultLabel(index);
}

const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** One offer: an exact Offer, or a message for each field that is wrong. Never throws. */
export function validateOffer(inputs: OfferInputs, index: number): { offer?: Offer; errors: OfferErrors } {
  const errors: OfferErrors = {};
  const schedule = pick(inputs.schedule, SCHEDULE_KINDS, 'percent');
  const feeKind = pick(inputs.feeKind, FEE_KINDS, 'usd');

  const advance = parseField('advance', inputs.advance);
  if (!advance.ok) errors.advance = advance.message;
  const advanceCents = advance.ok ? advance.units : undefined;

  let paybackCents: number | undefined;
  if (inputs.costBy === 'payback') {
    const range = advanceCents
      ? `Enter a total payback between ${formatUsdWhole(advanceCents)} and ${formatUsdWhole(advanceCents * 3)} (1 to 3 times the advance).`
      : 'Enter a total payback between 1 and 3 times the advance.';
    const payback = parseNumber(money(1_000, 30_000_000, range), inputs.payback);
    if (!payback.ok) errors.payback = payback.message;
    else if (advanceCents && (payback.units < advanceCents || payback.units > advanceCents * 3)) errors.payback = range;
    else paybackCents = payback.units;
  } else {
    const factor = parseNumber(FACTOR, inputs.factor);
    if (!factor.ok) errors.factor = factor.message;
    else if (advanceCents) paybackCents = paybackFromFactor(advanceCents, factor.units);
  }

  let feeCents = 0;
  if (inputs.fee.trim() !== '') {
    if (feeKind === 'percent') {
      const fee = parseNumber(FEE_PERCENT, inputs.fee);
      if (!fee.ok) errors.fee = fee.message;
      else if (advanceCents) feeCents = feeFromPercent(advanceCents, fee.units);
    } else {
      const range = advanceCents ? `Fees must be less than the advance (${formatUsdWhole(advanceCents)}).` : 'Fees must be less than the advance.';
      const fee = parseNumber(money(0, 10_000_000, `Enter fees between $0 and $10,000,000. ${range}`), inputs.fee);
      if (!fee.ok) errors.fee = fee.message;
      else if (advanceCents && fee.units >= advanceCents) errors.fee = range;
      else feeCents = fee.units;
    }
  }

  let holdbackHundredths = 0;
  let revenueCents = 0;
  let debitCents = 0;
  if (schedule === 'percent') {
    const holdback = parseField('holdback', inputs.holdback);
    if (holdback.ok) holdbackHundredths = holdback.units;
    else errors.holdback = holdback.message;
    const revenue = parseField('monthlyRevenue', inputs.revenue);
    if (revenue.ok) revenueCents = revenue.units;
    else errors.revenue = revenue.message;
  } else {
    const debit = parseNumber(DEBIT, inputs.debit);
    if (debit.ok) debitCents = debit.units;
    else errors.debit = debit.message;
  }

  let discountHundredths = 0;
  let discountDay = 0;
  if (inputs.discount.trim() !== '' || inputs.discountDay.trim() !== '') {
    const discount = parseNumber(DISCOUNT, inputs.discount);
    if (discount.ok) discountHundredths = discount.units;
    else errors.discount = discount.message;
    const day = parseNumber(DISCOUNT_DAY, inputs.discountDay);
    if (day.ok) discountDay = day.units;
    else errors.discountDay = day.message;
  }

  if (Object.keys(errors).length > 0 || advanceCents === undefined || paybackCents === undefined) return { errors };
  return {
    errors,
    offer: {
      label: cleanLabel(inputs.label, index),
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
export function fillCounterpart(inputs: OfferInputs): OfferInputs {
  const advance = parseField('advance', inputs.advance);
  if (!advance.ok) return inputs;
  if (inputs.costBy === 'factor') {
    const factor = parseNumber(FACTOR, inputs.factor);
    if (!factor.ok) return inputs;
    const cents = paybackFromFactor(advance.units, factor.units);
    return { ...inputs, payback: (cents / 100).toFixed(2).replace(/\.00$/, '') };
  }
  const payback = parseNumber(money(0, 1e12, ''), inputs.payback);
  if (!payback.ok) return inputs;
  const factor = payback.units / advance.units;
  return { ...inputs, factor: String(Number(factor.toFixed(4))) };
}
