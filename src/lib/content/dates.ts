/** Dates are calendar dates (YYYY-MM-DD in frontmatter); format them in UTC so no time zone shifts the day. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "November 22, 2026" from "2026-11-22". */
export const formatIsoDate = (iso: string): string => formatDate(new Date(`${iso}T00:00:00Z`));

/** "Mar 5, 2026" from "2026-03-05". */
export const shortDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
