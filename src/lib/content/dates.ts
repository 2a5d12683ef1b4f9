import { INTL_LOCALE, type Lang } from '../i18n/lang';

/** Dates are calendar dates (YYYY-MM-DD in frontmatter); format them in UTC so no time zone shifts the day. */
export function formatDate(date: Date, lang: Lang = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "November 22, 2026" (or "22 de noviembre de 2026") from "2026-11-22". */
export const formatIsoDate = (iso: string, lang: Lang = 'en'): string => formatDate(new Date(`${iso}T00:00:00Z`), lang);

/** "Mar 5, 2026" (or "5 mar 2026") from "2026-03-05". */
export const shortDate = (iso: string, lang: Lang = 'en'): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
