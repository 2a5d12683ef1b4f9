import { describe, expect, it } from 'vitest';
import { pruneCustomProperties } from '@/node/prune-custom-properties';

const CSS = [
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-border-style:solid;--tw-blur:initial;--tw-shadow:0 0 #0000;--tw-shadow-color:initial}}}',
  '@layer theme{:root{--font-sans:system-ui;--text-9xl:8rem}}',
  '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.font-sans{font-family:var(--font-sans)}}',
  '.shadow-lg{--tw-shadow:0 10px 15px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-shadow)}',
  ':root{--ink:23 32 42}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
].join('');

describe('pruneCustomProperties', () => {
  const out = pruneCustomProperties(CSS);

  it('keeps what a kept rule reads, directly or through another property', () => {
    expect(out).toContain('@property --tw-shadow-color');
    expect(out).toContain('--font-sans:system-ui');
  });

  it('drops registrations and defaults that nothing reads', () => {
    expect(out).not.toContain('--tw-blur');
    expect(out).not.toContain('--tw-ring-color');
    expect(out).not.toContain('--text-9xl');
  });

  it("leaves the site's own tokens and the utilities themselves alone", () => {
    expect(out).toContain(':root{--ink:23 32 42}');
    expect(out).toContain('.shadow-lg{--tw-shadow:0 10px 15px');
  });

  it('keeps a property the page markup reads (an inline style or SVG attribute)', () => {
    expect(pruneCustomProperties(CSS, '<svg stroke="var(--tw-ring-color)">')).toContain('@property --tw-ring-color');
  });

  it('removes blocks left empty', () => {
    const only = pruneCustomProperties('@layer theme{:root{--unused:1px}}.a{color:red}');
    expect(only).toBe('.a{color:red}');
  });
});

describe('folding properties nothing on the page sets', () => {
  it('reads a registered, non-inherited property that is only ever its initial value as that value, and drops it', () => {
    const out = pruneCustomProperties(CSS);
    expect(out).toContain('.border{border-style:solid;border-width:1px}');
    expect(out).not.toContain('--tw-border-style');
  });

  it('keeps the variable where a rule sets another value, the markup sets it, or a read has a fallback', () => {
    const set = '@property --tw-x{syntax:"*";inherits:false;initial-value:0}.a{translate:var(--tw-x)}.b{--tw-x:50%}';
    expect(pruneCustomProperties(set)).toContain('.a{translate:var(--tw-x)}');
    const inMarkup = '@property --tw-x{syntax:"*";inherits:false;initial-value:0}.a{translate:var(--tw-x)}';
    expect(pruneCustomProperties(inMarkup, '<p style="--tw-x:1px">')).toContain('var(--tw-x)');
    expect(pruneCustomProperties(inMarkup)).toContain('.a{translate:0}');
    const withFallback = '@property --tw-x{syntax:"*";inherits:false;initial-value:0}.a{translate:var(--tw-x,2px)}';
    expect(pruneCustomProperties(withFallback)).toContain('var(--tw-x,2px)');
  });

  it('leaves inherited properties alone (a parent may set them)', () => {
    const inherited = '@property --tw-x{syntax:"*";inherits:true;initial-value:0}.a{translate:var(--tw-x)}';
    expect(pruneCustomProperties(inherited)).toContain('var(--tw-x)');
  });
});

describe('pruneCustomProperties inside utilities', () => {
  it("drops a utility's own assignment that nothing reads, and keeps one that is read", () => {
    const css =
      '@layer utilities{.font-semibold{--tw-font-weight:600;font-weight:600}.leading-tight{--tw-leading:1.25;line-height:1.25}.text-sm{line-height:var(--tw-leading,1.4)}}';
    const out = pruneCustomProperties(css);
    expect(out).not.toContain('--tw-font-weight');
    expect(out).toContain('font-weight:600');
    expect(out).toContain('--tw-leading:1.25');
  });
});

describe('pruneCustomProperties and transitions', () => {
  it("drops Tailwind's transition declarations (no state changes before the full stylesheet arrives), and what only they read", () => {
    const css =
      '@layer utilities{.btn{color:red;transition-property:color;transition-timing-function:var(--tw-ease,ease);transition-duration:var(--tw-duration,.15s)}}@property --tw-ease{syntax:"*";inherits:false}';
    const out = pruneCustomProperties(css);
    expect(out).toBe('@layer utilities{.btn{color:red}}');
  });
});
