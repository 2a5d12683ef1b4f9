import { describe, expect, it } from 'vitest';
import { formatCount, formatMonths, formatPercent, formatUsd, formatUsdEstimate, formatUsdWhole, formatYears, roundHalf } from '@/lib/calculator/format';

describe('the one display rule', () => {
  it('rounds half away from zero once, ignoring float noise', () => {
    expect(roundHalf(44.000000001)).toBe(44);
    expect(roundHalf(100.4968)).toBe(100);
    expect(roundHalf(0.5)).toBe(1);
    expect(roundHalf(-0.5)).toBe(-1);
    expect(roundHalf(1.005 * 100)).toBe(101); // 100.49999999999999 in binary, 100.5 as written
    expect(roundHalf(165.85, 1)).toBe(165.9);
  });

  it('writes money owed to the cent and never as "-$0.00"', () => {
    expect(formatUsd(1_500_000.0000001)).toBe('$15,000.00');
    expect(formatUsd(1_500_004)).toBe('$15,000.04');
    expect(formatUsd(-0.2)).toBe('$0.00');
  });

  it('writes a day’s estimate in whole dollars, with cents under $10', () => {
    expect(formatUsdEstimate(10_049.68)).toBe('$100');
    expect(formatUsdEstimate(45.45)).toBe('$0.45');
    expect(formatUsdEstimate(999.4)).toBe('$9.99');
    expect(formatUsdEstimate(999.6)).toBe('$10');
    expect(formatUsdEstimate(68_181.82)).toBe('$682');
  });

  it('writes limits, rates, counts, months and years', () => {
    expect(formatUsdWhole(1_000_000_000)).toBe('$10,000,000');
    expect(formatPercent(52_800)).toBe('52,800.0%');
    expect(formatCount(1, 'weekly payment')).toBe('1 weekly payment');
    expect(formatCount(2_000, 'weekly payment')).toBe('2,000 weekly payments');
    expect(formatMonths(0.5)).toBe('under a month');
    expect(formatMonths(92 / 22)).toBe('about 4.2 months');
    expect(formatYears(1.5)).toBe('1.5 years');
    expect(formatYears(250_000)).toBe('250,000 years');
  });
});
