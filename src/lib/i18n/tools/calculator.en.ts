/** The funding calculator's words, in English (Spanish in ./calculator.es.ts). Help tips: src/lib/calculator/field-help.ts. */
import { FIELD_HELP } from '../../calculator/field-help';
import { FIELD_TEXT_EN, PAID_LINK_EN } from './common.en';

export const CALCULATOR_TEXT_EN = {
  /** Validation messages (the parser's and each field's range). */
  field: FIELD_TEXT_EN,
  /** The paid-link notice beside the Apply link. */
  paid: PAID_LINK_EN,
  labels: { advance: 'Advance amount', factor: 'Factor rate', holdback: 'Holdback percentage', monthlyRevenue: 'Monthly revenue' },
  help: FIELD_HELP,
  placeholder: 'Please enter valid inputs to see calculations',
  yourOffer: 'Your offer',
  calculate: 'Calculate',
  whatItCosts: 'What this offer costs',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy the address from your browser’s address bar',
  learnMore: 'Learn More About Funding',
  /** Each figure: [name, how it is worked out]. */
  results: {
    payback: ['Total payback', 'Advance × factor rate'],
    cost: ['Total cost', 'Payback − advance'],
    dailyRevenue: ['Estimated daily revenue', 'Monthly revenue ÷ 22 business days'],
    remittance: ['Daily remittance', 'Daily revenue × holdback'],
    days: ['Days to payoff', 'Payback ÷ daily remittance, rounded up'],
    simpleRate: ['Simple annual rate', 'Cost ÷ advance ÷ (business days ÷ 264)'],
    actuarialApr: ['Actuarial APR', 'Disclosure-style (Regulation Z) rate'],
    centsPerDollar: ['Cents per dollar', 'Cost for each $1 advanced'],
    monthly: ['Average monthly payment', 'Daily remittance × 22'],
  },
  tooLong: (years: string) =>
    `At this remittance the advance would take ${years} to repay: check the holdback and revenue. Funders rarely write terms longer than about 18 months.`,
  chart: {
    caption: 'Remaining balance until payoff',
    falls: (payback: string, days: string) => `Balance falls from ${payback} to zero over ${days}.`,
    fundingDay: 'Funding day',
    monthEnds: 'Balance at each month end',
    day: 'Business day',
    left: 'Balance left',
    paidOff: (day: string) => `${day} (paid off)`,
  },
};

export type CalculatorText = typeof CALCULATOR_TEXT_EN;
/** The payoff chart's words. */
export type ChartText = CalculatorText['chart'];
