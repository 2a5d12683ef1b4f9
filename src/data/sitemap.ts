/**
 * What the sitemap lists, read once through the content layer: the same published-content queries, places
 * and state-law entries the pages are built from, and the same indexing rules their robots tags use
 * (isIndexable for state laws, isCityPageIndexable for city pages). lastmod is a page's review date.
 */
import { getCollection } from 'astro:content';
import { getArticles, getGuides, getHelpPages, getSitePages, urlOf } from './published';
import { helpUrl } from '@/lib/content/urls';
import { loadPlaces } from './places';
import { getStateLaws } from './state-laws';
import { isoDate } from '@/lib/content/dates';
import { isCityPageIndexable } from '@/lib/landing/indexing';
import { landingUrl } from '@/lib/landing/urls';
import { stateIndustryUrlIn, statePageUrlIn } from '@/lib/landing/urls-in';
import { LANGS } from '@/lib/i18n/lang';
import { ROUTES } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { alternatePaths, stateLawPathEs, twinOf } from '@/lib/i18n/twins';
import type { SitemapEntry } from '@/lib/site/sitemap';
import { isIndexable, stateLawPath } from '@/lib/state-laws/rules';

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const editorial = (['en', 'es'] as const).map(async (lang) => [...(await getGuides(lang)), ...(await getArticles(lang)), ...(await getSitePages(lang))]);
  const entries = (await Promise.all(editorial)).flat();
  // A route in ROUTES that is a content file's URL is listed (or not, as a draft) through the content
  // entries; the rest of ROUTES are the site's own pages, all indexable. In-page anchors are not pages.
  const help = [...(await getHelpPages('en')), ...(await getHelpPages('es'))];
  const contentUrls = new Set([
    ...[...(await getCollection('guides')), ...(await getCollection('blog')), ...(await getCollection('pages'))].map(urlOf),
    ...(await getCollection('help')).map((entry) => helpUrl(entry.id)),
  ]);
  // Spanish pages that are not content files: the home page, tools, FAQ, the landing hubs and the state-law hub (its sorted
  // copies and the 404 page are noindex, so not listed).
  const esOwn = Object.entries(ES_ROUTES)
    .filter(([key, path]) => !contentUrls.has(path) && key !== 'notFound' && !path.includes('/orden/'))
    .map(([, path]) => path);
  const ownPages = [...new Set([...Object.values(ROUTES), ...esOwn])].filter((path) => !path.includes('#') && !contentUrls.has(path));

  const places = await loadPlaces();
  // Each state and state × industry page in both languages; city pages are English only.
  const landing = places.states.flatMap((state) => [
    ...LANGS.flatMap((lang) => [statePageUrlIn(lang, state.id), ...places.industries.map((industry) => stateIndustryUrlIn(lang, state.id, industry.id))]),
    ...state.data.cities.flatMap((city) =>
      places.industries.filter((industry) => isCityPageIndexable(city, industry.id)).map((industry) => landingUrl(state.id, city.slug, industry.id)),
    ),
  ]);

  const laws = (await getStateLaws()).filter(isIndexable);

  return withAlternates([
    ...ownPages.map((path) => ({ path })),
    ...entries.map((entry) => ({ path: urlOf(entry), lastmod: isoDate(entry.data.updatedDate) })),
    ...help.map((entry) => ({ path: helpUrl(entry.id), lastmod: isoDate(entry.data.updatedDate) })),
    ...landing.map((path) => ({ path })),
    ...laws.flatMap((law) => [
      { path: stateLawPath(law.slug), lastmod: law.lastReviewed },
      { path: stateLawPathEs(law.slug), lastmod: law.lastReviewed },
    ]),
  ]);
}

/** Each translated page lists both languages and x-default (English), the same set as its hreflang links. */
function withAlternates(entries: SitemapEntry[]): SitemapEntry[] {
  const listed = new Set(entries.map((entry) => entry.path));
  return entries.map((entry) => {
    const twin = twinOf(entry.path);
    return twin && listed.has(twin.path) ? { ...entry, alternates: alternatePaths(entry.path) } : entry;
  });
}
