import type { NumberSpec } from './input';

/**
 * "1.234,56" or "1,25" (decimal comma) → "1234.56" / "1.25"; "50.000" in a money field (a point grouping
 * thousands: cents never have three digits) → "50000". US-style text is returned as it came.
 */
export function fromDecimalComma(text: string, kind: NumberSpec['kind']): string {
  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) return lastComma > lastPoint ? text.replace(/\./g, '').replace(',', '.') : text;
  if (lastComma >= 0) {
    const single = text.indexOf(',') === lastComma;
    return single && (/,\d{1,2}$/.test(text) || kind === 'factor') ? text.replace(',', '.') : text;
  }
  if (kind === 'money' && /^\D*\d{1,3}(\.\d{3})+\D*$/.test(text)) return text.replace(/\./g, '');
  return text;
}
