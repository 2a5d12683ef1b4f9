import { ROUTES } from '../site/routes';
import { FIELD_KEYS, FIELDS, type FieldKey } from './fields';

/**
 * A link to the calculator with these figures filled in; figures left out keep the calculator's
 * defaults (`base`: the Spanish calculator's path on Spanish pages). The query keys come from the field table, so the calculator and its links cannot disagree.
 * (A module of its own so the calculator's islands never bundle the route table.)
 */
export function calculatorHref(figures: Partial<Record<FieldKey, number>>, base: string = ROUTES.calculator): string {
  const params = new URLSearchParams();
  for (const key of FIELD_KEYS) {
    const value = figures[key];
    if (value !== undefined) params.set(FIELDS[key].param, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
