import { describe, expect, it } from 'vitest';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { assertRestored, decodeClassAttributes, dropStraySemicolons, markFunctionalSelectors, matchableSelector } from '@/node/beasties-fixes';

describe('matchableSelector', () => {
  it('keeps the argument of a single-selector :where/:is and drops other pseudo-classes', () => {
    expect(matchableSelector(':where(.space-y-5>:not(:last-child))')).toBe('.space-y-5>*');
    expect(matchableSelector(':where(.prose-body ul>:not(:last-child))')).toBe('.prose-body ul>*');
    expect(matchableSelector(':is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180)')).toBe('.group .group-open\\:rotate-180');
    expect(matchableSelector('[hidden]:where(:not([hidden=until-found]))')).toBe('[hidden]');
  });

  it('widens a selector list inside :where to any element, and never returns an empty selector', () => {
    expect(matchableSelector(':where([type=button],[type=reset])')).toBe('*');
    expect(matchableSelector('::before')).toBe('*');
    expect(matchableSelector('ul>:is(a,b)')).toBe('ul>*');
  });

  it('leaves escaped colons and attribute values alone', () => {
    expect(matchableSelector('.sm\\:grid:where(.x)')).toBe('.sm\\:grid.x');
    expect(matchableSelector('a[href^="https:"]:is(.y)')).toBe('a[href^="https:"].y');
  });
});

/** Beasties run the way the critical-css integration runs it, with and without the fixes. */
function inline(css: string, html: string, fixed: boolean): string {
  const marked = markFunctionalSelectors(css);
  const sheet = compileSheet(fixed ? marked.css : css, { href: '/s.css' });
  const out = createProcessor([sheet], { preload: 'media-script' }).process(fixed ? decodeClassAttributes(html) : html);
  const style = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
  return fixed ? dropStraySemicolons(marked.restore(style)) : style;
}

const PAGE =
  '<html><head><link rel="stylesheet" href="/s.css"></head><body><ul class="space-y-5"><li>a</li><li>b</li></ul><dl class="[&amp;&gt;dt]:mt-5"><dt>t</dt></dl></body></html>';
const CSS = [
  ':where(.space-y-5>:not(:last-child)){margin-block-end:1.25rem}',
  ':where(.space-y-9>:not(:last-child)){margin-block-end:2.25rem}',
  '.\\[\\&\\>dt\\]\\:mt-5>dt{margin-top:1.25rem}',
  '@property --tw-a{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-b{syntax:"*";inherits:false;initial-value:0}',
].join('');

describe('the Beasties fixes (fixture page)', () => {
  it('without them, Beasties drops the :where and [&>dt] rules the page uses (the bugs still exist)', () => {
    const style = inline(CSS, PAGE, false);
    expect(style).not.toContain('space-y-5');
    expect(style).not.toContain('mt-5>dt');
  });

  it('with them, the rules the page uses are inlined with their original selectors, and no others', () => {
    const style = inline(CSS, PAGE, true);
    expect(style).toContain(':where(.space-y-5>:not(:last-child)){margin-block-end:1.25rem}');
    expect(style).toContain('.\\[\\&\\>dt\\]\\:mt-5>dt{margin-top:1.25rem}');
    expect(style).not.toContain('space-y-9');
    expect(() => assertRestored(style, 'fixture')).not.toThrow();
  });

  it('no @property follows a stray semicolon (which would void it)', () => {
    expect(inline(CSS, PAGE, true)).not.toMatch(/\}\s*;\s*@property/);
    expect(dropStraySemicolons('@property --a{x:1};@property --b{x:2};@layer components;')).toBe('@property --a{x:1}@property --b{x:2}@layer components;');
  });

  it('fails loudly on a stand-in left unrestored', () => {
    expect(() => assertRestored('.x:lw-critical-a-b .y{}', 'page.html')).toThrow(/page\.html/);
  });
});

describe('decodeClassAttributes', () => {
  it('decodes &amp; &gt; &lt; in class values only', () => {
    expect(decodeClassAttributes('<p class="[&amp;&gt;dt]:mt-5" title="a &amp; b">x &amp; y</p>')).toBe(
      '<p class="[&>dt]:mt-5" title="a &amp; b">x &amp; y</p>',
    );
  });
});
