/**
 * The site's languages. English is the default and keeps its unprefixed URLs; Spanish lives under /es/
 * (astro.config.mjs `i18n`). Pure data: islands import it too.
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The locale every `Intl` formatter uses: US conventions in both (es-US writes $1,234.50 as en-US does). */
export const INTL_LOCALE: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-US' };

/** `og:locale` values. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { en: 'en_US', es: 'es_US' };

/** Which language a root-relative path is in: everything under /es is Spanish. */
export function langOfPath(path: string): Lang {
  return path === '/es' || path.startsWith('/es/') || path.startsWith('/es?') || path.startsWith('/es#') ? 'es' : 'en';
}

/** Narrow Astro's `currentLocale` (a string or undefined) to a Lang. */
export function asLang(value: string | undefined): Lang {
  return value === 'es' ? 'es' : 'en';
}
