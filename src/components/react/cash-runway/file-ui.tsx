/**
 * What only a chosen file needs: what was read, the column chooser for an unknown layout, and the recurring
 * debits found. Loaded with the file reader when a file is chosen (./FilePanel.tsx), so the page's first
 * load carries none of it.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { formatUsd } from '@/lib/calculator/format';
import { isoDate } from '@/lib/calculator/calendar';
import { longDate } from '@/lib/paying/business-days';
import type { ColumnMap } from '@/lib/cash-runway/csv-layouts';
import { isCompleteMap, readRows, type ReadResult } from '@/lib/cash-runway/read-file';
import type { DebitCandidate } from '@/lib/cash-runway/detect';
import type { ChoiceText } from '@/lib/cash-runway/file-choices';
import { summarize, type Statement } from '@/lib/cash-runway/statement';
import type { CashRunwayText } from '@/lib/i18n/tools/cash-runway.en';
import type { CashRunwayFileText } from '@/lib/i18n/tools/cash-runway-file.en';
import { ChoiceSelect, NumberInput } from '@/components/react/kit/fields';

export { findRecurringDebits } from '@/lib/cash-runway/detect';
export { initialChoices, readChoices, historyOf, linkedTyped, planFromHistory } from '@/lib/cash-runway/file-choices';

type Unknown = Extract<ReadResult, { kind: 'unknown' }>;

const isoToShort = (day: number, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(day * 86_400_000));

/** The recurring debits found, each with what the reader says it is, its amount and (for an advance) its balance and percentage. */
export function DebitList({
  candidates,
  choices,
  setChoices,
  text,
  words,
}: {
  candidates: readonly DebitCandidate[];
  choices: readonly ChoiceText[];
  setChoices: Dispatch<SetStateAction<ChoiceText[]>>;
  text: CashRunwayText;
  words: CashRunwayFileText;
}) {
  const lang = text.shared.lang;
  const d = words.debits;
  const ROLE_OPTIONS = (['advance', 'debt', 'none'] as const).map((value) => ({ value, label: d.roles[value] }));
  return (
    <fieldset className="card" data-debits>
      <legend className="float-left w-full text-xl font-semibold">{d.title}</legend>
      <div className="clear-both">
        <p className="max-w-prose">{candidates.length > 0 ? d.intro : d.none}</p>
        <ul className="mt-3 space-y-4">
          {candidates.map((c, i) => {
            const ch = choices[i]!;
            const update = (patch: Partial<ChoiceText>) => setChoices((prev) => prev.map((p, j) => (j === i ? { ...p, ...patch } : p)));
            return (
              <li key={c.key} className="rounded-card border border-line p-3" data-candidate={i}>
                <p className="break-words font-semibold">{c.sample}</p>
                <p className="text-sm text-muted">
                  {d.seen(c.count.toLocaleString('en-US'), d.cadence[c.cadence], isoToShort(c.firstDay, lang), isoToShort(c.lastDay, lang))}
                  {c.stopped ? ` ${d.stopped}` : ''}
                </p>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <ChoiceSelect id={`debit-role-${i}`} label={d.role} value={ch.role} options={ROLE_OPTIONS} onChange={(role) => update({ role })} />
                  <NumberInput id={`debit-amount-${i}`} label={d.amount} unit="$" value={ch.amount} onChange={(amount) => update({ amount })} />
                  {ch.role === 'advance' && (
                    <>
                      <NumberInput
                        id={`debit-balance-${i}`}
                        label={d.balance}
                        unit="$"
                        hint={d.balanceHint}
                        value={ch.balance}
                        onChange={(balance) => update({ balance })}
                      />
                      <NumberInput
                        id={`debit-specified-${i}`}
                        label={text.stack.fields.specified.label}
                        unit="%"
                        hint={text.advances.specifiedHint}
                        value={ch.specified}
                        onChange={(specified) => update({ specified })}
                      />
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}

export function ReadSummary({ statement, text, words }: { statement: Statement; text: CashRunwayText; words: CashRunwayFileText }) {
  const r = words.read;
  const s = summarize(statement);
  const lang = text.shared.lang;
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <div className="mt-4 rounded-card border border-line bg-wash p-4" data-read-summary>
      <h2 className="text-base font-semibold">{r.title}</h2>
      <p className="mt-1 text-sm">{r.layout(words.layouts[statement.layout])}</p>
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
export function ColumnChooser({ found, words, onRead }: { found: Unknown; words: CashRunwayFileText; onRead: (r: ReadResult) => void }) {
  const t = words.file;
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
    <ChoiceSelect
      id={`column-${key}`}
      label={label}
      value={pick[key]}
      options={options}
      none={t.columnNone}
      onChange={(value) => setPick((p) => ({ ...p, [key]: value }))}
    />
  );
  const read = () => {
    const num = (s: string) => (s === '' ? undefined : Number(s));
    const map: Partial<ColumnMap> = {
      headerRow: found.headerRow,
      date: num(pick.date),
      description: pick.description === '' ? [] : [Number(pick.description)],
      amount: num(pick.amount),
      debit: pick.amount === '' ? num(pick.debit) : undefined,
      credit: pick.amount === '' ? num(pick.credit) : undefined,
    };
    if (!isCompleteMap(map)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onRead(readRows(found.rows, map));
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
      <button type="button" className="btn-secondary mt-4" onClick={read}>
        {t.readColumns}
      </button>
    </div>
  );
}
