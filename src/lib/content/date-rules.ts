/**
 * Content dates are calendar dates written YYYY-MM-DD. YAML turns an unquoted `2026-02-30` into a Date of
 * March 2 (and `2026-13-45` into February 14, 2027) before any schema sees it, so an impossible date is
 * caught twice: in the raw text of the file (findBadDates, run by the content-dates integration before
 * content is loaded) and by the schema (parseContentDate), which also refuses "Nov 22, 2026" and times.
 */

/** Frontmatter and data fields that hold a content date (in every collection). */
const DATE_FIELDS = ['publishDate', 'updatedDate', 'lastReviewed', 'inForceDate'] as const;

export const dateMessage = (field: string, value: string): string =>
  `${field}: "${value}" is not a real date written YYYY-MM-DD, e.g. 2026-11-22.`;

/** The date for a YYYY-MM-DD string that names a real day, at 00:00 UTC; otherwise undefined. */
export function realIsoDate(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls impossible days over (Feb 30 → Mar 2): a real date survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/**
 * A schema value (YAML gives a Date for an unquoted date, a string for a quoted one) as a calendar date,
 * or undefined. A Date with a time of day came from a timestamp, not a date, and is refused.
 */
export function parseContentDate(value: unknown): Date | undefined {
  if (typeof value === 'string') return realIsoDate(value.trim());
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds() || value.getUTCMilliseconds() ? undefined : value;
  }
  return undefined;
}

/**
 * Every unquoted date field in a content file's text whose value is not a real YYYY-MM-DD date: the
 * values YAML would roll over or turn into something else before the schema sees them. Quoted values
 * stay text, and the schema checks them with the same rule and message. A file that starts with `---`
 * (Markdown, MDX) is read up to the closing `---` only; a YAML file is read whole.
 */
export function findBadDates(text: string): Array<{ field: string; value: string; line: number }> {
  const bad: Array<{ field: string; value: string; line: number }> = [];
  const pattern = new RegExp(`^\\s*(${DATE_FIELDS.join('|')})\\s*:\\s*(.*?)\\s*$`);
  let lines = text.split('\n');
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line));
    lines = lines.slice(0, end < 0 ? lines.length : end);
  }
  lines.forEach((line, index) => {
    const m = pattern.exec(line);
    if (!m) return;
    const value = (m[2] ?? '').replace(/\s+#.*$/, '');
    if (/^(['"]).*\1$/.test(value)) return;
    if (!realIsoDate(value)) bad.push({ field: m[1] ?? '', value, line: index + 1 });
  });
  return bad;
}
