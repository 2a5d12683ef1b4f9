import { test, expect, type Page } from '@playwright/test';
import { drawDeferredBlocks, fullStylesheetApplied } from '../support/page-ready';
import { recordShifts, shiftsOf } from '../support/layout-shifts';
import { ROUTES } from '@/lib/site/routes';

/**
 * Blocks below the first screen (the footer, every section outside a tool's panel, each block of long-form
 * text) are drawn only as a reader nears them (`render-near-view` in global.css: content-visibility: auto).
 * A reader must never see the difference: the page, once drawn, is laid out exactly as without it; links in
 * those blocks work by tap; focus rings are whole; a link to a term far down a page lands on the term.
 */

/** One page of each layout that holds such blocks. */
const PAGES = [
  '/',
  '/guides/merchant-cash-advance',
  '/blog/mca-true-cost-apr',
  '/resources/funding-by-location/california/los-angeles/restaurants-cash-advance',
  '/resources/funding-by-location/texas/trucking-cash-advance',
  '/resources/state-laws/texas',
  '/faq',
  '/glossary',
  '/tools/compare-offers',
  '/tools/mca-repayment-calculator',
  '/tools/cash-runway',
  '/es/guias/adelanto-de-efectivo-para-comercios',
];

/** Every shown element's box, rounded to the pixel (a closed FAQ answer, `hidden` or in a closed <details>, shows nothing). */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => !el.closest('[hidden], details:not([open]) > :not(summary)'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${[r.x, r.y, r.width, r.height].map(Math.round).join(',')}`;
      }),
  );
}

const deferredCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto').length);

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    for (const path of PAGES) {
      test(`${path}: drawn in full, every box is where it would be without deferred drawing`, async ({ page }) => {
        // A viewport taller than the page puts every block near view, so every one is drawn.
        await page.setViewportSize({ width, height: 16_000 });
        await page.goto(path);
        await fullStylesheetApplied(page);
        // The cash forecast draws its week-by-week tables just after hydration: compare the page once they are there.
        if (path === '/tools/cash-runway') await page.locator('[data-week-table]').first().waitFor({ state: 'attached' });
        expect(await deferredCount(page), 'blocks drawn only near view').toBeGreaterThan(0);
        const drawn = await boxes(page);
        await drawDeferredBlocks(page);
        const plain = await boxes(page);
        expect(drawn.length).toBeGreaterThan(100);
        const moved = drawn.map((box, i) => [box, plain[i]]).filter(([a, b]) => a !== b);
        expect(moved.slice(0, 5), 'boxes that move once deferred drawing is off').toEqual([]);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the footer is left undrawn at load, drawn when scrolled to, and its links work by tap', async ({ page }) => {
    await page.goto('/guides/merchant-cash-advance');
    await fullStylesheetApplied(page);
    // Only what is inside a block left undrawn reports it, so ask a link in the footer.
    const footerLink = page.locator('body > footer').getByRole('link', { name: 'Privacy' });
    const drawn = () => footerLink.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await drawn(), 'drawn at load').toBe(false);
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await footerLink.tap();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.privacy}$`));
  });

  // Blocks after an entry's text and a landing page's lower sections are undrawn at load: their links work by tap.
  for (const [path, block, name, lands] of [
    ['/guides/merchant-cash-advance', 'section[aria-labelledby="related-title"]', /./, /^\/(guides|blog)\/[a-z0-9-]+$/],
    [
      '/resources/funding-by-location/texas/trucking-cash-advance',
      'section[aria-labelledby="economy-title"]',
      'Trucking in Houston',
      /\/texas\/houston\/trucking-cash-advance$/,
    ],
    // The cash forecast's results, below its whole form: drawn as the reader scrolls to them.
    ['/tools/cash-runway', 'section[data-print-summary]', 'SBA loans guide', /^\/guides\/sba-loans$/],
  ] as const) {
    test(`${path}: a link in a block drawn near view works by tap`, async ({ page }) => {
      await page.goto(path);
      await fullStylesheetApplied(page);
      const link = page.locator(block).getByRole('link', { name }).first();
      const drawn = () => link.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
      expect(await drawn(), 'drawn at load').toBe(false);
      await link.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
      await link.tap();
      await expect(page).toHaveURL((url) => lands.test(url.pathname));
    });
  }

  test('a link to a term far down the glossary lands on the term, and it stays put as blocks above are drawn', async ({ page }) => {
    await page.goto('/glossary#ucc-1');
    await fullStylesheetApplied(page);
    const term = page.locator('#ucc-1');
    const top = () => term.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // html's scroll-padding-top (5rem, clear of the sticky header) plus the term's own scroll margin.
    const landing = 80 + (await term.evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop)));
    await expect.poll(top).toBe(landing);
    await page.waitForTimeout(300);
    expect(await top()).toBe(landing);
    // Scrolling up draws the blocks above, estimated until now: the term moves by the scroll and no more.
    await page.mouse.wheel(0, -600);
    await expect.poll(top).toBe(landing + 600);
    await page.mouse.wheel(0, -3000);
    await expect.poll(top).toBe(landing + 3600);
  });
});

test('a focus ring on a link at the very edge of a deferred block is drawn whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/merchant-cash-advance');
  await fullStylesheetApplied(page);
  // A link whose box starts at its block's left edge: its ring (3px, 2px out) lies outside the block.
  const id = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.prose-body > * a, body > footer a')];
    const edge = links.find((a) => {
      const block = a.closest('.prose-body > *, body > footer div')!;
      return Math.abs(a.getBoundingClientRect().left - block.getBoundingClientRect().left) < 1 && getComputedStyle(block).contentVisibility === 'auto';
    });
    if (edge) edge.id = 'edge-link';
    return edge?.id;
  });
  expect(id, 'a link at a deferred block’s edge on this page').toBe('edge-link');
  const link = page.locator('#edge-link');
  // In the middle of the screen, clear of the sticky header and bar; blocks above are drawn as it scrolls.
  await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // The ring is read once the link has stopped moving (drawing the blocks above it can move it for a frame).
  const settledBox = async () => {
    let last = '';
    for (;;) {
      const box = (await link.boundingBox())!;
      const key = JSON.stringify(box);
      if (key === last) return box;
      last = key;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
  };
  await expect(async () => {
    const box = await settledBox();
    // The 3px band just left of the link's box, where the ring's left side is drawn.
    const png = await page.screenshot({ clip: { x: box.x - 5, y: box.y, width: 3, height: box.height } });
    const band = await page.evaluate(
      async ({ data, x, y }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(0, 0, img.width, img.height).data;
        let n = 0;
        // The accent (#0e5e78): blue-green, dark.
        for (let i = 0; i < px.length; i += 4) if (px[i]! < 80 && px[i + 1]! > 60 && px[i + 1]! < 130 && px[i + 2]! > 90 && px[i + 2]! < 160) n++;
        const at = document.elementFromPoint(x, y);
        return { share: n / (px.length / 4), at: at ? `${at.tagName.toLowerCase()}.${at.className}` : 'nothing', focused: document.activeElement?.id };
      },
      { data: png.toString('base64'), x: box.x - 3, y: box.y + box.height / 2 },
    );
    expect(band.share, `share of the band the ring paints (box ${JSON.stringify(box)}, under the band: ${band.at}, focused: ${band.focused})`).toBeGreaterThan(
      0.5,
    );
  }).toPass({ timeout: 5_000 });
});

/** Pages with long-form text not in first-paint-css.spec.ts, which checks the others for shifts the same way. */
const MORE_PAGES = [
  // The shortest entries (2 minutes' reading): the blocks after their text are drawn near view too.
  '/blog/early-payoff-and-renewals',
  '/guides/underwriting-differences',
  '/resources/funding-by-location/texas',
  '/resources/funding-by-location/texas/dallas/restaurants-cash-advance',
  '/tools/stacked-advances',
  '/tools/renewal-calculator',
  '/tools/reconciliation-letter',
  '/tools/check-my-disclosure',
  '/terms',
  '/no-such-page',
  '/es',
  '/es/privacidad',
  '/es/calculadora-de-financiamiento',
  '/es/herramientas/adelantos-acumulados',
];

/**
 * At each screen size, loads each page and holds that nothing shifts while blocks are drawn. With `deferred`,
 * also that the page answers 200 (404 for a missing page) and has blocks drawn near view.
 */
function nothingShiftsWhileLoading(viewports: ReadonlyArray<{ width: number; height: number }>, paths: readonly string[], deferred: boolean) {
  for (const viewport of viewports) {
    test.describe(deferred ? `at ${viewport.width}px, while loading` : `on a ${viewport.width} x ${viewport.height} screen, while loading`, () => {
      test.use({ viewport });
      for (const path of paths) {
        test(`${path}: nothing shifts as blocks are drawn`, async ({ page }) => {
          await recordShifts(page);
          const response = await page.goto(path);
          if (deferred) expect(response!.status()).toBe(path === '/no-such-page' ? 404 : 200);
          const shifts = await shiftsOf(page);
          if (deferred) expect(await deferredCount(page), 'blocks drawn only near view').toBeGreaterThan(0);
          expect(shifts).toEqual([]);
        });
      }
    });
  }
}

nothingShiftsWhileLoading(
  [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ],
  MORE_PAGES,
  true,
);

// Tall screens show more of each page at load: a 1440p desktop about 1,300 px, a large phone 932. No block
// drawn near view may start there with content after it, or that content shifts once the block is drawn. The
// landing pages' first deferred sections, and long-form text, are drawn late only on phones for this reason;
// these pages have the highest of them (docs/development.md, render-near-view).
const TALL_PAGES = [
  ...PAGES,
  '/resources/funding-by-location/florida/auto-repair-cash-advance',
  '/resources/funding-by-location/new-york/syracuse/retail-stores-cash-advance',
  '/blog/early-payoff-and-renewals',
  '/es',
  '/funding-calculator',
  '/tools/eligibility-checker',
  '/es/herramientas/comparar-ofertas',
  '/es/herramientas/calendario-de-pagos',
];
nothingShiftsWhileLoading(
  [
    { width: 1280, height: 1400 },
    { width: 430, height: 932 },
  ],
  TALL_PAGES,
  false,
);

// An undrawn block is as tall as its estimate, and axe (Lighthouse's target-size audit) measures its content
// at its real place: an estimate short of the real height made that content overlap the links after it.
// So each section's estimate covers its real height on the narrowest phone, where sections are tallest.
// (Long-form text blocks keep a small default: inline links in text are exempt from that audit.)
test.describe('at 320px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const path of [
    '/guides/merchant-cash-advance',
    '/blog/confessions-of-judgment-and-state-disclosure-laws',
    '/es/blog/costo-real-tasa-de-porcentaje-anual',
    '/resources/funding-by-location/california/restaurants-cash-advance',
    '/resources/funding-by-location/california/los-angeles/trucking-cash-advance',
    '/',
    '/es',
    '/es/herramientas/comparar-ofertas',
    '/es/herramientas/calendario-de-pagos',
  ]) {
    test(`${path}: every section drawn near view is estimated at least as tall as it is`, async ({ page }) => {
      await page.goto(path);
      await fullStylesheetApplied(page);
      const short = await page.evaluate(() => {
        const blocks = [...document.querySelectorAll<HTMLElement>('body *')].filter(
          (el) => getComputedStyle(el).contentVisibility === 'auto' && !el.matches('.prose-body > *'),
        );
        const estimates = blocks.map((el) => parseFloat(getComputedStyle(el).containIntrinsicHeight.replace(/^auto\s*/, '')));
        for (const el of blocks) el.style.contentVisibility = 'visible';
        return {
          count: blocks.length,
          short: blocks
            .map((el, i) => ({ el, estimate: estimates[i]!, real: el.getBoundingClientRect().height }))
            .filter(({ estimate, real }) => !(estimate >= real))
            .map(
              ({ el, estimate, real }) =>
                `${el.tagName.toLowerCase()}[${el.getAttribute('aria-labelledby') ?? el.getAttribute('aria-label') ?? el.className}]: ${estimate} < ${Math.round(real)} px`,
            ),
        };
      });
      expect(short.count, 'sections drawn near view').toBeGreaterThan(1);
      expect(short.short).toEqual([]);
    });
  }
});
