import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SITE } from '@/lib/site/config';
import { openTool } from '../support/tools';
import { TOOL_CONTROLS, tapProblems } from '../support/tap-check';

/** The Spanish eligibility checker, used on a phone as a Spanish-speaking owner would, checked against the English page. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ES = '/es/herramientas/verificador-de-elegibilidad';
const EN = '/tools/eligibility-checker';
const LABELS = {
  en: {
    revenue: 'Monthly revenue ($)',
    months: 'Months in business',
    credit: 'Personal credit score',
    invoices: 'Business or government customers owe us unpaid invoices',
    equipment: 'We are buying or leasing equipment',
  },
  es: {
    revenue: 'Ingresos mensuales ($)',
    months: 'Meses en el negocio',
    credit: 'Puntaje de crédito personal',
    invoices: 'Clientes que son empresas o el gobierno nos deben facturas sin pagar',
    equipment: 'Vamos a comprar o arrendar equipo',
  },
} as const;
const BANDS = { en: ['Under 500', '500–599', '650–679', '700 or higher'], es: ['Menos de 500', '500–599', '650–679', '700 o más'] } as const;
const VERDICT_EN: Record<string, string> = {
  Probable: 'Likely',
  Posible: 'Possible',
  'Poco probable': 'Unlikely',
  Likely: 'Likely',
  Possible: 'Possible',
  Unlikely: 'Unlikely',
};

interface Answer {
  revenue: string;
  months: string;
  /** Index into BANDS. */
  band: number;
  invoices?: boolean;
  equipment?: boolean;
}

async function answer(page: Page, lang: 'en' | 'es', a: Answer) {
  const l = LABELS[lang];
  for (const [label, text] of [
    [l.revenue, a.revenue],
    [l.months, a.months],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    await input.tap();
    await input.fill('');
    await input.pressSequentially(text);
  }
  await page.getByLabel(l.credit, { exact: true }).selectOption({ label: BANDS[lang][a.band]! });
  for (const [label, on] of [
    [l.invoices, a.invoices],
    [l.equipment, a.equipment],
  ] as const) {
    const box = page.getByLabel(label);
    if ((await box.isChecked()) !== !!on) await box.tap();
  }
}

/** Each card as [product, verdict in English, the figures its reasons name]. */
async function verdicts(page: Page) {
  const cards = page.locator('[data-verdicts] > li');
  await expect(cards).toHaveCount(5);
  return Promise.all(
    (await cards.all()).map(async (card) => {
      const reasons = await card.locator('[data-reasons]').innerText();
      return [
        await card.getAttribute('data-product'),
        VERDICT_EN[await card.locator('[data-verdict]').innerText()],
        (reasons.match(/\$[\d,]*\d|\d(?:[\d,–]*\d)?/g) ?? []).join(' '),
      ] as const;
    }),
  );
}

const CASES: Answer[] = [
  { revenue: '1500', months: '1', band: 3 },
  { revenue: '150000', months: '24', band: 3, invoices: true },
  { revenue: '7000', months: '8', band: 1 },
  { revenue: '9000', months: '12', band: 2, equipment: true },
  { revenue: '0', months: '600', band: 0, invoices: true, equipment: true },
];

test.describe('Spanish eligibility checker', () => {
  test('the same answers give the same verdicts, order and figures as the English page', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const en = await context.newPage();
    const es = await context.newPage();
    await openTool(en, EN);
    await openTool(es, ES);
    for (const a of CASES) {
      await answer(en, 'en', a);
      await answer(es, 'es', a);
      const english = await verdicts(en);
      expect(await verdicts(es), JSON.stringify(a)).toEqual(english);
    }
    await context.close();
  });

  test('the page is marked as Spanish', async ({ page }) => {
    await page.goto(ES);
    // Set by the language-aware shell (BaseLayout reads Astro.currentLocale).
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('says in Spanish which figure decided each verdict, and its guide links lead to the Spanish guide', async ({ page }) => {
    // The Spanish guide is another page: answer for it here, so the test reads only where the link leads.
    await page.route('**/es/guias/**', (route) => route.fulfill({ body: '<title>guía</title>', contentType: 'text/html' }));
    await openTool(page, ES);
    await answer(page, 'es', { revenue: '1,500', months: '1', band: 3 });
    await expect(page.locator('[data-product="sba-7a"] [data-verdict]')).toHaveText('Poco probable');
    await expect(page.locator('[data-product="sba-7a"] [data-reasons]')).toHaveText(
      'Los prestamistas suelen anunciar como mínimo 2 años en el negocio; usted indicó 1 mes.',
    );
    await answer(page, 'es', { revenue: '7000', months: '8', band: 1 });
    const mca = page.locator('[data-product="merchant-cash-advance"]');
    await expect(mca.locator('[data-verdict]')).toHaveText('Posible');
    await expect(mca.locator('[data-reasons]')).toContainText(
      'Con $7,000 al mes, cumple el mínimo de $5,000 al mes en ingresos que anuncian algunos financiadores; otros piden $10,000 o más.',
    );
    // Every product's guide has a Spanish twin: each guide link leads to it and none says "(en inglés)".
    const guideLinks = page.locator('[data-product] a', { hasText: /^Lea nuestra guía/ });
    await expect(guideLinks).toHaveCount(5);
    for (const href of await guideLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/es\/guias\//);
    await expect(page.locator('[data-product="invoice-factoring"] a', { hasText: /^Lea nuestra guía/ })).toHaveAttribute(
      'href',
      '/es/guias/factoraje-de-facturas',
    );
    await expect(page.locator('[data-product] a', { hasText: '(en inglés)' })).toHaveCount(0);
    await mca.getByRole('link', { name: /^Lea nuestra guía: Adelanto de efectivo para comercios/ }).tap();
    await expect(page).toHaveURL(/\/es\/guias\/adelanto-de-efectivo-para-comercios$/);
  });

  test('blank and mistyped answers get Spanish messages and no verdicts; a decimal comma is read', async ({ page }) => {
    await openTool(page, ES);
    await page.getByRole('button', { name: 'Ver resultados' }).tap();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Ingresos mensuales: Este campo está vacío. Escriba ingresos mensuales entre $0 y $100,000,000.',
      'Meses en el negocio: Este campo está vacío. Escriba los meses en el negocio, entre 0 y 600.',
      'Puntaje de crédito personal: Elija el rango de su puntaje de crédito personal.',
    ]);
    await expect(page.getByText('Corrija las respuestas marcadas para ver qué productos se ajustan.')).toBeVisible();

    await answer(page, 'es', { revenue: '1e5', months: '-3', band: 2 });
    await page.getByRole('button', { name: 'Ver resultados' }).tap();
    await expect(page.getByText('Use solo números, por ejemplo 20,000. Escriba ingresos mensuales entre $0 y $100,000,000.', { exact: true })).toBeVisible();
    await expect(page.getByText('No puede ser negativo. Escriba los meses en el negocio, entre 0 y 600.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-verdicts]')).toHaveCount(0);
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|undefined|Infinity/);

    // "12.500,50" is how many Spanish speakers write $12,500.50: read as such, it meets the $10,000 an MCA's funders look for.
    await answer(page, 'es', { revenue: '12.500,50', months: '8', band: 1 });
    await expect(page.locator('[data-verdicts] > li')).toHaveCount(5);
    await expect(page.locator('[data-product="merchant-cash-advance"] [data-reasons]')).toContainText('Con $12,501 al mes');
  });

  test('the Apply link carries utm_content=es and opens the partner; the other button goes to the Spanish calculator', async ({ page, context }) => {
    await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
    await page.route('**/es/calculadora-de-financiamiento', (route) => route.fulfill({ body: '<title>calculadora</title>', contentType: 'text/html' }));
    await openTool(page, ES);
    const apply = page.locator('main a[data-apply]');
    await expect(apply).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(page.locator('main [data-paid-notice]')).toContainText('Podemos recibir un pago si solicita a través de este enlace.');
    const [popup] = await Promise.all([context.waitForEvent('page'), apply.tap()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(SITE.partnerApplyUrl);
    expect(url.searchParams.get('utm_content')).toBe('es');
    expect(url.searchParams.get('utm_campaign')).toBe('eligibility-check');
    await page.getByRole('link', { name: 'Calcule primero el costo de una oferta' }).tap();
    await expect(page).toHaveURL(/\/es\/calculadora-de-financiamiento$/);
  });

  test('the minimums table says the English page’s figures in Spanish', async ({ browser }) => {
    const context = await browser.newContext();
    const [en, es] = [await context.newPage(), await context.newPage()];
    await en.goto(EN);
    await es.goto(ES);
    const figures = async (page: Page) =>
      Promise.all(
        (await page.locator('#rules-title ~ ul > li').all()).map(async (li) => ((await li.innerText()).match(/\$[\d,]+|\d+(?:–\d+)?\+?/g) ?? []).join(' ')),
      );
    const english = await figures(en);
    expect(english).toHaveLength(5);
    expect(await figures(es)).toEqual(english);
    await expect(es.locator('#rules-title ~ ul')).toContainText(
      'Tiempo en el negocio: 3+ meses con algunos financiadores, 6+ meses con la mayoría de los financiadores',
    );
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`is axe-clean at ${width}px, blank, answered and with errors`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openTool(page, ES);
      const check = async () => {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      };
      await check();
      await page.getByRole('button', { name: 'Ver resultados' }).click();
      await check();
      await answer(page, 'es', { revenue: '150000', months: '24', band: 3, invoices: true });
      await check();
    });
  }

  test('every control is what a tap hits, and 44×44, at 390px', async ({ page }) => {
    await openTool(page, ES);
    await answer(page, 'es', { revenue: '150000', months: '24', band: 3 });
    const { checked, problems } = await tapProblems(page, `${TOOL_CONTROLS}, main [data-verdicts] a`);
    expect(checked).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
