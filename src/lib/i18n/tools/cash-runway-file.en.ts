/**
 * The cash forecast's words that only a chosen file shows (what was read, the column chooser, the debits found), in
 * English. Loaded with the file reader when a file is chosen, so the page's first load carries none of them; the
 * Spanish twin (cash-runway-file.es.ts) is typed by this object.
 */
import { BANK_NAMES, type SkipReason, type LayoutId } from '../../cash-runway/statement';
import type { DebitRole } from '../../cash-runway/plan';
import type { Cadence } from '../../cash-runway/detect';

export const CASH_RUNWAY_FILE_TEXT_EN = {
  /** An export whose layout we do not know: the column chooser. */
  file: {
    unknownTitle: 'We did not recognise this file’s layout',
    unknownBody: (headers: string) =>
      `We expected columns for the date, a description and the amount (or separate debit and credit columns). This file’s first row reads: ${headers}. Tell us which column is which:`,
    columnDate: 'Date column',
    columnDescription: 'Description column',
    columnAmount: 'Amount column (money in positive, money out negative)',
    columnDebit: 'Or: debit (money out) column',
    columnCredit: 'and credit (money in) column',
    columnNone: '— none —',
    readColumns: 'Read these columns',
    columnsNeeded: 'Choose a date column, a description column, and an amount column or both a debit and a credit column.',
  },
  layouts: {
    ...BANK_NAMES,
    quickbooks: 'QuickBooks bank feed',
    quickbooksRegister: 'QuickBooks register',
    xero: 'Xero bank statement',
    ofx: 'OFX/QFX statement',
    columns: 'the columns you chose',
  } satisfies Record<LayoutId, string>,
  read: {
    title: 'What we read',
    layout: (name: string) => `Layout: ${name}.`,
    range: (from: string, to: string) => `From ${from} to ${to}`,
    rows: (n: string) => `${n} transactions`,
    deposits: (n: string, total: string) => `${n} deposits totalling ${total}`,
    withdrawals: (n: string, total: string) => `${n} withdrawals totalling ${total}`,
    balance: (amount: string, date: string) => `Balance in the file: ${amount} on ${date}`,
    noneSkipped: 'No rows were skipped.',
    skippedTitle: 'Skipped, and why:',
    rowList: (rows: string, more: boolean) => `row${rows.includes(',') ? 's' : ''} ${rows}${more ? ', …' : ''}`,
    skipped: {
      date: (n: string) => `${n} with no date in a US format (MM/DD/YYYY or YYYY-MM-DD)`,
      amount: (n: string) => `${n} with no amount we could read`,
      pending: (n: string) => `${n} still pending (not yet posted)`,
      balance: (n: string) => `${n} balance lines, not transactions`,
      columns: (n: string) => `${n} with fewer cells than the header`,
      zero: (n: string) => `${n} for $0.00`,
    } satisfies Record<SkipReason, (n: string) => string>,
  },
  debits: {
    title: 'Recurring debits we found',
    intro: 'These repeat with a similar description and amount. Tell us which are advance debits, so they are counted apart from your ordinary spending.',
    none: 'We found no debit that repeats every business day or every week. If an advance is being paid, add it under “Your advances” below.',
    role: 'What is it?',
    roles: { advance: 'An advance’s debit', debt: 'Another loan payment', none: 'Not a debt payment' } satisfies Record<DebitRole, string>,
    cadence: { daily: 'every business day', weekly: 'every week' } satisfies Record<Cadence, string>,
    seen: (count: string, cadence: string, from: string, to: string) => `${count} debits, ${cadence}, ${from} to ${to}`,
    stopped: 'No debit in the file’s last two weeks: perhaps paid off.',
    amount: 'Each debit',
    balance: 'Balance left (optional)',
    balanceHint: 'Its debits stop when this is paid.',
  },
};

export type CashRunwayFileText = typeof CASH_RUNWAY_FILE_TEXT_EN;
