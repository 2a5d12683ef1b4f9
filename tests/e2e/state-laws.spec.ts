import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const HUB = '/resources/state-laws';
/** State slugs in the order the reader sees them (rows laid out as cards below 1024px). */
const visibleOrder = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

test.describe('state-law reference on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a state in the hub opens its page', async ({ page }) => {
    await page.goto(HUB);
    await page.getByRole('table').getByRole('link', { name: 'Texas', exact: true }).tap();
    await expect(page).toHaveURL(/\/resources\/state-laws\/texas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Texas MCA & Commercial Financing Disclosure Law');
    await expect(page.getByRole('heading', { name: 'What this means if you sign an offer in Texas' })).toBeVisible();
  });

  test('the A–Z picker at the top jumps to a state, and "back to the A–Z list" returns to it', async ({ page }) => {
    await page.goto(HUB);
    const picker = page.getByRole('navigation', { name: 'Jump to a state' });
    // At the top: reachable without scrolling.
    expect((await picker.boundingBox())!.y).toBeLessThan(844);
    await picker.getByRole('link', { name: /^T\b/ }).tap();
    await expect(page).toHaveURL(/#state-tennessee$/);
    const row = page.locator('tr[data-state="tennessee"]');
    await expect(row).toBeInViewport();
    // Not hidden under the sticky header.
    const headerBottom = (await page.locator('body > header').boundingBox())!;
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
    // Texas is the next card: tap through to its page.
    await page.getByRole('table').getByRole('link', { name: 'Texas', exact: true }).tap();
    await expect(page).toHaveURL(/\/resources\/state-laws\/texas$/);
    await page.goBack();
    await page
      .locator('tr[data-state="texas"] + tr[data-back-to-top]')
      .getByRole('link', { name: /Back to the A–Z list/ })
      .tap();
    await expect(page).toHaveURL(/#choose-a-state$/);
    await expect(picker).toBeInViewport();
  });

  test('tapping a sort control reorders the states, and the page does not scroll sideways', async ({ page }) => {
    await page.goto(HUB);
    const before = await visibleOrder(page, 'table tbody tr[data-state]');
    expect(before[0]).toBe('alabama');
    await page.getByRole('link', { name: /^Dollar cap/ }).tap();
    await expect(page).toHaveURL(/\/resources\/state-laws\/sort\/cap#state-law-table$/);
    const after = await visibleOrder(page, 'table tbody tr[data-state]');
    expect(after).not.toEqual(before);
    expect(after.slice(0, 2)).toEqual(['louisiana', 'new-york']);
    expect([...after].sort()).toEqual([...before].sort());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('state-law reference on a desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('clicking a column header sorts the table by it', async ({ page }) => {
    await page.goto(HUB);
    const table = page.getByRole('table');
    const before = await visibleOrder(page, 'table tbody tr[data-state]');
    await table.getByRole('link', { name: /^In force since/ }).click();
    await expect(page).toHaveURL(/\/sort\/in-force#state-law-table$/);
    const after = await visibleOrder(page, 'table tbody tr[data-state]');
    expect(after).not.toEqual(before);
    expect(after[0]).toBe('virginia');
    await expect(page.getByRole('columnheader', { name: /In force since/ })).toHaveAttribute('aria-sort', 'ascending');
    // Back to A to Z from the sorted copy.
    await page
      .getByRole('table')
      .getByRole('link', { name: /^Jurisdiction/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/state-laws#state-law-table$/);
    expect(await visibleOrder(page, 'table tbody tr[data-state]')).toEqual(before);
  });

  test('a state page links back to the hub and on to the calculator', async ({ page }) => {
    await page.goto(`${HUB}/ohio`);
    await page.getByRole('link', { name: "Work out an offer's APR with the calculator" }).click();
    await expect(page).toHaveURL(/\/funding-calculator$/);
    await page.goBack();
    await page.getByRole('link', { name: 'All 50 states and DC compared' }).click();
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));
  });
});

// a11y.spec.ts checks every sitemap URL (the hub and the indexed state pages); these are not in the sitemap.
for (const width of [390, 1280]) {
  test.describe(`axe on the state-law pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [`${HUB}/sort/cap`, `${HUB}/ohio`]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
