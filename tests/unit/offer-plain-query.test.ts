import { describe, expect, it } from 'vitest';
import { computeOffer } from '@/lib/calculator/offer';
import { defaultOfferInputs, validateOffer, type OfferInputs, type OfferInputText } from '@/lib/calculator/offer-input';
import { offersFromQuery, queryFromOffers } from '@/lib/calculator/offer-query';
import { OFFER_INPUT_TEXT_EN } from '@/lib/i18n/tools/offer-tools.en';
import { OFFER_INPUT_TEXT_ES } from '@/lib/i18n/tools/offer-tools.es';

const TEXT = { en: OFFER_INPUT_TEXT_EN, es: OFFER_INPUT_TEXT_ES } as const;
type Lang = keyof typeof TEXT;
const offer = (text: OfferInputText, index: number, fields: Partial<OfferInputs>): OfferInputs => ({ ...defaultOfferInputs(index, text), ...fields });

/** The same three offers as a Spanish and an English reader type them. */
const TYPED: Readonly<Record<Lang, OfferInputs[]>> = {
  es: [
    offer(OFFER_INPUT_TEXT_ES, 0, {
      label: 'Financiador Ñ',
      advance: '50.000,50',
      factor: '1,3',
      fee: '2,5',
      feeKind: 'percent',
      holdback: '12,5',
      revenue: '$80.000',
    }),
    offer(OFFER_INPUT_TEXT_ES, 1, { advance: '40.000', costBy: 'payback', payback: '54.000,00', fee: '800', schedule: 'daily', debit: '450,75' }),
    offer(OFFER_INPUT_TEXT_ES, 2, { advance: '40.000', factor: '1,25', schedule: 'weekly', debit: '2.000', discount: '10', discountDay: '60' }),
  ],
  en: [
    offer(OFFER_INPUT_TEXT_EN, 0, {
      label: 'Financiador Ñ',
      advance: '$50,000.50',
      factor: '1.3',
      fee: '2.5%',
      feeKind: 'percent',
      holdback: '12.5',
      revenue: '80,000',
    }),
    offer(OFFER_INPUT_TEXT_EN, 1, { advance: '40000', costBy: 'payback', payback: '$54,000', fee: '$800', schedule: 'daily', debit: '450.75' }),
    offer(OFFER_INPUT_TEXT_EN, 2, { advance: '40,000', factor: '1.25', schedule: 'weekly', debit: '2,000', discount: '10%', discountDay: '60' }),
  ],
};

/** What the address holds for TYPED, in either language: every figure plainly, at its field's decimals. */
const PLAIN =
  'n1=Financiador+%C3%91&a1=50000.50&f1=1.3000&fee1=2.50&ft1=percent&s1=percent&h1=12.50&r1=80000.00' +
  '&n2=Offer+B&a2=40000.00&p2=54000.00&fee2=800.00&ft2=usd&s2=daily&d2=450.75' +
  '&n3=Offer+C&a3=40000.00&f3=1.2500&s3=weekly&d3=2000.00&dp3=10.00&dd3=60';

describe('the offer tools write plain figures in the address', () => {
  it('writes a Spanish "50.000,50" and an English "$50,000.50" both as 50000.50', () => {
    const es = queryFromOffers([offer(OFFER_INPUT_TEXT_ES, 0, { advance: '50.000,50' })], OFFER_INPUT_TEXT_ES);
    const en = queryFromOffers([offer(OFFER_INPUT_TEXT_EN, 0, { advance: '$50,000.50' })], OFFER_INPUT_TEXT_EN);
    expect(new URLSearchParams(es).get('a1')).toBe('50000.50');
    expect(new URLSearchParams(en).get('a1')).toBe('50000.50');
  });

  it('writes the same address for the same offers typed in either language (the default names aside)', () => {
    const en = queryFromOffers(TYPED.en, OFFER_INPUT_TEXT_EN);
    expect(en).toBe(PLAIN);
    expect(queryFromOffers(TYPED.es, OFFER_INPUT_TEXT_ES)).toBe(PLAIN.replace('Offer+B', 'Oferta+B').replace('Offer+C', 'Oferta+C'));
  });

  it.each(['en', 'es'] as const)('round-trips query → offers → query unchanged on the %s page, and both pages read it the same', (lang) => {
    const back = offersFromQuery(`?${PLAIN}`, [], TEXT[lang]);
    expect(back.map((o) => o.advance)).toEqual(['50000.50', '40000.00', '40000.00']);
    expect(queryFromOffers(back, TEXT[lang])).toBe(PLAIN);
    const other = TEXT[lang === 'en' ? 'es' : 'en'];
    expect(queryFromOffers(offersFromQuery(`?${PLAIN}`, [], other), other)).toBe(PLAIN);
  });

  it('leaves names, choices and text the parser refuses as typed, so the reader gets its message back', () => {
    const typed = offer(OFFER_INPUT_TEXT_EN, 0, { label: ' Funder 1,5 & Co ', advance: '50.000,50', factor: '1,3', schedule: 'daily', debit: 'abc' });
    const params = new URLSearchParams(queryFromOffers([typed], OFFER_INPUT_TEXT_EN));
    // The English page refuses a decimal comma: it stays, and the English reader is asked which figure was meant.
    expect([params.get('n1'), params.get('a1'), params.get('f1'), params.get('s1'), params.get('d1')]).toEqual([
      'Funder 1,5 & Co',
      '50.000,50',
      '1,3',
      'daily',
      'abc',
    ]);
    const [back] = offersFromQuery(`?${params}`, [], OFFER_INPUT_TEXT_EN);
    expect(validateOffer(back!, 0, OFFER_INPUT_TEXT_EN).errors.factor).toMatch(/^“1,3” has a comma before the decimals/);
    expect(validateOffer(back!, 0, OFFER_INPUT_TEXT_EN).errors.debit).toMatch(/^Use digits only/);
    // An empty field stays in the address, empty, so a reload does not put the default back.
    expect(new URLSearchParams(queryFromOffers([offer(OFFER_INPUT_TEXT_ES, 0, { advance: '' })], OFFER_INPUT_TEXT_ES)).get('a1')).toBe('');
  });

  it('reads the fee by its kind: a percent at two decimals, a dollar fee as money', () => {
    const fee = (feeKind: string, typed: string, text: OfferInputText) =>
      new URLSearchParams(queryFromOffers([offer(text, 0, { fee: typed, feeKind })], text)).get('fee1');
    expect(fee('percent', '3', OFFER_INPUT_TEXT_EN)).toBe('3.00');
    expect(fee('usd', '1.250', OFFER_INPUT_TEXT_ES)).toBe('1250.00');
    // 60% is over the percent fee's limit: left as typed for its message.
    expect(fee('percent', '60', OFFER_INPUT_TEXT_EN)).toBe('60');
  });

  it('gives the same comparison figures for the same figures read in either language', () => {
    const results = (lang: Lang) =>
      offersFromQuery(`?${queryFromOffers(TYPED[lang], TEXT[lang])}`, [], TEXT[lang]).map((o, i) => {
        const { offer: checked, errors } = validateOffer(o, i, TEXT[lang]);
        expect(errors).toEqual({});
        return computeOffer({ ...checked!, label: '' });
      });
    const typedResults = (lang: Lang) => TYPED[lang].map((o, i) => computeOffer({ ...validateOffer(o, i, TEXT[lang]).offer!, label: '' }));
    expect(results('es')).toEqual(results('en'));
    expect(results('en')).toEqual(typedResults('en'));
    expect(typedResults('es')).toEqual(typedResults('en'));
    expect(results('en')[0]!.netFundedCents).toBe(4_875_049);
  });
});
