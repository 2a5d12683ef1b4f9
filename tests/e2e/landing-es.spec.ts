import { test, expect } from '@playwright/test';
import { fullStylesheetApplied } from '../support/page-ready';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { UI } from '@/lib/i18n/ui';
import { SITE } from '@/lib/site/config';
import { stateIndustryUrl } from '@/lib/landing/urls';
import { stateIndustryUrlIn, statePageUrlIn } from '@/lib/landing/urls-in';

/**
 * Issue 43: the Spanish landing pages as a reader on a phone uses them. From the Spanish home page to a
 * state page and a state × industry page by tapping, the language switcher to the English twin and back,
 * Apply to the partner with utm_content=es, and the English-only city pages marked as such.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const stateEs = statePageUrlIn('es', 'texas');
const pageEs = stateIndustryUrlIn('es', 'texas', 'trucking');
const pageEn = stateIndustryUrl('texas', 'trucking');

test('from /es a reader taps through to the Texas page, then to trucking in Texas, all in Spanish', async ({ page }) => {
  await page.goto(ES_ROUTES.home);
  await fullStylesheetApplied(page);
  await page.getByRole('main').getByRole('link', { name: 'Financiamiento por ubicación', exact: true }).tap();
  await page.waitForURL((url) => url.pathname === ES_ROUTES.byLocation);
  await page
    .getByRole('link', { name: /^Texas/ })
    .first()
    .tap();
  await page.waitForURL((url) => url.pathname === stateEs);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financiamiento para pequeñas empresas en Texas');
  await page.getByRole('link', { name: 'Transporte de carga', exact: true }).first().tap();
  await page.waitForURL((url) => url.pathname === pageEs);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adelanto de efectivo para empresas de transporte de carga en Texas');
  // The worked offer's figures are the English page's (same calculator), and its link opens the Spanish calculator with them.
  const open = page.getByRole('link', { name: /Abrir en la calculadora/ });
  await expect(open).toHaveAttribute('href', /^\/es\/calculadora-de-financiamiento\?/);
});

test('the switcher leads from a Spanish state × industry page to its English twin and back', async ({ page }) => {
  await page.goto(pageEs);
  await page.locator('header').getByRole('link', { name: UI.es.switchTo, exact: true }).first().tap();
  await page.waitForURL((url) => url.pathname === pageEn);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('header').getByRole('link', { name: UI.en.switchTo, exact: true }).first().tap();
  await page.waitForURL((url) => url.pathname === pageEs);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('Solicitar ahora opens the partner in a new tab with utm_content=es, beside its Spanish notice', async ({ page, context }) => {
  await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
  await page.goto(pageEs);
  const header = page.getByRole('main').locator('header');
  const apply = header.getByRole('link', { name: new RegExp(UI.es.applyNow) });
  await expect(header.locator('[data-paid-notice]')).toContainText(UI.es.paidNotice);
  const [popup] = await Promise.all([context.waitForEvent('page'), apply.tap()]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.searchParams.get('utm_content')).toBe('es');
  expect(url.searchParams.get('utm_campaign')).toBe('landing-pages');
});

test('a city link says its page is in English, and leads there', async ({ page }) => {
  await page.goto(pageEs);
  const city = page.getByRole('navigation', { name: /en cada ciudad de Texas/ }).getByRole('link', { name: 'Houston', exact: true });
  await expect(city).toHaveAttribute('hreflang', 'en');
  await city.tap();
  await page.waitForURL((url) => url.pathname === '/resources/funding-by-location/texas/houston/trucking-cash-advance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
