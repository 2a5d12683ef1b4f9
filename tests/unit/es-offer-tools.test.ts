import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseField, DEFAULT_INPUTS } from '@/lib/calculator/input';
import { validateInputs } from '@/lib/calculator/calculator-input';
import { rangeMessage } from '@/lib/calculator/fields';
import { computeOffer } from '@/lib/calculator/offer';
import { compareOffers } from '@/lib/calculator/offer-compare';
import { comparisonSentences } from '@/lib/calculator/offer-summary';
import { defaultOfferInputs, fillCounterpart, validateOffer, type OfferInputs, type OfferInputText } from '@/lib/calculator/offer-input';
import { offersFromQuery } from '@/lib/calculator/offer-query';
import { scheduleCsv } from '@/lib/calculator/schedule';
import { aprLeadEs, aprRules, aprSentence, aprSentenceEs, listNamesEs } from '@/lib/state-laws/apr-rules';
import { sortLaws, STATE_LAWS_COMPILED, type StateLaw, type StateLawData } from '@/lib/state-laws/rules';
import { FIELD_TEXT_ES, RANGE_TEXT_ES } from '@/lib/i18n/tools/common.es';
import { FIELD_TEXT_EN, RANGE_TEXT_EN } from '@/lib/i18n/tools/common.en';
import { OFFER_INPUT_TEXT_EN } from '@/lib/i18n/tools/offer-tools.en';
import { SUMMARY_TEXT_EN } from '@/lib/i18n/tools/compare-offers.en';
import { CSV_TEXT_EN } from '@/lib/i18n/tools/repayment-schedule.en';
import { OFFER_INPUT_TEXT_ES, offerRefEs } from '@/lib/i18n/tools/offer-tools.es';
import { SUMMARY_TEXT_ES } from '@/lib/i18n/tools/compare-offers.es';
import { CSV_TEXT_ES } from '@/lib/i18n/tools/repayment-schedule.es';

describe('Spanish calculator messages', () => {
  it('reads "1,25" in Spanish and refuses it in English with the English message', () => {
    expect(parseField('factor', '1,25', FIELD_TEXT_ES)).toMatchObject({ ok: true, units: 125 });
    expect(parseField('factor', '1,25', FIELD_TEXT_EN)).toEqual({
      ok: false,
      message:
        '“1,25” has a comma before the decimals, and this page reads a point there. If you mean 1.25, type 1.25. Enter a factor rate between 1.01 and 3.00.',
    });
    expect(parseField('advance', '$50.000,00', FIELD_TEXT_ES)).toMatchObject({ ok: true, units: 5_000_000 });
  });

  it('words every range in Spanish with the same limits', () => {
    expect(rangeMessage('advance', RANGE_TEXT_ES)).toBe('Escriba un adelanto entre $1,000 y $10,000,000.');
    expect(rangeMessage('holdback', RANGE_TEXT_ES)).toBe('Escriba un porcentaje de retención entre 1% y 50%.');
    expect(rangeMessage('advance', RANGE_TEXT_EN)).toBe('Enter an advance between $1,000 and $10,000,000.');
    const { errors } = validateInputs({ ...DEFAULT_INPUTS, advance: 'abc', monthlyRevenue: '' }, FIELD_TEXT_ES);
    expect(errors).toEqual({
      advance: 'Use solo números, por ejemplo 50,000. Escriba un adelanto entre $1,000 y $10,000,000.',
      monthlyRevenue: 'Este campo está vacío. Escriba ingresos mensuales entre $1,000 y $100,000,000.',
    });
  });

  it('gives the same scenario from Spanish-written figures as from English ones', () => {
    const es = validateInputs({ advance: '75.000', factor: '1,3', holdback: '12,5 %', monthlyRevenue: '$90.000,00' }, FIELD_TEXT_ES);
    const en = validateInputs({ advance: '75000', factor: '1.3', holdback: '12.5', monthlyRevenue: '90000' }, FIELD_TEXT_EN);
    expect(es.errors).toEqual({});
    expect(es.scenario).toEqual(en.scenario);
  });
});

describe('Spanish offer tools', () => {
  const typed = (text: OfferInputText, fields: Partial<OfferInputs>): OfferInputs => ({ ...defaultOfferInputs(0, text), ...fields });

  it('names new offers in Spanish, in the address too', () => {
    expect(defaultOfferInputs(1, OFFER_INPUT_TEXT_ES).label).toBe('Oferta B');
    expect(defaultOfferInputs(1, OFFER_INPUT_TEXT_EN).label).toBe('Offer B');
    expect(offersFromQuery('?a1=40000&a2=30000', [], OFFER_INPUT_TEXT_ES, 3).map((o) => o.label)).toEqual(['Oferta A', 'Oferta B']);
  });

  it('computes the same offer from Spanish and English input, and fills the payback from a decimal comma', () => {
    const es = fillCounterpart(typed(OFFER_INPUT_TEXT_ES, { advance: '40.000', factor: '1,35', fee: '800' }), OFFER_INPUT_TEXT_ES);
    expect(es.payback).toBe('54000');
    const en = typed(OFFER_INPUT_TEXT_EN, { advance: '40000', factor: '1.35', fee: '800' });
    const { offer: esOffer } = validateOffer(es, 0, OFFER_INPUT_TEXT_ES);
    const { offer: enOffer } = validateOffer(en, 0, OFFER_INPUT_TEXT_EN);
    expect({ ...esOffer, label: '' }).toEqual({ ...enOffer, label: '' });
  });

  it('explains each wrong field in Spanish', () => {
    const { errors } = validateOffer(
      typed(OFFER_INPUT_TEXT_ES, { factor: '9', fee: '60000', schedule: 'weekly', debit: '-5', discount: '10', discountDay: '' }),
      0,
      OFFER_INPUT_TEXT_ES,
    );
    expect(errors).toEqual({
      factor: 'Escriba una tasa de factor entre 1.00 y 3.00.',
      fee: 'Los cargos deben ser menores que el adelanto ($50,000).',
      debit: 'No puede ser negativo. Escriba un débito entre $1 y $10,000,000.',
      discountDay: 'Este campo está vacío. Escriba un día hábil entre 1 y 2,000.',
    });
  });

  it('compares in Spanish sentences with the English figures', () => {
    const a = computeOffer(validateOffer(typed(OFFER_INPUT_TEXT_ES, { label: 'A' }), 0, OFFER_INPUT_TEXT_ES).offer!);
    const b = computeOffer(
      validateOffer(typed(OFFER_INPUT_TEXT_ES, { label: 'B', factor: '1,3', schedule: 'weekly', debit: '1250' }), 1, OFFER_INPUT_TEXT_ES).offer!,
    );
    const c = compareOffers([a, b]);
    expect(comparisonSentences([a, b], c, SUMMARY_TEXT_EN)[0]).toBe('B costs $2,500.00 more than A and takes 168 business days longer to repay.');
    expect(comparisonSentences([a, b], c, SUMMARY_TEXT_ES)[0]).toBe('B cuesta $2,500.00 más que A y tarda 168 días hábiles más en pagarse.');
  });

  it('gives the default offer names their article in Spanish sentences, and leaves a typed name as typed', () => {
    const a = computeOffer(validateOffer(typed(OFFER_INPUT_TEXT_ES, { label: 'Oferta A' }), 0, OFFER_INPUT_TEXT_ES).offer!);
    const b = computeOffer(
      validateOffer(typed(OFFER_INPUT_TEXT_ES, { label: 'Oferta B', factor: '1,3', schedule: 'weekly', debit: '1250' }), 1, OFFER_INPUT_TEXT_ES).offer!,
    );
    expect(comparisonSentences([a, b], compareOffers([a, b]), SUMMARY_TEXT_ES)[0]).toBe(
      'La oferta B cuesta $2,500.00 más que la oferta A y tarda 168 días hábiles más en pagarse.',
    );
    expect(offerRefEs('Oferta C')).toBe('la oferta C');
    expect(offerRefEs('Funder C')).toBe('Funder C');
  });

  it('writes the CSV with Spanish headers and the very same figures', () => {
    const { stream } = computeOffer(validateOffer(typed(OFFER_INPUT_TEXT_EN, { schedule: 'daily', debit: '450' }), 0, OFFER_INPUT_TEXT_EN).offer!);
    const en = scheduleCsv(stream, 'Payment schedule: X', CSV_TEXT_EN).split('\r\n');
    const es = scheduleCsv(stream, 'Calendario de pagos: X', CSV_TEXT_ES).split('\r\n');
    expect(es[1]).toBe('Pago,Día hábil,Monto,Total pagado,Saldo');
    expect(es.slice(2)).toEqual(en.slice(2));
  });
});

describe('the APR sentences in Spanish, from the same state-law data', () => {
  const dir = join(process.cwd(), 'content', 'state-laws');
  const laws: StateLaw[] = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
    .map((f) => ({ ...(parse(readFileSync(join(dir, f), 'utf8')) as StateLawData), slug: f.replace(/\.yaml$/, '') }));
  const sorted = sortLaws(laws, 'name');

  it('names the same states with Spanish dates and scope, keeping law names and citations as enacted', () => {
    const en = aprRules(sorted, STATE_LAWS_COMPILED);
    const es = aprRules(sorted, STATE_LAWS_COMPILED, 'es');
    expect(es.now.map((r) => [r.slug, r.citation, r.lawName])).toEqual(en.now.map((r) => [r.slug, r.citation, r.lawName]));
    expect(es.later.map((r) => r.slug)).toEqual(en.later.map((r) => r.slug));
    const ny = es.now.find((r) => r.slug === 'new-york')!;
    const cap = laws.find((l) => l.slug === 'new-york')!.law!.capUsd!;
    expect(ny.covers).toBe(`ofertas de hasta $${cap.toLocaleString('en-US')}`);
    for (const r of es.later) expect(r.inForceLong).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    const sentence = aprSentenceEs(es);
    for (const r of [...es.now, ...es.later]) expect(sentence).toContain(r.name);
    expect(aprSentence(en)).not.toBe(sentence);
    expect(aprLeadEs(es)).toMatch(/^(Un estado exige|\S+ estados exigen) que el financiador muestre una APR estimada/);
    expect(aprSentenceEs({ now: [], later: [], withoutApr: [] })).toBe('Ningún estado exige todavía una APR estimada en una divulgación');
    expect(listNamesEs(['A', 'B', 'C'])).toBe('A, B y C');
  });
});
