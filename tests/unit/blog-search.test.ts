import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanQueryParam, createSearcher, normalizeQuery, resultsAnnouncement } from '../../src/lib/blog-search';

const docs = [
  { id: 'apr', title: 'What an MCA Really Costs as an APR', excerpt: 'Two APR figures and why they differ.', tags: ['costs'] },
  { id: 'renewals', title: 'Early Payoff and Renewals', excerpt: 'When paying early saves money.', tags: ['renewals'] },
  { id: 'liens', title: 'UCC Liens and Personal Guarantees', excerpt: 'What a lien on receivables means.', tags: ['contracts'] },
];
const search = createSearcher(docs);
const ids = (q: unknown) => search(q).map((d) => d.id);

describe('blog search', () => {
  it('returns everything for an empty or blank query', () => {
    expect(ids('')).toEqual(['apr', 'renewals', 'liens']);
    expect(ids('   ')).toEqual(['apr', 'renewals', 'liens']);
    expect(ids(undefined)).toEqual(['apr', 'renewals', 'liens']);
  });
  it('matches substrings of titles and excerpts, trimmed and case-insensitive', () => {
    expect(ids('  RENEW ')[0]).toBe('renewals');
    expect(ids('receivables')).toEqual(['liens']);
  });
  it('puts exact substring matches before fuzzy ones', () => {
    expect(ids('apr')[0]).toBe('apr');
  });
  it('tolerates a typo through fuzzy matching', () => {
    expect(ids('guarantes')).toContain('liens');
  });
  it('finds nothing for nonsense', () => {
    expect(ids('zzqxjv')).toEqual([]);
  });
  it('treats regular-expression characters literally', () => {
    expect(() => search('.*(')).not.toThrow();
    expect(ids('.*')).toEqual([]);
  });
});

describe('normalizeQuery', () => {
  it('removes control characters and caps the length', () => {
    expect(normalizeQuery('\u0000a\u0007b ')).toBe('a b');
    expect(normalizeQuery('x'.repeat(10_000))).toHaveLength(200);
    expect(normalizeQuery(42)).toBe('');
  });
});

describe('cleanQueryParam', () => {
  // Every bidirectional formatting character a shared ?q= link could use to make the echoed text misleading.
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
  for (const char of BIDI) {
    it(`removes U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, () => {
      expect(cleanQueryParam(`apr${char}fee`)).toBe('aprfee');
      expect(normalizeQuery(`APR${char}`)).toBe('apr');
    });
  }
  it('keeps ordinary text, including right-to-left letters, and caps the length', () => {
    expect(cleanQueryParam('\u202egnp.exe')).toBe('gnp.exe');
    expect(cleanQueryParam('قرض APR')).toBe('قرض APR');
    expect(cleanQueryParam('x'.repeat(10_000))).toHaveLength(200);
    expect(cleanQueryParam(null)).toBe('');
  });
});

describe('resultsAnnouncement', () => {
  it('says how many articles match', () => {
    expect(resultsAnnouncement(3, '')).toBe('Showing all 3 articles.');
    expect(resultsAnnouncement(1, 'apr')).toBe('1 article matches “apr”.');
    expect(resultsAnnouncement(0, 'x')).toBe('No articles match “x”.');
  });
});

describe('hostile queries', () => {
  it('for any query (regex characters, HTML, emoji, control characters, 10,000 characters) never throws and returns only known articles', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 10_000 }),
      fc.constantFrom('.*', '(', '[', '\\', '$^', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '💸🔥', '\u0000\u001b[31m', 'x'.repeat(10_000)),
      fc.array(fc.constantFrom('a', 'P', 'R', ' ', '*', '?', '|'), { maxLength: 50 }).map((chars) => chars.join('')),
    );
    const known = new Set(docs.map((d) => d.id));
    fc.assert(
      fc.property(hostile, (query) => {
        const results = search(query);
        expect(results.every((d) => known.has(d.id))).toBe(true);
        expect(new Set(results.map((d) => d.id)).size).toBe(results.length);
      }),
      { numRuns: 500 },
    );
  });
});
