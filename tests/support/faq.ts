import { expect, type Page } from '@playwright/test';

/**
 * Bring the first FAQ of a mode into view, touch it as a reader would (the island hydrates on the first
 * interaction) and wait until the native list has become the accordion.
 */
export async function enhancedFaq(page: Page, mode: 'single' | 'multiple') {
  const list = page.locator(`[data-faq="${mode}"]`).first();
  await list.scrollIntoViewIfNeeded();
  await list.locator('summary, button').first().hover();
  const faq = page.locator(`[data-faq="${mode}"][data-enhanced]`).first();
  await expect(faq).toBeVisible();
  return faq;
}
