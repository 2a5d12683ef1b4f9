import { test, expect, type Page } from '@playwright/test';

/**
 * "On this page" (OnThisPage.astro): a closed <details> above the text on phones, a list beside the text
 * from 1280px, no script. Each case opens it by thumb, taps a section and checks where the page landed.
 */
const PAGES = [
  { path: '/guides/merchant-cash-advance', name: 'On this page', section: 'How it works' },
  { path: '/es/guias/adelanto-de-efectivo-para-comercios', name: 'En esta página', section: 'Cómo funciona' },
  { path: '/blog/mca-true-cost-apr', name: 'On this page', section: 'Sources' },
  { path: '/guides/merchant-cash-advance', name: 'On this page', section: 'Frequently asked questions' },
  { path: '/faq', name: 'On this page', section: 'Costs and APR' },
  { path: '/es/preguntas-frecuentes', name: 'En esta página', section: 'Costos y APR' },
  { path: '/resources/state-laws/new-york', name: 'On this page', section: 'Sources', wideName: 'Sections of this page' },
];

/** The heading the tap should have brought into view, below the sticky header. */
async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(id);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  const header = (await page.locator('body > header').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
}

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { path, name, section } of PAGES) {
    test(`${path}: the closed list opens with a tap, and a tap on “${section}” goes there`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name });
      await expect(nav).toBeVisible();
      // Closed at first, and on the first screen.
      const link = nav.getByRole('link', { name: section, exact: true });
      await expect(link).toBeHidden();
      expect((await nav.boundingBox())!.y).toBeLessThan(844);
      await nav.getByText(name, { exact: true }).tap();
      await expect(link).toBeVisible();
      // Every link is a full tap target.
      for (const box of await nav.getByRole('link').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
        expect(box).toBeGreaterThanOrEqual(44);
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await link.tap();
      await expectLandedOn(page, id);
    });
  }
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { path, name, section, wideName } of PAGES.filter((p) => !p.path.startsWith('/es/'))) {
    test(`${path}: the list is shown beside the text, and a click on “${section}” goes there`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: wideName ?? name });
      const link = nav.getByRole('link', { name: section, exact: true });
      // Open without a click, to the right of the page's first heading, and nothing scrolls sideways.
      await expect(link).toBeVisible();
      const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect((await nav.boundingBox())!.x).toBeGreaterThan(h1.x + 400);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await link.click();
      await expectLandedOn(page, id);
      // The list stays in view as the reader goes down the page.
      await expect(link).toBeInViewport();
    });
  }
});
