/**
 * Payoff dates for the tools for owners already paying an advance, by the one time rule
 * (../calculator/time.ts): business days skip weekends and Federal Reserve holidays. Missed debits are not
 * modelled (the pages say so). Dates are plain calendar dates (YYYY-MM-DD) handled in UTC, so no time zone
 * can shift a day.
 */
import { businessDayDate, debitDate as debitDay, isoDate, parseIsoDate as parseDay, type DebitFrequency } from '../calculator/calendar';

/** A calendar date as YYYY-MM-DD, or undefined if the text is not a real date. */
export function parseIsoDate(text: string): Date | undefined {
  const day = parseDay(text);
  return day === undefined ? undefined : new Date(day * 86_400_000);
}

// A module of its own, so the tool kit's useToday does not bring the holiday calendar to every tool page.
export { localIsoDate } from './local-date';

function dayOf(today: string): number {
  const day = parseDay(today);
  if (day === undefined) throw new RangeError(`Not a calendar date: ${today}`);
  return day;
}

/** The date `days` business days after `today` (business day 1 is the first business day after today). */
export function addBusinessDays(today: string, days: number): string {
  const n = Math.max(0, Math.floor(days));
  return n === 0 ? today : isoDate(businessDayDate(dayOf(today), n));
}

/** The date of the `payments`-th debit from `today` on a schedule: a weekly debit falls on today's weekday. */
export function debitDate(today: string, frequency: DebitFrequency, payments: number): string {
  if (payments <= 0) return today;
  return isoDate(debitDay(dayOf(today), frequency, payments));
}

const LONG_DATE = { en: 'en-US', es: 'es-US' } as const;
const formatter = (lang: keyof typeof LONG_DATE, month: 'long' | 'short') =>
  new Intl.DateTimeFormat(LONG_DATE[lang], { timeZone: 'UTC', month, day: 'numeric', year: 'numeric' });
const LONG_EN = formatter('en', 'long');
const SHORT_EN = formatter('en', 'short');

/** "March 4, 2027" ("4 de marzo de 2027" in Spanish) */
export const longDate = (iso: string, lang: 'en' | 'es' = 'en'): string => {
  const d = parseIsoDate(iso);
  return d ? (lang === 'en' ? LONG_EN : formatter(lang, 'long')).format(d) : iso;
};
/** "Mar 4, 2027" ("4 mar 2027" in Spanish) */
export const shortDate = (iso: string, lang: 'en' | 'es' = 'en'): string => {
  const d = parseIsoDate(iso);
  return d ? (lang === 'en' ? SHORT_EN : formatter(lang, 'short')).format(d) : iso;
};
