import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateMca, formatCents, formatCentsWhole, formatPercent, presentValue, periodicRate } from '../../src/lib/mca-calculator';
import { DEFAULT_INPUTS, validateInputs } from '../../src/lib/calculator-input';

const scenario = (advance: string, factor: string, holdback: string, monthlyRevenue: string) => {
  const { scenario: s, errors } = validateInputs({ advance, factor, holdback, monthlyRevenue });
  if (!s) throw new Error(JSON.stringify(errors));
  return s;
};

describe('the default scenario ($50,000, 1.25, 15%, $100,000 a month)', () => {
  const r = calculateMca(validateInputs(DEFAULT_INPUTS).scenario!);
  it('matches the worked example in facts.md to the cent', () => {
    expect(formatCents(r.paybackCents)).toBe('$62,500.00');
    expect(formatCents(r.costCents)).toBe('$12,500.00');
    expect(formatCents(r.dailyRevenueCents)).toBe('$4,545.45');
    expect(formatCents(r.dailyRemittanceCents)).toBe('$681.82');
    expect(formatCentsWhole(r.dailyRemittanceCents)).toBe('$682');
    expect(r.daysToPayoff).toBe(92);
    expect(formatPercent(r.estimatedApr)).toBe('99.2%');
    expect(formatPercent(r.actuarialApr)).toBe('132.5%');
    expect(r.centsPerDollar).toBe(25);
    expect(formatCents(r.averageMonthlyPaymentCents)).toBe('$15,000.04');
  });
  it('has a timeline that starts at the payback and ends at zero', () => {
    expect(r.monthEnds[0]).toEqual({ day: 0, balanceCents: 6_250_000 });
    expect(r.monthEnds.at(-1)).toEqual({ day: 92, balanceCents: 0 });
    expect(r.monthEnds[1]).toEqual({ day: 22, balanceCents: 6_250_000 - 68_182 * 22 });
  });
});

describe('exact vectors', () => {
  it('$50,000 at 1.3 repays $65,000', () => {
    const r = calculateMca(scenario('50000', '1.3', '15', '100000'));
    expect(r.paybackCents).toBe(6_500_000);
    expect(r.costCents).toBe(1_500_000);
    expect(r.daysToPayoff).toBe(96); // 6,500,000 / 68,182 = 95.33
  });
  it('decimal inputs never add a payoff day through float noise', () => {
    // 0.1 + 0.2 style traps: $1,000.10 at 1.10 with exact-cent remittances.
    const r = calculateMca(scenario('1000.10', '1.10', '10', '22000'));
    expect(r.paybackCents).toBe(110_011);
    expect(r.dailyRemittanceCents).toBe(10_000);
    expect(r.daysToPayoff).toBe(12);
  });
  it('a one-day payoff gives actuarial = simple yield per business day', () => {
    const r = calculateMca(scenario('1000', '1.01', '50', '100000000'));
    expect(r.daysToPayoff).toBe(1);
    expect(r.actuarialApr).toBe(264);
  });
});

describe('the actuarial solver', () => {
  it('finds the rate whose present value is the advance', () => {
    const rate = periodicRate(5_000_000, 68_182, 92, 6_250_000 - 68_182 * 91);
    expect(Math.abs(presentValue(rate, 68_182, 92, 6_250_000 - 68_182 * 91) - 5_000_000)).toBeLessThan(0.01);
  });
});

const validScenario = fc.record({
  advance: fc.integer({ min: 100_000, max: 1_000_000_000 }),
  factor: fc.integer({ min: 101, max: 300 }),
  holdback: fc.integer({ min: 100, max: 5_000 }),
  revenue: fc.integer({ min: 100_000, max: 10_000_000_000 }),
});

describe('properties over every valid input', () => {
  // The simple estimate scales by 365 calendar days, the actuarial APR by 264 business days and is a
  // nominal (not compounded) rate. For payoffs under about 16 business days at high factors those two
  // conventions outweigh the shrinking balance, so the ordering is asserted from one month (22 days) up,
  // which covers every realistic advance; the short-term exceptions are pinned below.
  it('outputs are finite, days ≥ 1, and actuarial APR ≥ estimated APR ≥ 0 when days ≥ 22', () => {
    fc.assert(
      fc.property(validScenario, (v) => {
        const r = calculateMca({ advanceCents: v.advance, factorHundredths: v.factor, holdbackHundredths: v.holdback, revenueCents: v.revenue });
        const numbers = [r.paybackCents, r.costCents, r.dailyRevenueCents, r.dailyRemittanceCents, r.daysToPayoff, r.estimatedApr, r.actuarialApr, r.centsPerDollar, r.averageMonthlyPaymentCents];
        expect(numbers.every((n) => Number.isFinite(n) && n >= 0)).toBe(true);
        expect(r.daysToPayoff).toBeGreaterThanOrEqual(1);
        if (r.daysToPayoff >= 22) expect(r.actuarialApr).toBeGreaterThanOrEqual(r.estimatedApr);
        expect(r.monthEnds.every((p) => p.balanceCents >= 0)).toBe(true);
        expect(r.monthEnds.length).toBeLessThanOrEqual(40);
      }),
      { numRuns: 500 },
    );
  });

  it('very short, very expensive payoffs are where the simple estimate can exceed the actuarial APR', () => {
    const r = calculateMca({ advanceCents: 100_000, factorHundredths: 101, holdbackHundredths: 100, revenueCents: 111_098_900 });
    expect(r.daysToPayoff).toBe(2);
    expect(r.estimatedApr).toBe(182.5);
    expect(r.actuarialApr).toBeLessThan(r.estimatedApr);
    const threeDays = calculateMca({ advanceCents: 100_000, factorHundredths: 168, holdbackHundredths: 100, revenueCents: 123_198_900 });
    expect(threeDays.daysToPayoff).toBe(3);
    expect(threeDays.actuarialApr).toBeLessThan(threeDays.estimatedApr);
  });
});
