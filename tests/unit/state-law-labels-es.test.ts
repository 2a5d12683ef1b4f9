import { describe, expect, it } from 'vitest';
import { HUB_TEXT_EN, type HubLaw } from '@/lib/state-laws/hub-text';
import { HUB_TEXT } from '@/lib/state-laws/hub-text-by-lang';
import { HUB_TEXT_ES, SORT_PATHS_ES, STATUS_LABELS_ES, capCellEs, capSaysMore, inForceSaysMore } from '@/lib/state-laws/labels-es';
import { COJ_RULES, LAW_SCOPES, REGISTRATION_RULES, SORT_KEYS, sortPath } from '@/lib/state-laws/rules';
import { ES_ROUTES } from '@/lib/i18n/pages';

/** A law as the schema gives it; amounts and dates here are made up, not any state's. */
const law = (over: Partial<HubLaw>): HubLaw => ({
  name: 'Example Act',
  citation: 'Ex. Code § 1',
  scope: 'commercial-financing',
  capUsd: 300000,
  capInclusive: true,
  capText: '≤ $300,000',
  inForceDate: '2030-03-05',
  inForceText: 'Mar 5, 2030',
  aprRequired: false,
  disclosureSummary: '',
  ...over,
});

describe('the Spanish state-law labels', () => {
  it('has a Spanish word for every scope, COJ rule, registration rule and sort order, different from the English', () => {
    for (const [keys, es, en] of [
      [LAW_SCOPES, HUB_TEXT_ES.scope, HUB_TEXT_EN.scope],
      [COJ_RULES, HUB_TEXT_ES.coj, HUB_TEXT_EN.coj],
      [REGISTRATION_RULES.filter((k) => k !== 'not-applicable'), HUB_TEXT_ES.registration, HUB_TEXT_EN.registration],
    ] as const) {
      for (const key of keys) {
        const word = (es as Record<string, string>)[key];
        expect(word, key).toBeTruthy();
        expect(word, key).not.toBe((en as Record<string, string>)[key]);
      }
    }
    for (const key of SORT_KEYS) {
      expect(HUB_TEXT_ES.sort[key].column).not.toBe(HUB_TEXT_EN.sort[key].column);
      // The order a column is sorted in is the same fact in both languages.
      expect(HUB_TEXT_ES.sort[key].ariaSort).toBe(HUB_TEXT_EN.sort[key].ariaSort);
    }
    expect(HUB_TEXT.es).toBe(HUB_TEXT_ES);
  });

  it('sends each Spanish sort control to the Spanish copy in that order, and each English one to the English copy', () => {
    expect(SORT_PATHS_ES).toEqual({
      name: ES_ROUTES.stateLaws,
      cap: ES_ROUTES.stateLawsByCap,
      'in-force': ES_ROUTES.stateLawsByInForce,
      apr: ES_ROUTES.stateLawsByApr,
    });
    for (const key of SORT_KEYS) expect(HUB_TEXT_EN.sortPath[key]).toBe(sortPath(key));
  });

  it('writes the cap from the number: "Hasta" for up to, "Menos de" for under, and no dollar cap', () => {
    expect(capCellEs(law({}))).toBe('Hasta $300,000');
    expect(capCellEs(law({ capUsd: 1250000, capInclusive: false }))).toBe('Menos de $1,250,000');
    expect(capCellEs(law({ capUsd: null }))).toBe('Sin límite en dólares');
  });

  it('writes in-force dates in Spanish from the ISO date, and a law not yet in force as such', () => {
    expect(HUB_TEXT_ES.inForce(law({}), true)).toBe('5 mar 2030');
    expect(HUB_TEXT_ES.inForce(law({}), false)).toBe('Aún no: a partir del 5 mar 2030');
    // English keeps the data's wording.
    expect(HUB_TEXT_EN.inForce(law({ inForceText: 'Contracts from Mar 5, 2030' }), true)).toBe('Contracts from Mar 5, 2030');
  });

  it('flags a cell whose English wording says more than its number or date, and only that', () => {
    expect(capSaysMore(law({}))).toBe(false);
    expect(capSaysMore(law({ capUsd: null, capText: 'No dollar cap' }))).toBe(false);
    expect(capSaysMore(law({ capInclusive: false, capText: '< $300,000' }))).toBe(false);
    expect(capSaysMore(law({ capInclusive: false, capText: 'Disclosures: under $300,000. Registration: any size' }))).toBe(true);
    expect(inForceSaysMore(law({}))).toBe(false);
    expect(inForceSaysMore(law({ inForceText: 'Mar 5, 2030 (not enforced before Jun 1, 2030)' }))).toBe(true);
    expect(HUB_TEXT_ES.capNote(law({}))).toBeNull();
    expect(HUB_TEXT_ES.inForceNote(law({ inForceText: 'Transactions from Mar 5, 2030' }))).toMatch(/página del estado/);
    // English shows its own wording, so it never needs the note.
    expect(HUB_TEXT_EN.inForceNote(law({ inForceText: 'Transactions from Mar 5, 2030' }))).toBeNull();
  });

  it('labels each status in Spanish', () => {
    expect(STATUS_LABELS_ES['in-force']({ law: law({}) })).toBe('En vigor');
    expect(STATUS_LABELS_ES['enacted-not-in-force']({ law: law({}) })).toBe('Aprobada, en vigor desde el 5 de marzo de 2030');
    expect(STATUS_LABELS_ES['none-found']({})).toMatch(/^No se encontró ninguna ley al \d+ de \p{L}+ de \d{4}$/u);
  });
});
