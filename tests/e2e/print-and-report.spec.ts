import { test, expect, type Page } from '@playwright/test';
import { SITE } from '@/lib/site/config';
import { REPORT_PROBLEM_LABEL } from '@/lib/site/report-problem';
import { openTool } from '../support/tools';

test.use({ viewport: { width: 390, height: 844 } });

/** The address a page prints and reports: its own path on the production domain. */
const addressOf = (path: string) => `${SITE.url}${path}`;

/** What a printout shows before the title: the `content` of main's ::before (public/print.css), unquoted. */
async function printedAddress(page: Page): Promise<string | null> {
  return page.locator('main').evaluate((main) => {
    const before = getComputedStyle(main, '::before');
    return before.display === 'none' || before.content === 'none' ? null : (JSON.parse(before.content) as string);
  });
}

/** Print media, once the print stylesheet (fetched without blocking the first paint) has arrived. */
async function emulatePrint(page: Page) {
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/print.css') && sheet.cssRules.length > 0));
  await page.emulateMedia({ media: 'print' });
}

/** The site's chrome is gone from paper: header (and its search), navigation sheet, sticky bar, footer menus, report link. */
async function expectNoChrome(page: Page) {
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('#site-header form, search, [role="search"]').first()).toBeHidden();
  await expect(page.locator('dialog').first()).toBeHidden();
  await expect(page.locator('[data-sticky-bar]')).toBeHidden();
  await expect(page.locator('footer nav')).toBeHidden();
  await expect(page.locator('nav[aria-label="Breadcrumb"]')).toBeHidden();
  await expect(page.locator('[data-report]')).toBeHidden();
  // No Apply link on paper, nor its paid-link notice: nothing there to tap.
  await expect(page.locator('main [data-apply]:visible, main [data-paid-notice]:visible')).toHaveCount(0);
  // What stays of the footer: the name and the not-advice line.
  await expect(page.locator('footer')).toContainText(SITE.name);
}

/** Every link in the page's Sources is followed on paper by its address. */
async function expectSourcesWithAddresses(page: Page) {
  const sources = page.locator('[aria-labelledby="sources-title"]').first();
  await sources.scrollIntoViewIfNeeded();
  await expect(sources).toBeVisible();
  const links = sources.locator('a[href^="http"]');
  expect(await links.count()).toBeGreaterThan(0);
  const printed = await links.evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), getComputedStyle(a, '::after').content]));
  for (const [href, after] of printed) expect(after).toBe(JSON.stringify(` (${href})`));
}

test.describe('printed pages', () => {
  const CONTENT = [
    { kind: 'guide', path: '/guides/merchant-cash-advance', reviewed: /Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}/ },
    { kind: 'article', path: '/blog/compare-mca-providers', reviewed: /Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}/ },
    { kind: 'state-law page', path: '/resources/state-laws/georgia', reviewed: /Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}/ },
    { kind: 'glossary', path: '/glossary', reviewed: /Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}/ },
    { kind: 'help-centre page', path: '/help/settlement-offers', reviewed: /Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}/ },
    { kind: 'Spanish guide', path: '/es/guias/prestamos-sba', reviewed: /Última revisión \d{1,2} de [a-z]+ de \d{4}/ },
    { kind: 'Spanish state-law page', path: '/es/recursos/leyes-estatales/georgia', reviewed: /Última revisión \d{1,2} de [a-z]+ de \d{4}/ },
  ];
  for (const { kind, path, reviewed } of CONTENT) {
    test(`a ${kind} prints its text, address, review date and sources with their addresses, without the chrome`, async ({ page }) => {
      await page.goto(path);
      await emulatePrint(page);
      await expectNoChrome(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await printedAddress(page)).toBe(addressOf(path));
      await expect(page.locator('main').getByText(reviewed).first()).toBeVisible();
      await expectSourcesWithAddresses(page);
      // Links in the text are not followed by their addresses: only the sources are.
      const inText = page.locator('main a[href^="/"]').first();
      if ((await inText.count()) > 0) expect(await inText.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');
    });
  }

  test('the calculator prints the figures entered beside its results', async ({ page }) => {
    await openTool(page, '/funding-calculator?advance=40000&factor=1.3&holdback=10&revenue=80000');
    await emulatePrint(page);
    await expectNoChrome(page);
    expect(await printedAddress(page)).toBe(addressOf('/funding-calculator'));
    await expect(page.getByLabel('Advance amount', { exact: false }).first()).toBeVisible();
    await expect(page.getByLabel('Factor rate', { exact: false }).first()).toHaveValue(/1\.3/);
    await expect(page.locator('dl dt', { hasText: /^Daily remittance$/ }).first()).toBeVisible();
    await expect(page.getByText(/Last reviewed/).first()).toBeVisible();
    // Buttons do nothing on paper.
    await expect(page.locator('main button:visible')).toHaveCount(0);
  });

  test('the repayment schedule prints the offer entered, its figures and every listed payment', async ({ page }) => {
    await openTool(page, '/tools/mca-repayment-calculator?a1=50000&f1=1.25&s1=daily&d1=100');
    await emulatePrint(page);
    await expectNoChrome(page);
    const offer = page.getByRole('form', { name: 'Your offer' });
    await expect(offer).toBeVisible();
    await expect(offer.getByLabel('Advance amount ($)', { exact: true })).toHaveValue(/50,?000/);
    await expect(offer.getByLabel('Factor rate', { exact: true })).toHaveValue('1.25');
    await expect(page.locator('[data-figure="Disclosure-style APR"] dd').first()).toBeVisible();
    await expect(page.locator('[data-schedule-table]')).toBeVisible();
    // The running total, hidden on a phone's screen, is on paper.
    await expect(page.locator('[data-schedule-table] th', { hasText: 'Total paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  });
});

test.describe('report a problem', () => {
  const PAGES = [
    // English: one page of each type.
    '/guides/sba-loans',
    '/blog/compare-mca-providers',
    '/resources/state-laws/texas',
    '/help/settlement-offers',
    '/glossary',
    '/faq',
    '/editorial-standards',
    '/resources/funding-by-location/texas',
    '/tools/renewal-calculator',
    // Spanish: every type the Spanish edition has.
    '/es/guias/prestamos-sba',
    '/es/blog/comparar-proveedores-de-adelantos',
    '/es/recursos/leyes-estatales/texas',
    '/es/recursos/leyes-estatales',
    '/es/glosario',
    '/es/preguntas-frecuentes',
    '/es/normas-editoriales',
    '/es/herramientas/calculadora-de-renovacion',
  ];
  for (const path of PAGES) {
    test(`${path} ends with a mail link to the editors naming the page`, async ({ page }) => {
      await page.goto(path);
      const lang = path.startsWith('/es/') ? 'es' : 'en';
      const link = page.getByRole('link', { name: REPORT_PROBLEM_LABEL[lang], exact: true });
      await expect(link).toHaveCount(1);
      // Last in the page's main content, right before the footer.
      await expect(page.locator('main > :last-child')).toContainText(REPORT_PROBLEM_LABEL[lang]);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      // A tap reaches the link itself: no sticky bar or other element on top of it (the mail app is not opened).
      await link.click({ trial: true });
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);

      const href = new URL((await link.getAttribute('href'))!);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(SITE.email);
      const title = await page.locator('meta[property="og:title"]').getAttribute('content');
      expect([...href.searchParams]).toEqual([
        ['subject', `${lang === 'es' ? 'Problema' : 'Problem'}: ${title}`],
        ['body', addressOf(path)],
      ]);
    });
  }

  test('the not-found pages have none: they are no page to correct', async ({ request }) => {
    // Read as served: the English one sends the reader on to the closest page, which has its own link.
    for (const [path, lang] of [
      ['/404', 'en'],
      ['/es/404', 'es'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<main');
      expect(html, path).not.toContain(REPORT_PROBLEM_LABEL[lang]);
    }
  });

  test('the editorial standards say corrections start with the link, in both languages', async ({ page }) => {
    await page.goto('/editorial-standards');
    await expect(page.locator('main article')).toContainText(`Corrections start with the ${REPORT_PROBLEM_LABEL.en} link at the end of every page.`);
    await page.goto('/es/normas-editoriales');
    await expect(page.locator('main article')).toContainText(`Las correcciones empiezan con el enlace ${REPORT_PROBLEM_LABEL.es} al final de cada página.`);
  });
});
