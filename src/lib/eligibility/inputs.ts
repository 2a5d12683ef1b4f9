/**
 * The eligibility checker's answers as typed, and turning them into a Profile. Numbers go through the
 * calculator's parser (../calculator/input.ts), so both tools treat "1e5", "0x10", blanks and negatives
 * the same way and say so in the same words.
 */
import { parseNumber, type NumberSpec, type ParseText } from '../calculator/input';
import { isCreditBand, type Profile } from './check';

export type AnswerField = 'monthlyRevenue' | 'monthsInBusiness' | 'creditBand';

export interface Answers {
  monthlyRevenue: string;
  monthsInBusiness: string;
  /** A CreditBand id, or '' until the reader picks one. */
  creditBand: string;
  hasB2bInvoices: boolean;
  buyingEquipment: boolean;
}

export const EMPTY_ANSWERS: Answers = { monthlyRevenue: '', monthsInBusiness: '', creditBand: '', hasB2bInvoices: false, buyingEquipment: false };

/** The answers' messages in one language, and the parser's (src/lib/i18n/tools/eligibility.en.ts, .es.ts). */
export interface AnswerText {
  messages: Readonly<Record<AnswerField, string>>;
  parse: ParseText;
}

/** 600 months is 50 years: older businesses enter 600. */
const MONTHS = (range: string): NumberSpec => ({ min: 0, max: 600, decimals: 0, kind: 'count', range, example: '18' });
const REVENUE = (range: string): NumberSpec => ({ min: 0, max: 100_000_000, decimals: 2, kind: 'money', range, example: '20,000' });

export type AnswerErrors = Partial<Record<AnswerField, string>>;

/** Either a profile to score, or a message for each answer that is missing or not a number. */
export function validateAnswers(answers: Answers, text: AnswerText): { profile?: Profile; errors: AnswerErrors } {
  const errors: AnswerErrors = {};
  const revenue = parseNumber(REVENUE(text.messages.monthlyRevenue), answers.monthlyRevenue, text.parse);
  const months = parseNumber(MONTHS(text.messages.monthsInBusiness), answers.monthsInBusiness, text.parse);
  if (!revenue.ok) errors.monthlyRevenue = revenue.message;
  if (!months.ok) errors.monthsInBusiness = months.message;
  if (!isCreditBand(answers.creditBand)) errors.creditBand = text.messages.creditBand;
  if (!revenue.ok || !months.ok || !isCreditBand(answers.creditBand)) return { errors };
  return {
    errors,
    profile: {
      monthlyRevenue: revenue.value,
      monthsInBusiness: months.value,
      creditBand: answers.creditBand,
      hasB2bInvoices: answers.hasB2bInvoices,
      buyingEquipment: answers.buyingEquipment,
    },
  };
}
