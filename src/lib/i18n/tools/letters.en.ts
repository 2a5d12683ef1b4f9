/**
 * The two after-payoff letters' interface words in English (the letters' own lines are in
 * src/lib/letters/after-payoff.ts); the Spanish words are in letters.es.ts, typed by LettersText.
 */
import { PARSE_TEXT_EN } from './common.en';
import type { LetterOutputText } from '../../letters/output';

const OUTPUT: LetterOutputText = {
  copy: 'Copy letter',
  download: 'Download as text',
  print: 'Print',
  copied: 'Letter copied',
  copyFailed: 'Select the letter’s text and copy it',
  yourLetter: 'Your letter',
};

export const LETTERS_TEXT_EN = {
  /** The page's language: the dates beside the letter. */
  lang: 'en' as 'en' | 'es',
  /** The letter's own language, where it differs from the page's (marked on the letter for screen readers). */
  letterLang: undefined as 'en' | undefined,
  output: OUTPUT,
  messages: {
    parse: PARSE_TEXT_EN,
    date: 'Enter a real date, or leave it empty.',
    receivedRequired: 'Enter the date the funder will receive this letter: the 20 days are counted from it.',
    amountRange: 'Enter the final payment in dollars, for example 12,500.00, or leave it empty.',
  },
  privacy: 'Everything you type stays on this page: it is never put in the page address, sent anywhere or stored. Reloading the page clears it.',
  errorsTitle: 'Check these fields; the letter uses the rest meanwhile:',
  submit: 'Update the letter',
  resultsTitle: 'The letter, drafted as you type',
  lien: {
    formTitle: 'The filing and the payoff',
    namesTitle: 'Names for the letter',
    labels: {
      business: 'Business name, exactly as on the filing',
      funder: 'Funder (the secured party on the filing)',
      filingOffice: 'Filing office',
      filingNumber: 'Filing number',
      filingDate: 'Date it was filed (optional)',
      state: 'State whose law applies',
      payoffDate: 'Date you paid it off',
      payoffAmount: 'Final payment (optional)',
      received: 'Date the funder will receive this letter',
      signer: 'Your name and title',
    },
    hints: {
      filingOffice: 'Usually the Secretary of State of the state where the business was formed.',
      filingNumber: 'From your state’s UCC search results.',
      state: 'Usually the state whose filing office holds the filing.',
      received: 'The 20 days run from the day the funder receives the demand. Use a sending method that proves it.',
    },
    deadlineTitle: 'The 20-day deadline',
    deadline: (received: string, due: string, after: string) =>
      `Received on ${received}, the funder has until ${due} to file the termination or send it to you. From ${after}, if it has done neither, you may file one yourself.`,
    weekend:
      'The 20th day falls on a weekend. States’ rules on counting time differ, so the letter gives the calendar date; check the filing again the next business day.',
    noDeadline: 'Enter the date the funder will receive the letter to see the deadline.',
  },
  payoff: {
    formTitle: 'Your agreement',
    labels: {
      business: 'Business name',
      funder: 'Funder’s name',
      agreementDate: 'Date of the agreement',
      goodThrough: 'Date you plan to pay',
      replyDays: 'Business days for the funder to answer',
      signer: 'Your name and title',
    },
    replyRange: 'Enter from 1 to 30 business days.',
    wireWarning:
      'Before you pay, call the funder at a number you already have (from the contract or earlier statements) and confirm the payment instructions. Never use wiring instructions that arrive only by e-mail: changed instructions are a common fraud.',
  },
};

export type LettersText = typeof LETTERS_TEXT_EN;
