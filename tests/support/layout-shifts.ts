import type { Page } from '@playwright/test';
import { fullStylesheetApplied } from './page-ready';

/**
 * Records every layout shift with the elements that moved (tag, id, classes, rect before → after), so a failure
 * names them. These tests never touch the page, so every shift counts: with touch emulation Chromium marks shifts
 * as following "recent input" although none came (Lighthouse counted the same shift in CLS).
 */
export function recordShifts(page: Page) {
  return page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    type Shift = { value: number; sources?: Source[] };
    const rect = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName ?? 'gone');
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = (entry.sources ?? []).map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${moved.join('; ') || 'no source'}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded so far, once the stylesheet has been applied and two frames have passed; the observer is
 * told of a shift in a later task, so this waits a little longer (200 ms) before reading.
 */
export async function shiftsOf(page: Page): Promise<string[]> {
  await fullStylesheetApplied(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
