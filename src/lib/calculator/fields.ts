/**
 * The calculator's four inputs: one table for defaults, limits and query keys (labels and help text are in each language's catalog, src/lib/i18n/tools/calculator.*.ts).
 * Values are held as integers in the field's smallest unit (cents, hundredths) so arithmetic is exact.
 */
import { formatUsdWhole } from './format';

export const FIELD_KEYS = ['advance', 'factor', 'holdback', 'monthlyRevenue'] as const;

/**
 * The longest text the parser reads as a number (anything longer is refused); also each input's
 * maxLength, so a pasted 10,000-digit number cannot grow the shared URL past what servers accept.
 */
export const FIELD_MAX_LENGTH = 40;
export type FieldKey = (typeof FIELD_KEYS)[number];

interface FieldSpec {
  /** The query-string parameter. */
  param: string;
  defaultValue: number;
  min: number;
  max: number;
  /** Decimal places allowed in what the reader types. */
  decimals: number;
  kind: 'money' | 'factor' | 'percent';
}

export const FIELDS: Readonly<Record<FieldKey, FieldSpec>> = {
  advance: {
    param: 'advance',
    defaultValue: 50_000,
    min: 1_000,
    max: 10_000_000,
    decimals: 2,
    kind: 'money',
  },
  factor: {
    param: 'factor',
    defaultValue: 1.25,
    min: 1.01,
    max: 3,
    decimals: 2,
    kind: 'factor',
  },
  holdback: {
    param: 'holdback',
    defaultValue: 15,
    min: 1,
    max: 50,
    decimals: 2,
    kind: 'percent',
  },
  monthlyRevenue: {
    param: 'revenue',
    defaultValue: 100_000,
    min: 1_000,
    max: 100_000_000,
    decimals: 2,
    kind: 'money',
  },
};

/** How a limit is written in a message: $1,000, 1.01, 50%. */
function formatLimit(key: FieldKey, value: number): string {
  const spec = FIELDS[key];
  if (spec.kind === 'money') return formatUsdWhole(value * 100);
  if (spec.kind === 'percent') return `${value}%`;
  return value.toFixed(2);
}

/** How a range message is worded in one language (src/lib/i18n/tools/common.en.ts, common.es.ts). */
export interface RangeText {
  /** What the reader enters, as the message names it: "an advance". */
  nouns: Readonly<Record<FieldKey, string>>;
  between: (noun: string, min: string, max: string) => string;
}

/** "Enter an advance between $1,000 and $10,000,000." */
export function rangeMessage(key: FieldKey, text: RangeText): string {
  const spec = FIELDS[key];
  return text.between(text.nouns[key], formatLimit(key, spec.min), formatLimit(key, spec.max));
}
