import type { Page } from '@playwright/test';

/**
 * Waits until the page's full stylesheet has been added and applied. It is requested once the first
 * paint has been shown (src/lib/site/after-paint.ts) and lands a round trip later; it styles what only a
 * reader's action shows (the opened navigation sheet, hover and focus states). A person's first tap
 * comes after it; a test that taps within milliseconds of loading must wait for it the same way.
 */
export async function fullStylesheetApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/_astro/')));
}

/**
 * Draws every block the page leaves undrawn until a reader nears it (content-visibility: auto, see
 * `render-near-view` in global.css), so every box is final rather than an estimate. Only those blocks:
 * a closed FAQ answer (`hidden="until-found"`) is content-visibility too, and stays closed.
 */
export async function drawDeferredBlocks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('body *')) if (getComputedStyle(el).contentVisibility === 'auto') el.setAttribute('data-deferred', '');
  });
  await page.addStyleTag({ content: '[data-deferred] { content-visibility: visible !important; }' });
}
