import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  letterIndex,
  isCalendarDate,
  isInForce,
  lawFacts,
  STATE_LAWS_COMPILED,
  isIndexable,
  isSortPath,
  lawCounts,
  noLawFoundSentence,
  weFoundNoLawSentence,
  pageDescription,
  pageTitle,
  sortLaws,
  sortPath,
  stateLawPath,
  type StateLaw,
  type StateLawData,
} from '@/lib/state-laws/rules';
import { offerCoverage } from '@/lib/state-laws/coverage';
import { aprLead, aprRules, aprSentence, countWord, listNames } from '@/lib/state-laws/apr-rules';

/** The real data files (dates are quoted strings, so any YAML parser reads them alike): these tests check the data too. */
const DIR = join(process.cwd(), 'content', 'state-laws');
const laws: StateLaw[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
  .map((f) => ({ ...(parse(readFileSync(join(DIR, f), 'utf8')) as StateLawData), slug: f.replace(/\.yaml$/, '') }));
const law = (slug: string) => {
  const found = laws.find((l) => l.slug === slug);
  if (!found) throw new Error(`fixture ${slug} missing`);
  return found;
};

/** A synthetic entry for edge cases the real data does not have. */
const fixture = (over: Partial<StateLawData>): StateLawData => ({
  name: 'Testland',
  abbreviation: 'TL',
  status: 'none-found',
  registration: 'None.',
  registrationRule: 'not-applicable',
  coj: { rule: 'not-surveyed', text: 'Not surveyed.' },
  pending: [],
  unsettled: [],
  ownerSummary: 'x',
  officialSources: [],
  analysis: [{ title: 'Source', url: 'https://example.com' }],
  complaints: [],
  lastReviewed: '2026-11-22',
  ...over,
});
const withCap = (capUsd: number | null, capInclusive: boolean) =>
  fixture({
    status: 'in-force',
    law: {
      name: 'Act',
      citation: 'Code § 1',
      scope: 'commercial-financing',
      capUsd,
      capInclusive,
      capText: '',
      inForceDate: '2024-01-01',
      inForceText: '',
      aprRequired: false,
      disclosureSummary: '',
    },
  });

describe('the data', () => {
  it('has the 50 states and DC, each once', () => {
    expect(laws).toHaveLength(51);
    expect(new Set(laws.map((l) => l.abbreviation)).size).toBe(51);
    expect(laws.map((l) => l.abbreviation)).toContain('DC');
  });

  it('counts 12 enacted laws, 11 in force and Vermont not yet (facts.md)', () => {
    expect(lawCounts(laws)).toEqual({ enacted: 12, inForce: 11, notYet: 1, total: 51 });
    const enacted = laws
      .filter((l) => l.status !== 'none-found')
      .map((l) => l.abbreviation)
      .sort();
    expect(enacted).toEqual(['CA', 'CT', 'FL', 'GA', 'KS', 'LA', 'MO', 'NY', 'TX', 'UT', 'VA', 'VT']);
    expect(law('vermont').status).toBe('enacted-not-in-force');
  });

  it('requires an estimated APR only in California, New York and Vermont; Texas shows dollars', () => {
    expect(
      laws
        .filter((l) => l.law?.aprRequired)
        .map((l) => l.abbreviation)
        .sort(),
    ).toEqual(['CA', 'NY', 'VT']);
    expect(law('texas').law?.aprRequired).toBe(false);
  });

  it('marks Virginia, Connecticut, Texas and Louisiana as sales-based financing only', () => {
    const sbfOnly = laws
      .filter((l) => l.law?.scope === 'sales-based-financing')
      .map((l) => l.abbreviation)
      .sort();
    expect(sbfOnly).toEqual(['CT', 'LA', 'TX', 'VA']);
  });

  it('gives New York the highest dollar cap and Louisiana none', () => {
    const caps = laws.flatMap((l) => (l.law?.capUsd ? [l.law.capUsd] : []));
    expect(Math.max(...caps)).toBe(law('new-york').law?.capUsd);
    expect(law('louisiana').law?.capUsd).toBeNull();
  });

  it('never says a law "does not exist" and dates are real YYYY-MM-DD dates', () => {
    for (const l of laws) {
      expect(JSON.stringify(l), l.slug).not.toMatch(/none exists|no law exists|does not exist/i);
      expect(isCalendarDate(l.lastReviewed), l.slug).toBe(true);
      if (l.law) expect(isCalendarDate(l.law.inForceDate), l.slug).toBe(true);
    }
  });
});

describe('offerCoverage over the real entries (the one coverage rule pages use)', () => {
  const on = STATE_LAWS_COMPILED;
  const cover = (slug: string | StateLawData, usd: number, date = on) => offerCoverage(usd, lawFacts(typeof slug === 'string' ? law(slug) : slug, date));
  it('covers $50,000 in California but not $600,000 (cap $500,000)', () => {
    expect(cover('california', 50_000)).toBe('covered');
    expect(cover('california', 600_000)).toBe('above-cap');
  });
  it('covers any amount in Louisiana (no dollar cap)', () => {
    expect(cover('louisiana', 10)).toBe('covered');
    expect(cover('louisiana', 50_000_000)).toBe('covered');
  });
  it('covers nothing in DC, where no law was found', () => {
    expect(law('district-of-columbia').status).toBe('none-found');
    expect(cover('district-of-columbia', 50_000)).toBe('no-law');
  });
  it('includes the cap itself for "up to" caps and excludes it for "under" caps', () => {
    expect(cover(withCap(500_000, true), 500_000)).toBe('covered');
    expect(cover(withCap(1_000_000, false), 1_000_000)).toBe('above-cap');
    expect(cover(withCap(1_000_000, false), 999_999)).toBe('covered');
    expect(cover('texas', law('texas').law!.capUsd!)).toBe('above-cap');
    expect(cover('new-york', law('new-york').law!.capUsd!)).toBe('covered');
  });
});

describe('isInForce', () => {
  it('puts Vermont in force from Jul 1, 2027, not before', () => {
    expect(isInForce(law('vermont'), '2026-11-23')).toBe(false);
    expect(isInForce(law('vermont'), '2027-07-01')).toBe(true);
    expect(isInForce(law('texas'), '2026-11-23')).toBe(true);
    expect(isInForce(law('ohio'), '2030-01-01')).toBe(false);
  });
});

describe('offerCoverage on a date (lawFacts)', () => {
  it('needs both the amount under the cap and the law in force on the date', () => {
    const cover = (slug: string, usd: number, date: string) => offerCoverage(usd, lawFacts(law(slug), date));
    expect(cover('vermont', 100_000, '2026-11-23')).toBe('no-law');
    expect(cover('vermont', 100_000, '2027-07-01')).toBe('covered');
    expect(cover('california', 600_000, '2026-11-23')).toBe('above-cap');
    expect(cover('california', 50_000, '2022-12-08')).toBe('no-law');
    expect(cover('california', 50_000, '2022-12-09')).toBe('covered');
  });
});

describe('isIndexable', () => {
  it('indexes a page with a law, a bill, a verified COJ rule or an unsettled point', () => {
    expect(isIndexable(law('texas'))).toBe(true);
    expect(isIndexable(law('illinois'))).toBe(true); // a pending bill
    expect(isIndexable(law('massachusetts'))).toBe(true); // a verified COJ rule
    expect(isIndexable(law('alaska'))).toBe(true); // an unsettled point
  });
  it('does not index a no-law page with nothing of its own', () => {
    expect(isIndexable(law('ohio'))).toBe(false);
    expect(isIndexable(law('district-of-columbia'))).toBe(false);
    expect(isIndexable(fixture({ coj: { rule: 'unverified-secondary', text: 'x' } }))).toBe(false);
  });
});

describe('sortLaws', () => {
  const slugs = (key: Parameters<typeof sortLaws>[1]) => sortLaws(laws, key).map((l) => l.slug);
  it('sorts by name A to Z by default, with DC among the Ds', () => {
    const names = sortLaws(laws, 'name').map((l) => l.name);
    expect(names[0]).toBe('Alabama');
    expect(names.indexOf('District of Columbia')).toBe(names.indexOf('Delaware') + 1);
  });
  it('puts Louisiana (no cap) first by coverage, then New York, and no-law states last', () => {
    const order = slugs('cap');
    expect(order.slice(0, 2)).toEqual(['louisiana', 'new-york']);
    expect(order.indexOf('vermont')).toBeLessThan(order.indexOf('california'));
    expect(order.slice(-39).every((s) => law(s).status === 'none-found')).toBe(true);
  });
  it('puts the oldest law first by in-force date and Vermont after every law in force', () => {
    const order = slugs('in-force');
    expect(order[0]).toBe('virginia');
    expect(order.indexOf('vermont')).toBe(11);
  });
  it('puts APR states first', () => {
    expect(slugs('apr').slice(0, 3)).toEqual(['california', 'new-york', 'vermont']);
  });
  it('does not change the array it is given', () => {
    const copy = [...laws];
    sortLaws(laws, 'cap');
    expect(laws).toEqual(copy);
  });
});

describe('titles, descriptions and URLs', () => {
  it('gives every page a unique title of at most 60 characters', () => {
    const titles = laws.map(pageTitle);
    expect(new Set(titles).size).toBe(51);
    for (const t of titles) expect(t.length, t).toBeLessThanOrEqual(60);
    expect(pageTitle(law('texas'))).toBe('Texas MCA & Commercial Financing Disclosure Law');
  });
  it('gives every page a unique description of 50–160 characters', () => {
    const descriptions = laws.map(pageDescription);
    expect(new Set(descriptions).size).toBe(51);
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50);
      expect(d.length, d).toBeLessThanOrEqual(160);
    }
  });
  it('says "no law found as of", naming the District correctly', () => {
    expect(noLawFoundSentence(law('ohio'))).toBe('No statewide commercial-financing disclosure law found in Ohio as of November 22, 2026.');
    expect(noLawFoundSentence(law('district-of-columbia'))).toContain('in the District of Columbia as of');
    // The same finding as a full sentence for running text (the Illinois landing pages printed the fragment after "Source:").
    expect(weFoundNoLawSentence(law('illinois'))).toBe('We found no statewide commercial-financing disclosure law in Illinois as of November 22, 2026.');
    expect(weFoundNoLawSentence(law('district-of-columbia'))).toBe(
      'We found no commercial-financing disclosure law in the District of Columbia as of November 22, 2026.',
    );
  });
  it('builds page and sort URLs under /resources/state-laws', () => {
    expect(stateLawPath('new-york')).toBe('/resources/state-laws/new-york');
    expect(sortPath('name')).toBe('/resources/state-laws');
    expect(sortPath('cap')).toBe('/resources/state-laws/sort/cap');
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates and rejects impossible or malformed ones', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('Nov 22 2026')).toBe(false);
  });
});

describe('isSortPath', () => {
  it('marks every sorted copy of the hub, not the hub or a state page', () => {
    expect(isSortPath('/resources/state-laws/sort/cap/')).toBe(true);
    expect(isSortPath('/resources/state-laws')).toBe(false);
    expect(isSortPath('/resources/state-laws/texas')).toBe(false);
  });
});

describe('aprRules: the one source of "which states require an APR"', () => {
  const sorted = sortLaws(laws, 'name');
  it('splits the laws by the APR duty and the date, straight from the entries', () => {
    const rules = aprRules(sorted, STATE_LAWS_COMPILED);
    const withLaw = laws.filter((l) => l.status !== 'none-found');
    expect(rules.now.map((r) => r.slug)).toEqual(
      sortLaws(withLaw, 'name')
        .filter((l) => l.law!.aprRequired && l.law!.inForceDate <= STATE_LAWS_COMPILED)
        .map((l) => l.slug),
    );
    expect(rules.later.every((r) => r.inForceDate > STATE_LAWS_COMPILED)).toBe(true);
    expect(rules.now.length + rules.later.length + rules.withoutApr.length).toBe(withLaw.length);
    const ny = rules.now.find((r) => r.slug === 'new-york')!;
    expect(ny.covers).toBe(`offers up to $${law('new-york').law!.capUsd!.toLocaleString('en-US')}`);
    expect(ny.citation).toBe(law('new-york').law!.citation);
  });
  it('moves a law from "later" to "now" on its in-force date', () => {
    const vt = law('vermont').law!.inForceDate;
    expect(aprRules(sorted, STATE_LAWS_COMPILED).later.map((r) => r.slug)).toContain('vermont');
    expect(aprRules(sorted, vt).now.map((r) => r.slug)).toContain('vermont');
  });
  it('follows a changed cap in the data (no copy anywhere else)', () => {
    const changed = sorted.map((l) => (l.slug === 'new-york' ? { ...l, law: { ...l.law!, capUsd: 3_000_000 } } : l));
    expect(aprRules(changed, STATE_LAWS_COMPILED).now.find((r) => r.slug === 'new-york')!.covers).toBe('offers up to $3,000,000');
  });
  it('writes one sentence with every state, and says so when there is none', () => {
    const rules = aprRules(sorted, STATE_LAWS_COMPILED);
    const sentence = aprSentence(rules);
    for (const r of [...rules.now, ...rules.later]) expect(sentence).toContain(r.name);
    expect(aprSentence({ now: [], later: [], withoutApr: [] })).toBe('No state yet requires an estimated APR on a disclosure');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(aprLead(rules)).toMatch(new RegExp(`^${countWord(rules.now.length)} state`));
    expect(aprLead({ now: rules.now.slice(0, 1), later: [], withoutApr: [] })).toBe(
      'One state requires the funder to show an estimated APR on the offers its disclosure law covers:',
    );
    expect(countWord(12)).toBe('12');
  });
});

describe("letterIndex (the hub's A–Z picker)", () => {
  it('gives each first letter its first and last jurisdiction by name, and leaves out empty letters', () => {
    const entries = [
      { name: 'Texas', slug: 'texas' },
      { name: 'Alabama', slug: 'alabama' },
      { name: 'Tennessee', slug: 'tennessee' },
      { name: 'Arizona', slug: 'arizona' },
      { name: 'District of Columbia', slug: 'district-of-columbia' },
    ];
    expect(letterIndex(entries)).toEqual([
      { letter: 'A', first: 'alabama', last: 'arizona' },
      { letter: 'D', first: 'district-of-columbia', last: 'district-of-columbia' },
      { letter: 'T', first: 'tennessee', last: 'texas' },
    ]);
  });
  it('is empty for no jurisdictions', () => {
    expect(letterIndex([])).toEqual([]);
  });
});
