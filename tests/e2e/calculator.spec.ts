import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { FIELD_MAX_LENGTH } from '@/lib/calculator/fields';
import { openTool, readableAxisLabels } from '../support/tools';

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true });
const value = (page: import('@playwright/test').Page, name: string) =>
  page.locator('dl dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('funding calculator', () => {
  test('shows the default scenario’s figures', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    await expect(page.locator('h1')).toHaveText('MCA & Working Capital Calculator');
    await expect(value(page, 'Total payback')).toHaveText('$62,500.00');
    await expect(value(page, 'Total cost')).toHaveText('$12,500.00');
    await expect(value(page, 'Estimated daily revenue')).toHaveText('$4,545');
    await expect(value(page, 'Daily remittance')).toHaveText('$682');
    await expect(value(page, 'Days to payoff')).toHaveText('92 business days');
    await expect(value(page, 'Simple annual rate')).toHaveText('71.7%');
    await expect(value(page, 'Actuarial APR')).toHaveText('132.5%');
    await expect(value(page, 'Cents per dollar')).toHaveText('25.0¢');
    await expect(value(page, 'Average monthly payment')).toHaveText('$15,000');
  });

  test('the daily remittance and the month’s payment made of it are written alike, in whole dollars; money owed to the cent', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    await field(page, 'Holdback percentage (%)').fill('10');
    await field(page, 'Monthly revenue ($)').fill('119000');
    // Not "$541" a day beside "$11,900.00" a month (issue 40): both are estimates of a typical period.
    await expect(value(page, 'Daily remittance')).toHaveText('$541');
    await expect(value(page, 'Average monthly payment')).toHaveText('$11,900');
    await expect(value(page, 'Total payback')).toHaveText('$62,500.00');
  });

  test('shows the default results without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/funding-calculator');
    await expect(value(page, 'Actuarial APR')).toHaveText('132.5%');
    await context.close();
  });

  test('accepts pasted and formatted values and updates the address', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    await field(page, 'Advance amount ($)').fill('$75,000');
    await field(page, 'Factor rate').fill('1.3');
    await field(page, 'Holdback percentage (%)').fill('12%');
    await field(page, 'Monthly revenue ($)').fill(' 90,000 ');
    await expect(value(page, 'Total payback')).toHaveText('$97,500.00');
    // Plain figures, read the same by both languages (issue 43).
    await expect(page).toHaveURL(/\?advance=75000\.00&factor=1\.30&holdback=12\.00&revenue=90000\.00$/);
  });

  test('an error appears when the reader leaves a bad field and clears when they edit it', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const advance = field(page, 'Advance amount ($)');
    await advance.fill('500');
    await expect(page.getByText('Enter an advance between $1,000 and $10,000,000.')).toBeHidden();
    await advance.blur();
    await expect(page.getByText('Enter an advance between $1,000 and $10,000,000.')).toBeVisible();
    await expect(advance).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter valid inputs to see calculations')).toBeVisible();
    await advance.fill('5000');
    await expect(page.getByText('Enter an advance between $1,000 and $10,000,000.')).toBeHidden();
    await expect(value(page, 'Total payback')).toHaveText('$6,250.00');
  });

  test('a European decimal comma ("1,25") is refused with a message naming 1.25, never read as 125', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const factor = field(page, 'Factor rate');
    await factor.fill('1,25');
    await factor.blur();
    await expect(page.getByText('“1,25” has a comma before the decimals, and this page reads a point there. If you mean 1.25, type 1.25.')).toBeVisible();
    await expect(factor).toHaveAttribute('aria-invalid', 'true');
    await factor.fill('1.25');
    await expect(page.getByText('“1,25” has a comma before the decimals, and this page reads a point there. If you mean 1.25, type 1.25.')).toBeHidden();
    await expect(value(page, 'Total payback')).toHaveText('$62,500.00');
  });

  test('a shared link restores the scenario, and bad query values show field errors', async ({ page }) => {
    await openTool(page, '/funding-calculator?advance=20000&factor=1.4&holdback=10&revenue=50000');
    await expect(field(page, 'Advance amount ($)')).toHaveValue('20000');
    await expect(value(page, 'Total payback')).toHaveText('$28,000.00');
    await openTool(page, '/funding-calculator?advance=abc&factor=9');
    // The field's own message (the error summary above the form repeats it after the field's name).
    await expect(page.getByText(/^Use digits only/)).toBeVisible();
    await expect(page.getByText('Enter a factor rate between 1.01 and 3.00.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText([
      /^Advance amount: Use digits only/,
      'Factor rate: Enter a factor rate between 1.01 and 3.00.',
    ]);
    await expect(page.getByText('Please enter valid inputs to see calculations')).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity/);
  });

  test('Copy link confirms with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/funding-calculator');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /copied|address bar/ })).toBeVisible();
  });

  test('a help tip opens on hover and closes when the mouse leaves', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const help = page.getByRole('button', { name: 'About Factor rate' });
    await help.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('What you repay for each dollar');
    // It appears beside the icon the reader pointed at, not somewhere else on the page.
    const [icon, box] = [await help.boundingBox(), await tip.boundingBox()];
    expect(Math.abs(box!.y + box!.height - icon!.y)).toBeLessThan(24);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await help.click();
    await expect(tip).toContainText('What you repay for each dollar');
  });

  test('a help tip opens when reached with Tab and closes on Escape', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    await field(page, 'Advance amount ($)').click();
    await page.keyboard.press('Tab');
    const help = page.getByRole('button', { name: 'About Factor rate' });
    await expect(help).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('What you repay for each dollar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
    // Focus stays on the icon, so the next Tab goes on to the field.
    await expect(help).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Factor rate')).toBeFocused();
  });

  test('on a touch screen a tap opens a help tip, a tap elsewhere closes it, a second tap on the icon too', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openTool(page, '/funding-calculator');
    const help = page.getByRole('button', { name: 'About Holdback percentage' });
    const tip = page.getByRole('tooltip');
    await help.tap();
    await expect(tip).toContainText('The share of your daily sales');
    // Fully on screen at 390px.
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.locator('h1').tap();
    await expect(tip).toBeHidden();
    await help.tap();
    await expect(tip).toBeVisible();
    await help.tap();
    await expect(tip).toBeHidden();
    await context.close();
  });

  test('help text is in the page before any script, and the tooltip code loads only when first used', async ({ page, browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/funding-calculator');
    const described = await staticPage.getByRole('button', { name: 'About Monthly revenue' }).getAttribute('aria-describedby');
    await expect(staticPage.locator(`[id="${described}"]`)).toHaveText(/We assume 22 business days a month/);
    await noJs.close();

    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await openTool(page, '/funding-calculator');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((p) => /RadixTip/.test(p))).toBe(false);
    await page.getByRole('button', { name: 'About Monthly revenue' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('We assume 22 business days a month');
    expect(scripts.some((p) => /RadixTip/.test(p))).toBe(true);
  });

  test('hostile input never breaks the page', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    for (const text of ['<img src=x onerror=alert(1)>', '1e309', '-0', '９９９', '💸', 'x'.repeat(500)]) {
      await field(page, 'Advance amount ($)').fill(text);
      await field(page, 'Advance amount ($)').blur();
      expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
      expect(await page.locator('main img').count()).toBe(0);
    }
  });

  test('a pasted 10,000-digit number is cut at the field limit, so the shared address stays short', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const input = field(page, 'Advance amount ($)');
    await input.fill('');
    await input.focus();
    await page.keyboard.insertText('9'.repeat(10_000));
    await input.blur();
    expect((await input.inputValue()).length).toBeLessThanOrEqual(FIELD_MAX_LENGTH);
    expect(page.url().length).toBeLessThan(1024);
  });

  test('Calculate with mistakes: an error summary takes focus, links to each field and prefixes the title', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const title = await page.title();
    await field(page, 'Factor rate').fill('9');
    await field(page, 'Monthly revenue ($)').fill('');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(`Error: ${title}`);
    await expect(summary.getByRole('link')).toHaveText([/^Factor rate: Enter a factor rate between/, /^Monthly revenue: This field is empty/]);
    await summary.getByRole('link', { name: /^Monthly revenue/ }).click();
    await expect(field(page, 'Monthly revenue ($)')).toBeFocused();
    await field(page, 'Monthly revenue ($)').fill('100000');
    await field(page, 'Factor rate').fill('1.25');
    await expect(summary).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    await expect(value(page, 'Actuarial APR')).toHaveText('132.5%');
  });

  test('has no axe violations with errors showing and a tooltip open', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    await field(page, 'Factor rate').fill('9');
    await field(page, 'Factor rate').blur();
    await page.getByRole('button', { name: 'About Advance amount' }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('funding calculator on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the payoff chart’s axis labels are at least 12px and show the payback and the payoff day', async ({ page }) => {
    await openTool(page, '/funding-calculator');
    const labels = await readableAxisLabels(page.locator('[data-chart-axes]'));
    expect(labels).toEqual(['$62,500', '$0', 'Funding day', '92 business days']);
  });
});
