/**
 * Deadline arithmetic for the letters: calendar days counted from a date the reader gives. UCC § 9-513(c)
 * gives a secured party 20 days "after" it receives the debtor's demand, so the day of receipt is not
 * counted: received on March 1, the 20th day is March 21. Dates are plain YYYY-MM-DD calendar dates handled
 * in UTC (./../paying/business-days.ts), so no time zone can shift a day. Pure.
 */
import { parseIsoDate } from '../paying/business-days';

/** Days the secured party has after receiving the demand (UCC § 9-513(c), as the states enacted it). */
export const LIEN_TERMINATION_DAYS = 20;

/** The date `days` calendar days after `from` (YYYY-MM-DD), or undefined if `from` is not a real date. */
export function addCalendarDays(from: string, days: number): string | undefined {
  const start = parseIsoDate(from);
  if (!start || !Number.isInteger(days)) return undefined;
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier), or undefined for a bad date. */
export function daysBetween(from: string, to: string): number | undefined {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / 86_400_000) : undefined;
}

/** True on a Saturday or Sunday. */
export const isWeekendDate = (iso: string): boolean => {
  const d = parseIsoDate(iso);
  return d !== undefined && (d.getUTCDay() === 0 || d.getUTCDay() === 6);
};

export interface LienDeadline {
  /** The day the secured party receives the demand, as given. */
  received: string;
  /** The last of the 20 days. */
  due: string;
  /** The first day the debtor may act if nothing was filed or sent (the day after `due`). */
  after: string;
  /** The 20th day falls on a weekend: state rules on counting time may differ, so the letter keeps the earlier date. */
  dueOnWeekend: boolean;
}

/** The § 9-513(c) deadline for a demand received on `received`, or undefined if that is not a real date. */
export function lienTerminationDeadline(received: string): LienDeadline | undefined {
  const due = addCalendarDays(received, LIEN_TERMINATION_DAYS);
  const after = addCalendarDays(received, LIEN_TERMINATION_DAYS + 1);
  if (!due || !after) return undefined;
  return { received, due, after, dueOnWeekend: isWeekendDate(due) };
}
