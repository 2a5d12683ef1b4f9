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
    expect(out).toContain('@property --tw-border-style');
    expect(out).toContain('--tw-border-style:solid');
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
