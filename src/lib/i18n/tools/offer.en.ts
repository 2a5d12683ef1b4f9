/** An offer's terms as the stacked-advances check and the renewal calculator ask for them, in English. */
import type { ScheduleKind } from '../../calculator/payment-stream';
import { PARSE_TEXT_EN } from './common.en';
import { offerFields, type OfferText } from '../../paying/offer-fields';

export const SCHEDULE_NAMES: Readonly<Record<ScheduleKind, string>> = {
  percent: 'Percent of sales',
  daily: 'Fixed daily debit',
  weekly: 'Fixed weekly debit',
};

export const OFFER_FIELDS = offerFields({
  advance: { label: 'Advance amount', range: 'Enter an advance between $1,000 and $10,000,000.' },
  factor: { label: 'Factor rate', range: 'Enter a factor rate between 1.00 and 3.00.' },
  payback: { label: 'Total payback', range: 'Enter a total payback between 1 and 3 times the advance.' },
  fee: { label: 'Fees withheld (optional)', range: 'Enter fees between $0 and $10,000,000.' },
  holdback: { label: 'Holdback percentage', range: 'Enter a holdback between 1% and 50%.' },
  revenue: { label: 'Monthly revenue', range: 'Enter monthly revenue between $1,000 and $100,000,000.' },
  debit: { label: 'Debit amount', range: 'Enter a debit between $1 and $10,000,000.' },
});

export const OFFER_TEXT_EN: OfferText = {
  parse: PARSE_TEXT_EN,
  fields: OFFER_FIELDS,
  paybackBetween: (low, high) => `Enter a total payback between ${low} and ${high} (1 to 3 times the advance).`,
  feeBelow: (advance) => `Fees must be less than the advance (${advance}).`,
};
