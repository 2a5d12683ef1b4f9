/**
 * Landing URLs in a language: the English paths of ./urls.ts, or their Spanish twins under LANDING_BASE_ES
 * with the state's Spanish name (../i18n/state-names-es.ts) and the industry's Spanish segment. A module of
 * its own because the 404 page's inline script imports ./urls.ts, and the state list would turn that
 * script into an extra request.
 */
import type { Lang } from '../i18n/lang';
import { spanishStateSlug } from '../i18n/state-names-es';
import { INDUSTRY_SLUGS_ES, LANDING_BASE_ES, stateIndustryUrl, statePageUrl } from './urls';

/** A state page in `lang`: `/es/recursos/financiamiento-por-ubicacion/nueva-york`. */
export const statePageUrlIn = (lang: Lang, state: string): string => (lang === 'es' ? `${LANDING_BASE_ES}/${spanishStateSlug(state)}` : statePageUrl(state));

/** A state × industry page in `lang`: `/es/recursos/financiamiento-por-ubicacion/nueva-york/restaurantes`. */
export const stateIndustryUrlIn = (lang: Lang, state: string, industry: string): string =>
  lang === 'es' ? `${statePageUrlIn('es', state)}/${INDUSTRY_SLUGS_ES[industry] ?? industry}` : stateIndustryUrl(state, industry);
