import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveLanding, resolveNotFound, resolveStateLevel, slugToName, uncoveredCity, type Catalog } from '@/lib/landing/fallback';
import { LANDING_BASE } from '@/lib/landing/urls';
import { ROUTES } from '@/lib/site/routes';

const catalog: Catalog = {
  states: [
    { slug: 'california', cities: ['los-angeles', 'san-diego'] },
    { slug: 'texas', cities: ['houston', 'austin'] },
  ],
  industries: ['restaurants', 'trucking'],
};
const base = '/resources/funding-by-location';
const exists = new Set([
  ...catalog.states.flatMap((s) => s.cities.flatMap((c) => catalog.industries.map((i) => `${base}/${s.slug}/${c}/${i}-cash-advance`))),
  ...catalog.states.map((s) => `${base}/${s.slug}`),
  ...catalog.states.flatMap((s) => catalog.industries.map((i) => `${base}/${s.slug}/${i}-cash-advance`)),
]);

describe('resolveLanding', () => {
  it('keeps a valid page as it is', () => {
    expect(resolveLanding(catalog, 'texas', 'austin', 'trucking-cash-advance')).toBe(`${base}/texas/austin/trucking-cash-advance`);
  });
  it('sends an unknown industry to restaurants', () => {
    expect(resolveLanding(catalog, 'texas', 'austin', 'bakeries-cash-advance')).toBe(`${base}/texas/austin/restaurants-cash-advance`);
  });
  it('sends an unknown state to california', () => {
    expect(resolveLanding(catalog, 'oregon', 'portland', 'trucking-cash-advance')).toBe(`${base}/california/los-angeles/trucking-cash-advance`);
  });
  it('sends an unknown city in a known state to the state’s page, never another city’s', () => {
    expect(resolveLanding(catalog, 'texas', 'dallas', 'trucking-cash-advance')).toBe(`${base}/texas/trucking-cash-advance`);
    expect(resolveLanding(catalog, 'texas', 'dallas', '')).toBe(`${base}/texas`);
  });
  it('puts a reversed city and state in the right order', () => {
    expect(resolveLanding(catalog, 'san-diego', 'california', 'trucking-cash-advance')).toBe(`${base}/california/san-diego/trucking-cash-advance`);
  });
  it('accepts an industry without the suffix', () => {
    expect(resolveLanding(catalog, 'texas', 'austin', 'trucking')).toBe(`${base}/texas/austin/trucking-cash-advance`);
  });
});

describe('resolveStateLevel', () => {
  it('sends an unknown state to the california page, and a city given alone to its state', () => {
    expect(resolveStateLevel(catalog, 'oregon')).toBe(`${base}/california`);
    expect(resolveStateLevel(catalog, 'austin')).toBe(`${base}/texas`);
  });
  it('sends an unknown industry in a known state to its restaurants page', () => {
    expect(resolveStateLevel(catalog, 'texas', 'bakeries-cash-advance')).toBe(`${base}/texas/restaurants-cash-advance`);
  });
  it('sends an industry in an unknown state to california', () => {
    expect(resolveStateLevel(catalog, 'oregon', 'trucking-cash-advance')).toBe(`${base}/california/trucking-cash-advance`);
    expect(resolveStateLevel(catalog, 'oregon', 'trucking')).toBe(`${base}/california/trucking-cash-advance`);
  });
  it('sends a state and city without an industry to the city’s restaurants page', () => {
    expect(resolveStateLevel(catalog, 'texas', 'austin')).toBe(`${base}/texas/austin/restaurants-cash-advance`);
    expect(resolveStateLevel(catalog, 'austin', 'texas')).toBe(`${base}/texas/austin/restaurants-cash-advance`);
    expect(resolveStateLevel(catalog, 'texas', 'nowhere')).toBe(`${base}/texas`);
  });
});

describe('uncoveredCity', () => {
  it('names a city we do not cover in a known state, and links the state’s pages', () => {
    expect(uncoveredCity(`${base}/texas/lubbock/trucking-cash-advance`, catalog)).toEqual({
      city: 'Lubbock',
      state: 'Texas',
      stateHref: `${base}/texas`,
      industryHref: `${base}/texas/trucking-cash-advance`,
      industry: 'Trucking',
    });
    expect(uncoveredCity(`${base}/Texas/el-paso`, catalog)).toEqual({ city: 'El Paso', state: 'Texas', stateHref: `${base}/texas` });
  });
  it('is null for covered cities, unknown states, unknown industries and other paths', () => {
    expect(uncoveredCity(`${base}/texas/austin/trucking-cash-advance`, catalog)).toBeNull();
    expect(uncoveredCity(`${base}/oregon/portland/trucking-cash-advance`, catalog)).toBeNull();
    expect(uncoveredCity(`${base}/texas/bakeries-cash-advance`, catalog)).toBeNull();
    expect(uncoveredCity(`${base}/texas`, catalog)).toBeNull();
    expect(uncoveredCity('/blog/texas/lubbock', catalog)).toBeNull();
  });
  it('writes slugs as names', () => {
    expect(slugToName('district-of-columbia')).toBe('District of Columbia');
  });
});

describe('resolveNotFound', () => {
  it('sends unknown articles to the blog', () => {
    expect(resolveNotFound('/blog/no-such-post', catalog)).toBe('/blog');
  });
  it('sends broken landing paths through the landing fallback, case-insensitively', () => {
    expect(resolveNotFound(`${base}/Texas/Austin/Trucking-cash-advance/`, catalog)).toBe(`${base}/texas/austin/trucking-cash-advance`);
    expect(resolveNotFound(`${base}/Texas/Trucking-cash-advance`, catalog)).toBe(`${base}/texas/trucking-cash-advance`);
    expect(resolveNotFound(`${base}/oregon`, catalog)).toBe(`${base}/california`);
  });
  it('sends anything else home', () => {
    expect(resolveNotFound('/nope', catalog)).toBe('/');
    expect(resolveNotFound('/%E0%A4%A', catalog)).toBe('/');
  });
  it('for any path returns a page that exists and never the path itself', () => {
    const segment = fc.oneof(
      fc.constantFrom('california', 'texas', 'los-angeles', 'austin', 'trucking-cash-advance', 'blog', 'resources', 'funding-by-location', ''),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 7 }), fc.boolean(), (parts, prefix) => {
        const path = (prefix ? base + '/' : '/') + parts.join('/');
        const target = resolveNotFound(path, catalog);
        expect(target === '/' || target === '/blog' || exists.has(target)).toBe(true);
        if (!exists.has(path) && path !== '/' && path !== '/blog') expect(target).not.toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});

// The 404 script's modules write these paths out (importing the route table would make the script a
// request of its own): they must stay the same as ROUTES.
describe('the 404 fallback agrees with the route table', () => {
  it('uses the same landing base and blog index as ROUTES', () => {
    expect(LANDING_BASE).toBe(ROUTES.byLocation);
    expect(resolveNotFound('/blog/no-such-article', catalog)).toBe(ROUTES.blog);
  });
});
