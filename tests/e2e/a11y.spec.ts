import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from '../support/sitemap';
import { DIST } from '../support/dist';

/**
 * City × industry pages are noindex (src/lib/landing/indexing.ts), so the sitemap no longer lists them:
 * add one city per state, every industry, from the build.
 */
const LANDING_DIR = join(DIST, 'resources', 'funding-by-location');
const dirs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
const citySample = dirs(LANDING_DIR).flatMap((state) => {
  const city = dirs(join(LANDING_DIR, state)).find((name) => !name.endsWith('-cash-advance'));
  return city ? dirs(join(LANDING_DIR, state, city)).map((industry) => `/resources/funding-by-location/${state}/${city}/${industry}`) : [];
});
/** State-law pages with nothing of their own are noindex (src/lib/state-laws/rules.ts): add all 51 from the build. */
const STATE_LAW_DIR = join(DIST, 'resources', 'state-laws');
const stateLawPages = dirs(STATE_LAW_DIR)
  .filter((name) => name !== 'sort')
  .map((slug) => `/resources/state-laws/${slug}`);
/**
 * The Spanish state-law pages are the English pages' template (src/components/state-laws/StateLawPage.astro)
 * with other words: three of them (a law with an APR, a law without one, no law found) stand for the 51.
 */
const SPANISH_STATE_LAW = /^\/es\/recursos\/leyes-estatales\/(?!orden\/)[^/]+$/;
const SPANISH_STATE_SAMPLE = new Set(['nueva-york', 'texas', 'alabama'].map((slug) => `/es/recursos/leyes-estatales/${slug}`));
const sitemap = sitemapPaths().filter((path) => !SPANISH_STATE_LAW.test(path));
const paths = [...new Set([...sitemap, ...citySample, ...stateLawPages, ...SPANISH_STATE_SAMPLE]), '/404'];
const isLanding = (path: string) => /^\/resources\/funding-by-location\/[^/]+\/[^/]+\/[^/]+$/.test(path);

/**
 * Landing pages share one template, so at 390px we check every other page plus the landing pages of
 * each state's first city (every industry); at 1280px we check every page.
 */
const firstCities = new Set(
  paths
    .filter(isLanding)
    .map((p) => p.split('/').slice(0, 5).join('/'))
    .filter((prefix, i, all) => all.findIndex((x) => x.split('/')[3] === prefix.split('/')[3]) === i),
);
const narrowPaths = paths.filter((p) => !isLanding(p) || firstCities.has(p.split('/').slice(0, 5).join('/')));

const CHUNKS = 8;
const chunk = <T>(items: T[], n: number) => Array.from({ length: n }, (_, i) => items.filter((_, j) => j % n === i));

test('the sitemap lists every kind of page', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect(paths).toContain('/funding-calculator');
});

for (const [width, list] of [
  [390, narrowPaths],
  [1280, paths],
] as const) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    chunk([...list], CHUNKS).forEach((group, index) => {
      test(`pages group ${index + 1} of ${CHUNKS} (${group.length} pages)`, async ({ page }) => {
        test.setTimeout(300_000);
        const violations: string[] = [];
        for (const path of group) {
          await page.goto(path, { waitUntil: 'load' });
          if (path === '/404') await page.waitForURL((url) => url.pathname === '/');
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
          for (const v of results.violations) violations.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        expect(violations).toEqual([]);
      });
    });
  });
}
