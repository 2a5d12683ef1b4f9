import { describe, expect, it } from 'vitest';
import { createSiteSearcher, cutText, headingsOf, markWords, queryWords, snippetFor, type SearchDoc } from '@/lib/search/site-search';

const DOCS: SearchDoc[] = [
  {
    k: 'guide',
    t: 'Merchant Cash Advances',
    u: '/guides/merchant-cash-advance',
    d: 'How an advance works and what it costs.',
    h: ['What a factor rate means', 'Confessions of judgment'],
  },
  { k: 'article', t: 'Confessions of Judgment and State Disclosure Laws', u: '/blog/coj', d: 'Which states void a confession of judgment.' },
  {
    k: 'law',
    t: 'Texas',
    u: '/resources/state-laws/texas',
    d: 'Providers must disclose the finance charge in dollars on sales-based financing under $1,000,000.',
  },
  { k: 'law', t: 'New York', u: '/resources/state-laws/new-york', d: 'A disclosure law that requires an estimated APR. Unlike Texas, it covers factoring.' },
  { k: 'glossary', t: 'Factor rate', u: '/glossary#factor-rate', d: 'The number the advance is multiplied by to give the payback.' },
  { k: 'glossary', t: 'Préstamo SBA 7(a)', u: '/es/glosario#sba-7a', d: 'El préstamo garantizado más común de la SBA.' },
  { k: 'faq', t: 'What is a confession of judgment?', u: '/faq#contracts-and-rights', d: 'A clause in which you agree in advance to a judgment against you.' },
];

describe('the site search', () => {
  const search = createSiteSearcher(DOCS);
  const titles = (query: string) => search(query).flatMap((group) => group.hits.map((hit) => hit.doc.t));

  it('finds every kind of entry that holds all the words, grouped by kind', () => {
    const groups = search('confession of judgment');
    expect(groups.map((group) => group.kind).sort()).toEqual(['article', 'faq', 'guide']);
    expect(titles('confession of judgment')).not.toContain('Texas');
  });

  it('puts the entry named by the query first: "texas" leads with the Texas law, then pages that mention it', () => {
    const groups = search('Texas');
    expect(groups[0]!.kind).toBe('law');
    expect(groups[0]!.hits.map((hit) => hit.doc.t)).toEqual(['Texas', 'New York']);
  });

  it('allows a typo and ignores case and accents', () => {
    expect(titles('factr rate')).toContain('Factor rate');
    expect(titles('prestamo sba')).toContain('Préstamo SBA 7(a)');
    expect(titles('FACTOR RATE')).toContain('Factor rate');
  });

  it('returns nothing for an empty query, a one-letter query, or a word nowhere on the site', () => {
    expect(search('')).toEqual([]);
    expect(search('  a ')).toEqual([]);
    expect(search('zebra')).toEqual([]);
    expect(search(undefined)).toEqual([]);
  });

  it('caps each group at five and all results at twenty', () => {
    const many: SearchDoc[] = Array.from({ length: 60 }, (_, i) => ({ k: i % 2 ? 'glossary' : 'faq', t: `Renewal ${i}`, u: `/x/${i}`, d: 'renewal' }));
    const groups = createSiteSearcher(many)('renewal');
    expect(groups.every((group) => group.hits.length <= 5)).toBe(true);
    expect(groups.reduce((sum, group) => sum + group.hits.length, 0)).toBeLessThanOrEqual(20);
  });
});

describe('the words shown under a result', () => {
  it('shows the heading that holds a query word, with the word marked', () => {
    const snippet = snippetFor(DOCS[0]!, queryWords('factor'));
    expect(snippet.map((part) => part.text).join('')).toBe('What a factor rate means');
    expect(snippet.filter((part) => part.hit).map((part) => part.text)).toEqual(['factor']);
  });

  it('shows the passage around a match far into the text, starting at a word', () => {
    const doc: SearchDoc = { k: 'page', t: 'T', u: '/t', d: `${'Words before the point. '.repeat(10)}Here the factor rate appears.` };
    const text = snippetFor(doc, ['factor'])
      .map((part) => part.text)
      .join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text).toContain('factor rate appears');
    expect(text.length).toBeLessThanOrEqual(142);
  });

  it('marks words that start with a query word, whatever their accents', () => {
    expect(
      markWords('Confesión de sentencia', ['confesion'])
        .filter((part) => part.hit)
        .map((part) => part.text),
    ).toEqual(['Confesión']);
  });

  it('reads the words of a query: folded, one-letter words left out', () => {
    expect(queryWords('  Tasa DE Factor  a ')).toEqual(['tasa', 'de', 'factor']);
  });
});

describe('building the index', () => {
  it('takes ## and ### headings from Markdown without their markup', () => {
    expect(headingsOf('# Title\n\n## What **it** costs\n\ntext\n\n### See [the law](/x) {#law}\n#### Too deep')).toEqual(['What it costs', 'See the law']);
  });

  it('cuts text at a word', () => {
    expect(cutText('one two three', 9)).toBe('one two…');
    expect(cutText('short', 9)).toBe('short');
  });
});
