import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { HOME_GRID, HOME_GRID_STATE } from '@/data/home-grid';
import { landingUrl, stateIndustryUrl } from '@/lib/landing/urls';

const pages = new Map(builtPages().map((p) => [p.path, p]));
const home = pages.get('/')!;
// The grid itself: the list after the section's heading and its "View All Locations" button.
const grid = home.html.split('aria-labelledby="industries-title"')[1]?.split('</section>')[0]?.split('<ul').slice(1).join('<ul') ?? '';
const headingLinks = [...grid.matchAll(/<h3[^>]*>\s*<a href="([^"]+)"/g)].map((m) => m[1]!);
const allLinks = [...grid.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];

describe('the home page industry grid', () => {
  it('links each industry name to its state × industry page, in the grid order', () => {
    expect(headingLinks).toEqual(HOME_GRID.map((tile) => stateIndustryUrl(HOME_GRID_STATE, tile.industry)));
  });

  it('every industry link opens a built page that is indexed, canonical to itself and in the sitemap', () => {
    const sitemap = new Set(sitemapPaths());
    expect(headingLinks.length).toBe(8);
    for (const path of headingLinks) {
      const page = pages.get(path);
      expect(page, path).toBeDefined();
      expect(robotsOf(page!.html), path).toBe('index, follow');
      expect(canonicalOf(page!.html)?.replace(/\/$/, ''), path).toBe(path);
      expect(sitemap.has(path), path).toBe(true);
    }
  });

  it('keeps the three city links of each industry', () => {
    const cityLinks = HOME_GRID.flatMap((tile) => tile.cities.map((city) => landingUrl(HOME_GRID_STATE, city, tile.industry)));
    expect(allLinks.filter((href) => !headingLinks.includes(href))).toEqual(cityLinks);
  });
});
