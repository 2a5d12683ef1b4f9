import type { Page } from '@playwright/test';

/** Resolves once the page's tool island has hydrated: Astro removes `ssr` from its <astro-island>. */
export const toolHydrated = (page: Page) => page.waitForSelector('astro-island:not([ssr]) form', { state: 'attached' });

/** Go to a tool page and wait until its island has hydrated, so a tap reaches React. */
export async function openTool(page: Page, url: string) {
  await page.goto(url);
  await toolHydrated(page);
}
