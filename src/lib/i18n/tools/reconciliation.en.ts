import { LETTER_TEXT_EN, type LetterText } from '../../paying/reconciliation';
import { LETTER_FIELD_TEXT_EN } from '../../paying/reconciliation-input';
import { PAYING_SHARED_EN } from './paying.en';

/** The reconciliation letter tool in English. */
export const RECONCILIATION_TEXT_EN = {
  shared: PAYING_SHARED_EN,
  fields: LETTER_FIELD_TEXT_EN,
  /** The letters the reader may draft, the page's language first; with more than one, a choice is shown. */
  letters: [LETTER_TEXT_EN] as readonly LetterText[],
  letterChoice: { legend: 'Language of the letter', names: { en: 'English', es: 'Spanish' } },
  kinds: { daily: 'Business day', weekly: 'Week' },
  names: { business: 'Business name', funder: 'Funder’s name', agreementDate: 'Date of the agreement', signer: 'Your name and title' },
  copied: 'Letter copied',
  copyFailed: 'Select the letter’s text and copy it',
  per: { daily: 'business day', weekly: 'week' },
  spoken: (reconciled: string, per: string, overpaid: string) =>
    `At the specified percentage the debit would be ${reconciled} per ${per}; paid beyond it over the period ${overpaid}.`,
  needsFixing: 'Some figures need fixing before the letter can be drafted.',
  rows: {
    reconciled: (per: string) => `Debit at the specified percentage, per ${per}`,
    reconciledHow: 'Specified % × average monthly deposits ÷ 22 (× 5 for a week)',
    diffDay: ['Difference per business day', 'Debit per business day now − at the specified percentage'] as readonly [string, string],
    diffMonth: ['Difference per month', 'Difference per business day × 22'] as readonly [string, string],
    overpaid: 'Paid beyond the specified percentage',
    overpaidHow: (months: number, paid: string, specified: string) =>
      `Debits over ${months === 1 ? 'the month' : `${months} months`} (${paid}) − specified % of deposits (${specified})`,
  },
  hints: { specified: 'Often called the “specified percentage” or “purchased percentage” of receipts.', deposits: 'All deposits shown on the bank statement.' },
  debitNow: { daily: 'Daily debit taken now', weekly: 'Weekly debit taken now' },
  contractTitle: 'Your contract and deposits',
  namesTitle: 'Names for the letter',
  namesNote: 'Optional. These stay on this page: they are never put in the address, sent anywhere or stored.',
  submit: 'Draft the letter',
  resultsTitle: 'What the specified percentage gives',
  averageNote: (average: string) => `Average monthly deposits ${average}; months counted as 22 business days, a weekly debit as one fifth per business day.`,
  copy: 'Copy letter',
  download: 'Download as text',
  print: 'Print',
  yourLetter: 'Your letter',
  noLetter:
    'At these figures the debit is not above the specified percentage of your deposits, so a reconciliation would not lower it. Check the deposits and the debit.',
  disclaimer: [
    'This letter is general information, not legal advice. A contract without a working reconciliation clause may not oblige the funder to change the debit. Read ',
    'reconciliation when sales drop',
    ' and ',
    'what default means',
    '.',
  ] as readonly [string, string, string, string, string],
  placeholder: 'Fix the highlighted fields to draft the letter.',
};

export type ReconciliationText = typeof RECONCILIATION_TEXT_EN;
