import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * A tool chart's axis labels (the kit's ChartFrame) are readable on a phone: at least 12px, and rendered at that
 * size, not scaled away with the drawing. Returns the labels' text so a test can check what they say.
 */
export async function readableAxisLabels(axes: Locator): Promise<string[]> {
  await axes.scrollIntoViewIfNeeded();
  const labels = await axes
    .locator('span')
    .evaluateAll((els) =>
      els
        .filter((el) => !el.children.length)
        .map((el) => ({ text: el.textContent ?? '', px: parseFloat(getComputedStyle(el).fontSize), h: el.getBoundingClientRect().height })),
    );
  expect(labels.length, 'two labels on each axis').toBe(4);
  for (const label of labels) {
    expect(label.px, `"${label.text}"`).toBeGreaterThanOrEqual(12);
    // A 12px line box is at least 12px tall on screen.
    expect(label.h, `"${label.text}"`).toBeGreaterThanOrEqual(12);
  }
  return labels.map((label) => label.text);
}
