/**
 * The forecast's typed figures, their place in the page address and their validation. The address holds only
 * figures the reader typed (never a transaction from the file), under the stacked-advances check's own
 * parameter names for the advances, the sales drop and the new offer ("b1", "k1", "m1", "sp1", "drop", "na"…),
 * so a link from that check brings its advances here. Language-free: the words come in as `StackText`.
 */
import { money, figureReader, readQuery, writeQuery, type FormErrors, type FormField, type FormInputs, type NumberField } from '../paying/form';
import { MAX_ADVANCES, type CurrentAdvance } from '../paying/stacked';
import { NEW_OFFER_PARAMS, newAdvanceValues, stackFields, validateStack, type StackText } from '../paying/stacked-form';
import type { ForecastAdvance, Scenario } from './forecast';
import { HISTORY_WEEKS } from './forecast';

export const BASES = ['avg', 'low'] as const;
export type Basis = (typeof BASES)[number];

export interface RunwayInputs {
  values: FormInputs;
  /** How many typed advances are on screen (0–4). */
  count: number;
}

/** The forecast's own fields' words (the advances' come from the stacked-advances check). */
export interface RunwayFieldWords {
  bal: string;
  cush: string;
  wdep: string;
  low: string;
  out: string;
  debt: string;
  hw: string;
  basis: string;
  range: { bal: string; cush: string; weekly: string; hw: string };
}

export function runwayFields(t: StackText, w: RunwayFieldWords) {
  const weekly = (label: string, optional = false): NumberField => ({ label, optional, spec: money(0, 25_000_000, w.range.weekly, '5,000') });
  const own: Readonly<Record<string, FormField>> = {
    bal: { label: w.bal, spec: money(0, 100_000_000, w.range.bal, '12,000') },
    cush: { label: w.cush, optional: true, spec: money(0, 10_000_000, w.range.cush, '2,000') },
    wdep: weekly(w.wdep),
    low: weekly(w.low, true),
    out: weekly(w.out),
    debt: weekly(w.debt, true),
    hw: { label: w.hw, spec: { min: HISTORY_WEEKS.min, max: HISTORY_WEEKS.max, decimals: 0, kind: 'count', range: w.range.hw, example: '13' } },
    basis: { label: w.basis, choices: BASES },
  };
  const stack = stackFields(t).all;
  // The stacked check's monthly deposits ("dep") are read too, so its link can start the weekly figure.
  const { gm: _margin, ...advanceFields } = stack;
  return { own, all: { ...own, ...advanceFields } as Readonly<Record<string, FormField>> };
}

const OWN_ORDER = ['bal', 'cush', 'basis', 'hw', 'wdep', 'low', 'out', 'debt', 'drop'];
const ADVANCE_PARAMS = (i: number) => [`b${i}`, `k${i}`, `m${i}`, `sp${i}`];

/**
 * The example the server renders: one advance at $350 a business day with a specified percentage of 8%. It
 * lasts as things stand, runs short in week 5 if sales fall 20%, and lasts again once reconciled.
 */
export const DEFAULT_RUNWAY: RunwayInputs = {
  count: 1,
  values: {
    bal: '6000',
    cush: '2000',
    basis: 'avg',
    hw: '13',
    wdep: '7500',
    low: '6000',
    out: '5600',
    debt: '',
    drop: '20',
    b1: '24000',
    k1: 'daily',
    m1: '350',
    sp1: '8',
  },
};

const EMPTY: FormInputs = Object.assign(
  { bal: '', cush: '', basis: 'avg', hw: '13', wdep: '', low: '', out: '', debt: '', drop: '', dep: '' },
  ...Array.from({ length: MAX_ADVANCES }, (_, n) => newAdvanceValues(n + 1)),
);

/** Monthly to weekly: × 12 ÷ 52, to the cent. */
const weeklyFromMonthly = (monthly: string): string => {
  const n = Number(monthly.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? ((n * 12) / 52).toFixed(2) : '';
};

export function runwayFromQuery(search: string, t: StackText, w: RunwayFieldWords): { inputs: RunwayInputs; ignored: string[] } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const { inputs, ignored, shared } = readQuery(search, runwayFields(t, w).all, DEFAULT_RUNWAY.values, EMPTY, t.offer.parse);
  let count = 0;
  for (let i = 1; i <= MAX_ADVANCES; i++) if (ADVANCE_PARAMS(i).some((p) => params.has(p))) count = i;
  // From the stacked-advances check: its monthly deposits start the weekly figure.
  if (shared && inputs.wdep === '' && inputs.dep) inputs.wdep = weeklyFromMonthly(inputs.dep);
  delete inputs.dep;
  return { inputs: { count: shared ? count : DEFAULT_RUNWAY.count, values: inputs }, ignored };
}

const paramOrder = (inputs: RunwayInputs) => [
  ...OWN_ORDER,
  ...Array.from({ length: inputs.count }, (_, n) => ADVANCE_PARAMS(n + 1)).flat(),
  ...((inputs.values.na ?? '') !== '' ? NEW_OFFER_PARAMS : []),
];

export const queryFromRunway = (inputs: RunwayInputs, t: StackText, w: RunwayFieldWords): string =>
  writeQuery(inputs.values, paramOrder(inputs), runwayFields(t, w).all, t.offer.parse);

export const hasNewAdvance = (v: FormInputs) => (v.na ?? '') !== '' || NEW_OFFER_PARAMS.some((p) => p !== 'ns' && (v[p] ?? '') !== '');

export interface RunwayFigures {
  openingCents: number;
  cushionCents: number;
  basis: Basis;
  historyWeeks: number;
  /** Typed weekly figures: required without a file. */
  weeklyDepositsCents?: number;
  lowDepositsCents?: number;
  weeklyOutflowsCents?: number;
  weeklyOtherDebtCents: number;
  dropHundredths?: number;
  advances: ForecastAdvance[];
  newAdvance?: Scenario['newAdvance'];
}

export const toForecastAdvance = (a: CurrentAdvance): ForecastAdvance => ({
  kind: a.kind,
  debitCents: a.debitCents,
  holdbackHundredths: a.holdbackHundredths,
  balanceCents: a.balanceCents,
  specifiedHundredths: a.specifiedHundredths,
});

/**
 * The figures, or a message per bad field (keyed by parameter). With a file, the weekly figures come from it
 * and are not required; `fileWeeklyDepositsCents` then sizes a percent-of-sales advance's checks.
 */
export function validateRunway(inputs: RunwayInputs, t: StackText, w: RunwayFieldWords, withFile: boolean): { figures?: RunwayFigures; errors: FormErrors } {
  const v = inputs.values;
  const errors: FormErrors = {};
  const own = runwayFields(t, w).own;
  const read = figureReader(v, errors, t.offer.parse);
  const num = (param: string, optional = false): number | undefined => {
    const field = own[param] as NumberField;
    return read(param, optional ? { ...field, optional: true } : field);
  };
  const openingCents = num('bal');
  const cushionCents = num('cush') ?? 0;
  const historyWeeks = withFile ? num('hw') : 13;
  const weeklyDepositsCents = num('wdep', withFile);
  const lowDepositsCents = num('low');
  const weeklyOutflowsCents = num('out', withFile);
  const weeklyOtherDebtCents = num('debt') ?? 0;
  // The advances, the drop and the new offer through the stacked check's own rules (its deposits: monthly).
  const monthly = weeklyDepositsCents ? ((weeklyDepositsCents * 52) / 12 / 100).toFixed(2) : '80000';
  const stack = validateStack({ count: inputs.count, values: { ...v, dep: monthly, gm: '' } }, t);
  Object.assign(errors, stack.errors);
  delete errors.dep;
  if (Object.keys(errors).length > 0 || !stack.scenario || openingCents === undefined || historyWeeks === undefined) return { errors };
  const s = stack.scenario;
  return {
    errors,
    figures: {
      openingCents,
      cushionCents,
      basis: v.basis === 'low' ? 'low' : 'avg',
      historyWeeks,
      weeklyDepositsCents,
      lowDepositsCents,
      weeklyOutflowsCents,
      weeklyOtherDebtCents,
      dropHundredths: s.dropHundredths,
      advances: s.advances.map(toForecastAdvance),
      newAdvance: s.newOffer && stack.offerCashCents !== undefined ? { cashCents: stack.offerCashCents, advance: toForecastAdvance(s.newOffer) } : undefined,
    },
  };
}
