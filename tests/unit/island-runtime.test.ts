import { describe, expect, it } from 'vitest';
import { externalizeIslandRuntime } from '@/integrations/island-runtime';

const RUNTIME = '(()=>{var g=1;class f extends HTMLElement{}let x="<unknown>";customElements.get("astro-island")||customElements.define("astro-island",f)})();';

describe('externalizeIslandRuntime', () => {
  it("replaces Astro's inline island runtime with an import after the first frame, and hands the code over once", () => {
    const codes: string[] = [];
    const html = `<p>a</p><script>(()=>{Astro.painted=1})();</script><script>${RUNTIME}</script><astro-island></astro-island>`;
    const out = externalizeIslandRuntime(html, (code) => (codes.push(code), '/_astro/astro-island.abc.js'));
    expect(codes).toEqual([RUNTIME]);
    expect(out).not.toContain('customElements.define');
    expect(out).toContain('<script>(()=>{Astro.painted=1})();</script>');
    expect(out).toContain('<script>requestAnimationFrame(()=>setTimeout(()=>import("/_astro/astro-island.abc.js")))</script>');
  });

  it('leaves a page without islands alone', () => {
    const html = '<script>(()=>{let a=1})();</script>';
    expect(externalizeIslandRuntime(html, () => '/x.js')).toBe(html);
  });
});
