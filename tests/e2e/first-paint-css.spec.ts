import { test, expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drawDeferredBlocks } from '../support/page-ready';
import { recordShifts, shiftsOf } from '../support/layout-shifts';

/**
 * The first paint is the final paint. Each page inlines only the CSS its markup uses and loads the full
 * stylesheet after the first frame (src/integrations/critical-css.ts); if the inlined CSS left out a rule
 * the page uses, the page would change when the stylesheet lands: a layout shift, and a second "largest
 * paint" a round trip later. For one page of every type, at phone and desktop widths, every rendered
 * element must have the same box and the same look with the inlined CSS alone as with the full
 * stylesheet, and the page must record no layout shift while it loads.
 */
const PAGES = [
  '/',
  '/guides/merchant-cash-advance',
  '/blog/mca-true-cost-apr',
  '/resources/funding-by-location/california/los-angeles/restaurants-cash-advance',
  '/resources/funding-by-location/texas/trucking-cash-advance',
  '/resources/state-laws/texas',
  '/resources/state-laws',
  '/faq',
  '/glossary',
  '/blog',
  '/privacy',
  '/funding-calculator',
  '/tools/eligibility-checker',
  '/tools/compare-offers',
  '/tools/mca-repayment-calculator',
  '/tools/stacked-advances',
  '/es/glosario',
  '/es/herramientas/comparar-ofertas',
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * Every element's box and the computed properties a reader would see change. Blocks below the first screen
 * are drawn first: undrawn, their height is an estimate that depends on how near view each was at the time.
 */
async function snapshot(page: Page) {
  await drawDeferredBlocks(page);
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        el: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')}`,
        box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v)).join(','),
        look: [
          s.color,
          s.backgroundColor,
          s.font,
          s.borderWidth,
          s.borderStyle,
          s.borderRadius,
          s.boxShadow,
          s.textDecorationLine,
          s.translate,
          s.opacity,
        ].join(' | '),
      };
    }),
  );
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} paints first as it finally looks`, async ({ browser }) => {
        const alone = await browser.newContext({ viewport });
        const inlinedOnly = await alone.newPage();
        await inlinedOnly.route(/\/_astro\/[^?]+\.css$/, (route) => route.abort());
        await inlinedOnly.goto(path, { waitUntil: 'networkidle' });
        const before = await snapshot(inlinedOnly);
        await alone.close();

        const full = await browser.newContext({ viewport });
        const page = await full.newPage();
        await recordShifts(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        // shiftsOf waits for the stylesheet and the frames after it, which the snapshot needs too.
        const shifts = await shiftsOf(page);
        const after = await snapshot(page);
        await full.close();

        expect(before.length, 'a page with real content').toBeGreaterThan(50);
        expect(after.length).toBe(before.length);
        const unrendered = '0,0,0,0';
        const differences = before
          .map((b, i) => ({ b, a: after[i]! }))
          .filter(({ b, a }) => !(b.box === unrendered && a.box === unrendered) && (b.box !== a.box || b.look !== a.look))
          .slice(0, 5)
          .map(({ b, a }) => `${b.el}: ${b.box} → ${a.box}${b.look === a.look ? '' : `; ${b.look} → ${a.look}`}`);
        expect(differences, 'elements that change when the full stylesheet lands').toEqual([]);
        expect(shifts, 'layout shifts while loading').toEqual([]);
      });
    }
  });
}

// Lighthouse's phone: 412×823 CSS px at 1.75 device pixels per px, touch. At that density a line holding bold text
// rounded 1px differently once the stylesheet landed (the eligibility form moved: CLS 0.0006), which the 1x runs
// above cannot see.
test.describe('on a phone screen at 1.75x', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  for (const path of PAGES) {
    test(`${path} records no layout shift while it loads`, async ({ page }) => {
      await recordShifts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await shiftsOf(page), 'layout shifts while loading').toEqual([]);
    });
  }
});

// A phone on a poor connection gets the HTML in parts. Chrome paints as soon as rendering is unblocked, so a
// frame could show half a header or half the sticky bar, which then grows as its last buttons arrive (a layout
// shift). Here the HTML stops in the middle of the header, then in the middle of the sticky bar, for a while
// each: no frame may be painted before the rest arrives.
test('no frame is painted while the page is half received', async ({ page, request }) => {
  const PAUSE_MS = 800;
  const html = await (await request.get('/resources/funding-by-location/texas/trucking-cash-advance')).text();
  const middleOf = (open: string, close: string) => {
    const start = html.indexOf(open);
    const end = html.indexOf(close, start);
    expect(start, open).toBeGreaterThan(0);
    return html.lastIndexOf('<', (start + end) / 2);
  };
  const cuts = [middleOf('<header id="site-header"', '</header>'), middleOf(' data-sticky-bar', '</aside>')];
  const parts = [html.slice(0, cuts[0]), html.slice(cuts[0], cuts[1]), html.slice(cuts[1])];
  expect(parts.every((part) => part.length > 500)).toBe(true);
  const server = createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(parts[0]);
    setTimeout(() => res.write(parts[1]), PAUSE_MS);
    setTimeout(() => res.end(parts[2]), 2 * PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntriesByName('first-paint')[0]!.startTime)).observe({ type: 'paint', buffered: true }),
        ),
    );
    expect(firstPaint, 'first paint, ms after navigation').toBeGreaterThanOrEqual(2 * PAUSE_MS);
  } finally {
    server.close();
  }
});
