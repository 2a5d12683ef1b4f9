import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openTool, input, typeInto } from '../support/tools';

/**
 * The 13-week cash forecast in Spanish, on a phone: the same figures as the English page on the same inputs,
 * in Spanish words and dates, and a bank export read through the file picker. "Today" is fixed as in
 * tests/e2e/cash-runway.spec.ts (Wednesday, November 25, 2026, in New York), whose figures these reuse.
 */
const FIXTURES = 'tests/fixtures/cash-runway';
const ES = '/es/herramientas/pronostico-de-efectivo';
const EN = '/tools/cash-runway';
// The stacked-advances check's link: $52,000 a month ($12,000 a week), a $600 daily debit on $18,000 left.
const LINK = '?dep=52000&drop=20&b1=18000&k1=daily&m1=600&sp1=10';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
});

const closings = (page: Page) => page.locator('[data-week-table] [data-closing]').allTextContents();

test('typed figures: the first short week in Spanish, and every week the same as the English page', async ({ page }) => {
  await openTool(page, `${ES}${LINK}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(input(page, 'Depósitos promedio por semana')).toHaveValue('12000.00');
  await expect(input(page.getByRole('group', { name: 'Adelanto 1' }), 'Débito diario')).toHaveValue('600');
  await typeInto(input(page, 'Efectivo en la cuenta hoy'), '4000');
  await typeInto(input(page, 'Salidas habituales por semana'), '9500');
  // As in the English spec: $3,500 after week 1, lowest $2,200; sales down 20% runs out in week 2.
  await expect(page.locator('[data-week="1"] [data-closing]')).toHaveText('$3,500.00');
  await expect(page.locator('[data-runs-out]')).toHaveText('El efectivo se mantiene por encima de cero las 13 semanas (mínimo: $2,200.00)');
  await expect(page.locator('[data-scenario="drop"] [data-below-zero]')).toHaveText('Semana 2');

  // $1,500 more going out each week: $12,000 − $11,000 − 5 × $600 = −$2,000 a week from $4,000.
  await typeInto(input(page, 'Salidas habituales por semana'), '11000');
  const headline = page.locator('[data-runs-out]');
  await expect(headline).toHaveText(/^El efectivo se acaba en la semana \d+, la semana del \d+ de [a-z]+ de 202\d$/);
  const spanish = { headline: await headline.textContent(), weeks: await closings(page) };
  expect(spanish.weeks).toHaveLength(13);

  await openTool(page, `${EN}${LINK}`);
  await typeInto(input(page, 'Cash in the account now'), '4000');
  await typeInto(input(page, 'Ordinary outflows a week'), '11000');
  await expect(page.locator('[data-runs-out]')).toHaveText(/^Cash runs out in week/);
  expect(await closings(page)).toEqual(spanish.weeks);
  // The same week and the same Monday, in each language's words.
  const en = (await page.locator('[data-runs-out]').textContent())!.match(/week (\d+), the week of (\w+) (\d+), (\d+)/)!;
  const es = spanish.headline!.match(/semana (\d+), la semana del (\d+) de (\w+) de (\d+)/)!;
  expect([es[1], es[2], es[4]]).toEqual([en[1], en[3], en[4]]);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  expect(meses[months.indexOf(en[2]!)]).toBe(es[3]);
});

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('a Citi export through the Spanish file picker: what was read in Spanish, the short week, and axe clean', async ({ page }) => {
  await openTool(page, ES);
  await expect(page.locator('[data-privacy]')).toContainText('se lee solo en este dispositivo');
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('Elija una exportación CSV, OFX o QFX de la cuenta de cheques de su negocio').setInputFiles(`${FIXTURES}/citi.csv`);
  await expect(page.locator('[data-read-summary]')).toContainText('Formato: Citi.');
  await typeInto(input(page, 'Efectivo en la cuenta hoy'), '6000');
  // The English spec's figure for the same file and balance: week 4, the week of December 14, 2026.
  await expect(page.locator('[data-runs-out]')).toHaveText('El efectivo se acaba en la semana 4, la semana del 14 de diciembre de 2026');
  await page.locator('[data-results] details summary').click();
  expect(await axe(page)).toEqual([]);
});

test('the method notes link the Spanish twins, and the language switch leads to the English tool', async ({ page }) => {
  await page.goto(ES);
  const method = page.locator('[data-method]');
  await expect(method.getByRole('link', { name: 'revisión de adelantos acumulados' })).toHaveAttribute('href', '/es/herramientas/adelantos-acumulados');
  await expect(method.getByRole('link', { name: 'carta de reconciliación' })).toHaveAttribute('href', '/es/herramientas/carta-de-reconciliacion');
  await expect(method.getByRole('link', { name: /SBA SOP 50 10 8/ })).toHaveAttribute('lang', 'en');
  await page.locator('[data-lang-switch]:visible').first().click();
  await expect(page).toHaveURL(new RegExp(`${EN}$`));
});
