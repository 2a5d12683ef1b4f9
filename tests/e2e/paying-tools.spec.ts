import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { openTool, toolHydrated, input, typeInto, dataFigure as figure, readableAxisLabels } from '../support/tools';

/**
 * The three tools for owners already paying an advance, used as a person would: tap a field, type the
 * figures from their statements, read the results. "Today" is fixed (Wednesday, November 25, 2026, in
 * New York) so the payoff dates and the letter's date are the same on every run.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', acceptDownloads: true });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
});

test.describe('stacked advances', () => {
  test('the chart’s axis labels are readable on a phone: the top debit, $0, today and the last business day', async ({ page }) => {
    await openTool(page, '/tools/stacked-advances');
    await typeInto(input(page, 'Average monthly deposits'), '120000');
    const a = page.getByRole('group', { name: 'Advance 1' });
    await typeInto(input(a, 'Balance left'), '30000');
    await typeInto(input(a, 'Holdback'), '12');
    // Advance 1: 120,000 ÷ 22 × 12% = $654.55 a business day, 30,000 ÷ 654.55 = 45.8 → 46 business days.
    // Advance 2 keeps the example's $9,000 at $250 a day (36 days). Together $904.55 a day at first.
    const labels = await readableAxisLabels(page.locator('[data-chart-axes]'));
    expect(labels).toEqual(['$905', '$0', 'Today', 'Business day 46']);
  });

  test('three advances and a new offer typed in, with payoff dates and a sales drop', async ({ page }) => {
    await openTool(page, '/tools/stacked-advances');
    await typeInto(input(page, 'Average monthly deposits'), '120,000');
    await typeInto(input(page, 'Gross margin (optional)'), '40');

    const first = page.getByRole('group', { name: 'Advance 1' });
    await typeInto(input(first, 'Name'), 'Funder A');
    const a = page.getByRole('group', { name: 'Funder A' });
    await typeInto(input(a, 'Balance left'), '30000');
    await typeInto(input(a, 'Holdback'), '12');

    const second = page.getByRole('group', { name: 'Advance 2' });
    await typeInto(input(second, 'Name'), 'Funder B');
    const b = page.getByRole('group', { name: 'Funder B' });
    await typeInto(input(b, 'Balance left'), '$12,000');
    await typeInto(input(b, 'Daily debit'), '400');
    await typeInto(input(b, 'Specified percentage in the contract (optional)'), '6');

    await page.getByRole('button', { name: 'Add an advance' }).click();
    const third = page.getByRole('group', { name: 'Advance 3' });
    await typeInto(input(third, 'Name'), 'Funder C');
    const c = page.getByRole('group', { name: 'Funder C' });
    await typeInto(input(c, 'Balance left'), '6000');
    await input(c, 'How it is collected').selectOption({ label: 'Fixed weekly debit' });
    await typeInto(input(c, 'Weekly debit'), '1500');
    await typeInto(input(page, 'If sales fall by (optional)'), '25');

    // By hand: daily deposits 120,000 ÷ 22 = 5,454.55. A: 12% = 654.55 a day, 30,000 ÷ 654.55 = 45.8 → 46 days;
    // B: 400, 30 days; C: 1,500 ÷ 5 = 300, 20 days. Combined 1,354.55 a day, 29,800 a month, 24.8% of deposits;
    // of 2,181.82 daily gross profit (40%), 62.1%.
    const now = page.locator('[data-summary="The advances you pay now"]').first();
    await expect(figure(now, 'Combined debit per business day')).toHaveText('$1,355');
    await expect(figure(now, 'Per month')).toHaveText('$29,800');
    await expect(figure(now, 'Share of deposits')).toHaveText('24.8%');
    await expect(figure(now, 'Share of gross profit')).toHaveText('62.1%');
    await expect(now.locator('[data-band]')).toContainText('Above 20% of deposits');
    // Business days from Wednesday, November 25, 2026, weekends and Federal Reserve holidays skipped (Thanksgiving,
    // Christmas, New Year's Day, Dr. King's birthday); C's weekly debit falls on Wednesdays: the 4th is December 23.
    const rows = page.getByRole('table', { name: 'Each advance now' }).locator('tbody tr');
    await expect(rows.nth(0)).toHaveText(['Funder A', '$655', '46', 'February 3, 2027'].join(''));
    await expect(rows.nth(1)).toHaveText(['Funder B', '$400', '30', 'January 11, 2027'].join(''));
    await expect(rows.nth(2)).toHaveText(['Funder C', '$300', '20', 'December 23, 2026'].join(''));

    // Sales down 25%: 90,000 ÷ 22 = 4,090.91 a day; A takes 490.91 and 62 days; combined 1,190.91, 29.1%.
    // Reconciled at 6%, B would take 245.45 a day: combined 1,036.36, 25.3%.
    const drop = page.locator('[data-drop]');
    await expect(drop.getByRole('heading', { name: 'If sales fall by 25%' })).toBeVisible();
    await expect(figure(drop.locator('[data-summary="Debits as the contracts stand"]'), 'Combined debit per business day')).toHaveText('$1,191');
    await expect(figure(drop.locator('[data-summary="Debits as the contracts stand"]'), 'Share of deposits')).toHaveText('29.1%');
    await expect(figure(drop.locator('[data-summary="If the fixed debits were reconciled"]'), 'Combined debit per business day')).toHaveText('$1,036');
    await expect(figure(drop.locator('[data-summary="If the fixed debits were reconciled"]'), 'Share of deposits')).toHaveText('25.3%');
    await expect(drop.getByRole('table').locator('tbody tr').nth(1)).toHaveText(['Funder B', '$245', '49', 'February 8, 2027'].join(''));

    // A new offer: $20,000 at 1.4, $500 withheld, $350 a day → 28,000 ÷ 350 = 80 days; combined 1,704.55, 31.3%.
    await page.getByRole('button', { name: 'Add a new offer you are weighing' }).click();
    const offer = page.getByRole('group', { name: 'New offer you are weighing' });
    await typeInto(input(offer, 'Advance amount'), '20000');
    await typeInto(input(offer, 'Factor rate'), '1.4');
    await typeInto(input(offer, 'Fees withheld (optional)'), '500');
    await typeInto(input(offer, 'Daily debit'), '350');
    const after = page.locator('[data-summary="With the new offer"]');
    await expect(figure(after, 'Combined debit per business day')).toHaveText('$1,705');
    await expect(figure(after, 'Share of deposits')).toHaveText('31.3%');
    await expect(page.locator('[data-offer-line]')).toHaveText(
      'The new offer would put $19,500.00 in your account and add $350 a business day for 80 business days.',
    );

    // The address holds the figures, written plainly ("$12,000" typed is 12000.00), and never the names; a
    // reload gives the same results.
    expect(page.url()).not.toContain('Funder');
    expect(new URL(page.url()).search).toBe(
      '?dep=120000.00&gm=40.00&drop=25.00&b1=30000.00&k1=percent&m1=12.00&b2=12000.00&k2=daily&m2=400.00&sp2=6.00&b3=6000.00&k3=weekly&m3=1500.00&na=20000.00&nf=1.4000&nfee=500.00&ns=daily&nd=350.00',
    );
    await page.reload();
    await toolHydrated(page);
    await expect(figure(page.locator('[data-summary="With the new offer"]'), 'Share of deposits')).toHaveText('31.3%');
    await expect(page.getByRole('table', { name: 'Each advance now' }).locator('tbody tr').nth(0)).toHaveText(
      ['Advance 1', '$655', '46', 'February 3, 2027'].join(''),
    );
  });

  test('says plainly when the debits take more than the business earns on its sales', async ({ page }) => {
    await openTool(page, '/tools/stacked-advances?dep=44000&gm=20&b1=10000&k1=daily&m1=500');
    // 500 of 2,000 daily deposits is 25%; of 400 daily gross profit, 125%.
    await expect(page.locator('[data-over-profit]')).toHaveText('The debits take more than the business earns on its sales: 125.0% of its daily gross profit.');
  });
});

test.describe('renewal calculator', () => {
  test('a renewal typed in is priced on the cash actually received', async ({ page }) => {
    await openTool(page, '/tools/renewal-calculator');
    const current = page.getByRole('group', { name: 'The advance you pay now' });
    await typeInto(input(current, 'Advance amount'), '40000');
    await typeInto(input(current, 'Total payback'), '52,000');
    await expect(input(current, 'Factor rate')).toHaveValue('');
    await input(current, 'You know').selectOption({ label: 'The balance left' });
    await typeInto(input(current, 'Balance left'), '26000');
    const renewal = page.getByRole('group', { name: 'The renewal offer' });
    await typeInto(input(renewal, 'Advance amount'), '60000');
    await typeInto(input(renewal, 'Factor rate'), '1.32');
    await typeInto(input(renewal, 'Fees withheld (optional)'), '1200');
    await input(renewal, 'Payments').selectOption({ label: 'Percent of sales' });
    await typeInto(input(renewal, 'Holdback percentage'), '14');
    await typeInto(input(renewal, 'Monthly revenue'), '90000');
    await typeInto(input(renewal, 'Discount on the old balance’s unpaid cost (optional)'), '10');

    // By hand: unpaid cost 26,000 × 12,000 ÷ 52,000 = 6,000, 10% off = 600; rolled over 25,400;
    // cash 60,000 − 25,400 − 1,200 = 33,400; cost 79,200 − 60,000 = 19,200, with fees 20,400, less the 600 discount
    // 19,800 = 59.3¢ per $1 of cash; on the old balance 19,800 × 25,400 ÷ 58,800 (after fees) = 8,553.06;
    // 79,200 ÷ (90,000 ÷ 22 × 14%) = 138.3 → 139 payments. Both APRs on that one cost, after fees.
    await expect(figure(page, 'Balance rolled over')).toHaveText('$25,400.00');
    await expect(figure(page, 'Cash you actually receive')).toHaveText('$33,400.00');
    await expect(figure(page, 'Renewal’s cost')).toHaveText('$19,200.00');
    await expect(figure(page, 'Cost with fees')).toHaveText('$20,400.00');
    await expect(figure(page, 'Cost per dollar of cash received')).toHaveText('59.3¢');
    await expect(figure(page, 'Cost charged on money that only pays the old advance')).toHaveText('$8,553.06');
    await expect(figure(page, 'Payments')).toHaveText('139 daily payments of about $573 (139 business days)');
    await expect(figure(page, 'APR as usually quoted')).toHaveText('116.1%');
    await expect(figure(page, 'APR on the cash you receive')).toHaveText('193.1%');
    await expect(page.locator('[data-compare]')).toContainText(
      'you get $33,400.00 now and owe $79,200.00: $53,200.00 more than you owe today. $33,400.00 of that is new money and $19,800.00 is what renewing costs.',
    );
    await page.reload();
    await toolHydrated(page);
    await expect(figure(page, 'APR on the cash you receive')).toHaveText('193.1%');
  });

  test('says so when the renewal pays out nothing', async ({ page }) => {
    await openTool(page, '/tools/renewal-calculator?ca=50000&cf=1.3&cm=left&cv=60000&ra=60000&rf=1.3&rs=daily&rd=500');
    await expect(page.locator('[data-no-cash]')).toBeVisible();
  });
});

test.describe('reconciliation letter', () => {
  test('a month left blank is skipped by name, never renumbered as "the last 2 months"', async ({ page }) => {
    await openTool(page, '/tools/reconciliation-letter?sp=10&dk=daily&db=450&d2=66000&d3=70000&rd=10');
    const letter = page.locator('[data-letter]');
    await expect(letter).toContainText('Our deposits for September 2026 and August 2026 were $66,000.00 and $70,000.00');
    await expect(letter).not.toContainText('last 2 months');
    await expect(letter).toContainText('under our agreement dated [agreement date]');
  });

  test('figures and names typed in draft a letter that is copied, downloaded and printed on one page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/tools/reconciliation-letter');
    await typeInto(input(page, 'Specified percentage in the contract'), '12');
    await input(page, 'Debit taken every').selectOption({ label: 'Week' });
    await typeInto(input(page, 'Weekly debit taken now'), '3,000');
    await typeInto(input(page, 'Deposits last month'), '95000');
    await typeInto(input(page, 'Deposits the month before (optional)'), '88000');
    await typeInto(input(page, 'Deposits two months before (optional)'), '');
    await typeInto(input(page, 'Business name'), 'Maple Street Bakery LLC');
    await typeInto(input(page, 'Funder’s name'), 'Acme Capital');
    // A date field: the browser shows its own format; the letter prints the date in full.
    await input(page, 'Date of the agreement').fill('2026-06-02');
    await typeInto(input(page, 'Your name and title'), 'Dana Ortiz, Owner');

    // By hand: 183,000 over 2 months = 91,500 a month; 12% ÷ 22 = 499.09 a day, 2,495.45 a week; 3,000 ÷ 5 = 600 a day,
    // 100.91 more a day, 2,220 a month; paid 600 × 44 = 26,400 against 21,960: 4,440 more.
    await expect(figure(page, 'Debit at the specified percentage, per week')).toHaveText('$2,495.45');
    await expect(figure(page, 'Difference per business day')).toHaveText('$100.91');
    await expect(figure(page, 'Difference per month')).toHaveText('$2,220.00');
    await expect(figure(page, 'Paid beyond the specified percentage')).toHaveText('$4,440.00');
    const letter = page.locator('[data-letter]');
    await expect(letter).toContainText('November 25, 2026');
    await expect(letter).toContainText('To: Acme Capital');
    await expect(letter).toContainText('Re: Request for reconciliation under our agreement dated June 2, 2026');
    await expect(letter).toContainText('Our deposits for October 2026 and September 2026 were $95,000.00 and $88,000.00, $183,000.00 in all');
    await expect(letter).toContainText('Attached: bank statements for October 2026 and September 2026.');
    await expect(letter).toContainText('Please adjust the debit to $2,495.45 per week');
    await expect(letter).toContainText('$4,440.00 more');
    await expect(letter).toContainText('within 10 business days');
    await expect(letter).toContainText('Dana Ortiz, Owner');

    // Names never reach the address.
    expect(new URL(page.url()).search).toBe('?sp=12.00&dk=weekly&db=3000.00&d1=95000.00&d2=88000.00&rd=10');
    expect(page.url()).not.toMatch(/Maple|Acme|Dana/);

    await page.getByRole('button', { name: 'Copy letter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Letter copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await letter.innerText());

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as text' }).click()]);
    expect(download.suggestedFilename()).toBe('reconciliation-request-2026-11-25.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('November 25, 2026');
    expect(text).toContain('Maple Street Bakery LLC');

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('main form')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(letter).toBeVisible();
    const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test('no letter when the debit is not above the specified percentage', async ({ page }) => {
    await openTool(page, '/tools/reconciliation-letter?sp=15&dk=daily&db=300&d1=66000');
    // 15% × 66,000 ÷ 22 = 450 a day, above the 300 taken.
    await expect(page.locator('[data-no-letter]')).toBeVisible();
    await expect(page.locator('[data-letter]')).toHaveCount(0);
  });
});

test.describe('bad and hostile addresses', () => {
  const cases = [
    {
      path: '/tools/stacked-advances?dep=1e309&gm=NaN&b1=%3Cscript%3Ealert(1)%3C/script%3E&k1=loan&m1=12&drop=-5',
      labels: ['Average monthly deposits', 'Gross margin (optional)', 'Advance 1: balance left'],
    },
    {
      path: '/tools/renewal-calculator?ca=Infinity&cf=0x10&rs=javascript:alert(1)&ra=60000',
      labels: ['Current advance: amount', 'Current advance: factor rate', 'Renewal: payments'],
    },
    {
      path: '/tools/reconciliation-letter?sp=500&db=abc&dk=hourly&d1=-1&business=Evil',
      labels: ['Specified percentage in the contract', 'Debit taken every', 'Debit taken now'],
    },
  ];
  for (const { path, labels } of cases) {
    test(`${path.split('?')[0]} ignores bad values with a note and per-field messages`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
      await openTool(page, path);
      const note = page.locator('[data-ignored-note]');
      await expect(note).toBeVisible();
      for (const label of labels) await expect(note.getByText(label, { exact: true })).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/NaN|Infinity|undefined|<script/);
      // Empty required fields say so beside the field; nothing blank or broken.
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }
});

for (const path of ['/tools/stacked-advances', '/tools/renewal-calculator', '/tools/reconciliation-letter']) {
  test(`${path} hydrates its server-rendered example without errors and is axe-clean at 390 and 1280`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    // The example is in the server's HTML, so the first paint already shows figures.
    await expect(page.locator('[data-figure]').first()).toBeVisible();
    await toolHydrated(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // Errors showing are labelled too.
    await page.locator('input[inputmode="decimal"]').first().fill('abc');
    await page.locator('input[inputmode="decimal"]').first().blur();
    const withErrors = await new AxeBuilder({ page }).include('main').analyze();
    expect(withErrors.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
