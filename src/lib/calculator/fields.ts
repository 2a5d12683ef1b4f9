/**
 * The calculator's four inputs: one table for labels, defaults, limits, help text and query keys.
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
  label: string;
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
    label: 'Advance amount',
    param: 'advance',
    defaultValue: 50_000,
    min: 1_000,
    max: 10_000_000,
    decimals: 2,
    kind: 'money',
  },
  factor: {
    label: 'Factor rate',
    param: 'factor',
    defaultValue: 1.25,
    min: 1.01,
    max: 3,
    decimals: 2,
    kind: 'factor',
  },
  holdback: {
    label: 'Holdback percentage',
    param: 'holdback',
    defaultValue: 15,
    min: 1,
    max: 50,
    decimals: 2,
    kind: 'percent',
  },
  monthlyRevenue: {
    label: 'Monthly revenue',
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

/** "Enter an advance between $1,000 and $10,000,000." */
export function rangeMessage(key: FieldKey): string {
  const spec = FIELDS[key];
  const noun = { advance: 'an advance', factor: 'a factor rate', holdback: 'a holdback', monthlyRevenue: 'monthly revenue' }[key];
  return `Enter ${noun} between ${formatLimit(key, spec.min)} and ${formatLimit(key, spec.max)}.`;
}
