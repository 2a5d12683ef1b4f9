/**
 * The payment schedule of one stream: every payment with its business day, amount, running total and
 * balance, in whole cents that add up to the payback exactly (see paidAfterCents). Long schedules are
 * summarised: the first and last payments plus a subtotal for every month of 22 business days.
 */
import { BUSINESS_DAYS_PER_MONTH, paidAfterCents, type PaymentStream } from './payment-stream';

export interface ScheduleRow {
  /** Payment number, 1-based. */
  n: number;
  /** Business day after funding. */
  day: number;
  amountCents: number;
  paidCents: number;
  balanceCents: number;
}

export interface MonthRow {
  month: number;
  /** Business days (month − 1) × 22 + 1 … month × 22. */
  firstDay: number;
  lastDay: number;
  payments: number;
  amountCents: number;
  paidCents: number;
  balanceCents: number;
}

/** Up to this many payments are listed one by one on the page (the CSV always has every one); longer
 * schedules are summarised, which also keeps the page within its first-round-trip budget. */
const FULL_SCHEDULE_MAX = 30;
/** How many payments a summary lists at each end. */
const SUMMARY_EDGE = 5;
/** The CSV lists every payment up to this many, then switches to the monthly summary. */
export const CSV_FULL_MAX = 10_000;
/** A monthly CSV lists at most this many months (50 years), then the last month, so a freak input cannot hang the page. */
const CSV_MAX_MONTHS = 600;

export function scheduleRow(s: PaymentStream, n: number): ScheduleRow {
  const total = paidAfterCents(s, s.count);
  const paid = paidAfterCents(s, n);
  return { n, day: n * s.periodDays, amountCents: paid - paidAfterCents(s, n - 1), paidCents: paid, balanceCents: total - paid };
}

/** Payments from..to inclusive (1-based). */
export function scheduleRows(s: PaymentStream, from = 1, to = s.count): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (let n = Math.max(1, from); n <= Math.min(to, s.count); n++) rows.push(scheduleRow(s, n));
  return rows;
}

/** Subtotals per month of 22 business days (at most `maxMonths`, the last month always included). */
export function monthRows(s: PaymentStream, maxMonths = 1_000): MonthRow[] {
  const total = paidAfterCents(s, s.count);
  const lastDay = s.count * s.periodDays;
  const months = Math.ceil(lastDay / BUSINESS_DAYS_PER_MONTH);
  const paymentsBy = (day: number) => Math.min(s.count, Math.floor(day / s.periodDays));
  const rows: MonthRow[] = [];
  const pushMonth = (m: number) => {
    const before = paymentsBy((m - 1) * BUSINESS_DAYS_PER_MONTH);
    const through = paymentsBy(m * BUSINESS_DAYS_PER_MONTH);
    const paid = paidAfterCents(s, through);
    rows.push({
      month: m,
      firstDay: (m - 1) * BUSINESS_DAYS_PER_MONTH + 1,
      lastDay: Math.min(m * BUSINESS_DAYS_PER_MONTH, lastDay),
      payments: through - before,
      amountCents: paid - paidAfterCents(s, before),
      paidCents: paid,
      balanceCents: total - paid,
    });
  };
  for (let m = 1; m <= Math.min(months, maxMonths - 1); m++) pushMonth(m);
  if (months >= maxMonths) pushMonth(months);
  return rows;
}

interface ScheduleView {
  summarised: boolean;
  /** Every payment, or the first few. */
  first: ScheduleRow[];
  /** The last few payments (summaries only). */
  last: ScheduleRow[];
  months: MonthRow[];
}

export function scheduleView(s: PaymentStream): ScheduleView {
  if (s.count <= FULL_SCHEDULE_MAX) return { summarised: false, first: scheduleRows(s), last: [], months: monthRows(s, 60) };
  return { summarised: true, first: scheduleRows(s, 1, SUMMARY_EDGE), last: scheduleRows(s, s.count - SUMMARY_EDGE + 1), months: monthRows(s, 60) };
}

const cents = (value: number) => (value / 100).toFixed(2);
/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised for spreadsheets. */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV's words in one language (src/lib/i18n/tools/repayment-schedule.en.ts, .es.ts); figures never change. */
export interface CsvText {
  /** Payment, Business day, Amount, Total paid, Balance. */
  payments: readonly string[];
  /** Month, Business days, Payments, Amount, Total paid, Balance. */
  months: readonly string[];
  total: string;
}

/**
 * The schedule as CSV (RFC 4180, CRLF): a title line, then every payment (or, past CSV_FULL_MAX
 * payments, one line per month), then a Total line. Amounts are plain decimals for spreadsheets.
 */
export function scheduleCsv(s: PaymentStream, title: string, text: CsvText): string {
  const lines: string[][] = [[title]];
  const total = paidAfterCents(s, s.count);
  if (s.count <= CSV_FULL_MAX) {
    lines.push([...text.payments]);
    for (const r of scheduleRows(s)) lines.push([String(r.n), String(r.day), cents(r.amountCents), cents(r.paidCents), cents(r.balanceCents)]);
    lines.push([text.total, '', cents(total), cents(total), '0.00']);
  } else {
    lines.push([...text.months]);
    for (const m of monthRows(s, CSV_MAX_MONTHS))
      lines.push([String(m.month), `${m.firstDay}-${m.lastDay}`, String(m.payments), cents(m.amountCents), cents(m.paidCents), cents(m.balanceCents)]);
    lines.push([text.total, '', String(s.count), cents(total), cents(total), '0.00']);
  }
  return lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
