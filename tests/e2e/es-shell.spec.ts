import { test, expect, type Page } from '@playwright/test';
import { fullStylesheetApplied } from '../support/page-ready';
import { MENUS } from '@/lib/site/nav';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { ALL_PAIRS, twinOf } from '@/lib/i18n/twins';
import { HOW_WE_MAKE_MONEY_HREF } from '@/lib/site/paid-link-text';
import { UI } from '@/lib/i18n/ui';
import { SITE } from '@/lib/site/config';

/**
 * Issue 28: the Spanish shell as a reader uses it. The navigation sheet in Spanish, tapped through link by
 * link; the language switcher tapped on every translated page in both directions at phone and desktop
 * widths; Spanish Apply links tagged utm_content=es; the Spanish 404.
 */
const es = UI.es;
const menus = MENUS.es;
const sheet = (page: Page) => page.getByRole('dialog', { name: es.navTitle });
/** The 51 state-law pairs share one page (StateLawPage): three of them stand for the rest. */
const STATE_LAW_SAMPLE = new Set(['/resources/state-laws/new-york', '/resources/state-laws/texas', '/resources/state-laws/alabama']);
/** The 50 landing pairs share two pages (StatePage, StateIndustryPage): one of each stands for the rest (tests/e2e/landing-es.spec.ts taps more). */
const LANDING_SAMPLE = new Set(['/resources/funding-by-location/texas', '/resources/funding-by-location/new-york/salons-and-barbers-cash-advance']);
const isStateLawPage = (pair: { en: string }) => /^\/resources\/state-laws\/(?!sort\/)/.test(pair.en);
const isLandingPage = (pair: { en: string }) => /^\/resources\/funding-by-location\/./.test(pair.en);
const indexablePairs = ALL_PAIRS.filter(
  (pair) =>
    !pair.es.includes('/orden/') &&
    pair.es !== ES_ROUTES.notFound &&
    (!isStateLawPage(pair) || STATE_LAW_SAMPLE.has(pair.en)) &&
    (!isLandingPage(pair) || LANDING_SAMPLE.has(pair.en)),
);

async function openSheet(page: Page) {
  await fullStylesheetApplied(page);
  await page.getByRole('button', { name: es.openNav }).tap();
  await expect(sheet(page)).toBeVisible();
}

const SHEET_TARGETS: ReadonlyArray<{ name: string; href: string; group?: string }> = [
  ...menus.sheetNav.map((link) => ({ name: link.label, href: link.href })),
  ...menus.sheetGroups.flatMap((group) => group.links.map((link) => ({ name: link.label, href: link.href, group: group.title }))),
  { name: es.checkEligibility, href: ES_ROUTES.eligibility },
  { name: es.howWeMakeMoney, href: HOW_WE_MAKE_MONEY_HREF.es },
  { name: menus.privacy.label, href: menus.privacy.href },
  { name: menus.terms.label, href: menus.terms.href },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the Spanish navigation sheet at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('every link is tapped through to its Spanish page', async ({ page }) => {
      test.setTimeout(120_000);
      expect(SHEET_TARGETS.length).toBeGreaterThan(15);
      const start = ES_ROUTES.editorialStandards;
      expect(SHEET_TARGETS.map((t) => t.href)).not.toContain(start);
      for (const target of SHEET_TARGETS) {
        expect(target.href.startsWith('/es'), target.href).toBe(true);
        await page.goto(start);
        await openSheet(page);
        if (target.group) await sheet(page).getByText(target.group, { exact: true }).tap();
        await sheet(page).getByRole('link', { name: target.name, exact: true }).tap();
        await page.waitForURL((url) => url.pathname === target.href.split('#')[0]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      }
    });

    test('its language link leads to the same page in English', async ({ page }) => {
      await page.goto(ES_ROUTES.faq);
      await openSheet(page);
      await sheet(page).getByRole('link', { name: es.switchTo, exact: true }).tap();
      await page.waitForURL((url) => url.pathname === '/faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('Solicitar ahora opens the partner in a new tab with the campaign and utm_content=es, beside its Spanish notice', async ({ page, context }) => {
      await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
      await page.goto(ES_ROUTES.home);
      await openSheet(page);
      const apply = sheet(page).getByRole('link', { name: new RegExp(es.applyNow) });
      await expect(apply).toHaveAttribute('rel', /sponsored/);
      await expect(sheet(page).locator('[data-paid-notice]')).toContainText(es.paidNotice);
      const [popup] = await Promise.all([context.waitForEvent('page'), apply.tap()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.searchParams.get('utm_campaign')).toBe('mobile-nav');
      expect(url.searchParams.get('utm_content')).toBe('es');
    });

    test('Escape and the close button close it and give focus back', async ({ page }) => {
      await page.goto(ES_ROUTES.home);
      const trigger = page.getByRole('button', { name: es.openNav });
      await openSheet(page);
      await page.keyboard.press('Escape');
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();
      await openSheet(page);
      await sheet(page).getByRole('button', { name: es.closeNav }).tap();
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the language switcher at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1024, isMobile: viewport.width < 1024 });

    test('there are translated pages to switch between', () => {
      expect(indexablePairs.length).toBeGreaterThan(15);
    });

    // One test per pair (each a few seconds); at 1280px every fourth pair, as the header is the same.
    for (const pair of indexablePairs.filter((_, i) => viewport.width < 1024 || i % 4 === 0)) {
      test(`a tap leads from ${pair.en} to its twin and back`, async ({ page }) => {
        for (const [from, to, label] of [
          [pair.en, pair.es, UI.en.switchTo],
          [pair.es, pair.en, es.switchTo],
        ] as const) {
          await page.goto(from);
          const link = page.locator('header').getByRole('link', { name: label, exact: true }).first();
          if (viewport.width < 1024) await link.tap();
          else await link.click();
          await page.waitForURL((url) => url.pathname === to);
        }
      });
    }

    test('an untranslated page has no switcher', async ({ page }) => {
      // City pages stay English (src/lib/i18n/parity-exceptions.ts).
      for (const path of [
        '/resources/funding-by-location/california/los-angeles/auto-repair-cash-advance',
        '/resources/funding-by-location/texas/houston/trucking-cash-advance',
      ]) {
        expect(twinOf(path)).toBeUndefined();
        await page.goto(path);
        await expect(page.locator('[data-lang-switch]')).toHaveCount(0);
      }
    });
  });
}

test.describe('Spanish pages', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a guide shows Spanish dates, its byline and the Spanish call to action', async ({ page }) => {
    await page.goto(ES_ROUTES.mcaGuide);
    await expect(page.locator('article header')).toContainText(/\d{1,2} de [a-z]+ de 20\d\d/);
    await expect(page.locator('article header')).toContainText(es.lastReviewed);
    await page.getByRole('link', { name: es.modelCosts }).tap();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.calculator);
  });

  test('an unknown Spanish address answers 404 in Spanish, with a way home that works', async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('h1')).toHaveText('Página no encontrada');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).tap();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.home);
  });

  test('the sticky bar says its words in Spanish and Calcular opens the Spanish calculator', async ({ page }) => {
    await page.goto(ES_ROUTES.sbaGuide);
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toContainText(es.stickyLabel);
    await expect(bar.locator('[data-paid-notice]')).toHaveAttribute('href', HOW_WE_MAKE_MONEY_HREF.es);
    await bar.getByRole('link', { name: es.calculateAria }).tap();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.calculator);
  });
});
