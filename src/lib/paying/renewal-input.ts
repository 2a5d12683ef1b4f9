/**
 * The renewal calculator in English: its words, and the calculator's functions with English as their
 * default language (the language-free code is ./renewal-form.ts).
 */
import { OFFER_TEXT_EN } from '../i18n/tools/offer.en';
import type { FormField, FormInputs } from './form';
import { queryFromRenewal as toQuery, renewalFields, renewalFromQuery as fromQuery, validateRenewal as validate, type RenewalText } from './renewal-form';

export { BALANCE_MODES, DEFAULT_RENEWAL, renewalLabels, type RenewalText } from './renewal-form';

export const RENEWAL_TEXT_EN: RenewalText = {
  offer: OFFER_TEXT_EN,
  amount: { label: 'Amount', range: 'Enter an amount up to the total payback.' },
  discount: { label: 'Discount on the old balance’s unpaid cost (optional)', range: 'Enter a discount between 0% and 100% of the unpaid cost.' },
  knowLabel: 'You know',
  paymentsLabel: 'Payments',
  address: {
    ca: 'Current advance: amount',
    cf: 'Current advance: factor rate',
    cp: 'Current advance: total payback',
    cm: 'Current advance: paid so far or balance left',
    cv: 'Current advance: amount paid or left',
    ra: 'Renewal: advance amount',
    rf: 'Renewal: factor rate',
    rp: 'Renewal: total payback',
    rfee: 'Renewal: fees withheld',
    rs: 'Renewal: payments',
    rh: 'Renewal: holdback',
    rr: 'Renewal: monthly revenue',
    rd: 'Renewal: debit',
    rdisc: 'Renewal: discount on the old balance',
  },
  balanceBetween: (payback) => `Enter a balance more than $0 and at most the payback, ${payback}.`,
  paidBelow: (payback) => `Enter an amount paid below the payback, ${payback}: if it is all paid, there is nothing to renew.`,
};

export const RENEWAL_FIELDS: Readonly<Record<string, FormField>> = /* @__PURE__ */ renewalFields(RENEWAL_TEXT_EN).all;
export const RENEWAL_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ renewalFields(RENEWAL_TEXT_EN).labels;

export const renewalFromQuery = (search: string, t: RenewalText = RENEWAL_TEXT_EN) => fromQuery(search, t);
export const validateRenewal = (v: FormInputs, t: RenewalText = RENEWAL_TEXT_EN) => validate(v, t);
export const queryFromRenewal = (v: FormInputs, t: RenewalText = RENEWAL_TEXT_EN) => toQuery(v, t);
