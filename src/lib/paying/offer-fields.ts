/**
 * An offer's terms typed into the stacked-advances check (a new offer) or the renewal calculator (the
 * renewal): checked with the same limits and messages as the offer tools, but without loading their code,
 * so these pages and the offer comparison each keep a small first load. The words come in per language
 * (`OfferText`: src/lib/i18n/tools/paying.en.ts and paying.es.ts); the limits stay here.
 */
import { paybackFromFactor, SCHEDULE_KINDS, type ScheduleKind } from '../calculator/payment-stream';
import type { Offer } from '../calculator/offer';
import { formatUsdWhole } from '../calculator/format';
import type { ParseText } from '../calculator/input';
import { money, percent, readNumber, type FieldWords, type FormErrors, type FormInputs, type NumberField } from './form';

export type OfferFieldKey = 'advance' | 'factor' | 'payback' | 'fee' | 'holdback' | 'revenue' | 'debit';

/** The offer fields with their limits, in the words of one language. */
export const offerFields = (w: Readonly<Record<OfferFieldKey, FieldWords>>) =>
  ({
    advance: { label: w.advance.label, spec: money(1_000, 10_000_000, w.advance.range, '50,000') },
    factor: { label: w.factor.label, spec: { min: 1, max: 3, decimals: 4, kind: 'factor', range: w.factor.range, example: '1.25' } },
    payback: { label: w.payback.label, spec: money(1_000, 30_000_000, w.payback.range, '62,500') },
    fee: { label: w.fee.label, optional: true, spec: money(0, 10_000_000, w.fee.range, '1,000') },
    holdback: { label: w.holdback.label, spec: percent(1, 50, w.holdback.range, '15') },
    revenue: { label: w.revenue.label, spec: money(1_000, 100_000_000, w.revenue.range, '100,000') },
    debit: { label: w.debit.label, spec: money(1, 10_000_000, w.debit.range, '675') },
  }) as const satisfies Record<OfferFieldKey, NumberField>;

/** An offer's fields and messages in one language. */
export interface OfferText {
  parse: ParseText;
  fields: ReturnType<typeof offerFields>;
  /** "Enter a total payback between $40,000 and $120,000 (1 to 3 times the advance)." */
  paybackBetween: (low: string, high: string) => string;
  feeBelow: (advance: string) => string;
}

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
export function readOffer(v: FormInputs, p: OfferParams, errors: FormErrors, givenRevenueCents: number, t: OfferText): Offer | undefined {
  const f = t.fields;
  const read = (param: string, field: NumberField): number | undefined => {
    const r = readNumber(field, v[param], t.parse);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };
  const advanceCents = read(p.advance, f.advance);
  let paybackCents: number | undefined;
  if (usesPayback(v, p)) {
    const payback = read(p.payback, f.payback);
    if (payback !== undefined && advanceCents !== undefined && (payback < advanceCents || payback > advanceCents * 3))
      errors[p.payback] = t.paybackBetween(formatUsdWhole(advanceCents), formatUsdWhole(advanceCents * 3));
    else paybackCents = payback;
  } else {
    const factor = read(p.factor, f.factor);
    if (factor !== undefined && advanceCents !== undefined) paybackCents = paybackFromFactor(advanceCents, factor);
  }
  const feeCents = read(p.fee, f.fee) ?? 0;
  if (advanceCents !== undefined && feeCents >= advanceCents) errors[p.fee] = t.feeBelow(formatUsdWhole(advanceCents));
  const schedule: ScheduleKind = (SCHEDULE_KINDS as readonly string[]).includes(v[p.schedule] ?? '') ? (v[p.schedule] as ScheduleKind) : 'daily';
  let holdbackHundredths = 0;
  let revenueCents = givenRevenueCents;
  let debitCents = 0;
  if (schedule === 'percent') {
    holdbackHundredths = read(p.holdback, f.holdback) ?? 0;
    if (p.revenue) revenueCents = read(p.revenue, f.revenue) ?? 0;
  } else debitCents = read(p.debit, f.debit) ?? 0;
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
