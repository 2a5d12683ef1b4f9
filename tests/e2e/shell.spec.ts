import { test, expect, type Page } from '@playwright/test';
import { builtPages, ERROR_PAGE_PATHS } from '../support/dist';
import { REDIRECTS } from '@/lib/site/routes';
import { SITE } from '@/lib/site/config';

const pages = builtPages().filter((p) => !ERROR_PAGE_PATHS.has(p.path));

/** Collects console errors, failed requests and CSP violations while a test runs. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).hostname === 'localhost') problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test.describe('every built page', () => {
  for (const { path } of pages.filter(
    (p) => !p.path.startsWith('/resources/funding-by-location/') || p.path.endsWith('/los-angeles/restaurants-cash-advance'),
  )) {
    test(`${path} loads cleanly`, async ({ page }) => {
      const problems = watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} → ${to} in one hop`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('/apply goes to the partner application with UTM tags', async ({ request }) => {
    const response = await request.get('/apply', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers()['location']!);
    expect(location.origin).toBe(new URL(SITE.partnerApplyUrl).origin);
    expect(location.searchParams.get('utm_campaign')).toBe('apply-redirect');
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with noindex and send the reader home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('h1')).toContainText('Same-day');
  });

  test('send unknown articles to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await page.waitForURL((url) => url.pathname === '/blog');
  });

  test('say the page was not found and fall back to home without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText(/not found/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', /url=\/$/);
    await context.close();
  });
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap opens the sheet even on a slow phone', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.route('**/_astro/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/guides');
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible({ timeout: 15_000 });
  });

  test('a reader who never opens the menu downloads no script on a content page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/disclosures');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });

  test('the sticky bar: its label opens nothing, its notice is its own link to how we make money, Apply is the action', async ({ page, context }) => {
    await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
    await page.goto('/');
    const bar = page.locator('[data-sticky-bar]');
    const label = bar.locator('[data-sticky-label]');
    await expect(label).toHaveText('Get Cash Advance Offers');
    expect(await bar.locator('[data-speed-note]').innerText()).toBe('· Funders commonly advertise 24–48h funding.');
    // The label is plain text: no link or button around it, and a tap on it goes nowhere.
    expect(await label.evaluate((el) => !!el.closest('a, button'))).toBe(false);
    await label.tap();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(context.pages()).toHaveLength(1);
    // Apply is the action: it opens the partner's application in a new tab.
    const [popup] = await Promise.all([context.waitForEvent('page'), bar.getByRole('link', { name: /^Apply/ }).tap()]);
    expect(new URL(popup.url()).searchParams.get('utm_campaign')).toBe('mobile-sticky-cta');
    await popup.close();
    // The notice says the offers come from the partner, and is its own link, at least 44px tall.
    const notice = bar.locator('a[data-paid-notice]');
    await expect(notice).toHaveAccessibleName('From our partner. We may be paid.');
    expect((await notice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await notice.tap();
    await page.waitForURL('**/disclosures#how-we-make-money');
  });

  test('Calculate in the sticky bar opens the calculator', async ({ page }) => {
    await page.goto('/guides/sba-loans');
    await page
      .locator('[data-sticky-bar]')
      .getByRole('link', { name: /Calculate/ })
      .tap();
    await page.waitForURL('**/funding-calculator');
  });
});

test.describe('at 1280px', () => {
  test('the sticky bar is hidden and the Resources menu opens on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-sticky-bar]')).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const submenuLink = nav.getByRole('link', { name: 'Funding by industry' });
    await expect(submenuLink).toBeHidden();
    await nav.getByRole('link', { name: 'Resources' }).hover();
    await expect(submenuLink).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(submenuLink).toBeHidden();
    await nav.getByRole('link', { name: 'Resources' }).focus();
    await expect(submenuLink).toBeVisible();
  });

  for (const [path, width] of [
    ['/', 1280],
    ['/es', 1280],
    ['/', 1440],
    ['/es', 1440],
  ] as const) {
    test(`${path} at ${width}px: the header row stays inside its padding, the paid-link notice whole beside Apply`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const { contentRight, notice } = await page.evaluate(() => {
        const row = document.querySelector('header .container-page')!;
        const box = row.getBoundingClientRect();
        return {
          contentRight: box.right - parseFloat(getComputedStyle(row).paddingRight),
          notice: document.querySelector('[data-paid-notice]')!.getBoundingClientRect().right,
        };
      });
      expect(notice).toBeGreaterThan(contentRight - 200);
      expect(notice).toBeLessThanOrEqual(contentRight + 0.5);
    });
  }

  test('Apply links open the partner in a new tab with UTM tags', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('a[data-apply]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.origin).toBe(new URL(SITE.partnerApplyUrl).origin);
      expect(url.searchParams.get('utm_source')).toBe(SITE.utmSource);
      expect(url.searchParams.get('utm_medium')).toBe('site');
      expect(url.searchParams.get('utm_campaign')).toBeTruthy();
    }
  });

  test('Apply links on content pages use the seo medium', async ({ page }) => {
    await page.goto('/guides/merchant-cash-advance');
    const href = await page.locator('main a[data-apply]').first().getAttribute('href');
    expect(new URL(href!).searchParams.get('utm_medium')).toBe('seo');
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const width of [320, 390, 768]) {
  test.describe(`the sticky bar at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    // The Spanish bar's words are longer: the same limits hold for both.
    for (const path of ['/guides/sba-loans', '/es/guias/prestamos-sba']) {
      test(`${path}: shows the label with the speed note and the paid-link notice at 14px or more, neither past two lines, nothing clipped, at most 96px tall, the notice one tap to how we make money`, async ({
        page,
      }) => {
        await page.goto(path);
        const bar = page.locator('[data-sticky-bar]');
        await expect(bar.locator('[data-speed-note]')).toBeVisible();
        await expect(bar.locator('[data-paid-notice]')).toBeVisible();
        // Lines a block takes on screen: its height over its line height.
        const blocks = await bar.evaluate((el) => {
          const lines = (block: Element) => Math.round(block.getBoundingClientRect().height / parseFloat(getComputedStyle(block).lineHeight));
          return {
            labelLines: lines(el.querySelector('[data-sticky-label]')!.parentElement!),
            noticeLines: lines(el.querySelector('[data-paid-notice] > span')!),
          };
        });
        expect(blocks.labelLines).toBeLessThanOrEqual(width >= 640 ? 1 : 2);
        expect(blocks.noticeLines).toBeLessThanOrEqual(2);
        // Every piece of text is at least 14px, and inside the bar (none clipped off its bottom).
        const texts = await bar.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return [...el.querySelectorAll<HTMLElement>('p, [data-paid-notice]')].map((t) => ({
            px: parseFloat(getComputedStyle(t).fontSize),
            inside: t.getBoundingClientRect().bottom <= box.bottom + 0.5 && t.getBoundingClientRect().top >= box.top - 0.5,
          }));
        });
        expect(texts.length).toBeGreaterThan(1);
        for (const t of texts) {
          expect(t.inside).toBe(true);
          expect(t.px).toBeGreaterThanOrEqual(14);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // At most 96px tall (issue 44), with the whole notice still one link at least 44px tall.
        expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(96);
        const notice = bar.locator('a[data-paid-notice]');
        await expect(notice).toHaveCount(1);
        expect((await notice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await notice.tap();
        await page.waitForURL(/\/(disclosures|es\/divulgaciones)#/);
      });
    }
  });
}

/** WCAG relative luminance and contrast of two "rgb(r, g, b)" colours. */
function contrast(a: string, b: string) {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const { width, pages: paths } of [
  { width: 390, pages: ['/', '/guides/merchant-cash-advance', '/resources/funding-by-location/texas/trucking-cash-advance', '/es', '/es/guias/prestamos-sba'] },
  { width: 1280, pages: ['/', '/funding-calculator', '/es'] },
]) {
  test.describe(`paid-link notices at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path}: every notice is at least 14px with at least 4.5:1 contrast`, async ({ page }) => {
        await page.goto(path);
        const samples = await page.locator('[data-paid-notice]').evaluateAll((notices) =>
          notices
            .filter((n) => n.checkVisibility())
            .flatMap((n) => [n, ...n.querySelectorAll('*')])
            .filter((el) => [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim()))
            .map((el) => {
              let bg = 'rgb(255, 255, 255)';
              for (let a: Element | null = el; a; a = a.parentElement) {
                const c = getComputedStyle(a).backgroundColor;
                if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
                  bg = c;
                  break;
                }
              }
              return { text: el.textContent!.trim().slice(0, 30), px: parseFloat(getComputedStyle(el).fontSize), fg: getComputedStyle(el).color, bg };
            }),
        );
        expect(samples.length).toBeGreaterThan(0);
        for (const s of samples) {
          expect(s.px, s.text).toBeGreaterThanOrEqual(14);
          expect(contrast(s.fg, s.bg), s.text).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  });
}
