/**
 * What a bank export becomes: dated transactions in integer cents (deposits positive, withdrawals negative),
 * the rows that were skipped and why, and the account's last balance when the export carries one. Language-free:
 * the reasons are codes the page words in its catalog.
 */
import type { Day } from '../calculator/calendar';

export interface Transaction {
  day: Day;
  description: string;
  /** Deposits positive, withdrawals negative, in cents. */
  cents: number;
}

/** Why a row was not read: no real date, no amount, a pending item, a balance line, too few cells, $0.00. */
export const SKIP_REASONS = ['date', 'amount', 'pending', 'balance', 'columns', 'zero'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface Skipped {
  /** The row's number in the file (1 = the first row). */
  row: number;
  reason: SkipReason;
}

/** The layouts recognised by their header row (and Wells Fargo's, which has none). */
export const LAYOUT_IDS = [
  'chase',
  'bankOfAmerica',
  'wellsFargo',
  'citi',
  'capitalOne',
  'usBank',
  'quickbooks',
  'quickbooksRegister',
  'xero',
  'ofx',
  'columns',
] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** The banks' own names, the same in every language (each catalog spreads them beside its translated layouts). */
export const BANK_NAMES = {
  chase: 'Chase',
  bankOfAmerica: 'Bank of America',
  wellsFargo: 'Wells Fargo',
  citi: 'Citi',
  capitalOne: 'Capital One',
  usBank: 'U.S. Bank',
} as const satisfies Partial<Record<LayoutId, string>>;

export interface Statement {
  layout: LayoutId;
  transactions: Transaction[];
  skipped: Skipped[];
  /** The balance after the latest transaction, when the export has a balance column (or an OFX ledger balance). */
  balance?: { day: Day; cents: number };
}

export interface StatementSummary {
  rows: number;
  firstDay?: Day;
  lastDay?: Day;
  deposits: { count: number; cents: number };
  withdrawals: { count: number; cents: number };
  /** Skipped rows per reason, with the first few row numbers for the message. */
  skipped: Array<{ reason: SkipReason; count: number; rows: number[] }>;
}

/** What was read, for the "here is what we read" panel. */
export function summarize(s: Statement): StatementSummary {
  const deposits = { count: 0, cents: 0 };
  const withdrawals = { count: 0, cents: 0 };
  let firstDay: Day | undefined;
  let lastDay: Day | undefined;
  for (const t of s.transactions) {
    const side = t.cents > 0 ? deposits : withdrawals;
    side.count++;
    side.cents += Math.abs(t.cents);
    if (firstDay === undefined || t.day < firstDay) firstDay = t.day;
    if (lastDay === undefined || t.day > lastDay) lastDay = t.day;
  }
  const byReason = new Map<SkipReason, number[]>();
  for (const k of s.skipped) byReason.set(k.reason, [...(byReason.get(k.reason) ?? []), k.row]);
  const skipped = [...byReason].map(([reason, rows]) => ({ reason, count: rows.length, rows: rows.slice(0, 5) }));
  return { rows: s.transactions.length, firstDay, lastDay, deposits, withdrawals, skipped };
}
