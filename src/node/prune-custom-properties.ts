import postcss, { type AtRule, type Node } from 'postcss';

/** `var(--name` references in a piece of CSS or HTML. */
function references(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
}

/** Inside one of Tailwind's layers? The site's own tokens (`:root { --ink … }`) sit outside them. */
function inTailwindLayer(node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer') return true;
  }
  return false;
}

/**
 * Drops from a page's inlined critical CSS the custom properties that Tailwind 4 registers, defaults or
 * sets (`@property --tw-*`, the `@layer properties` fallback, `@layer theme` variables, a utility's own
 * `--tw-font-weight: 600`) but that nothing left in that CSS, nor the page's own markup, reads with var().
 * The deferred stylesheet still has them all.
 * Why: Tailwind emits every @property a stylesheet's utilities need, and Beasties keeps at-rules whole,
 * so without this each page inlined ~4 KB of registrations for utilities it does not use.
 */
export function pruneCustomProperties(css: string, markup = ''): string {
  const root = postcss.parse(css);
  // Transitions animate a change of state; nothing changes state before the deferred stylesheet (which
  // has them) arrives, so in the first paint's CSS they are bytes with no effect.
  root.walkDecls(/^transition/, (decl) => {
    if (inTailwindLayer(decl)) decl.remove();
  });
  const used = new Set(references(markup));
  const definitions = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    else for (const name of references(decl.value)) used.add(name);
  });
  // A used property's own value may read others (--tw-shadow reads --tw-shadow-color).
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...used]) {
      for (const value of definitions.get(name) ?? []) {
        for (const next of references(value)) if (!used.has(next)) grew = used.add(next) !== undefined;
      }
    }
  }
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !used.has(decl.prop) && inTailwindLayer(decl)) decl.remove();
  });
  // Rules and at-rules left empty go too (an empty @layer statement without a body stays: it orders layers).
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || (node.type === 'atrule' && node.nodes !== undefined)) && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
