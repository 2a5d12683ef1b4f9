/**
 * "Check my disclosure" in English: the island's words, its messages and the verdict's sentences
 * (Spanish in ./disclosure.es.ts, typed by DisclosureText). The citations come from the state-law data.
 */
import type { DisclosureMessages, PaymentKind } from '../../calculator/disclosure';
import type { VerdictWords } from '../../calculator/disclosure-text';
import type { StateAnswerKind } from '../../state-laws/disclosure-check';
import { noLawFoundSentence } from '../../state-laws/rules';
import { PARSE_TEXT_EN } from './common.en';

type Label = { label: string; hint: string };

export interface DisclosureText {
  lang: 'en' | 'es';
  messages: DisclosureMessages;
  verdict: VerdictWords;
  labels: Record<'funding' | 'fees' | 'payback' | 'percent' | 'later' | 'after' | 'fixed' | 'apr', Label>;
  /** A fixed debit that changes once: the later amount and after how many debits. */
  fixedLater: Record<'later' | 'after', Label>;
  date: Label;
  kinds: Record<PaymentKind, string>;
  chooseState: string;
  monthlySales: string;
  salesLegend: string;
  howYouRepay: string;
  /** The sentence for a jurisdiction with no law found. */
  noLawFound: (name: string, abbreviation: string) => string;
  month: (n: number) => string;
  monthSales: (n: number) => string;
  payment: {
    later: (amount: string, each: string, after: string, percent: boolean) => string;
    single: (total: string) => string;
    each: Record<'weekly' | 'monthly' | 'daily', string>;
    aboutMonth: (daily: string, month: string) => string;
  };
  rows: {
    funding: string;
    received: (received: string, fees: string) => string;
    noFees: string;
    apr: string;
    aprNote: (calendar: string, printed: string) => string;
    financeCharge: string;
    financeChargeNote: string;
    payback: string;
    paybackNote: string;
    payment: string;
    paymentPercentNote: (average: string) => string;
    paymentFixedNote: string;
    term: string;
    termNote: (payments: number, funded: string, last: string) => string;
    prepayment: string;
    prepaymentValue: string;
    prepaymentNote: string;
  };
  readingsTitle: string;
  printedIs: (judgement: string, accurate: boolean) => string;
  aboveCap: (state: string, cap: string) => string;
  summaryTitle: (state: string) => string;
  notOfficial: string;
  printSummary: string;
  formTitle: string;
  stateLabel: string;
  stateHint: string;
  optionChoose: string;
  groupCheckable: string;
  groupOthers: string;
  changes: Record<'percent' | 'fixed', string>;
  salesRule: { before: (state: string) => string; after: (min: number, max: number) => string };
  newTab: string;
  addMonth: string;
  removeMonth: string;
  young: (min: number) => string;
  submit: string;
  resultTitle: string;
  placeholderOther: (state: string) => string;
  placeholder: string;
  otherLead: Record<Exclude<StateAnswerKind, 'check'>, (state: string) => string>;
  law: string;
  calculatorLink: string;
  whatWeFound: (state: string) => string;
  errorLabel: string;
}

const range = (noun: string, min: string, max: string) => `Enter ${noun} between ${min} and ${max}.`;
/** An input limit in dollars (the validator's, not a legal figure): "$10,000,000". */
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

export const DISCLOSURE_TEXT_EN: DisclosureText = {
  lang: 'en',
  messages: {
    parse: PARSE_TEXT_EN,
    ranges: {
      funding: range('the funding provided', '$1,000', usd(10_000_000)),
      fees: range('the fees, or 0 if there are none,', '$0', usd(10_000_000)),
      payback: range('the total payback', '$1,000', usd(30_000_000)),
      percent: range('the specified percentage', '0.01%', '100%'),
      fixed: range('the fixed payment', '$1', usd(1e6)),
      apr: 'Enter the APR printed on the disclosure, between 0% and 9,999%.',
      laterPercent: range('the later percentage', '0.01%', '100%'),
      afterMonths: 'Enter a whole number of months between 1 and 24.',
      laterFixed: range('the later payment', '$1', usd(1e6)),
      afterPayments: 'Enter a whole number of payments between 1 and 1,000.',
      sales: range('the month’s sales', '$0', usd(100_000_000)),
    },
    date: (first, last) => `Enter the funding date as a date between ${first} and ${last}, or leave it empty for today.`,
    salesCount: (min, max, entered) => `Enter sales for ${min === max ? min : `${min} to ${max}`} months; you have entered ${entered}.`,
    salesZero: 'The months’ sales add up to $0, so nothing would be repaid. Check the figures.',
    feesTooHigh: 'The fees must be less than the funding provided.',
    paybackTooLow: 'The total payback must be more than the funding you receive after fees.',
    tooLong: 'At this payment the advance would take more than ten years to repay. Check the figure.',
  },
  verdict: {
    points: (value, one) => `${value} ${one ? 'point' : 'points'}`,
    noPercentage: 'no percentage (the printed APR is 0%)',
    percentDifference: (difference, higher, limit) =>
      `${difference} difference${higher ? ' (the printed APR is higher, so the difference is negative)' : ''}, ${limit}% allowed`,
    aboveButOnlyBelowLimited: (points, limit) => `${points} above ours, and the rule limits only how far below it may be (${limit} point)`,
    pointsBelow: (points, limit) => `${points} below ours, ${limit} point allowed below`,
    pointsEither: (points, below, limit) => `${points} ${below ? 'below' : 'above'} ours, ${limit} point allowed either way`,
    accurateUnder: (citation) => `accurate under ${citation}`,
    outside: (citation) => `outside ${citation}`,
    outsideList: (citation, lines) => `outside ${citation}: ${lines.join('; ')}`,
    both: (business, calendar) => `Counting business days, it is ${business}; counting calendar dates, ${calendar}.`,
    readings: {
      'business-days': {
        name: 'Counting business days',
        counts: (perYear) =>
          perYear === 264
            ? 'Each business day is one period, 264 a year: what funders’ software commonly does.'
            : perYear === 52
              ? 'Each debit every fifth business day is one period, 52 a year.'
              : 'Each debit every 22 business days is one period, 12 a year.',
      },
      calendar: {
        name: 'Counting calendar dates',
        counts: (perYear) =>
          `Appendix J on the debits’ real dates: ${
            perYear === 365
              ? 'each day is one period, 365 a year, so weekends and holidays make the periods irregular.'
              : perYear === 52
                ? 'each week is one period, 52 a year; a debit moved off a holiday makes a period irregular.'
                : 'each month is one period, 12 a year; a debit moved off a weekend or holiday makes a period irregular.'
          }`,
      },
    },
    accurate: (citation, printed, state, both) => ({
      head: `Accurate under ${citation}`,
      body: `The printed ${printed} is accurate under ${state}’s rule whichever way time is counted. ${both}`,
    }),
    accurateHigher: (why, citation, printed, state, both) => ({
      head: `Higher than ours, and not an error under ${citation}`,
      body: `The printed ${printed} is above our APR whichever way time is counted. That is not an inaccuracy under ${state}’s rule: ${why} ${both} A higher APR may count costs you did not enter, or come from the funder’s own sales projection (the opt-in method): it states the cost as higher, not lower.`,
    }),
    higherWhy: {
      'points-below': (citation) => `${citation} limits only how far below the right APR a printed one may be.`,
      'percent-difference': (citation) =>
        `${citation} subtracts the printed APR from the right one and divides by the printed APR, so a higher printed APR gives a negative difference, which is 2.5% or less.`,
      other: (citation) => `${citation} allows it.`,
    },
    depends: (both) => ({
      head: 'Depends on how time is counted',
      body: `The two ways of counting time give different answers. ${both}`,
      ask: 'Ask the funder: does its APR count each business day as one period (264 a year), or the debits’ dates on the calendar (365 days a year)? Ask for the debit dates it assumed, and check them against your funding date.',
    }),
    understated: (citation, printed, state, both) => ({
      head: `Understated under ${citation}`,
      body: `The printed ${printed} is lower than our APR by more than ${state}’s rule allows, whichever way time is counted. ${both} The offer may cost more than the disclosure suggests.`,
      ask: 'Ask the funder how it worked out the APR: which months of sales it averaged, which fees it counted and which debit dates it assumed.',
    }),
    overstated: (citation, printed, state, both) => ({
      head: `Overstated under ${citation}`,
      body: `The printed ${printed} is higher than our APR by more than ${state}’s rule allows, whichever way time is counted. ${both}`,
      ask: 'Ask the funder whether it used its own sales projection (the opt-in method) or counted costs you did not enter.',
    }),
  },
  labels: {
    funding: { label: 'Funding provided ($)', hint: 'The “Funding provided” line, before any fee is taken off.' },
    fees: { label: 'Fees taken out of the funding ($)', hint: 'Fees deducted before the money reaches you. Enter 0 if none.' },
    payback: { label: 'Estimated total payment ($)', hint: 'Everything you repay: the total payback.' },
    percent: { label: 'Specified percentage (%)', hint: 'The share of each day’s sales the funder takes.' },
    later: { label: 'Later percentage (%)', hint: 'The percentage after it changes.' },
    after: { label: 'Changes after (months)', hint: 'How many months the first percentage lasts.' },
    fixed: { label: 'Fixed payment ($)', hint: 'The amount debited each time.' },
    apr: { label: 'APR printed on the disclosure (%)', hint: 'The “Estimated annual percentage rate” line, as printed.' },
  },
  fixedLater: {
    later: { label: 'Later payment ($)', hint: 'The fixed debit after it changes.' },
    after: { label: 'Changes after (payments)', hint: 'How many debits are taken at the first amount.' },
  },
  date: { label: 'Funding date', hint: 'The day the money reaches you; leave it empty for today. The calendar count dates the debits from it.' },
  kinds: {
    percent: 'A percentage of my sales',
    daily: 'A fixed amount each business day',
    weekly: 'A fixed amount each week',
    monthly: 'A fixed amount each month',
  },
  chooseState: 'Choose the state the disclosure is from.',
  monthlySales: 'Monthly sales',
  salesLegend: 'Your monthly sales ($)',
  howYouRepay: 'How you repay',
  noLawFound: (name, abbreviation) => noLawFoundSentence({ name, abbreviation }),
  month: (n) => `Month ${n} ($)`,
  monthSales: (n) => `Month ${n} sales`,
  payment: {
    later: (amount, each, after, percent) => `, then ${amount} ${each} after ${after} ${percent ? 'months' : 'payments'}`,
    single: (total) => `${total} in a single payment`,
    each: { weekly: 'each week', monthly: 'each month', daily: 'each business day' },
    aboutMonth: (daily, month) => `${daily} (about ${month} a month)`,
  },
  rows: {
    funding: 'Funding provided',
    received: (received, fees) => `You receive ${received} after ${fees} in fees.`,
    noFees: 'No fees taken off.',
    apr: 'Estimated annual percentage rate (APR)',
    aprNote: (calendar, printed) => `Counting business days; ${calendar} counting calendar dates. The funder printed ${printed}.`,
    financeCharge: 'Finance charge',
    financeChargeNote: 'Total payment − what you receive (fees included).',
    payback: 'Estimated total payment',
    paybackNote: 'Everything you repay.',
    payment: 'Estimated payment',
    paymentPercentNote: (average) => `Average monthly sales ${average} ÷ 22 business days × the percentage.`,
    paymentFixedNote: 'The fixed debit.',
    term: 'Estimated term',
    termNote: (payments, funded, last) =>
      `${payments.toLocaleString('en-US')} ${payments === 1 ? 'payment' : 'payments'}; funded ${funded}, last debit ${last}.`,
    prepayment: 'Prepayment',
    prepaymentValue: 'See your disclosure',
    prepaymentNote: 'We cannot tell from the figures whether paying early saves anything.',
  },
  readingsTitle: 'Our APR, counted two ways',
  printedIs: (judgement) => `The printed APR is ${judgement}.`,
  aboveCap: (state, cap) => `${state}’s disclosure duty covers offers of ${cap}; this offer is above that, so the law may not require this form at all.`,
  summaryTitle: (state) => `Our calculation, laid out like ${state}’s disclosure`,
  notOfficial: 'Not the official form. Worked out by Ledgerwise from the figures you entered, by the historical method.',
  printSummary: 'Print this summary',
  formTitle: 'Your disclosure',
  stateLabel: 'State the disclosure is from',
  stateHint: 'Where your business is, as the disclosure says.',
  optionChoose: 'Choose a state',
  groupCheckable: 'States whose method we can check',
  groupOthers: 'Other states',
  changes: { percent: 'The percentage changes during the term', fixed: 'The payment changes once during the term' },
  salesRule: {
    before: (state) => `Under ${state}’s historical method`,
    after: (min, max) =>
      `, the funder averages ${min} to ${max} months of sales through the account the payments come from. Enter those months, most recent first.`,
  },
  newTab: ' (opens in a new tab)',
  addMonth: 'Add a month',
  removeMonth: 'Remove the last month',
  young: (min) => `My business has been open fewer than ${min} months`,
  submit: 'Check the APR',
  resultTitle: 'What we worked out',
  placeholderOther: (state) => `There is no ${state} APR method to check: see the answer beside the form.`,
  placeholder: 'Choose the state and enter the disclosure’s figures to see the check.',
  otherLead: {
    'apr-later': (state) => `${state}’s law requires an APR, but not yet.`,
    'apr-no-method': (state) => `${state}’s law requires an APR, but we have not read a method for it that this check could follow.`,
    'no-apr': (state) => `${state}’s law does not require an APR on the disclosure.`,
    'no-law': (state) => `There is no disclosure form to check in ${state}.`,
  },
  law: 'Law:',
  calculatorLink: 'Work out the APR with the calculator',
  whatWeFound: (state) => `What we found for ${state}`,
  errorLabel: 'Error: ',
};
