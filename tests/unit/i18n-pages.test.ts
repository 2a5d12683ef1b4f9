import { describe, expect, it } from 'vitest';
import { PAGE_PAIRS } from '@/lib/i18n/pages';
import { ALL_PAIRS, alternatePaths, switchTargetOf, twinOf } from '@/lib/i18n/twins';
import { asLang, langOfPath } from '@/lib/i18n/lang';
import { HOW_WE_MAKE_MONEY_HREF } from '@/lib/site/paid-link-text';
import { ROUTES } from '@/lib/site/routes';

describe('the table of page pairs', () => {
  it('has every Spanish path under /es and each path once', () => {
    expect(ALL_PAIRS.length).toBeGreaterThan(20);
    for (const pair of ALL_PAIRS) {
      expect(langOfPath(pair.es), pair.es).toBe('es');
      expect(langOfPath(pair.en), pair.en).toBe('en');
    }
    expect(new Set(ALL_PAIRS.map((p) => p.es)).size).toBe(ALL_PAIRS.length);
    expect(new Set(ALL_PAIRS.map((p) => p.en)).size).toBe(ALL_PAIRS.length);
  });

  it('leads each page to its twin and back, trailing slashes, queries and .html aside', () => {
    expect(twinOf('/guides/sba-loans')).toEqual({ lang: 'es', path: PAGE_PAIRS.sbaGuide.es });
    expect(twinOf(`${PAGE_PAIRS.sbaGuide.es}/`)).toEqual({ lang: 'en', path: '/guides/sba-loans' });
    expect(twinOf('/funding-calculator?advance=5000')).toEqual({ lang: 'es', path: PAGE_PAIRS.calculator.es });
    // City pages step aside (noindex, canonical to their state × industry page) and stay English-only (issue 43).
    expect(twinOf('/resources/funding-by-location/california/los-angeles/auto-repair-cash-advance')).toBeUndefined();
    expect(twinOf('/guides/invoice-factoring')).toEqual({ lang: 'es', path: PAGE_PAIRS.factoringGuide.es });
  });

  it('carries the "how we make money" anchor across, and the notices link that same place', () => {
    expect(HOW_WE_MAKE_MONEY_HREF.en).toBe(ROUTES.howWeMakeMoney);
    expect(twinOf(ROUTES.howWeMakeMoney)?.path).toBe(HOW_WE_MAKE_MONEY_HREF.es);
    expect(twinOf(HOW_WE_MAKE_MONEY_HREF.es)?.path).toBe(ROUTES.howWeMakeMoney);
  });

  it('gives both twins the same alternates, x-default English, and none to an untranslated page', () => {
    const en = alternatePaths('/faq');
    expect(en).toEqual([
      { hreflang: 'en', path: '/faq' },
      { hreflang: 'es', path: PAGE_PAIRS.faq.es },
      { hreflang: 'x-default', path: '/faq' },
    ]);
    expect(alternatePaths(PAGE_PAIRS.faq.es)).toEqual(en);
    expect(alternatePaths('/resources/funding-by-location/california/los-angeles/auto-repair-cash-advance')).toEqual([]);
  });

  it('offers no language switch between the two 404 pages', () => {
    expect(switchTargetOf('/404')).toBeUndefined();
    expect(switchTargetOf('/es/404')).toBeUndefined();
    expect(switchTargetOf('/faq')).toEqual({ lang: 'es', path: PAGE_PAIRS.faq.es });
  });

  it('reads only "es" as Spanish from Astro.currentLocale', () => {
    expect(asLang('es')).toBe('es');
    expect(asLang(undefined)).toBe('en');
    expect(asLang('fr')).toBe('en');
  });
});
