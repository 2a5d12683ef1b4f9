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
  // An unknown city never lands on another city's page (Lubbock is not Houston): the state's page for
  // the industry stands in, and the 404 page names the city first (uncoveredCity below).
  if (!state.cities.includes(city)) {
    if (state.slug !== stateSeg) return landingUrl(state.slug, state.cities[0] ?? '', industry);
    return industrySeg ? stateIndustryUrl(state.slug, industry) : statePageUrl(state.slug);
  }
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

/** A path's lower-cased segments, decoded where it can be. */
function segmentsOf(path: string): string[] {
  let clean: string;
  try {
    clean = decodeURIComponent(String(path).split(/[?#]/)[0] ?? '/');
  } catch {
    clean = String(path).split(/[?#]/)[0] ?? '/';
  }
  return clean
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
}

/** A slug as words: "new-york" → "New York", "district-of-columbia" → "District of Columbia". */
export const slugToName = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word, i) => (i > 0 && ['of', 'the', 'and'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

export interface UncoveredCity {
  /** The city as the reader typed it, in words: "Lubbock". */
  city: string;
  state: string;
  stateHref: string;
  /** The state's page for the industry asked for, when the path named a known industry, and its name. */
  industryHref?: string;
  industry?: string;
}

/**
 * A landing path naming a known state and a city we do not cover (`/texas/lubbock/…`): the 404 page says
 * so and links the state's pages instead of sending the reader to some other city. Null for anything else.
 */
export function uncoveredCity(path: string, catalog: Catalog): UncoveredCity | null {
  const segments = segmentsOf(path);
  const base = LANDING_BASE.split('/').filter(Boolean);
  if (!base.every((part, i) => segments[i] === part)) return null;
  const [stateSeg, citySeg, industrySeg] = segments.slice(base.length);
  const state = catalog.states.find((s) => s.slug === stateSeg);
  if (!state || !citySeg || state.cities.includes(citySeg) || !/^[a-z][a-z-]*$/.test(citySeg)) return null;
  // "/texas/bakeries-cash-advance" is an unknown industry, not a city.
  if (industrySeg === undefined && (citySeg.endsWith(INDUSTRY_SUFFIX) || catalog.industries.includes(citySeg))) return null;
  const industry = industrySeg === undefined ? undefined : industryFromSegment(industrySeg);
  return {
    city: slugToName(citySeg),
    state: slugToName(state.slug),
    stateHref: statePageUrl(state.slug),
    ...(industry && catalog.industries.includes(industry) ? { industryHref: stateIndustryUrl(state.slug, industry), industry: slugToName(industry) } : {}),
  };
}

/** The page an unknown path should lead to: /blog/… → /blog, landing paths → the landing fallback, else home. */
export function resolveNotFound(path: string, catalog: Catalog): string {
  const segments = segmentsOf(path);
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
