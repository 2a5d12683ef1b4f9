/**
 * The words of the landing pages per language: in English the content files' own prose, in Spanish the
 * prose of content/states-es and content/industries-es over the English files' shapes. The build stops
 * naming the file when a Spanish file is missing, has no English twin, or does not match it
 * (src/lib/landing/spanish-words.ts), and when an industry has no Spanish URL segment or the landing states
 * differ from LANDING_STATES (src/lib/landing/urls.ts, which the twin table reads).
 */
import { getCollection } from 'astro:content';
import { loadPlaces, type Industry, type State } from './places';
import type { Lang } from '@/lib/i18n/lang';
import { stateNameEs } from '@/lib/i18n/state-names-es';
import { INDUSTRY_SLUGS_ES, LANDING_STATES } from '@/lib/landing/urls';
import { industryTwinProblems, sameNames, stateTwinProblems } from '@/lib/landing/spanish-words';
import type { OtherProduct } from '@/lib/landing/products';

export interface StateWords {
  name: string;
  economy: string;
  marketInsights: string;
  statePrograms: string;
  /** By city slug: its name, county and profile. */
  city(slug: string): { name: string; county: string; profile: string };
}

export interface IndustryWords {
  name: string;
  businessNoun: string;
  description: string;
  requirements: readonly string[];
  localInsights: string;
  cashFlow: string;
  risks: readonly string[];
  otherProducts: ReadonlyArray<{ product: OtherProduct; when: string }>;
  purpose: string;
}

export interface LandingWords {
  state(id: string): StateWords;
  industry(id: string): IndustryWords;
}

function byId<T>(map: Map<string, T>, id: string, file: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`${file} is missing.`);
  return found;
}

const englishState = (state: State): StateWords => {
  const cities = new Map(state.data.cities.map((city) => [city.slug, city]));
  return { ...state.data, city: (slug) => byId(cities, slug, `content/states/${state.id}.yaml city ${slug}`) };
};

const englishIndustry = (industry: Industry): IndustryWords => ({ ...industry.data, purpose: industry.data.workedOffer.purpose });

async function loadSpanish(): Promise<LandingWords> {
  const places = await loadPlaces();
  const statesEs = new Map((await getCollection('statesEs')).map((entry) => [entry.id, entry.data]));
  const industriesEs = new Map((await getCollection('industriesEs')).map((entry) => [entry.id, entry.data]));
  const stateIds = places.states.map((s) => s.id);
  const industryIds = places.industries.map((i) => i.id);
  const problems = [
    ...sameNames(
      stateIds,
      [...statesEs.keys()],
      (id) => `content/states-es/${id}.yaml is missing: every file in content/states needs its Spanish words.`,
      (id) => `content/states-es/${id}.yaml has no English file content/states/${id}.yaml.`,
    ),
    ...sameNames(
      industryIds,
      [...industriesEs.keys()],
      (id) => `content/industries-es/${id}.yaml is missing: every file in content/industries needs its Spanish words.`,
      (id) => `content/industries-es/${id}.yaml has no English file content/industries/${id}.yaml.`,
    ),
    ...sameNames(
      industryIds,
      Object.keys(INDUSTRY_SLUGS_ES),
      (id) => `content/industries/${id}.yaml has no Spanish URL segment: add it to INDUSTRY_SLUGS_ES in src/lib/landing/urls.ts.`,
      (id) => `INDUSTRY_SLUGS_ES in src/lib/landing/urls.ts names "${id}", which has no file in content/industries.`,
    ),
    ...sameNames(
      stateIds,
      LANDING_STATES,
      (id) => `content/states/${id}.yaml is not in LANDING_STATES (src/lib/landing/urls.ts): add it so its pages get their Spanish twins.`,
      (id) => `LANDING_STATES in src/lib/landing/urls.ts names "${id}", which has no file in content/states.`,
    ),
  ];
  for (const state of places.states) {
    const es = statesEs.get(state.id);
    if (es) problems.push(...stateTwinProblems(state.data, es).map((p) => `content/states-es/${state.id}.yaml: ${p}`));
  }
  for (const industry of places.industries) {
    const es = industriesEs.get(industry.id);
    if (es) problems.push(...industryTwinProblems(industry.data, es).map((p) => `content/industries-es/${industry.id}.yaml: ${p}`));
  }
  if (problems.length > 0) throw new Error(`The Spanish landing-page words do not match the English files:\n- ${problems.join('\n- ')}`);
  return {
    state: (id) => {
      const es = byId(statesEs, id, `content/states-es/${id}.yaml`);
      const cities = new Map(es.cities.map((city) => [city.slug, city]));
      return { ...es, name: stateNameEs(places.state(id).data.name), city: (slug) => byId(cities, slug, `content/states-es/${id}.yaml city ${slug}`) };
    },
    industry: (id) => {
      const es = byId(industriesEs, id, `content/industries-es/${id}.yaml`);
      return { ...es, purpose: es.workedOffer.purpose };
    },
  };
}

let spanish: Promise<LandingWords> | undefined;

/** The landing pages' words in `lang`. */
export async function landingWords(lang: Lang): Promise<LandingWords> {
  if (lang === 'es') {
    spanish ??= loadSpanish();
    return spanish;
  }
  const places = await loadPlaces();
  return { state: (id) => englishState(places.state(id)), industry: (id) => englishIndustry(places.industry(id)) };
}
