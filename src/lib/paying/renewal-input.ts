/** The renewal calculator's fields, their place in the page address and their validation. */
import { paybackFromFactor, SCHEDULE_KINDS } from '../calculator/payment-stream';
import { OFFER_FIELDS, readOffer, usesPayback, type OfferParams } from './offer-fields';
import { formatUsdWhole } from '../calculator/format';
import { money, percent, readNumber, readQuery, writeQuery, type FormErrors, type FormField, type FormInputs, type NumberField } from './form';
import type { RenewalScenario } from './renewal';

export const BALANCE_MODES = ['paid', 'left'] as const;
const RENEWAL: OfferParams = { advance: 'ra', factor: 'rf', payback: 'rp', fee: 'rfee', schedule: 'rs', holdback: 'rh', debit: 'rd', revenue: 'rr' };

const ADVANCE: NumberField = OFFER_FIELDS.advance;
const FACTOR: NumberField = OFFER_FIELDS.factor;
const PAYBACK: NumberField = OFFER_FIELDS.payback;
const AMOUNT: NumberField = { label: 'Amount', spec: money(0, 30_000_000, 'Enter an amount up to the total payback.', '29,250') };
const DISCOUNT: NumberField = {
  label: 'Discount on the old balance’s unpaid cost (optional)',
  optional: true,
  spec: percent(0, 100, 'Enter a discount between 0% and 100% of the unpaid cost.', '10'),
};

export const RENEWAL_FIELDS: Readonly<Record<string, FormField>> = {
  ca: { ...ADVANCE, label: 'Current advance: amount' },
  cf: { ...FACTOR, label: 'Current advance: factor rate' },
  cp: { ...PAYBACK, label: 'Current advance: total payback' },
  cm: { label: 'Current advance: paid so far or balance left', choices: BALANCE_MODES },
  cv: { ...AMOUNT, label: 'Current advance: amount paid or left' },
  ra: { ...OFFER_FIELDS.advance, label: 'Renewal: advance amount' },
  rf: { ...OFFER_FIELDS.factor, label: 'Renewal: factor rate' },
  rp: { ...OFFER_FIELDS.payback, label: 'Renewal: total payback' },
  rfee: { ...OFFER_FIELDS.fee, label: 'Renewal: fees withheld' },
  rs: { label: 'Renewal: payments', choices: SCHEDULE_KINDS },
  rh: { ...OFFER_FIELDS.holdback, label: 'Renewal: holdback' },
  rr: { ...OFFER_FIELDS.revenue, label: 'Renewal: monthly revenue' },
  rd: { ...OFFER_FIELDS.debit, label: 'Renewal: debit' },
  rdisc: { ...DISCOUNT, label: 'Renewal: discount on the old balance' },
};

/** Labels on screen (the form's groups say which advance). */
export const RENEWAL_LABELS: Readonly<Record<string, string>> = {
  ca: ADVANCE.label,
  cf: FACTOR.label,
  cp: PAYBACK.label,
  cm: 'You know',
  ra: ADVANCE.label,
  rf: FACTOR.label,
  rp: PAYBACK.label,
  rfee: OFFER_FIELDS.fee.label,
  rs: 'Payments',
  rh: OFFER_FIELDS.holdback.label,
  rr: OFFER_FIELDS.revenue.label,
  rd: OFFER_FIELDS.debit.label,
  rdisc: DISCOUNT.label,
};

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

const EMPTY: FormInputs = Object.fromEntries(Object.keys(RENEWAL_FIELDS).map((k) => [k, '']));

export function renewalFromQuery(search: string): { inputs: FormInputs; ignored: string[] } {
  // The other schedules' amounts keep the example's, so switching schedule starts from a sensible figure.
  const { inputs, ignored, shared } = readQuery(search, RENEWAL_FIELDS, DEFAULT_RENEWAL, {
    ...EMPTY,
    cm: 'paid',
    rs: 'daily',
    rh: DEFAULT_RENEWAL.rh!,
    rr: DEFAULT_RENEWAL.rr!,
    rd: DEFAULT_RENEWAL.rd!,
  });
  return { inputs: shared ? inputs : { ...DEFAULT_RENEWAL }, ignored };
}

/** Only the fields that count: the factor or the payback typed, and the schedule's own amounts. */
export function queryFromRenewal(v: FormInputs): string {
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
  return writeQuery(v, order);
}

/** The scenario, or a message per bad field (keyed by parameter). Never throws. */
export function validateRenewal(v: FormInputs): { scenario?: RenewalScenario; errors: FormErrors } {
  const errors: FormErrors = {};
  const num = (param: string, field: NumberField): number | undefined => {
    const r = readNumber(field, v[param]);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };

  const advanceCents = num('ca', ADVANCE);
  let paybackCents: number | undefined;
  if (v.cp && !v.cf) {
    const payback = num('cp', PAYBACK);
    if (payback !== undefined && advanceCents !== undefined && (payback < advanceCents || payback > advanceCents * 3))
      errors.cp = `Enter a total payback between ${formatUsdWhole(advanceCents)} and ${formatUsdWhole(advanceCents * 3)} (1 to 3 times the advance).`;
    else paybackCents = payback;
  } else {
    const factor = num('cf', FACTOR);
    if (factor !== undefined && advanceCents !== undefined) paybackCents = paybackFromFactor(advanceCents, factor);
  }
  const amount = num('cv', AMOUNT);
  let balanceCents: number | undefined;
  if (amount !== undefined && paybackCents !== undefined) {
    if (v.cm === 'left') {
      if (amount <= 0 || amount > paybackCents) errors.cv = `Enter a balance more than $0 and at most the payback, ${formatUsdWhole(paybackCents)}.`;
      else balanceCents = amount;
    } else if (amount >= paybackCents)
      errors.cv = `Enter an amount paid below the payback, ${formatUsdWhole(paybackCents)}: if it is all paid, there is nothing to renew.`;
    else balanceCents = paybackCents - amount;
  }

  const renewal = readOffer(v, RENEWAL, errors);
  const discountHundredths = num('rdisc', DISCOUNT) ?? 0;

  if (Object.keys(errors).length > 0 || !renewal || advanceCents === undefined || paybackCents === undefined || balanceCents === undefined) return { errors };
  return { errors, scenario: { current: { advanceCents, paybackCents, balanceCents }, renewal, discountHundredths } };
}
