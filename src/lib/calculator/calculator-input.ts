/**
 * The funding calculator's four fields as a form: validating them together and keeping them in the page
 * address. Re-exported by ./input.ts; a module of its own so only the calculator's islands bundle it.
 */
import { FIELDS, FIELD_KEYS, type FieldKey } from './fields';
import { DEFAULT_INPUTS, parseField, plainFigure, type FieldErrors, type FieldText, type Inputs } from './input';
import type { McaScenario } from './mca';

/** All four fields at once: either a scenario to compute, or a message per bad field. */
export function validateInputs(inputs: Inputs, text: FieldText): { scenario?: McaScenario; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const units: Partial<Record<FieldKey, number>> = {};
  for (const key of FIELD_KEYS) {
    const result = parseField(key, inputs[key], text);
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

/**
 * The query string for a scenario, in a fixed order so a shared link is stable. A figure that parses goes in
 * plain ("50000.00", whatever the reader typed: "$50,000", or "50.000,00" on a Spanish page), so the link
 * reads the same in both languages; one that does not parse goes as typed, so its message comes back with it.
 */
export function queryFromInputs(inputs: Inputs, text: FieldText): string {
  const params = new URLSearchParams();
  for (const key of FIELD_KEYS) {
    const parsed = parseField(key, inputs[key], text);
    params.set(FIELDS[key].param, parsed.ok ? plainFigure(parsed.units, FIELDS[key].decimals) : inputs[key].trim());
  }
  return params.toString();
}
