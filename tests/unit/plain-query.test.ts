import { describe, expect, it } from 'vitest';
import { EMPTY_INPUTS, disclosureFromQuery, queryFromDisclosure } from '@/lib/calculator/disclosure';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';
import { DISCLOSURE_TEXT_ES } from '@/lib/i18n/tools/disclosure.es';
import { plainQuery as plain, type FormInputs } from '@/lib/paying/form';
import { stackFields, stackFromQuery } from '@/lib/paying/stacked-form';
import { STACKED_TEXT_EN } from '@/lib/i18n/tools/stacked.en';
import { STACKED_TEXT_ES } from '@/lib/i18n/tools/stacked.es';

const words = { en: STACKED_TEXT_EN.lib, es: STACKED_TEXT_ES.lib } as const;

/** The stacked-advances check's fields, read the way its page in `lang` reads them. */
const plainQuery = (query: string, lang: 'en' | 'es') => plain(query, stackFields(words[lang]).all, words[lang].offer.parse);
const stackFromQueryIn = (query: string, lang: 'en' | 'es'): FormInputs => stackFromQuery(`?${query}`, words[lang]).inputs.values;

describe('plainQuery: figures in the address are written plainly, whatever the page language', () => {
  it('reads a Spanish decimal comma and thousands point, and an English dollar sign and comma, as the same figure', () => {
    expect(plainQuery('dep=52.000,50&drop=20&k1=daily&m1=600', 'es')).toBe('dep=52000.50&drop=20.00&k1=daily&m1=600.00');
    expect(plainQuery('dep=%2452%2C000.50&drop=20&k1=daily&m1=600', 'en')).toBe('dep=52000.50&drop=20.00&k1=daily&m1=600.00');
  });

  it('reads the plain address back to the same figures in both languages', () => {
    const plain = plainQuery('dep=52.000,50&b1=18.000&k1=daily&m1=600', 'es');
    expect(stackFromQueryIn(plain, 'en').dep).toBe('52000.50');
    expect(stackFromQueryIn(plain, 'es').dep).toBe('52000.50');
    expect(stackFromQueryIn(plain, 'en').b1).toBe(stackFromQueryIn(plain, 'es').b1);
  });

  it('leaves choices, text the parser refuses and unknown parameters as they were', () => {
    expect(plainQuery('k1=weekly&dep=abc&utm=x', 'en')).toBe('k1=weekly&dep=abc&utm=x');
  });
});

describe('the disclosure check writes plain figures with the page’s messages', () => {
  const typed = {
    ...EMPTY_INPUTS,
    state: 'new-york',
    kind: 'percent' as const,
    funding: '50.000,00',
    fees: '1.500',
    payback: '65.000',
    percent: '10',
    apr: '48,5',
    sales: ['90.000', '88.500,50'],
  };

  it('reads the Spanish page’s figures and writes them plainly; the English page reads them back the same', () => {
    const query = queryFromDisclosure(typed, DISCLOSURE_TEXT_ES.messages);
    expect(query).toContain('funding=50000.00');
    expect(query).toContain('apr=48.5000');
    expect(query).toContain('sales=90000.00%7E88500.50');
    const read = disclosureFromQuery(query);
    expect(queryFromDisclosure(read, DISCLOSURE_TEXT_EN.messages)).toBe(query);
  });
});
