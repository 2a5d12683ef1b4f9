/**
 * What the offer tools (compare offers, repayment schedule) share on screen, in English: the fields of an
 * offer, their help tips, and one offer's figures. Spanish in ./offer-tools.es.ts, with the same keys.
 */
import type { OfferInputText } from '../../calculator/offer-input';
import { FIELD_TEXT_EN, PAID_LINK_EN } from './common.en';

/** Validation messages and the default offer names (Spanish: OFFER_INPUT_TEXT_ES in ./offer-tools.es.ts). */
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

export const OFFER_TOOLS_TEXT_EN = {
  /** Validation messages and the default offer names. */
  input: OFFER_INPUT_TEXT_EN,
  /** The paid-link notice beside the Apply link. */
  paid: PAID_LINK_EN,
  labels: {
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
  },
  help: {
    advance: 'The advance the contract names, before any fee is taken out.',
    factor: 'What you repay for each dollar advanced. Enter the factor or the total payback: each fills the other.',
    fee: 'Origination, underwriting or "ACH program" fees the funder keeps from the advance. You receive the advance minus these fees but repay the full payback.',
    schedule: 'A share of each day’s sales (holdback), or a fixed amount debited every business day or every week.',
    discount:
      'Some contracts forgive part of the remaining cost if you pay the balance early. Enter the percent of the remaining cost forgiven and the last business day it applies.',
  } as Partial<Record<string, string>>,
  scheduleLabels: { percent: 'Percent of sales', daily: 'Fixed daily debit', weekly: 'Fixed weekly debit' },
  feeKinds: { usd: 'dollars', percent: '% of advance' },
  dailyDebit: 'Daily debit',
  weeklyDebit: 'Weekly debit',
  /** One offer's figures: [name, how it is worked out]. */
  figures: {
    netFunded: ['Net funded', 'Advance − fees withheld: what reaches your account'],
    payback: ['Total payback', 'What you repay in all'],
    cost: ['Cost of capital', 'Payback − net funded'],
    centsPerDollar: ['Cents per dollar', 'Cost for each $1 you receive'],
    payments: ['Payments', 'Business days only: no weekends or holidays'],
    term: ['Term', 'Funding to last payment'],
    simpleRate: ['Simple annual rate', 'Cost ÷ net funded ÷ (business days ÷ 264)'],
    actuarialApr: ['Disclosure-style APR', ''],
  },
  actuarialHow: (periods: number) => `Regulation Z Appendix J on net funded, ${periods} periods a year`,
  /** "92 daily payments", "1 weekly payment". */
  // One payment is neither daily nor weekly: it is a single payment.
  paymentCount: (count: string, one: boolean, weekly: boolean) => (one ? 'a single payment' : `${count} ${weekly ? 'weekly' : 'daily'} payments`),
  paymentOf: (count: string, amount: string) => `${count} of ${amount}`,
  aboutShare: (amount: string, percent: string) => `about ${amount} (${percent}% of sales)`,
  lastPayment: (amount: string) => `, the last ${amount}`,
  tooLong: (years: string) => `At this payment the advance would take ${years} to repay: check the payment figures.`,
  earlyPayoff: 'Early payoff',
  earlyPayoffApplies: (payoff: string, day: string, balance: string, saving: string, total: string) =>
    `Pay ${payoff} on business day ${day} instead of the ${balance} left, saving ${saving}. Total cost ${total}.`,
  earlyPayoffLate: (day: string) => `Repaid before business day ${day}: the discount would not apply.`,
  earlyPayoffHow: 'The discount is taken off the cost’s share of the balance left',
};

export type OfferToolsText = typeof OFFER_TOOLS_TEXT_EN;
