/**
 * Landing page URLs: a state page, state × industry pages (`{industry}-cash-advance`), and city × industry
 * pages (state first, then city, then `{industry}-cash-advance`).
 */
/**
 * Written out here, not read from ROUTES: the 404 page's inline script uses this module, and importing the
 * route table (which the islands share) would turn that script into an extra request. A unit test holds it
 * equal to ROUTES.byLocation.
 */
export const LANDING_BASE = '/resources/funding-by-location';
export const INDUSTRY_SUFFIX = '-cash-advance';

export function statePageUrl(state: string): string {
  return `${LANDING_BASE}/${state}`;
}

export function stateIndustryUrl(state: string, industry: string): string {
  return `${LANDING_BASE}/${state}/${industry}${INDUSTRY_SUFFIX}`;
}

export function landingUrl(state: string, city: string, industry: string): string {
  return `${LANDING_BASE}/${state}/${city}/${industry}${INDUSTRY_SUFFIX}`;
}

/** `auto-repair-cash-advance` → `auto-repair` (an industry segment without the suffix is taken as is). */
export function industryFromSegment(segment: string): string {
  return segment.endsWith(INDUSTRY_SUFFIX) ? segment.slice(0, -INDUSTRY_SUFFIX.length) : segment;
}
