/**
 * The sitemap's XML, from a list of pages. Which pages and which dates is decided once, from the content
 * layer, in src/data/sitemap.ts (the same modules and indexing rules the pages render with). Pure.
 */

export interface SitemapEntry {
  /** URL path, e.g. `/guides/sba-loans`; `/` for the home page. */
  path: string;
  /** YYYY-MM-DD: the day the page's facts were last reviewed, where it has one. */
  lastmod?: string;
  /** The page in each language, itself included, where it has a translation (written as xhtml:link). */
  alternates?: ReadonlyArray<{ hreflang: string; path: string }>;
}

/** The file the index points to (one file holds up to 50,000 URLs; the site has a few hundred). */
export const SITEMAP_FILE = '/sitemap-0.xml';
export const SITEMAP_INDEX = '/sitemap-index.xml';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The absolute URL of a path, without a trailing slash (the home page is the bare origin, as its canonical). */
export const absoluteUrl = (site: string, path: string): string => (path === '/' ? site : `${site}${path}`);

/** One `<urlset>`, sorted by path, each path once; throws on a duplicate so two rules cannot list a page twice. */
export function sitemapXml(site: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  for (const { path } of entries) {
    if (seen.has(path)) throw new Error(`Sitemap: ${path} is listed twice.`);
    seen.add(path);
  }
  const urls = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path, 'en'))
    .map(({ path, lastmod, alternates = [] }) => {
      const links = alternates
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(absoluteUrl(site, alt.path))}"/>`)
        .join('');
      return `<url><loc>${escapeXml(absoluteUrl(site, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
    });
  return `${XML_HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">${urls.join('')}</urlset>`;
}

export function sitemapIndexXml(site: string): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}"><sitemap><loc>${site}${SITEMAP_FILE}</loc></sitemap></sitemapindex>`;
}
