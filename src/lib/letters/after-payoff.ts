/**
 * The two letters for an advance that is paid off, or about to be: a demand that the funder terminate its
 * UCC financing statement (UCC § 9-513), and a request for a written payoff letter. What the reader types
 * (names, the filing number, amounts, dates) lives only in the page: nothing here sends or stores it, and
 * the pages never put it in their address. Language-free: each letter's words come in as a LetterLines
 * (English below; a Spanish set is one more object). Pure.
 */
import { formatCount, formatUsd } from '../calculator/format';
import { parseNumber, type NumberSpec, type ParseText } from '../calculator/input';
import { longDate, parseIsoDate } from '../paying/business-days';
import { fillBlanks, signOff } from './draft';
import { lienTerminationDeadline, type LienDeadline } from './deadline';

/** A date field: empty (a placeholder is used), a real date, or an error. */
const dateOk = (value: string): boolean => value.trim() === '' || parseIsoDate(value.trim()) !== undefined;

// --- Lien termination demand -------------------------------------------------------------------------

/** What the reader types for the lien termination demand. All optional but the date it will be received. */
export interface LienLetterInput {
  business: string;
  funder: string;
  filingOffice: string;
  filingNumber: string;
  filingDate: string;
  state: string;
  payoffDate: string;
  payoffAmount: string;
  /** The day the funder will receive the demand (YYYY-MM-DD): the 20 days run from it. */
  received: string;
  signer: string;
}

export const EMPTY_LIEN_LETTER: LienLetterInput = {
  business: '',
  funder: '',
  filingOffice: '',
  filingNumber: '',
  filingDate: '',
  state: '',
  payoffDate: '',
  payoffAmount: '',
  received: '',
  signer: '',
};

export interface LetterFieldMessages {
  parse: ParseText;
  /** "Enter a date, e.g. 2026-12-01." */
  date: string;
  /** "Enter the date the funder will receive this letter." */
  receivedRequired: string;
  /** The amount field's range message. */
  amountRange: string;
}

const AMOUNT_SPEC = (range: string): NumberSpec => ({ min: 0.01, max: 100_000_000, decimals: 2, kind: 'money', range, example: '12,500.00' });

export type LetterErrors<K extends string> = Partial<Record<K, string>>;

/** A message per bad field; never throws. The letter is drafted from what is valid meanwhile. */
export function checkLienLetter(v: LienLetterInput, m: LetterFieldMessages): LetterErrors<keyof LienLetterInput> {
  const errors: LetterErrors<keyof LienLetterInput> = {};
  for (const key of ['filingDate', 'payoffDate'] as const) if (!dateOk(v[key])) errors[key] = m.date;
  if (v.received.trim() === '') errors.received = m.receivedRequired;
  else if (!dateOk(v.received)) errors.received = m.date;
  if (v.payoffAmount.trim() !== '') {
    const r = parseNumber(AMOUNT_SPEC(m.amountRange), v.payoffAmount, m.parse);
    if (!r.ok) errors.payoffAmount = r.message;
  }
  return errors;
}

/** What the lien letter's sentences need, already written out. */
export interface LienLetterFacts {
  date: string;
  business: string;
  funder: string;
  filingOffice: string;
  filingNumber: string;
  /** "" when not given. */
  filedOn: string;
  state: string;
  payoffDate: string;
  /** "" when not given. */
  amount: string;
  signer: string;
  deadline?: { received: string; due: string };
}

export interface LetterLines<F> {
  lang: 'en' | 'es';
  placeholders: Record<string, string>;
  lines: (f: F) => string[];
  fileKind: string;
}

export const LIEN_LETTER_EN: LetterLines<LienLetterFacts> = {
  lang: 'en',
  placeholders: {
    business: '[Business name, as on the filing]',
    funder: '[Funder name, the secured party]',
    filingOffice: '[filing office]',
    filingNumber: '[filing number]',
    state: '[state]',
    payoffDate: '[payoff date]',
    signer: '[Your name and title]',
  },
  lines: (f) => [
    f.date,
    '',
    `To: ${f.funder}`,
    `From: ${f.business}`,
    `Re: Demand for a termination statement: UCC financing statement no. ${f.filingNumber}, filed with ${f.filingOffice}${f.filedOn ? ` on ${f.filedOn}` : ''}`,
    '',
    `We are the debtor named in the financing statement above. We paid the obligation it secures in full on ${f.payoffDate}${f.amount ? ` (final payment ${f.amount})` : ''}. Nothing is owed to you under our agreement, and there is no commitment to make an advance, incur an obligation or otherwise give value.`,
    '',
    `Under Section 9-513 of the Uniform Commercial Code as enacted in ${f.state}, we demand that, within 20 days after you receive this demand, you file a termination statement for this financing statement in the filing office or send one to us.${
      f.deadline ? ` If you receive this demand on ${f.deadline.received}, the 20th day is ${f.deadline.due}.` : ''
    }`,
    '',
    'If no termination statement has been filed or sent to us by then, we may file one ourselves as the Code allows (Section 9-509(d)(2)), and we reserve our other rights, including under Section 9-625.',
    '',
    'Please send us a copy of the termination statement once it is filed.',
    '',
    ...signOff(f.signer, f.business),
    '',
    'Attached: proof of payoff (the payoff letter or paid-in-full notice, and the bank record of the final payment).',
  ],
  fileKind: 'lien-termination-demand',
};

/** The lien termination demand as plain text, and its deadline (undefined until a real receipt date is given). */
export function draftLienLetter(
  v: LienLetterInput,
  today: string,
  t: LetterLines<LienLetterFacts> = LIEN_LETTER_EN,
): { text: string; deadline?: LienDeadline } {
  const filled = fillBlanks(v as unknown as Record<string, string>, t.placeholders);
  const deadline = lienTerminationDeadline(v.received.trim());
  const payoffDate = parseIsoDate(v.payoffDate.trim()) ? longDate(v.payoffDate.trim(), t.lang) : t.placeholders.payoffDate!;
  const filedOn = parseIsoDate(v.filingDate.trim()) ? longDate(v.filingDate.trim(), t.lang) : '';
  const amount = parseNumber(AMOUNT_SPEC(''), v.payoffAmount, { ...NO_WORDS });
  const facts: LienLetterFacts = {
    date: longDate(today, t.lang),
    business: filled.business!,
    funder: filled.funder!,
    filingOffice: filled.filingOffice!,
    filingNumber: filled.filingNumber!,
    filedOn,
    state: filled.state!,
    payoffDate,
    amount: amount.ok ? formatUsd(amount.units) : '',
    signer: filled.signer!,
    deadline: deadline ? { received: longDate(deadline.received, t.lang), due: longDate(deadline.due, t.lang) } : undefined,
  };
  return { text: t.lines(facts).join('\n'), deadline };
}

// --- Payoff letter request ------------------------------------------------------------------------------

export interface PayoffLetterInput {
  business: string;
  funder: string;
  agreementDate: string;
  /** The date the payoff figure should be good through (YYYY-MM-DD). */
  goodThrough: string;
  /** Business days the funder is asked to answer within. */
  replyDays: string;
  signer: string;
}

export const EMPTY_PAYOFF_LETTER: PayoffLetterInput = { business: '', funder: '', agreementDate: '', goodThrough: '', replyDays: '5', signer: '' };

const REPLY_SPEC = (range: string): NumberSpec => ({ min: 1, max: 30, decimals: 0, kind: 'count', range, example: '5' });

export function checkPayoffLetter(v: PayoffLetterInput, m: LetterFieldMessages & { replyRange: string }): LetterErrors<keyof PayoffLetterInput> {
  const errors: LetterErrors<keyof PayoffLetterInput> = {};
  if (!dateOk(v.goodThrough)) errors.goodThrough = m.date;
  const r = parseNumber(REPLY_SPEC(m.replyRange), v.replyDays, m.parse);
  if (!r.ok) errors.replyDays = r.message;
  return errors;
}

export interface PayoffLetterFacts {
  date: string;
  business: string;
  funder: string;
  agreement: string;
  goodThrough: string;
  replyDays: number;
  signer: string;
}

export const PAYOFF_LETTER_EN: LetterLines<PayoffLetterFacts> = {
  lang: 'en',
  placeholders: {
    business: '[Business name]',
    funder: '[Funder name]',
    agreementDate: '[agreement date]',
    goodThrough: '[date you plan to pay]',
    signer: '[Your name and title]',
  },
  lines: (f) => [
    f.date,
    '',
    `To: ${f.funder}`,
    `From: ${f.business}`,
    `Re: Request for a written payoff letter: agreement dated ${f.agreement}`,
    '',
    `We intend to pay the balance of our agreement dated ${f.agreement} in full. Please send us a written payoff letter that states:`,
    '',
    `1. The exact amount that pays the agreement in full if received by ${f.goodThrough}, and how the amount changes if payment arrives later.`,
    '2. How that amount is worked out: the purchased amount, what you have received so far, and any fee.',
    '3. Any early-payoff discount the agreement provides, and the amount after it.',
    '4. Confirmation that once that amount is received, all debits from our account will stop and no further debit will be initiated.',
    '5. Confirmation that you will file a termination statement for your UCC financing statement, or send one to us, after payment (Uniform Commercial Code Section 9-513), and that any guarantee given for the agreement will be released.',
    '6. Your payment instructions.',
    '',
    `Please answer in writing within ${formatCount(f.replyDays, 'business day')} of the date of this letter.`,
    '',
    'Before we send any payment, we will confirm the payment instructions by telephone, at a number we already have for you.',
    '',
    ...signOff(f.signer, f.business),
  ],
  fileKind: 'payoff-letter-request',
};

export function draftPayoffLetter(v: PayoffLetterInput, today: string, t: LetterLines<PayoffLetterFacts> = PAYOFF_LETTER_EN): string {
  const filled = fillBlanks(v as unknown as Record<string, string>, t.placeholders);
  const reply = parseNumber(REPLY_SPEC(''), v.replyDays, { ...NO_WORDS });
  const agreement = parseIsoDate(v.agreementDate.trim()) ? longDate(v.agreementDate.trim(), t.lang) : filled.agreementDate!;
  const goodThrough = parseIsoDate(v.goodThrough.trim()) ? longDate(v.goodThrough.trim(), t.lang) : t.placeholders.goodThrough!;
  return t
    .lines({
      date: longDate(today, t.lang),
      business: filled.business!,
      funder: filled.funder!,
      agreement,
      goodThrough,
      replyDays: reply.ok ? reply.units : 5,
      signer: filled.signer!,
    })
    .join('\n');
}

/** Parsing only to read a valid figure into the letter: the messages are never shown (checkLienLetter gives those). */
const NO_WORDS: ParseText = {
  empty: '',
  tooLong: '',
  unclearMarks: () => '',
  digitsOnly: () => '',
  negative: '',
  wholeNumber: () => '',
  maxDecimals: () => '',
};
