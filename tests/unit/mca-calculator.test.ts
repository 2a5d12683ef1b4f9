import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateMca, LONG_PAYOFF_DAYS, type McaScenario } from '@/lib/calculator/mca';
import { formatDays, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';
import { DEFAULT_INPUTS } from '@/lib/calculator/input';
import { validateInputs } from '@/lib/calculator/calculator-input';
import { FIELD_TEXT_EN } from '@/lib/i18n/tools/common.en';

const scenario = (advance: string, factor: string, holdback: string, monthlyRevenue: string): McaScenario => {
  const { scenario: s, errors } = validateInputs({ advance, factor, holdback, monthlyRevenue }, FIELD_TEXT_EN);
  if (!s) throw new Error(JSON.stringify(errors));
  return s;
};

/**
 * An independent implementation of spec §9 and the Appendix J APR, written differently on purpose:
 * plain dollars in floating point, the remittance as revenue ÷ 22 × holdback, days by ceiling with a
 * small tolerance for float noise, and the APR by Newton's method on the explicit sum of every payment.
 */
function reference(advance: number, factor: number, holdbackPct: number, revenue: number) {
  const payback = advance * factor;
  const cost = payback - advance;
  const dailyRevenue = revenue / 22;
  const remittance = dailyRevenue * (holdbackPct / 100);
  const days = Math.ceil(payback / remittance - 1e-9);
  const last = payback - remittance * (days - 1);
  const simple = (cost / advance / (days / 264)) * 100;
  let i = cost / advance / days; // a first guess per business day
  for (let step = 0; step < 100; step++) {
    let pv = 0;
    let slope = 0;
    for (let k = 1; k <= days; k++) {
      const amount = k === days ? last : remittance;
      pv += amount / (1 + i) ** k;
      slope -= (k * amount) / (1 + i) ** (k + 1);
    }
    const next = i - (pv - advance) / slope;
    if (Math.abs(next - i) < 1e-15) break;
    i = next > 0 ? next : i / 2;
  }
  return { payback, cost, dailyRevenue, remittance, days, simple, actuarial: i * 264 * 100, monthly: remittance * 22 };
}

describe('issue 15: the spec formulas, unrounded remittance', () => {
  it('5000 / 1.20 / 20% / 15000 takes 44 days (6000 ÷ 136.3636… is exactly 44) and a simple annual rate of 120.0%', () => {
    const r = calculateMca(scenario('5000', '1.20', '20', '15000'));
    expect(r.daysToPayoff).toBe(44);
    expect(formatPercent(r.simpleRate)).toBe('120.0%');
  });
  it('10000 / 1.44 / 8% / 120000 takes 33 days and 352.0%', () => {
    const r = calculateMca(scenario('10000', '1.44', '8', '120000'));
    expect(r.daysToPayoff).toBe(33);
    expect(formatPercent(r.simpleRate)).toBe('352.0%');
  });
  it('rounds daily revenue once: 2210.93 ÷ 22 = 100.497 shows $100, not $101', () => {
    const r = calculateMca(scenario('1000', '1.10', '10', '2210.93'));
    expect(formatUsdEstimate(r.dailyRevenueCents)).toBe('$100');
  });
  it('the default average monthly payment is $15,000.00, and the worked example in facts.md holds', () => {
    const r = calculateMca(validateInputs(DEFAULT_INPUTS, FIELD_TEXT_EN).scenario!);
    expect(formatUsd(r.averageMonthlyPaymentCents)).toBe('$15,000.00');
    expect(formatUsd(r.paybackCents)).toBe('$62,500.00');
    expect(formatUsdEstimate(r.dailyRemittanceCents)).toBe('$682');
    expect(r.daysToPayoff).toBe(92);
    // facts.md: 71.7% simple annual rate (92 of 264 business days a year), 132.5% actuarial, 1.85 times.
    expect(formatPercent(r.simpleRate)).toBe('71.7%');
    expect(formatPercent(r.actuarialApr)).toBe('132.5%');
    expect((r.actuarialApr / r.simpleRate).toFixed(2)).toBe('1.85');
  });
  it('a remittance under $10 shows cents, never "$0"', () => {
    const r = calculateMca(scenario('10000000', '3', '1', '1000'));
    expect(formatUsdEstimate(r.dailyRemittanceCents)).toBe('$0.45');
    expect(r.daysToPayoff).toBe(66_000_000);
  });
  it('flags a payoff past about 18 months in plain words', () => {
    const r = calculateMca(scenario('10000000', '3', '1', '1000'));
    expect(r.tooLong).toBe(true);
    expect(formatYears(r.years)).toBe('250,000 years');
    expect(calculateMca(validateInputs(DEFAULT_INPUTS, FIELD_TEXT_EN).scenario!).tooLong).toBe(false);
    expect(LONG_PAYOFF_DAYS).toBe(396);
  });
  it('prints one day in the singular', () => {
    expect(formatDays(1)).toBe('1 business day');
    expect(formatDays(2)).toBe('2 business days');
    expect(formatDays(66_000_000)).toBe('66,000,000 business days');
  });
  it('keeps the one-day disclosure APR at 52,800% (factor 3) and 264% (factor 1.01)', () => {
    expect(formatPercent(calculateMca(scenario('1000', '3', '50', '100000000')).actuarialApr)).toBe('52,800.0%');
    expect(formatPercent(calculateMca(scenario('1000', '1.01', '50', '100000000')).actuarialApr)).toBe('264.0%');
  });
  it('month-end balances run from the payback to zero in whole cents', () => {
    const r = calculateMca(validateInputs(DEFAULT_INPUTS, FIELD_TEXT_EN).scenario!);
    expect(r.monthEnds[0]).toEqual({ day: 0, balanceCents: 6_250_000 });
    // 22 remittances of 681.8181… = 15,000.00 exactly.
    expect(r.monthEnds[1]).toEqual({ day: 22, balanceCents: 6_250_000 - 1_500_000 });
    expect(r.monthEnds.at(-1)).toEqual({ day: 92, balanceCents: 0 });
  });
});

/**
 * 22 scenarios worked out independently with exact rational arithmetic (payback, days, simple annual rate,
 * monthly payment) and an explicit-sum bisection for the Appendix J APR (Python fractions), e.g. row 2:
 * remittance = 15,000 ÷ 22 × 20% = 136.3636…; 6,000 ÷ 136.3636… = 44 exactly; 1,000 ÷ 5,000 ÷ (44 ÷ 264) = 120.0%.
 */
const TABLE: Array<[number, string, string, string, string, number, string, number, string]> = [
  // advance, factor, holdback %, revenue, payback, days, simple annual rate, actuarial APR, monthly payment
  [50000, '1.25', '15', '100000', '62500.00', 92, '71.7', 132.5, '15000.00'],
  [5000, '1.20', '20', '15000', '6000.00', 44, '120.0', 221.4, '3000.00'],
  [10000, '1.44', '8', '120000', '14400.00', 33, '352.0', 609.7, '9600.00'],
  [1000, '1.10', '10', '2210.93', '1100.00', 110, '24.0', 46.3, '221.09'],
  [50000, '1.30', '15', '100000', '65000.00', 96, '82.5', 151.0, '15000.00'],
  [20000, '1.40', '10', '50000', '28000.00', 124, '85.2', 152.3, '5000.00'],
  [75000, '1.30', '12', '90000', '97500.00', 199, '39.8', 72.8, '10800.00'],
  [25000, '1.15', '10', '60000', '28750.00', 106, '37.4', 71.1, '6000.00'],
  [100000, '1.35', '18', '250000', '135000.00', 66, '140.0', 250.4, '45000.00'],
  [15000, '1.49', '20', '40000', '22350.00', 62, '208.6', 364.4, '8000.00'],
  [250000, '1.22', '9', '800000', '305000.00', 94, '61.8', 115.6, '72000.00'],
  [8000, '1.18', '7', '30000', '9440.00', 99, '48.0', 90.1, '2100.00'],
  [30000, '1.50', '25', '45000', '45000.00', 88, '150.0', 260.1, '11250.00'],
  [60000, '1.28', '11', '140000', '76800.00', 110, '67.2', 123.2, '15400.00'],
  [1000, '3.00', '50', '100000000', '3000.00', 1, '52800.0', 52800.0, '50000000.00'],
  [1000, '1.01', '50', '100000000', '1010.00', 1, '264.0', 264.0, '50000000.00'],
  [12000, '1.33', '13', '33333.33', '15960.00', 82, '106.2', 193.6, '4333.33'],
  [40000, '1.26', '16', '95000', '50400.00', 73, '94.0', 172.3, '15200.00'],
  [5000, '1.05', '5', '20000', '5250.00', 116, '11.4', 22.3, '1000.00'],
  [500000, '1.45', '20', '1500000', '725000.00', 54, '220.0', 389.5, '300000.00'],
  [3000, '2.00', '30', '7000', '6000.00', 63, '419.0', 663.5, '2100.00'],
  [90000, '1.38', '14', '210000', '124200.00', 93, '107.9', 192.3, '29400.00'],
];

const dollars = (text: string) => `$${Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('a table of hand-worked scenarios', () => {
  it.each(TABLE)('%d at %s, %s%% of %s a month', (advance, factor, holdback, revenue, payback, days, simple, actuarial, monthly) => {
    const r = calculateMca(scenario(String(advance), factor, holdback, revenue));
    expect(formatUsd(r.paybackCents)).toBe(dollars(payback));
    expect(r.daysToPayoff).toBe(days);
    expect(formatPercent(r.simpleRate)).toBe(`${Number(simple).toLocaleString('en-US', { minimumFractionDigits: 1 })}%`);
    expect(Math.abs(r.actuarialApr - actuarial)).toBeLessThan(0.1);
    expect(formatUsd(r.averageMonthlyPaymentCents)).toBe(dollars(monthly));
  });
});

/** Whole dollars and whole percents keep the reference's float money off exact half-cent ties. */
const realistic = fc.record({
  advance: fc.integer({ min: 1_000, max: 2_000_000 }),
  factor: fc.integer({ min: 101, max: 300 }),
  holdback: fc.integer({ min: 1, max: 50 }),
  revenue: fc.integer({ min: 1_000, max: 10_000_000 }),
});

describe('an independent implementation agrees', () => {
  it('on the table plus 60 random scenarios: days exactly, money to the cent, APRs to 0.1 point', () => {
    const fixed = TABLE.filter(([, , h, r]) => Number.isInteger(Number(h)) && Number.isInteger(Number(r))).map(([a, f, h, r]) => ({
      advance: a,
      factor: Math.round(Number(f) * 100),
      holdback: Number(h),
      revenue: Number(r),
    }));
    const random = fc
      .sample(realistic, { numRuns: 400, seed: 15 })
      .filter((v) => (v.advance * v.factor) / 100 / ((v.revenue / 22) * (v.holdback / 100)) <= 3_000)
      .slice(0, 60);
    const all = [...fixed, ...random];
    expect(all.length).toBeGreaterThanOrEqual(40 + fixed.length);
    for (const v of all) {
      const r = calculateMca({
        advanceCents: v.advance * 100,
        factorHundredths: v.factor,
        holdbackHundredths: v.holdback * 100,
        revenueCents: v.revenue * 100,
      });
      const ref = reference(v.advance, v.factor / 100, v.holdback, v.revenue);
      const tag = JSON.stringify(v);
      expect(r.daysToPayoff, tag).toBe(ref.days);
      expect(formatUsd(r.paybackCents), tag).toBe(formatUsd(ref.payback * 100));
      expect(formatUsd(r.costCents), tag).toBe(formatUsd(ref.cost * 100));
      expect(formatUsd(r.averageMonthlyPaymentCents), tag).toBe(formatUsd(ref.monthly * 100));
      expect(Math.abs(r.dailyRemittanceCents - ref.remittance * 100), tag).toBeLessThan(0.005);
      expect(Math.abs(r.simpleRate - ref.simple), tag).toBeLessThan(0.1);
      expect(Math.abs(r.actuarialApr - ref.actuarial), tag).toBeLessThan(0.1);
    }
  });
});

const validScenario = fc.record({
  advanceCents: fc.integer({ min: 100_000, max: 1_000_000_000 }),
  factorHundredths: fc.integer({ min: 101, max: 300 }),
  holdbackHundredths: fc.integer({ min: 100, max: 5_000 }),
  revenueCents: fc.integer({ min: 100_000, max: 10_000_000_000 }),
});

describe('properties over every valid input', () => {
  it('days × remittance ≥ payback > (days − 1) × remittance, in exact integers', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const r = calculateMca(s);
        // payback = A·F/100 cents; remittance = R·H/220,000 cents. Scale both by 220,000.
        const payback = BigInt(s.advanceCents) * BigInt(s.factorHundredths) * 2200n;
        const remittance = BigInt(s.revenueCents) * BigInt(s.holdbackHundredths);
        const days = BigInt(r.daysToPayoff);
        expect(days * remittance >= payback).toBe(true);
        expect(payback > (days - 1n) * remittance).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('at a fixed cost, a longer payoff has a lower simple and a lower disclosure APR', () => {
    fc.assert(
      fc.property(validScenario, fc.integer({ min: 100, max: 4_900 }), (s, lowerHoldback) => {
        fc.pre(lowerHoldback < s.holdbackHundredths);
        const fast = calculateMca(s);
        const slow = calculateMca({ ...s, holdbackHundredths: lowerHoldback });
        expect(slow.daysToPayoff).toBeGreaterThanOrEqual(fast.daysToPayoff);
        if (slow.daysToPayoff > fast.daysToPayoff) {
          expect(slow.simpleRate).toBeLessThan(fast.simpleRate);
          expect(slow.actuarialApr).toBeLessThan(fast.actuarialApr);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('outputs are finite, balances whole cents from payback to zero, and the chart has at most 38 points', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const r = calculateMca(s);
        const numbers = [
          r.paybackCents,
          r.costCents,
          r.dailyRevenueCents,
          r.dailyRemittanceCents,
          r.daysToPayoff,
          r.simpleRate,
          r.actuarialApr,
          r.centsPerDollar,
          r.averageMonthlyPaymentCents,
        ];
        expect(numbers.every((n) => Number.isFinite(n) && n >= 0)).toBe(true);
        expect(r.monthEnds.every((p) => Number.isInteger(p.balanceCents) && p.balanceCents >= 0)).toBe(true);
        expect(r.monthEnds.at(-1)!.balanceCents).toBe(0);
        expect(r.monthEnds.length).toBeLessThanOrEqual(38);
      }),
      { numRuns: 300 },
    );
  });

  it('the disclosure APR is never below the simple annual rate: both count 264 business days a year', () => {
    // Time counted one way for both, only the shrinking balance separates them (a one-payment advance: equal).
    fc.assert(
      fc.property(validScenario, (s) => {
        const r = calculateMca(s);
        expect(r.actuarialApr).toBeGreaterThanOrEqual(r.simpleRate * (1 - 1e-9));
      }),
      { numRuns: 300 },
    );
    const two = calculateMca({ advanceCents: 100_000, factorHundredths: 101, holdbackHundredths: 100, revenueCents: 111_100_000 });
    expect(two.daysToPayoff).toBe(2);
    expect(two.actuarialApr).toBeGreaterThan(two.simpleRate);
  });
});
