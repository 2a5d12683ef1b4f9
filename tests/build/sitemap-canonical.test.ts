/**
 * Issue 14: the sitemap lists exactly the indexable pages; every canonical link points to an indexable page
 * that exists in dist/; no noindex page is in the sitemap; city pages follow the indexing rule in code.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ERROR_PAGE_PATHS, builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { LANDING_BASE, stateIndustryUrl } from '@/lib/landing/urls';
import { isCityPageIndexable } from '@/lib/landing/indexing';
import { readLandingCatalog } from '../support/landing-catalog';

const pages = builtPages().filter((p) => !ERROR_PAGE_PATHS.has(p.path));
const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href).pathname.replace(/\/+$/, '') || '/' : undefined;
};
const indexable = new Set(pages.filter((p) => robots(p.html) === 'index, follow').map((p) => p.path));

describe('sitemap and canonical links', () => {
  it('the sitemap lists exactly the indexable pages', () => {
    const listed = sitemapPaths().map((p) => p.replace(/\/+$/, '') || '/');
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...indexable].sort());
  });

  it('gives each page its review date as lastmod: the "Last reviewed" date the page itself shows', () => {
    const xml = readdirSync(DIST)
      .filter((name) => /^sitemap-\d+\.xml$/.test(name))
      .map((name) => readFileSync(join(DIST, name), 'utf8'))
      .join('');
    const dated = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => ({ path: new URL(m[1]!).pathname, lastmod: m[2]! }));
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const { path, lastmod } of dated) {
      const shown = /(?:Last reviewed|Última revisión)\s*<time datetime="(\d{4}-\d{2}-\d{2})"/.exec(byPath.get(path)!.html)?.[1];
      expect(lastmod, path).toBe(shown);
    }
    // Every guide, article, site page and indexed state-law page has one.
    expect(dated.length).toBeGreaterThan(40);
  });

  it('every canonical link points to an indexable page that is built', () => {
    const bad: string[] = [];
    for (const page of pages) {
      const canonical = canonicalOf(page.html);
      if (!canonical || !indexable.has(canonical)) bad.push(`${page.path} → ${canonical}`);
    }
    expect(bad).toEqual([]);
  });

  it('an indexable page is its own canonical; a noindex page is "noindex, follow"', () => {
    for (const page of pages) {
      if (indexable.has(page.path)) expect(canonicalOf(page.html), page.path).toBe(page.path);
      else expect(robots(page.html), page.path).toBe('noindex, follow');
    }
  });

  it('city × industry pages follow the rule in src/lib/landing/indexing.ts', () => {
    const catalog = readLandingCatalog(join(process.cwd(), 'content'));
    let checked = 0;
    for (const state of catalog.states) {
      for (const city of state.cities) {
        for (const industry of catalog.industries) {
          const path = `${LANDING_BASE}/${state.slug}/${city.slug}/${industry}-cash-advance`;
          const page = pages.find((p) => p.path === path);
          expect(page, path).toBeDefined();
          const expected = isCityPageIndexable(city, industry);
          expect(indexable.has(path), path).toBe(expected);
          if (!expected) expect(canonicalOf(page!.html), path).toBe(stateIndustryUrl(state.slug, industry));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5 * 6 * 9);
  });
});
