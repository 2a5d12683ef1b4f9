/**
 * The renewal calculator's fields, their place in the page address and their validation. Language-free: the
 * words come in as `RenewalText` (English in ./renewal-input.ts; Spanish in src/lib/i18n/tools/renewal.es.ts).
 */
import { paybackFromFactor, SCHEDULE_KINDS } from '../calculator/payment-stream';
import { readOffer, usesPayback, type OfferParams, type OfferText } from './offer-fields';
import { formatUsdWhole } from '../calculator/format';
import {
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
import type { RenewalScenario } from './renewal';

export const BALANCE_MODES = ['paid', 'left'] as const;
const RENEWAL: OfferParams = { advance: 'ra', factor: 'rf', payback: 'rp', fee: 'rfee', schedule: 'rs', holdback: 'rh', debit: 'rd', revenue: 'rr' };

/** The calculator's fields and messages in one language. */
export interface RenewalText {
  offer: OfferText;
  amount: FieldWords;
  discount: FieldWords;
  /** "You know", "Payments": the two choices' labels on screen. */
  knowLabel: string;
  paymentsLabel: string;
  /** Labels for the note on a bad page address, by parameter. */
  address: Readonly<Record<'ca' | 'cf' | 'cp' | 'cm' | 'cv' | 'ra' | 'rf' | 'rp' | 'rfee' | 'rs' | 'rh' | 'rr' | 'rd' | 'rdisc', string>>;
  balanceBetween: (payback: string) => string;
  paidBelow: (payback: string) => string;
}

export function renewalFields(t: RenewalText) {
  const o = t.offer.fields;
  const AMOUNT: NumberField = { label: t.amount.label, spec: money(0, 30_000_000, t.amount.range, '29,250') };
  const DISCOUNT: NumberField = { label: t.discount.label, optional: true, spec: percent(0, 100, t.discount.range, '10') };
  const a = t.address;
  const all: Readonly<Record<string, FormField>> = {
    ca: { ...o.advance, label: a.ca },
    cf: { ...o.factor, label: a.cf },
    cp: { ...o.payback, label: a.cp },
    cm: { label: a.cm, choices: BALANCE_MODES },
    cv: { ...AMOUNT, label: a.cv },
    ra: { ...o.advance, label: a.ra },
    rf: { ...o.factor, label: a.rf },
    rp: { ...o.payback, label: a.rp },
    rfee: { ...o.fee, label: a.rfee },
    rs: { label: a.rs, choices: SCHEDULE_KINDS },
    rh: { ...o.holdback, label: a.rh },
    rr: { ...o.revenue, label: a.rr },
    rd: { ...o.debit, label: a.rd },
    rdisc: { ...DISCOUNT, label: a.rdisc },
  };
  /** Labels on screen (the form's groups say which advance). */
  const labels: Readonly<Record<string, string>> = {
    ca: o.advance.label,
    cf: o.factor.label,
    cp: o.payback.label,
    cm: t.knowLabel,
    ra: o.advance.label,
    rf: o.factor.label,
    rp: o.payback.label,
    rfee: o.fee.label,
    rs: t.paymentsLabel,
    rh: o.holdback.label,
    rr: o.revenue.label,
    rd: o.debit.label,
    rdisc: DISCOUNT.label,
  };
  return { AMOUNT, DISCOUNT, all, labels };
}

/** Labels on screen in the language of `t`. */
export const renewalLabels = (t: RenewalText): Readonly<Record<string, string>> => renewalFields(t).labels;

/** The example the server renders: $50,000 at 1.3, 45% repaid, renewed at $75,000 at 1.35 with a $1,500 fee. */
export const DEFAULT_RENEWAL: FormInputs = {
  ca: '50000',
  cf: '1.3',
  cp: '',
  cm: 'paid',
  cv: '29250',
  ra: '75000',
  rf: '1.35',
  rp: '',
  rfee: '1500',
  rs: 'daily',
  rh: '12',
  rr: '100000',
  rd: '675',
  rdisc: '',
};

const EMPTY: FormInputs = Object.fromEntries(Object.keys(DEFAULT_RENEWAL).map((k) => [k, '']));

export function renewalFromQuery(search: string, t: RenewalText): { inputs: FormInputs; ignored: string[] } {
  // The other schedules' amounts keep the example's, so switching schedule starts from a sensible figure.
  const { inputs, ignored, shared } = readQuery(
    search,
    renewalFields(t).all,
    DEFAULT_RENEWAL,
    {
      ...EMPTY,
      cm: 'paid',
      rs: 'daily',
      rh: DEFAULT_RENEWAL.rh!,
      rr: DEFAULT_RENEWAL.rr!,
      rd: DEFAULT_RENEWAL.rd!,
    },
    t.offer.parse,
  );
  return { inputs: shared ? inputs : { ...DEFAULT_RENEWAL }, ignored };
}

/** Only the fields that count: the factor or the payback typed, and the schedule's own amounts. */
export function queryFromRenewal(v: FormInputs, t: RenewalText): string {
  const order = [
    'ca',
    v.cp && !v.cf ? 'cp' : 'cf',
    'cm',
    'cv',
    'ra',
    usesPayback(v, RENEWAL) ? 'rp' : 'rf',
    'rfee',
    'rs',
    ...(v.rs === 'percent' ? ['rh', 'rr'] : ['rd']),
    'rdisc',
  ];
  return writeQuery(v, order, renewalFields(t).all, t.offer.parse);
}

/** The scenario, or a message per bad field (keyed by parameter). Never throws. */
export function validateRenewal(v: FormInputs, t: RenewalText): { scenario?: RenewalScenario; errors: FormErrors } {
  const errors: FormErrors = {};
  const { AMOUNT, DISCOUNT } = renewalFields(t);
  const { advance: ADVANCE, factor: FACTOR, payback: PAYBACK } = t.offer.fields;
  const num = figureReader(v, errors, t.offer.parse);

  const advanceCents = num('ca', ADVANCE);
  let paybackCents: number | undefined;
  if (v.cp && !v.cf) {
    const payback = num('cp', PAYBACK);
    if (payback !== undefined && advanceCents !== undefined && (payback < advanceCents || payback > advanceCents * 3))
      errors.cp = t.offer.paybackBetween(formatUsdWhole(advanceCents), formatUsdWhole(advanceCents * 3));
    else paybackCents = payback;
  } else {
    const factor = num('cf', FACTOR);
    if (factor !== undefined && advanceCents !== undefined) paybackCents = paybackFromFactor(advanceCents, factor);
  }
  const amount = num('cv', AMOUNT);
  let balanceCents: number | undefined;
  if (amount !== undefined && paybackCents !== undefined) {
    if (v.cm === 'left') {
      if (amount <= 0 || amount > paybackCents) errors.cv = t.balanceBetween(formatUsdWhole(paybackCents));
      else balanceCents = amount;
    } else if (amount >= paybackCents) errors.cv = t.paidBelow(formatUsdWhole(paybackCents));
    else balanceCents = paybackCents - amount;
  }

  const renewal = readOffer(v, RENEWAL, errors, 0, t.offer);
  const discountHundredths = num('rdisc', DISCOUNT) ?? 0;

  if (Object.keys(errors).length > 0 || !renewal || advanceCents === undefined || paybackCents === undefined || balanceCents === undefined) return { errors };
  return { errors, scenario: { current: { advanceCents, paybackCents, balanceCents }, renewal, discountHundredths } };
}
