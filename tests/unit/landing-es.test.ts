import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { minimumsInBriefEs } from '@/lib/eligibility/minimums.es';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { alternatePaths, twinOf } from '@/lib/i18n/twins';
import { industryTwinProblems, stateTwinProblems } from '@/lib/landing/spanish-words';
import { INDUSTRY_SLUGS_ES, LANDING_BASE_ES, LANDING_STATES, stateIndustryUrl, statePageUrl } from '@/lib/landing/urls';
import { stateIndustryUrlIn, statePageUrlIn } from '@/lib/landing/urls-in';

const yamlIn = (dir: string) =>
  readdirSync(join(process.cwd(), dir))
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
    .map((name) => name.replace(/\.yaml$/, ''));
const read = (path: string) => parse(readFileSync(join(process.cwd(), path), 'utf8'));

describe('the Spanish landing URLs', () => {
  it('live under the Spanish location hub, with the state’s Spanish name and the industry’s Spanish segment', () => {
    expect(LANDING_BASE_ES).toBe(ES_ROUTES.byLocation);
    expect(statePageUrlIn('es', 'new-york')).toBe('/es/recursos/financiamiento-por-ubicacion/nueva-york');
    expect(stateIndustryUrlIn('es', 'new-york', 'salons-and-barbers')).toBe('/es/recursos/financiamiento-por-ubicacion/nueva-york/salones-y-barberias');
    expect(stateIndustryUrlIn('en', 'texas', 'trucking')).toBe(stateIndustryUrl('texas', 'trucking'));
    expect(new Set(Object.values(INDUSTRY_SLUGS_ES)).size).toBe(Object.keys(INDUSTRY_SLUGS_ES).length);
  });

  it('cover every state and industry file (the twin table is built from these lists)', () => {
    expect([...LANDING_STATES].sort()).toEqual(yamlIn('content/states').sort());
    expect(Object.keys(INDUSTRY_SLUGS_ES).sort()).toEqual(yamlIn('content/industries').sort());
    expect(yamlIn('content/states-es').sort()).toEqual(yamlIn('content/states').sort());
    expect(yamlIn('content/industries-es').sort()).toEqual(yamlIn('content/industries').sort());
  });

  it('pair each state and state × industry page with its twin, both ways, and leave city pages English only', () => {
    for (const state of LANDING_STATES) {
      for (const [en, es] of [
        [statePageUrl(state), statePageUrlIn('es', state)],
        ...Object.keys(INDUSTRY_SLUGS_ES).map((industry) => [stateIndustryUrl(state, industry), stateIndustryUrlIn('es', state, industry)]),
      ] as const) {
        expect(twinOf(en)).toEqual({ lang: 'es', path: es });
        expect(twinOf(es)).toEqual({ lang: 'en', path: en });
        expect(alternatePaths(es)).toEqual(alternatePaths(en));
      }
    }
    expect(twinOf('/resources/funding-by-location/texas/houston/trucking-cash-advance')).toBeUndefined();
  });
});

describe('the Spanish landing words against their English twins', () => {
  it('match today', () => {
    for (const id of yamlIn('content/states'))
      expect(stateTwinProblems(read(`content/states/${id}.yaml`), read(`content/states-es/${id}.yaml`)), id).toEqual([]);
    for (const id of yamlIn('content/industries'))
      expect(industryTwinProblems(read(`content/industries/${id}.yaml`), read(`content/industries-es/${id}.yaml`)), id).toEqual([]);
  });

  it('a Spanish industry file with a risk left out fails, naming the field (fixture)', () => {
    const problems = industryTwinProblems(read('content/industries/trucking.yaml'), read('tests/fixtures/bad-landing-es/trucking-two-risks.yaml'));
    expect(problems).toEqual(['risks: the English file has 3; found 2.']);
  });

  it('a Spanish state file whose cities are out of order fails, naming the field and the order (fixture)', () => {
    const problems = stateTwinProblems(read('content/states/texas.yaml'), read('tests/fixtures/bad-landing-es/texas-cities-out-of-order.yaml'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^cities: list the English file's cities in its order \(houston, dallas,/);
  });
});

describe('minimumsInBriefEs', () => {
  it('says the advertised minimums in Spanish, from the same table as English', () => {
    expect(minimumsInBriefEs('merchant-cash-advance')).toBe(
      'de 3 a 6+ meses en el negocio, de $5,000 a $10,000+ de ingresos al mes y un puntaje de crédito de 500+',
    );
    expect(minimumsInBriefEs('invoice-factoring')).toBe('');
  });
});
