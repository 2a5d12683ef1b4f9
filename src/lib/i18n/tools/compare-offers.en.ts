/** The offer comparison's own words, in English (Spanish in ./compare-offers.es.ts); the fields' are in ./offer-tools.en.ts. */
import type { SummaryText } from '../../calculator/offer-summary';
import { OFFER_TOOLS_TEXT_EN } from './offer-tools.en';

/** The comparison in plain words (src/lib/calculator/offer-summary.ts). */
export const SUMMARY_TEXT_EN: SummaryText = {
  lang: 'en',
  allSame: 'Every offer costs the same in dollars.',
  sooner: (days) => ` but is repaid ${days} sooner`,
  longer: (days) => ` and takes ${days} longer to repay`,
  sameTerm: ' over the same term',
  costsMore: (name, more, cheapest, when) => `${name} costs ${more} more than ${cheapest}${when}.`,
  longerTerm: (name) => `an APR is a rate per year, and ${name}’s cost is spread over a longer term`,
  moreCash: (name) => `${name}’s cost buys more cash in hand`,
  earlier: 'the APR also counts how early each payment is due',
  lowestApr: (name, cheapest, reason) => `${name} has the lowest disclosure-style APR but ${cheapest} costs the fewest dollars: ${reason}.`,
};

export const COMPARE_TEXT_EN = {
  offer: OFFER_TOOLS_TEXT_EN,
  summary: SUMMARY_TEXT_EN,
  formLabel: 'Your offers',
  /** "Offer 2": a heading while the name field is blank. */
  numbered: (n: number) => `Offer ${n}`,
  remove: (name: string) => `Remove ${name}`,
  removeNumbered: (n: number) => `Remove offer ${n}`,
  add: 'Add an offer',
  compare: 'Compare',
  sideBySide: 'Side by side',
  lowestApr: 'Lowest APR',
  lowestCost: 'Lowest total cost',
  scheduleFor: (name: string) => `Payment schedule for ${name}`,
  fixFields: 'Fix the highlighted fields to see this offer’s figures.',
  spokenOffer: (name: string, apr: string, cost: string) => `${name}: disclosure-style APR ${apr}, cost ${cost}.`,
  spokenFix: 'Some figures need fixing before the offers can be compared.',
};

export type CompareText = typeof COMPARE_TEXT_EN;
