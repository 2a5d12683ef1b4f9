import { describe, expect, it } from 'vitest';
import { judgeApr, percentDifference, type ToleranceRule } from '@/lib/calculator/apr-tolerance';
import { checkDisclosure, type DisclosureOffer } from '@/lib/calculator/disclosure';
import { judgementText, verdictText } from '@/lib/calculator/disclosure-text';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';

const EN = DISCLOSURE_TEXT_EN.verdict;
import { dayOf } from '@/lib/calculator/calendar';
import { CA, NY } from '../support/tolerance-rules';

const decided = (printed: number, ours: number, irregular: boolean, rule: ToleranceRule) =>
  judgeApr(printed, ours, irregular, rule).deciding?.test.citation ?? 'inaccurate';

/**
 * Boundaries of each state's rule. At an APR of 4% the 2.5% difference is only 0.1 point, so the points
 * paragraphs decide; at 100% the 2.5% difference (2.44 points) decides.
 */
describe('California, 10 CCR § 955(a): below only, or a 2.5% difference', () => {
  it('(1) 1/8 point below: exactly on it is accurate, a ten-thousandth more is not', () => {
    expect(decided(3.875, 4, false, CA)).toBe('10 CCR § 955(a)(1)');
    expect(decided(3.8751, 4, false, CA)).toBe('10 CCR § 955(a)(1)');
    expect(decided(3.8749, 4, false, CA)).toBe('inaccurate');
  });
  it('(2) 1/4 point below, in an irregular transaction only', () => {
    expect(decided(3.75, 4, true, CA)).toBe('10 CCR § 955(a)(2)');
    expect(decided(3.7499, 4, true, CA)).toBe('inaccurate');
    expect(decided(3.8, 4, false, CA)).toBe('inaccurate');
    expect(judgeApr(3.8, 4, false, CA).results.map((r) => r.test.citation)).toEqual(['10 CCR § 955(a)(1)', '10 CCR § 955(a)(3)']);
  });
  it('(3) a percentage difference of 2.5 or less: just inside and just outside', () => {
    // (100 − p) ÷ p × 100 = 2.5 at p = 100 ÷ 1.025 = 97.56097…
    expect(percentDifference(97.561, 100)).toBeCloseTo(2.49997, 4);
    expect(decided(97.561, 100, false, CA)).toBe('10 CCR § 955(a)(3)');
    expect(decided(97.5609, 100, false, CA)).toBe('inaccurate');
  });
  it('above ours is never an inaccuracy: (1) limits only how far below', () => {
    expect(decided(4.1251, 4, false, CA)).toBe('10 CCR § 955(a)(1)');
    expect(decided(150, 100, false, CA)).toBe('10 CCR § 955(a)(1)');
  });
});

describe('New York, 23 NYCRR 600.4(a): above or below, or a 2.5% difference', () => {
  it('(1) 1/8 point above or below: on it accurate, past it not (where 2.5% is narrower)', () => {
    expect(decided(3.875, 4, false, NY)).toBe('23 NYCRR 600.4(a)(1)');
    expect(decided(4.125, 4, false, NY)).toBe('23 NYCRR 600.4(a)(1)');
    expect(decided(3.8749, 4, false, NY)).toBe('inaccurate');
  });
  it('(2) 1/4 point either way in an irregular transaction', () => {
    expect(decided(3.75, 4, true, NY)).toBe('23 NYCRR 600.4(a)(2)');
    expect(decided(4.25, 4, true, NY)).toBe('23 NYCRR 600.4(a)(2)');
    expect(decided(3.7499, 4, true, NY)).toBe('inaccurate');
  });
  it('(3) 2.5% just inside and just outside, below ours', () => {
    expect(decided(97.561, 100, false, NY)).toBe('23 NYCRR 600.4(a)(3)');
    expect(decided(97.5609, 100, false, NY)).toBe('inaccurate');
  });
  it('above ours beyond 1/8 point: the difference as the rule computes it is negative, so (3) holds', () => {
    const j = judgeApr(4.2501, 4, true, NY);
    expect(j.deciding?.test.citation).toBe('23 NYCRR 600.4(a)(3)');
    expect(j.percentDifference).toBeCloseTo(-5.88, 2);
    expect(judgementText(j, NY, EN)).toBe(
      'accurate under 23 NYCRR 600.4(a)(3): −5.88% difference (the printed APR is higher, so the difference is negative), 2.5% allowed',
    );
  });
  it('a printed 0% against a positive APR fails every paragraph', () => {
    expect(judgeApr(0, 4, false, NY).accurate).toBe(false);
  });
});

describe('a rule with no percentage test (a state whose rule is points only) can overstate', () => {
  const POINTS_ONLY: ToleranceRule = { citation: 'X § 1(a)', tests: [{ ...NY.tests[0]!, citation: 'X § 1(a)(1)' }] };
  it('judges above and below alike', () => {
    expect(decided(4.1251, 4, false, POINTS_ONLY)).toBe('inaccurate');
    expect(judgementText(judgeApr(4.2, 4, false, POINTS_ONLY), POINTS_ONLY, EN)).toBe(
      'outside X § 1(a): 0.2000 points above ours, 1/8 point allowed either way (X § 1(a)(1))',
    );
  });
});

/** The cases the issue found, with the verdicts the state rules give. */
describe('regression: the cases in the issue', () => {
  const daily = (over: Partial<DisclosureOffer>): DisclosureOffer => ({
    fundingCents: 5_000_000,
    feesCents: 0,
    paybackCents: 6_750_000,
    kind: 'daily',
    percentHundredths: 0,
    fixedCents: 50_000,
    salesCents: [],
    printedApr: 0,
    fundingDay: dayOf(2026, 11, 26),
    ...over,
  });
  const ours = checkDisclosure(daily({}), NY).businessDays.apr;

  it('New York, printed 0.1251 points below ours: accurate under 600.4(a)(3), not “understated”', () => {
    const r = checkDisclosure(daily({ printedApr: ours - 0.1251 }), NY);
    expect(r.businessDays.judgement.deciding?.test.citation).toBe('23 NYCRR 600.4(a)(3)');
    expect(judgementText(r.businessDays.judgement, NY, EN)).toBe('accurate under 23 NYCRR 600.4(a)(3): 0.10% difference, 2.5% allowed');
    expect(r.verdict).toBe('accurate');
  });
  it('California, printed 0.125 points above ours: accurate under § 955(a)(1), not “overstated”', () => {
    const r = checkDisclosure(daily({ printedApr: ours + 0.125 }), CA);
    expect(r.businessDays.judgement.deciding?.test.citation).toBe('10 CCR § 955(a)(1)');
    expect(r.verdict).toBe('accurate');
  });
  it('California, printed well above both counts: said plainly to be no error', () => {
    const r = checkDisclosure(daily({ printedApr: ours + 10 }), CA);
    expect(r.verdict).toBe('accurate-higher');
    expect(verdictText(r, CA, 'California', EN).head).toBe('Higher than ours, and not an error under 10 CCR § 955(a)(1)');
  });
  it('printed at the business-day APR but far above the calendar one is accurate either way', () => {
    const r = checkDisclosure(daily({ printedApr: ours }), NY);
    expect(r.calendar.apr).toBeLessThan(ours - 2);
    expect(r.verdict).toBe('accurate');
  });
  it('printed at the calendar APR in California, more than 2.5% below the business-day one: the counts disagree', () => {
    const first = checkDisclosure(daily({}), CA);
    const r = checkDisclosure(daily({ printedApr: first.calendar.apr }), CA);
    expect(r.businessDays.judgement.accurate).toBe(false);
    expect(r.calendar.judgement.accurate).toBe(true);
    expect(r.verdict).toBe('depends');
    expect(verdictText(r, CA, 'California', EN).ask).toMatch(/264 a year.*365 days a year/);
  });
  it('understated only when outside the rule under both counts', () => {
    const first = checkDisclosure(daily({}), NY);
    const r = checkDisclosure(daily({ printedApr: first.calendar.apr * 0.97 }), NY);
    expect(r.verdict).toBe('understated');
    expect(verdictText(r, NY, 'New York', EN).head).toBe('Understated under 23 NYCRR 600.4(a)');
  });
});
