import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fullStylesheetApplied } from '../support/page-ready';
import { ROUTES, SEARCH_INDEX_URL } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { SEARCH_TEXT_EN } from '@/lib/i18n/tools/search.en';
import { SEARCH_TEXT_ES } from '@/lib/i18n/tools/search.es';
import { UI } from '@/lib/i18n/ui';

const TEXT = { en: SEARCH_TEXT_EN, es: SEARCH_TEXT_ES } as const;

/** The results of one search box: its groups are sections headed by the kind's name. */
const group = (box: Locator, lang: 'en' | 'es', kind: keyof typeof SEARCH_TEXT_EN.kinds) =>
  box.locator('section[data-kind]').filter({ has: box.page().getByRole('heading', { name: TEXT[lang].kinds[kind], exact: true }) });

/** Types as a person does, into a box found by its label; then the status line counts the results shown. */
async function typeQuery(box: Locator, lang: 'en' | 'es', query: string) {
  const input = box.getByRole('searchbox', { name: TEXT[lang].label });
  await input.tap();
  await input.pressSequentially(query);
  const status = box.getByRole('status');
  await expect(status).toContainText(`“${query}”`, { timeout: 10_000 });
  await expect(status).toHaveText(TEXT[lang].found(await box.locator('[data-search-results] li').count(), query));
}

async function openSheet(page: Page, lang: 'en' | 'es') {
  await fullStylesheetApplied(page);
  await page.getByRole('button', { name: UI[lang].openNav }).tap();
  const sheet = page.getByRole('dialog', { name: UI[lang].navTitle });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('site search at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a page requests neither the search code nor its index until the reader touches the box', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/guides/merchant-cash-advance');
    await fullStylesheetApplied(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith('.js') || path.endsWith('.json'))).toEqual([]);
    const sheet = await openSheet(page, 'en');
    await sheet.getByRole('searchbox', { name: SEARCH_TEXT_EN.label }).tap();
    await expect.poll(() => requested.filter((path) => path === SEARCH_INDEX_URL.en).length).toBe(1);
  });

  test('from the sheet: "confession of judgment" shows grouped results with the words marked, and a tap leads to the glossary entry', async ({ page }) => {
    await page.goto('/');
    const sheet = await openSheet(page, 'en');
    await typeQuery(sheet, 'en', 'confession of judgment');
    for (const kind of ['article', 'glossary', 'faq', 'law'] as const) await expect(group(sheet, 'en', kind)).toBeVisible();
    await expect(
      sheet
        .locator('[data-search-results] mark')
        .filter({ hasText: /^confession/i })
        .first(),
    ).toBeVisible();
    await group(sheet, 'en', 'glossary').getByRole('link', { name: 'Confession of judgment', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === ROUTES.glossary && url.hash === '#confession-of-judgment');
  });

  test('from the Spanish sheet: "confesión de sentencia" leads to the Spanish glossary entry', async ({ page }) => {
    await page.goto('/es');
    const sheet = await openSheet(page, 'es');
    await typeQuery(sheet, 'es', 'confesión de sentencia');
    await expect(group(sheet, 'es', 'faq')).toBeVisible();
    await group(sheet, 'es', 'glossary')
      .getByRole('link', { name: /^Confesión de sentencia/ })
      .tap();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.glossary && url.hash === '#confession-of-judgment');
  });

  test('on /search: "Texas" puts the state law first, and a tap opens the Texas page', async ({ page }) => {
    await page.goto(ROUTES.search);
    const main = page.locator('main');
    await typeQuery(main, 'en', 'Texas');
    await expect(main.locator('section[data-kind]').first()).toHaveAttribute('data-kind', 'law');
    await expect(page).toHaveURL(/\?q=Texas$/);
    await group(main, 'en', 'law').getByRole('link', { name: 'Texas', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/resources/state-laws/texas');
  });

  test('on /es/buscar: "Texas" leads to the Spanish page on Texas law', async ({ page }) => {
    await page.goto(ES_ROUTES.search);
    const main = page.locator('main');
    await typeQuery(main, 'es', 'Texas');
    await group(main, 'es', 'law').getByRole('link', { name: 'Texas', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === `${ES_ROUTES.stateLaws}/texas`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('"factor rate" and "tasa de factor" find the glossary entry and the calculator', async ({ page }) => {
    for (const [lang, path, query, term, glossary] of [
      ['en', ROUTES.search, 'factor rate', 'Factor rate', ROUTES.glossary],
      ['es', ES_ROUTES.search, 'tasa de factor', 'Tasa de factor (factor rate)', ES_ROUTES.glossary],
    ] as const) {
      await page.goto(path);
      const main = page.locator('main');
      await typeQuery(main, lang, query);
      await expect(group(main, lang, 'tool')).toBeVisible();
      await group(main, lang, 'glossary').getByRole('link', { name: term, exact: true }).tap();
      await page.waitForURL((url) => url.pathname === glossary && url.hash === '#factor-rate');
    }
  });

  test('a shared /search?q= link shows its results at once, and a word found nowhere says so', async ({ page }) => {
    await page.goto(`${ROUTES.search}?q=renewal`);
    await expect(page.locator('main [data-search-results]')).toContainText('Renewal calculator');
    const input = page.getByRole('searchbox', { name: SEARCH_TEXT_EN.label });
    await input.fill('qwxyzzy');
    await expect(page.locator('main').getByRole('status')).toHaveText(SEARCH_TEXT_EN.none('qwxyzzy'));
  });
});

test.describe('site search with results showing', () => {
  const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();

  test('passes axe on the search page at 390px and in the open header panel at 1280px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ES_ROUTES.search}?q=tasa de factor`);
    await expect(page.locator('main [data-search-results]')).toBeVisible();
    expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/faq');
    await fullStylesheetApplied(page);
    await page.getByRole('button', { name: UI.en.openSearch }).click();
    await page.keyboard.type('texas');
    await expect(page.locator('#search-panel [data-search-results]')).toBeVisible();
    expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the search page is the site by kind, and the header form still leads to it', async ({ page }) => {
    await page.goto(ROUTES.search);
    for (const kind of ['guide', 'article', 'tool', 'law'] as const)
      await expect(page.locator('main').getByRole('heading', { name: SEARCH_TEXT_EN.kinds[kind], exact: true })).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Texas', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/resources/state-laws/texas');
    await page.goto(ES_ROUTES.search);
    const box = page.getByRole('searchbox', { name: SEARCH_TEXT_ES.label });
    await box.fill('Texas');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === ES_ROUTES.search && url.search === '?q=Texas');
    await expect(page.locator('main').getByRole('heading', { name: SEARCH_TEXT_ES.kinds.law, exact: true })).toBeVisible();
  });
});

test.describe('site search in the header at 1280px', () => {
  for (const [lang, start, query, name, target] of [
    ['en', '/blog/mca-true-cost-apr', 'renewal', 'Renewal calculator', ROUTES.renewalCalculator],
    ['es', '/es/preguntas-frecuentes', 'renovación', 'Calculadora de renovación', ES_ROUTES.renewalCalculator],
  ] as const) {
    test(`(${lang}) the search button opens the box, focused; typing shows results and a click follows one`, async ({ page }) => {
      await page.goto(start);
      await fullStylesheetApplied(page);
      await page.getByRole('button', { name: UI[lang].openSearch }).click();
      const panel = page.locator('#search-panel');
      const input = panel.getByRole('searchbox', { name: TEXT[lang].label });
      await expect(input).toBeFocused();
      await input.pressSequentially(query);
      await group(panel, lang, 'tool').getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === target);
    });
  }
});
