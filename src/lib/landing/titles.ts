/** Landing pages' titles per language: the pages and the site search's index (src/data/search-index.ts) both read these. */
import type { Lang } from '../i18n/lang';

export interface LandingTitles {
  state: (state: string) => string;
  /** `industry` is the industry's name, `noun` its business noun ("auto repair shops"). */
  stateIndustry: (industry: string, noun: string, state: string) => string;
}

export const LANDING_TITLES: Readonly<Record<Lang, LandingTitles>> = {
  en: {
    state: (state) => `Small-Business Funding in ${state}`,
    stateIndustry: (industry, _noun, state) => `${industry} Cash Advance in ${state}`,
  },
  es: {
    state: (state) => `Financiamiento para pequeñas empresas en ${state}`,
    stateIndustry: (_industry, noun, state) => `Adelantos de efectivo para ${noun} en ${state}`,
  },
};
