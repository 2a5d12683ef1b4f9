import { SITE } from './config';
import { OG_LOCALE, type Lang } from '../i18n/lang';
import { alternatePaths } from '../i18n/twins';
import { canonicalPath } from './canonical-path';
import { shareCardFor, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCard } from './share-card';

/** Structured data is plain JSON; typed loosely on purpose (schema.org is open-ended). */
export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** Root-relative path of the page, e.g. `/guides/sba-loans`. */
  path: string;
  /** `website` for most pages, `article` for guides and articles. */
  ogType?: 'website' | 'article';
  noindex?: boolean;
  /** Where the canonical link points when it is not the page itself (a noindexed near-duplicate's main page). */
  canonicalPath?: string;
  /** Page-specific JSON-LD (Article, FAQPage, BreadcrumbList …); the home page also gets the organization. */
  jsonLd?: readonly JsonLd[];
  /** The page's language (from its URL); English by default. */
  lang?: Lang;
  /** The state a law or landing page is about, named on its share card. */
  cardState?: string;
}

/** `<link rel="alternate" hreflang>`: both languages and x-default (English), on both twins alike. */
export interface Alternate {
  hreflang: 'en' | 'es' | 'x-default';
  href: string;
}

interface HeadData {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  meta: ReadonlyArray<{ name?: string; property?: string; content: string }>;
  jsonLd: readonly JsonLd[];
  alternates: readonly Alternate[];
  /** The page's share card, on indexable pages only (the build draws it: src/integrations/share-cards.ts). */
  card?: ShareCard;
}

/**
 * The hreflang alternates of a page that has a twin in the other language (src/lib/i18n/pages.ts): en, es
 * and x-default → en, the same set on both. None for an untranslated or noindexed page.
 */
export function alternatesOf(path: string): Alternate[] {
  return alternatePaths(canonicalPath(path)).map(({ hreflang, path: to }) => ({ hreflang, href: absoluteUrl(to) }));
}

export function absoluteUrl(path: string, base: string = SITE.url): string {
  return new URL(path, base + '/').toString();
}

/** Trailing slashes are never used on this site; the canonical form has none (except the root). */
export { canonicalPath };

/** The page title with the brand appended, unless the title already names it (the home page): once, never twice. */
function fullTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': SITE.structuredData.type,
    name: SITE.name,
    url: SITE.url + '/',
    description: SITE.structuredData.description,
    email: SITE.email,
    areaServed: { '@type': 'Country', name: SITE.structuredData.areaServed },
    currenciesAccepted: SITE.structuredData.currency,
    sameAs: Object.values(SITE.social),
  };
}

/** Schema.org types that describe the page's own text, and so carry its language. */
const WRITTEN_TYPES = new Set(['Article', 'BlogPosting', 'FAQPage', 'WebPage', 'DefinedTermSet']);

export function buildHead(page: PageMeta): HeadData {
  const canonical = absoluteUrl(canonicalPath(page.canonicalPath ?? page.path));
  const title = fullTitle(page.title);
  const robots = page.noindex ? 'noindex, follow' : 'index, follow';
  const lang = page.lang ?? 'en';
  // A noindexed page is not one to share: it keeps the small text-only preview.
  const card = page.noindex ? undefined : shareCardFor({ path: canonicalPath(page.path), title: page.title, lang, state: page.cardState });
  const withLanguage = (data: JsonLd): JsonLd => (WRITTEN_TYPES.has(String(data['@type'])) && !('inLanguage' in data) ? { ...data, inLanguage: lang } : data);
  return {
    title,
    description: page.description,
    canonical,
    robots,
    meta: [
      { property: 'og:type', content: page.ogType ?? 'website' },
      { property: 'og:site_name', content: SITE.name },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: OG_LOCALE[lang] },
      ...(card
        ? [
            { property: 'og:image', content: absoluteUrl(card.src) },
            { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
            { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
            { property: 'og:image:alt', content: card.alt },
          ]
        : []),
      // X reads og:title and og:description when its own tags are absent; the card type and picture are its own.
      { name: 'twitter:card', content: card ? 'summary_large_image' : 'summary' },
      ...(card
        ? [
            { name: 'twitter:image', content: absoluteUrl(card.src) },
            { name: 'twitter:image:alt', content: card.alt },
          ]
        : []),
    ],
    // The organization is described once, on the home page (where search engines look for it), not
    // repeated in every page's first round trip.
    jsonLd: [...(canonicalPath(page.path) === '/' ? [organizationJsonLd()] : []), ...(page.jsonLd ?? []).map(withLanguage)],
    alternates: page.noindex ? [] : alternatesOf(page.path),
    ...(card ? { card } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface QA {
  question: string;
  answer: string;
}

export function faqPageJsonLd(items: readonly QA[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON-LD goes into a <script> element as raw text: escape `<` so no string in the data
 * (a title, an FAQ answer) can close the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface DefinedTermLike {
  id: string;
  term: string;
}

/**
 * The glossary as a schema.org DefinedTermSet: each term's name and anchor. The definitions stay in the
 * page's own <dfn>/<dd> markup: repeating 40+ of them here would cost the page its 14 KB budget. Each term's
 * url is its anchor alone ("#factor-rate"): schema.org's JSON-LD context types `url` as an IRI, so it
 * resolves against the page's own URL, and 40+ copies of the absolute address stay out of the first round trip.
 */
export function definedTermSetJsonLd(name: string, path: string, terms: readonly DefinedTermLike[]): JsonLd {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name,
    url,
    hasDefinedTerm: terms.map((t) => ({ '@type': 'DefinedTerm', name: t.term, url: `#${t.id}` })),
  };
}
