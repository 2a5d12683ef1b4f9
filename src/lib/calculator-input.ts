/**
 * Turning what people type or paste into numbers, and back: "$50,000", "1.25", "15%", " 100000 ".
 * Never throws, whatever the input: every string becomes a value or a message for its field.
 */
import { FIELDS, FIELD_KEYS, FIELD_MAX_LENGTH, rangeMessage, type FieldKey, type FieldSpec } from './calculator-fields';

export type ParseResult = { ok: true; value: number; units: number } | { ok: false; message: string };


/** What a number field allows. `count` is a plain whole number (months), with no unit to strip. */
export interface NumberSpec {
  min: number;
  max: number;
  /** Decimal places allowed in what the reader types. */
  decimals: number;
  kind: FieldSpec['kind'] | 'count';
}

/**
 * Parse one number field against its spec. `range` ends every message ("Enter … between … and …."),
 * `example` is a well-formed value. `units` is the value as an integer count of 1/10^decimals (cents,
 * hundredths), read digit by digit so no binary fraction ever enters the arithmetic. Shared by the
 * calculator and the eligibility checker so "1e5", "0x10", blank and negative get the same answers.
 */
export function parseNumber(spec: NumberSpec, raw: unknown, range: string, example: string): ParseResult {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: range };
  const text = String(raw).trim();
  if (text === '') return { ok: false, message: `This field is empty. ${range}` };
  if (text.length > FIELD_MAX_LENGTH) return { ok: false, message: `That is too long to be a number. ${range}` };

  let cleaned = text.replace(/[\s,_]/g, '');
  if (spec.kind === 'money') cleaned = cleaned.replace(/^(-?)\$/, '$1').replace(/^\$-/, '-').replace(/(usd)$/i, '');
  if (spec.kind === 'percent') cleaned = cleaned.replace(/%$/, '');
  if (spec.kind === 'factor') cleaned = cleaned.replace(/^x/i, '').replace(/x$/i, '');

  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return { ok: false, message: `Use digits only, for example ${example}. ${range}` };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-') return { ok: false, message: `It can't be negative. ${range}` };
  if (fraction.length > spec.decimals) {
    const message = spec.decimals === 0 ? `Use a whole number, for example ${example}.` : `Use at most ${spec.decimals} decimal places.`;
    return { ok: false, message: `${message} ${range}` };
  }
  const units = Number(whole || '0') * 10 ** spec.decimals + Number(fraction.padEnd(spec.decimals, '0') || '0');
  const value = units / 10 ** spec.decimals;
  if (!Number.isFinite(value) || value < spec.min || value > spec.max) return { ok: false, message: range };
  return { ok: true, value, units };
}

/** Parse one of the calculator's fields. Never throws, whatever the input. */
export function parseField(key: FieldKey, raw: unknown): ParseResult {
  return parseNumber(FIELDS[key], raw, rangeMessage(key), exampleFor(key));
}

function exampleFor(key: FieldKey): string {
  return { advance: '50,000', factor: '1.25', holdback: '15', monthlyRevenue: '100,000' }[key];
}

export type Inputs = Record<FieldKey, string>;
export type FieldErrors = Partial<Record<FieldKey, string>>;

export const DEFAULT_INPUTS: Inputs = Object.fromEntries(
  FIELD_KEYS.map((key) => [key, String(FIELDS[key].defaultValue)]),
) as Inputs;

export interface ValidScenario {
  advanceCents: number;
  factorHundredths: number;
  holdbackHundredths: number;
  revenueCents: number;
}

/** All four fields at once: either a scenario to compute, or a message per bad field. */
export function validateInputs(inputs: Inputs): { scenario?: ValidScenario; errors: FieldErrors } {
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
