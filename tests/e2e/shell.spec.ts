import { test, expect, type Page } from '@playwright/test';
import { builtPages } from '../support/dist';
import { REDIRECTS } from '@/lib/site/routes';
import { SITE } from '@/lib/site/config';

const pages = builtPages().filter((p) => p.path !== '/404');

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

  test('the sticky bar says the offers come from the partner, and links to how we make money', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toContainText('Get Cash Advance Offers');
    await expect(bar).toContainText('From our partner. We may be paid if you apply.');
    await bar.getByRole('link', { name: /Get Cash Advance Offers/ }).tap();
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
