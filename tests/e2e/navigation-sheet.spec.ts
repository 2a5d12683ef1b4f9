import { test, expect, type Page } from '@playwright/test';
import { fullStylesheetApplied } from '../support/page-ready';
import { ROUTES } from '@/lib/site/routes';
import { REFERENCE_LINKS, RESOURCE_LINKS, SHEET_NAV, TOOL_LINKS } from '@/lib/site/nav';
import { SITE } from '@/lib/site/config';

/** What a reader taps in the sheet, and where each must lead. */
const SHEET_TARGETS: ReadonlyArray<{ name: string | RegExp; href: string; group?: 'Tools' | 'Resources' }> = [
  ...SHEET_NAV.map((link) => ({ name: link.label, href: link.href })),
  ...REFERENCE_LINKS.map((link) => ({ name: link.label, href: link.href })),
  ...TOOL_LINKS.map((link) => ({ name: link.label, href: link.href, group: 'Tools' as const })),
  { name: 'All resources', href: ROUTES.resources, group: 'Resources' },
  ...RESOURCE_LINKS.map((link) => ({ name: link.label, href: link.href, group: 'Resources' as const })),
  { name: 'Check Eligibility', href: ROUTES.eligibility },
  { name: 'How we make money', href: ROUTES.howWeMakeMoney },
  { name: 'Privacy', href: ROUTES.privacy },
  { name: 'Terms', href: ROUTES.terms },
];

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

async function openSheet(page: Page) {
  await fullStylesheetApplied(page);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await expect(sheet(page)).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the navigation sheet at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('covers the full height from the right, above the header and sticky bar', async ({ page }) => {
      await page.goto('/guides/merchant-cash-advance');
      await openSheet(page);
      const box = (await sheet(page).boundingBox())!;
      expect(box.width).toBeCloseTo(Math.min(viewport.width * 0.88, 400), 0);
      expect(box.x + box.width).toBeCloseTo(viewport.width, 0);
      expect(box.y).toBe(0);
      expect(box.height).toBeCloseTo(viewport.height, 0);
      // The sheet's last control is what a tap on it hits: nothing (sticky bar, header) covers it.
      const terms = sheet(page).getByRole('link', { name: 'Terms' });
      await terms.scrollIntoViewIfNeeded();
      const hit = await terms.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!at && (at === el || el.contains(at));
      });
      expect(hit).toBe(true);
    });

    test('every link is tapped through to its page', async ({ page }) => {
      // Start from a page that is none of the targets, so every tap is a real navigation (the FAQ is a
      // sheet link now, so it no longer serves).
      const start = '/blog/mca-true-cost-apr';
      expect(SHEET_TARGETS.map((t) => t.href)).not.toContain(start);
      for (const target of SHEET_TARGETS) {
        await page.goto(start);
        await openSheet(page);
        if (target.group) await sheet(page).getByText(target.group, { exact: true }).tap();
        await sheet(page).getByRole('link', { name: target.name, exact: true }).tap();
        await page.waitForURL((url) => url.pathname + url.hash === target.href || url.pathname === target.href);
        expect(new URL(page.url()).pathname).toBe(target.href.split('#')[0]);
      }
    });

    // A city page has no Spanish twin, so the menu button is alone at the header's right; its wrapper is a
    // flex box so the button keeps the row's 44px whatever has been parsed (Header.astro).
    test('on a city page the menu button sits in the header row and a tap opens the sheet and its links', async ({ page }) => {
      await page.goto('/resources/funding-by-location/california/los-angeles/restaurants-cash-advance');
      const button = page.getByRole('button', { name: 'Open navigation' });
      const header = (await page.locator('#site-header').boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.height).toBe(44);
      expect(box.y + box.height / 2).toBeCloseTo(header.y + (header.height - 1) / 2, 0);
      await openSheet(page);
      await sheet(page).getByRole('link', { name: 'Guides', exact: true }).tap();
      await page.waitForURL((url) => url.pathname === ROUTES.guides);
    });

    test('the Tools group lists every tool, FAQ and state laws included in the sheet', async ({ page }) => {
      // The list itself must not be empty (nav.ts TOOL_KEYS), or the tap-through test above would pass vacuously.
      expect(TOOL_LINKS.map((link) => link.href)).toEqual(
        expect.arrayContaining([ROUTES.calculator, ROUTES.compareOffers, ROUTES.repaymentCalculator, ROUTES.eligibility]),
      );
      await page.goto('/faq');
      await openSheet(page);
      await sheet(page).getByText('Tools', { exact: true }).tap();
      for (const link of TOOL_LINKS) await expect(sheet(page).getByRole('link', { name: link.label, exact: true }).last()).toBeVisible();
      for (const link of REFERENCE_LINKS) await expect(sheet(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
    });

    test('Apply Now opens the partner in a new tab, marked as a paid link with its notice', async ({ page, context }) => {
      await context.route(`${new URL(SITE.partnerApplyUrl).origin}/**`, (route) => route.fulfill({ body: 'partner', contentType: 'text/plain' }));
      await page.goto('/');
      await openSheet(page);
      const apply = sheet(page).getByRole('link', { name: /Apply Now/ });
      await expect(apply).toHaveAttribute('rel', /sponsored/);
      await expect(sheet(page).locator('[data-paid-notice]')).toContainText('We may be paid');
      const [popup] = await Promise.all([context.waitForEvent('page'), apply.tap()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.origin + url.pathname).toBe(SITE.partnerApplyUrl);
      expect(url.searchParams.get('utm_campaign')).toBe('mobile-nav');
    });

    test('Escape, the close button and a backdrop tap close it and give focus back', async ({ page }) => {
      await page.goto('/faq');
      const trigger = page.getByRole('button', { name: 'Open navigation' });

      await openSheet(page);
      await page.keyboard.press('Escape');
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();

      await openSheet(page);
      await sheet(page).getByRole('button', { name: 'Close navigation' }).tap();
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();

      await openSheet(page);
      await page.touchscreen.tap(8, viewport.height / 2);
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('keeps focus inside and the page behind still while open', async ({ page }) => {
      await page.goto('/guides/sba-loans');
      await openSheet(page);
      const before = await page.evaluate(() => window.scrollY);
      for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
      expect(await sheet(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.mouse.move(8, viewport.height / 2);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    });
  });
}

test.describe('the navigation sheet on small and landscape screens', () => {
  test('at 320px every control fits and works', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    await openSheet(page);
    const box = (await sheet(page).boundingBox())!;
    expect(box.width).toBeCloseTo(320 * 0.88, 0);
    await sheet(page).getByRole('link', { name: 'Check Eligibility' }).tap();
    await page.waitForURL(`**${ROUTES.eligibility}`);
    await context.close();
  });

  test('in landscape (844×390) the list scrolls inside the sheet to its last link', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    await openSheet(page);
    await sheet(page).getByText('Resources', { exact: true }).tap();
    expect(await sheet(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await sheet(page).getByRole('link', { name: 'Terms' }).tap();
    await page.waitForURL(`**${ROUTES.terms}`);
    await context.close();
  });

  test('works with JavaScript turned off: opens, links, closes', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guides');
    // The three ways of closing need no script (invoker commands, the dialog's own Escape, closedby="any").
    // Where focus lands then is the browser's own choice, so it is not asserted here.
    await openSheet(page);
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await openSheet(page);
    await page.touchscreen.tap(8, 422);
    await expect(sheet(page)).toBeHidden();
    await openSheet(page);
    await sheet(page).getByRole('button', { name: 'Close navigation' }).tap();
    await expect(sheet(page)).toBeHidden();
    await openSheet(page);
    await sheet(page).getByRole('link', { name: 'Blog', exact: true }).tap();
    await page.waitForURL(`**${ROUTES.blog}`);
    await context.close();
  });

  test('focus goes back to the menu button even where the browser leaves it on the page after closing', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // A browser that restores no focus when a dialog closes (Chromium 150 after a backdrop tap): the first
    // listener on the page drops focus to <body> before the sheet's script sees the close.
    await context.addInitScript(() => {
      window.addEventListener('close', () => (document.activeElement as HTMLElement | null)?.blur(), true);
    });
    const page = await context.newPage();
    await page.goto('/faq');
    const trigger = page.getByRole('button', { name: 'Open navigation' });
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => sheet(page).getByRole('button', { name: 'Close navigation' }).tap(),
      () => page.touchscreen.tap(8, 422),
    ]) {
      await openSheet(page);
      await close();
      await expect(sheet(page)).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    await context.close();
  });

  test('the fallback script opens and closes it where invoker commands are missing', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // Pretend to be a browser without invoker commands or closedby: the inline fallback takes over.
    await context.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: unknown }).command;
      delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/guides');
    await openSheet(page);
    await page.touchscreen.tap(8, 422);
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
    await openSheet(page);
    await sheet(page).getByRole('button', { name: 'Close navigation' }).tap();
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
    expect(errors).toEqual([]);
    await context.close();
  });
});
