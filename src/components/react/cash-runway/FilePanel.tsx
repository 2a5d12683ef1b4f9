import { useRef, useState } from 'react';
import { formatUsd } from '@/lib/calculator/format';
import { isoDate } from '@/lib/calculator/calendar';
import { longDate } from '@/lib/paying/business-days';
import type { ColumnMap } from '@/lib/cash-runway/csv-layouts';
import type { ReadResult } from '@/lib/cash-runway/read-file';
import { summarize, type Statement } from '@/lib/cash-runway/statement';
import type { CashRunwayText } from '@/lib/i18n/tools/cash-runway.en';

/** The largest file read: 26 weeks of even a busy account is far smaller. */
const MAX_BYTES = 15 * 1024 * 1024;

type Unknown = Extract<ReadResult, { kind: 'unknown' }>;
type FileState = { status: 'none' } | { status: 'reading' } | { status: 'error'; message: string } | ({ status: 'unknown' } & Unknown);

/** Loads the reading code (and papaparse) only now, when a file is chosen: never in the page's first load. */
const reader = () => import('@/lib/cash-runway/read-file');

/**
 * The file picker and what was read. The file is read with File.text() and parsed here, on the device:
 * nothing is sent or stored. A statement goes up to the tool; an unknown layout asks for its columns.
 */
export function FilePanel({ text, statement, onStatement }: { text: CashRunwayText; statement?: Statement; onStatement: (s: Statement | undefined) => void }) {
  const t = text.file;
  const [state, setState] = useState<FileState>({ status: 'none' });
  const input = useRef<HTMLInputElement>(null);

  const take = (read: ReadResult) => {
    if (read.kind === 'statement') {
      setState({ status: 'none' });
      onStatement(read.statement);
    } else if (read.kind === 'unknown') {
      setState({ status: 'unknown', ...read });
      onStatement(undefined);
    } else {
      setState({ status: 'error', message: t.unreadable });
      onStatement(undefined);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setState({ status: 'error', message: t.tooBig(`${MAX_BYTES / 1024 / 1024} MB`) });
      return;
    }
    setState({ status: 'reading' });
    try {
      const [content, mod] = await Promise.all([file.text(), reader()]);
      take(mod.readStatementText(content));
    } catch {
      setState({ status: 'error', message: t.failed });
      onStatement(undefined);
    }
  };

  const clear = () => {
    setState({ status: 'none' });
    onStatement(undefined);
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="card" data-file-panel>
      <legend className="float-left w-full text-xl font-semibold">{t.title}</legend>
      <div className="clear-both">
        <p className="font-semibold" data-privacy>
          {t.privacy}
        </p>
        <label htmlFor="runway-file" className="mt-3 flex min-h-tap items-end pb-1 font-semibold">
          {t.label}
        </label>
        <p id="runway-file-hint" className="-mt-1 mb-2 text-sm text-muted">
          {t.hint}
        </p>
        <input
          ref={input}
          id="runway-file"
          type="file"
          accept=".csv,.ofx,.qfx,.txt,text/csv,application/x-ofx"
          aria-describedby="runway-file-hint"
          className="block w-full min-h-tap text-base file:mr-3 file:min-h-tap file:rounded-card file:border file:border-accent file:bg-paper file:px-4 file:font-semibold file:text-accent"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {state.status === 'reading' && (
          <p role="status" className="mt-3">
            {t.reading}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className="mt-3 rounded-card border border-warn bg-warn-wash p-3 font-semibold" data-file-error>
            {state.message}
          </p>
        )}
        {state.status === 'unknown' && <ColumnChooser found={state} text={text} onRead={take} />}
        {statement && <ReadSummary statement={statement} text={text} />}
        {(statement || state.status !== 'none') && (
          <button type="button" className="btn-secondary mt-4" onClick={clear}>
            {t.remove}
          </button>
        )}
      </div>
    </fieldset>
  );
}

function ReadSummary({ statement, text }: { statement: Statement; text: CashRunwayText }) {
  const r = text.read;
  const s = summarize(statement);
  const lang = text.shared.lang;
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <div className="mt-4 rounded-card border border-line bg-wash p-4" data-read-summary>
      <h2 className="text-base font-semibold">{r.title}</h2>
      <p className="mt-1 text-sm">{r.layout(text.layouts[statement.layout])}</p>
      <ul className="mt-2 list-disc pl-5">
        {s.firstDay !== undefined && s.lastDay !== undefined && (
          <li data-read="range">{r.range(longDate(isoDate(s.firstDay), lang), longDate(isoDate(s.lastDay), lang))}</li>
        )}
        <li data-read="rows">{r.rows(n(s.rows))}</li>
        <li data-read="deposits">{r.deposits(n(s.deposits.count), formatUsd(s.deposits.cents))}</li>
        <li data-read="withdrawals">{r.withdrawals(n(s.withdrawals.count), formatUsd(s.withdrawals.cents))}</li>
        {statement.balance && <li>{r.balance(formatUsd(statement.balance.cents), longDate(isoDate(statement.balance.day), lang))}</li>}
      </ul>
      {s.skipped.length === 0 ? (
        <p className="mt-2 text-sm" data-skipped="none">
          {r.noneSkipped}
        </p>
      ) : (
        <div className="mt-2" data-skipped>
          <p className="text-sm font-semibold">{r.skippedTitle}</p>
          <ul className="list-disc pl-5 text-sm">
            {s.skipped.map((k) => (
              <li key={k.reason} data-skip-reason={k.reason}>
                {r.skipped[k.reason](n(k.count))} ({r.rowList(k.rows.join(', '), k.count > k.rows.length)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** An unknown layout: the reader names the date, description and amount (or debit and credit) columns. */
function ColumnChooser({ found, text, onRead }: { found: Unknown; text: CashRunwayText; onRead: (r: ReadResult) => void }) {
  const t = text.file;
  const [pick, setPick] = useState<Record<'date' | 'description' | 'amount' | 'debit' | 'credit', string>>(() => ({
    date: found.guess.date?.toString() ?? '',
    description: found.guess.description?.[0]?.toString() ?? '',
    amount: found.guess.amount?.toString() ?? '',
    debit: found.guess.amount !== undefined ? '' : (found.guess.debit?.toString() ?? ''),
    credit: found.guess.amount !== undefined ? '' : (found.guess.credit?.toString() ?? ''),
  }));
  const [missing, setMissing] = useState(false);
  const options = found.headers.map((h, i) => ({ value: String(i), label: h || `#${i + 1}` }));
  const select = (key: keyof typeof pick, label: string) => (
    <div>
      <label htmlFor={`column-${key}`} className="flex min-h-tap items-end pb-1 font-semibold">
        {label}
      </label>
      <select
        id={`column-${key}`}
        value={pick[key]}
        onChange={(e) => setPick((p) => ({ ...p, [key]: e.target.value }))}
        className="min-h-tap w-full rounded-card border border-muted/50 bg-paper px-3 py-2 text-base"
      >
        <option value="">{t.columnNone}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const read = async () => {
    const num = (s: string) => (s === '' ? undefined : Number(s));
    const map: Partial<ColumnMap> = {
      headerRow: found.headerRow,
      date: num(pick.date),
      description: pick.description === '' ? [] : [Number(pick.description)],
      amount: num(pick.amount),
      debit: pick.amount === '' ? num(pick.debit) : undefined,
      credit: pick.amount === '' ? num(pick.credit) : undefined,
    };
    const mod = await reader();
    if (!mod.isCompleteMap(map)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onRead(mod.readRows(found.rows, map));
  };
  return (
    <div className="mt-4 rounded-card border border-warn bg-warn-wash p-4" data-column-chooser>
      <h2 className="text-base font-semibold">{t.unknownTitle}</h2>
      <p className="mt-1">{t.unknownBody(found.headers.join(', '))}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {select('date', t.columnDate)}
        {select('description', t.columnDescription)}
        {select('amount', t.columnAmount)}
        {select('debit', t.columnDebit)}
        {select('credit', t.columnCredit)}
      </div>
      {missing && (
        <p role="alert" className="mt-3 font-semibold text-warn">
          {t.columnsNeeded}
        </p>
      )}
      <button type="button" className="btn-secondary mt-4" onClick={() => void read()}>
        {t.readColumns}
      </button>
    </div>
  );
}
