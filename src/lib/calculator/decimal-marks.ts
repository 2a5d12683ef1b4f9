/**
 * Commas and points the parser will not guess at: "1,234,56" (a comma before the cents, and one before
 * that), "1.234.56", and, on an English page, a decimal comma ("12,5", "1.234,56"). Each comes back with
 * the figure the reader most likely meant, written the US way ("1,234.56"), for a message that names it;
 * nothing is computed from a guess. Clear text ("50,000", "1,250.50", and on a Spanish page "1.234,56" or
 * "1,25") returns undefined.
 */
import type { NumberSpec } from './input';

/** The figure most likely meant, and why it was not read: one mark twice ("1,234,56"), or a decimal comma on a page that reads a point. */
export interface UnclearMarks {
  meant: string;
  why: 'twoReadings' | 'decimalComma';
}

/** 1234567 → "1,234,567". */
const grouped = (digits: string): string => digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `body`: the typed figure without spaces, "$", "%", "x" or "usd". `decimalComma`: whether the page reads a
 * decimal comma (Spanish pages do, ./decimal-comma.ts).
 */
export function unclearMarks(body: string, kind: NumberSpec['kind'], decimalComma: boolean): UnclearMarks | undefined {
  if (!/^\d[\d.,]*\d$/.test(body) || !/[.,]/.test(body)) return undefined;
  const groups = body.split(/[.,]/);
  const marks = body.replace(/\d/g, '');
  const last = groups[groups.length - 1]!;
  const lastMark = marks[marks.length - 1]!;
  const whole = groups.slice(0, -1).join('');
  // The same mark twice or more, the last before one or two digits: thousands, then decimals, with one mark.
  const sameMark = marks.length >= 2 && [...marks].every((m) => m === lastMark);
  const thousands = groups.slice(1, -1).every((g) => g.length === 3) && groups[0]!.length <= 3;
  if (sameMark && thousands && last.length <= 2) return { meant: `${grouped(whole)}.${last}`, why: 'twoReadings' };
  if (decimalComma || lastMark !== ',') return undefined;
  // An English page: a comma before the decimals, alone or after point-grouped thousands ("1.234,56").
  const pointsGroup = [...marks.slice(0, -1)].every((m) => m === '.') && thousands;
  const single = marks.length === 1;
  if ((single && (last.length <= 2 || kind === 'factor')) || (!single && pointsGroup && last.length <= 2)) {
    return { meant: `${grouped(whole)}.${last}`, why: 'decimalComma' };
  }
  return undefined;
}
