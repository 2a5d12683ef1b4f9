/** English figures for the eligibility checker and the lists of minimums: "1 month", "2 years", "$5,000", "680". Spanish: ./words.es.ts. */
import { formatUsdWhole } from '../calculator/format';
import type { Criterion } from './minimums';

/** A time in business as a person says it: "1 month", "6 months", "1 year", "2 years". */
export function formatMonths(months: number): string {
  if (months >= 12 && months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A figure of one criterion, bare: "6 months", "$5,000", "680". */
export function formatFigure(criterion: Criterion, value: number): string {
  if (criterion === 'months') return formatMonths(value);
  if (criterion === 'revenue') return formatUsdWhole(value * 100);
  return String(value);
}

/** A figure with what it measures: "6 months in business", "$5,000 a month in revenue", "680 credit score". */
export function describeFigure(criterion: Criterion, value: number): string {
  if (criterion === 'months') return `${formatMonths(value)} in business`;
  if (criterion === 'revenue') return `${formatUsdWhole(value * 100)} a month in revenue`;
  return `${value} credit score`;
}

/** A minimum as lists write it: "3+ months", "2+ years", "$5,000+", "680+". */
export function formatAtLeast(criterion: Criterion, value: number): string {
  if (criterion === 'months') {
    if (value >= 12 && value % 12 === 0) return value === 12 ? '1+ year' : `${value / 12}+ years`;
    return `${value}+ months`;
  }
  return `${formatFigure(criterion, value)}+`;
}
