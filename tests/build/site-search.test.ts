/**
 * Issue 44: each language's search index is small enough to fetch on a first focus (≤ 40 KB gzipped), leads
 * only to pages and anchors that exist, and covers every indexable page of its language; the search pages
 * themselves are indexable twins with hreflang alternates.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages, gzipBytes } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { SEARCH_INDEX_URL, ROUTES } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { langOfPath, LANGS } from '@/lib/i18n/lang';
import { SEARCH_KINDS, type SearchIndex } from '@/lib/search/site-search';

const INDEX_BUDGET_BYTES = 40 * 1024;
const pages = new Map(builtPages().map((page) => [page.path, page.html]));
const indexOf = (lang: 'en' | 'es'): SearchIndex => JSON.parse(readFileSync(join(DIST, SEARCH_INDEX_URL[lang]), 'utf8')) as SearchIndex;

describe('the site search index', () => {
  for (const lang of LANGS) {
    it(`(${lang}) is at most 40 KB gzipped and holds every kind of entry`, () => {
      const bytes = gzipBytes(readFileSync(join(DIST, SEARCH_INDEX_URL[lang])));
      console.log(`${SEARCH_INDEX_URL[lang]}: ${bytes} B gzipped`);
      expect(bytes).toBeLessThanOrEqual(INDEX_BUDGET_BYTES);
      const kinds = new Set(indexOf(lang).docs.map((doc) => doc.k));
      // Both languages have every kind, the landing pages ('place') included.
      expect([...kinds].sort()).toEqual([...SEARCH_KINDS].sort());
    });

    it(`(${lang}) leads only to built pages of its language, and to anchors that exist on them`, () => {
      const broken = indexOf(lang).docs.flatMap(({ u }) => {
        const [path, anchor] = u.split('#');
        const html = pages.get(path!);
        if (!html || langOfPath(path!) !== lang) return [u];
        return anchor && !html.includes(`id="${anchor}"`) ? [u] : [];
      });
      expect(broken).toEqual([]);
    });

    it(`(${lang}) covers every page the sitemap lists in its language, but the home and search pages`, () => {
      const inIndex = new Set(indexOf(lang).docs.map((doc) => doc.u.split('#')[0]));
      const left = new Set(lang === 'es' ? ['/es', ES_ROUTES.search] : ['/', ROUTES.search]);
      const missing = sitemapPaths()
        .map((path) => path.replace(/\/+$/, '') || '/')
        .filter((path) => langOfPath(path) === lang && !left.has(path) && !inIndex.has(path));
      expect(missing).toEqual([]);
    });
  }

  it('has search pages in both languages, indexable twins with hreflang alternates and in the sitemap', () => {
    for (const [path, twin] of [
      [ROUTES.search, ES_ROUTES.search],
      [ES_ROUTES.search, ROUTES.search],
    ] as const) {
      const html = pages.get(path)!;
      expect(html, path).toMatch(/<meta name="robots" content="index, follow"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${langOfPath(twin)}" href="[^"]*${twin}"`));
      expect(sitemapPaths()).toContain(path);
      // Without script the page is the site's map: a list of links under each kind of page.
      expect((html.match(/<h3 class="text-xl font-semibold">/g) ?? []).length).toBeGreaterThanOrEqual(4);
    }
  });
});
