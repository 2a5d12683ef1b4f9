import type { Page } from '@playwright/test';

/**
 * What a thumb hits, for one page's own controls (the same test as tests/e2e/tap-targets.spec.ts, kept
 * to `main`): each visible control is scrolled to the middle of the screen, then it must be at least
 * 44×44 px and be what a tap at its centre lands on. Returns how many were checked and what failed.
 */
export async function tapProblems(page: Page, selector: string): Promise<{ checked: number; problems: string[] }> {
  return page.evaluate(async (selector) => {
    const problems: string[] = [];
    const els = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    let checked = 0;
    for (const el of els) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      await new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 50);
      });
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || el.id}"`;
      checked++;
      if (r.width < 44 || r.height < 44) problems.push(`${name}: tap box ${Math.round(r.width)}×${Math.round(r.height)}`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      // A label's text or the control itself: a tap on either reaches the control.
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
      if (!hit || !(hit === el || el.contains(hit) || (label && label.contains(hit))))
        problems.push(`${name}: covered by ${hit ? hit.tagName.toLowerCase() : 'nothing'}`);
    }
    return { checked, problems };
  }, selector);
}

/** The tools' own controls: fields, choices, buttons and links in the page's main content. */
export const TOOL_CONTROLS = [
  'main input:not([type="radio"]):not([type="checkbox"])',
  'main select',
  'main button',
  'main a.btn-primary',
  'main a.btn-secondary',
  'main [data-apply]',
  'main label:has(input[type="radio"])',
  'main label:has(input[type="checkbox"])',
].join(', ');
