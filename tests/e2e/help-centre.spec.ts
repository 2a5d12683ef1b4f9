import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { fullStylesheetApplied } from '../support/page-ready';
import { ROUTES } from '@/lib/site/routes';
import { ROUTE_NAMES } from '@/lib/site/nav';
import { helpUrl } from '@/lib/content/urls';
import { stateLawPath } from '@/lib/state-laws/rules';
import { FTC_ROUTE } from '@/lib/state-laws/complaints';

/**
 * The help centre used by thumb on a phone: three situations walked from the home page to a letter or a
 * complaint office, every link tapped; the two after-payoff letters filled in, with nothing typed leaving
 * the page; axe on every help page and letter. "Today" is fixed (Thursday, November 26, 2026, New York).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: 'America/New_York', acceptDownloads: true });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-26T15:00:00Z'));
});

/** Taps a link by its accessible name inside `scope` (the page's main by default) and waits for where it leads. */
async function tapLink(page: Page, name: string | RegExp, to: string, scope = page.locator('main')) {
  const link = scope.getByRole('link', { name }).first();
  await link.scrollIntoViewIfNeeded();
  await link.tap();
  await expect(page).toHaveURL((url) => url.pathname === to);
}

/** Every request the page makes, so a test can prove what was typed was never sent. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  return sent;
}

test('“I paid it off but the lien is still there”: home → help page → lien termination letter, drafted with the 20th day', async ({ page }) => {
  const sent = recordRequests(page);
  await page.goto('/');
  await tapLink(page, ROUTE_NAMES.helpLien, ROUTES.helpLien, page.locator('[data-home-help]'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Paid It Off but the UCC Lien Is Still There');
  await tapLink(page, ROUTE_NAMES.lienTerminationLetter, ROUTES.lienTerminationLetter, page.locator('[data-help-tools]'));

  const field = (label: string) => page.getByLabel(label, { exact: true });
  // Typing starts once the island has hydrated, as a person's first keystroke would come after it.
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await expect(page.locator('[data-deadline]')).toContainText('Enter the date the funder will receive the letter');
  await field('Filing office').fill('Texas Secretary of State');
  await field('Filing number').fill('24-0012345678');
  await field('State whose law applies').fill('Texas');
  await field('Date you paid it off').fill('2026-11-02');
  await field('Final payment (optional)').fill('12,500');
  await field('Date the funder will receive this letter').fill('2026-12-01');
  await field('Business name, exactly as on the filing').fill('Acme Bakery LLC');
  await field('Funder (the secured party on the filing)').fill('Example Funding Co.');

  // Received Tuesday, December 1: the 20th day after is Monday, December 21; the owner may act from the 22nd.
  await expect(page.locator('[data-deadline-text]')).toHaveText(
    'Received on December 1, 2026, the funder has until December 21, 2026 to file the termination or send it to you. From December 22, 2026, if it has done neither, you may file one yourself.',
  );
  const letter = page.locator('[data-letter]');
  await expect(letter).toContainText('November 26, 2026');
  await expect(letter).toContainText('To: Example Funding Co.');
  await expect(letter).toContainText('UCC financing statement no. 24-0012345678, filed with Texas Secretary of State');
  await expect(letter).toContainText('in full on November 2, 2026 (final payment $12,500.00)');
  await expect(letter).toContainText('If you receive this demand on December 1, 2026, the 20th day is December 21, 2026.');

  // Download: the file name carries the date only; the text is the letter.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as text' }).tap()]);
  expect(download.suggestedFilename()).toBe('lien-termination-demand-2026-11-26.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toContain('Acme Bakery LLC');

  // Nothing typed is in the address or in any request.
  expect(page.url()).not.toMatch(/Acme|Example|0012345678/);
  expect(sent.filter((s) => /Acme|Example%20Funding|Example Funding|0012345678/.test(s))).toEqual([]);
});

test('a missing receipt date gets its own message, and the letter keeps what is valid', async ({ page }) => {
  await page.goto(ROUTES.lienTerminationLetter);
  await fullStylesheetApplied(page);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  const funder = page.getByLabel('Funder (the secured party on the filing)', { exact: true });
  await funder.fill('Example Funding Co.');
  await page.getByRole('button', { name: 'Update the letter' }).tap();
  await expect(page.locator('[data-letter-errors]')).toContainText('Date the funder will receive this letter');
  await expect(page.locator('#letter-received-error')).toHaveText('Enter the date the funder will receive this letter: the 20 days are counted from it.');
  await expect(page.locator('[data-letter]')).toContainText('To: Example Funding Co.');
  await expect(funder).toHaveValue('Example Funding Co.');
});

test('“I want to complain about a funder or broker”: home → sheet → help → complaint page → a state’s office', async ({ page }) => {
  await page.goto('/');
  await fullStylesheetApplied(page);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Navigation' });
  await tapLink(page, ROUTE_NAMES.help, ROUTES.help, sheet);
  await tapLink(page, '“I want to complain about a funder or broker”', ROUTES.helpComplain);
  const texas = page.locator('[data-complaint-office="texas"]');
  await expect(texas).toContainText('Office of Consumer Credit Commissioner (OCCC)');
  await expect(page.locator('[data-complaint-office="ftc"]').getByRole('link', { name: /ReportFraud\.ftc\.gov/ })).toHaveAttribute('href', FTC_ROUTE.url);
  await tapLink(page, 'State law page: Texas', stateLawPath('texas'), texas);
  const office = page.locator('[data-complaint-office="texas"]');
  await expect(office.getByRole('link', { name: /Complaint page/ })).toHaveAttribute('href', 'https://occc.texas.gov/consumers/complaint-resolution');
});

test('“The debit is more than I have”: home → help centre → the situation → reconciliation letter', async ({ page }) => {
  await page.goto('/');
  await tapLink(page, 'Open the help center', ROUTES.help, page.locator('[data-home-help]'));
  await tapLink(page, '“The debit is more than I have”', ROUTES.helpDebit);
  await expect(page.getByRole('heading', { level: 2, name: 'In the next 48 hours' })).toBeVisible();
  await tapLink(page, ROUTE_NAMES.reconciliationLetter, ROUTES.reconciliationLetter, page.locator('[data-help-tools]'));
  await expect(page.locator('[data-letter]')).toContainText('Request for reconciliation');
});

test('the payoff letter request asks for the amount good through a date and warns about wiring instructions', async ({ page }) => {
  await page.goto(ROUTES.helpLien);
  await tapLink(page, ROUTE_NAMES.payoffLetterRequest, ROUTES.payoffLetterRequest, page.locator('[data-help-tools]'));
  await expect(page.locator('[data-wire-warning]')).toContainText('confirm the payment instructions');
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await page.getByLabel('Funder’s name', { exact: true }).fill('Example Funding Co.');
  await page.getByLabel('Date you plan to pay', { exact: true }).fill('2026-12-15');
  const letter = page.locator('[data-letter]');
  await expect(letter).toContainText('if received by December 15, 2026');
  await expect(letter).toContainText('all debits from our account will stop');
  expect(page.url()).not.toContain('Example');
});

test('a letter prints alone, on one US Letter page', async ({ page }) => {
  // 8.5 in wide less 0.9 in margins each side, at 96 px an inch; 11 in tall less the margins: 883 px.
  await page.setViewportSize({ width: 643, height: 900 });
  await page.goto(ROUTES.lienTerminationLetter);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await page.getByLabel('Date the funder will receive this letter', { exact: true }).fill('2026-12-01');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main form')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  const box = (await page.locator('[data-letter]').boundingBox())!;
  expect(box.height).toBeLessThan(883);
});

test.describe('axe', () => {
  const HELP_PAGES = [
    ROUTES.help,
    ...[
      'debit-more-than-i-have',
      'settlement-offers',
      'lien-after-payoff',
      'sued-or-account-frozen',
      'thinking-about-bankruptcy',
      'collectors-keep-calling',
      'recording-an-advance-for-taxes',
      'complain-about-a-funder-or-broker',
    ].map(helpUrl),
    ROUTES.lienTerminationLetter,
    ROUTES.payoffLetterRequest,
    stateLawPath('florida'),
  ];
  // One test per page and width, so no test holds its worker for long.
  for (const width of [390, 1280]) {
    for (const path of HELP_PAGES) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path, { waitUntil: 'load' });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
