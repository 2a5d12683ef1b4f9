/**
 * Issue 43: commas and points in both languages. Clear text is read (or refused for range); text that
 * could mean two figures, or a decimal comma on an English page, is answered with the figure it most
 * likely means, in the page's language, and never with "use a point or a comma" to someone who did.
 */
import { describe, expect, it } from 'vitest';
import { parseField } from '@/lib/calculator/input';
import { unclearMarks } from '@/lib/calculator/decimal-marks';
import type { FieldKey } from '@/lib/calculator/fields';
import { FIELD_TEXT_EN } from '@/lib/i18n/tools/common.en';
import { FIELD_TEXT_ES } from '@/lib/i18n/tools/common.es';

const TEXT = { en: FIELD_TEXT_EN, es: FIELD_TEXT_ES };
type Row = [lang: 'en' | 'es', field: FieldKey, typed: string, expected: number | string];

// A number: read as that value. A string: the message starts with it (the range sentence follows).
const TABLE: Row[] = [
  // Two readings: asked, in both languages.
  ['en', 'advance', '1,234,56', '“1,234,56” could be read two ways. If you mean 1,234.56, type 1,234.56.'],
  ['es', 'advance', '1,234,56', '“1,234,56” se puede leer de dos maneras. Si quiere decir 1,234.56, escriba 1,234.56 o 1.234,56.'],
  ['en', 'advance', '12.345.67', '“12.345.67” could be read two ways. If you mean 12,345.67, type 12,345.67.'],
  ['es', 'advance', '$12.345.67', '“$12.345.67” se puede leer de dos maneras. Si quiere decir 12,345.67, escriba 12,345.67 o 12.345,67.'],
  ['es', 'monthlyRevenue', '1,250,000,5', '“1,250,000,5” se puede leer de dos maneras. Si quiere decir 1,250,000.5, escriba 1,250,000.5 o 1.250.000,5.'],
  // A decimal comma: read in Spanish; on an English page, the figure meant is named.
  ['en', 'advance', '1.234,5', '“1.234,5” has a comma before the decimals, and this page reads a point there. If you mean 1,234.5, type 1,234.5.'],
  ['es', 'advance', '1.234,5', 1234.5],
  ['en', 'advance', '50.000,00', '“50.000,00” has a comma before the decimals, and this page reads a point there. If you mean 50,000.00, type 50,000.00.'],
  ['es', 'advance', '50.000,00', 50000],
  ['en', 'factor', '1,35', '“1,35” has a comma before the decimals, and this page reads a point there. If you mean 1.35, type 1.35.'],
  ['es', 'factor', '1,35', 1.35],
  ['en', 'holdback', '12,5 %', '“12,5 %” has a comma before the decimals, and this page reads a point there. If you mean 12.5, type 12.5.'],
  ['es', 'holdback', '12,5 %', 12.5],
  // Clear text: the same figure in both languages.
  ['en', 'advance', '50,000', 50000],
  ['es', 'advance', '50,000', 50000],
  ['en', 'advance', '1,234.56', 1234.56],
  ['es', 'advance', '1,234.56', 1234.56],
  ['es', 'advance', '50.000', 50000],
  ['en', 'advance', '50000.00', 50000],
  ['es', 'advance', '50000.00', 50000],
  ['en', 'monthlyRevenue', '1,250,000.50', 1250000.5],
  ['es', 'monthlyRevenue', '1.250.000,50', 1250000.5],
  ['en', 'factor', '1.35', 1.35],
  ['es', 'factor', '1.35', 1.35],
];

describe('commas and points', () => {
  it.each(TABLE)('%s %s "%s"', (lang, field, typed, expected) => {
    const result = parseField(field, typed, TEXT[lang]);
    if (typeof expected === 'number') expect(result).toMatchObject({ ok: true, value: expected });
    else {
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.message).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')} `));
    }
  });

  it('never tells a reader who typed a comma or a point to use one', () => {
    for (const [lang, field, typed] of TABLE) {
      const result = parseField(field, typed, TEXT[lang]);
      if (!result.ok) expect(result.message, typed).not.toMatch(/use a point|punto o una coma/i);
    }
  });

  it('leaves clear text and non-numbers to the rest of the parser', () => {
    expect(unclearMarks('50,000', 'money', false)).toBeUndefined();
    expect(unclearMarks('1,234,567', 'money', true)).toBeUndefined();
    expect(unclearMarks('1.234,56', 'money', true)).toBeUndefined();
    expect(unclearMarks('abc', 'money', false)).toBeUndefined();
    expect(unclearMarks('1,2,3', 'money', true)).toBeUndefined();
  });
});
