/**
 * "Check my disclosure": a California or New York sales-based financing disclosure worked out again by
 * the historical method (average monthly sales × the specified percentage, or the fixed debit), then the
 * Appendix J APR two ways (./time.ts and ./calendar.ts: business-day unit periods, and the calendar dates of the debits),
 * each judged against the printed APR by the state's own tolerance rule (./apr-tolerance.ts), and one
 * verdict from the two. Pure: the island only parses, calls and shows. Legal figures (months allowed, the
 * tolerance rule) come in as arguments from the state-law data, never from here.
 */
import { datedApr, type DatedPayment } from './apr';
import { judgeApr, printedHigher, type AprJudgement, type ToleranceRule } from './apr-tolerance';
import { parseNumber, plainFigure, type NumberSpec, type ParseText } from './input';
import { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR, levelStream, type PaymentStream } from './payment-stream';
import {
  BUSINESS_DAY_PERIODS,
  CALENDAR_UNITS,
  debitDates,
  irregularPeriods,
  parseIsoDate,
  unitPeriodsBetween,
  type Day,
  type DebitFrequency,
} from './calendar';

export const PAYMENT_KINDS = ['percent', 'daily', 'weekly', 'monthly'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A percentage of sales is taken each business day; a fixed debit as often as the offer says. */
export const frequencyOf = (kind: PaymentKind): DebitFrequency => (kind === 'percent' ? 'daily' : kind);

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
  /** The fixed debit in cents (daily, weekly or monthly offers). */
  fixedCents: number;
  /**
   * A payment that changes once (optional): the later percentage (hundredths of a percent) or the later
   * fixed debit (cents), and when: after this many months of a percentage, or this many fixed debits.
   */
  later?: number | undefined;
  after?: number | undefined;
  /** Sales for each month of the historical period, in cents (percent offers). */
  salesCents: number[];
  printedApr: number;
  /** The funding date, from which the calendar reading dates the debits. */
  fundingDay: Day;
}

/** One way of counting time in the APR, and what it gives. */
export interface AprReading {
  kind: 'business-days' | 'calendar';
  apr: number;
  periodsPerYear: number;
  /** Irregular transaction in Appendix J's sense (amounts or periods), so the wider tolerance applies. */
  irregular: boolean;
  judgement: AprJudgement;
}

/**
 * The one verdict from both readings: accurate under both (and plainly when the printed APR is higher than
 * ours, which the rule allows), understated or overstated only when outside the rule under both, and
 * `depends` when the two readings disagree.
 */
export type DisclosureVerdict = 'accurate' | 'accurate-higher' | 'depends' | 'understated' | 'overstated';

export interface DisclosureResult {
  fundingCents: number;
  feesCents: number;
  paybackCents: number;
  printedApr: number;
  receivedCents: number;
  financeChargeCents: number;
  averageSalesCents: number;
  /** The first payment, and the later one when it changes before payoff. */
  paymentCents: number;
  laterPaymentCents?: number | undefined;
  /** Number of payments and business days to the last one. */
  payments: number;
  termDays: number;
  /** Funding and last debit dates on the calendar. */
  fundingDay: Day;
  lastDebitDay: Day;
  /** The payment amounts change during the term (a change to the same amount is no change). */
  amountsChange: boolean;
  businessDays: AprReading;
  calendar: AprReading;
  verdict: DisclosureVerdict;
}

/**
 * Percent of average sales, the state historical method: remittance = (sum of `months` months' sales ÷
 * months) ÷ 22 × percentage, unrounded, so den = 220,000 × months.
 */
export function averageSalesStream(paybackCents: number, salesSumCents: number, months: number, percentHundredths: number): PaymentStream {
  const den = 100 * 100 * BUSINESS_DAYS_PER_MONTH * months;
  return levelStream(paybackCents * den, salesSumCents * percentHundredths, den, 1, BUSINESS_DAYS_PER_YEAR);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The payment amounts in order: `first` for `firstCount` payments, then `later`, the last one whatever is left. */
function amounts(payback: number, first: number, firstCount: number, later: number): number[] {
  const out: number[] = [];
  let left = payback;
  // A little room for float noise, so an exact multiple does not leave a payment of a millionth of a cent.
  while (left > 1e-6) {
    const amount = out.length < firstCount ? first : later;
    const pay = Math.min(amount, left);
    out.push(pay);
    left -= pay;
  }
  return out;
}

/** The first payment, the later one and how many payments come before the change. */
function paymentPlan(o: DisclosureOffer, averageSalesCents: number): { first: number; later: number; firstCount: number } {
  if (o.kind === 'percent') {
    const perPercent = averageSalesCents / BUSINESS_DAYS_PER_MONTH / 10_000;
    const first = perPercent * o.percentHundredths;
    if (o.later === undefined || o.after === undefined) return { first, later: first, firstCount: Infinity };
    return { first, later: perPercent * o.later, firstCount: o.after * BUSINESS_DAYS_PER_MONTH };
  }
  if (o.later === undefined || o.after === undefined) return { first: o.fixedCents, later: o.fixedCents, firstCount: Infinity };
  return { first: o.fixedCents, later: o.later, firstCount: o.after };
}

/** How many payments a plan takes, without listing them (for the form's check on absurd terms). */
export function paymentCount(payback: number, first: number, firstCount: number, later: number): number {
  if (first * firstCount >= payback - 1e-6 || !Number.isFinite(firstCount)) return Math.max(1, Math.ceil(payback / first - 1e-9));
  return firstCount + Math.max(1, Math.ceil((payback - first * firstCount) / later - 1e-9));
}

/** Judge both readings and give the one verdict. */
export function combineVerdict(business: AprReading, calendar: AprReading, rule: ToleranceRule): DisclosureVerdict {
  const a = business.judgement;
  const b = calendar.judgement;
  if (a.accurate && b.accurate) return printedHigher(a, rule) && printedHigher(b, rule) ? 'accurate-higher' : 'accurate';
  if (a.accurate !== b.accurate) return 'depends';
  if (a.differencePoints < 0 && b.differencePoints < 0) return 'understated';
  if (a.differencePoints > 0 && b.differencePoints > 0) return 'overstated';
  return 'depends';
}

/** Work the disclosure out again. Assumes a validated offer (see validateDisclosure). */
export function checkDisclosure(o: DisclosureOffer, rule: ToleranceRule): DisclosureResult {
  const receivedCents = o.fundingCents - o.feesCents;
  const financeChargeCents = o.paybackCents - receivedCents;
  const averageSalesCents = o.salesCents.length > 0 ? sum(o.salesCents) / o.salesCents.length : 0;
  const plan = paymentPlan(o, averageSalesCents);
  const list = amounts(o.paybackCents, plan.first, plan.firstCount, plan.later);
  // The amounts change only if the later one differs and some payment before the last is made at it.
  const amountsChange = plan.later !== plan.first && list.length - 1 > plan.firstCount;
  const frequency = frequencyOf(o.kind);

  const periods = BUSINESS_DAY_PERIODS[frequency];
  const businessPayments: DatedPayment[] = list.map((amountCents, i) => ({ amountCents, t: i + 1, f: 0 }));
  const businessApr = datedApr(receivedCents, businessPayments, periods.perYear);

  const dates = debitDates(o.fundingDay, frequency, list.length);
  const unit = CALENDAR_UNITS[frequency];
  const calendarPayments: DatedPayment[] = list.map((amountCents, i) => ({ amountCents, ...unitPeriodsBetween(o.fundingDay, dates[i]!, unit.unit) }));
  const calendarApr = datedApr(receivedCents, calendarPayments, unit.perYear);
  const calendarIrregular = amountsChange || irregularPeriods(dates, frequency);

  const businessDays: AprReading = {
    kind: 'business-days',
    apr: businessApr,
    periodsPerYear: periods.perYear,
    irregular: amountsChange,
    judgement: judgeApr(o.printedApr, businessApr, amountsChange, rule),
  };
  const calendar: AprReading = {
    kind: 'calendar',
    apr: calendarApr,
    periodsPerYear: unit.perYear,
    irregular: calendarIrregular,
    judgement: judgeApr(o.printedApr, calendarApr, calendarIrregular, rule),
  };
  return {
    fundingCents: o.fundingCents,
    feesCents: o.feesCents,
    paybackCents: o.paybackCents,
    printedApr: o.printedApr,
    receivedCents,
    financeChargeCents,
    averageSalesCents,
    paymentCents: plan.first,
    laterPaymentCents: amountsChange ? plan.later : undefined,
    payments: list.length,
    termDays: list.length * periods.days,
    fundingDay: o.fundingDay,
    lastDebitDay: dates[dates.length - 1]!,
    amountsChange,
    businessDays,
    calendar,
    verdict: combineVerdict(businessDays, calendar, rule),
  };
}

// ---------------------------------------------------------------------------------------------------
// The form: raw strings in, an offer or a message per field out. Field ids double as URL keys.

export const DISCLOSURE_FIELDS = ['funding', 'fees', 'payback', 'percent', 'fixed', 'later', 'after', 'apr', 'date'] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

export interface DisclosureInputs {
  state: string;
  kind: PaymentKind;
  funding: string;
  fees: string;
  payback: string;
  percent: string;
  fixed: string;
  /** Whether the payment changes once during the term (shows `later` and `after`). */
  changes: boolean;
  later: string;
  after: string;
  apr: string;
  /** The funding date, "YYYY-MM-DD"; empty means today. */
  date: string;
  /** The business has been open for fewer months than the state's minimum. */
  young: boolean;
  sales: string[];
}

/** A field's key in errors: one of DISCLOSURE_FIELDS, `sales` (the count) or `sales-3` (month 3). */
export type DisclosureErrors = Partial<Record<string, string>>;

/** The check's messages in one language (English in src/lib/i18n/tools/disclosure.en.ts, Spanish in disclosure.es.ts). */
export interface DisclosureMessages {
  parse: ParseText;
  /** Each number field's range message ("Enter the funding provided between $1,000 and $10,000,000."). */
  ranges: Record<
    'funding' | 'fees' | 'payback' | 'percent' | 'fixed' | 'apr' | 'laterPercent' | 'afterMonths' | 'laterFixed' | 'afterPayments' | 'sales',
    string
  >;
  date: (first: string, last: string) => string;
  /** The months the state allows (min = max: one figure) and how many were entered. */
  salesCount: (min: number, max: number, entered: number) => string;
  salesZero: string;
  feesTooHigh: string;
  paybackTooLow: string;
  tooLong: string;
}

const money = (min: number, max: number, range: string, example: string): NumberSpec => ({ min, max, decimals: 2, kind: 'money', range, example });
const percent = (range: string): NumberSpec => ({ min: 0.01, max: 100, decimals: 2, kind: 'percent', range, example: '12' });

type NumberField = Exclude<DisclosureField, 'date'>;
/** Each number field's limits, with its range message in the reader's language. */
function specOf(key: NumberField, kind: PaymentKind, r: DisclosureMessages['ranges']): NumberSpec {
  if (key === 'later' || key === 'after') {
    // The later payment and when it starts: months of a percentage, a count of fixed debits.
    if (kind === 'percent')
      return key === 'later' ? percent(r.laterPercent) : { min: 1, max: 24, decimals: 0, kind: 'count', range: r.afterMonths, example: '3' };
    return key === 'later' ? money(1, 1e6, r.laterFixed, '800') : { min: 1, max: 1_000, decimals: 0, kind: 'count', range: r.afterPayments, example: '60' };
  }
  switch (key) {
    case 'funding':
      return money(1_000, 10_000_000, r.funding, '50,000');
    case 'fees':
      return money(0, 10_000_000, r.fees, '1,500');
    case 'payback':
      return money(1_000, 30_000_000, r.payback, '65,000');
    case 'percent':
      return percent(r.percent);
    case 'fixed':
      return money(1, 1e6, r.fixed, '650');
    case 'apr':
      return { min: 0, max: 9_999, decimals: 4, kind: 'percent', range: r.apr, example: '48.5' };
  }
}

/** Ten years of business days: a term longer than that is a typing slip, and would list too many debits. */
export const MAX_TERM_DAYS = 10 * BUSINESS_DAYS_PER_YEAR;

/** The fields a form shows for this payment kind, in order. */
export function fieldsShown(inputs: Pick<DisclosureInputs, 'kind' | 'changes'>): DisclosureField[] {
  const payment: DisclosureField[] = [inputs.kind === 'percent' ? 'percent' : 'fixed', ...(inputs.changes ? (['later', 'after'] as const) : [])];
  return ['funding', 'fees', 'payback', ...payment, 'apr', 'date'];
}

/** How many month boxes to show: what the reader typed, at least the minimum and one. */
export const monthsAllowed = (rule: MonthsRule, young: boolean): MonthsRule => ({ min: young ? 1 : rule.min, max: rule.max });

/** Funding dates the check accepts: the calendar reading needs the Federal Reserve's holiday rules, which hold from 2000. */
const FIRST_DATE = '2000-01-01';
const LAST_DATE = '2099-12-31';

export function validateDisclosure(
  inputs: DisclosureInputs,
  rule: MonthsRule,
  todayDay: Day,
  m: DisclosureMessages,
): { offer?: DisclosureOffer; errors: DisclosureErrors } {
  const errors: DisclosureErrors = {};
  const units: Partial<Record<NumberField, number>> = {};
  for (const key of fieldsShown(inputs)) {
    if (key === 'date') continue;
    const parsed = parseNumber(specOf(key, inputs.kind, m.ranges), inputs[key], m.parse);
    if (parsed.ok) units[key] = parsed.units;
    else errors[key] = parsed.message;
  }
  const dateText = inputs.date.trim();
  const fundingDay = dateText === '' ? todayDay : parseIsoDate(dateText);
  if (fundingDay === undefined || (dateText !== '' && (dateText < FIRST_DATE || dateText > LAST_DATE))) {
    errors.date = m.date(FIRST_DATE.slice(0, 4), LAST_DATE.slice(0, 4));
  }
  const salesCents: number[] = [];
  if (inputs.kind === 'percent') {
    const allowed = monthsAllowed(rule, inputs.young);
    const filled = inputs.sales.map((s) => s.trim()).filter((s) => s !== '');
    inputs.sales.forEach((raw, index) => {
      if (raw.trim() === '') return;
      const parsed = parseNumber(money(0, 100_000_000, m.ranges.sales, '90,000'), raw, m.parse);
      if (parsed.ok) salesCents.push(parsed.units);
      else errors[`sales-${index + 1}`] = parsed.message;
    });
    if (filled.length < allowed.min || filled.length > allowed.max) {
      errors.sales = m.salesCount(allowed.min, allowed.max, filled.length);
    } else if (salesCents.length === filled.length && sum(salesCents) <= 0) {
      errors.sales = m.salesZero;
    }
  }
  if (units.funding !== undefined && units.fees !== undefined && units.fees >= units.funding) {
    errors.fees = m.feesTooHigh;
  }
  if (
    units.funding !== undefined &&
    units.fees !== undefined &&
    units.payback !== undefined &&
    units.fees < units.funding &&
    units.payback <= units.funding - units.fees
  ) {
    errors.payback = m.paybackTooLow;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const offer: DisclosureOffer = {
    fundingCents: units.funding!,
    feesCents: units.fees!,
    paybackCents: units.payback!,
    kind: inputs.kind,
    percentHundredths: units.percent ?? 0,
    fixedCents: units.fixed ?? 0,
    later: inputs.changes ? units.later : undefined,
    after: inputs.changes ? units.after : undefined,
    salesCents,
    printedApr: (units.apr ?? 0) / 10_000,
    fundingDay: fundingDay!,
  };
  // A term of more than ten years is a slip in the payment (a missing digit): say so where it was typed.
  const average = salesCents.length > 0 ? sum(salesCents) / salesCents.length : 0;
  const plan = paymentPlan(offer, average);
  const count = paymentCount(offer.paybackCents, plan.first, plan.firstCount, plan.later);
  if (count * BUSINESS_DAY_PERIODS[frequencyOf(offer.kind)].days > MAX_TERM_DAYS) {
    const key = offer.later !== undefined && plan.first * plan.firstCount < offer.paybackCents ? 'later' : inputs.kind === 'percent' ? 'percent' : 'fixed';
    errors[key] = m.tooLong;
    return { errors };
  }
  return { errors, offer };
}

export const EMPTY_INPUTS: DisclosureInputs = {
  state: '',
  kind: 'percent',
  funding: '',
  fees: '0',
  payback: '',
  percent: '',
  fixed: '',
  changes: false,
  later: '',
  after: '',
  apr: '',
  date: '',
  young: false,
  sales: ['', '', '', ''],
};

const KIND_PARAM: Record<PaymentKind, string> = { percent: 'pct', daily: 'day', weekly: 'wk', monthly: 'mo' };
const MAX_MONTH_BOXES = 24;

/** Inputs from the page address. Only figures, a date and the state: nothing that identifies anyone. Never throws. */
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
export function queryFromDisclosure(inputs: DisclosureInputs, m: DisclosureMessages): string {
  // Each figure the page's parser reads is written plainly ("50000.00" for "$50,000" or a Spanish
  // "50.000,00"), so a shared link and the language switch read the same in both languages.
  const plain = (spec: NumberSpec, text: string): string => {
    const parsed = parseNumber(spec, text, m.parse);
    return parsed.ok ? plainFigure(parsed.units, spec.decimals) : text.trim();
  };
  const params = new URLSearchParams();
  if (inputs.state) params.set('state', inputs.state);
  params.set('kind', KIND_PARAM[inputs.kind]);
  for (const key of fieldsShown(inputs)) {
    if (key === 'date') {
      if (inputs.date.trim() !== '') params.set(key, inputs.date.trim());
      continue;
    }
    params.set(key, plain(specOf(key, inputs.kind, m.ranges), inputs[key]));
  }
  if (inputs.changes) params.set('split', '1');
  if (inputs.kind === 'percent') {
    if (inputs.young) params.set('young', '1');
    const sales = money(0, 100_000_000, m.ranges.sales, '90,000');
    params.set('sales', inputs.sales.map((s) => plain(sales, s)).join('~'));
  }
  return params.toString();
}
