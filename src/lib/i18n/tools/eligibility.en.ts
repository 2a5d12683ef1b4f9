import { CHECK_WORDS_EN } from '../../eligibility/check';
import type { AnswerText } from '../../eligibility/inputs';
import { nameInSentence } from '../../content/text';
import { ROUTES } from '../../site/routes';
import { PAID_LINK_EN, PARSE_TEXT_EN } from './common.en';

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
