import { expect, type Page } from '@playwright/test';

/** Scroll the first FAQ of a mode into view and wait until the island has replaced it with the accordion. */
export async function enhancedFaq(page: Page, mode: 'single' | 'multiple') {
  await page.evaluate((m) => document.querySelector(`[data-faq="${m}"]`)?.scrollIntoView(), mode);
  const faq = page.locator(`[data-faq="${mode}"][data-enhanced]`).first();
  await expect(faq).toBeVisible();
  return faq;
}
