import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { openTool, toolHydrated, input, typeInto } from '../support/tools';

test.use({ viewport: { width: 390, height: 844 }, acceptDownloads: true });

/** Go to a tool page and wait until its island has hydrated (Astro removes the ssr attribute). */
/** The value of a figure (its <dt> text) inside one offer's results card. */
const figure = (card: Locator, name: string) => card.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
const resultCard = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('compare offers', () => {
  test('three offers typed in, compared, reloaded from the address, and one scheduled as a CSV', async ({ page }) => {
    await openTool(page, '/tools/compare-offers');

    // Funder A: $40,000 at factor 1.3, 2% fee, 10% of $80,000 a month.
    const a = page.getByRole('group', { name: 'Offer A' });
    await typeInto(input(a, 'Name'), 'Funder A');
    const fa = page.getByRole('group', { name: 'Funder A' });
    await typeInto(input(fa, 'Advance amount ($)'), '40,000');
    await typeInto(input(fa, 'Factor rate'), '1.3');
    await expect(input(fa, 'Total payback ($)')).toHaveValue('52000');
    // A factor that cannot be read leaves no stale payback beside it; a valid one fills it again.
    await typeInto(input(fa, 'Factor rate'), '13');
    await expect(input(fa, 'Total payback ($)')).toHaveValue('');
    await typeInto(input(fa, 'Factor rate'), '1.3');
    await expect(input(fa, 'Total payback ($)')).toHaveValue('52000');
    await typeInto(input(fa, 'Fees withheld'), '2');
    await input(fa, 'Fees given in').selectOption({ label: '% of advance' });
    await typeInto(input(fa, 'Holdback percentage (%)'), '10');
    await typeInto(input(fa, 'Monthly revenue ($)'), '80000');

    // Funder B: $40,000 with a $54,000 payback typed in, an $800 fee, $450 every business day.
    const b = page.getByRole('group', { name: 'Offer B' });
    await typeInto(input(b, 'Name'), 'Funder B');
    const fb = page.getByRole('group', { name: 'Funder B' });
    await typeInto(input(fb, 'Advance amount ($)'), '40000');
    await typeInto(input(fb, 'Total payback ($)'), '54,000');
    await expect(input(fb, 'Factor rate')).toHaveValue('1.35');
    await typeInto(input(fb, 'Fees withheld'), '800');
    await input(fb, 'Payments').selectOption({ label: 'Fixed daily debit' });
    await typeInto(input(fb, 'Daily debit ($)'), '450');

    // Funder C: $40,000 at 1.25, $2,000 a week, 10% of the remaining cost off if paid by day 60.
    await page.getByRole('button', { name: 'Add an offer' }).click();
    const c = page.getByRole('group', { name: 'Offer C' });
    await typeInto(input(c, 'Name'), 'Funder C');
    const fc = page.getByRole('group', { name: 'Funder C' });
    await typeInto(input(fc, 'Advance amount ($)'), '40000');
    await typeInto(input(fc, 'Factor rate'), '1.25');
    await input(fc, 'Payments').selectOption({ label: 'Fixed weekly debit' });
    await typeInto(input(fc, 'Weekly debit ($)'), '2000');
    await typeInto(input(fc, 'Early-payoff discount (optional)'), '10');
    await typeInto(input(fc, 'Discount if paid by business day'), '60');
    await expect(page.getByRole('button', { name: 'Add an offer' })).toHaveCount(0);

    // Worked by hand: A nets 39,200 and costs 12,800 over 52,000 ÷ (80,000 ÷ 22 × 10%) = 143 days;
    // B nets 39,200 and costs 14,800 over 54,000 ÷ 450 = 120 days; C nets 40,000 and costs 10,000
    // over 25 weekly payments = 125 business days.
    const cardA = resultCard(page, 'Funder A');
    const cardB = resultCard(page, 'Funder B');
    const cardC = resultCard(page, 'Funder C');
    await expect(figure(cardA, 'Net funded')).toHaveText('$39,200.00');
    await expect(figure(cardA, 'Cost of capital')).toHaveText('$12,800.00');
    await expect(figure(cardA, 'Term')).toHaveText('143 business days (about 6.5 months)');
    await expect(figure(cardB, 'Cost of capital')).toHaveText('$14,800.00');
    await expect(figure(cardB, 'Payments')).toHaveText('120 daily payments of $450.00');
    await expect(figure(cardC, 'Payments')).toHaveText('25 weekly payments of $2,000.00');
    // 11 weekly payments before day 60 = $22,000; $28,000 left, 20% of it cost = $5,600; 10% off = $560.
    await expect(figure(cardC, 'Early payoff')).toHaveText(
      'Pay $27,440.00 on business day 60 instead of the $28,000.00 left, saving $560.00. Total cost $9,440.00.',
    );
    await expect(cardC.getByText('Lowest total cost')).toBeVisible();

    const summary = page.locator('[data-summary]');
    await expect(summary).toContainText('Funder A costs $2,800.00 more than Funder C and takes 18 business days longer to repay.');
    await expect(summary).toContainText('Funder B costs $4,800.00 more than Funder C but is repaid 5 business days sooner.');

    // The address holds the scenario: a reload shows the same fields and the same comparison.
    const before = await page.locator('#comparison-title').locator('xpath=..').innerText();
    expect(page.url()).toContain('n3=Funder+C');
    await page.reload();
    await toolHydrated(page);
    await expect(input(page.getByRole('group', { name: 'Funder B' }), 'Total payback ($)')).toHaveValue('54000.00');
    await expect(page.locator('[data-summary]')).toContainText('Funder B costs $4,800.00 more');
    expect(await page.locator('#comparison-title').locator('xpath=..').innerText()).toBe(before);

    // Funder B's schedule, downloaded as CSV: 120 payments adding up to the payback.
    await resultCard(page, 'Funder B').getByRole('link', { name: 'Payment schedule for Funder B' }).click();
    await toolHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCA repayment schedule');
    await expect(input(page, 'Daily debit ($)')).toHaveValue('450.00');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('payment-schedule-funder-b.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[1]).toBe('Payment,Business day,Amount,Total paid,Balance');
    const payments = csv.slice(2, -1);
    expect(payments).toHaveLength(120);
    expect(payments.reduce((sum, line) => sum + Math.round(Number(line.split(',')[2]) * 100), 0)).toBe(5_400_000);
    expect(csv.at(-1)).toBe('Total,,54000.00,54000.00,0.00');
  });

  test('bad values in the address get the per-field messages, never NaN or a blank panel', async ({ page }) => {
    await openTool(page, '/tools/compare-offers?a1=abc&f1=9&s1=daily&d1=&a2=1e309&s2=weekly&d2=-5&dp2=10');
    const first = page.getByRole('group', { name: 'Offer A' });
    await expect(first.getByText(/^Use digits only, for example 50,000\./)).toBeVisible();
    await expect(first.getByText('Enter a factor rate between 1.00 and 3.00.')).toBeVisible();
    await expect(first.getByText(/^This field is empty\. Enter a debit/)).toBeVisible();
    const second = page.getByRole('group', { name: 'Offer B' });
    await expect(second.getByText(/can't be negative/)).toBeVisible();
    await expect(second.getByText(/^This field is empty\. Enter a business day/)).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(2);
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
  });

  test('has no axe violations with errors showing', async ({ page }) => {
    await openTool(page, '/tools/compare-offers');
    await input(page.getByRole('group', { name: 'Offer A' }), 'Advance amount ($)').fill('5');
    await input(page.getByRole('group', { name: 'Offer A' }), 'Advance amount ($)').blur();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('repayment schedule', () => {
  test('works with the keyboard alone', async ({ page }) => {
    await openTool(page, '/tools/mca-repayment-calculator');
    const tabTo = async (label: string) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.labels?.[0]?.textContent?.trim() ?? '';
        });
        if (focused === label) return;
      }
      throw new Error(`Tab never reached ${label}`);
    };
    await input(page, 'Name').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('My offer');
    await tabTo('Advance amount ($)');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10000');
    await tabTo('Factor rate');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1.05');
    await tabTo('Fees withheld');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await tabTo('Payments');
    await page.keyboard.press('ArrowDown'); // Fixed daily debit
    await tabTo('Daily debit ($)');
    await page.keyboard.type('400');
    await page.keyboard.press('Enter');
    // $10,500 at $400 a day: 26 payments of $400 and a last one of $100.
    const table = page.locator('[data-schedule-table]');
    await expect(table.locator('tbody tr').last()).toHaveText(['27', '$100.00', '$10,500.00', '$0.00'].join(''));
    await expect(page.getByRole('heading', { name: 'My offer' })).toBeVisible();
  });

  test('summarises a long schedule and prints without the site chrome', async ({ page }) => {
    await openTool(page, '/tools/mca-repayment-calculator?a1=50000&f1=1.25&s1=daily&d1=100');
    await expect(page.getByText(/625 business days of payments is too long to list here/)).toBeVisible();
    await expect(page.locator('[data-schedule-table] tbody tr')).toHaveCount(11);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(page.locator('[data-schedule-table]')).toBeVisible();
  });
});

// a11y.spec.ts runs axe over both pages as served; here: hydration of the server-rendered example
// must not be replaced or warned about (React reports a mismatch as a console error).
for (const path of ['/tools/compare-offers', '/tools/mca-repayment-calculator']) {
  test(`${path} hydrates its server-rendered example without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await openTool(page, path);
    await expect(page.locator('[data-figure="Disclosure-style APR"] dd').first()).toHaveText(/^[\d,]+\.\d%$/);
    expect(errors).toEqual([]);
  });
}

test('the calculator says in plain words when a payoff would take years', async ({ page }) => {
  await openTool(page, '/funding-calculator?advance=10000000&factor=3&holdback=1&revenue=1000');
  await expect(
    page.getByText('At this remittance the advance would take 250,000 years to repay: check the holdback and revenue.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('dl dt', { hasText: /^Daily remittance$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('$0.45');
  await expect(page.locator('dl dt', { hasText: /^Days to payoff$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('66,000,000 business days');
});
