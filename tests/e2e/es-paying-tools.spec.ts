import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { openTool, toolHydrated, input, typeInto, dataFigure as figure } from '../support/tools';
import { TOOL_CONTROLS, tapProblems } from '../support/tap-check';

/**
 * The Spanish pages of the three tools for owners already paying an advance, used as a person would and
 * checked against the English pages: the same figures for the same inputs, only the words differ. "Today"
 * is fixed as in paying-tools.spec.ts (Wednesday, November 25, 2026, in New York).
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', acceptDownloads: true });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
});

const STACKED = { es: '/es/herramientas/adelantos-acumulados', en: '/tools/stacked-advances' };
const RENEWAL = { es: '/es/herramientas/calculadora-de-renovacion', en: '/tools/renewal-calculator' };
const LETTER = { es: '/es/herramientas/carta-de-reconciliacion', en: '/tools/reconciliation-letter' };

/** Every figure a results panel shows, in order, as numbers, money and rates only (the words differ by language). */
async function figuresOf(page: Page): Promise<string[]> {
  const texts = await page.locator('main [data-figure] dd:first-of-type, main table tbody td').allInnerTexts();
  // Dates are written differently ("February 3, 2027", "3 de febrero de 2027"): their day numbers count, their years are left out.
  return texts.flatMap((t) => t.match(/\$?\d+(?:,\d{3})*(?:\.\d+)?[%¢]?/g) ?? []).filter((t) => !/^20\d\d$/.test(t));
}

/** Open the same page address in English and Spanish and compare every figure. */
async function sameFiguresAsEnglish(browser: Browser, paths: { es: string; en: string }, query: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
  const [en, es] = [await context.newPage(), await context.newPage()];
  for (const p of [en, es]) await p.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
  await openTool(en, `${paths.en}?${query}`);
  await openTool(es, `${paths.es}?${query}`);
  const english = await figuresOf(en);
  expect(english.length).toBeGreaterThanOrEqual(4);
  expect(await figuresOf(es)).toEqual(english);
  await context.close();
}

test.describe('adelantos acumulados (stacked advances)', () => {
  test('three advances and a new offer typed in Spanish give the English page’s figures, with Spanish dates', async ({ page }) => {
    await openTool(page, STACKED.es);
    await typeInto(input(page, 'Depósitos mensuales promedio'), '120.000');
    await typeInto(input(page, 'Margen bruto (opcional)'), '40');
    const first = page.getByRole('group', { name: 'Adelanto 1' });
    await typeInto(input(first, 'Nombre'), 'Funder A');
    const a = page.getByRole('group', { name: 'Funder A' });
    await typeInto(input(a, 'Saldo pendiente'), '30000');
    await typeInto(input(a, 'Porcentaje de retención (holdback)'), '12');
    const b = page.getByRole('group', { name: 'Adelanto 2' });
    await typeInto(input(b, 'Saldo pendiente'), '$12,000');
    await typeInto(input(b, 'Débito diario'), '400');
    await typeInto(input(b, 'Porcentaje especificado en el contrato (opcional)'), '6');
    await page.getByRole('button', { name: 'Agregar un adelanto' }).click();
    const c = page.getByRole('group', { name: 'Adelanto 3' });
    await typeInto(input(c, 'Saldo pendiente'), '6000');
    await input(c, 'Cómo se cobra').selectOption({ label: 'Débito semanal fijo' });
    await typeInto(input(c, 'Débito semanal'), '1500');
    await typeInto(input(page, 'Si las ventas bajan (opcional)'), '25');

    // The English spec's figures, worked by hand there.
    const now = page.locator('[data-summary="Los adelantos que paga ahora"]').first();
    await expect(figure(now, 'Combined debit per business day')).toHaveText('$1,355');
    await expect(figure(now, 'Per month')).toHaveText('$29,800');
    await expect(figure(now, 'Share of deposits')).toHaveText('24.8%');
    await expect(figure(now, 'Share of gross profit')).toHaveText('62.1%');
    await expect(now.locator('[data-band]')).toContainText('Más del 20% de los depósitos');
    const rows = page.getByRole('table', { name: 'Cada adelanto ahora' }).locator('tbody tr');
    await expect(rows.nth(0)).toHaveText(['Funder A', '$655', '46', '3 de febrero de 2027'].join(''));
    await expect(rows.nth(1)).toHaveText(['Adelanto 2', '$400', '30', '11 de enero de 2027'].join(''));
    await expect(rows.nth(2)).toHaveText(['Adelanto 3', '$300', '20', '23 de diciembre de 2026'].join(''));
    const drop = page.locator('[data-drop]');
    await expect(drop.getByRole('heading', { name: 'Si las ventas bajan un 25%' })).toBeVisible();
    await expect(figure(drop.locator('[data-summary="Si se reconciliaran los débitos fijos"]'), 'Share of deposits')).toHaveText('25.3%');

    await page.getByRole('button', { name: 'Agregar una nueva oferta que está considerando' }).click();
    const offer = page.getByRole('group', { name: 'Nueva oferta que está considerando' });
    await typeInto(input(offer, 'Monto del adelanto'), '20000');
    // A decimal comma, as many Spanish speakers write it.
    await typeInto(input(offer, 'Tasa de factor (factor rate)'), '1,4');
    await typeInto(input(offer, 'Cargos retenidos (opcional)'), '500');
    await typeInto(input(offer, 'Débito diario'), '350');
    await expect(figure(page.locator('[data-summary="Con la nueva oferta"]'), 'Share of deposits')).toHaveText('31.3%');
    await expect(page.locator('[data-offer-line]')).toHaveText(
      'La nueva oferta pondría $19,500.00 en su cuenta y sumaría $350 por día hábil durante 80 días hábiles.',
    );
    expect(page.url()).not.toContain('Funder');

    // The drop section's link leads to the Spanish letter.
    await drop.getByRole('link', { name: 'prepare una carta para pedir la reconciliación' }).click();
    await expect(page).toHaveURL(/\/es\/herramientas\/carta-de-reconciliacion$/);
  });

  test('a shared address gives every figure the English page gives', async ({ browser }) => {
    await sameFiguresAsEnglish(
      browser,
      STACKED,
      'dep=120%2C000&gm=40&drop=25&b1=30000&k1=percent&m1=12&b2=%2412%2C000&k2=daily&m2=400&sp2=6&b3=6000&k3=weekly&m3=1500&na=20000&nf=1.4&nfee=500&ns=daily&nd=350',
    );
  });

  test('a mistyped figure gets a Spanish message and no figures', async ({ page }) => {
    await openTool(page, STACKED.es);
    await typeInto(input(page, 'Depósitos mensuales promedio'), 'abc');
    await input(page, 'Margen bruto (opcional)').click();
    await expect(
      page.getByText('Use solo números, por ejemplo 80,000. Escriba depósitos mensuales entre $1,000 y $100,000,000.', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveText('Corrija los campos marcados para ver lo que se llevan los débitos.');
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|undefined|Infinity/);
  });
});

test.describe('calculadora de renovación (renewal calculator)', () => {
  test('a renewal typed in Spanish is priced as on the English page', async ({ page }) => {
    await openTool(page, RENEWAL.es);
    const current = page.getByRole('group', { name: 'El adelanto que paga ahora' });
    await typeInto(input(current, 'Monto del adelanto'), '40000');
    await typeInto(input(current, 'Monto total a devolver (payback)'), '52.000');
    await expect(input(current, 'Tasa de factor (factor rate)')).toHaveValue('');
    await input(current, 'Usted sabe').selectOption({ label: 'El saldo pendiente' });
    await typeInto(input(current, 'Saldo pendiente'), '26000');
    const renewal = page.getByRole('group', { name: 'La oferta de renovación (renewal)' });
    await typeInto(input(renewal, 'Monto del adelanto'), '60000');
    await typeInto(input(renewal, 'Tasa de factor (factor rate)'), '1,32');
    await typeInto(input(renewal, 'Cargos retenidos (opcional)'), '1200');
    await input(renewal, 'Pagos').selectOption({ label: 'Porcentaje de las ventas' });
    await typeInto(input(renewal, 'Porcentaje de retención (holdback)'), '14');
    await typeInto(input(renewal, 'Ingresos mensuales'), '90000');
    await typeInto(input(renewal, 'Descuento sobre el costo no pagado del saldo anterior (opcional)'), '10');

    // The English spec's figures, worked by hand there.
    await expect(figure(page, 'Balance rolled over')).toHaveText('$25,400.00');
    await expect(figure(page, 'Cash you actually receive')).toHaveText('$33,400.00');
    await expect(figure(page, 'Cost per dollar of cash received')).toHaveText('59.3¢');
    await expect(figure(page, 'Cost charged on money that only pays the old advance')).toHaveText('$8,553.06');
    await expect(figure(page, 'Payments')).toHaveText('139 pagos diarios de unos $573 (139 días hábiles)');
    await expect(figure(page, 'APR as usually quoted')).toHaveText('116.1%');
    await expect(figure(page, 'APR on the cash you receive')).toHaveText('193.1%');
    await expect(page.locator('[data-figure="APR on the cash you receive"] dt')).toHaveText('APR sobre el efectivo que recibe');
    await expect(page.locator('[data-compare]')).toContainText(
      'recibe $33,400.00 ahora y debe $79,200.00: $53,200.00 más de lo que debe hoy. De eso, $33,400.00 es dinero nuevo y $19,800.00 es lo que cuesta renovar.',
    );
    await page.reload();
    await toolHydrated(page);
    await expect(figure(page, 'APR on the cash you receive')).toHaveText('193.1%');
  });

  test('a shared address gives every figure the English page gives', async ({ browser }) => {
    await sameFiguresAsEnglish(browser, RENEWAL, 'ca=40000&cp=52000&cm=left&cv=26000&ra=60000&rf=1.32&rfee=1200&rs=percent&rh=14&rr=90000&rdisc=10');
    await sameFiguresAsEnglish(browser, RENEWAL, 'ca=50000&cf=1.3&cm=paid&cv=29250&ra=75000&rf=1.35&rfee=1500&rs=weekly&rd=3000');
  });

  test('says so in Spanish when the renewal pays out nothing', async ({ page }) => {
    await openTool(page, `${RENEWAL.es}?ca=50000&cf=1.3&cm=left&cv=60000&ra=60000&rf=1.3&rs=daily&rd=500`);
    await expect(page.locator('[data-no-cash]')).toHaveText(
      'Después de pagar el saldo anterior y los cargos, esta renovación no pone efectivo en su cuenta. Revise el nuevo adelanto, los cargos y el saldo pendiente.',
    );
  });
});

test.describe('carta de reconciliación (reconciliation letter)', () => {
  // The address as the page writes it: plain figures, whatever was typed ("3,000"), read the same in both languages.
  const QUERY = 'sp=12.00&dk=weekly&db=3000.00&d1=95000.00&d2=88000.00&rd=10';
  const NAMES = {
    es: ['Nombre del negocio', 'Nombre del financiador', 'Fecha del contrato', 'Su nombre y cargo'],
    en: ['Business name', 'Funder’s name', 'Date of the agreement', 'Your name and title'],
  };
  // The agreement date is a date field: its value is the date itself, whatever the browser shows.
  const VALUES = ['Maple Street Bakery LLC', 'Acme Capital', '2026-06-02', 'Dana Ortiz, Owner'];
  const enter = (field: Locator, i: number) => (i === 2 ? field.fill(VALUES[i]!) : typeInto(field, VALUES[i]!));

  test('the letter in Spanish, then in English word for word as the English page drafts it; copied, downloaded and printed in both', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, LETTER.es);
    await typeInto(input(page, 'Porcentaje especificado en el contrato'), '12');
    await input(page, 'Débito que le cobran cada').selectOption({ label: 'Semana' });
    await typeInto(input(page, 'Débito semanal que le cobran ahora'), '3,000');
    await typeInto(input(page, 'Depósitos del mes pasado'), '95000');
    await typeInto(input(page, 'Depósitos del mes anterior (opcional)'), '88000');
    await typeInto(input(page, 'Depósitos de dos meses antes (opcional)'), '');
    for (const [i, label] of NAMES.es.entries()) await enter(input(page, label), i);

    await expect(figure(page, 'Débito según el porcentaje especificado, por semana')).toHaveText('$2,495.45');
    await expect(figure(page, 'Diferencia por día hábil')).toHaveText('$100.91');
    await expect(figure(page, 'Diferencia por mes')).toHaveText('$2,220.00');
    await expect(figure(page, 'Pagado por encima del porcentaje especificado')).toHaveText('$4,440.00');
    expect(new URL(page.url()).search).toBe(`?${QUERY}`);

    // Spanish first: the page's language is the letter's.
    const letter = page.locator('[data-letter]');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(letter).toHaveAttribute('lang', 'es');
    await expect(letter).toContainText('25 de noviembre de 2026');
    await expect(letter).toContainText('Para: Acme Capital');
    // The months by name, counted back from the letter's date; the agreement date in full, in Spanish.
    await expect(letter).toContainText('Nuestros depósitos de octubre de 2026 y septiembre de 2026 fueron $95,000.00 y $88,000.00, $183,000.00 en total');
    await expect(letter).toContainText('nuestro contrato con fecha 2 de junio de 2026');
    await expect(letter).toContainText('Les pedimos ajustar el débito a $2,495.45 por semana');
    await expect(letter).toContainText('$4,440.00 más');
    await expect(letter).toContainText('dentro de 10 días hábiles');
    await expect(letter).toContainText('Dana Ortiz, Owner');
    const spanish = await letter.innerText();

    await page.getByRole('button', { name: 'Copiar la carta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Carta copiada' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(spanish);
    let [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar como texto' }).click()]);
    expect(download.suggestedFilename()).toBe('solicitud-de-reconciliacion-2026-11-25.txt');
    let text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('25 de noviembre de 2026');
    expect(text.replace(/\r\n/g, '\n')).toBe(spanish);

    // The English page's letter for the same figures and names.
    const other = await browser.newContext({ timezoneId: 'America/New_York' });
    const en = await other.newPage();
    await en.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
    await openTool(en, `${LETTER.en}?${QUERY}`);
    for (const [i, label] of NAMES.en.entries()) await enter(input(en, label), i);
    const english = await en.locator('[data-letter]').innerText();
    expect(english).toContain('Please adjust the debit to $2,495.45 per week');
    await other.close();

    await page.getByRole('radio', { name: 'English' }).check();
    await expect(letter).toHaveAttribute('lang', 'en');
    await expect(letter).toHaveText(english);
    await page.getByRole('button', { name: 'Copiar la carta' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(english);
    [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar como texto' }).click()]);
    expect(download.suggestedFilename()).toBe('reconciliation-request-2026-11-25.txt');
    text = readFileSync((await download.path())!, 'utf8');
    expect(text.replace(/\r\n/g, '\n')).toBe(english);

    // Printed, the letter is alone on one page, in either language.
    for (const lang of ['English', 'Español']) {
      await page.getByRole('radio', { name: lang }).check();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.locator('main form')).toBeHidden();
      await expect(page.locator('[data-letter-language]')).toBeHidden();
      await expect(letter).toBeVisible();
      const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      await page.emulateMedia({ media: 'screen' });
    }
  });

  test('a shared address gives every figure the English page gives', async ({ browser }) => {
    await sameFiguresAsEnglish(browser, LETTER, 'sp=10&dk=daily&db=450&d1=62000&d2=66000&d3=70000&rd=10');
    await sameFiguresAsEnglish(browser, LETTER, QUERY);
  });

  test('no letter when the debit is not above the specified percentage, said in Spanish', async ({ page }) => {
    await openTool(page, `${LETTER.es}?sp=15&dk=daily&db=300&d1=66000`);
    await expect(page.locator('[data-no-letter]')).toContainText('Con estas cifras, el débito no supera el porcentaje especificado');
    await expect(page.locator('[data-letter]')).toHaveCount(0);
  });
});

test.describe('Spanish pages with bad and hostile addresses', () => {
  const cases = [
    {
      path: `${STACKED.es}?dep=1e309&gm=NaN&b1=%3Cscript%3Ealert(1)%3C/script%3E&k1=loan&m1=12&drop=-5`,
      labels: ['Depósitos mensuales promedio', 'Margen bruto (opcional)', 'Adelanto 1: saldo pendiente'],
    },
    {
      path: `${RENEWAL.es}?ca=Infinity&cf=0x10&rs=javascript:alert(1)&ra=60000`,
      labels: ['Adelanto actual: monto', 'Adelanto actual: tasa de factor', 'Renovación: pagos'],
    },
    {
      path: `${LETTER.es}?sp=500&db=abc&dk=hourly&d1=-1&business=Evil`,
      labels: ['Porcentaje especificado en el contrato', 'Débito que le cobran cada', 'Débito que le cobran ahora'],
    },
  ];
  for (const { path, labels } of cases) {
    test(`${path.split('?')[0]} leaves bad values out with a Spanish note and messages`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
      await openTool(page, path);
      const note = page.locator('[data-ignored-note]');
      await expect(note).toContainText('No pudimos usar algunas cifras de la dirección de esta página');
      for (const label of labels) await expect(note.getByText(label, { exact: true })).toBeVisible();
      expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined|<script/);
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(page.locator('main')).toContainText(/Este campo está vacío|Escriba/);
      expect(dialogs).toEqual([]);
    });
  }
});

for (const path of [STACKED.es, RENEWAL.es, LETTER.es]) {
  test(`${path} is marked as Spanish`, async ({ page }) => {
    await page.goto(path);
    // Set by the language-aware shell (BaseLayout reads Astro.currentLocale).
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test(`${path} hydrates its example without errors, is axe-clean at 390 and 1280, and every control is a 44×44 tap at 390`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await expect(page.locator('[data-figure]').first()).toBeVisible();
    await toolHydrated(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const { checked, problems } = await tapProblems(page, TOOL_CONTROLS);
    expect(checked).toBeGreaterThan(8);
    expect(problems).toEqual([]);
    await page.locator('input[inputmode="decimal"]').first().fill('abc');
    await page.locator('input[inputmode="decimal"]').first().blur();
    const withErrors = await new AxeBuilder({ page }).include('main').analyze();
    expect(withErrors.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
