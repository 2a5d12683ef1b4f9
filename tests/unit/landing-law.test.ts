import { describe, expect, it } from 'vitest';
import { capPhrase, offerCoverage, rangeCoverage, type LawFacts } from '@/lib/state-laws/coverage';
import { exampleCoverageLine, lawForIndustry, LAW_COPY_WORDS, type LawCopyInput } from '@/lib/landing/law-copy';

const EN = LAW_COPY_WORDS.en;

const law = (facts: Partial<LawFacts> & { name?: string }): LawCopyInput => ({
  name: 'Somestate',
  inForce: true,
  capUsd: 500_000,
  capInclusive: true,
  aprRequired: true,
  salesBasedOnly: false,
  ...facts,
});
const underMillion = law({ name: 'Texas', capUsd: 1_000_000, capInclusive: false, aprRequired: false, salesBasedOnly: true });
const noLaw = law({
  name: 'Illinois',
  inForce: false,
  capUsd: null,
  aprRequired: false,
  pending: 'A bill is pending; its outcome is unsettled.',
} as Partial<LawFacts>);

describe('offerCoverage', () => {
  it('covers an offer at the cap when the law says "up to", not when it says "under"', () => {
    expect(offerCoverage(500_000, law({}))).toBe('covered');
    expect(offerCoverage(500_001, law({}))).toBe('above-cap');
    expect(offerCoverage(999_999, underMillion)).toBe('covered');
    expect(offerCoverage(1_000_000, underMillion)).toBe('above-cap');
  });
  it('says when there is no law, and covers any size under a law with no dollar cap', () => {
    expect(offerCoverage(50_000, noLaw)).toBe('no-law');
    expect(offerCoverage(9_000_000, law({ capUsd: null }))).toBe('covered');
  });
  it('tells whether all, part or none of a range is covered', () => {
    expect(rangeCoverage({ min: 50_000, max: 500_000 }, law({}))).toBe('all');
    expect(rangeCoverage({ min: 50_000, max: 500_000 }, law({ capUsd: 250_000 }))).toBe('part');
    expect(rangeCoverage({ min: 50_000, max: 500_000 }, law({ capUsd: 25_000 }))).toBe('none');
    expect(rangeCoverage({ min: 50_000, max: 500_000 }, noLaw)).toBe('no-law');
  });
  it('words the cap as the statute does', () => {
    expect(capPhrase(law({}))).toBe('up to $500,000');
    expect(capPhrase(underMillion)).toBe('under $1,000,000');
    expect(capPhrase(noLaw)).toBeNull();
  });
});

describe('lawForIndustry', () => {
  const trucking = { name: 'Trucking', businessNoun: 'trucking companies', fundingRange: { min: 50_000, max: 500_000 } };
  it('says a whole advertised range is covered when the cap is above its top', () => {
    const text = lawForIndustry(underMillion, trucking, undefined, EN).join(' ');
    expect(text).toContain('$50,000 to $500,000');
    expect(text).toContain('sales-based financing');
    expect(text).toContain('under $1,000,000');
    expect(text).toContain('anywhere in that range');
    expect(text).toContain('does not have to show an APR');
  });
  it('says only part is covered when the cap falls inside the range', () => {
    const text = lawForIndustry(law({ capUsd: 250_000 }), trucking, undefined, EN).join(' ');
    expect(text).toContain('an offer above $250,000 does not');
    expect(text).toContain('estimated APR');
  });
  it('never invents a range for an industry without one', () => {
    const text = lawForIndustry(law({}), { name: 'Salons', businessNoun: 'salons' }, undefined, EN).join(' ');
    expect(text).toContain('No range of advance sizes is published for salons');
    expect(text).not.toMatch(/\$\d[\d,]* to \$/);
  });
  it('applies the law to the worked offer when no range is published', () => {
    const salons = { name: 'Salons', businessNoun: 'salons' };
    const covered = lawForIndustry(law({ name: 'Florida' }), salons, { advance: 20_000 }, EN).join(' ');
    expect(covered).toContain('up to $500,000');
    expect(covered).toContain('The $20,000 offer to salons priced below is inside that line, so Florida requires the disclosure for it.');
    expect(covered).not.toContain('No range of advance sizes');
    const above = lawForIndustry(law({ capUsd: 250_000 }), salons, { advance: 300_000 }, EN).join(' ');
    expect(above).toContain('is above that line, so Somestate requires no disclosure for it');
    const atCap = lawForIndustry(underMillion, salons, { advance: 1_000_000 }, EN).join(' ');
    expect(atCap).toContain('under $1,000,000');
    expect(atCap).toContain('above that line');
  });
  it('keeps the advertised range, where there is one, over the worked offer', () => {
    const text = lawForIndustry(underMillion, trucking, { advance: 75_000 }, EN).join(' ');
    expect(text).toContain('$50,000 to $500,000');
    expect(text).not.toContain('$75,000');
  });
  it('states no law as "found", and a pending bill as given', () => {
    const text = lawForIndustry(noLaw, trucking, undefined, EN).join(' ');
    expect(text).toContain('We found no statewide commercial-financing disclosure law in Illinois');
    expect(text).toContain('unsettled');
  });
});

describe('exampleCoverageLine', () => {
  const ex = { advance: 50_000, paybackCents: 7_500_000, costCents: 2_500_000, daysToPayoff: 220, actuarialApr: 104.6 };
  it('names the estimated APR for an APR state, dollars for a dollar-disclosure state', () => {
    expect(exampleCoverageLine(law({}), ex, EN)).toContain('must show an estimated APR');
    expect(exampleCoverageLine(underMillion, ex, EN)).toContain('$25,000 cost in dollars, not an APR');
  });
  it('says when an example is above the cap or there is no law', () => {
    expect(exampleCoverageLine(law({ capUsd: 25_000 }), ex, EN)).toContain('above the $25,000');
    expect(exampleCoverageLine(noLaw, ex, EN)).toContain('No Illinois disclosure is required');
  });
});
