/**
 * Issues 14 and 23: indexable landing pages must not be near-duplicates. Every pair of indexable landing pages
 * (state, state × industry, and any indexed city page) is compared on the 5-word shingles of its whole <main>
 * text (breadcrumbs, calls to action, paid-link notices and link lists included; nothing is left out as
 * boilerplate), by two measures: words with the symbols a figure needs ($ % . , ' -), and words as written,
 * split on spaces only (numbers and punctuation kept, the measure issue 23 used). Both must stay at or
 * under MAX_OVERLAP, and a fixture of two near-identical pages shows the same check fails above it.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/dist';
import { jaccard, mainText, pairwiseSimilarity, quantile, rawWords, shingles, words, type Tokenizer } from '../support/landing-text';
import { LANDING_BASE } from '@/lib/landing/urls';

const MAX_OVERLAP = 0.45;
const isIndexable = (html: string) => /<meta name="robots" content="index, follow"/.test(html);
const landing = builtPages().filter((p) => p.path.startsWith(`${LANDING_BASE}/`) && isIndexable(p.html));
const MEASURES: ReadonlyArray<[string, Tokenizer]> = [
  ['words', words],
  ['words as written (numbers and punctuation kept)', rawWords],
];

/** A built page in miniature: site chrome outside <main>, and a <main> with a trail, a body, a call to action and links. */
function fixturePage(state: string, cap: string, chrome: string): string {
  return `<!doctype html><html><head><title>${state}</title><script type="application/ld+json">{"name":"${chrome}"}</script></head><body>
<header><nav>${chrome} menu: guides, tools, glossary, about us and every other link in the header</nav></header>
<main id="main"><div class="container-page">
<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a> ›</li><li><a href="/resources/funding-by-location">Funding by location</a> ›</li><li>${state}</li></ol></nav>
<h1>Trucking cash advance in ${state}</h1>
<p>Trucking companies in ${state} pay for fuel, repairs and drivers every week, while shippers and brokers often pay invoices thirty days or more later.</p>
<p>${state}'s disclosure law covers sales-based financing ${cap}, so a typical trucking advance must come with the state disclosure, which shows the finance charge in dollars and not as an APR.</p>
<section><h2>Compare offers</h2><p>Price any offer in the calculator first. Then compare real offers through our partner’s application.</p>
<a href="https://partner.example/apply" rel="sponsored">Apply Now <span class="sr-only">(opens the partner’s application in a new tab)</span></a>
<p data-paid-notice>We may be paid if you apply through this link. It does not change what we write. <a href="/how-we-make-money">How we make money</a></p></section>
<nav><h2>Other industries in ${state}</h2><ul><li>Restaurants</li><li>Food trucks</li><li>Auto repair</li><li>Medical practices</li><li>Retail stores</li></ul></nav>
</div></main>
<footer>${chrome} footer: about, privacy, terms, contact, sitemap and the editorial policy</footer></body></html>`;
}

describe('the near-duplicate measure', () => {
  const base =
    'Trucking companies in Texas pay for fuel, repairs and drivers every week, while shippers and brokers often pay invoices thirty days or more later. Texas law covers sales-based financing under one million dollars, so a typical trucking advance must come with the state disclosure, which shows the finance charge in dollars and not as an APR.';

  it.each(MEASURES)('flags two texts that differ only by place name (%s)', (_, tokenize) => {
    const other = base.replaceAll('Texas', 'Florida');
    expect(jaccard(shingles(base, 5, tokenize), shingles(other, 5, tokenize))).toBeGreaterThan(MAX_OVERLAP);
  });

  it.each(MEASURES)('flags two near-identical built pages, however different their site chrome (%s)', (_, tokenize) => {
    const pages = [
      { path: '/texas', html: fixturePage('Texas', 'under $1,000,000', 'Ledgerwise') },
      { path: '/florida', html: fixturePage('Florida', 'up to $500,000', 'Another site entirely') },
    ];
    const { scores, worst } = pairwiseSimilarity(pages, tokenize);
    expect(scores).toHaveLength(1);
    expect(worst.pair).toBe('/texas ~ /florida');
    expect(worst.score).toBeGreaterThan(MAX_OVERLAP);
  });

  it.each(MEASURES)('passes two texts on different subjects (%s)', (_, tokenize) => {
    const other =
      'Restaurants in California buy food and pay staff daily, and card sales swing with the seasons. California requires an estimated APR on covered offers up to five hundred thousand dollars, which makes an advance easy to set beside a loan.';
    expect(jaccard(shingles(base, 5, tokenize), shingles(other, 5, tokenize))).toBeLessThan(0.1);
  });

  it('keeps numbers and punctuation in the words when asked to', () => {
    expect(rawWords('Repay $62,500 (92 days).')).toEqual(['repay', '$62,500', '(92', 'days).']);
    expect(words('Repay $62,500 (92 days).')).toEqual(['repay', '$62,500', '92', 'days']);
  });

  it('reads all of <main>, calls to action and link lists included, and nothing outside it', () => {
    const html = `<header>Site menu words</header><main><nav aria-label="Breadcrumb"><ol><li>Home</li></ol></nav><p>Own words here</p><script type="application/ld+json">{"a":1}</script><section><p>Apply now</p></section><nav><a href="/x">Other industries</a></nav></main><footer>Footer</footer>`;
    expect(mainText(html)).toBe('Home Own words here Apply now Other industries');
    expect(mainText(fixturePage('Texas', 'under $1,000,000', 'Ledgerwise'))).not.toMatch(/Ledgerwise|menu|footer/);
  });
});

describe('indexable landing pages in dist/', () => {
  it('include the state and state × industry pages', () => {
    const depth = (path: string) => path.slice(LANDING_BASE.length + 1).split('/').length;
    expect(landing.filter((p) => depth(p.path) === 1).length).toBeGreaterThanOrEqual(5);
    expect(landing.filter((p) => depth(p.path) === 2).length).toBeGreaterThanOrEqual(45);
  });

  it.each(MEASURES)(`share no more than ${MAX_OVERLAP} of their 5-word shingles over the whole <main>, pair by pair (%s)`, (name, tokenize) => {
    const { scores, worst } = pairwiseSimilarity(landing, tokenize);
    const fmt = (n: number) => n.toFixed(3);
    console.log(
      `Landing similarity (${name}) over ${landing.length} pages, ${scores.length} pairs: min ${fmt(scores[0]!)}, median ${fmt(quantile(scores, 0.5))}, p95 ${fmt(quantile(scores, 0.95))}, max ${fmt(worst.score)} (${worst.pair})`,
    );
    expect(scores.length).toBeGreaterThan(1000);
    expect(worst.score, worst.pair).toBeLessThanOrEqual(MAX_OVERLAP);
  });
});
