import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { stateLawFiles } from '../support/legal-facts';

const HUB = '/es/recursos/leyes-estatales';
const EN_HUB = '/resources/state-laws';
/** State slugs in the order the reader sees them (rows laid out as cards below 1024px). */
const visibleOrder = (page: Page) => page.locator('table tbody tr[data-state]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

test.describe('Spanish state-law hub on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a letter of the A–Z picker jumps to its first state, below the sticky header', async ({ page }) => {
    await page.goto(HUB);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const picker = page.getByRole('navigation', { name: 'Ir a un estado' });
    expect((await picker.boundingBox())!.y).toBeLessThan(844);
    await picker.getByRole('link', { name: /^N\b/ }).tap();
    await expect(page).toHaveURL(/#state-nebraska$/);
    const row = page.locator('tr[data-state="nebraska"]');
    await expect(row).toBeInViewport();
    const header = (await page.locator('body > header').boundingBox())!;
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    // The card reads in Spanish.
    await expect(row).toContainText('No se encontró ninguna ley');
    // Back up to the picker from the end of the letter's states.
    // In Spanish the N states run Nebraska … Nuevo México (Dakota del Norte sorts under D).
    await page.locator('tr[data-state="new-york"]').scrollIntoViewIfNeeded();
    await page
      .locator('tr[data-state="new-mexico"] + tr[data-back-to-top]')
      .getByRole('link', { name: /Volver a la lista de la A a la Z/ })
      .tap();
    await expect(page).toHaveURL(/#choose-a-state$/);
    await expect(picker).toBeInViewport();
  });

  test('tapping a sort control opens the Spanish copy in that order, with no sideways scroll', async ({ page }) => {
    await page.goto(HUB);
    const before = await visibleOrder(page);
    await page
      .getByRole('navigation', { name: 'Ordenar la tabla' })
      .getByRole('link', { name: /^Límite en dólares/ })
      .tap();
    await expect(page).toHaveURL(new RegExp(`${HUB}/orden/cap#state-law-table$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const after = await visibleOrder(page);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    // Largest coverage first, by the state files' own caps (no cap above every cap, no law last); ties
    // fall back to the Spanish names, so the order can differ from the English copy only within a tie.
    const coverage = new Map(stateLawFiles().map((f) => [f.slug, f.data.status === 'none-found' || !f.data.law ? -1 : (f.data.law.capUsd ?? Infinity)]));
    const caps = after.map((slug) => coverage.get(slug!)!);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const english = await page.context().newPage();
    await english.goto(`${EN_HUB}/sort/cap`);
    expect((await visibleOrder(english)).map((slug) => coverage.get(slug!)!)).toEqual(caps);
    await expect(page.getByText('Ordenada por límite en dólares: mayor cobertura primero.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('tapping a state opens its page in Spanish, under its Spanish name, and the switcher leads to the English twin', async ({ page }) => {
    await page.goto(HUB);
    await page.getByRole('table').getByRole('link', { name: 'Nueva York', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${HUB}/nueva-york$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nueva York');
    await expect(page.getByRole('heading', { name: 'Qué significa si firma una oferta en Nueva York' })).toBeVisible();
    await page.locator('a[data-lang-switch]:visible').first().tap();
    await expect(page).toHaveURL(/\/resources\/state-laws\/new-york$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('Spanish state-law hub on a desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('clicking a column header sorts the table by it in Spanish, and "Jurisdicción" puts it back A to Z', async ({ page }) => {
    await page.goto(HUB);
    const before = await visibleOrder(page);
    await page
      .getByRole('table')
      .getByRole('link', { name: /^En vigor desde/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${HUB}/orden/in-force#state-law-table$`));
    expect((await visibleOrder(page))[0]).toBe('virginia');
    await expect(page.getByRole('columnheader', { name: /En vigor desde/ })).toHaveAttribute('aria-sort', 'ascending');
    await page
      .getByRole('table')
      .getByRole('link', { name: /^Jurisdicción/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${HUB}#state-law-table$`));
    expect(await visibleOrder(page)).toEqual(before);
  });

  test('the A–Z picker works by click too', async ({ page }) => {
    await page.goto(HUB);
    await page.getByRole('navigation', { name: 'Ir a un estado' }).getByRole('link', { name: /^W\b/ }).click();
    await expect(page).toHaveURL(/#state-washington$/);
    await expect(page.locator('tr[data-state="washington"]')).toBeInViewport();
  });
});

for (const width of [390, 1280]) {
  test.describe(`axe on the Spanish state-law hub at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [HUB, `${HUB}/orden/cap`]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
