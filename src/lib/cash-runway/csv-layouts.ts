/**
 * Bank and bookkeeping CSV exports, recognised by their header row, read from rows of cells (the CSV text is
 * split into rows by papaparse in ./read-file.ts; this module is pure so it can be tested without it).
 * A file in no known layout gets its header row back, with a guess at which columns are which, so the reader
 * can name the date, description and amount (or debit and credit) columns.
 */
import { parseUsAmount, parseUsDate } from './values';
import type { LayoutId, Skipped, Statement, Transaction } from './statement';

/** Which cells of a row hold what. Amounts are either one signed column, an unsigned column with a debit/credit type column, or two columns. */
export interface ColumnMap {
  /** Row index of the header (-1: the file has none). Data starts on the next row. */
  headerRow: number;
  date: number;
  /** One or more columns joined into the description. */
  description: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  /** A column that says "debit"/"credit" for an unsigned amount (Capital One). */
  type?: number;
  /** A column whose "pending" rows are not yet posted (Citi). */
  status?: number;
  balance?: number;
}

/** The header names, lower-cased, without a leading "*" (Xero marks required columns) or a byte-order mark. */
export const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^\*/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

interface HeaderLayout {
  id: Exclude<LayoutId, 'wellsFargo' | 'ofx' | 'columns'>;
  /** Every one of these names must be in the header row. */
  needs: readonly string[];
  /** When set, the header row must be exactly these names in this order (layouts that share names with another). */
  exact?: boolean;
  map: (col: (name: string) => number) => Omit<ColumnMap, 'headerRow'>;
}

const opt = (i: number) => (i >= 0 ? i : undefined);

/** Known layouts, most specific first. Column names as each exports them (the bank's download help pages). */
export const HEADER_LAYOUTS: readonly HeaderLayout[] = [
  // Chase checking: Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #
  {
    id: 'chase',
    needs: ['details', 'posting date', 'description', 'amount'],
    map: (c) => ({ date: c('posting date'), description: [c('description')], amount: c('amount'), balance: opt(c('balance')) }),
  },
  // Bank of America checking: a summary block, a blank row, then Date,Description,Amount,Running Bal.
  {
    id: 'bankOfAmerica',
    needs: ['date', 'description', 'amount', 'running bal.'],
    map: (c) => ({ date: c('date'), description: [c('description')], amount: c('amount'), balance: c('running bal.') }),
  },
  // Capital One 360: Account Number,Transaction Description,Transaction Date,Transaction Type,Transaction Amount,Balance
  {
    id: 'capitalOne',
    needs: ['transaction description', 'transaction date', 'transaction type', 'transaction amount'],
    map: (c) => ({
      date: c('transaction date'),
      description: [c('transaction description')],
      amount: c('transaction amount'),
      type: c('transaction type'),
      balance: opt(c('balance')),
    }),
  },
  // Citi: Status,Date,Description,Debit,Credit (debits and credits in separate unsigned columns)
  {
    id: 'citi',
    needs: ['status', 'date', 'description', 'debit', 'credit'],
    map: (c) => ({ date: c('date'), description: [c('description')], debit: c('debit'), credit: c('credit'), status: c('status') }),
  },
  // U.S. Bank: Date,Transaction,Name,Memo,Amount
  {
    id: 'usBank',
    needs: ['date', 'transaction', 'name', 'memo', 'amount'],
    map: (c) => ({ date: c('date'), description: [c('name'), c('memo')], amount: c('amount') }),
  },
  // Xero's bank statement import: *Date,*Amount,Payee,Description,Reference,Check Number
  {
    id: 'xero',
    needs: ['date', 'amount', 'payee', 'description', 'reference'],
    map: (c) => ({ date: c('date'), description: [c('payee'), c('description')], amount: c('amount') }),
  },
  // QuickBooks Online bank register export: Date,Ref No.,Type,Payee,Account,Memo,Payment,Deposit,…
  {
    id: 'quickbooksRegister',
    needs: ['date', 'payee', 'memo', 'payment', 'deposit'],
    map: (c) => ({ date: c('date'), description: [c('payee'), c('memo')], debit: c('payment'), credit: c('deposit'), balance: opt(c('balance')) }),
  },
  // QuickBooks Online bank-feed upload, 4 columns: Date,Description,Credit,Debit
  {
    id: 'quickbooks',
    needs: ['date', 'description', 'credit', 'debit'],
    exact: true,
    map: (c) => ({ date: c('date'), description: [c('description')], debit: c('debit'), credit: c('credit') }),
  },
  // QuickBooks Online bank-feed upload, 3 columns: Date,Description,Amount
  {
    id: 'quickbooks',
    needs: ['date', 'description', 'amount'],
    exact: true,
    map: (c) => ({ date: c('date'), description: [c('description')], amount: c('amount') }),
  },
];

/** How far down a header row may be (Bank of America puts a summary block above it). */
const HEADER_SEARCH_ROWS = 15;

export type CsvLayout =
  { layout: Exclude<LayoutId, 'ofx' | 'columns'>; map: ColumnMap } | { layout: 'unknown'; headerRow: number; headers: string[]; guess: Partial<ColumnMap> };

const isBlank = (row: readonly string[]) => row.every((c) => c.trim() === '');

/** Wells Fargo's export has no header: "date","amount","*","","description". */
const isWellsFargoRow = (row: readonly string[]) =>
  row.length === 5 && parseUsDate(row[0] ?? '') !== undefined && parseUsAmount(row[1] ?? '') !== undefined && row[2]?.trim() === '*';

/** A first guess at the columns of an unknown layout, from their names. */
export function guessColumns(headers: readonly string[]): Partial<ColumnMap> {
  const names = headers.map(normalizeHeader);
  const find = (...words: string[]) => opt(names.findIndex((n) => words.some((w) => n === w || n.includes(w))));
  const description = find('description', 'payee', 'name', 'memo', 'details', 'narrative');
  return {
    date: find('posting date', 'posted date', 'transaction date', 'date'),
    description: description === undefined ? undefined : [description],
    amount: find('amount'),
    debit: find('debit', 'withdrawal', 'payment', 'money out', 'spent'),
    credit: find('credit', 'deposit', 'money in', 'received'),
  };
}

/** Which layout the rows are in. */
export function detectLayout(rows: readonly (readonly string[])[]): CsvLayout {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const names = rows[r]!.map(normalizeHeader);
    for (const l of HEADER_LAYOUTS) {
      const fits = l.exact ? names.filter((n) => n !== '').join(',') === l.needs.join(',') : l.needs.every((n) => names.includes(n));
      if (fits) return { layout: l.id, map: { headerRow: r, ...l.map((name) => names.indexOf(name)) } };
    }
  }
  const first = rows.findIndex((row) => !isBlank(row));
  if (first >= 0 && isWellsFargoRow(rows[first]!)) return { layout: 'wellsFargo', map: { headerRow: first - 1, date: 0, amount: 1, description: [4] } };
  const headerRow = Math.max(0, first);
  const headers = (rows[headerRow] ?? []).map((c) => c.trim());
  return { layout: 'unknown', headerRow, headers, guess: guessColumns(headers) };
}

/** Whether a column map names a date, a description and an amount (or a debit and a credit). */
export const isCompleteMap = (m: Partial<ColumnMap>): m is ColumnMap =>
  m.date !== undefined &&
  m.headerRow !== undefined &&
  (m.description?.length ?? 0) > 0 &&
  (m.amount !== undefined || (m.debit !== undefined && m.credit !== undefined));

const DEBIT_WORDS = /^(debit|dr|withdrawal|payment|ach debit|check)$/i;

/** The signed amount of a row under `map`: undefined when it has none, "balance" for a balance line. */
function rowCents(row: readonly string[], map: ColumnMap): number | 'none' {
  const cell = (i: number | undefined) => (i === undefined ? '' : (row[i] ?? '').trim());
  if (map.amount !== undefined) {
    const cents = parseUsAmount(cell(map.amount));
    if (cents === undefined) return 'none';
    if (map.type !== undefined) return DEBIT_WORDS.test(cell(map.type)) ? -Math.abs(cents) : Math.abs(cents);
    return cents;
  }
  // Separate columns: either may be blank; a debit is money out whatever its sign in the file.
  const debitText = cell(map.debit);
  const creditText = cell(map.credit);
  const debit = debitText === '' ? 0 : parseUsAmount(debitText);
  const credit = creditText === '' ? 0 : parseUsAmount(creditText);
  if (debit === undefined || credit === undefined || (debitText === '' && creditText === '')) return 'none';
  return Math.abs(credit) - Math.abs(debit);
}

/** Read the data rows under a column map. */
export function readRows(rows: readonly (readonly string[])[], map: ColumnMap, layout: Exclude<LayoutId, 'ofx'>): Statement {
  const transactions: Transaction[] = [];
  const balances: Array<number | undefined> = [];
  const skipped: Skipped[] = [];
  const needed = Math.max(map.date, ...map.description, map.amount ?? 0, map.debit ?? 0, map.credit ?? 0);
  for (let r = map.headerRow + 1; r < rows.length; r++) {
    const row = rows[r]!;
    if (isBlank(row)) continue;
    const skip = (reason: Skipped['reason']) => skipped.push({ row: r + 1, reason });
    const description = map.description
      .map((i) => (row[i] ?? '').trim())
      .filter((s) => s !== '')
      .join(' ');
    if (/^(beginning|ending|opening|closing) balance/i.test(description)) {
      skip('balance');
      continue;
    }
    if (row.length <= needed) {
      skip('columns');
      continue;
    }
    const day = parseUsDate(row[map.date] ?? '');
    if (day === undefined) {
      skip('date');
      continue;
    }
    if (map.status !== undefined && /pending/i.test(row[map.status] ?? '')) {
      skip('pending');
      continue;
    }
    const cents = rowCents(row, map);
    if (cents === 'none') {
      skip('amount');
      continue;
    }
    if (cents === 0) {
      skip('zero');
      continue;
    }
    transactions.push({ day, description, cents });
    balances.push(map.balance === undefined ? undefined : parseUsAmount(row[map.balance] ?? ''));
  }
  return { layout, transactions, skipped, balance: latestBalance(transactions, balances) };
}

/** The running balance on the latest day's last row (files run oldest-first or newest-first). */
function latestBalance(ts: readonly Transaction[], balances: ReadonlyArray<number | undefined>): Statement['balance'] {
  if (ts.length === 0) return undefined;
  const newestFirst = ts[0]!.day > ts[ts.length - 1]!.day;
  const last = ts.reduce((max, t) => Math.max(max, t.day), -Infinity);
  const index = newestFirst ? ts.findIndex((t) => t.day === last) : ts.findLastIndex((t) => t.day === last);
  const cents = balances[index];
  return cents === undefined ? undefined : { day: last, cents };
}

/** Read rows in a recognised layout, or say which layout is unknown. */
export function readCsvRows(rows: readonly (readonly string[])[], chosen?: ColumnMap): Statement | Extract<CsvLayout, { layout: 'unknown' }> {
  if (chosen) return readRows(rows, chosen, 'columns');
  const found = detectLayout(rows);
  if (found.layout === 'unknown') return found;
  return readRows(rows, found.map, found.layout);
}
