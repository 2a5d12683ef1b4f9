/**
 * Turning what people type or paste into numbers, and back: "$50,000", "1.25", "15%", " 100000 ".
 * Never throws, whatever the input: every string becomes a value or a message for its field.
 */
import { FIELDS, FIELD_KEYS, FIELD_MAX_LENGTH, rangeMessage, type FieldKey } from './fields';
import type { McaScenario } from './mca';

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

/** Parse one calculator field. */
export function parseField(key: FieldKey, raw: unknown): ParseResult {
  return parseNumber({ ...FIELDS[key], range: rangeMessage(key), example: exampleFor(key) }, raw);
}

/** The parser's messages and reading habits in one language (English here; Spanish in src/lib/i18n/tools/parse.es.ts). */
export interface ParseText {
  empty: string;
  tooLong: string;
  decimalComma: string;
  digitsOnly: (example: string) => string;
  negative: string;
  wholeNumber: (example: string) => string;
  maxDecimals: (decimals: number) => string;
  /**
   * Read a decimal comma ("1,25", "$50.000,00") as a decimal, as many Spanish-speaking readers write it;
   * otherwise it is refused with `decimalComma`, never silently read as 125.
   */
  readsDecimalComma: boolean;
}

export const PARSE_TEXT_EN: ParseText = {
  empty: 'This field is empty.',
  tooLong: 'That is too long to be a number.',
  decimalComma: 'Use a point for decimals (1.25), not a comma.',
  digitsOnly: (example) => `Use digits only, for example ${example}.`,
  negative: "It can't be negative.",
  wholeNumber: (example) => `Use a whole number, for example ${example}.`,
  maxDecimals: (decimals) => `Use at most ${decimals} decimal places.`,
  readsDecimalComma: false,
};

/**
 * "1.234,56" or "1,25" (decimal comma) → "1234.56" / "1.25"; "50.000" in a money field (a point grouping
 * thousands: cents never have three digits) → "50000". US-style text is returned as it came.
 */
function fromDecimalComma(text: string, kind: NumberSpec['kind']): string {
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

/**
 * Parse any number field: the calculator's, the offer tools' and the eligibility checker's, so "1e5",
 * "0x10", blank and negative get the same answers everywhere. `units` is the value as an integer count
 * of 1/10^decimals (cents, hundredths), read digit by digit so no binary fraction enters the arithmetic.
 * `text` gives the messages (and decimal-comma reading) of the page's language.
 */
export function parseNumber(spec: NumberSpec, raw: unknown, text: ParseText = PARSE_TEXT_EN): ParseResult {
  const range = spec.range;
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: range };
  let typed = String(raw).trim();
  if (typed === '') return { ok: false, message: `${text.empty} ${range}` };
  if (typed.length > FIELD_MAX_LENGTH) return { ok: false, message: `${text.tooLong} ${range}` };

  if (text.readsDecimalComma) {
    const suffix = /\s*(%|x|usd)$/i.exec(typed)?.[0] ?? '';
    typed = fromDecimalComma(typed.slice(0, typed.length - suffix.length).replace(/\s+/g, ''), spec.kind) + suffix;
  }
  // A decimal comma ("1,25" in much of Europe) would otherwise lose its comma as a thousands separator
  // and read as 125: a comma before one or two final digits, or any comma in a factor rate, is one.
  if (!typed.includes('.') && (/,\d{1,2}$/.test(typed.replace(/\s*(%|x|usd)$/i, '')) || (spec.kind === 'factor' && typed.includes(',')))) {
    return { ok: false, message: `${text.decimalComma} ${range}` };
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

function exampleFor(key: FieldKey): string {
  return { advance: '50,000', factor: '1.25', holdback: '15', monthlyRevenue: '100,000' }[key];
}

export type Inputs = Record<FieldKey, string>;
export type FieldErrors = Partial<Record<FieldKey, string>>;

export const DEFAULT_INPUTS: Inputs = Object.fromEntries(FIELD_KEYS.map((key) => [key, String(FIELDS[key].defaultValue)])) as Inputs;

/** All four fields at once: either a scenario to compute, or a message per bad field. */
export function validateInputs(inputs: Inputs): { scenario?: McaScenario; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const units: Partial<Record<FieldKey, number>> = {};
  for (const key of FIELD_KEYS) {
    const result = parseField(key, inputs[key]);
    if (result.ok) units[key] = result.units;
    else errors[key] = result.message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    scenario: {
      advanceCents: units.advance!,
      factorHundredths: units.factor!,
      holdbackHundredths: units.holdback!,
      revenueCents: units.monthlyRevenue!,
    },
  };
}

/** Inputs from a query string; fields it does not mention keep their defaults. Never throws. */
export function inputsFromQuery(search: string): Inputs {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { ...DEFAULT_INPUTS };
  }
  const inputs = { ...DEFAULT_INPUTS };
  for (const key of FIELD_KEYS) {
    const value = params.get(FIELDS[key].param);
    if (value !== null) inputs[key] = value.slice(0, 100);
  }
  return inputs;
}

/** The query string for a scenario, in a fixed order so a shared link is stable. */
export function queryFromInputs(inputs: Inputs): string {
  const params = new URLSearchParams();
  for (const key of FIELD_KEYS) params.set(FIELDS[key].param, inputs[key].trim());
  return params.toString();
}
