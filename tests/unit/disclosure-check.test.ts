import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actuarialApr, transactionApr, type PaymentRun } from '@/lib/calculator/apr';
import {
  averageSalesStream,
  checkDisclosure,
  disclosureFromQuery,
  EMPTY_INPUTS,
  queryFromDisclosure,
  validateDisclosure,
  type DisclosureInputs,
  type DisclosureOffer,
} from '@/lib/calculator/disclosure';
import { percentOfSalesStream } from '@/lib/calculator/payment-stream';
import { dayOf, isoDate } from '@/lib/calculator/calendar';
import { NY } from '../support/tolerance-rules';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';
import { allAnswers, islandAnswers, stateAnswer, stateAnswers, withinCap } from '@/lib/state-laws/disclosure-check';
import { noLawFoundSentence, stateLawPath, type StateLaw } from '@/lib/state-laws/rules';

const monthly = (receivedCents: number, runs: PaymentRun[], oddFraction = 0) => transactionApr({ receivedCents, runs, periodsPerYear: 12, oddFraction });
const hundredth = (apr: number) => Math.round(apr * 100) / 100;

/**
 * Regulation Z, Appendix J, (c) Examples for the actuarial method (12 CFR part 1026, appendix J;
 * https://www.consumerfinance.gov/rules-policy/regulations/1026/j/). Each APR as the appendix prints it.
 */
describe('Appendix J worked examples, to the hundredth of a point', () => {
  it('(c)(1)(i) $5,000, 24 monthly payments of $230, regular first period: 9.69%', () => {
    expect(hundredth(monthly(500_000, [{ amountCents: 23_000, count: 24, firstPeriod: 1 }]))).toBe(9.69);
  });
  it('(c)(1)(ii) $6,000, 36 monthly payments of $200, long first period (1 month 19 days): 11.82%', () => {
    // Feb 10 to Apr 1, 1978: one full month back from Apr 1 is Mar 1, then 19 days; f = 19/30.
    expect(hundredth(monthly(600_000, [{ amountCents: 20_000, count: 36, firstPeriod: 1 }], 19 / 30))).toBe(11.82);
  });
  it('(c)(1)(v) $500, 30 weekly payments of $17.60, long first period (4 weeks 4 days): 14.96%', () => {
    const apr = transactionApr({ receivedCents: 50_000, runs: [{ amountCents: 1_760, count: 30, firstPeriod: 4 }], periodsPerYear: 52, oddFraction: 4 / 7 });
    expect(hundredth(apr)).toBe(14.96);
  });
  it('(c)(2)(i) odd first payment of $250, then 23 of $230: 10.08%', () => {
    const runs = [
      { amountCents: 25_000, count: 1, firstPeriod: 1 },
      { amountCents: 23_000, count: 23, firstPeriod: 2 },
    ];
    expect(hundredth(monthly(500_000, runs))).toBe(10.08);
  });
  it('(c)(3)(i) 23 payments of $230 and an odd final payment of $280: 10.50%', () => {
    const runs = [
      { amountCents: 23_000, count: 23, firstPeriod: 1 },
      { amountCents: 28_000, count: 1, firstPeriod: 24 },
    ];
    expect(hundredth(monthly(500_000, runs))).toBe(10.5);
  });
  it('(c)(4)(i) odd first ($250) and final ($280) payments around 22 of $230: 10.90%', () => {
    const runs = [
      { amountCents: 25_000, count: 1, firstPeriod: 1 },
      { amountCents: 23_000, count: 22, firstPeriod: 2 },
      { amountCents: 28_000, count: 1, firstPeriod: 24 },
    ];
    expect(hundredth(monthly(500_000, runs))).toBe(10.9);
  });
  it('(c)(5)(i) single advance of $1,000, single payment of $1,080 after 255 days: 11.45%', () => {
    const apr = transactionApr({
      receivedCents: 100_000,
      runs: [{ amountCents: 108_000, count: 1, firstPeriod: 0 }],
      periodsPerYear: 1,
      oddFraction: 255 / 365,
    });
    expect(hundredth(apr)).toBe(11.45);
  });
  it('the level-stream APR the calculator uses is the same solver (spec example: 132.5%)', () => {
    const stream = percentOfSalesStream({ num: 6_250_000, den: 1 }, 10_000_000, 1_500);
    expect(hundredth(actuarialApr(stream, 5_000_000))).toBeCloseTo(132.5, 0);
  });
});

const offer = (over: Partial<DisclosureOffer> = {}): DisclosureOffer => ({
  fundingCents: 5_000_000,
  feesCents: 150_000,
  paybackCents: 6_500_000,
  kind: 'percent',
  percentHundredths: 1_200,
  fixedCents: 0,
  salesCents: [9_000_000, 8_500_000, 9_500_000, 9_000_000],
  printedApr: 0,
  fundingDay: dayOf(2026, 11, 26),
  ...over,
});

describe('checkDisclosure (the historical method)', () => {
  it('averages the months, takes the percentage per business day and counts the finance charge with fees', () => {
    const r = checkDisclosure(offer(), NY);
    expect(r.averageSalesCents).toBe(9_000_000);
    expect(r.paymentCents).toBeCloseTo((9_000_000 / 22) * 0.12, 6);
    expect(r.payments).toBe(Math.ceil(6_500_000 / ((9_000_000 / 22) * 0.12)));
    expect(r.receivedCents).toBe(4_850_000);
    expect(r.financeChargeCents).toBe(1_650_000);
    expect(r.amountsChange).toBe(false);
    expect(r.businessDays.irregular).toBe(false);
  });
  it('agrees with the calculator model when the average is the calculator’s monthly revenue', () => {
    const r = checkDisclosure(
      offer({ feesCents: 0, salesCents: [10_000_000, 10_000_000, 10_000_000, 10_000_000], percentHundredths: 1_500, paybackCents: 6_250_000 }),
      NY,
    );
    expect(r.businessDays.apr).toBeCloseTo(actuarialApr(percentOfSalesStream({ num: 6_250_000, den: 1 }, 10_000_000, 1_500), 5_000_000), 7);
  });
  it('a split that changes before payoff makes the transaction irregular (1/4 point applies)', () => {
    const r = checkDisclosure(offer({ later: 800, after: 2 }), NY);
    expect(r.amountsChange).toBe(true);
    expect(r.businessDays.irregular).toBe(true);
    expect(r.businessDays.judgement.results.map((x) => x.test.citation)).toEqual(['23 NYCRR 600.4(a)(1)', '23 NYCRR 600.4(a)(2)', '23 NYCRR 600.4(a)(3)']);
    expect(r.laterPaymentCents).toBeCloseTo((9_000_000 / 22) * 0.08, 6);
    // Lower later payments stretch the term, so the APR falls below the level offer's.
    expect(r.businessDays.apr).toBeLessThan(checkDisclosure(offer(), NY).businessDays.apr);
  });
  it('a percentage that “changes” to the same value is a regular schedule', () => {
    const level = checkDisclosure(offer(), NY);
    const same = checkDisclosure(offer({ later: 1_200, after: 2 }), NY);
    expect(same.amountsChange).toBe(false);
    expect(same.businessDays.irregular).toBe(false);
    expect(same.businessDays.judgement.results.map((x) => x.test.citation)).toEqual(['23 NYCRR 600.4(a)(1)', '23 NYCRR 600.4(a)(3)']);
    expect(same.businessDays.apr).toBeCloseTo(level.businessDays.apr, 9);
  });
  it('a split that would change only after payoff is still a regular, level stream', () => {
    const r = checkDisclosure(offer({ later: 800, after: 24 }), NY);
    expect(r.amountsChange).toBe(false);
    expect(r.businessDays.apr).toBeCloseTo(checkDisclosure(offer(), NY).businessDays.apr, 9);
  });
  it('a fixed weekly debit uses 52 unit periods a year either way, and is paid on the funding date’s weekday', () => {
    // Funded Monday Jan 5, 2026: debits every Monday, and Monday Jan 19 (Dr. King’s birthday) moves to Tuesday.
    const r = checkDisclosure(offer({ kind: 'weekly', fixedCents: 250_000, fundingDay: dayOf(2026, 1, 5) }), NY);
    expect(r.businessDays.periodsPerYear).toBe(52);
    expect(r.calendar.periodsPerYear).toBe(52);
    expect(r.payments).toBe(26);
    expect(r.termDays).toBe(130);
    expect(isoDate(r.lastDebitDay)).toBe('2026-07-06');
    expect(r.calendar.irregular).toBe(true);
  });
  it('a fixed monthly debit: 12 periods a year, on the funding date’s day of the month', () => {
    const r = checkDisclosure(offer({ kind: 'monthly', fixedCents: 1_100_000, paybackCents: 6_600_000, fundingDay: dayOf(2026, 3, 10) }), NY);
    expect(r.payments).toBe(6);
    expect(r.businessDays.periodsPerYear).toBe(12);
    expect(r.calendar.periodsPerYear).toBe(12);
    expect(isoDate(r.lastDebitDay)).toBe('2026-09-10');
    // Six months on the calendar and six 22-business-day months are close: within a point.
    expect(Math.abs(r.calendar.apr - r.businessDays.apr)).toBeLessThan(1);
  });
  it('a fixed debit that changes once: the later amount after the stated number of debits', () => {
    const r = checkDisclosure(offer({ kind: 'daily', fixedCents: 50_000, later: 70_000, after: 60, paybackCents: 6_750_000, feesCents: 0 }), NY);
    expect(r.amountsChange).toBe(true);
    expect(r.laterPaymentCents).toBe(70_000);
    // 60 × $500 = $30,000, then $37,500 at $700: 53 more (the last $400).
    expect(r.payments).toBe(60 + 54);
  });
});

describe('property tests', () => {
  const salesArb = fc.array(fc.integer({ min: 1_000_000, max: 50_000_000 }), { minLength: 4, maxLength: 12 });
  const base = fc.record({
    fundingCents: fc.integer({ min: 100_000, max: 100_000_000 }),
    factor: fc.integer({ min: 105, max: 150 }),
    feeShare: fc.integer({ min: 0, max: 10 }),
    percentHundredths: fc.integer({ min: 300, max: 2_500 }),
    salesCents: salesArb,
  });
  const build = (
    b: { fundingCents: number; factor: number; feeShare: number; percentHundredths: number; salesCents: number[] },
    over: Partial<DisclosureOffer> = {},
  ) =>
    offer({
      fundingCents: b.fundingCents,
      feesCents: Math.floor((b.fundingCents * b.feeShare) / 100),
      paybackCents: Math.floor((b.fundingCents * b.factor) / 100),
      percentHundredths: b.percentHundredths,
      salesCents: b.salesCents,
      ...over,
    });

  it('a higher payback never lowers the APR', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 5_000_000 }), (b, extra) => {
        const o = build(b);
        expect(checkDisclosure({ ...o, paybackCents: o.paybackCents + extra }, NY).businessDays.apr).toBeGreaterThanOrEqual(
          checkDisclosure(o, NY).businessDays.apr - 1e-9,
        );
      }),
    );
  });
  it('fees withheld never lower the APR', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 1_000_000 }), (b, more) => {
        const o = build(b);
        const fees = Math.min(o.feesCents + more, o.fundingCents - 1);
        expect(checkDisclosure({ ...o, feesCents: fees }, NY).businessDays.apr).toBeGreaterThanOrEqual(checkDisclosure(o, NY).businessDays.apr - 1e-9);
      }),
    );
  });
  it('more historical sales (faster repayment) never lower the APR for a fixed payback', () => {
    fc.assert(
      fc.property(base, fc.nat({ max: 11 }), fc.integer({ min: 1, max: 20_000_000 }), (b, which, extra) => {
        const o = build(b);
        const i = which % o.salesCents.length;
        const more = o.salesCents.map((s, k) => (k === i ? s + extra : s));
        expect(checkDisclosure({ ...o, salesCents: more }, NY).businessDays.apr).toBeGreaterThanOrEqual(checkDisclosure(o, NY).businessDays.apr - 1e-9);
      }),
    );
  });
  it('the exact average-sales stream equals the float model within a cent per payment', () => {
    fc.assert(
      fc.property(base, (b) => {
        const o = build(b);
        const stream = averageSalesStream(
          o.paybackCents,
          o.salesCents.reduce((a, c) => a + c, 0),
          o.salesCents.length,
          o.percentHundredths,
        );
        const daily = (o.salesCents.reduce((a, c) => a + c, 0) / o.salesCents.length / 22) * (o.percentHundredths / 10_000);
        expect(Math.abs(stream.paymentNum / stream.den - daily)).toBeLessThan(1e-6 * Math.max(1, daily));
      }),
    );
  });
});

const MONTHS = { min: 4, max: 12 };
const MESSAGES = DISCLOSURE_TEXT_EN.messages;
const TODAY = dayOf(2026, 11, 26);
const inputs = (over: Partial<DisclosureInputs> = {}): DisclosureInputs => ({
  ...EMPTY_INPUTS,
  state: 'california',
  funding: '50,000',
  fees: '1,500',
  payback: '65,000',
  percent: '12',
  apr: '48.5',
  sales: ['90,000', '85,000', '95,000', '90,000'],
  ...over,
});

describe('validateDisclosure', () => {
  it('accepts a filled-in disclosure and reads the printed APR to four decimals', () => {
    const { offer: o, errors } = validateDisclosure(inputs({ apr: '10.1246' }), MONTHS, TODAY, MESSAGES);
    expect(errors).toEqual({});
    expect(o?.printedApr).toBe(10.1246);
    expect(o?.salesCents).toEqual([9_000_000, 8_500_000, 9_500_000, 9_000_000]);
  });
  it('enforces the state’s months: fewer than the minimum is refused unless the business is younger', () => {
    const three = inputs({ sales: ['90,000', '85,000', '95,000', ''] });
    expect(validateDisclosure(three, MONTHS, TODAY, MESSAGES).errors.sales).toBe('Enter sales for 4 to 12 months; you have entered 3.');
    expect(validateDisclosure({ ...three, young: true }, MONTHS, TODAY, MESSAGES).errors.sales).toBeUndefined();
    const thirteen = inputs({ sales: Array.from({ length: 13 }, () => '90,000') });
    expect(validateDisclosure(thirteen, MONTHS, TODAY, MESSAGES).errors.sales).toMatch(/you have entered 13/);
  });
  it('names the bad month, and refuses fees at or above the funding and a payback below what is received', () => {
    expect(validateDisclosure(inputs({ sales: ['90,000', 'lots', '95,000', '90,000'] }), MONTHS, TODAY, MESSAGES).errors['sales-2']).toMatch(/digits only/);
    expect(validateDisclosure(inputs({ fees: '50,000' }), MONTHS, TODAY, MESSAGES).errors.fees).toBe('The fees must be less than the funding provided.');
    expect(validateDisclosure(inputs({ payback: '48,500' }), MONTHS, TODAY, MESSAGES).errors.payback).toMatch(/more than the funding you receive/);
  });
  it('fixed payments need no sales months', () => {
    const { errors } = validateDisclosure(inputs({ kind: 'daily', fixed: '650', sales: [] }), MONTHS, TODAY, MESSAGES);
    expect(errors).toEqual({});
  });
});

describe('the page address', () => {
  it('round-trips every figure and nothing else', () => {
    const i = inputs({ changes: true, later: '8', after: '3', young: true });
    const q = queryFromDisclosure(i, MESSAGES);
    // Figures come back plainly written ("50000.00" for "50,000"); everything else as it was.
    expect(disclosureFromQuery(q)).toEqual({
      ...i,
      funding: '50000.00',
      fees: '1500.00',
      payback: '65000.00',
      percent: '12.00',
      apr: '48.5000',
      later: '8.00',
      after: '3',
      sales: ['90000.00', '85000.00', '95000.00', '90000.00'],
      fixed: '',
    });
    expect(queryFromDisclosure(disclosureFromQuery(q), MESSAGES)).toBe(q);
    expect(q).not.toMatch(/name|email|phone/i);
  });
  it('survives junk', () => {
    expect(disclosureFromQuery('%%%&state=<script>&kind=zzz').state).toBe('script');
    expect(disclosureFromQuery('%%%&kind=zzz').kind).toBe('percent');
  });
});

const law = (over: Partial<StateLaw>): StateLaw => ({
  slug: 'x',
  name: 'X',
  abbreviation: 'XX',
  status: 'in-force',
  law: {
    name: 'Law',
    citation: 'X Code § 1',
    scope: 'sales-based-financing',
    capUsd: 500_000,
    capInclusive: true,
    capText: '≤ $500,000',
    inForceDate: '2024-01-01',
    inForceText: 'Jan 1, 2024',
    aprRequired: true,
    disclosureSummary: 'A summary of what the form must show, long enough.',
  },
  registration: 'None',
  registrationRule: 'none',
  coj: { rule: 'not-surveyed', text: 'Not surveyed, in twenty characters.' },
  pending: [],
  unsettled: [],
  complaints: [],
  ownerSummary: 'o',
  officialSources: [],
  analysis: [],
  lastReviewed: '2026-11-22',
  ...over,
});
const method = { historicalMonthsMin: 4, historicalMonthsMax: 12, historicalRule: 'r', sections: [] };
const tolerance = NY;

describe('state answers (from the state-law data)', () => {
  it('sorts each jurisdiction into check, APR later, APR without a method, no APR or no law', () => {
    expect(stateAnswer(law({ aprMethod: method, aprTolerance: tolerance })).kind).toBe('check');
    expect(stateAnswer(law({ status: 'enacted-not-in-force' })).kind).toBe('apr-later');
    expect(stateAnswer(law({})).kind).toBe('apr-no-method');
    expect(stateAnswer(law({ law: { ...law({}).law!, aprRequired: false } })).kind).toBe('no-apr');
    const none = stateAnswer(law({ status: 'none-found', law: undefined, name: 'Ohio', abbreviation: 'OH' }));
    expect(none.kind).toBe('no-law');
    expect(none.text).toMatch(/^No statewide commercial-financing disclosure law found in Ohio as of/);
  });
  it('lists the checkable states first and applies the cap', () => {
    const answers = stateAnswers([law({ slug: 'a' }), law({ slug: 'b', aprMethod: method, aprTolerance: tolerance })]);
    expect(answers.map((a) => a.slug)).toEqual(['b', 'a']);
    expect(withinCap(answers[0]!, 50_000_000)).toBe(true);
    expect(withinCap(answers[0]!, 50_000_001)).toBe(false);
  });
  it('what the island is sent rebuilds the same answers (no-law states as bare names)', () => {
    const laws = [
      law({ slug: 'ohio', name: 'Ohio', abbreviation: 'OH', status: 'none-found', law: undefined }),
      law({ slug: 'texas', name: 'Texas', law: { ...law({}).law!, aprRequired: false } }),
      law({ slug: 'california', name: 'California', aprMethod: method, aprTolerance: tolerance }),
    ];
    const sent = islandAnswers(laws);
    expect(sent.noLaw).toEqual([['ohio', 'Ohio', 'OH']]);
    const rebuilt = allAnswers(sent.answers, sent.noLaw, {
      pathOf: stateLawPath,
      lang: 'en',
      noLawFound: (name, abbreviation) => noLawFoundSentence({ name, abbreviation }),
    });
    expect(rebuilt.map((a) => [a.slug, a.kind])).toEqual([
      ['california', 'check'],
      ['ohio', 'no-law'],
      ['texas', 'no-apr'],
    ]);
    expect(rebuilt[1]).toEqual(stateAnswer(laws[0]!));
  });
});
