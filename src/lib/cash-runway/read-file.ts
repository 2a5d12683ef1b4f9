/**
 * A chosen file's text read into a statement. CSV is split by papaparse (maintained, no dependencies, runs in
 * the browser, handles quoted commas and line breaks inside cells); the page imports this module only when a
 * file is chosen, so papaparse is never in the first load. Nothing here touches the network or storage.
 */
import Papa from 'papaparse';
import { readCsvRows, type ColumnMap } from './csv-layouts';
import { readOfx } from './ofx';
import type { Statement } from './statement';

export { isCompleteMap } from './csv-layouts';

export type ReadResult =
  | { kind: 'statement'; statement: Statement }
  /** A CSV in no known layout: its header row and a guess, for the reader to name the columns. */
  | { kind: 'unknown'; headers: string[]; guess: Partial<ColumnMap>; headerRow: number; rows: string[][] }
  /** Nothing that looks like transactions at all (an empty file, a spreadsheet saved as something else). */
  | { kind: 'unreadable' };

/** Split CSV text into rows of cells. */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return parsed.data.filter((row): row is string[] => Array.isArray(row));
}

/** Read a file's text: OFX/QFX when it has an <OFX> block, else CSV (in `chosen` columns, when the reader named them). */
export function readStatementText(text: string, chosen?: ColumnMap): ReadResult {
  if (/<OFX>/i.test(text)) {
    const statement = readOfx(text);
    return statement && statement.transactions.length + statement.skipped.length > 0 ? { kind: 'statement', statement } : { kind: 'unreadable' };
  }
  if (text.includes('\u0000') || text.trim() === '') return { kind: 'unreadable' };
  const rows = csvRows(text);
  return readRows(rows, chosen);
}

/** Re-read rows already split, in the columns the reader named. */
export function readRows(rows: string[][], chosen?: ColumnMap): ReadResult {
  const read = readCsvRows(rows, chosen);
  if ('transactions' in read) return { kind: 'statement', statement: read };
  return { kind: 'unknown', headers: read.headers, guess: read.guess, headerRow: read.headerRow, rows };
}
