/** States, cities and industries from content/, sorted, with lookups. Used by every page that names a place. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Catalog } from '@/lib/landing/fallback';

export type State = CollectionEntry<'states'>;
export type Industry = CollectionEntry<'industries'>;
export type City = State['data']['cities'][number];

interface Places {
  states: State[];
  industries: Industry[];
  state(slug: string): State;
  industry(slug: string): Industry;
  city(state: string, city: string): City;
  catalog: Catalog;
}

let cached: Promise<Places> | undefined;

export function loadPlaces(): Promise<Places> {
  cached ??= (async () => {
    const states = (await getCollection('states')).sort((a, b) => a.data.order - b.data.order);
    const industries = (await getCollection('industries')).sort((a, b) => a.data.order - b.data.order);
    const state = (slug: string) => {
      const found = states.find((s) => s.id === slug);
      if (!found) throw new Error(`No state "${slug}" in content/states.`);
      return found;
    };
    return {
      states,
      industries,
      state,
      industry: (slug) => {
        const found = industries.find((i) => i.id === slug);
        if (!found) throw new Error(`No industry "${slug}" in content/industries.`);
        return found;
      },
      city: (stateSlug, citySlug) => {
        const found = state(stateSlug).data.cities.find((c) => c.slug === citySlug);
        if (!found) throw new Error(`No city "${citySlug}" in content/states/${stateSlug}.yaml.`);
        return found;
      },
      catalog: {
        states: states.map((s) => ({ slug: s.id, cities: s.data.cities.map((c) => c.slug) })),
        industries: industries.map((i) => i.id),
      },
    };
  })();
  return cached;
}
