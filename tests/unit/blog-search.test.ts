import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cleanQueryParam,
  createSearcher,
  createSuggester,
  normalizeQuery,
  resultsAnnouncement,
  MAX_SUGGESTIONS,
  type SiteSuggestion,
} from '@/lib/content/blog-search';
import { TOOL_SUGGESTIONS, faqSuggestion, guideSuggestion, FAQ_EXCERPT_LENGTH } from '@/lib/content/search-index';

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
    expect(resultsAnnouncement(0, 'x')).toBe('No articles match “x”, and nothing else on the site does.');
    expect(resultsAnnouncement(0, 'sba', 2)).toBe('No articles match “sba”. 2 other pages match.');
  });
});

describe('hostile queries', () => {
  it('for any query (regex characters, HTML, emoji, control characters, 10,000 characters) never throws and returns only known articles', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 10_000 }),
      fc.constantFrom(
        '.*',
        '(',
        '[',
        '\\',
        '$^',
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        '💸🔥',
        '\u0000\u001b[31m',
        'x'.repeat(10_000),
      ),
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

describe('when no article matches, the rest of the site is offered', () => {
  const site: SiteSuggestion[] = [
    guideSuggestion({
      id: 'sba-loans',
      url: '/guides/sba-loans',
      title: 'SBA Loans: 7(a), 504 and Microloans Explained',
      description: 'How SBA-backed loans work, their limits and guarantees.',
      tags: ['sba loans', 'loans'],
    }),
    guideSuggestion({
      id: 'invoice-factoring',
      url: '/guides/invoice-factoring',
      title: 'Invoice Factoring: Turning Unpaid Invoices Into Cash',
      description: 'How invoice factoring works.',
      tags: ['invoice factoring'],
    }),
    faqSuggestion({
      id: 'sba-how-long',
      url: '/faq#alternatives',
      question: 'How long does an SBA loan take?',
      answer: 'Often 30 to 90 days from application to funding.',
    }),
    ...TOOL_SUGGESTIONS,
  ];
  const suggest = createSuggester(site);

  it('"sba" finds the SBA guide and the SBA answer, each with its link', () => {
    expect(search('sba')).toEqual([]);
    const found = suggest('sba');
    expect(found.map((s) => s.url)).toEqual(expect.arrayContaining(['/guides/sba-loans', '/faq#alternatives']));
    expect(found.find((s) => s.url === '/guides/sba-loans')?.kind).toBe('Guide');
  });

  it('puts pages whose title holds the query before pages that only mention it', () => {
    const mentions = guideSuggestion({
      id: 'equipment',
      url: '/guides/equipment-financing',
      title: 'Equipment Financing',
      description: 'How it compares with an SBA 504 loan.',
      tags: [],
    });
    const titled = guideSuggestion({ id: 'sba', url: '/guides/sba-loans', title: 'SBA Loans', description: 'Limits and guarantees.', tags: [] });
    expect(createSuggester([mentions, titled])('sba').map((s) => s.id)).toEqual(['guide-sba', 'guide-equipment']);
  });

  it('"state laws" offers the state-law reference tool', () => {
    expect(suggest('state laws').map((s) => s.id)).toContain('tool-state-laws');
  });

  it('nonsense finds nothing, and an empty query suggests nothing', () => {
    expect(suggest('zzqxjv')).toEqual([]);
    expect(suggest('   ')).toEqual([]);
  });

  it('offers at most MAX_SUGGESTIONS', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      guideSuggestion({ id: `g${i}`, url: `/guides/g${i}`, title: `Loan guide ${i}`, description: 'About loans and their costs.', tags: [] }),
    );
    expect(createSuggester(many)('loan')).toHaveLength(MAX_SUGGESTIONS);
  });

  it('cuts long FAQ answers at a word, keeps short ones whole', () => {
    const long = faqSuggestion({ id: 'x', url: '/faq', question: 'A long question here?', answer: 'word '.repeat(60).trim() });
    expect(long.excerpt.length).toBeLessThanOrEqual(FAQ_EXCERPT_LENGTH + 1);
    expect(long.excerpt.endsWith('word…')).toBe(true);
    expect(faqSuggestion({ id: 'y', url: '/faq', question: 'Short?', answer: 'Short answer.' }).excerpt).toBe('Short answer.');
  });
});
