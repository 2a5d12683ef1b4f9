/**
 * Payoff dates for the tools for owners already paying an advance: count business days from a given
 * "today", skipping Saturdays and Sundays. Holidays and missed debits are not modelled (the pages say so).
 * Dates are plain calendar dates (YYYY-MM-DD) handled in UTC, so no time zone can shift a day.
 */

/** A calendar date as YYYY-MM-DD, or undefined if the text is not a real date. */
export function parseIsoDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

/** Today's date where the reader is, as YYYY-MM-DD (the tools take "today" as an argument so tests can fix it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** The date `days` business days after `today` (business day 1 is the first weekday after today). */
export function addBusinessDays(today: string, days: number): string {
  const start = parseIsoDate(today);
  if (!start) throw new RangeError(`Not a calendar date: ${today}`);
  // Whole weeks first (five business days each), so a payoff years away costs no more than a near one.
  const date = new Date(start);
  let left = Math.max(0, Math.floor(days));
  // From a weekend, step back to Friday so "n business days after" counts the same as from that Friday.
  while (isWeekend(date)) date.setUTCDate(date.getUTCDate() - 1);
  const weeks = Math.floor(left / 5);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  left -= weeks * 5;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) left -= 1;
  }
  if (days === 0) return today;
  return date.toISOString().slice(0, 10);
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
