import { KIND_LABELS, STACK_TEXT_EN } from '../../paying/stacked-input';
import { PAYING_SHARED_EN } from './paying.en';

/** The stacked-advances check in English. */
export const STACKED_TEXT_EN = {
  shared: PAYING_SHARED_EN,
  lib: STACK_TEXT_EN,
  kinds: KIND_LABELS,
  /** What each band means, in plain words (the 15–20% is what funders and the industry commonly cite, not law). */
  bands: {
    within: {
      title: (comfort: number) => `At or below ${comfort}% of deposits`,
      body: (_comfort: number, _limit: number) => 'Within the range funders and the industry commonly cite as one a business can carry.',
    },
    edge: {
      title: (comfort: number, limit: number) => `Between ${comfort}% and ${limit}% of deposits`,
      body: (_comfort: number, _limit: number) => 'At the top of the commonly cited range: little room left if sales dip or a bill comes in.',
    },
    over: {
      title: (_comfort: number, limit: number) => `Above ${limit}% of deposits`,
      body: (comfort: number, limit: number) =>
        `More than the ${comfort}–${limit}% commonly cited as the most a business can carry. This is how stacked advances turn into missed debits and default.`,
    },
  },
  defaultName: (n: number) => `Advance ${n}`,
  combinedDaily: 'Combined debit per business day',
  perMonth: 'Per month (22 business days)',
  shareOfDeposits: (daily: string) => `Share of average daily deposits (${daily})`,
  shareOfProfit: 'Share of daily gross profit',
  overProfit: (share: string) => `The debits take more than the business earns on its sales: ${share} of its daily gross profit.`,
  columns: { advance: 'Advance', perDay: 'Per business day', daysLeft: 'Days left', paidOff: 'Paid off about' },
  spoken: (daily: string, share: string, withOffer?: string) =>
    `Combined debit ${daily} per business day, ${share} of deposits.${withOffer ? ` With the new offer, ${withOffer}.` : ''}`,
  needsFixing: 'Some figures need fixing before the debits can be added up.',
  formLabel: 'Your advances',
  business: 'Your business',
  hints: {
    deposits: 'From your bank statements: all deposits, divided by 22 for a business day.',
    margin: 'Sales minus the cost of what you sold, as a share of sales.',
    name: 'Only on this page: never kept in the address.',
    specified: 'From the reconciliation clause, if the contract has one.',
    factor: 'Or enter the total payback instead.',
    payback: 'Or enter the factor rate instead.',
    offerHoldback: 'A share of the deposits entered above.',
    drop: 'Percent-of-sales debits fall with sales; fixed debits do not.',
  },
  name: 'Name',
  howCollected: 'How it is collected',
  holdback: 'Holdback',
  weeklyDebit: 'Weekly debit',
  dailyDebit: 'Daily debit',
  remove: (name: string) => `Remove ${name}`,
  addAdvance: 'Add an advance',
  addOffer: 'Add a new offer you are weighing',
  offerTitle: 'New offer you are weighing',
  advanceAmount: 'Advance amount',
  fees: 'Fees withheld (optional)',
  factor: 'Factor rate',
  payback: 'Total payback',
  payments: 'Payments',
  removeOffer: 'Remove the new offer',
  dropTitle: 'If sales fall',
  submit: 'Add up the debits',
  resultsTitle: 'What the debits take',
  nowLabel: 'The advances you pay now',
  withOfferLabel: 'With the new offer',
  offerLine: (cash: string, daily: string, days: string) => `The new offer would put ${cash} in your account and add ${daily} a business day for ${days}.`,
  eachNow: 'Each advance now',
  datesNote: (today: string) =>
    `Payoff dates count business days from today (${today}), skipping weekends and Federal Reserve holidays; a weekly debit falls on today’s weekday each week. Missed or bounced debits are not counted, so real dates can run later. In the debit per business day, a weekly debit counts as one fifth.`,
  chartCaption: 'Combined debit per business day',
  chartCaptionOffer: 'Combined debit per business day, with the new offer',
  dropHeading: (drop: string) => `If sales fall by ${drop}`,
  dropBody:
    'Percent-of-sales debits fall with sales, so those advances take longer to pay off. Fixed debits stay the same unless the funder reconciles them to your lower sales.',
  asContracted: 'Debits as the contracts stand',
  reconciled: 'If the fixed debits were reconciled',
  eachReconciled: 'Each advance, fixed debits reconciled',
  eachLower: 'Each advance at the lower sales',
  enterSpecified: 'Enter a fixed-debit advance’s specified percentage to see the debit a reconciliation would set.',
  reconcileNote: [
    'A reconciliation sets a fixed debit to the contract’s specified percentage of your actual deposits ÷ 22. Read ',
    'how to ask for reconciliation when sales drop',
    ', then ',
    'draft a reconciliation request letter',
    '.',
  ] as readonly [string, string, string, string, string],
  runwayNote: [
    'Will your cash cover these debits week by week? ',
    'Forecast 13 weeks with these advances',
    ' from your own bank export (read on your device, never sent).',
  ] as readonly [string, string, string],
  placeholder: 'Fix the highlighted fields to see what the debits take.',
};

export type StackedText = typeof STACKED_TEXT_EN;
