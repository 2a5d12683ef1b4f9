/** Spanish figures for the eligibility checker: "1 mes", "2 años", "$5,000", "680". */
import { formatUsdWhole } from '../calculator/format';
import type { Criterion } from './minimums';

export function formatMonthsEs(months: number): string {
  if (months >= 12 && months % 12 === 0) return months === 12 ? '1 año' : `${months / 12} años`;
  return months === 1 ? '1 mes' : `${months} meses`;
}

export function formatFigureEs(criterion: Criterion, value: number): string {
  if (criterion === 'months') return formatMonthsEs(value);
  if (criterion === 'revenue') return formatUsdWhole(value * 100);
  return String(value);
}
