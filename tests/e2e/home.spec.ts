import { test, expect } from '@playwright/test';
import { SITE } from '@/lib/site/config';
import { ROUTES } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { HOW_WE_MAKE_MONEY_HREF, PAID_LINK_TEXT } from '@/lib/site/paid-link-text';

/**
 * The home pages (English and Spanish share src/components/home/) used by thumb on a phone: each control in
 * the first screen and the closing note is tapped and followed to where it leads.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const HOMES = [
  { lang: 'en', path: '/', calculator: ['Calculate payments', ROUTES.calculator], apply: /^Apply Now/ },
  { lang: 'es', path: '/es', calculator: ['Calcular los pagos', ES_ROUTES.calculator], apply: /^Solicitar ahora/ },
] as const;

for (const home of HOMES) {
  test.describe(`${home.path} at 390px`, () => {
    test('the hero’s second button opens the calculator in the page’s language', async ({ page }) => {
      await page.goto(home.path);
      await page.locator('main').getByRole('link', { name: home.calculator[0] }).tap();
      await expect(page).toHaveURL((url) => url.pathname === home.calculator[1]);
    });

    test('the hero’s Apply opens the partner’s application in a new tab, tagged as the home hero', async ({ page, context }) => {
      await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
      await page.goto(home.path);
      const hero = page.locator('main section').first();
      const [popup] = await Promise.all([context.waitForEvent('page'), hero.getByRole('link', { name: home.apply }).tap()]);
      expect(new URL(popup.url()).origin).toBe(new URL(SITE.partnerApplyUrl).origin);
      expect(new URL(popup.url()).searchParams.get('utm_campaign')).toBe('home-hero');
      await popup.close();
      expect(new URL(page.url()).pathname).toBe(home.path);
    });

    test('the short paid-link line beside Apply leads to how we make money', async ({ page }) => {
      await page.goto(home.path);
      const hero = page.locator('main section').first();
      await hero.getByRole('link', { name: PAID_LINK_TEXT[home.lang].short }).tap();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === HOW_WE_MAKE_MONEY_HREF[home.lang]);
    });

    test('the closing note’s paid-link notice leads to how we make money', async ({ page }) => {
      await page.goto(home.path);
      const note = page.locator('[data-apply-note]');
      const link = note.getByRole('link', { name: PAID_LINK_TEXT[home.lang].howWeMakeMoney });
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === HOW_WE_MAKE_MONEY_HREF[home.lang]);
    });
  });
}
