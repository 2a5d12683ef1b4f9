/**
 * The static paths of the state and state × industry routes in each language, so each route file only
 * names its language: English `texas`, `trucking-cash-advance`; Spanish `nueva-york`, `transporte-de-carga`
 * (src/lib/landing/urls.ts). City pages are English only.
 */
import { loadPlaces } from './places';
import type { Lang } from '@/lib/i18n/lang';
import { spanishStateSlug } from '@/lib/i18n/state-names-es';
import { INDUSTRY_SLUGS_ES, INDUSTRY_SUFFIX } from '@/lib/landing/urls';

const stateSegment = (lang: Lang, state: string) => (lang === 'es' ? spanishStateSlug(state) : state);
const industrySegment = (lang: Lang, industry: string) => (lang === 'es' ? (INDUSTRY_SLUGS_ES[industry] ?? industry) : `${industry}${INDUSTRY_SUFFIX}`);

export async function statePaths(lang: Lang) {
  return (await loadPlaces()).states.map((state) => ({ params: { state: stateSegment(lang, state.id) }, props: { state } }));
}

export async function stateIndustryPaths(lang: Lang) {
  const places = await loadPlaces();
  return places.states.flatMap((state) =>
    places.industries.map((industry) => ({
      params: { state: stateSegment(lang, state.id), industry: industrySegment(lang, industry.id) },
      props: { state, industry },
    })),
  );
}
