/**
 * Where an unknown URL should send the reader, in one hop. Pure: the catalog of states, cities and
 * industries is passed in, so the build, the 404 page's script and the tests share one function.
 */
import { LANDING_BASE, industryFromSegment, landingUrl } from './landing-url';

export interface Catalog {
  /** State slug → its city slugs, first city first. */
  states: ReadonlyArray<{ slug: string; cities: readonly string[] }>;
  industries: readonly string[];
}

export const DEFAULT_STATE = 'california';
export const DEFAULT_INDUSTRY = 'restaurants';

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

/** The page an unknown path should lead to: /blog/… → /blog, landing paths → the landing fallback, else home. */
export function resolveNotFound(path: string, catalog: Catalog): string {
  let clean: string;
  try {
    clean = decodeURIComponent(String(path).split(/[?#]/)[0] ?? '/');
  } catch {
    clean = String(path).split(/[?#]/)[0] ?? '/';
  }
  const segments = clean.split('/').filter(Boolean).map((s) => s.toLowerCase());
  if (segments[0] === 'blog') return '/blog';
  const base = LANDING_BASE.split('/').filter(Boolean);
  if (base.every((part, i) => segments[i] === part)) {
    const [state, city, industry] = segments.slice(base.length);
    if (state === undefined) return '/';
    return resolveLanding(catalog, state, city, industry);
  }
  return '/';
}
