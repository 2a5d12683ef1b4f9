import { describe, expect, it } from 'vitest';
import { zipsForCity } from '@/lib/landing/city-zips';
import { citiesForIndustry, profileMentions } from '@/lib/landing/industry-places';
import { priceOffer } from '@/lib/landing/examples';
import { calculatorHref } from '@/lib/calculator/link';
import { ROUTES } from '@/lib/site/routes';
import { calculateMca } from '@/lib/calculator/mca';
import { inputsFromQuery, validateInputs } from '@/lib/calculator/calculator-input';
import { FIELD_TEXT_EN } from '@/lib/i18n/tools/common.en';

describe('zipsForCity', () => {
  it('shows a city its own ZIP codes only', () => {
    expect(zipsForCity({ zipCodes: ['75201', '75202'] }, ['77002', '75201', '78701', '78205', '76102'])).toEqual({ zips: ['75201', '75202'], source: 'city' });
  });
  it('falls back to the state list, marked as the state’s, when a city has none', () => {
    expect(zipsForCity({}, ['10001'])).toEqual({ zips: ['10001'], source: 'state' });
    expect(zipsForCity({ zipCodes: [] }, ['10001']).source).toBe('state');
  });
});

describe('citiesForIndustry', () => {
  const cities = [
    { slug: 'houston', profile: 'Houston has one of the busiest ports.' },
    { slug: 'austin', profile: 'Austin has universities and music.' },
    { slug: 'passport', profile: 'Passports are issued here.' },
  ];
  it('keeps the cities whose profile mentions a keyword, at the start of a word', () => {
    expect(citiesForIndustry(cities, ['port']).map((c) => c.slug)).toEqual(['houston']);
    expect(profileMentions('Health care and health-care firms', ['health care', 'clinic'])).toEqual(['health care']);
  });
  it('returns none when nothing matches', () => {
    expect(citiesForIndustry(cities, ['trucking'])).toEqual([]);
  });
});

describe('priceOffer (an industry’s own worked offer)', () => {
  const plan = { purpose: 'raw materials', advance: 120_000, factor: 1.2, holdback: 8, monthlySales: 250_000 };
  it('prices the offer with the calculator module, never with typed results', () => {
    const offer = priceOffer(plan, ROUTES.calculator);
    expect(offer.result).toEqual(calculateMca({ advanceCents: 12_000_000, factorHundredths: 120, holdbackHundredths: 800, revenueCents: 25_000_000 }));
    expect(offer.result.paybackCents).toBe(14_400_000);
  });
  it('links to a calculator URL the calculator reads back to the same scenario', () => {
    const offer = priceOffer(plan, ROUTES.calculator);
    expect(offer.href).toBe(calculatorHref({ advance: 120_000, factor: 1.2, holdback: 8, monthlyRevenue: 250_000 }));
    const { scenario } = validateInputs(inputsFromQuery(offer.href.slice(offer.href.indexOf('?'))), FIELD_TEXT_EN);
    expect(scenario && calculateMca(scenario)).toEqual(offer.result);
  });
});
