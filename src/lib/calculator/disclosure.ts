/**
 * "Check my disclosure": a California or New York sales-based financing disclosure worked out again by
 * the historical method (average monthly sales × the specified percentage, or the fixed debit), then the
 * Appendix J APR from ./apr.ts, judged against the printed APR with Regulation Z's tolerances.
 * Pure: the island only parses, calls and shows. Legal figures (months allowed) come in as arguments
 * from the state-law data, never from here.
 */
import { actuarialApr, transactionApr, type PaymentRun } from './apr';
import { judgeApr, type AprJudgement } from './apr-tolerance';
import { parseNumber, type NumberSpec } from './input';
import { PARSE_TEXT_EN } from '../i18n/tools/common.en';
import {
  BUSINESS_DAYS_PER_MONTH,
  BUSINESS_DAYS_PER_YEAR,
  fixedDailyStream,
  fixedWeeklyStream,
  levelStream,
  paymentCents,
  termDays,
  type PaymentStream,
} from './payment-stream';

export const PAYMENT_KINDS = ['percent', 'daily', 'weekly'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The months of sales a state's historical method allows (from content/state-laws). */
export interface MonthsRule {
  min: number;
  max: number;
}

export interface DisclosureOffer {
  fundingCents: number;
  feesCents: number;
  paybackCents: number;
  kind: PaymentKind;
  /** The specified percentage, in hundredths of a percent (percent offers). */
  percentHundredths: number;
  /** A later percentage and the month it starts after (a split that changes): optional. */
  laterPercentHundredths?: number | undefined;
  afterMonths?: number | undefined;
  /** The fixed debit in cents (daily or weekly offers). */
  fixedCents: number;
  /** Sales for each month of the historical period, in cents (percent offers). */
  salesCents: number[];
  printedApr: number;
}

export interface DisclosureResult {
  fundingCents: number;
  feesCents: number;
  paybackCents: number;
  printedApr: number;
  receivedCents: number;
  financeChargeCents: number;
  averageSalesCents: number;
  /** The first (regular) payment, and the later one when the split changes. */
  paymentCents: number;
  laterPaymentCents?: number | undefined;
  /** Number of payments and business days to the last one. */
  payments: number;
  termDays: number;
  /** Payments a year in the APR (264 business-day debits, 52 weekly). */
  periodsPerYear: number;
  apr: number;
  /** Payment amounts change during the term: Regulation Z's irregular tolerance applies. */
  irregular: boolean;
  judgement: AprJudgement;
}

/**
 * Percent of average sales, the state historical method: remittance = (sum of `months` months' sales ÷
 * months) ÷ 22 × percentage, unrounded, so den = 220,000 × months.
 */
export function averageSalesStream(paybackCents: number, salesSumCents: number, months: number, percentHundredths: number): PaymentStream {
  const den = 100 * 100 * BUSINESS_DAYS_PER_MONTH * months;
  return levelStream(paybackCents * den, salesSumCents * percentHundredths, den, 1, BUSINESS_DAYS_PER_YEAR);
}

/** A payment stream for a split that changes: floats, the count by ceiling with a little room for noise. */
function steppedRuns(o: DisclosureOffer, average: number): { runs: PaymentRun[]; payments: number; first: number; later: number } | undefined {
  const first = (average / BUSINESS_DAYS_PER_MONTH) * (o.percentHundredths / 10_000);
  const later = (average / BUSINESS_DAYS_PER_MONTH) * ((o.laterPercentHundredths ?? 0) / 10_000);
  const firstCount = (o.afterMonths ?? 0) * BUSINESS_DAYS_PER_MONTH;
  if (first * firstCount >= o.paybackCents - 1e-6) return undefined; // repaid before the split changes
  const rest = o.paybackCents - first * firstCount;
  const laterCount = Math.max(1, Math.ceil(rest / later - 1e-9));
  const last = rest - later * (laterCount - 1);
  const runs: PaymentRun[] = [{ amountCents: first, count: firstCount, firstPeriod: 1 }];
  if (laterCount > 1) runs.push({ amountCents: later, count: laterCount - 1, firstPeriod: firstCount + 1 });
  runs.push({ amountCents: last, count: 1, firstPeriod: firstCount + laterCount });
  return { runs, payments: firstCount + laterCount, first, later };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Work the disclosure out again. Assumes a validated offer (see validateDisclosure). */
export function checkDisclosure(o: DisclosureOffer): DisclosureResult {
  const receivedCents = o.fundingCents - o.feesCents;
  const financeChargeCents = o.paybackCents - receivedCents;
  const salesSum = sum(o.salesCents);
  const averageSalesCents = o.salesCents.length > 0 ? salesSum / o.salesCents.length : 0;
  const base = {
    fundingCents: o.fundingCents,
    feesCents: o.feesCents,
    paybackCents: o.paybackCents,
    printedApr: o.printedApr,
    receivedCents,
    financeChargeCents,
    averageSalesCents,
  };

  if (o.kind === 'percent' && o.laterPercentHundredths !== undefined && o.afterMonths !== undefined) {
    const stepped = steppedRuns(o, averageSalesCents);
    if (stepped) {
      const apr = transactionApr({ receivedCents, runs: stepped.runs, periodsPerYear: BUSINESS_DAYS_PER_YEAR });
      return {
        ...base,
        paymentCents: stepped.first,
        laterPaymentCents: stepped.later,
        payments: stepped.payments,
        termDays: stepped.payments,
        periodsPerYear: BUSINESS_DAYS_PER_YEAR,
        apr,
        irregular: true,
        judgement: judgeApr(o.printedApr, apr, true),
      };
    }
  }

  const stream: PaymentStream =
    o.kind === 'percent'
      ? averageSalesStream(o.paybackCents, salesSum, o.salesCents.length, o.percentHundredths)
      : o.kind === 'daily'
        ? fixedDailyStream(o.paybackCents, o.fixedCents)
        : fixedWeeklyStream(o.paybackCents, o.fixedCents);
  const apr = actuarialApr(stream, receivedCents);
  return {
    ...base,
    paymentCents: paymentCents(stream),
    payments: stream.count,
    termDays: termDays(stream),
    periodsPerYear: stream.periodsPerYear,
    apr,
    irregular: false,
    judgement: judgeApr(o.printedApr, apr, false),
  };
}

// ---------------------------------------------------------------------------------------------------
// The form: raw strings in, an offer or a message per field out. Field ids double as URL keys.

export const DISCLOSURE_FIELDS = ['funding', 'fees', 'payback', 'percent', 'later', 'after', 'fixed', 'apr'] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

export interface DisclosureInputs {
  state: string;
  kind: PaymentKind;
  funding: string;
  fees: string;
  payback: string;
  percent: string;
  /** Whether the split changes during the term (shows `later` and `after`). */
  changes: boolean;
  later: string;
  after: string;
  fixed: string;
  apr: string;
  /** The business has been open for fewer months than the state's minimum. */
  young: boolean;
  sales: string[];
}

/** A field's key in errors: one of DISCLOSURE_FIELDS, `sales` (the count) or `sales-3` (month 3). */
export type DisclosureErrors = Partial<Record<string, string>>;

const money = (min: number, max: number, noun: string, example: string): NumberSpec => ({
  min,
  max,
  decimals: 2,
  kind: 'money',
  range: `Enter ${noun} between $${min.toLocaleString('en-US')} and $${max.toLocaleString('en-US')}.`,
  example,
});
const percent = (noun: string): NumberSpec => ({
  min: 0.01,
  max: 100,
  decimals: 2,
  kind: 'percent',
  range: `Enter ${noun} between 0.01% and 100%.`,
  example: '12',
});

const SPECS: Record<DisclosureField, NumberSpec> = {
  funding: money(1_000, 10_000_000, 'the funding provided', '50,000'),
  fees: money(0, 10_000_000, 'the fees, or 0 if there are none,', '1,500'),
  payback: money(1_000, 30_000_000, 'the total payback', '65,000'),
  percent: percent('the specified percentage'),
  later: percent('the later percentage'),
  after: { min: 1, max: 24, decimals: 0, kind: 'count', range: 'Enter a whole number of months between 1 and 24.', example: '3' },
  fixed: money(1, 1e6, 'the fixed payment', '650'),
  apr: { min: 0, max: 9_999, decimals: 4, kind: 'percent', range: 'Enter the APR printed on the disclosure, between 0% and 9,999%.', example: '48.5' },
};
const SALES_SPEC = money(0, 100_000_000, 'the month’s sales', '90,000');

/** The fields a form shows for this payment kind, in order. */
export function fieldsShown(inputs: Pick<DisclosureInputs, 'kind' | 'changes'>): DisclosureField[] {
  const payment: DisclosureField[] = inputs.kind === 'percent' ? (inputs.changes ? ['percent', 'later', 'after'] : ['percent']) : ['fixed'];
  return ['funding', 'fees', 'payback', ...payment, 'apr'];
}

/** How many month boxes to show: what the reader typed, at least the minimum and one. */
export const monthsAllowed = (rule: MonthsRule, young: boolean): MonthsRule => ({ min: young ? 1 : rule.min, max: rule.max });

export function validateDisclosure(inputs: DisclosureInputs, rule: MonthsRule): { offer?: DisclosureOffer; errors: DisclosureErrors } {
  const errors: DisclosureErrors = {};
  const units: Partial<Record<DisclosureField, number>> = {};
  for (const key of fieldsShown(inputs)) {
    const parsed = parseNumber(SPECS[key], inputs[key], PARSE_TEXT_EN);
    if (parsed.ok) units[key] = parsed.units;
    else errors[key] = parsed.message;
  }
  const salesCents: number[] = [];
  if (inputs.kind === 'percent') {
    const allowed = monthsAllowed(rule, inputs.young);
    const filled = inputs.sales.map((s) => s.trim()).filter((s) => s !== '');
    inputs.sales.forEach((raw, index) => {
      if (raw.trim() === '') return;
      const parsed = parseNumber(SALES_SPEC, raw, PARSE_TEXT_EN);
      if (parsed.ok) salesCents.push(parsed.units);
      else errors[`sales-${index + 1}`] = parsed.message;
    });
    if (filled.length < allowed.min || filled.length > allowed.max) {
      errors.sales = `Enter sales for ${allowed.min === allowed.max ? allowed.min : `${allowed.min} to ${allowed.max}`} months; you have entered ${filled.length}.`;
    } else if (salesCents.length === filled.length && sum(salesCents) <= 0) {
      errors.sales = 'The months’ sales add up to $0, so nothing would be repaid. Check the figures.';
    }
  }
  if (units.funding !== undefined && units.fees !== undefined && units.fees >= units.funding) {
    errors.fees = 'The fees must be less than the funding provided.';
  }
  if (
    units.funding !== undefined &&
    units.fees !== undefined &&
    units.payback !== undefined &&
    units.fees < units.funding &&
    units.payback <= units.funding - units.fees
  ) {
    errors.payback = 'The total payback must be more than the funding you receive after fees.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    offer: {
      fundingCents: units.funding!,
      feesCents: units.fees!,
      paybackCents: units.payback!,
      kind: inputs.kind,
      percentHundredths: units.percent ?? 0,
      laterPercentHundredths: inputs.kind === 'percent' && inputs.changes ? units.later : undefined,
      afterMonths: inputs.kind === 'percent' && inputs.changes ? units.after : undefined,
      fixedCents: units.fixed ?? 0,
      salesCents,
      printedApr: (units.apr ?? 0) / 10_000,
    },
  };
}

export const EMPTY_INPUTS: DisclosureInputs = {
  state: '',
  kind: 'percent',
  funding: '',
  fees: '0',
  payback: '',
  percent: '',
  changes: false,
  later: '',
  after: '',
  fixed: '',
  apr: '',
  young: false,
  sales: ['', '', '', ''],
};

const KIND_PARAM: Record<PaymentKind, string> = { percent: 'pct', daily: 'day', weekly: 'wk' };
const MAX_MONTH_BOXES = 24;

/** Inputs from the page address. Only figures and the state: nothing that identifies anyone. Never throws. */
export function disclosureFromQuery(search: string): DisclosureInputs {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { ...EMPTY_INPUTS };
  }
  const get = (key: string) => params.get(key)?.slice(0, 40);
  const kindParam = params.get('kind');
  const kind = (Object.keys(KIND_PARAM) as PaymentKind[]).find((k) => KIND_PARAM[k] === kindParam) ?? 'percent';
  const sales = params.get('sales');
  const next: DisclosureInputs = {
    ...EMPTY_INPUTS,
    state: (get('state') ?? '').replace(/[^a-z-]/g, ''),
    kind,
    changes: params.get('split') === '1',
    young: params.get('young') === '1',
    sales:
      sales === null
        ? [...EMPTY_INPUTS.sales]
        : sales
            .split('~')
            .slice(0, MAX_MONTH_BOXES)
            .map((s) => s.slice(0, 40)),
  };
  for (const key of DISCLOSURE_FIELDS) {
    const value = get(key);
    if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The page address for these inputs, in a fixed order so a shared link is stable. */
export function queryFromDisclosure(inputs: DisclosureInputs): string {
  const params = new URLSearchParams();
  if (inputs.state) params.set('state', inputs.state);
  params.set('kind', KIND_PARAM[inputs.kind]);
  for (const key of fieldsShown(inputs)) params.set(key, inputs[key].trim());
  if (inputs.kind === 'percent') {
    if (inputs.changes) params.set('split', '1');
    if (inputs.young) params.set('young', '1');
    params.set('sales', inputs.sales.map((s) => s.trim()).join('~'));
  }
  return params.toString();
}
