import { test, expect, type Page } from '@playwright/test';
import { builtPages } from '../support/dist';
import { REDIRECTS } from '../../src/lib/routes';
import { SITE } from '../../src/lib/site';

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
  for (const { path } of pages.filter((p) => !p.path.startsWith('/resources/funding-by-location/') || p.path.endsWith('/los-angeles/restaurants-cash-advance'))) {
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

  test('the navigation sheet opens, expands Resources, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Open navigation' });
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box!.width).toBeCloseTo(390 * 0.88, 0);
    expect(box!.x + box!.width).toBeCloseTo(390, 0);

    const resources = sheet.getByRole('button', { name: 'Resources' });
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Funding by location', 'Funding by industry', 'State x Industry find', 'Provider comparisons', 'ISO broker guide']) {
      await expect(sheet.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(sheet.getByRole('link', { name: /Apply Now/ })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Check Eligibility' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Terms' })).toBeVisible();

    // Focus stays inside while open.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the close button closes the sheet', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

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

  test('the sticky bar shows, with Calculate and Apply, and never covers the footer', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Get Cash Advance Offers');
    await expect(bar).toContainText('24-48 hour funding');
    await expect(bar.getByRole('link', { name: 'Calculate' })).toHaveAttribute('href', '/funding-calculator');
    const apply = bar.getByRole('link', { name: /Apply/ });
    expect(new URL((await apply.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe('mobile-sticky-cta');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLine = page.locator('footer p').last();
    const lineBox = (await lastLine.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y + 1);
  });

  test('tap targets in the header, sticky bar and footer are at least 44px', async ({ page }) => {
    await page.goto('/');
    const small = await page.$$eval('header a, header button, [data-sticky-bar] a, footer a', (els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ text: el.textContent?.trim(), h: el.getBoundingClientRect().height }))
        .filter((box) => box.h < 44),
    );
    expect(small).toEqual([]);
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
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
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
