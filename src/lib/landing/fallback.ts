/**
 * Where an unknown URL should send the reader, in one hop. Pure: the catalog of states, cities and
 * industries is passed in, so the build, the 404 page's script and the tests share one function.
 */
import { INDUSTRY_SUFFIX, LANDING_BASE, industryFromSegment, landingUrl, stateIndustryUrl, statePageUrl } from './urls';

export interface Catalog {
  /** State slug → its city slugs, first city first. */
  states: ReadonlyArray<{ slug: string; cities: readonly string[] }>;
  industries: readonly string[];
}

const DEFAULT_STATE = 'california';
const DEFAULT_INDUSTRY = 'restaurants';

/** Resolve possibly wrong state, city and industry segments to a landing page that exists. */
export function resolveLanding(catalog: Catalog, stateSeg = '', citySeg = '', industrySeg = ''): string {
  const industry = catalog.industries.includes(industryFromSegment(industrySeg)) ? industryFromSegment(industrySeg) : DEFAULT_INDUSTRY;
  const byState = (slug: string) => catalog.states.find((s) => s.slug === slug);
  let state = byState(stateSeg);
  let city = citySeg;
  if (!state) {
    // A known city and state in reversed order: /los-angeles/california/...
    const swapped = byState(citySeg);
    if (swapped && swapped.cities.includes(stateSeg)) {
      state = swapped;
      city = stateSeg;
    }
  }
  state ??= byState(DEFAULT_STATE) ?? catalog.states[0];
  if (!state) return '/';
  if (!state.cities.includes(city)) city = state.cities[0] ?? '';
  return landingUrl(state.slug, city, industry);
}

/**
 * Resolve a one- or two-segment landing path: `/{state}` to a state page, `/{state}/{industry}-cash-advance`
 * to a state × industry page, `/{state}/{city}` to that city's default-industry page. Unknown states fall
 * back to california (a known city given alone goes to its own state), unknown industries to restaurants.
 */
export function resolveStateLevel(catalog: Catalog, stateSeg: string, secondSeg?: string): string {
  const byState = (slug: string) => catalog.states.find((s) => s.slug === slug);
  const known = byState(stateSeg);
  if (secondSeg === undefined || secondSeg === '') {
    const state = known ?? catalog.states.find((s) => s.cities.includes(stateSeg)) ?? byState(DEFAULT_STATE) ?? catalog.states[0];
    return state ? statePageUrl(state.slug) : '/';
  }
  const industry = industryFromSegment(secondSeg);
  const looksLikeIndustry = secondSeg.endsWith(INDUSTRY_SUFFIX) || catalog.industries.includes(industry);
  if (!looksLikeIndustry) return resolveLanding(catalog, stateSeg, secondSeg, '');
  const state = known ?? byState(DEFAULT_STATE) ?? catalog.states[0];
  if (!state) return '/';
  return stateIndustryUrl(state.slug, catalog.industries.includes(industry) ? industry : DEFAULT_INDUSTRY);
}

/** The page an unknown path should lead to: /blog/… → /blog, landing paths → the landing fallback, else home. */
export function resolveNotFound(path: string, catalog: Catalog): string {
  let clean: string;
  try {
    clean = decodeURIComponent(String(path).split(/[?#]/)[0] ?? '/');
  } catch {
    clean = String(path).split(/[?#]/)[0] ?? '/';
  }
  const segments = clean
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  // '/blog' written out for the same reason as LANDING_BASE (./urls.ts); a unit test holds it equal to ROUTES.blog.
  if (segments[0] === 'blog') return '/blog';
  const base = LANDING_BASE.split('/').filter(Boolean);
  if (base.every((part, i) => segments[i] === part)) {
    const rest = segments.slice(base.length);
    const [state, city, industry] = rest;
    if (state === undefined) return '/';
    if (rest.length <= 2) return resolveStateLevel(catalog, state, city);
    return resolveLanding(catalog, state, city, industry);
  }
  return '/';
}
