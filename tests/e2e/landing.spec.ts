import { test, expect } from '@playwright/test';
import { enhancedFaq } from '../support/faq';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';

const CONTENT = join(process.cwd(), 'content');
const yamlIds = (dir: string) => readdirSync(join(CONTENT, dir)).filter((f) => /^[^_].*\.ya?ml$/.test(f)).map((f) => f.replace(/\.ya?ml$/, ''));
const citiesOf = (state: string) => [...readFileSync(join(CONTENT, 'states', `${state}.yaml`), 'utf8').matchAll(/^\s+- slug: ([a-z0-9-]+)/gm)].map((m) => m[1]!);

const states = yamlIds('states');
const industries = yamlIds('industries');
const combos = states.flatMap((s) => citiesOf(s).flatMap((c) => industries.map((i) => `/resources/funding-by-location/${s}/${c}/${i}-cash-advance`)));

test.describe('landing pages in the build', () => {
  test('every state × city × industry is built and in the sitemap', () => {
    const built = new Set(builtPages().map((p) => p.path));
    const sitemap = new Set(sitemapPaths());
    expect(combos.length).toBeGreaterThanOrEqual(5 * 6 * 9);
    for (const path of combos) {
      expect(built, path).toContain(path);
      expect(sitemap, path).toContain(path);
    }
  });

  test('titles, descriptions and H1s are unique across them', () => {
    const seen = { title: new Set<string>(), description: new Set<string>(), h1: new Set<string>() };
    for (const path of combos) {
      const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
      const parts = {
        title: /<title>([^<]+)</.exec(html)?.[1],
        description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
        h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1],
      };
      for (const key of ['title', 'description', 'h1'] as const) {
        expect(parts[key], `${path} ${key}`).toBeTruthy();
        expect(seen[key].has(parts[key]!), `${path} repeats a ${key}`).toBe(false);
        seen[key].add(parts[key]!);
      }
    }
  });
});

test.describe('fallbacks through the 404 page', () => {
  const base = '/resources/funding-by-location';
  const cases: Array<[string, string]> = [
    [`${base}/california/los-angeles/bakeries-cash-advance`, `${base}/california/los-angeles/restaurants-cash-advance`],
    [`${base}/oregon/portland/trucking-cash-advance`, `${base}/california/los-angeles/trucking-cash-advance`],
    [`${base}/texas/nowhere/trucking-cash-advance`, `${base}/texas/houston/trucking-cash-advance`],
    [`${base}/los-angeles/california/auto-repair-cash-advance`, `${base}/california/los-angeles/auto-repair-cash-advance`],
  ];
  for (const [from, to] of cases) {
    test(`${from.slice(base.length)} → ${to.slice(base.length)}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(404);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});

test.describe('a landing page', () => {
  const path = '/resources/funding-by-location/new-york/buffalo/manufacturing-cash-advance';

  test('has its sections, state-law panel and structured data', async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Manufacturing funding in Buffalo, New York');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Funding by Location');
    await expect(page.getByRole('heading', { name: 'New York financing rules' })).toBeVisible();
    await expect(page.getByText(/Last reviewed/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Qualification Check' })).toBeVisible();
    const types = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(path);
    const cta = page.locator('main a[data-apply]').last();
    expect(new URL((await cta.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe('localized-pages');
  });

  test('several FAQ answers can be open at once', async ({ page }) => {
    await page.goto(path);
    const faq = await enhancedFaq(page, 'multiple');
    const triggers = faq.getByRole('button');
    await triggers.nth(0).click();
    await triggers.nth(1).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('at 390px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the comparison table becomes stacked cards', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('table.data-table').first()).toBeHidden();
      await expect(page.locator('div.sm\\:hidden').getByText('Business Line of Credit').first()).toBeVisible();
    });
  });
});

test.describe('State x Industry finder', () => {
  test('goes straight to the chosen page with JavaScript', async ({ page }) => {
    await page.goto('/resources/find');
    await page.getByLabel('State', { exact: true }).selectOption('texas');
    await page.getByLabel('City', { exact: true }).selectOption('austin');
    await page.getByLabel('Industry', { exact: true }).selectOption('salons-and-barbers');
    await page.getByRole('button', { name: 'Show the page' }).click();
    await page.waitForURL('**/texas/austin/salons-and-barbers-cash-advance');
  });

  test('lists every page as links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/find');
    await page.getByRole('link', { name: 'Austin' }).first().click();
    await expect(page).toHaveURL(/\/texas\/austin\/[a-z-]+-cash-advance$/);
    await context.close();
  });
});
