import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Root } from 'mdast';
import { glossaryProblems, linkPatterns, phrasesOf, glossaryHref } from '@/lib/glossary/terms';
import { parseGlossaryYaml } from '@/lib/glossary/parse';
import { contentRef, linkFirstUses, remarkGlossary } from '@/lib/glossary/remark-autolink';
import { readGlossary } from '@/node/glossary';
import { calculateMca } from '@/lib/calculator/mca';
import { computeOffer, type Offer } from '@/lib/calculator/offer';
import { roundHalf } from '@/lib/calculator/format';

const ENTRIES = [
  { id: 'factor-rate', term: 'Factor rate', synonyms: ['buy rate'] },
  { id: 'estimated-apr', term: 'Estimated (actuarial) APR', synonyms: ['actuarial APR'] },
  { id: 'iso', term: 'ISO (broker)', synonyms: ['broker'] },
  { id: 'recourse', term: 'Recourse' },
  { id: 'default', term: 'Default', autolink: false },
];

const link = (md: string, entries = ENTRIES) => {
  const tree = fromMarkdown(md) as Root;
  linkFirstUses(tree, entries);
  return toMarkdown(tree).trim();
};

describe('glossary list rules', () => {
  it('a term named with a note in brackets links by its plain name too', () => {
    expect(phrasesOf({ id: 'iso', term: 'ISO (broker)' })).toEqual(['ISO', 'ISO (broker)']);
    expect(phrasesOf({ id: 'sba-7a', term: 'SBA 7(a)' })).toEqual(['SBA 7(a)']);
  });

  it('flags a duplicate anchor and a word claimed by two entries', () => {
    expect(glossaryProblems(ENTRIES)).toEqual([]);
    const dup = [...ENTRIES, { id: 'factor-rate', term: 'Factor' }];
    expect(glossaryProblems(dup)).toEqual([expect.stringContaining('Duplicate anchor "factor-rate"')]);
    const shared = [...ENTRIES, { id: 'buy-rate', term: 'Buy rate' }];
    expect(glossaryProblems(shared)).toEqual([expect.stringContaining('"Buy rate" names both "factor-rate" and "buy-rate"')]);
  });

  it('the YAML parser stops on a duplicate anchor (Astro would keep the last one silently)', () => {
    const yaml = '- id: ach\n  term: ACH\n- id: ach\n  term: Automated Clearing House\n';
    expect(() => parseGlossaryYaml(yaml)).toThrow(/Duplicate anchor "ach"/);
    expect(() => parseGlossaryYaml('id: ach')).toThrow(/must be a list/);
  });

  it('acronyms match in capitals only; other words in any case', () => {
    const [exact, loose] = linkPatterns(ENTRIES);
    expect('an ISO placed it'.match(exact!.regex)).toEqual(['ISO']);
    expect('the iso standard'.match(exact!.regex)).toBeNull();
    expect('Factor Rate'.match(loose!.regex)).toEqual(['Factor Rate']);
  });
});

describe('linking first uses', () => {
  it('links the first use of each term once, the longest phrase winning, plurals included', () => {
    expect(link('Factor rates vary. The factor rate again. An actuarial APR here; a broker there.')).toBe(
      `[Factor rates](${glossaryHref('factor-rate')}) vary. The factor rate again. An [actuarial APR](${glossaryHref('estimated-apr')}) here; a [broker](${glossaryHref('iso')}) there.`,
    );
  });

  it('counts a synonym and the term as one entry', () => {
    expect(link('A buy rate, then a factor rate.')).toBe(`A [buy rate](${glossaryHref('factor-rate')}), then a factor rate.`);
  });

  it('never links inside headings, links or code, and links the next plain use instead', () => {
    const md = '## The factor rate\n\n[factor rate](/guides/x) and `factor rate`\n\n```\nfactor rate\n```\n\nA factor rate.';
    const out = link(md);
    expect(out).toContain('## The factor rate');
    expect(out).toContain('[factor rate](/guides/x)');
    expect(out).toContain('`factor rate`');
    expect(out).toContain(`A [factor rate](${glossaryHref('factor-rate')}).`);
    expect(out.match(/\/glossary#/g)).toHaveLength(1);
  });

  it('leaves words inside other words and opted-out terms alone', () => {
    expect(link('Non-recourse factoring. In default. Recourse.')).toBe(`Non-recourse factoring. In default. [Recourse](${glossaryHref('recourse')}).`);
  });

  it('runs on guides and articles only, and not for a term on the page that covers it', () => {
    expect(contentRef('/w/content/guides/sba-loans.mdx')).toBe('guides/sba-loans');
    expect(contentRef('/w/content/blog/a.md')).toBe('blog/a');
    expect(contentRef('/w/content/pages/terms.mdx')).toBeUndefined();
    const entries = [{ ...ENTRIES[0]!, guide: 'guides/merchant-cash-advance' }];
    const run = (path: string) => {
      const tree = fromMarkdown('A factor rate.') as Root;
      remarkGlossary({ entries })(tree, { path });
      return toMarkdown(tree).trim();
    };
    expect(run('/w/content/guides/merchant-cash-advance.mdx')).toBe('A factor rate.');
    expect(run('/w/content/pages/terms.mdx')).toBe('A factor rate.');
    expect(run('/w/content/blog/x.mdx')).toContain('/glossary#factor-rate');
  });
});

/**
 * Every dollar and percent figure in a glossary example is one the calculator gives (or an input to it),
 * or one of the shared/facts.md figures listed here: a typed figure that drifts from the calculator fails.
 */
describe('glossary examples use the calculator’s figures', () => {
  const cents = (n: number) => roundHalf(n / 100, 2);
  const mca = calculateMca({ advanceCents: 5_000_000, factorHundredths: 125, holdbackHundredths: 1500, revenueCents: 10_000_000 });
  const offer: Offer = {
    label: 'x',
    advanceCents: 5_000_000,
    paybackCents: 6_250_000,
    feeCents: 0,
    schedule: 'percent',
    holdbackHundredths: 1500,
    revenueCents: 10_000_000,
    debitCents: 0,
    discountHundredths: 0,
    discountDay: 0,
  };
  const withFee = computeOffer({ ...offer, feeCents: 150_000 });
  const daily = computeOffer({ ...offer, schedule: 'daily', debitCents: 70_000 });
  const early = computeOffer({ ...offer, discountHundredths: 1000, discountDay: 45 }).discount;
  if (!early?.applies) throw new Error('the early-payoff example no longer applies');
  // Renewal (blog/early-payoff-and-renewals): 40% of $62,500 repaid, a new $60,000 advance.
  const owed = cents(mca.paybackCents) * 0.6;
  const dollars = new Set([
    ...[mca.paybackCents, mca.costCents, mca.dailyRevenueCents, mca.dailyRemittanceCents].map(cents),
    ...[withFee.netFundedCents, withFee.costCents, offer.feeCents + 150_000, daily.lastPaymentCents, 70_000].map(cents),
    ...[early.balanceCents, early.savingCents, early.payoffCents].map(cents),
    50_000,
    100_000,
    owed,
    60_000,
    60_000 - owed,
    // shared/facts.md: SBA 7(a) and 504 limits; the 7(a) guarantee on $150,000 (85%) and $1,000,000 (75%); 504 split 50/40/10 of $1,000,000.
    150_000,
    127_500,
    1_000_000,
    750_000,
    500_000,
    400_000,
    5_000_000,
    5_500_000,
  ]);
  const percents = new Set([roundHalf(mca.simpleRate, 1), roundHalf(mca.actuarialApr, 1), roundHalf(withFee.actuarialApr, 1), 15, 10, 40, 85, 75]);
  const counts = new Set([mca.daysToPayoff, daily.payments, 45, 264, 365, 22]);

  const figures = (text: string) => ({
    dollars: [...text.matchAll(/\$([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, ''))),
    percents: [...text.matchAll(/([\d.]+)%/g)].map((m) => Number(m[1])),
    days: [...text.matchAll(/\b(\d+) (?:business days?|periods)\b/g)].map((m) => Number(m[1])),
  });
  const unproven = (text: string) => {
    const f = figures(text);
    return [
      ...f.dollars.filter((d) => !dollars.has(d)).map((d) => `$${d}`),
      ...f.percents.filter((p) => !percents.has(p)).map((p) => `${p}%`),
      ...f.days.filter((d) => !counts.has(d)).map(String),
    ];
  };

  it('a figure the calculator does not give is caught', () => {
    expect(unproven('$50,000 at 1.25 costs $12,500: 132.5% over 92 business days.')).toEqual([]);
    expect(unproven('$50,000 at 1.25 costs $12,000: 130% over 80 business days.')).toEqual(['$12000', '130%', '80']);
  });

  it('every example in content/glossary/terms.yaml', () => {
    const entries = readGlossary();
    const withExamples = entries.filter((e) => typeof e.example === 'string');
    expect(withExamples.length).toBeGreaterThanOrEqual(15);
    const problems = withExamples.flatMap((e) => unproven(`${e.example as string} ${e.definition as string}`).map((f) => `${e.id}: ${f}`));
    expect(problems).toEqual([]);
  });

  it('the glossary file itself is valid: 40+ terms, no duplicate anchors or shared words', () => {
    const entries = readGlossary();
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(glossaryProblems(entries)).toEqual([]);
    expect(readFileSync('content/glossary/terms.yaml', 'utf8')).toContain('- id: factor-rate');
  });
});
