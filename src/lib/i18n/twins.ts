/**
 * Which page is which page's twin: the table of page pairs (./pages.ts), the 51 state-law pages and the
 * landing pages (each state and state × industry page), for the language switcher, the hreflang alternates
 * and the sitemap. Build-time only: the islands import ./pages.ts,
 * which stays free of the state list.
 */
import { ROUTES } from '../site/routes';
import { canonicalPath } from '../site/canonical-path';
import { langOfPath, type Lang } from './lang';
import { PAGE_PAIRS, type PagePair } from './pages';
import { STATE_NAMES, spanishStateSlug } from './state-names-es';
import { INDUSTRY_SLUGS_ES, LANDING_STATES } from '../landing/urls';
import { stateIndustryUrlIn, statePageUrlIn } from '../landing/urls-in';

/** The Spanish state-law hub's pages: /es/recursos/leyes-estatales/<the Spanish name's slug>. */
export const stateLawPathEs = (slug: string): string => `${PAGE_PAIRS.stateLaws.es}/${spanishStateSlug(slug)}`;

/** The 51 state-law pages, each with its Spanish twin (one list of jurisdictions: ./state-names-es.ts). */
const STATE_LAW_PAIRS: readonly PagePair[] = Object.keys(STATE_NAMES).map((slug) => ({
  en: `${ROUTES.stateLaws}/${slug}`,
  es: stateLawPathEs(slug),
}));

/** Each state's landing page and its state × industry pages, with their Spanish twins (city pages stay English). */
const LANDING_PAIRS: readonly PagePair[] = LANDING_STATES.flatMap((state) => [
  { en: statePageUrlIn('en', state), es: statePageUrlIn('es', state) },
  ...Object.keys(INDUSTRY_SLUGS_ES).map((industry) => ({ en: stateIndustryUrlIn('en', state, industry), es: stateIndustryUrlIn('es', state, industry) })),
]);

/** Every page pair, for the sitemap's alternates and the build test. */
export const ALL_PAIRS: readonly PagePair[] = [...Object.values(PAGE_PAIRS), ...STATE_LAW_PAIRS, ...LANDING_PAIRS];

const byEnglish = new Map<string, string>(ALL_PAIRS.map((pair) => [pair.en, pair.es]));
const bySpanish = new Map<string, string>(ALL_PAIRS.map((pair) => [pair.es, pair.en]));

/** In-page anchors whose Spanish twin has its own (ASCII) id. */
const ANCHOR_TWINS: Readonly<Record<string, string>> = { 'how-we-make-money': 'como-ganamos-dinero' };

/**
 * The hreflang set of a page that has a twin: en, es and x-default (English), the same on both twins; empty
 * for an untranslated page. The head's <link rel="alternate"> and the sitemap's xhtml:link both write this.
 */
export function alternatePaths(path: string): Array<{ hreflang: 'en' | 'es' | 'x-default'; path: string }> {
  const twin = twinOf(path);
  if (!twin) return [];
  const en = twin.lang === 'en' ? twin.path : path;
  const es = twin.lang === 'es' ? twin.path : path;
  return [
    { hreflang: 'en', path: en },
    { hreflang: 'es', path: es },
    { hreflang: 'x-default', path: en },
  ];
}

/**
 * The same page in the other language, or undefined when it has no twin. Anchors follow where they have
 * a twin of their own; query strings are dropped (a tool's shared figures are language-free, but the
 * switcher is a plain link to the page).
 */
export function twinOf(path: string): { lang: Lang; path: string } | undefined {
  const hash = path.split('#')[1];
  const clean = canonicalPath(path);
  const from = langOfPath(clean);
  const twin = from === 'es' ? bySpanish.get(clean) : byEnglish.get(clean);
  if (!twin) return undefined;
  const lang: Lang = from === 'es' ? 'en' : 'es';
  if (!hash) return { lang, path: twin };
  const anchor = from === 'en' ? ANCHOR_TWINS[hash] : Object.keys(ANCHOR_TWINS).find((key) => ANCHOR_TWINS[key] === hash);
  return { lang, path: anchor ? `${twin}#${anchor}` : twin };
}

/**
 * Where the language switcher leads from a page: its twin, except on the "not found" pages, whose twin is
 * another error page (a reader there wants a page that exists, which each 404 page links).
 */
export function switchTargetOf(path: string): { lang: Lang; path: string } | undefined {
  const twin = twinOf(path);
  return twin && twin.path !== PAGE_PAIRS.notFound.en && twin.path !== PAGE_PAIRS.notFound.es ? twin : undefined;
}
