/** Dates are calendar dates (YYYY-MM-DD in frontmatter); format them in UTC so no time zone shifts the day. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
