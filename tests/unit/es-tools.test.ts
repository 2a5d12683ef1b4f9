import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREDIT_BANDS, checkEligibility, type Profile } from '@/lib/eligibility/check';
import { MINIMUMS_WORDS_EN } from '@/lib/eligibility/minimums.en';
import { PRODUCTS, describeMinimums } from '@/lib/eligibility/minimums';
import { MINIMUMS_WORDS_ES } from '@/lib/eligibility/minimums.es';
import { EMPTY_ANSWERS, validateAnswers } from '@/lib/eligibility/inputs';
import { ELIGIBILITY_TEXT_ES } from '@/lib/i18n/tools/eligibility.es';
import { ANSWER_TEXT_EN, CHECK_WORDS_EN } from '@/lib/i18n/tools/eligibility.en';
import { STACKED_TEXT_ES } from '@/lib/i18n/tools/stacked.es';
import { RENEWAL_UI_ES } from '@/lib/i18n/tools/renewal.es';
import { RECONCILIATION_TEXT_ES } from '@/lib/i18n/tools/reconciliation.es';
import { LETTER_TEXT_ES } from '@/lib/i18n/tools/reconciliation-letter.es';
import { DEFAULT_STACK, validateStack } from '@/lib/paying/stacked-input';
import { DEFAULT_RENEWAL, validateRenewal } from '@/lib/paying/renewal-input';
import { DEFAULT_LETTER, validateLetter } from '@/lib/paying/reconciliation-input';
import { draftLetter, letterFileName, reconciliationFigures } from '@/lib/paying/reconciliation';
import { stackResult } from '@/lib/paying/stacked';
import { renewalResult } from '@/lib/paying/renewal';

const profiles = fc.record({
  monthsInBusiness: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.constantFrom(0, 2, 3, 5, 6, 11, 12, 23, 24)),
  monthlyRevenue: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 4_999, 5_000, 7_999, 8_000, 9_999, 10_000)),
  creditBand: fc.constantFrom(...CREDIT_BANDS.map((b) => b.id)),
  hasB2bInvoices: fc.boolean(),
  buyingEquipment: fc.boolean(),
});
const figures = (text: string) => text.match(/\$[\d,]*\d|\d(?:[\d,–]*\d)?/g) ?? [];

describe('the Spanish eligibility checker', () => {
  it('gives every profile the English verdicts, and reasons naming the same figures, in sentences', () => {
    fc.assert(
      fc.property(profiles, (p: Profile) => {
        const en = checkEligibility(p, CHECK_WORDS_EN);
        const es = checkEligibility(p, ELIGIBILITY_TEXT_ES.check);
        expect(es.map((r) => [r.product, r.verdict])).toEqual(en.map((r) => [r.product, r.verdict]));
        es.forEach((r, i) => {
          expect(r.reasons.flatMap(figures)).toEqual(en[i]!.reasons.flatMap(figures));
          for (const reason of r.reasons) expect(reason).toMatch(/^[A-ZÁÉÍÓÚ0-9$][^]*\.$/);
          expect(r.reasons.join(' ')).not.toMatch(/undefined|NaN|\b(funders|lenders|you|the)\b/);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('says the table of minimums with the same figures as English', () => {
    for (const product of PRODUCTS)
      expect(describeMinimums(product, MINIMUMS_WORDS_ES).map(figures)).toEqual(describeMinimums(product, MINIMUMS_WORDS_EN).map(figures));
    expect(describeMinimums('sba-7a', MINIMUMS_WORDS_ES)[0]).toBe('Tiempo en el negocio: 2+ años');
  });

  it('reads a decimal comma in Spanish and answers in Spanish', () => {
    const answers = { ...EMPTY_ANSWERS, monthlyRevenue: '12.500,50', monthsInBusiness: '8', creditBand: '500-599' };
    expect(validateAnswers(answers, ELIGIBILITY_TEXT_ES.answers).profile?.monthlyRevenue).toBe(12_500.5);
    expect(validateAnswers({ ...answers, monthlyRevenue: '1,25' }, ANSWER_TEXT_EN).errors.monthlyRevenue).toBe(
      '“1,25” has a comma before the decimals, and this page reads a point there. If you mean 1.25, type 1.25. Enter monthly revenue between $0 and $100,000,000.',
    );
    expect(validateAnswers({ ...answers, monthlyRevenue: '1,25' }, ELIGIBILITY_TEXT_ES.answers).profile?.monthlyRevenue).toBe(1.25);
    expect(validateAnswers(EMPTY_ANSWERS, ELIGIBILITY_TEXT_ES.answers).errors).toEqual({
      monthlyRevenue: 'Este campo está vacío. Escriba ingresos mensuales entre $0 y $100,000,000.',
      monthsInBusiness: 'Este campo está vacío. Escriba los meses en el negocio, entre 0 y 600.',
      creditBand: 'Elija el rango de su puntaje de crédito personal.',
    });
  });
});

describe('the Spanish paying tools', () => {
  it('a factor rate of "1,4" is 1.4 in Spanish and refused in English with the English message', () => {
    const inputs = { ...DEFAULT_STACK, values: { ...DEFAULT_STACK.values, na: '25000', nf: '1,4', ns: 'daily', nd: '300' } };
    expect(validateStack(inputs).errors.nf).toBe(
      '“1,4” has a comma before the decimals, and this page reads a point there. If you mean 1.4, type 1.4. Enter a factor rate between 1.00 and 3.00.',
    );
    const es = validateStack(inputs, STACKED_TEXT_ES.lib);
    const en = validateStack({ ...inputs, values: { ...inputs.values, nf: '1.4' } });
    expect(es.errors).toEqual({});
    expect(stackResult(es.scenario!)).toEqual(stackResult(en.scenario!));
  });

  it('gives the same renewal figures and Spanish messages', () => {
    expect(renewalResult(validateRenewal(DEFAULT_RENEWAL, RENEWAL_UI_ES.lib).scenario!)).toEqual(renewalResult(validateRenewal(DEFAULT_RENEWAL).scenario!));
    expect(validateRenewal({ ...DEFAULT_RENEWAL, cv: '70000' }, RENEWAL_UI_ES.lib).errors.cv).toBe(
      'Escriba un monto pagado menor que el total a devolver, $65,000: si ya está todo pagado, no hay nada que renovar.',
    );
    expect(validateRenewal({ ...DEFAULT_RENEWAL, ca: 'abc' }, RENEWAL_UI_ES.lib).errors.ca).toBe(
      'Use solo números, por ejemplo 50,000. Escriba un adelanto entre $1,000 y $10,000,000.',
    );
  });

  it('drafts the Spanish letter with the English letter’s figures, and a Spanish file name', () => {
    const { scenario } = validateLetter(DEFAULT_LETTER, RECONCILIATION_TEXT_ES.fields);
    const f = reconciliationFigures(scenario!);
    const names = { business: '', funder: 'Acme Funding', agreementDate: '2026-03-15', signer: '' };
    const es = draftLetter(scenario!, f, names, '2026-11-25', LETTER_TEXT_ES);
    const en = draftLetter(scenario!, f, names, '2026-11-25');
    expect(es.split('\n')[0]).toBe('25 de noviembre de 2026');
    expect(es).toContain('De: [Nombre del negocio]');
    expect(es).toContain('Nuestros depósitos de octubre de 2026, septiembre de 2026 y agosto de 2026 fueron $62,000.00, $66,000.00 y $70,000.00');
    expect(es).toContain('nuestro contrato con fecha 15 de marzo de 2026');
    expect(es).toContain('$9,900.00 más');
    expect(es).toContain('dentro de 10 días hábiles');
    const money = (t: string) => t.match(/\$[\d,]+\.\d\d/g);
    expect(money(es)).toEqual(money(en));
    expect(letterFileName('2026-11-25', LETTER_TEXT_ES)).toBe('solicitud-de-reconciliacion-2026-11-25.txt');
    // The English letter on the Spanish page is the English page's own.
    expect(RECONCILIATION_TEXT_ES.letters.map((l) => l.lang)).toEqual(['es', 'en']);
    expect(draftLetter(scenario!, f, names, '2026-11-25', RECONCILIATION_TEXT_ES.letters[1])).toBe(en);
  });
});
