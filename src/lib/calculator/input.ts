/**
 * Turning what people type or paste into numbers, and back: "$50,000", "1.25", "15%", " 100000 ".
 * Never throws, whatever the input: every string becomes a value or a message for its field.
 */
import { FIELDS, FIELD_KEYS, FIELD_MAX_LENGTH, rangeMessage, type FieldKey, type RangeText } from './fields';
import { unclearMarks, type UnclearMarks } from './decimal-marks';

type ParseResult = { ok: true; value: number; units: number } | { ok: false; message: string };

/** What the parser needs to know about a number field (the calculator's and the offer tools'). */
export interface NumberSpec {
  min: number;
  max: number;
  decimals: number;
  kind: 'money' | 'factor' | 'percent' | 'count';
  /** "Enter an advance between $1,000 and $10,000,000." */
  range: string;
  /** "50,000" */
  example: string;
}

/** How one calculator field is read, with the range message of `text`'s language. */
export function fieldSpec(key: FieldKey, text: FieldText): NumberSpec {
  return { ...FIELDS[key], range: rangeMessage(key, text.range), example: exampleFor(key) };
}

/** Parse one calculator field, with the messages of `text`'s language. */
export function parseField(key: FieldKey, raw: unknown, text: FieldText): ParseResult {
  return parseNumber(fieldSpec(key, text), raw, text.parse);
}

/** The parser's messages and reading habits in one language (src/lib/i18n/tools/common.en.ts, common.es.ts). */
export interface ParseText {
  empty: string;
  tooLong: string;
  /** Marks it will not guess at ("1,234,56"): what was typed and the figure it most likely means (./decimal-marks.ts). */
  unclearMarks: (typed: string, unclear: UnclearMarks) => string;
  digitsOnly: (example: string) => string;
  negative: string;
  wholeNumber: (example: string) => string;
  maxDecimals: (decimals: number) => string;
  /**
   * Read a decimal comma ("1,25", "$50.000,00") as a decimal, as many Spanish-speaking readers write it
   * (Spanish passes ./decimal-comma.ts `fromDecimalComma`); without it a decimal comma is refused with
   * `unclearMarks`, never silently read as 125. A function, not a flag, so English pages do not bundle it.
   */
  readsDecimalComma?: (text: string, kind: NumberSpec['kind']) => string;
}

/** A field's messages in one language: the parser's and the range's. */
export interface FieldText {
  parse: ParseText;
  range: RangeText;
}

/**
 * Parse any number field: the calculator's, the offer tools' and the eligibility checker's, so "1e5",
 * "0x10", blank and negative get the same answers everywhere. `units` is the value as an integer count
 * of 1/10^decimals (cents, hundredths), read digit by digit so no binary fraction enters the arithmetic.
 * `text` gives the messages (and decimal-comma reading) of the page's language.
 */
export function parseNumber(spec: NumberSpec, raw: unknown, text: ParseText): ParseResult {
  const range = spec.range;
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: range };
  let typed = String(raw).trim();
  if (typed === '') return { ok: false, message: `${text.empty} ${range}` };
  if (typed.length > FIELD_MAX_LENGTH) return { ok: false, message: `${text.tooLong} ${range}` };

  // Marks that could mean two figures ("1,234,56"), or a decimal comma where the page reads a point: name
  // the likely figure and ask, rather than read "1,25" as 125.
  const body = typed
    .replace(/\s+/g, '')
    .replace(/(%|x|usd)$/i, '')
    .replace(/^\$|^x/i, '');
  const unclear = unclearMarks(body, spec.kind, text.readsDecimalComma !== undefined);
  if (unclear) return { ok: false, message: `${text.unclearMarks(typed, unclear)} ${range}` };

  if (text.readsDecimalComma) {
    const suffix = /\s*(%|x|usd)$/i.exec(typed)?.[0] ?? '';
    typed = text.readsDecimalComma(typed.slice(0, typed.length - suffix.length).replace(/\s+/g, ''), spec.kind) + suffix;
  }

  let cleaned = typed.replace(/[\s,_]/g, '');
  if (spec.kind === 'money')
    cleaned = cleaned
      .replace(/^(-?)\$/, '$1')
      .replace(/^\$-/, '-')
      .replace(/(usd)$/i, '');
  if (spec.kind === 'percent') cleaned = cleaned.replace(/%$/, '');
  if (spec.kind === 'factor') cleaned = cleaned.replace(/^x/i, '').replace(/x$/i, '');

  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return { ok: false, message: `${text.digitsOnly(spec.example)} ${range}` };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-') return { ok: false, message: `${text.negative} ${range}` };
  if (fraction.length > spec.decimals) {
    return {
      ok: false,
      message: spec.decimals === 0 ? `${text.wholeNumber(spec.example)} ${range}` : `${text.maxDecimals(spec.decimals)} ${range}`,
    };
  }
  const units = Number(whole || '0') * 10 ** spec.decimals + Number(fraction.padEnd(spec.decimals, '0') || '0');
  const value = units / 10 ** spec.decimals;
  if (!Number.isFinite(value) || value < spec.min || value > spec.max) return { ok: false, message: range };
  return { ok: true, value, units };
}

/** A parsed figure as plain text, from its integer units: (5000000, 2) → "50000.00". No binary fraction. */
export function plainFigure(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A typed figure written plainly ("50.000,50" → "50000.50") when `spec` reads it; undefined when it does not. */
export function plainValue(spec: NumberSpec, typed: string, text: ParseText): string | undefined {
  const read = parseNumber(spec, typed, text);
  return read.ok ? plainFigure(read.units, spec.decimals) : undefined;
}

function exampleFor(key: FieldKey): string {
  return { advance: '50,000', factor: '1.25', holdback: '15', monthlyRevenue: '100,000' }[key];
}

export type Inputs = Record<FieldKey, string>;
export type FieldErrors = Partial<Record<FieldKey, string>>;

export const DEFAULT_INPUTS: Inputs = Object.fromEntries(FIELD_KEYS.map((key) => [key, String(FIELDS[key].defaultValue)])) as Inputs;

// The calculator's own form handling lives apart, so the offer tools, which share the parser, do not bundle it.
