/**
 * An offer's terms typed into the stacked-advances check (a new offer) or the renewal calculator (the
 * renewal): checked with the same limits and messages as the offer tools, but without loading their code,
 * so these pages and the offer comparison each keep a small first load.
 */
import { paybackFromFactor, SCHEDULE_KINDS, type ScheduleKind } from '../calculator/payment-stream';
import type { Offer } from '../calculator/offer';
import { formatUsdWhole } from '../calculator/format';
import { money, percent, readNumber, type FormErrors, type FormInputs, type NumberField } from './form';

export const SCHEDULE_NAMES: Readonly<Record<ScheduleKind, string>> = {
  percent: 'Percent of sales',
  daily: 'Fixed daily debit',
  weekly: 'Fixed weekly debit',
};

export const OFFER_FIELDS = {
  advance: { label: 'Advance amount', spec: money(1_000, 10_000_000, 'Enter an advance between $1,000 and $10,000,000.', '50,000') },
  factor: {
    label: 'Factor rate',
    spec: { min: 1, max: 3, decimals: 4, kind: 'factor', range: 'Enter a factor rate between 1.00 and 3.00.', example: '1.25' },
  },
  payback: { label: 'Total payback', spec: money(1_000, 30_000_000, 'Enter a total payback between 1 and 3 times the advance.', '62,500') },
  fee: { label: 'Fees withheld (optional)', optional: true, spec: money(0, 10_000_000, 'Enter fees between $0 and $10,000,000.', '1,000') },
  holdback: { label: 'Holdback percentage', spec: percent(1, 50, 'Enter a holdback between 1% and 50%.', '15') },
  revenue: { label: 'Monthly revenue', spec: money(1_000, 100_000_000, 'Enter monthly revenue between $1,000 and $100,000,000.', '100,000') },
  debit: { label: 'Debit amount', spec: money(1, 10_000_000, 'Enter a debit between $1 and $10,000,000.', '675') },
} as const satisfies Record<string, NumberField>;

/** Which query parameter holds each term. `revenue` left out: the sales are given (the deposits entered). */
export interface OfferParams {
  advance: string;
  factor: string;
  payback: string;
  fee: string;
  schedule: string;
  holdback: string;
  debit: string;
  revenue?: string;
}

/** The factor counts unless only the payback was typed. */
export const usesPayback = (v: FormInputs, p: OfferParams): boolean => !!v[p.payback] && !v[p.factor];

/** The offer, or messages added to `errors` under each bad field's parameter. Never throws. */
export function readOffer(v: FormInputs, p: OfferParams, errors: FormErrors, givenRevenueCents = 0): Offer | undefined {
  const read = (param: string, field: NumberField): number | undefined => {
    const r = readNumber(field, v[param]);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };
  const advanceCents = read(p.advance, OFFER_FIELDS.advance);
  let paybackCents: number | undefined;
  if (usesPayback(v, p)) {
    const payback = read(p.payback, OFFER_FIELDS.payback);
    if (payback !== undefined && advanceCents !== undefined && (payback < advanceCents || payback > advanceCents * 3))
      errors[p.payback] = `Enter a total payback between ${formatUsdWhole(advanceCents)} and ${formatUsdWhole(advanceCents * 3)} (1 to 3 times the advance).`;
    else paybackCents = payback;
  } else {
    const factor = read(p.factor, OFFER_FIELDS.factor);
    if (factor !== undefined && advanceCents !== undefined) paybackCents = paybackFromFactor(advanceCents, factor);
  }
  const feeCents = read(p.fee, OFFER_FIELDS.fee) ?? 0;
  if (advanceCents !== undefined && feeCents >= advanceCents) errors[p.fee] = `Fees must be less than the advance (${formatUsdWhole(advanceCents)}).`;
  const schedule: ScheduleKind = (SCHEDULE_KINDS as readonly string[]).includes(v[p.schedule] ?? '') ? (v[p.schedule] as ScheduleKind) : 'daily';
  let holdbackHundredths = 0;
  let revenueCents = givenRevenueCents;
  let debitCents = 0;
  if (schedule === 'percent') {
    holdbackHundredths = read(p.holdback, OFFER_FIELDS.holdback) ?? 0;
    if (p.revenue) revenueCents = read(p.revenue, OFFER_FIELDS.revenue) ?? 0;
  } else debitCents = read(p.debit, OFFER_FIELDS.debit) ?? 0;
  const failed = [p.advance, p.factor, p.payback, p.fee, p.holdback, p.debit, p.revenue].some((param) => param && errors[param]);
  if (failed || advanceCents === undefined || paybackCents === undefined) return undefined;
  return {
    label: 'Offer',
    advanceCents,
    paybackCents,
    feeCents,
    schedule,
    holdbackHundredths,
    revenueCents,
    debitCents,
    discountHundredths: 0,
    discountDay: 0,
  };
}
