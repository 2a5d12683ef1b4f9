import { test, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { openTool, input, typeInto, toolHydrated } from '../support/tools';

/**
 * The 13-week cash forecast, used as an owner would on a phone: choose the bank export, confirm the advance
 * debit it found, read the week the cash runs short. "Today" is fixed (Wednesday, November 25, 2026, in New
 * York). The fixtures and their hand-worked figures: tests/fixtures/cash-runway/ and tests/unit/cash-runway.test.ts.
 */
const FIXTURES = 'tests/fixtures/cash-runway';
const CHASE = `${FIXTURES}/chase.csv`;
const PATH = '/tools/cash-runway';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
});

test('a Chase export through the file picker: what was read, the advance debit confirmed, and the first short week', async ({ page }) => {
  await openTool(page, PATH);
  await expect(page.locator('[data-privacy]')).toContainText('read on this device only');
  await page.getByLabel('Choose a CSV, OFX or QFX export of your business checking account').setInputFiles(CHASE);

  const read = page.locator('[data-read-summary]');
  await expect(read).toContainText('Layout: Chase.');
  await expect(read.locator('[data-read="range"]')).toHaveText('From August 24, 2026 to November 20, 2026');
  await expect(read.locator('[data-read="rows"]')).toHaveText('156 transactions');
  await expect(read.locator('[data-read="deposits"]')).toHaveText('65 deposits totalling $70,500.00');
  await expect(read.locator('[data-skipped="none"]')).toBeVisible();
  // The file's last balance becomes the opening balance.
  await expect(input(page, 'Cash in the account now')).toHaveValue('2000.00');

  // The daily ACH debit is found and ticked as an advance; payroll is found but not ticked.
  const advance = page.locator('[data-candidate]').filter({ hasText: 'RAPIDFUND CAPITAL' });
  await expect(advance).toContainText('62 debits, every business day');
  await expect(input(advance, 'What is it?')).toHaveValue('advance');
  await expect(input(advance, 'Each debit')).toHaveValue('350.00');
  await expect(input(page.locator('[data-candidate]').filter({ hasText: 'GUSTO PAYROLL' }), 'What is it?')).toHaveValue('none');
  await page.getByRole('button', { name: 'Show the forecast' }).click();

  // Worked by hand in tests/unit/cash-runway.test.ts: −$319.23 a five-debit week from $2,000.00.
  const headline = page.locator('[data-headline] [data-runs-out]');
  await expect(headline).toHaveText('Cash runs out in week 11, the week of February 1, 2027');
  await expect(page.locator('[data-week="10"] [data-closing]')).toHaveText('$207.70');
  await expect(page.locator('[data-week="11"] [data-closing]')).toHaveText('-$111.53');
  await expect(page.locator('[data-coverage-with] dd').first()).toHaveText('0.89×');
  await expect(page.locator('[data-basis]')).toHaveText(
    'Based on your bank export’s weeks from August 24, 2026 to November 22, 2026, planning on an average week.',
  );

  // The reader corrects the debit: $500 a day runs out in week 3.
  await typeInto(input(advance, 'Each debit'), '500');
  await expect(headline).toHaveText('Cash runs out in week 3, the week of December 7, 2026');
  // Planning on the low week instead.
  await typeInto(input(advance, 'Each debit'), '350');
  await input(page, 'Plan on').selectOption('low');
  await expect(headline).toHaveText('Cash runs out in week 2, the week of November 30, 2026');
});

test('no request carries the file: every request while it is read and the forecast drawn, and nothing is stored', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await openTool(page, PATH);
  const before = requests.length;
  const scriptsBefore = requests.filter((r) => r.resourceType() === 'script').map((r) => r.url());
  // The CSV reader (and papaparse) is not in the first load…
  expect(scriptsBefore.some((u) => u.includes('read-file'))).toBe(false);

  await page.getByLabel('Choose a CSV, OFX or QFX export of your business checking account').setInputFiles(CHASE);
  await expect(page.locator('[data-runs-out]')).toHaveText(/week 11/);
  await typeInto(input(page.locator('[data-candidate]').first(), 'Balance left (optional)'), '15000');
  await typeInto(input(page, 'If sales fall by (optional)'), '20');
  await expect(page.locator('[data-scenario="drop"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // …it loads only once a file is chosen, as a script from this site.
  const after = requests.slice(before);
  expect(after.some((r) => r.resourceType() === 'script' && r.url().includes('read-file'))).toBe(true);
  const file = readFileSync(CHASE, 'utf8');
  const markers = ['RAPIDFUND', 'GUSTO', 'SYSCO', 'SQUARE INC', 'OAK STREET', '-350.00', '9876543'];
  for (const marker of markers) expect(file).toContain(marker);
  for (const r of requests) {
    const carried = `${r.url()} ${r.postData() ?? ''} ${JSON.stringify(await r.allHeaders())}`.toUpperCase();
    for (const marker of markers) expect(carried, `${r.method()} ${r.url()}`).not.toContain(marker.toUpperCase());
    expect(r.method(), r.url()).toBe('GET');
    expect(new URL(r.url()).origin, r.url()).toBe(new URL(page.url()).origin);
  }
  // The page address holds the typed figures only.
  const address = new URL(page.url());
  expect([...address.searchParams.keys()].sort()).toEqual(['bal', 'basis', 'cush', 'drop', 'hw']);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('another layout: the message names the columns expected, and the reader names them', async ({ page }) => {
  await openTool(page, PATH);
  const picker = page.getByLabel('Choose a CSV, OFX or QFX export of your business checking account');
  await picker.setInputFiles(`${FIXTURES}/other-layout.csv`);
  const chooser = page.locator('[data-column-chooser]');
  await expect(chooser).toContainText('We expected columns for the date, a description and the amount (or separate debit and credit columns).');
  await expect(chooser).toContainText('Trans Date, Narrative, Money Out, Money In, Category');
  await expect(input(chooser, 'Date column')).toHaveValue('0');
  await input(chooser, 'Description column').selectOption({ label: 'Narrative' });
  await chooser.getByRole('button', { name: 'Read these columns' }).click();
  const read = page.locator('[data-read-summary]');
  await expect(read.locator('[data-read="deposits"]')).toHaveText('2 deposits totalling $2,390.25');
  await expect(read.locator('[data-skip-reason="date"]')).toHaveText('1 with no date in a US format (MM/DD/YYYY or YYYY-MM-DD) (row 6)');
  await expect(read.locator('[data-skip-reason="amount"]')).toHaveText('1 with no amount we could read (row 7)');
  // Too short a history to forecast from: said plainly, and the figures typed are kept.
  await expect(page.locator('[data-placeholder]')).toHaveText('Choose a file with at least four whole weeks, or type your weekly figures.');

  await picker.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\u0000\u0001binary') });
  await expect(page.locator('[data-file-error]')).toContainText('We could not find any transactions in that file.');
});

test('a tap on the stacked-advances check’s forecast link brings its advances and deposits; the typed forecast runs without a file', async ({ page }) => {
  await openTool(page, '/tools/stacked-advances?dep=52000&drop=20&b1=18000&k1=daily&m1=600&sp1=10');
  await page.getByRole('link', { name: 'Forecast 13 weeks with these advances' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH && url.searchParams.get('m1') === '600.00' && url.searchParams.get('dep') === '52000.00');
  await toolHydrated(page);
  // $52,000 a month × 12 ÷ 52 = $12,000 a week.
  await expect(input(page, 'Average deposits a week')).toHaveValue('12000.00');
  const advance = page.getByRole('group', { name: 'Advance 1' });
  await expect(input(advance, 'Daily debit')).toHaveValue('600.00');
  await typeInto(input(page, 'Cash in the account now'), '4000');
  await typeInto(input(page, 'Ordinary outflows a week'), '9500');
  // Week 1 starts Monday, November 30: $4,000 + $12,000 − $9,500 − 5 × $600 = $3,500; then −$500 a five-debit
  // week (+$100 with a holiday) until the $18,000 is paid by the 30th debit, in week 7: lowest $2,200 in week 6.
  await expect(page.locator('[data-week="1"] [data-closing]')).toHaveText('$3,500.00');
  await expect(page.locator('[data-runs-out]')).toHaveText('Cash stays above zero for all 13 weeks (lowest: $2,200.00)');
  // Sales down 20%: deposits $9,600, −$2,900 a five-debit week: week 2. Reconciled at 10% of $9,600 = $960 a week: −$860 a week.
  await expect(page.locator('[data-scenario="drop"] [data-below-zero]')).toHaveText('Week 2');
  await expect(page.locator('[data-scenario="reconciled"] [data-below-zero]')).toHaveText('Week 5');
});

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('axe finds nothing on the page: its example, then a file read and the forecast drawn', async ({ page }) => {
  await openTool(page, PATH);
  await expect(page.locator('[data-week-table]')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('Choose a CSV, OFX or QFX export of your business checking account').setInputFiles(`${FIXTURES}/citi.csv`);
  await expect(page.locator('[data-read-summary]')).toContainText('Layout: Citi.');
  await typeInto(input(page, 'Cash in the account now'), '6000');
  await expect(page.locator('[data-runs-out]')).toHaveText('Cash runs out in week 4, the week of December 14, 2026');
  await page.locator('[data-results] details summary').click();
  expect(await axe(page)).toEqual([]);
});
