import { test, expect, type Page } from '@playwright/test';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { ROUTES } from '@/lib/site/routes';
import { UI } from '@/lib/i18n/ui';
import { openTool, toolHydrated, input, typeInto, dataFigure as figure } from '../support/tools';
import { fullStylesheetApplied } from '../support/page-ready';

/**
 * Issue 43: changing language keeps the scenario. Figures typed on a tool page go in the address, and the
 * language link (the header's, the sheet's) carries them to the twin, which shows the same figures and
 * results; and back. Messages for commas and points the parser will not guess at, in each language.
 */

/** The figures of a calculator's results, as numbers only (the words differ by language). */
async function calculatorFigures(page: Page): Promise<string[]> {
  const texts = await page.locator('main dl dt + dd').allInnerTexts();
  return texts.flatMap((t) => t.match(/\$?\d+(?:,\d{3})*(?:\.\d+)?[%¢]?/g) ?? []);
}

test.describe('the language link keeps the calculator’s figures (1280px, header)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('English figures go to Spanish and come back, Spanish figures go to English', async ({ page }) => {
    await openTool(page, ROUTES.calculator);
    await input(page, 'Advance amount ($)').fill('$75,000');
    await input(page, 'Factor rate').fill('1.3');
    await input(page, 'Holdback percentage (%)').fill('12');
    await input(page, 'Monthly revenue ($)').fill('90,000');
    await expect(page.locator('main dl dt', { hasText: /^Total payback$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('$97,500.00');
    const english = await calculatorFigures(page);

    // The header's link (the sheet's, closed, is out of the accessibility tree).
    await page.getByRole('link', { name: UI.en.switchTo, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.calculator);
    await toolHydrated(page);
    await expect(input(page, 'Monto del adelanto ($)')).toHaveValue('75000.00');
    await expect(input(page, 'Tasa de factor')).toHaveValue('1.30');
    await expect.poll(() => calculatorFigures(page)).toEqual(english);

    // A Spanish reader's decimal comma reaches the English page as a plain figure.
    await input(page, 'Monto del adelanto ($)').fill('80.000,50');
    await expect(page).toHaveURL(/advance=80000\.50/);
    const spanish = await calculatorFigures(page);
    await page.getByRole('link', { name: UI.es.switchTo, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.calculator);
    await toolHydrated(page);
    await expect(input(page, 'Advance amount ($)')).toHaveValue('80000.50');
    await expect.poll(() => calculatorFigures(page)).toEqual(spanish);
  });

  test('a pasted "1,234,56" gets an exact message in each language', async ({ page }) => {
    await openTool(page, ROUTES.calculator);
    const advance = input(page, 'Advance amount ($)');
    await advance.fill('1,234,56');
    await advance.blur();
    await expect(page.getByText('“1,234,56” could be read two ways. If you mean 1,234.56, type 1,234.56.')).toBeVisible();
    await expect(advance).toHaveAttribute('aria-invalid', 'true');

    await openTool(page, ES_ROUTES.calculator);
    const monto = input(page, 'Monto del adelanto ($)');
    await monto.fill('1,234,56');
    await monto.blur();
    await expect(page.getByText('“1,234,56” se puede leer de dos maneras. Si quiere decir 1,234.56, escriba 1,234.56 o 1.234,56.')).toBeVisible();
    await expect(monto).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the language link keeps the renewal calculator’s figures (390px, navigation sheet)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'America/New_York' });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
  });

  async function switchInSheet(page: Page, lang: 'en' | 'es') {
    await fullStylesheetApplied(page);
    const from = lang === 'es' ? UI.en : UI.es;
    await page.getByRole('button', { name: from.openNav }).tap();
    const sheet = page.getByRole('dialog', { name: from.navTitle });
    await sheet.getByRole('link', { name: from.switchTo, exact: true }).tap();
  }

  test('English figures go to Spanish through the sheet, and back', async ({ page }) => {
    await openTool(page, ROUTES.renewalCalculator);
    const current = page.getByRole('group', { name: 'The advance you pay now' });
    await typeInto(input(current, 'Advance amount'), '40000');
    await typeInto(input(current, 'Factor rate'), '1.3');
    await input(current, 'You know').selectOption({ label: 'The balance left' });
    await typeInto(input(current, 'Balance left'), '26000');
    const renewal = page.getByRole('group', { name: 'The renewal offer' });
    await typeInto(input(renewal, 'Advance amount'), '60000');
    await typeInto(input(renewal, 'Factor rate'), '1.32');
    await input(renewal, 'Payments').selectOption({ label: 'Percent of sales' });
    await typeInto(input(renewal, 'Holdback percentage'), '14');
    await typeInto(input(renewal, 'Monthly revenue'), '90000');
    const cash = await figure(page, 'Cash you actually receive').innerText();
    const apr = await figure(page, 'APR on the cash you receive').innerText();
    expect(cash).toMatch(/^\$\d/);

    await switchInSheet(page, 'es');
    await page.waitForURL((url) => url.pathname === ES_ROUTES.renewalCalculator);
    await toolHydrated(page);
    await expect(input(page.getByRole('group', { name: 'La oferta de renovación (renewal)' }), 'Monto del adelanto')).toHaveValue('60000.00');
    await expect(figure(page, 'Cash you actually receive')).toHaveText(cash);
    await expect(figure(page, 'APR on the cash you receive')).toHaveText(apr);

    await switchInSheet(page, 'en');
    await page.waitForURL((url) => url.pathname === ROUTES.renewalCalculator);
    await toolHydrated(page);
    await expect(input(page.getByRole('group', { name: 'The renewal offer' }), 'Holdback percentage')).toHaveValue('14.00');
    await expect(figure(page, 'APR on the cash you receive')).toHaveText(apr);
  });
});

test.describe('the language link keeps the stacked-advances check’s figures as plain figures (1280px, header)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
  });

  test('a Spanish "52.000,50" reaches the English page as 52000.50, with the same combined debit', async ({ page }) => {
    await openTool(page, ES_ROUTES.stackedAdvances);
    await typeInto(input(page, 'Depósitos mensuales promedio'), '52.000,50');
    await expect(page).toHaveURL(/dep=52000\.50/);
    const debit = page.locator('[data-figure="Combined debit per business day"] dd').first();
    const spanish = await debit.innerText();
    expect(spanish).toMatch(/^\$[\d,]+/);
    await page.getByRole('link', { name: UI.es.switchTo, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.stackedAdvances);
    await toolHydrated(page);
    await expect(input(page, 'Average monthly deposits')).toHaveValue('52000.50');
    await expect(debit).toHaveText(spanish);
  });
});

test.describe('the language link keeps the disclosure check’s figures (1280px, header)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a shared New York offer goes to the Spanish check with its figures, and a Spanish figure comes back plain', async ({ page }) => {
    const query = 'state=new-york&kind=daily&funding=50000.00&fees=1500.00&payback=65000.00&fixed=650.00&apr=161.6000&date=2026-12-01';
    await openTool(page, `${ROUTES.checkDisclosure}?${query}`);
    await page.getByRole('link', { name: UI.en.switchTo, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ES_ROUTES.checkDisclosure);
    await toolHydrated(page);
    expect(new URL(page.url()).search).toBe(`?${query}`);
    await expect(input(page, 'Financiamiento otorgado ($)')).toHaveValue('50000.00');
    await typeInto(input(page, 'Financiamiento otorgado ($)'), '52.000,50');
    await expect(page).toHaveURL(/funding=52000\.50/);
    await page.getByRole('link', { name: UI.es.switchTo, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.checkDisclosure);
    await toolHydrated(page);
    await expect(input(page, 'Funding provided ($)')).toHaveValue('52000.50');
  });
});
