import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from '../support/sitemap';
import { DIST } from '../support/dist';

/**
 * Which pages axe reads. Every page written on its own (guides, articles, help, tools, site pages, hubs) is
 * read at both widths. Pages generated from one template with other data (state-law pages, landing pages by
 * state, industry and city, in either language) are read by sample: the template is what axe judges, and
 * reading all ~250 of them doubled `npm test`'s time. Each family keeps its named pages (the kinds of
 * content the template shows: a law with an APR, a law without one, no law found) plus pages spread
 * evenly through the rest, and the test below fails if a family or a named page goes missing, so the
 * sample cannot shrink to nothing.
 */
const dirs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
const LANDING_DIR = join(DIST, 'resources', 'funding-by-location');
/** City × industry pages are noindex (src/lib/landing/indexing.ts) and not in the sitemap: one city per state, from the build. */
const cityPages = dirs(LANDING_DIR).flatMap((state) => {
  const city = dirs(join(LANDING_DIR, state)).find((name) => !name.endsWith('-cash-advance'));
  return city ? dirs(join(LANDING_DIR, state, city)).map((industry) => `/resources/funding-by-location/${state}/${city}/${industry}`) : [];
});
/** State-law pages with nothing of their own are noindex (src/lib/state-laws/rules.ts) and not in the sitemap: all 51 in each language, from the build. */
const stateLawPages = dirs(join(DIST, 'resources', 'state-laws'))
  .filter((name) => name !== 'sort')
  .map((slug) => `/resources/state-laws/${slug}`);
const stateLawPagesEs = dirs(join(DIST, 'es', 'recursos', 'leyes-estatales'))
  .filter((name) => name !== 'orden')
  .map((slug) => `/es/recursos/leyes-estatales/${slug}`);

interface Family {
  name: string;
  pattern: RegExp;
  /** Pages always read: one of each kind of content the template shows. */
  named: readonly string[];
  /** Pages read in all, named ones included. */
  keep: number;
}
const FAMILIES: readonly Family[] = [
  {
    name: 'state-law pages',
    pattern: /^\/resources\/state-laws\/(?!sort\/)[^/]+$/,
    named: ['new-york', 'california', 'texas', 'alabama', 'district-of-columbia'].map((slug) => `/resources/state-laws/${slug}`),
    keep: 8,
  },
  {
    name: 'Spanish state-law pages',
    pattern: /^\/es\/recursos\/leyes-estatales\/(?!orden\/)[^/]+$/,
    named: ['nueva-york', 'texas', 'alabama'].map((slug) => `/es/recursos/leyes-estatales/${slug}`),
    keep: 5,
  },
  { name: 'state × industry pages', pattern: /^\/resources\/funding-by-location\/[^/]+\/[^/]+-cash-advance$/, named: [], keep: 5 },
  { name: 'city × industry pages', pattern: /^\/resources\/funding-by-location\/[^/]+\/[^/]+\/[^/]+$/, named: [], keep: 5 },
  // Spanish landing pages by state and industry (three levels under /es/recursos/).
  { name: 'Spanish landing pages', pattern: /^\/es\/recursos\/(?!leyes-estatales\/)[^/]+\/[^/]+\/[^/]+$/, named: [], keep: 5 },
];

/** `keep` pages of a family: its named pages, then others spread evenly through the sorted list. */
function sample(pages: readonly string[], family: Family): string[] {
  const rest = pages.filter((path) => !family.named.includes(path)).sort();
  const room = Math.max(0, family.keep - family.named.length);
  const step = rest.length / Math.max(1, room);
  const spread = Array.from({ length: Math.min(room, rest.length) }, (_, i) => rest[Math.floor(i * step)]!);
  return [...family.named.filter((path) => pages.includes(path)), ...spread];
}

const everyPage = [...new Set([...sitemapPaths(), ...cityPages, ...stateLawPages, ...stateLawPagesEs])];
const familyOf = (path: string) => FAMILIES.find((family) => family.pattern.test(path));
const members = new Map(FAMILIES.map((family) => [family, everyPage.filter((path) => familyOf(path) === family)]));
const paths = [...everyPage.filter((path) => !familyOf(path)), ...FAMILIES.flatMap((family) => sample(members.get(family)!, family)), '/404'];

test('axe reads every kind of page, and every sampled family with its named pages', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect(paths).toContain('/funding-calculator');
  for (const family of FAMILIES) {
    const all = members.get(family)!;
    // A family the build no longer makes (its pattern outdated) would silently drop out of the sample.
    expect(all.length, family.name).toBeGreaterThan(family.keep);
    for (const path of family.named) expect(paths, `${family.name}: ${path}`).toContain(path);
  }
});

const CHUNKS = 8;
const chunk = <T>(items: T[], n: number) => Array.from({ length: n }, (_, i) => items.filter((_, j) => j % n === i));

for (const [width, list] of [
  [390, paths],
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
