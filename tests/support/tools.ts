import type { Locator, Page } from '@playwright/test';

/** Resolves once the page's tool island has hydrated: Astro removes `ssr` from its <astro-island>. */
export const toolHydrated = (page: Page) => page.waitForSelector('astro-island:not([ssr]) form', { state: 'attached' });

/** Go to a tool page and wait until its island has hydrated, so a tap reaches React. */
export async function openTool(page: Page, url: string) {
  await page.goto(url);
  await toolHydrated(page);
}

/** A form field by its exact label, inside `scope` (a fieldset, a card or the whole page). */
export const input = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Put text in a field as a person would: tap it, replace what is there. */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
}

/** The value of a named figure in the owners' tools' results (`data-figure` on its <div>, the value in its <dd>). */
export const dataFigure = (scope: Page | Locator, name: string) => scope.locator(`[data-figure="${name}"] dd`).first();
