import { readFileSync } from 'node:fs';
import postcss, { type AtRule, type Declaration, type Node } from 'postcss';
import { describe, expect, it } from 'vitest';
import { builtPages, listFiles } from '../support/dist';

/*
 * The type scale of global.css (@theme): one family, two weights and few sizes, because before the first paint a
 * browser looks up every face and size a page uses, one at a time. A class or component that brings in another
 * size or weight fails here, naming it. The sizes are read from the @theme block itself (--text-sm, --text-base…),
 * so the scale is written once.
 */
function themeSizes(css: string): string[] {
  const sizes: string[] = [];
  postcss.parse(css).walkAtRules('theme', (theme) =>
    theme.walkDecls(/^--text-[\w-]+$/, (decl) => {
      if (!decl.prop.endsWith('--line-height') && decl.value !== 'initial') sizes.push(decl.value.replace(/^0\./, '.'));
    }),
  );
  return sizes;
}
const THEME_SIZES = themeSizes(readFileSync('src/styles/global.css', 'utf8'));
const SIZES = new Set([
  ...THEME_SIZES,
  // Where the theme's value is used by name.
  'var(--text-base)',
  // Relative sizes that add no face of their own: Tailwind's reset (inherit, 1em; small 80%, sub/sup 75%).
  'inherit',
  '1em',
  '80%',
  '75%',
]);
const WEIGHTS = new Set(['400', '600', 'inherit', 'initial', 'bolder']);

interface Found {
  where: string;
  prop: string;
  value: string;
}

/** font-size and font-weight declarations outside @media print (the printed letter is paper, not a first paint). */
function declarations(css: string, where: string): Found[] {
  const found: Found[] = [];
  postcss.parse(css).walkDecls(/^font-(size|weight)$/, (decl: Declaration) => {
    for (let node: Node | undefined = decl.parent; node; node = node.parent) {
      if (node.type === 'atrule' && (node as AtRule).name === 'media' && /\bprint\b/.test((node as AtRule).params)) return;
    }
    found.push({ where, prop: decl.prop, value: decl.value.trim() });
  });
  return found;
}

describe('the type scale', () => {
  const sheets = listFiles().filter((file) => /\/_astro\/[^/]+\.css$/.test(file));
  const inline = builtPages()
    .filter((page) => ['/', '/privacy', '/guides/merchant-cash-advance', '/funding-calculator', '/es'].includes(page.path))
    .flatMap((page) => [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => ({ css: m[1] ?? '', where: page.path })));
  const all = [...sheets.flatMap((file) => declarations(readFileSync(file, 'utf8'), file)), ...inline.flatMap((s) => declarations(s.css, s.where))];

  it('reads the scale from global.css and the stylesheets and inlined CSS of five pages', () => {
    expect(THEME_SIZES).toContain('1.0625rem');
    expect(THEME_SIZES.length).toBeGreaterThanOrEqual(5);
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(inline.map((s) => s.where)).size).toBe(5);
    expect(all.filter((d) => d.prop === 'font-size').length).toBeGreaterThanOrEqual(10);
  });

  it('uses only the sizes and the two weights of global.css', () => {
    const off = all.filter((d) => !(d.prop === 'font-size' ? SIZES : WEIGHTS).has(d.value));
    expect(off.map((d) => `${d.where}: ${d.prop}: ${d.value}`)).toEqual([]);
  });

  it('catches a size or weight outside the scale (fixture)', () => {
    const found = declarations('.a{font-size:1.125rem}.b{font-weight:700}@media print{.c{font-size:11pt}}', 'fixture');
    expect(found.filter((d) => !(d.prop === 'font-size' ? SIZES : WEIGHTS).has(d.value))).toHaveLength(2);
  });
});
