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

/**
 * Parse any number field: the calculator's, the offer tools' and the eligibility checker's, so "1e5",
 * "0x10", blank and negative get the same answers everywhere. `units` is the value as an integer count
 * of 1/10^decimals (cents, hundredths), read digit by digit so no binary fraction enters the arithmetic.
 */
export function parseNumber(spec: NumberSpec, raw: unknown): ParseResult {
  const range = spec.range;
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: range };
  const text = String(raw).trim();
  if (text === '') return { ok: false, message: `This field is empty. ${range}` };
  if (text.length > FIELD_MAX_LENGTH) return { ok: false, message: `That is too long to be a number. ${range}` };

  // A decimal comma ("1,25" in much of Europe) would otherwise lose its comma as a thousands separator
  // and read as 125: a comma before one or two final digits, or any comma in a factor rate, is one.
  if (!text.includes('.') && (/,\d{1,2}$/.test(text.replace(/\s*(%|x|usd)$/i, '')) || (spec.kind === 'factor' && text.includes(',')))) {
    return { ok: false, message: `Use a point for decimals (1.25), not a comma. ${range}` };
  }

  let cleaned = text.replace(/[\s,_]/g, '');
  if (spec.kind === 'money')
    cleaned = cleaned
      .replace(/^(-?)\$/, '$1')
      .replace(/^\$-/, '-')
      .replace(/(usd)$/i, '');
  if (spec.kind === 'percent') cleaned = cleaned.replace(/%$/, '');
  if (spec.kind === 'factor') cleaned = cleaned.replace(/^x/i, '').replace(/x$/i, '');

  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return { ok: false, message: `Use digits only, for example ${spec.example}. ${range}` };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-') return { ok: false, message: `It can't be negative. ${range}` };
  if (fraction.length > spec.decimals) {
    return {
      ok: false,
      message: spec.decimals === 0 ? `Use a whole number, for example ${spec.example}. ${range}` : `Use at most ${spec.decimals} decimal places. ${range}`,
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
