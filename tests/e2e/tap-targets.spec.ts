import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/**
 * What a thumb hits. For one page of every type at phone, tablet and desktop widths, every visible
 * control in the header, the sticky bar, the page's own calls to action and the footer must be what a
 * tap at its centre lands on (nothing covers or clips it), and at least 44×44 px. A visibility check
 * cannot see clipping or covering; document.elementFromPoint can.
 */
const PAGE_TYPES: ReadonlyArray<{ type: string; path: string }> = [
  { type: 'home', path: '/' },
  { type: 'guide', path: '/guides/industry-approval-trends' },
  { type: 'article', path: '/blog/mca-true-cost-apr' },
  { type: 'landing', path: '/resources/funding-by-location/texas/dallas/restaurants-cash-advance' },
  { type: 'state', path: '/resources/funding-by-location/texas' },
  { type: 'state-industry', path: '/resources/funding-by-location/texas/trucking-cash-advance' },
  { type: 'state-law', path: '/resources/state-laws/texas' },
  { type: 'hub-state-laws', path: '/resources/state-laws' },
  { type: 'hub-resources', path: '/resources' },
  { type: 'hub-locations', path: '/resources/funding-by-location' },
  { type: 'hub-finder', path: '/resources/find' },
  { type: 'calculator', path: '/funding-calculator' },
  { type: 'checker', path: '/tools/eligibility-checker' },
  { type: 'compare-offers', path: '/tools/compare-offers' },
  { type: 'repayment', path: '/tools/mca-repayment-calculator' },
  { type: 'stacked-advances', path: '/tools/stacked-advances' },
  { type: 'renewal', path: '/tools/renewal-calculator' },
  { type: 'reconciliation-letter', path: '/tools/reconciliation-letter' },
  { type: 'cash-runway', path: '/tools/cash-runway' },
  {
    type: 'check-disclosure',
    path: '/tools/check-my-disclosure?state=california&kind=pct&funding=50000&fees=1500&payback=65000&percent=12&apr=122.3&sales=90000~85000~95000~90000',
  },
  { type: 'blog', path: '/blog' },
  { type: 'faq', path: '/faq' },
  { type: 'legal', path: '/privacy' },
  { type: 'not-found', path: '/no-such-page' },
  // The Spanish shell: longer labels, the language switcher, the Spanish 404.
  { type: 'es-home', path: '/es' },
  { type: 'es-guide', path: '/es/guias/adelanto-de-efectivo-para-comercios' },
  { type: 'es-faq', path: '/es/preguntas-frecuentes' },
  { type: 'es-legal', path: '/es/privacidad' },
  { type: 'es-not-found', path: '/es/no-existe' },
  { type: 'es-calculator', path: '/es/calculadora-de-financiamiento' },
  { type: 'es-checker', path: '/es/herramientas/verificador-de-elegibilidad' },
  { type: 'es-compare-offers', path: '/es/herramientas/comparar-ofertas' },
  { type: 'es-repayment', path: '/es/herramientas/calendario-de-pagos' },
  { type: 'es-stacked-advances', path: '/es/herramientas/adelantos-acumulados' },
  { type: 'es-hub-state-laws', path: '/es/recursos/leyes-estatales' },
  { type: 'es-glossary', path: '/es/glosario' },
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];

/** The controls a reader reaches for on every page. */
const CONTROLS = [
  // The site's header and footer (an article's own <header> holds a byline with inline text links).
  'body > header a',
  'body > header button',
  '[data-sticky-bar] a',
  'body > footer a',
  'main [data-apply]',
  'main a.btn-primary',
  'main a.btn-secondary',
  'main button.btn-primary',
  'main button.btn-secondary',
  'main [data-paid-notice] a',
].join(', ');

interface Problem {
  control: string;
  issue: string;
  /** What covers the control: the sticky bar, the sticky header, or anything else. */
  coveredBy?: 'sticky-bar' | 'header' | 'other';
}

/** Runs in the page: scroll each control into the middle of the screen, then ask what a tap there hits. */
async function hitTest(page: Page, selector: string, scrollEach: boolean): Promise<{ checked: number; problems: Problem[] }> {
  return page.evaluate(
    async ({ selector, scrollEach }) => {
      const problems: { control: string; issue: string; coveredBy?: 'sticky-bar' | 'header' | 'other' }[] = [];
      const els = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
      const name = (el: HTMLElement) =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || el.getAttribute('aria-label')}"`;
      let checked = 0;
      for (const el of els) {
        if (scrollEach && getComputedStyle(el).position !== 'fixed' && !el.closest('[data-sticky-bar]')) {
          el.scrollIntoView({ block: 'center', inline: 'nearest' });
          // One frame for layout; a timer as well, because a busy machine can starve animation frames.
          await new Promise((resolve) => {
            requestAnimationFrame(() => resolve(null));
            setTimeout(() => resolve(null), 50);
          });
        }
        const r = el.getBoundingClientRect();
        // Only what is on screen can be tapped: judge a control when its centre is in the viewport.
        if (r.top + r.height / 2 < 0 || r.top + r.height / 2 > innerHeight) continue;
        checked++;
        if (r.width < 44 || r.height < 44) problems.push({ control: name(el), issue: `tap box ${Math.round(r.width)}×${Math.round(r.height)}` });
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || x > innerWidth) {
          problems.push({ control: name(el), issue: 'off-screen' });
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) {
          const coveredBy = hit?.closest('[data-sticky-bar]') ? 'sticky-bar' : hit?.closest('header') ? 'header' : 'other';
          problems.push({
            control: name(el),
            issue: `covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}`.slice(0, 80) : 'nothing'}`,
            coveredBy,
          });
        }
      }
      return { checked, problems };
    },
    { selector, scrollEach },
  );
}

/** The 404 page sends readers on after a moment; hold it still so it can be measured. */
async function holdNotFound(page: Page) {
  await page.route('**/no-such-page', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/i, '').replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response, body });
  });
}

test.describe.configure({ mode: 'parallel' });

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1024, isMobile: viewport.width < 1024 });

    for (const { type, path } of PAGE_TYPES) {
      test(`${type}: every control is what a tap hits, and 44×44`, async ({ page }) => {
        if (type === 'not-found') await holdNotFound(page);
        await page.goto(path);
        const { checked, problems } = await hitTest(page, CONTROLS, true);
        // A page with no header, footer or call to action would pass vacuously.
        expect(checked).toBeGreaterThan(5);
        expect(problems).toEqual([]);

        // At the very end of the page nothing is under the sticky bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // (Controls scrolled up under the sticky header are expected while scrolling; the bar must cover nothing.)
        const atEnd = await hitTest(page, CONTROLS, false);
        expect(atEnd.problems.filter((p) => p.coveredBy === 'sticky-bar')).toEqual([]);
        const bar = page.locator('[data-sticky-bar]');
        if (await bar.isVisible()) {
          const lastLine = (await page.locator('footer p').last().boundingBox())!;
          expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 2);
        }

        if (viewport.width !== 768) {
          // A reviewable artefact of the run, not a pixel-diff gate.
          mkdirSync('test-results/screens', { recursive: true });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `test-results/screens/${type}-${viewport.width}.png`, fullPage: true });
        }
      });
    }
  });
}
