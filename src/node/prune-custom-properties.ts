import postcss, { type AtRule, type Node, type Root } from 'postcss';

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
  foldDefaults(root, markup);
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

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * In a page's inlined CSS, a Tailwind property that nothing on the page ever sets (no rule, no inline
 * style) always holds its registered initial value: `border-style:var(--tw-border-style)` can only be
 * `solid`. Such reads are replaced by the value, so the registration and its fallback default (about
 * 40 B each, on every page) can go. The deferred stylesheet keeps the variables for the states that set
 * them (a dashed border, a ring on focus) and, loaded later, its rules win over these.
 */
export function foldDefaultCustomProperties(css: string, markup = ''): string {
  const root = postcss.parse(css);
  return foldDefaults(root, markup) ? root.toString() : css;
}

/** foldDefaultCustomProperties on a parsed sheet, in place (pruneCustomProperties parses each page's CSS once). Folded anything? */
function foldDefaults(root: Root, markup: string): boolean {
  const initial = new Map<string, string>();
  root.walkAtRules('property', (rule) => {
    // Only properties that do not inherit: an inherited one could come from a parent that sets it.
    if (!rule.nodes?.some((node) => node.type === 'decl' && node.prop === 'inherits' && node.value.trim() === 'false')) return;
    rule.walkDecls('initial-value', (decl) => void initial.set(rule.params.trim(), squash(decl.value)));
  });
  const foldable = new Set([...initial.keys()].filter((name) => !markup.includes(name)));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--') || !foldable.has(decl.prop)) return;
    // Set anywhere to anything but the initial value: not a constant. (The property does not inherit, so
    // where every rule that sets it sets the initial value, every read yields that value.)
    if (squash(decl.value) !== initial.get(decl.prop)) foldable.delete(decl.prop);
  });
  root.walkDecls((decl) => {
    // A read with a fallback (`var(--x, …)`) is left alone, and so is its property.
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)\s*,/g)) foldable.delete(match[1]!);
  });
  if (foldable.size === 0) return false;
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') || !decl.value.includes('var(')) return;
    decl.value = decl.value.replace(/var\(\s*(--[\w-]+)\s*\)/g, (read, name: string) => (foldable.has(name) ? initial.get(name)! : read));
  });
  return true;
}
