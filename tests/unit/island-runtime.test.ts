import { describe, expect, it } from 'vitest';
import { externalizeIslandRuntime } from '@/integrations/island-runtime';
import { paintedPromiseScript } from '@/lib/site/after-paint';

const RUNTIME = '(()=>{var g=1;class f extends HTMLElement{}let x="<unknown>";customElements.get("astro-island")||customElements.define("astro-island",f)})();';

describe('externalizeIslandRuntime', () => {
  it("replaces Astro's inline island runtime with an import once the first paint is shown, and hands the code over once", () => {
    const codes: string[] = [];
    const html = `<body><p>a</p><script>(()=>{Astro.painted=1})();</script><script>${RUNTIME}</script><astro-island client="painted"></astro-island><script>${paintedPromiseScript()}</script></body>`;
    const out = externalizeIslandRuntime(html, (code) => (codes.push(code), '/_astro/astro-island.abc.js'));
    expect(codes).toEqual([RUNTIME]);
    expect(out).not.toContain('customElements.define');
    expect(out).toContain('<script>(()=>{Astro.painted=1})();</script>');
    // The import joins the stylesheet loader's script (one inline script instead of two).
    expect(out).toContain(`<script>${paintedPromiseScript()};lwPainted.then(()=>{import("/_astro/astro-island.abc.js")})</script></body>`);
  });

  it('refuses a page with a painted island but no first-paint promise (the build order is wrong)', () => {
    const html = `<body><script>${RUNTIME}</script><astro-island client="painted"></astro-island></body>`;
    expect(() => externalizeIslandRuntime(html, () => '/x.js')).toThrow(/first-paint promise/);
  });

  it('where every island waits for the reader, imports the runtime only on a touch of one, marking it touched', () => {
    const html = `<body><script>${RUNTIME}</script><astro-island client="interaction"></astro-island><astro-island client="interaction"></astro-island></body>`;
    const out = externalizeIslandRuntime(html, () => '/_astro/astro-island.abc.js');
    expect(out).not.toContain('lwPainted');
    expect(out).toMatch(/<script>\{const e=\["pointerdown",[^<]*i\.dataset\.touched="";import\("\/_astro\/astro-island\.abc\.js"\)[^<]*<\/script><\/body>$/);
  });

  it('leaves a page without islands alone', () => {
    const html = '<script>(()=>{let a=1})();</script>';
    expect(externalizeIslandRuntime(html, () => '/x.js')).toBe(html);
  });
});
