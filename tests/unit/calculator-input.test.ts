import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseField, DEFAULT_INPUTS } from '@/lib/calculator/input';
import { inputsFromQuery, queryFromInputs, validateInputs } from '@/lib/calculator/calculator-input';
import { FIELD_KEYS } from '@/lib/calculator/fields';
import { calculateMca } from '@/lib/calculator/mca';
import { FIELD_TEXT_EN } from '@/lib/i18n/tools/common.en';
import { FIELD_TEXT_ES } from '@/lib/i18n/tools/common.es';

const value = (key: Parameters<typeof parseField>[0], raw: string) => {
  const r = parseField(key, raw, FIELD_TEXT_EN);
  return r.ok ? r.value : r.message;
};

describe('parseField accepts what people type or paste', () => {
  it.each([
    ['advance', '$50,000', 50_000],
    ['advance', ' 100000 ', 100_000],
    ['advance', '$1,234.56', 1_234.56],
    ['factor', '1.25', 1.25],
    ['factor', '1.3x', 1.3],
    ['holdback', '15%', 15],
    ['holdback', '12.5 %', 12.5],
    ['monthlyRevenue', '100 000', 100_000],
  ] as const)('%s "%s" → %s', (key, raw, expected) => expect(value(key, raw)).toBe(expected));
});

describe('parseField explains what is allowed', () => {
  it('says the range for an out-of-range value', () => {
    expect(value('advance', '500')).toBe('Enter an advance between $1,000 and $10,000,000.');
    expect(value('factor', '3.5')).toBe('Enter a factor rate between 1.01 and 3.00.');
    expect(value('holdback', '60')).toBe('Enter a holdback between 1% and 50%.');
    expect(value('monthlyRevenue', '999')).toBe('Enter monthly revenue between $1,000 and $100,000,000.');
  });
  it('has its own message for empty, non-numeric, negative and too many decimals', () => {
    expect(value('advance', '')).toMatch(/^This field is empty\./);
    expect(value('advance', 'fifty')).toMatch(/^Use digits only/);
    expect(value('advance', '-5000')).toMatch(/^It can't be negative\./);
    expect(value('factor', '1.255')).toMatch(/^Use at most 2 decimal places\./);
    expect(value('advance', '1e5')).toMatch(/^Use digits only/);
    expect(value('advance', 'NaN')).toMatch(/^Use digits only/);
    expect(value('advance', 'Infinity')).toMatch(/^Use digits only/);
  });
});

describe('a decimal comma ("1,25", as typed in much of Europe)', () => {
  it('is refused with a message naming the figure meant, never read as 125', () => {
    expect(value('factor', '1,25')).toBe(
      '“1,25” has a comma before the decimals, and this page reads a point there. If you mean 1.25, type 1.25. Enter a factor rate between 1.01 and 3.00.',
    );
    expect(value('factor', '1,3x')).toMatch(/^“1,3x” has a comma before the decimals.* If you mean 1\.3, type 1\.3\./);
    expect(value('holdback', '12,5%')).toMatch(/^“12,5%” has a comma .* If you mean 12\.5, type 12\.5\./);
    expect(value('advance', '$1234,56')).toMatch(/^“\$1234,56” has a comma .* If you mean 1,234\.56, type 1,234\.56\./);
  });
  it('leaves thousands separators alone', () => {
    expect(value('advance', '50,000')).toBe(50_000);
    expect(value('monthlyRevenue', '1,250,000.50')).toBe(1_250_000.5);
  });
});

describe('the query string', () => {
  it('round-trips a scenario', () => {
    const inputs = { advance: '75000.00', factor: '1.35', holdback: '12.00', monthlyRevenue: '90000.00' };
    expect(inputsFromQuery('?' + queryFromInputs(inputs, FIELD_TEXT_EN))).toEqual(inputs);
    expect(queryFromInputs(inputs, FIELD_TEXT_EN)).toBe('advance=75000.00&factor=1.35&holdback=12.00&revenue=90000.00');
  });
  it('writes plain figures that both languages read the same, and keeps what does not parse as typed', () => {
    const es = { advance: '50.000,00', factor: '1,35', holdback: '12,5', monthlyRevenue: '$90,000' };
    const query = queryFromInputs(es, FIELD_TEXT_ES);
    expect(query).toBe('advance=50000.00&factor=1.35&holdback=12.50&revenue=90000.00');
    const back = inputsFromQuery('?' + query);
    expect(validateInputs(back, FIELD_TEXT_EN).scenario).toEqual(validateInputs(es, FIELD_TEXT_ES).scenario);
    expect(validateInputs(back, FIELD_TEXT_ES).scenario).toEqual(validateInputs(es, FIELD_TEXT_ES).scenario);
    expect(queryFromInputs({ ...es, advance: 'abc' }, FIELD_TEXT_ES)).toMatch(/^advance=abc&/);
  });
  it('keeps defaults for missing values and reports bad ones as field errors', () => {
    const inputs = inputsFromQuery('?advance=abc&factor=9');
    expect(inputs.holdback).toBe(DEFAULT_INPUTS.holdback);
    const { scenario, errors } = validateInputs(inputs, FIELD_TEXT_EN);
    expect(scenario).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['advance', 'factor']);
  });
});

describe('hostile input', () => {
  it('for any string, every field yields a number in range or a message, never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_KEYS), fc.string({ maxLength: 200 }), (key, raw) => {
        const r = parseField(key, raw, FIELD_TEXT_EN);
        if (r.ok) expect(Number.isFinite(r.value)).toBe(true);
        else expect(r.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 2000 },
    );
  });
  it('for any query string, the reader shows field errors or results, never NaN', () => {
    const anyValue = fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String), fc.constant('%00'));
    fc.assert(
      fc.property(fc.record({ advance: anyValue, factor: anyValue, holdback: anyValue, revenue: anyValue }), fc.string(), (q, junk) => {
        const search = `?${new URLSearchParams(q).toString()}&${junk}`;
        const { scenario, errors } = validateInputs(inputsFromQuery(search), FIELD_TEXT_EN);
        if (scenario) {
          const r = calculateMca(scenario);
          expect(
            Object.values(r)
              .filter((v) => typeof v === 'number')
              .every((n) => Number.isFinite(n)),
          ).toBe(true);
        } else {
          expect(Object.values(errors).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
