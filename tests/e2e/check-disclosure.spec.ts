import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openTool } from '../support/tools';

const PATH = '/tools/check-my-disclosure';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Tap a field and type into it key by key, as a person does on a phone. */
async function type(input: Locator, text: string) {
  await input.click();
  await input.fill('');
  await input.pressSequentially(text);
}

async function enterSales(page: Page, months: string[]) {
  for (let i = 0; i < months.length; i++) {
    if ((await page.getByLabel(`Month ${i + 1} ($)`, { exact: true }).count()) === 0) await page.getByRole('button', { name: 'Add a month' }).click();
    await type(field(page, `Month ${i + 1} ($)`), months[i]!);
  }
}

const verdict = (page: Page) => page.locator('[data-verdict]');
const reading = (page: Page, kind: 'business-days' | 'calendar') => page.locator(`[data-reading="${kind}"]`);
const summaryRow = (page: Page, name: string) =>
  page
    .locator('[data-summary] tr', { has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) })
    .locator('td')
    .first();

test.describe('check my disclosure', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a California disclosure typed in as printed: accurate under § 955(a)(1), both counts shown, summary like the form, figures in the address', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'State the disclosure is from').selectOption({ label: 'California' });
    await type(field(page, 'Funding provided ($)'), '50,000');
    await type(field(page, 'Fees taken out of the funding ($)'), '1,500');
    await type(field(page, 'Estimated total payment ($)'), '65,000');
    await type(field(page, 'Specified percentage (%)'), '12');
    await type(field(page, 'APR printed on the disclosure (%)'), '122.30');
    await field(page, 'Funding date').fill('2026-11-26');
    await enterSales(page, ['90,000', '85,000', '95,000', '90,000']);
    await page.getByRole('button', { name: 'Check the APR' }).click();

    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate');
    await expect(verdict(page)).toContainText('Accurate under 10 CCR § 955(a)(1)');
    await expect(reading(page, 'business-days')).toContainText('Counting business days: 122.3350%');
    await expect(reading(page, 'business-days')).toContainText('264 a year');
    await expect(reading(page, 'business-days')).toContainText('accurate under 10 CCR § 955(a)(1): 0.0350 points below ours, 1/8 point allowed below');
    // Funded on Thanksgiving: the calendar count dates the debits from Friday, skipping Christmas and New Year's Day.
    await expect(reading(page, 'calendar')).toContainText('Counting calendar dates: 114.7968%');
    await expect(reading(page, 'calendar')).toContainText('365 a year');
    await expect(summaryRow(page, 'Estimated term')).toContainText('133 business days');
    await expect(page.locator('[data-summary]')).toContainText('last debit June 8, 2027');
    await expect(summaryRow(page, 'Finance charge')).toHaveText('$16,500.00');
    await expect(summaryRow(page, 'Estimated payment')).toContainText('$491 each business day');
    await expect(page.locator('[data-summary]')).toContainText('Not the official form');
    await expect(page.getByRole('button', { name: 'Print this summary' })).toBeVisible();

    // Only figures in the address; a reload gives the same verdict.
    const url = new URL(page.url());
    expect(url.searchParams.get('state')).toBe('california');
    // Written plainly, whatever was typed ("90,000"), so both languages read the same figures.
    expect(url.searchParams.get('sales')).toBe('90000.00~85000.00~95000.00~90000.00');
    expect(url.searchParams.get('date')).toBe('2026-11-26');
    await openTool(page, url.pathname + url.search);
    await expect(reading(page, 'calendar')).toContainText('114.7968%');
  });

  test('a New York disclosure 0.26 points below ours is accurate under 600.4(a)(3); with a split that changes, under (a)(2)', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'State the disclosure is from').selectOption({ label: 'New York' });
    await type(field(page, 'Funding provided ($)'), '100000');
    await type(field(page, 'Fees taken out of the funding ($)'), '2500');
    await type(field(page, 'Estimated total payment ($)'), '135000');
    await type(field(page, 'Specified percentage (%)'), '10');
    await type(field(page, 'APR printed on the disclosure (%)'), '89.40');
    await field(page, 'Funding date').fill('2026-11-26');
    await enterSales(page, ['140000', '150000', '135000', '160000', '145000', '150000']);
    await page.getByRole('button', { name: 'Check the APR' }).click();
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate');
    await expect(verdict(page)).toContainText('Accurate under 23 NYCRR 600.4(a)(3)');
    await expect(reading(page, 'business-days')).toContainText('accurate under 23 NYCRR 600.4(a)(3): 0.29% difference, 2.5% allowed');

    // 10% for three months, then 7%: payments change, so the quarter-point tolerance applies.
    await page.getByLabel('The percentage changes during the term').check();
    await type(field(page, 'Later percentage (%)'), '7');
    await type(field(page, 'Changes after (months)'), '3');
    await type(field(page, 'APR printed on the disclosure (%)'), '75.95');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate');
    await expect(reading(page, 'business-days')).toContainText('76.1557%');
    await expect(reading(page, 'business-days')).toContainText('accurate under 23 NYCRR 600.4(a)(2): 0.2057 points below ours, 1/4 point allowed either way');

    // A "change" to the same percentage is no change: the regular paragraphs apply again.
    await type(field(page, 'Later percentage (%)'), '10');
    await type(field(page, 'APR printed on the disclosure (%)'), '89.40');
    await expect(reading(page, 'business-days')).toContainText('accurate under 23 NYCRR 600.4(a)(3): 0.29% difference');
  });

  test('a California weekly offer printed far below ours: understated under both counts, with what to ask', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'State the disclosure is from').selectOption({ label: 'California' });
    await type(field(page, 'Funding provided ($)'), '40000');
    await type(field(page, 'Fees taken out of the funding ($)'), '800');
    await type(field(page, 'Estimated total payment ($)'), '52000');
    await page.getByLabel('A fixed amount each week').check();
    await type(field(page, 'Fixed payment ($)'), '2000');
    await type(field(page, 'APR printed on the disclosure (%)'), '60');
    await field(page, 'Funding date').fill('2026-11-26');
    await page.getByRole('button', { name: 'Check the APR' }).click();
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'understated');
    await expect(verdict(page)).toContainText('Understated under 10 CCR § 955(a)');
    await expect(verdict(page)).toContainText('Ask the funder how it worked out the APR');
    await expect(reading(page, 'business-days')).toContainText('115.2962%');
    await expect(reading(page, 'calendar')).toContainText('113.5791%');
    await expect(summaryRow(page, 'Estimated payment')).toHaveText('$2,000.00 each week');
  });

  test('a California daily offer between the two counts: the verdict depends on the count, and says what to ask', async ({ page }) => {
    await openTool(page, `${PATH}?state=california&kind=day&funding=50000&fees=0&payback=67500&fixed=500&apr=118&date=2026-11-26`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'depends');
    await expect(verdict(page)).toContainText('Depends on how time is counted');
    await expect(verdict(page)).toContainText(
      'Counting business days, it is outside 10 CCR § 955(a); counting calendar dates, accurate under 10 CCR § 955(a)(1)',
    );
    await expect(reading(page, 'business-days')).toContainText('outside 10 CCR § 955(a): 5.1632 points below ours');
    await expect(reading(page, 'business-days')).toContainText('4.38% difference, 2.5% allowed');
    await expect(reading(page, 'calendar')).toContainText('accurate under 10 CCR § 955(a)(1): 2.3856 points above ours');
    await expect(verdict(page)).toContainText('264 a year');
    await expect(verdict(page)).toContainText('365 days a year');
  });

  test('a California percentage offer printed above ours: said plainly to be no error under § 955(a)(1)', async ({ page }) => {
    await openTool(
      page,
      `${PATH}?state=california&kind=pct&funding=50000&fees=1500&payback=65000&percent=12&apr=130&date=2026-11-26&sales=90000~85000~95000~90000`,
    );
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate-higher');
    await expect(verdict(page)).toContainText('Higher than ours, and not an error under 10 CCR § 955(a)(1)');
    await expect(verdict(page)).toContainText('limits only how far below');
  });

  test('monthly debits, and a fixed debit that changes once', async ({ page }) => {
    await openTool(page, `${PATH}?state=new-york&kind=mo&funding=60000&fees=0&payback=66000&fixed=11000&apr=34&date=2026-03-10`);
    await expect(summaryRow(page, 'Estimated payment')).toHaveText('$11,000.00 each month');
    await expect(reading(page, 'business-days')).toContainText('12 a year');
    await expect(page.locator('[data-summary]')).toContainText('last debit September 10, 2026');

    await page.getByLabel('A fixed amount each business day').check();
    await type(field(page, 'Fixed payment ($)'), '500');
    await page.getByLabel('The payment changes once during the term').check();
    await type(field(page, 'Later payment ($)'), '700');
    await type(field(page, 'Changes after (payments)'), '60');
    await expect(summaryRow(page, 'Estimated payment')).toHaveText('$500.00 each business day, then $700.00 each business day after 60 payments');
    await expect(summaryRow(page, 'Estimated term')).toContainText('112 business days');
  });

  test('the error summary takes focus, links to each field, and prefixes the title', async ({ page }) => {
    await openTool(page, PATH);
    const title = await page.title();
    // Pressed before anything is chosen: the summary asks for the state.
    await page.getByRole('button', { name: 'Check the APR' }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(['Choose the state the disclosure is from.']);
    await field(page, 'State the disclosure is from').selectOption({ label: 'California' });
    await expect(page.locator('[data-error-summary]')).toHaveCount(0);
    await type(field(page, 'Funding provided ($)'), '50,000');
    await enterSales(page, ['90,000', '85,000', '95,000']);
    await page.getByRole('button', { name: 'Check the APR' }).click();

    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(`Error: ${title}`);
    await expect(summary.getByRole('link')).toHaveText([
      /^Estimated total payment: This field is empty/,
      /^Specified percentage: This field is empty/,
      /^APR printed on the disclosure: This field is empty/,
      'Monthly sales: Enter sales for 4 to 12 months; you have entered 3.',
    ]);
    await summary.getByRole('link', { name: /^Specified percentage/ }).click();
    await expect(field(page, 'Specified percentage (%)')).toBeFocused();

    // Fixed one by one, the summary shrinks; once all are fixed it goes, and so does the prefix.
    await type(field(page, 'Estimated total payment ($)'), '65000');
    await type(field(page, 'Specified percentage (%)'), '12');
    await type(field(page, 'APR printed on the disclosure (%)'), '80');
    await enterSales(page, ['90,000', '85,000', '95,000', '90,000']);
    await expect(summary).toHaveCount(0);
    // 80% is far more than 2.5% below our APR on any funding date (today's, here): understated both ways.
    await expect(page).toHaveTitle(title);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'understated');
  });

  test('other states answer from the state-law data, with the law linked', async ({ page }) => {
    await openTool(page, PATH);
    const select = field(page, 'State the disclosure is from');
    await select.selectOption({ label: 'Texas' });
    const answer = page.locator('[data-state-answer]');
    await expect(answer).toHaveAttribute('data-state-answer', 'no-apr');
    await expect(answer).toContainText('does not require an APR');
    await expect(answer.getByRole('link', { name: 'Tex. Fin. Code ch. 398; rules 7 TAC ch. 86, subch. C' })).toHaveAttribute(
      'href',
      '/resources/state-laws/texas',
    );
    await expect(field(page, 'Funding provided ($)')).toHaveCount(0);

    await select.selectOption({ label: 'Vermont' });
    await expect(answer).toHaveAttribute('data-state-answer', 'apr-later');
    await expect(answer).toContainText('Jul 1, 2027');

    await select.selectOption({ label: 'Ohio' });
    await expect(answer).toHaveAttribute('data-state-answer', 'no-law');
    await answer.getByRole('link', { name: 'Work out the APR with the calculator' }).click();
    await expect(page).toHaveURL(/\/funding-calculator$/);
  });
});

const FILLED = `${PATH}?state=california&kind=pct&funding=50000&fees=1500&payback=65000&percent=12&apr=122.3&date=2026-11-26&sales=90000~85000~95000~90000`;

for (const width of [390, 1280]) {
  test(`no axe violations at ${width}px with a verdict, and with the error summary showing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openTool(page, FILLED);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await openTool(page, FILLED.replace('percent=12', 'percent=').replace('apr=122.3', 'apr=abc'));
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}
