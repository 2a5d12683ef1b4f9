/** The offer tools' validation messages in English (Spanish in ./offer-tools.es.ts, `input`). */
import type { OfferInputText } from '../../calculator/offer-input';
import { FIELD_TEXT_EN } from './common.en';

export const OFFER_INPUT_TEXT_EN: OfferInputText = {
  field: FIELD_TEXT_EN,
  offerName: (letter) => `Offer ${letter}`,
  factor: 'Enter a factor rate between 1.00 and 3.00.',
  feePercent: 'Enter fees between 0% and 50% of the advance.',
  debit: 'Enter a debit between $1 and $10,000,000.',
  discount: 'Enter a discount between 0% and 100% of the remaining cost.',
  discountDay: (max) => `Enter a business day between 1 and ${max}.`,
  paybackBetween: (min, max) => `Enter a total payback between ${min} and ${max} (1 to 3 times the advance).`,
  paybackTimes: 'Enter a total payback between 1 and 3 times the advance.',
  feeRange: 'Enter fees between $0 and $10,000,000.',
  feeUnder: (advance) => `Fees must be less than the advance (${advance}).`,
  feeUnderAdvance: 'Fees must be less than the advance.',
};
