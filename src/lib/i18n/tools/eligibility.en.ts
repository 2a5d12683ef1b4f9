import { CREDIT_BANDS, type CheckWords, type CreditBand } from '../../eligibility/check';
import type { Criterion } from '../../eligibility/minimums';
import { MINIMUMS_WORDS_EN } from '../../eligibility/minimums.en';
import { describeFigure, formatFigure, formatMonths } from '../../eligibility/words.en';
import type { AnswerText } from '../../eligibility/inputs';
import { nameInSentence } from '../../content/text';
import { ROUTES } from '../../site/routes';
import { PAID_LINK_EN, PARSE_TEXT_EN } from './common.en';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// "8 months in business meets the 6 months …", "$7,000 a month meets the $5,000 a month in revenue …"
const answerEn = (criterion: Criterion, text: string) => capitalise(criterion === 'months' ? `${text} in business` : text);
const figureEn = (criterion: Criterion, n: number) => (criterion === 'months' ? formatFigure(criterion, n) : describeFigure(criterion, n));

/** The checker's sentences in English (src/lib/eligibility/check.ts decides the verdicts). */
export const CHECK_WORDS_EN: CheckWords = {
  minimums: MINIMUMS_WORDS_EN,
  creditBand: Object.fromEntries(CREDIT_BANDS.map((b) => [b.id, b.label])) as Record<CreditBand, string>,
  entered: (criterion, value, bandLabel) => {
    if (criterion === 'months') return formatMonths(value);
    if (criterion === 'revenue') return `${formatFigure('revenue', value)} a month`;
    return `a score of ${bandLabel.toLowerCase()}`;
  },
  unlikely: (criterion, who, range, text) =>
    `${capitalise(who)} commonly advertise at least ${criterion === 'credit' ? 'a ' : ''}${describeFigure(criterion, range.low)}; you entered ${text}.`,
  possible: (criterion, who, range, text) => {
    const higher = `${range.highWho ?? `many ${who}`} look for ${formatFigure(criterion, range.high)} or more`;
    return range.low === 0
      ? `You entered ${text}. ${capitalise(higher)}; ${range.lowNote ?? `some ${who} have no minimum`}.`
      : `${answerEn(criterion, text)} meets the ${figureEn(criterion, range.low)} ${range.lowWho ?? `some ${who}`} advertise; ${higher}.`;
  },
  likely: (criterion, who, range, text) => `${answerEn(criterion, text)} meets the ${figureEn(criterion, range.high)} ${who} commonly advertise.`,
  invoices: {
    yes: 'You have unpaid invoices from business or government customers, which is what a factor buys.',
    no: 'Factoring needs unpaid invoices owed by business or government customers.',
  },
  equipment: {
    yes: 'The equipment you are buying or leasing can secure the financing.',
    no: 'Equipment financing pays for equipment you are buying or leasing.',
  },
};

/** The answers' messages and the parser's (src/lib/eligibility/inputs.ts). */
export const ANSWER_TEXT_EN: AnswerText = {
  messages: {
    monthlyRevenue: 'Enter monthly revenue between $0 and $100,000,000.',
    monthsInBusiness: 'Enter months in business between 0 and 600.',
    creditBand: 'Choose the range your personal credit score is in.',
  },
  parse: PARSE_TEXT_EN,
};

/** The eligibility checker's words in English: what the island shows and says, and the lib's sentences. */
export const ELIGIBILITY_TEXT_EN = {
  check: CHECK_WORDS_EN,
  answers: ANSWER_TEXT_EN,
  /** The paid-link notice beside the Apply link. */
  paid: PAID_LINK_EN,
  verdict: { Likely: 'Likely', Possible: 'Possible', Unlikely: 'Unlikely' },
  fieldNames: { monthlyRevenue: 'Monthly revenue', monthsInBusiness: 'Months in business', creditBand: 'Personal credit score' },
  formTitle: 'Your business',
  revenueLabel: 'Monthly revenue ($)',
  monthsLabel: 'Months in business',
  creditLabel: 'Personal credit score',
  chooseRange: 'Choose a range',
  situation: 'Your situation',
  invoicesBox: 'Business or government customers owe us unpaid invoices',
  equipmentBox: 'We are buying or leasing equipment',
  submit: 'Show results',
  resultsTitle: 'What usually fits',
  notADecision:
    'This is not a credit decision. It compares your answers with the minimums lenders and funders commonly advertise; each lender decides for itself.',
  /** "3 likely, 1 possible, 1 unlikely" for screen readers. */
  counts: (likely: number, possible: number, unlikely: number) => `Results: ${likely} likely, ${possible} possible, ${unlikely} unlikely.`,
  readGuide: (name: string) => `Read the ${nameInSentence(name)} guide`,
  fixAnswers: 'Fix the highlighted answers to see which products fit.',
  answerQuestions: 'Answer the questions to see which products usually fit.',
  priceFirst: 'Price an offer first',
  calculatorHref: ROUTES.calculator as string,
};

export type EligibilityText = typeof ELIGIBILITY_TEXT_EN;
