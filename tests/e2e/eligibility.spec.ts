import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openTool } from '../support/tools';

// A phone: the checker is mostly used on one, and the verdict badge must come first on each card there.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Answer the form as a person does: tap each field and type, pick a range, tap the boxes. */
async function answer(page: Page, a: { revenue: string; months: string; credit: string; invoices?: boolean; equipment?: boolean }) {
  for (const [label, text] of [
    ['Monthly revenue ($)', a.revenue],
    ['Months in business', a.months],
  ] as const) {
    const input = page.getByLabel(label);
    await input.tap();
    await input.fill('');
    await input.pressSequentially(text);
  }
  await page.getByLabel('Personal credit score').selectOption({ label: a.credit });
  for (const [label, on] of [
    ['Business or government customers owe us unpaid invoices', a.invoices],
    ['We are buying or leasing equipment', a.equipment],
  ] as const) {
    const box = page.getByLabel(label);
    if ((await box.isChecked()) !== !!on) await box.tap();
  }
}

/** The verdicts in the order the cards show them: [product, verdict]. */
async function verdicts(page: Page) {
  const cards = page.locator('[data-verdicts] > li');
  await expect(cards).toHaveCount(5);
  return Promise.all((await cards.all()).map(async (c) => [await c.getAttribute('data-product'), await c.locator('[data-verdict]').innerText()] as const));
}

test.describe('eligibility checker on a phone', () => {
  test('a one-month-old business with $1,500 a month and 700+ credit is told every product is unlikely, and why', async ({ page }) => {
    await openTool(page, '/tools/eligibility-checker');
    await answer(page, { revenue: '1,500', months: '1', credit: '700 or higher' });
    expect(new Set((await verdicts(page)).map(([, v]) => v))).toEqual(new Set(['Unlikely']));
    await expect(page.locator('[data-product="sba-7a"] [data-reasons]')).toHaveText(
      'Lenders commonly advertise at least 2 years in business; you entered 1 month.',
    );
  });

  test('an established business sees Likely first, then Possible, then Unlikely, with the badge above the name', async ({ page }) => {
    await openTool(page, '/tools/eligibility-checker');
    await answer(page, { revenue: '$150,000', months: '24', credit: '700 or higher', invoices: true });
    const order = await verdicts(page);
    expect(order.map(([, v]) => v)).toEqual(['Likely', 'Likely', 'Likely', 'Possible', 'Unlikely']);
    expect(order.find(([p]) => p === 'sba-7a')![1]).toBe('Possible');
    // On a phone the badge sits above the product name on every card.
    for (const card of await page.locator('[data-verdicts] > li').all()) {
      const badge = (await card.locator('[data-verdict]').boundingBox())!;
      const name = (await card.locator('h3').boundingBox())!;
      expect(badge.y + badge.height).toBeLessThanOrEqual(name.y);
    }
    // Raising nothing but changing the score to a lower band can only lower verdicts.
    await page.getByLabel('Personal credit score').selectOption({ label: '500–599' });
    await expect(page.locator('[data-product="business-line-of-credit"] [data-verdict]')).toHaveText('Unlikely');
  });

  test('8 months, $7,000 and a 500–599 score: an advance is possible, and the card says which figure decided it', async ({ page }) => {
    await openTool(page, '/tools/eligibility-checker');
    await answer(page, { revenue: '7000', months: '8', credit: '500–599' });
    const mca = page.locator('[data-product="merchant-cash-advance"]');
    await expect(mca.locator('[data-verdict]')).toHaveText('Possible');
    await expect(mca.locator('[data-reasons]')).toContainText(
      '$7,000 a month meets the $5,000 a month in revenue some funders advertise; others look for $10,000 or more.',
    );
    await mca.getByRole('link', { name: 'Read the merchant cash advance guide' }).tap();
    await expect(page).toHaveURL(/\/guides\/merchant-cash-advance$/);
  });

  test('blank and invalid answers get the calculator’s messages and no verdicts', async ({ page }) => {
    await openTool(page, '/tools/eligibility-checker');
    await expect(page.locator('[data-verdicts]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show results' }).tap();
    // GOV.UK pattern: a summary of every problem takes focus, each linked to its field; the fields keep their own messages.
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary.getByRole('link')).toHaveText([
      /^Monthly revenue: This field is empty/,
      /^Months in business: This field is empty/,
      /^Personal credit score: Choose the range/,
    ]);
    await summary.getByRole('link', { name: /^Personal credit score/ }).tap();
    await expect(page.getByLabel('Personal credit score')).toBeFocused();
    await expect(page.getByText('This field is empty. Enter monthly revenue between $0 and $100,000,000.', { exact: true })).toBeVisible();
    await expect(page.getByText('This field is empty. Enter months in business between 0 and 600.', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose the range your personal credit score is in.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Monthly revenue ($)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the highlighted answers to see which products fit.')).toBeVisible();

    await answer(page, { revenue: '1e5', months: '0x10', credit: '650–679' });
    await page.getByRole('button', { name: 'Show results' }).tap();
    await expect(page.getByText('Use digits only, for example 20,000. Enter monthly revenue between $0 and $100,000,000.', { exact: true })).toBeVisible();
    await expect(page.getByText('Use digits only, for example 18. Enter months in business between 0 and 600.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-verdicts]')).toHaveCount(0);
    expect(await page.getByLabel('Months in business').getAttribute('maxlength')).toBe('40');

    await answer(page, { revenue: '-5', months: '18', credit: '650–679' });
    await page.getByLabel('Months in business').tap();
    await expect(page.getByText("It can't be negative. Enter monthly revenue between $0 and $100,000,000.", { exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Fixing the answer clears the message and shows verdicts.
    await answer(page, { revenue: '20000', months: '18', credit: '650–679' });
    await expect(page.getByText(/can't be negative/)).toBeHidden();
    await expect(page.locator('[data-verdicts] > li')).toHaveCount(5);
  });

  test('the Apply link is a sponsored partner link with the paid-link notice beside it', async ({ page }) => {
    await openTool(page, '/tools/eligibility-checker');
    const apply = page.locator('main a[data-apply]');
    await expect(apply).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(apply).toHaveAttribute('target', '_blank');
    expect(new URL((await apply.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe('eligibility-check');
    await expect(page.locator('main [data-paid-notice]')).toContainText('We may be paid if you apply through this link.');
  });
});
