import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { openTool } from '../support/tools';
import { PAGE_PAIRS } from '@/lib/i18n/pages';
import { UI } from '@/lib/i18n/ui';

/**
 * The Spanish disclosure check and the two after-payoff letters on a phone: a New York and a California
 * disclosure typed in Spanish give the state's rule by its own citation and the English page's figures; bad
 * input gets a Spanish message; the letters are drafted in English with Spanish words around them, print
 * alone, and the switcher leads to each English twin and back. "Today" is fixed (November 26, 2026, New York).
 */
const CHECK = PAGE_PAIRS.checkDisclosure;
const LIEN = PAGE_PAIRS.lienTerminationLetter;
const PAYOFF = PAGE_PAIRS.payoffLetterRequest;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-26T15:00:00Z'));
});

const CALIFORNIA = 'state=california&kind=pct&funding=50000&fees=1500&payback=65000&percent=12&apr=122.3&date=2026-11-26&sales=90000~85000~95000~90000';
const NEW_YORK = 'state=new-york&kind=day&funding=50000&fees=0&payback=67500&fixed=500&apr=122.9&date=2026-11-26';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
async function type(input: Locator, text: string) {
  await input.click();
  await input.fill('');
  await input.pressSequentially(text);
}
const verdict = (page: Page) => page.locator('[data-verdict]');
const reading = (page: Page, kind: 'business-days' | 'calendar') => page.locator(`[data-reading="${kind}"]`);

test.describe('revisar mi divulgación', () => {
  test('a New York disclosure typed in Spanish: exact under 23 NYCRR 600.4(a)(3), said in Spanish with the citation as written', async ({ page }) => {
    await openTool(page, CHECK.es);
    await field(page, 'Estado de la divulgación').selectOption({ label: 'Nueva York' });
    await type(field(page, 'Financiamiento otorgado ($)'), '100.000');
    await type(field(page, 'Cargos descontados del financiamiento ($)'), '2500');
    await type(field(page, 'Pago total estimado ($)'), '135000');
    await type(field(page, 'Porcentaje especificado (%)'), '10');
    await type(field(page, 'APR impresa en la divulgación (%)'), '89,40');
    await field(page, 'Fecha del financiamiento').fill('2026-11-26');
    const months = ['140000', '150000', '135000', '160000', '145000', '150000'];
    for (let i = 0; i < months.length; i++) {
      if ((await field(page, `Mes ${i + 1} ($)`).count()) === 0) await page.getByRole('button', { name: 'Agregar un mes' }).tap();
      await type(field(page, `Mes ${i + 1} ($)`), months[i]!);
    }
    await page.getByRole('button', { name: 'Revisar la APR' }).tap();
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'accurate');
    await expect(verdict(page)).toContainText('Exacta según 23 NYCRR 600.4(a)(3)');
    await expect(verdict(page)).toContainText('según la regla de Nueva York');
    await expect(reading(page, 'business-days')).toContainText('La APR impresa es exacta según 23 NYCRR 600.4(a)(3): diferencia de 0.29%; se permite 2.5%');
    // The decimal comma was read as the English page reads a point: the address carries what was typed, both pages read it alike.
    expect(new URL(page.url()).searchParams.get('state')).toBe('new-york');
  });

  test('a California disclosure: the counts, the dates in Spanish and the summary laid out like the form', async ({ page }) => {
    await openTool(page, `${CHECK.es}?${CALIFORNIA}`);
    await expect(verdict(page)).toContainText('Exacta según 10 CCR § 955(a)(1)');
    await expect(reading(page, 'business-days')).toContainText('Contando días hábiles: 122.3350%');
    await expect(reading(page, 'business-days')).toContainText('0.0350 puntos por debajo de la nuestra; se permite 1/8 de punto por debajo');
    await expect(reading(page, 'calendar')).toContainText('Contando fechas del calendario: 114.7968%');
    await expect(page.locator('[data-summary]')).toContainText('último débito el 8 de junio de 2027');
    await expect(page.locator('[data-summary]')).toContainText('133 días hábiles');
    await expect(page.getByRole('button', { name: 'Imprimir este resumen' })).toBeVisible();
  });

  test('bad input gets a Spanish message and loses nothing', async ({ page }) => {
    await openTool(page, CHECK.es);
    await field(page, 'Estado de la divulgación').selectOption({ label: 'California' });
    await type(field(page, 'Financiamiento otorgado ($)'), 'cincuenta mil');
    await field(page, 'Pago total estimado ($)').tap();
    await expect(page.locator('#dc-funding-error')).toHaveText(
      /Use solo números, por ejemplo 50,000\. Escriba el financiamiento otorgado entre \$1,000 y \$10,000,000\./,
    );
    await expect(field(page, 'Financiamiento otorgado ($)')).toHaveValue('cincuenta mil');
    await page.getByRole('button', { name: 'Revisar la APR' }).tap();
    await expect(page.getByRole('link', { name: /^Financiamiento otorgado: Use solo números/ })).toBeVisible();
    // The error summary's heading is in the page's language too.
    await expect(page.locator('[data-error-summary] h2')).toHaveText('Hay un problema');
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|undefined|Infinity/);
  });

  test('a state with no law found answers in Spanish and links its Spanish state-law page', async ({ page }) => {
    await openTool(page, CHECK.es);
    await field(page, 'Estado de la divulgación').selectOption({ label: 'Ohio' });
    const answer = page.locator('[data-state-answer]');
    await expect(answer).toHaveAttribute('data-state-answer', 'no-law');
    await expect(answer).toContainText('No encontramos ninguna ley estatal de divulgación de financiamiento comercial en Ohio');
    await expect(answer.getByRole('link', { name: 'Lo que encontramos sobre Ohio' })).toHaveAttribute('href', '/es/recursos/leyes-estatales/ohio');
  });

  for (const [state, query] of [
    ['New York', NEW_YORK],
    ['California', CALIFORNIA],
  ] as const) {
    test(`a shared ${state} address gives every figure the English page gives`, async ({ browser }) => {
      await sameFigures(browser, query);
    });
  }
});

/** Every figure of the result (rates, money, counts), in order; the words differ by language. */
async function figuresOf(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-verdict], [data-reading], [data-summary] td').allInnerTexts();
  return texts.flatMap((t) => t.match(/\$?\d+(?:,\d{3})*(?:\.\d+)?%?/g) ?? []).filter((t) => !/^20\d\d$/.test(t));
}

async function sameFigures(browser: Browser, query: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
  const [en, es] = [await context.newPage(), await context.newPage()];
  for (const p of [en, es]) await p.clock.setFixedTime(new Date('2026-11-26T15:00:00Z'));
  await openTool(en, `${CHECK.en}?${query}`);
  await openTool(es, `${CHECK.es}?${query}`);
  await expect(en.locator('[data-verdict]')).toBeVisible();
  const english = await figuresOf(en);
  expect(english.length).toBeGreaterThanOrEqual(10);
  expect(await figuresOf(es)).toEqual(english);
  await context.close();
}

test.describe('las cartas después de pagar', () => {
  test('the lien letter: Spanish form and deadline, the letter in English with its dates in full, printed alone', async ({ page }) => {
    await openTool(page, LIEN.es);
    await expect(page.locator('#idioma')).toHaveText('En qué idioma va la carta');
    await expect(page.locator('[data-deadline]')).toContainText('Escriba la fecha en que el financiador recibirá la carta');
    await type(field(page, 'Financiador (la parte garantizada en el registro)'), 'Example Funding Co.');
    await type(field(page, 'Oficina de registro'), 'Texas Secretary of State');
    await type(field(page, 'Número de registro'), '24-0012345678');
    await field(page, 'Fecha en que terminó de pagar').fill('2026-11-02');
    await field(page, 'Fecha en que el financiador recibirá esta carta').fill('2026-12-01');
    await expect(page.locator('[data-deadline-text]')).toHaveText(
      'Si la recibe el 1 de diciembre de 2026, el financiador tiene hasta el 21 de diciembre de 2026 para presentar la terminación o enviársela a usted. Desde el 22 de diciembre de 2026, si no hizo ninguna de las dos cosas, usted puede presentar una por su cuenta.',
    );
    const letter = page.locator('[data-letter]');
    await expect(letter).toHaveAttribute('lang', 'en');
    await expect(letter).toContainText('November 26, 2026');
    await expect(letter).toContainText('in full on November 2, 2026');
    await expect(letter).toContainText('If you receive this demand on December 1, 2026, the 20th day is December 21, 2026.');

    await page.setViewportSize({ width: 643, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('main form')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    expect((await letter.boundingBox())!.height).toBeLessThan(883);
  });

  test('the payoff letter request: a Spanish message for a bad figure, the letter in English, the wire warning in Spanish', async ({ page }) => {
    await openTool(page, PAYOFF.es);
    await type(field(page, 'Nombre del financiador'), 'Example Funding Co.');
    await field(page, 'Fecha en que piensa pagar').fill('2026-12-15');
    await type(field(page, 'Días hábiles para que el financiador responda'), '45');
    await page.getByRole('button', { name: 'Actualizar la carta' }).tap();
    await expect(page.locator('#letter-replyDays-error')).toHaveText('Escriba de 1 a 30 días hábiles.');
    await expect(page.locator('[data-wire-warning]')).toContainText('Antes de pagar, llame al financiador');
    const letter = page.locator('[data-letter]');
    await expect(letter).toContainText('if received by December 15, 2026');
    await expect(letter).toContainText('To: Example Funding Co.');
  });
});

test.describe('the switcher', () => {
  for (const pair of [CHECK, LIEN, PAYOFF]) {
    test(`leads from ${pair.es} to ${pair.en} and back`, async ({ page }) => {
      await page.goto(pair.es);
      await page.locator('header').getByRole('link', { name: UI.es.switchTo, exact: true }).first().tap();
      await page.waitForURL((url) => url.pathname === pair.en);
      await page.locator('header').getByRole('link', { name: UI.en.switchTo, exact: true }).first().tap();
      await page.waitForURL((url) => url.pathname === pair.es);
    });
  }
});
