import { test, expect, type Page } from '@playwright/test';
import { enhancedFaq } from '../support/faq';

/** One page of every type, with what to do on it to wake its islands. */
const PAGES: Array<{ path: string; act?: (page: Page) => Promise<void> }> = [
  { path: '/' },
  {
    path: '/guides/merchant-cash-advance',
    act: async (page) => {
      const faq = await enhancedFaq(page, 'single');
      await faq.getByRole('button').first().click();
    },
  },
  { path: '/blog/mca-true-cost-apr' },
  { path: '/resources/funding-by-location/texas/austin/trucking-cash-advance' },
  { path: '/blog', act: async (page) => page.getByLabel('Search articles').fill('<script>alert(1)</script>') },
  {
    path: '/funding-calculator',
    act: async (page) => {
      await page.getByLabel('Advance amount ($)', { exact: true }).fill('75000');
      await page.getByRole('button', { name: 'About Factor rate' }).click();
    },
  },
  { path: '/tools/eligibility-checker', act: async (page) => page.getByLabel('Months in business').fill('30') },
  { path: '/resources/find' },
  { path: '/faq' },
];

test.describe('security and privacy on every page type', () => {
  for (const { path, act } of PAGES) {
    test(`${path}: no CSP violation, no other origin, no cookie, no storage`, async ({ page, context }) => {
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const foreign: string[] = [];
      const errors: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('data:') && new URL(r.url()).hostname !== 'localhost') foreign.push(r.url());
      });
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      await page.keyboard.press('Escape');
      if (act) await act(page);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
      expect(storage).toEqual({ local: 0, session: 0 });
    });
  }

  test('HTML responses carry the security headers and a strict CSP', async ({ request, baseURL }) => {
    const response = await request.get('/guides/sba-loans');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // HSTS over HTTPS only: nginx (E2E_SERVER=nginx) sends it, the plain-HTTP local server must not.
    if (baseURL?.startsWith('https:')) expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    else expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['x-frame-options']).toBe('DENY');
    // The browser's Accept-Encoding gets the build's precompressed brotli file.
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('hashed assets are cached for a year; HTML is revalidated', async ({ request, page }) => {
    await page.goto('/funding-calculator');
    const asset = await page.locator('astro-island').first().getAttribute('component-url');
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable');
    expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
