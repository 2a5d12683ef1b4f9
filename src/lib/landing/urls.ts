/**
 * Landing page URLs: a state page, state × industry pages (`{industry}-cash-advance`), and city × industry
 * pages (state first, then city, then `{industry}-cash-advance`). The Spanish twins of the state and state ×
 * industry pages live under LANDING_BASE_ES with Spanish slugs (the state's Spanish name, the industry's
 * Spanish slug below; the paths in a language are built by ./urls-in.ts); city pages are English only.
 */

/**
 * Written out here, not read from ROUTES: the 404 page's inline script uses this module, and importing the
 * route table (which the islands share) would turn that script into an extra request. A unit test holds it
 * equal to ROUTES.byLocation.
 */
export const LANDING_BASE = '/resources/funding-by-location';
export const INDUSTRY_SUFFIX = '-cash-advance';
/** The Spanish location hub; src/lib/i18n/pages.ts pairs it with LANDING_BASE. */
export const LANDING_BASE_ES = '/es/recursos/financiamiento-por-ubicacion';

/**
 * THE Spanish URL segment of each industry (content/industries/<id>.yaml), keyed by its file name. The
 * build stops when an industry has no entry here (src/data/landing-es.ts).
 */
export const INDUSTRY_SLUGS_ES: Readonly<Record<string, string>> = {
  restaurants: 'restaurantes',
  'retail-stores': 'tiendas-minoristas',
  'auto-repair': 'talleres-mecanicos',
  trucking: 'transporte-de-carga',
  'medical-practices': 'consultorios-medicos',
  'general-contractors': 'contratistas-generales',
  'salons-and-barbers': 'salones-y-barberias',
  'food-trucks': 'camiones-de-comida',
  manufacturing: 'manufactura',
};

/**
 * The states with landing pages (content/states/<slug>.yaml): the pairs of twins are built from this list
 * (src/lib/i18n/twins.ts, which cannot read content). The build stops when it and content/states differ.
 */
export const LANDING_STATES: readonly string[] = ['california', 'texas', 'florida', 'new-york', 'illinois'];

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
