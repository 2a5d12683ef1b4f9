import { test, expect } from '@playwright/test';
import { ROUTES } from '@/lib/site/routes';

test.describe('the glossary', () => {
  for (const width of [390, 768, 1280]) {
    test(`at ${width}px a tap on a letter goes to its terms, and every letter is a 44px target`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(ROUTES.glossary);
      const letters = page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link');
      expect(await letters.count()).toBeGreaterThanOrEqual(15);
      for (const box of await letters.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      await letters.filter({ hasText: /^F$/ }).click();
      await expect(page).toHaveURL(/\/glossary#letter-f$/);
      await expect(page.locator('#factor-rate')).toBeInViewport();
    });
  }

  test('a term linked in an article opens its glossary entry', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/blog/mca-true-cost-apr');
    const link = page.locator('main a[href^="/glossary#"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[#/]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
  });

  test('the footer links to the glossary', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(page.locator('h1')).toHaveText('Glossary');
  });
});
