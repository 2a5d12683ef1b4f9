/**
 * US-format dates and amounts as bank exports write them, read into exact units: a calendar day (days since
 * 1970-01-01, the site's one `Day` from ../calculator/calendar.ts) and integer cents, so every sum is exact.
 */
import { dayOf, type Day } from '../calculator/calendar';

/** Days in each month of `year` (February by the Gregorian rule). */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validDay(year: number, month: number, date: number): Day | undefined {
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return undefined;
  return dayOf(year, month, date);
}

/**
 * MM/DD/YYYY, M/D/YY (years 00–69 are 2000s, as spreadsheets read them), YYYY-MM-DD, and the OFX form
 * YYYYMMDD (with any time after it). A time after a space ("01/02/2026 00:00:00") is ignored.
 */
export function parseUsDate(text: string): Day | undefined {
  const s = text.trim().split(/\s|T(?=\d)/)[0] ?? '';
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const yy = Number(m[3]);
    const year = m[3]!.length === 2 ? (yy < 70 ? 2000 + yy : 1900 + yy) : yy;
    return validDay(year, Number(m[1]), Number(m[2]));
  }
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d+)?)?(?:\[.*\])?$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return undefined;
}

/**
 * An amount in cents: "$1,234.56", "-1234.56", "(1,234.56)" (accountants' negative), "1234.5-", "+12",
 * "- $5.00". Undefined for anything else (text, two decimal points, more than two decimals). An empty cell
 * is undefined too; callers that allow a blank debit or credit column check for "" first.
 */
export function parseUsAmount(text: string): number | undefined {
  let s = text.trim().replace(/\s+/g, '');
  if (s === '') return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) negative = !negative;
    s = s.slice(1);
  }
  if (s.startsWith('$')) s = s.slice(1);
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  }
  // Thousands commas only in their places ("1,234,567.89"), or none.
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const whole = Number((m[1] ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

/** A typed amount in cents when it is above $0 and at most `max` cents; undefined otherwise. */
export const positiveCents = (text: string, max = 1_000_000_000): number | undefined => {
  const c = parseUsAmount(text);
  return c !== undefined && c > 0 && c <= max ? c : undefined;
};

/** Cents as a plain figure for a field ("1234.50"), the form the fields read back. */
export const plainDollars = (cents: number) => (cents / 100).toFixed(2);
