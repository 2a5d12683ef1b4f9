/**
 * Issues 14 and 23: indexable landing pages must not be near-duplicates. Every pair of indexable landing pages
 * (state, state × industry, and any indexed city page) is compared on the 5-word shingles of its main text,
 * by two measures: words with the symbols a figure needs ($ % . , ' -), and words as written, split on spaces
 * only (numbers and punctuation kept, the measure issue 23 used). Both must stay at or under MAX_OVERLAP.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/dist';
import { dropBoilerplate, jaccard, mainText, quantile, rawWords, shingles, words, type Tokenizer } from '../support/landing-text';
import { LANDING_BASE } from '@/lib/landing/urls';

const MAX_OVERLAP = 0.45;
const isIndexable = (html: string) => /<meta name="robots" content="index, follow"/.test(html);
const landing = builtPages().filter((p) => p.path.startsWith(`${LANDING_BASE}/`) && isIndexable(p.html));
const MEASURES: ReadonlyArray<[string, Tokenizer]> = [
  ['words', words],
  ['words as written (numbers and punctuation kept)', rawWords],
];

describe('the near-duplicate measure', () => {
  const base =
    'Trucking companies in Texas pay for fuel, repairs and drivers every week, while shippers and brokers often pay invoices thirty days or more later. Texas law covers sales-based financing under one million dollars, so a typical trucking advance must come with the state disclosure, which shows the finance charge in dollars and not as an APR.';

  it.each(MEASURES)('flags two texts that differ only by place name (%s)', (_, tokenize) => {
    const other = base.replaceAll('Texas', 'Florida');
    expect(jaccard(shingles(base, 5, tokenize), shingles(other, 5, tokenize))).toBeGreaterThan(MAX_OVERLAP);
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

  it('reads only <main>, without marked boilerplate', () => {
    const html = `<header>Site menu words</header><main><nav data-boilerplate><ol><li>Home</li></ol></nav><p>Own words here</p><div data-boilerplate><div>Shared table</div></div><p>and more</p></main><footer>Footer</footer>`;
    expect(mainText(html)).toBe('Own words here and more');
    expect(dropBoilerplate('<div data-boilerplate><div>a</div><div>b</div></div>c')).toBe(' c');
  });
});

describe('indexable landing pages in dist/', () => {
  it('include the state and state × industry pages', () => {
    const depth = (path: string) => path.slice(LANDING_BASE.length + 1).split('/').length;
    expect(landing.filter((p) => depth(p.path) === 1).length).toBeGreaterThanOrEqual(5);
    expect(landing.filter((p) => depth(p.path) === 2).length).toBeGreaterThanOrEqual(45);
  });

  it.each(MEASURES)(`share no more than ${MAX_OVERLAP} of their 5-word shingles, pair by pair (%s)`, (name, tokenize) => {
    const sets = landing.map((p) => ({ path: p.path, set: shingles(mainText(p.html), 5, tokenize) }));
    const scores: number[] = [];
    let worst = { score: 0, pair: '' };
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        const score = jaccard(sets[i]!.set, sets[j]!.set);
        scores.push(score);
        if (score > worst.score) worst = { score, pair: `${sets[i]!.path} ~ ${sets[j]!.path}` };
      }
    }
    scores.sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(3);
    console.log(
      `Landing similarity (${name}) over ${sets.length} pages, ${scores.length} pairs: min ${fmt(scores[0]!)}, median ${fmt(quantile(scores, 0.5))}, p95 ${fmt(quantile(scores, 0.95))}, max ${fmt(worst.score)} (${worst.pair})`,
    );
    expect(scores.length).toBeGreaterThan(1000);
    expect(worst.score, worst.pair).toBeLessThanOrEqual(MAX_OVERLAP);
  });
});
