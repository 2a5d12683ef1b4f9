import { describe, expect, it } from 'vitest';
import { checkDisclosure, validateDisclosure, type DisclosureInputs, type DisclosureOffer } from '@/lib/calculator/disclosure';
import { judgementText, verdictText } from '@/lib/calculator/disclosure-text';
import { judgeApr } from '@/lib/calculator/apr-tolerance';
import { dayOf } from '@/lib/calculator/calendar';
import { allAnswers } from '@/lib/state-laws/disclosure-check';
import { DISCLOSURE_TEXT_ES } from '@/lib/i18n/tools/disclosure.es';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';
import { STATE_RULES_ES, stateRuleEs } from '@/lib/i18n/tools/disclosure-page';
import { CA, NY } from '../support/tolerance-rules';

const ES = DISCLOSURE_TEXT_ES.verdict;
const TODAY = dayOf(2026, 11, 26);

/** The Spanish check says what the English one says, with the state's citation as written. */
describe('the disclosure check in Spanish', () => {
  const daily = (printedApr: number): DisclosureOffer => ({
    fundingCents: 5_000_000,
    feesCents: 0,
    paybackCents: 6_750_000,
    kind: 'daily',
    percentHundredths: 0,
    fixedCents: 50_000,
    salesCents: [],
    printedApr,
    fundingDay: TODAY,
  });
  const ours = checkDisclosure(daily(0), NY).businessDays.apr;

  it('New York 0.1251 points below ours: exact under 23 NYCRR 600.4(a)(3), in Spanish', () => {
    const r = checkDisclosure(daily(ours - 0.1251), NY);
    expect(judgementText(r.businessDays.judgement, NY, ES)).toBe('exacta según 23 NYCRR 600.4(a)(3): diferencia de 0.10%; se permite 2.5%');
    expect(verdictText(r, NY, 'Nueva York', ES).head).toBe('Exacta según 23 NYCRR 600.4(a)(3)');
  });

  it('California far below ours: understated under 10 CCR § 955(a), with what to ask', () => {
    const r = checkDisclosure(daily(ours - 30), CA);
    const v = verdictText(r, CA, 'California', ES);
    expect(v.head).toBe('Subestimada según 10 CCR § 955(a)');
    expect(v.body).toContain('por más de lo que permite la regla de California');
    expect(v.ask).toMatch(/^Pregunte al financiador/);
    expect(judgementText(r.businessDays.judgement, CA, ES)).toMatch(
      /^fuera de 10 CCR § 955\(a\): .* por debajo de la nuestra; se permite 1\/8 de punto por debajo \(10 CCR § 955\(a\)\(1\)\)/,
    );
  });

  it('a printed APR above ours under a points-below rule is said plainly to be no error', () => {
    expect(judgementText(judgeApr(4.2, 4, false, CA), CA, ES)).toBe(
      'exacta según 10 CCR § 955(a)(1): 0.2000 puntos por encima de la nuestra, y la regla solo limita cuánto puede quedar por debajo (1/8 de punto)',
    );
  });

  it('reads a decimal comma and answers a bad figure in Spanish, naming the field’s range', () => {
    const inputs: DisclosureInputs = {
      state: 'california',
      kind: 'daily',
      funding: '50.000,00',
      fees: '0',
      payback: 'sesenta mil',
      percent: '',
      fixed: '500',
      changes: false,
      later: '',
      after: '',
      apr: '122,9',
      date: '2026-11-26',
      young: false,
      sales: [],
    };
    const { errors } = validateDisclosure(inputs, { min: 4, max: 12 }, TODAY, DISCLOSURE_TEXT_ES.messages);
    expect(errors.funding).toBeUndefined();
    expect(errors.apr).toBeUndefined();
    expect(errors.payback).toBe('Use solo números, por ejemplo 65,000. Escriba el pago total entre $1,000 y $30,000,000.');
    const fixed = validateDisclosure({ ...inputs, payback: '67500' }, { min: 4, max: 12 }, TODAY, DISCLOSURE_TEXT_ES.messages);
    const english = validateDisclosure(
      { ...inputs, funding: '50000', apr: '122.9', payback: '67500' },
      { min: 4, max: 12 },
      TODAY,
      DISCLOSURE_TEXT_EN.messages,
    );
    expect(fixed.offer).toEqual(english.offer);
  });

  it('lists the no-law states by their Spanish names, alphabetically in Spanish, with Spanish state-law paths', () => {
    const answers = allAnswers(
      [],
      [
        ['new-mexico', 'Nuevo México', 'NM'],
        ['ohio', 'Ohio', 'OH'],
        ['district-of-columbia', 'Distrito de Columbia', 'DC'],
      ],
      {
        pathOf: (slug) => `/es/recursos/leyes-estatales/${slug === 'new-mexico' ? 'nuevo-mexico' : slug}`,
        lang: 'es',
        noLawFound: DISCLOSURE_TEXT_ES.noLawFound,
      },
    );
    expect(answers.map((a) => a.name)).toEqual(['Distrito de Columbia', 'Nuevo México', 'Ohio']);
    expect(answers[1]!.href).toBe('/es/recursos/leyes-estatales/nuevo-mexico');
    expect(answers[0]!.text).toMatch(
      /^No encontramos ninguna ley de divulgación de financiamiento comercial en el Distrito de Columbia al \d+ de \w+ de 2026\.$/,
    );
  });
});

describe('the Spanish words of each checkable state’s rule', () => {
  it('covers every section and paragraph the data cites, and the build stops on one missing', () => {
    for (const rule of [CA, NY])
      for (const t of rule.tests) expect(stateRuleEs(rule === CA ? 'california' : 'new-york', [t.citation]).tests[t.citation]).toBeTruthy();
    expect(Object.keys(STATE_RULES_ES)).toEqual(['california', 'new-york']);
    expect(() => stateRuleEs('vermont', ['9 V.S.A. § 2752'])).toThrow(/no Spanish words for vermont/);
    expect(() => stateRuleEs('california', ['10 CCR § 999'])).toThrow(/10 CCR § 999/);
  });
});
