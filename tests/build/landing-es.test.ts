import { describe, expect, it } from 'vitest';
import { builtPages, type BuiltPage } from '../support/dist';
import { SITE } from '@/lib/site/config';
import { INDUSTRY_SLUGS_ES, LANDING_STATES, stateIndustryUrl, statePageUrl } from '@/lib/landing/urls';
import { stateIndustryUrlIn, statePageUrlIn } from '@/lib/landing/urls-in';

/** Issue 43: every English state and state × industry page has its Spanish twin, read from the built pages. */
const pages = new Map<string, BuiltPage>(builtPages().map((p) => [p.path, p]));
const pairs = LANDING_STATES.flatMap((state) => [
  { en: statePageUrl(state), es: statePageUrlIn('es', state) },
  ...Object.keys(INDUSTRY_SLUGS_ES).map((industry) => ({ en: stateIndustryUrl(state, industry), es: stateIndustryUrlIn('es', state, industry) })),
]);
const englishLanding = [...pages.keys()].filter((path) => /^\/resources\/funding-by-location\/[^/]+(\/[^/]+-cash-advance)?$/.test(path));
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
const abs = (path: string) => `${SITE.url}${path}`;
const main = (html: string) => html.split('<main')[1]!.split('</main>')[0]!;
/** The worked offer's figures: the digits of each value in the offer panel. */
const figures = (html: string) => [...main(html).matchAll(/<dd class="font-semibold">([^<]*)<\/dd>/g)].map((m) => m[1]!.replace(/[^\d.]/g, ''));

describe('the Spanish landing pages', () => {
  it('pair every built English state and state × industry page, 50 in all', () => {
    expect(englishLanding.sort()).toEqual(pairs.map((p) => p.en).sort());
    expect(pairs).toHaveLength(50);
  });

  it('are built in Spanish, each with its own canonical and the reciprocal hreflang set of its twin', () => {
    for (const { en, es } of pairs) {
      const english = pages.get(en)!;
      const spanish = pages.get(es);
      expect(spanish, es).toBeDefined();
      expect(spanish!.html, es).toMatch(/^<!DOCTYPE html><html lang="es"/i);
      expect(spanish!.html, es).toContain(`<link rel="canonical" href="${abs(es)}">`);
      expect(spanish!.html, es).not.toMatch(/<meta name="robots" content="noindex/);
      const set = { en: abs(en), es: abs(es), 'x-default': abs(en) };
      expect(hreflangs(english.html), en).toEqual(set);
      expect(hreflangs(spanish!.html), es).toEqual(set);
    }
  });

  it('show the English page’s figures for the same worked offer', () => {
    for (const { en, es } of pairs.filter((p) => p.en.endsWith('-cash-advance'))) {
      const english = figures(pages.get(en)!.html);
      expect(english, en).toHaveLength(6);
      expect(figures(pages.get(es)!.html), es).toEqual(english);
    }
  });

  it('mark every link to an English page (the city pages, English sources) with hreflang="en"', () => {
    for (const { es } of pairs) {
      const links = [...main(pages.get(es)!.html).matchAll(/<a\b([^>]*)>/g)].map((m) => m[1]!);
      for (const attrs of links) {
        const href = /href="([^"]*)"/.exec(attrs)?.[1] ?? '';
        const english = href.startsWith('/resources/funding-by-location/') || /^https:\/\/tools\.usps\.com/.test(href);
        if (english) expect(attrs, `${es} → ${href}`).toContain('hreflang="en"');
        if (href.startsWith('/') && !href.startsWith('/es') && !english) throw new Error(`${es} links the English page ${href}`);
      }
    }
  });
});
