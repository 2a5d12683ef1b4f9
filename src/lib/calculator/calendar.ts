/**
 * The time rule (./time.ts) on the calendar: which days are business days, and the dates debits fall on.
 *
 * - A business day is a weekday that is not a Federal Reserve holiday.
 * - Debits fall on real dates from the funding date: a daily debit on each business day after it, a weekly
 *   one on the funding date's weekday, a monthly one on its day of the month, each moved to the next
 *   business day when it lands on a weekend or holiday. Appendix J's calendar reading of the APR counts
 *   those dates: a day unit period has 365 a year ((b)(5)(iv)), a week 52, a month 12.
 *
 * Dates are whole days since 1970-01-01 (UTC), so no time zone or daylight-saving hour can move one.
 * A maintained holiday library was not used: the ones on npm model the federal government's calendar,
 * which closes on the Friday before a Saturday holiday; the Federal Reserve does not.
 */
import { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR, CALENDAR_DAYS_PER_YEAR } from './time';

/** The Federal Reserve's own statement of its holiday rule, cited wherever dates are shown. */
export const FED_HOLIDAYS_SOURCE = {
  title: 'Federal Reserve Bank of Richmond: holiday schedule of the Federal Reserve Banks',
  url: 'https://www.richmondfed.org/about_us/holiday_schedule',
} as const;

/** A date as whole days since 1970-01-01. */
export type Day = number;

const MS_PER_DAY = 86_400_000;

export const dayOf = (year: number, month: number, date: number): Day => Math.round(Date.UTC(year, month - 1, date) / MS_PER_DAY);

/** "2026-11-26" → its day, or undefined for anything that is not a real date. */
export function parseIsoDate(text: string): Day | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = dayOf(y, mo, d);
  const back = new Date(day * MS_PER_DAY);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return day;
}

export const isoDate = (day: Day): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Today in the reader's own time zone, as a day. */
export function today(now: Date = new Date()): Day {
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

const weekday = (day: Day): number => new Date(day * MS_PER_DAY).getUTCDay();

/** The nth (1-based) given weekday of a month, or the last one when n is 0. */
function nthWeekday(year: number, month: number, dow: number, n: number): Day {
  if (n === 0) {
    const last = dayOf(year, month + 1, 0);
    return last - ((weekday(last) - dow + 7) % 7);
  }
  const first = dayOf(year, month, 1);
  return first + ((dow - weekday(first) + 7) % 7) + 7 * (n - 1);
}

const holidayCache = new Map<number, Set<Day>>();

/**
 * The days the Federal Reserve Banks are closed in a year: the eleven holidays, a Sunday holiday moved to
 * the Monday after; a Saturday holiday closes nothing (the Banks are open the Friday before).
 */
export function federalReserveHolidays(year: number): Set<Day> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed = [dayOf(year, 1, 1), dayOf(year, 6, 19), dayOf(year, 7, 4), dayOf(year, 11, 11), dayOf(year, 12, 25)];
  const floating = [
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, 0), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  const days = new Set<Day>(floating);
  for (const day of fixed) {
    const dow = weekday(day);
    if (dow === 0) days.add(day + 1);
    else if (dow !== 6) days.add(day);
  }
  holidayCache.set(year, days);
  return days;
}

const yearOf = (day: Day): number => new Date(day * MS_PER_DAY).getUTCFullYear();

export function isBusinessDay(day: Day): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !federalReserveHolidays(yearOf(day)).has(day);
}

/** The day itself if it is a business day, else the next one. */
export function onOrAfterBusinessDay(day: Day): Day {
  let d = day;
  while (!isBusinessDay(d)) d += 1;
  return d;
}

/** The dates of business days 1…count after the funding day (the funding day itself is never one). */
export function businessDayDates(funding: Day, count: number): Day[] {
  const dates: Day[] = [];
  let d = funding;
  while (dates.length < count) {
    d += 1;
    if (isBusinessDay(d)) dates.push(d);
  }
  return dates;
}

/** Business day `n` after funding, as a date (no list built, so a far payoff costs no memory). */
export function businessDayDate(funding: Day, n: number): Day {
  let d = funding;
  for (let left = n; left > 0;) {
    d += 1;
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

/** The same day `months` months later, or that month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(day: Day, months: number): Day {
  const d = new Date(day * MS_PER_DAY);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return dayOf(y, m + 1, Math.min(d.getUTCDate(), last));
}

/** How often a fixed debit is taken. A percentage of sales is taken each business day. */
export const DEBIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type DebitFrequency = (typeof DEBIT_FREQUENCIES)[number];

/** Business days between debits, and debits a year, when time is counted in business days. */
export const BUSINESS_DAY_PERIODS: Record<DebitFrequency, { days: number; perYear: number }> = {
  daily: { days: 1, perYear: BUSINESS_DAYS_PER_YEAR },
  weekly: { days: 5, perYear: 52 },
  monthly: { days: BUSINESS_DAYS_PER_MONTH, perYear: 12 },
};

/**
 * The calendar dates of debits 1…count: daily on each business day after funding; weekly on the funding
 * date's weekday (its next business day's, when funded on a weekend) and monthly on its day of the month,
 * each moved to the next business day when it falls on a weekend or holiday.
 */
export function debitDates(funding: Day, frequency: DebitFrequency, count: number): Day[] {
  if (frequency === 'daily') return businessDayDates(funding, count);
  return Array.from({ length: count }, (_, i) => debitDate(funding, frequency, i + 1));
}

/** The date of debit `n` (1-based) alone, by the same rule as debitDates. */
export function debitDate(funding: Day, frequency: DebitFrequency, n: number): Day {
  if (frequency === 'daily') return businessDayDate(funding, n);
  if (frequency === 'weekly') return onOrAfterBusinessDay(onOrAfterBusinessDay(funding) + 7 * n);
  return onOrAfterBusinessDay(addMonths(funding, n));
}

/**
 * Appendix J's time from funding to a payment in unit periods: whole periods t and the fraction f of one
 * ((b)(5)): days ÷ 1 or ÷ 7 for a day or week unit period; for a month, whole months counted back from the
 * payment date and the days left ÷ 30.
 */
export function unitPeriodsBetween(funding: Day, payment: Day, unit: 'day' | 'week' | 'month'): { t: number; f: number } {
  const days = payment - funding;
  if (unit === 'day') return { t: days, f: 0 };
  if (unit === 'week') return { t: Math.floor(days / 7), f: (days % 7) / 7 };
  let t = 0;
  while (addMonthsBack(payment, t + 1) >= funding) t += 1;
  return { t, f: (addMonthsBack(payment, t) - funding) / 30 };
}

/** The same day of the month `months` months before (clamped to a shorter month's last day). */
const addMonthsBack = (day: Day, months: number): Day => addMonths(day, -months);

/** Appendix J unit period of each schedule on the calendar, and unit periods a year. */
export const CALENDAR_UNITS: Record<DebitFrequency, { unit: 'day' | 'week' | 'month'; perYear: number; days: number }> = {
  daily: { unit: 'day', perYear: CALENDAR_DAYS_PER_YEAR, days: 1 },
  weekly: { unit: 'week', perYear: 52, days: 7 },
  monthly: { unit: 'month', perYear: 12, days: 30 },
};

/**
 * Whether the calendar dates make the payment periods irregular in Appendix J's sense (other than an
 * irregular first period): daily debits skip weekends and holidays; a weekly or monthly one moved off a
 * holiday or weekend makes one period longer and the next shorter.
 */
export function irregularPeriods(dates: readonly Day[], frequency: DebitFrequency): boolean {
  const dayOfMonth = (day: Day) => new Date(day * MS_PER_DAY).getUTCDate();
  for (let i = 1; i < dates.length; i++) {
    const gap = dates[i]! - dates[i - 1]!;
    if (frequency === 'daily' && gap !== 1) return true;
    if (frequency === 'weekly' && gap !== 7) return true;
    if (frequency === 'monthly' && dayOfMonth(dates[i]!) !== dayOfMonth(dates[0]!)) return true;
  }
  return false;
}
