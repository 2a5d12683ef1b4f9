import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { describeMinimums } from '@/lib/eligibility/minimums';
import { MINIMUMS_WORDS_EN } from '@/lib/eligibility/minimums.en';

const CONTENT = join(process.cwd(), 'content');
const yamlIds = (dir: string) =>
  readdirSync(join(CONTENT, dir))
    .filter((f) => /^[^_].*\.ya?ml$/.test(f))
    .map((f) => f.replace(/\.ya?ml$/, ''));
const citiesOf = (state: string) =>
  [...readFileSync(join(CONTENT, 'states', `${state}.yaml`), 'utf8').matchAll(/^\s+- slug: ([a-z0-9-]+)/gm)].map((m) => m[1]!);

const states = yamlIds('states');
const industries = yamlIds('industries');
const base = '/resources/funding-by-location';
const combos = states.flatMap((s) => citiesOf(s).flatMap((c) => industries.map((i) => `${base}/${s}/${c}/${i}-cash-advance`)));
const statePages = states.map((s) => `${base}/${s}`);
const stateIndustry = states.flatMap((s) => industries.map((i) => `${base}/${s}/${i}-cash-advance`));

test.describe('landing pages in the build', () => {
  test('every state, state × industry and state × city × industry page is built; state-level pages are in the sitemap', () => {
    const built = new Set(builtPages().map((p) => p.path));
    const sitemap = new Set(sitemapPaths());
    expect(combos.length).toBeGreaterThanOrEqual(5 * 6 * 9);
    for (const path of [...combos, ...statePages, ...stateIndustry]) expect(built, path).toContain(path);
    for (const path of [...statePages, ...stateIndustry]) expect(sitemap, path).toContain(path);
  });

  test('titles, descriptions and H1s are unique across them', () => {
    const seen = { title: new Set<string>(), description: new Set<string>(), h1: new Set<string>() };
    for (const path of [...combos, ...statePages, ...stateIndustry]) {
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
  const cases: Array<[string, string]> = [
    [`${base}/california/los-angeles/bakeries-cash-advance`, `${base}/california/los-angeles/restaurants-cash-advance`],
    [`${base}/oregon/portland/trucking-cash-advance`, `${base}/california/los-angeles/trucking-cash-advance`],
    [`${base}/los-angeles/california/auto-repair-cash-advance`, `${base}/california/los-angeles/auto-repair-cash-advance`],
    [`${base}/texas/bakeries-cash-advance`, `${base}/texas/restaurants-cash-advance`],
    [`${base}/oregon`, `${base}/california`],
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

test.describe('an unknown city in a known state', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows a note naming the city, never another city’s page, and a tap on the state link goes there', async ({ page }) => {
    const from = `${base}/texas/lubbock/restaurants-cash-advance`;
    const response = await page.goto(from);
    expect(response?.status()).toBe(404);
    const note = page.locator('[data-uncovered-city]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Lubbock, Texas, is not one of the cities we cover yet.');
    // It stays: no hop to Houston (or anywhere) after the no-script refresh delay has passed.
    await page.waitForTimeout(3500);
    expect(new URL(page.url()).pathname).toBe(from);
    await note.getByRole('link', { name: 'Restaurants cash advances in Texas' }).tap();
    await expect(page).toHaveURL(new RegExp(`${base}/texas/restaurants-cash-advance$`));
    await page.goBack();
    await page
      .locator('[data-uncovered-city]')
      .getByRole('link', { name: /^Funding in Texas/ })
      .tap();
    await expect(page).toHaveURL(new RegExp(`${base}/texas$`));
  });
});

test.describe('a city landing page', () => {
  const path = '/resources/funding-by-location/new-york/buffalo/manufacturing-cash-advance';

  test('has its sections and law panel, names the city in a sentence, and defers to the state page', async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Manufacturing funding in Buffalo, New York');
    await expect(page.locator('header [data-lead]')).toContainText('Buffalo is a Great Lakes city');
    await expect(page.getByRole('heading', { name: 'New York financing rules' })).toBeVisible();
    await expect(page.getByText(/Last reviewed/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Qualification Check' })).toBeVisible();
    await expect(page.getByText('Buffalo ZIP codes include 14202, 14203')).toBeVisible();
    const types = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    // No city note on manufacturing for Buffalo: the rule makes the page noindex, canonical to the state page.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/resources/funding-by-location/new-york/manufacturing-cash-advance');
    const cta = page.locator('main a[data-apply]').last();
    expect(new URL((await cta.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe('localized-pages');
    await page.getByRole('link', { name: /manufacturing cash advances in New York/ }).click();
    await expect(page).toHaveURL(/\/new-york\/manufacturing-cash-advance$/);
  });

  test('states one set of minimums, from the shared table', async ({ page }) => {
    await page.goto('/resources/funding-by-location/texas/dallas/restaurants-cash-advance');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    // The advance's minimums appear once, worded exactly as the one table says them…
    const lines = describeMinimums('merchant-cash-advance', MINIMUMS_WORDS_EN);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(text.split(line).length - 1, line).toBe(1);
    // …and no other dollar minimum is stated anywhere else on the page.
    const revenueFigures = [...text.matchAll(/\$[\d,]+\+/g)].map((m) => m[0]);
    const fromTable = lines.join(' ').match(/\$[\d,]+\+/g) ?? [];
    expect(revenueFigures.sort()).toEqual([...fromTable].sort());
    expect(text).not.toContain('77002');
  });

  test.describe('at 390px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the comparison table becomes stacked cards that fit the screen', async ({ page }) => {
      await page.goto(path);
      const table = page.locator('.stack-table table').first();
      // One table in the HTML; at 390px its rows are laid out as cards, each cell labelled.
      await expect(page.locator('.stack-table thead').first()).not.toBeInViewport();
      const row = table.locator('tbody tr').filter({ hasText: 'Business Line of Credit' }).first();
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    for (const page_ of [path, '/resources/funding-programs/compare']) {
      test(`${page_}: the stacked table's caption spans the table's width, not one word a line`, async ({ page }) => {
        await page.goto(page_);
        const table = page.locator('.stack-table table').first();
        const caption = table.locator('caption');
        const [captionBox, tableBox] = [(await caption.boundingBox())!, (await table.boundingBox())!];
        expect(captionBox.width).toBeGreaterThanOrEqual(tableBox.width - 1);
        // A caption that fits in two lines at most (it was 5–8 lines in a 100px column).
        const lineHeight = await caption.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect(captionBox.height).toBeLessThanOrEqual(lineHeight * 2 + 16 + 1);
      });
    }
  });
});

test.describe('folded link lists on a touch phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });

  test('a tap opens a state’s industries on the locations list, and a tap on one goes there', async ({ page }) => {
    await page.goto(base);
    const trucking = page.locator('#texas').getByRole('link', { name: 'Trucking', exact: true });
    await expect(trucking).toBeHidden();
    await page.locator('#texas summary').tap();
    await trucking.tap();
    await expect(page).toHaveURL(`${base}/texas/trucking-cash-advance`);
  });

  test('a tap opens a city’s industry pages on a state page, and a tap on one goes there', async ({ page }) => {
    await page.goto(`${base}/texas`);
    await page.getByText('Industry pages for Houston').tap();
    await page.locator('#houston').getByRole('link', { name: 'Restaurants', exact: true }).tap();
    await expect(page).toHaveURL(`${base}/texas/houston/restaurants-cash-advance`);
  });
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('taps from the locations list to a state, an industry in it, and a city', async ({ page }) => {
    await page.goto(base);
    await page.getByRole('link', { name: /^Texas/ }).click();
    await expect(page).toHaveURL(`${base}/texas`);
    await expect(page.locator('h1')).toHaveText('Small-business funding in Texas');

    const trucking = page.getByRole('link', { name: 'Trucking', exact: true });
    expect((await trucking.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await trucking.click();
    await expect(page).toHaveURL(`${base}/texas/trucking-cash-advance`);
    await expect(page.locator('h1')).toHaveText('Trucking cash advance in Texas');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    await page.getByRole('link', { name: 'Trucking in El Paso' }).click();
    await expect(page).toHaveURL(`${base}/texas/el-paso/trucking-cash-advance`);
    await expect(page.locator('h1')).toHaveText('Trucking funding in El Paso, Texas');
  });

  test('a state card opens its industries, and the industry’s worked offer opens the calculator filled in', async ({ page }) => {
    await page.goto(base);
    await page.getByText('9 industries in Florida').click();
    await page.getByRole('link', { name: 'Restaurants', exact: true }).click();
    await expect(page).toHaveURL(`${base}/florida/restaurants-cash-advance`);
    await page.getByRole('link', { name: 'Open in the calculator' }).first().click();
    // content/industries/restaurants.yaml workedOffer: $30,000 at 1.3, 15% of $70,000 a month.
    await expect(page).toHaveURL(/\/funding-calculator\?advance=30000&factor=1\.3&holdback=15&revenue=70000$/);
  });

  test('breadcrumbs wrap between crumbs, with no line starting with a separator and no separator at the end', async ({ page }) => {
    await page.goto(`${base}/new-york/new-york-city/general-contractors-cash-advance`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // Each line of the trail, as the kinds of its visible parts in order: 'a' for a link, '›' for a separator.
    const lines = await crumbs.locator('a, span[aria-hidden="true"]').evaluateAll((parts) => {
      const rows = new Map<number, string[]>();
      for (const el of parts) {
        const box = el.getBoundingClientRect();
        if (box.width === 0) continue;
        const row = Math.round(box.top + box.height / 2);
        rows.set(row, [...(rows.get(row) ?? []), el.tagName === 'A' ? 'a' : '›']);
      }
      return [...rows.entries()].sort((x, y) => x[0] - y[0]).map(([, kinds]) => kinds);
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line[0], JSON.stringify(lines)).toBe('a');
    expect(lines.at(-1)!.at(-1), JSON.stringify(lines)).toBe('a');
    const last = crumbs.getByRole('link').last();
    await expect(last).toHaveText('New York City');
    await last.click();
    await expect(page).toHaveURL(`${base}/new-york#new-york-city`);
  });
});

test.describe('State x Industry finder', () => {
  test('goes straight to the state × industry page with JavaScript, or to a city page when a city is chosen', async ({ page }) => {
    await page.goto('/resources/find');
    await page.getByLabel('State', { exact: true }).selectOption('texas');
    await page.getByLabel('Industry', { exact: true }).selectOption('salons-and-barbers');
    await page.getByRole('button', { name: 'Show the page' }).click();
    await page.waitForURL('**/texas/salons-and-barbers-cash-advance');
    await page.goto('/resources/find');
    await page.getByLabel('State', { exact: true }).selectOption('texas');
    await page.getByLabel(/^City/).selectOption('austin');
    await page.getByLabel('Industry', { exact: true }).selectOption('trucking');
    await page.getByRole('button', { name: 'Show the page' }).click();
    await page.waitForURL('**/texas/austin/trucking-cash-advance');
  });

  test('in Spanish, at 390px, leads to the Spanish state × industry page, or to a city page (English) when a city is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/recursos/buscar-por-estado-e-industria');
    await page.getByLabel('Estado', { exact: true }).selectOption('new-york');
    await page.getByLabel('Industria', { exact: true }).selectOption('restaurants');
    await page.getByRole('button', { name: 'Mostrar la página' }).click();
    await expect(page).toHaveURL(/\/es\/recursos\/financiamiento-por-ubicacion\/nueva-york\/restaurantes$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/es/recursos/buscar-por-estado-e-industria');
    await page.getByLabel('Estado', { exact: true }).selectOption('texas');
    await page.getByLabel(/^Ciudad/).selectOption('austin');
    await page.getByLabel('Industria', { exact: true }).selectOption('trucking');
    await page.getByRole('button', { name: 'Mostrar la página' }).click();
    await expect(page).toHaveURL(/\/resources\/funding-by-location\/texas\/austin\/trucking-cash-advance$/);
  });

  test('links every state × industry page without JavaScript, one tap each at 390px', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/resources/find');
    const texas = page.getByRole('region', { name: 'Texas' });
    const link = texas.getByRole('link', { name: 'Trucking' });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(/\/texas\/trucking-cash-advance$/);
    await context.close();
  });
});

test.describe('home page industry grid', () => {
  for (const width of [390, 768, 1280]) {
    test(`at ${width}px, a tap on an industry name opens its state × industry page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('link', { name: 'Trucking in California', exact: true }).click();
      await expect(page).toHaveURL(/\/resources\/funding-by-location\/california\/trucking-cash-advance$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trucking cash advance in California');
    });
  }
});
