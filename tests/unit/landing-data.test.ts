import { describe, expect, it } from 'vitest';
import { zipsForCity } from '@/lib/landing/city-zips';
import { citiesForIndustry, profileMentions } from '@/lib/landing/industry-places';
import { workedExamples } from '@/lib/landing/examples';
import { calculatorHref } from '@/lib/calculator/link';
import { calculateMca } from '@/lib/calculator/mca';
import { inputsFromQuery, validateInputs } from '@/lib/calculator/input';

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

describe('workedExamples', () => {
  it('prices the low and high ends of a published range with the calculator module', () => {
    const [low, high] = workedExamples({ fundingRange: { min: 25_000, max: 250_000 }, factorRange: { min: 1.2, max: 1.4 } });
    expect([low!.advance, low!.factor, high!.advance, high!.factor]).toEqual([25_000, 1.2, 250_000, 1.4]);
    expect(low!.result).toEqual(calculateMca({ advanceCents: 2_500_000, factorHundredths: 120, holdbackHundredths: 1000, revenueCents: 2_500_000 }));
  });
  it('gives one example, marked as not from a range, when none is published', () => {
    const examples = workedExamples({ factorRange: { min: 1.1, max: 1.5 } });
    expect(examples).toHaveLength(1);
    expect(examples[0]!.fromIndustryRange).toBe(false);
  });
  it('links to a calculator URL the calculator reads back to the same scenario', () => {
    const [ex] = workedExamples({ fundingRange: { min: 50_000, max: 500_000 }, factorRange: { min: 1.2, max: 1.5 } });
    expect(ex!.href).toBe(calculatorHref({ advance: ex!.advance, factor: ex!.factor, holdback: ex!.holdback, monthlyRevenue: ex!.revenue }));
    const href = ex!.href;
    const { scenario } = validateInputs(inputsFromQuery(href.slice(href.indexOf('?'))));
    expect(scenario && calculateMca(scenario)).toEqual(ex!.result);
  });
});
