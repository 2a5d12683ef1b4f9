import { describe, expect, it } from 'vitest';
import { entryToc, TOC_MIN_ITEMS } from '@/lib/content/toc';

const h2 = (slug: string) => ({ depth: 2, slug, text: slug.toUpperCase() });

describe('entryToc', () => {
  it('lists the body h2s, then the sections after the text; h3s and false entries are left out', () => {
    const items = entryToc([h2('a'), { depth: 3, slug: 'a1', text: 'A1' }, h2('b'), h2('c')], [{ id: 'faq-title', text: 'FAQ' }, false, undefined]);
    expect(items).toEqual([
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
      { id: 'faq-title', text: 'FAQ' },
    ]);
  });

  it(`is empty below ${TOC_MIN_ITEMS} sections: a short page needs none`, () => {
    expect(entryToc([h2('a'), h2('b')], [{ id: 'sources-title', text: 'Sources' }])).toEqual([]);
  });
});
