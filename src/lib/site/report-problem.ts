/**
 * "Report a problem with this page": the one way corrections start (the editorial standards page says so).
 * A plain mailto: link to the editorial address with the page's title and address filled in, so a reader
 * needs no form and we collect nothing; the mail app sends it, or the reader does not.
 */
import { SITE } from './config';
import type { Lang } from '../i18n/lang';

export const REPORT_PROBLEM_LABEL: Readonly<Record<Lang, string>> = {
  en: 'Report a problem with this page',
  es: 'Informar un problema con esta página',
};

const SUBJECT_PREFIX: Readonly<Record<Lang, string>> = { en: 'Problem', es: 'Problema' };

/**
 * The link's address: subject "Problem: <title>", body the page's address. Every header value is
 * percent-encoded (RFC 6068 allows no `&`, `?`, `/`, `#` or space in one: they would end or change it).
 */
export function reportProblemHref(lang: Lang, title: string, pageUrl: string): string {
  const subject = encodeURIComponent(`${SUBJECT_PREFIX[lang]}: ${title}`);
  return `mailto:${SITE.email}?subject=${subject}&body=${encodeURIComponent(pageUrl)}`;
}
