import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builtPages, type BuiltPage } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { SORT_KEYS, isIndexable, sortPath, stateLawPath, type StateLawData } from '@/lib/state-laws/rules';

/** Expectations come from the data files and the rule in src/lib, not from a list typed here. */
const DIR = join(process.cwd(), 'content', 'state-laws');
const entries = readdirSync(DIR)
  .filter((f) => /^[^_].*\.yaml$/.test(f))
  .map((f) => ({ slug: f.replace(/\.yaml$/, ''), data: parse(readFileSync(join(DIR, f), 'utf8')) as StateLawData }));

const pages = new Map<string, BuiltPage>(builtPages().map((p) => [p.path, p]));
const sitemap = new Set(sitemapPaths());
const statePages = entries.map((e) => ({ ...e, path: stateLawPath(e.slug), page: pages.get(stateLawPath(e.slug)) }));

const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
/** External links in the Sources section (from its heading to the end of the main column). */
const sourcesSection = (html: string) => html.split('id="sources-title"')[1]?.split('</section>')[0] ?? '';
/** The hrefs as a browser reads them: HTML attribute values escape & as &amp; (Astro 7 always does). */
const sourceLinks = (html: string) => [...sourcesSection(html).matchAll(/<a href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
/** State slugs in the order the hub's table lists them. */
const tableOrder = (html: string) => [...(html.split('<tbody>')[1] ?? '').matchAll(/<tr data-state="([a-z-]+)"/g)].map((m) => m[1]!);

describe('the state-law reference in dist/', () => {
  it('has the 50 states and DC in the data, and a page for each', () => {
    expect(entries).toHaveLength(51);
    for (const s of statePages) expect(s.page, s.path).toBeDefined();
  });

  it('gives each state page a unique title and a unique description of 50–160 characters', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const s of statePages) {
      const title = titleOf(s.page!.html)!;
      const description = descriptionOf(s.page!.html)!;
      expect(title, s.path).toContain(s.data.name);
      expect(description.length, s.path).toBeGreaterThanOrEqual(50);
      expect(description.length, s.path).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(51);
    expect(descriptions.size).toBe(51);
  });

  it('lists at least one source on every page, as plain (not sponsored) links', () => {
    for (const s of statePages) {
      const links = sourceLinks(s.page!.html);
      expect(links.length, s.path).toBeGreaterThanOrEqual(1);
      expect(links.length, s.path).toBe(s.data.officialSources.length + s.data.analysis.length);
      // Official text first, in data order, then the analysis.
      expect(links, s.path).toEqual([...s.data.officialSources, ...s.data.analysis].map((source) => source.url));
    }
    expect(statePages.filter((s) => /rel="[^"]*sponsored/.test(sourcesSection(s.page!.html))).map((s) => s.path)).toEqual([]);
  });

  it('marks pages with nothing of their own noindex and keeps them out of the sitemap; the rest are indexed and listed', () => {
    const noindexed = statePages.filter((s) => !isIndexable(s.data));
    const indexed = statePages.filter((s) => isIndexable(s.data));
    // Fixtures for both sides of the rule.
    expect(noindexed.map((s) => s.slug)).toContain('ohio');
    expect(indexed.map((s) => s.slug)).toEqual(expect.arrayContaining(['texas', 'illinois', 'massachusetts']));
    for (const s of noindexed) {
      expect(robotsOf(s.page!.html), s.path).toBe('noindex, follow');
      expect(sitemap.has(s.path), `${s.path} is in the sitemap`).toBe(false);
    }
    for (const s of indexed) {
      expect(robotsOf(s.page!.html), s.path).toBe('index, follow');
      expect(sitemap.has(s.path), `${s.path} is missing from the sitemap`).toBe(true);
    }
  });

  it('never says a law does not exist', () => {
    const hub = [...pages.values()].filter((p) => p.path.startsWith('/resources/state-laws'));
    expect(hub.length).toBe(51 + SORT_KEYS.length);
    for (const page of hub) expect(/none exists|no law exists|law does not exist/i.test(page.html), page.path).toBe(false);
  });

  it('links every state from the hub, alphabetically, and the hub is in the sitemap', () => {
    const hub = pages.get(sortPath('name'))!;
    expect(hub).toBeDefined();
    expect(sitemap.has(sortPath('name'))).toBe(true);
    const order = tableOrder(hub.html);
    expect(order).toEqual([...order].sort((a, b) => entries.find((e) => e.slug === a)!.data.name.localeCompare(entries.find((e) => e.slug === b)!.data.name)));
    expect(new Set(order)).toEqual(new Set(entries.map((e) => e.slug)));
    for (const e of entries) expect(hub.html, e.slug).toContain(`href="${stateLawPath(e.slug)}"`);
  });

  it('builds each sorted copy of the table in its own order, noindex and out of the sitemap', () => {
    const nameOrder = tableOrder(pages.get(sortPath('name'))!.html);
    for (const key of SORT_KEYS.filter((k) => k !== 'name')) {
      const page = pages.get(sortPath(key));
      expect(page, key).toBeDefined();
      expect(robotsOf(page!.html), key).toBe('noindex, follow');
      expect(sitemap.has(sortPath(key)), key).toBe(false);
      const order = tableOrder(page!.html);
      expect(new Set(order), key).toEqual(new Set(nameOrder));
      expect(order, key).not.toEqual(nameOrder);
    }
  });
});
