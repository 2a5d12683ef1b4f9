/**
 * The three tools for owners already paying an advance keep their inputs as flat text keyed by the
 * query parameter ("dep", "b1", "k1"…), so reading and writing the page address is one loop. Only figures
 * and choices ever go in the address: names stay in the page.
 */
import { parseNumber, plainValue, type NumberSpec, type ParseText } from '../calculator/input';

export type FormInputs = Record<string, string>;
export type FormErrors = Record<string, string>;

/** A number field: its visible label and the parser's limits. */
export interface NumberField {
  label: string;
  spec: NumberSpec;
  /** Optional fields may be left empty. */
  optional?: boolean;
  /** Other forms the page address may hold (an amount that is a percent or dollars until its kind is known). */
  alsoAccepts?: readonly NumberField[];
}

/** A field's words in one language: its label and its range message (the limits stay in the code). */
export interface FieldWords {
  label: string;
  range: string;
}

/** A field whose value is one of a few words (a schedule, "paid"/"left"). */
export interface ChoiceField {
  label: string;
  choices: readonly string[];
}

export type FormField = NumberField | ChoiceField;
export const isChoice = (f: FormField): f is ChoiceField => 'choices' in f;

export const money = (min: number, max: number, range: string, example = '1,250'): NumberSpec => ({ min, max, decimals: 2, kind: 'money', range, example });
export const percent = (min: number, max: number, range: string, example = '15', decimals = 2): NumberSpec => ({
  min,
  max,
  decimals,
  kind: 'percent',
  range,
  example,
});

/** Parse one number field: integer units, undefined for an empty optional field, or a message. */
export function readNumber(field: NumberField, raw: string | undefined, parse: ParseText): { ok: true; units?: number } | { ok: false; message: string } {
  if (field.optional && (raw ?? '').trim() === '') return { ok: true };
  const result = parseNumber(field.spec, raw ?? '', parse);
  return result.ok ? { ok: true, units: result.units } : result;
}

/** The longest value read from the address for one field. */
const MAX_PARAM_LENGTH = 100;

/**
 * Inputs from a query string: `defaults` when it holds none of the fields, else `empty` filled from it. A value the field would refuse is ignored (the default stays)
 * and its label listed in `ignored`, for a visible note; unknown parameters are ignored silently. Never throws.
 */
export function readQuery(
  search: string,
  fields: Readonly<Record<string, FormField>>,
  defaults: FormInputs,
  empty: FormInputs,
  parse: ParseText,
): { inputs: FormInputs; ignored: string[]; shared: boolean } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { inputs: { ...defaults }, ignored: [], shared: false };
  }
  // A shared scenario starts from empty fields, so a field its sender cleared stays clear.
  const shared = [...params.keys()].some((key) => key in fields);
  const inputs = { ...(shared ? empty : defaults) };
  const ignored: string[] = [];
  for (const [param, field] of Object.entries(fields)) {
    const value = params.get(param);
    if (value === null) continue;
    const text = value.slice(0, MAX_PARAM_LENGTH);
    const ok = isChoice(field) ? field.choices.includes(text) : [field, ...(field.alsoAccepts ?? [])].some((f) => readNumber(f, text, parse).ok);
    if (ok) inputs[param] = text.trim();
    else ignored.push(field.label);
  }
  return { inputs, ignored: [...new Set(ignored)], shared };
}

/**
 * `query` with every figure the page's parser reads written plainly ("52000.00" for "$52,000" or a Spanish
 * "52.000,00"), so a shared link and the language switch read the same in both languages; choices and text
 * the parser refuses stay as typed (the reader's own message comes back with them). Pure.
 */
export function plainQuery(query: string, fields: Readonly<Record<string, FormField>>, parse: ParseText): string {
  const params = new URLSearchParams(query);
  for (const [param, value] of [...params]) {
    const field = fields[param];
    if (!field || isChoice(field)) continue;
    for (const candidate of [field, ...(field.alsoAccepts ?? [])]) {
      const plain = plainValue(candidate.spec, value, parse);
      if (plain !== undefined) {
        params.set(param, plain);
        break;
      }
    }
  }
  return params.toString();
}

/**
 * A validator's reader: reads `values[param]` with `field`, records the field's message in `errors` when it
 * cannot, and gives the figure in units (cents, hundredths) or undefined.
 */
export function figureReader(values: FormInputs, errors: FormErrors, parse: ParseText) {
  return (param: string, field: NumberField): number | undefined => {
    const r = readNumber(field, values[param], parse);
    if (!r.ok) errors[param] = r.message;
    return r.ok ? r.units : undefined;
  };
}

/**
 * The query string for `inputs`, in the order of `params`, leaving out empty values, with figures written
 * plainly (plainQuery): every tool's address is written by this one function.
 */
export function writeQuery(inputs: FormInputs, params: readonly string[], fields: Readonly<Record<string, FormField>>, parse: ParseText): string {
  const out = new URLSearchParams();
  for (const param of params) {
    const value = (inputs[param] ?? '').trim();
    if (value !== '') out.set(param, value);
  }
  return plainQuery(out.toString(), fields, parse);
}

/** "the advance amount and the factor rate" */
export function listLabels(labels: readonly string[]): string {
  const lower = labels.map((l) => l.charAt(0).toLowerCase() + l.slice(1));
  if (lower.length <= 1) return lower.join('');
  return `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}`;
}

/** The largest debit either tool accepts (a dollar amount per payment); its messages are DEBIT_RANGE_EN and _ES. */
export const DEBIT_MAX_DOLLARS = 1e6;
