import { useCallback, useDeferredValue, useMemo, useState, type SubmitEvent } from 'react';
import { formatUsd } from '@/lib/calculator/format';
import { isoDate, parseIsoDate } from '@/lib/calculator/calendar';
import { longDate } from '@/lib/paying/business-days';
import { ADVANCE_KINDS, MAX_ADVANCES, type AdvanceKind } from '@/lib/paying/stacked';
import { NEW_OFFER_DEFAULTS, NEW_OFFER_PARAMS, newAdvanceValues } from '@/lib/paying/stacked-form';
import type { DebitCandidate } from '@/lib/cash-runway/detect';
import type { ChoiceText } from '@/lib/cash-runway/file-choices';
import { forecastSet, mondayOf, type Adjustment, type ForecastInput } from '@/lib/cash-runway/forecast';
import { DEFAULT_RUNWAY, hasNewAdvance, queryFromRunway, runwayFromQuery, validateRunway, type RunwayInputs } from '@/lib/cash-runway/form';
import type { Statement } from '@/lib/cash-runway/statement';
import { plainDollars, positiveCents } from '@/lib/cash-runway/values';
import type { CashRunwayText } from '@/lib/i18n/tools/cash-runway.en';
import type { CashRunwayFileText } from '@/lib/i18n/tools/cash-runway-file.en';
import { ErrorSummary, keepFocus, type SummaryError } from '@/components/react/kit/ErrorSummary';
import { ChoiceSelect, IgnoredNote, NumberInput, TextInput } from '@/components/react/kit/fields';
import { fieldBinder, useQueryForm, useSpokenOnBlur, useToday } from '@/components/react/kit/useQueryForm';
import { FilePanel, type FileUi } from './FilePanel';
import { headline, RunwayResults } from './RunwayResults';

export interface CashRunwayProps {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  sbaHref: string;
  fundingHref: string;
}

interface AdjustmentText {
  date: string;
  amount: string;
  direction: 'in' | 'out';
  label: string;
}

/**
 * The forecast in the language of `text`; the island entry (src/islands/CashRunway.tsx) picks the catalog, and
 * passes the loader of what only a file shows (its words and code load when a file is chosen).
 */
export function CashRunwayCore({
  today: serverToday,
  sbaHref,
  fundingHref,
  text,
  fileWords,
}: CashRunwayProps & { text: CashRunwayText; fileWords: () => Promise<CashRunwayFileText> }) {
  const today = useToday(serverToday);
  const [statement, setStatement] = useState<Statement | undefined>();
  const [fileUi, setFileUi] = useState<FileUi>();
  const [candidates, setCandidates] = useState<DebitCandidate[]>([]);
  const [choices, setChoices] = useState<ChoiceText[]>([]);
  const [adjustments, setAdjustments] = useState<AdjustmentText[]>([]);
  const [submits, setSubmits] = useState(0);
  const withFile = statement !== undefined;

  const fromQuery = useCallback((search: string) => runwayFromQuery(search, text.stack, text.fields), [text]);
  const validate = useCallback((inputs: RunwayInputs) => validateRunway(inputs, text.stack, text.fields, withFile), [text, withFile]);
  const toQuery = useCallback((inputs: RunwayInputs) => queryFromRunway(inputs, text.stack, text.fields), [text]);
  const { inputs, shown, ignored, checked, commit, reveal, revealAll, blurs } = useQueryForm<RunwayInputs>(DEFAULT_RUNWAY, fromQuery, toQuery, validate);
  const { figures } = checked as ReturnType<typeof validateRunway>;
  const v = inputs.values;

  const onStatement = (s: Statement | undefined, ui?: FileUi) => {
    setStatement(s);
    if (ui) setFileUi(ui);
    const found = s && ui ? ui.findRecurringDebits(s.transactions) : [];
    setCandidates(found);
    // The page's own example is not the reader's: a file replaces it.
    const example = inputs.count === DEFAULT_RUNWAY.count && Object.entries(DEFAULT_RUNWAY.values).every(([k, x]) => v[k] === x);
    // A typed advance that is also in the file lends the found debit its balance and specified percentage.
    setChoices(ui ? ui.initialChoices(found, example ? [] : (figures?.advances ?? [])) : []);
    if (!s) return;
    // The file's last balance starts the opening balance.
    const values = example ? { ...v, ...newAdvanceValues(1), bal: '', drop: '', wdep: '', low: '', out: '', debt: '' } : { ...v };
    if (s.balance) values.bal = plainDollars(Math.max(0, s.balance.cents));
    commit({ count: example ? 0 : inputs.count, values }, Object.keys(values));
  };

  // The reader's answers about the detected debits (read by the file's own code) and their dated items, checked.
  const fileKit = withFile ? fileUi : undefined;
  const { choices: debitChoices, errors: choiceErrors } = fileKit
    ? fileKit.readChoices(candidates, choices, { ...fileKit.words.debits, specifiedRange: text.stack.fields.specified.range })
    : { choices: [], errors: [] };
  const adjustmentErrors: SummaryError[] = [];
  const dated: Adjustment[] = [];
  adjustments.forEach((a, i) => {
    const day = parseIsoDate(a.date);
    const cents = positiveCents(a.amount, 1_000_000_000);
    if (day === undefined) adjustmentErrors.push({ field: `adj-date-${i}`, message: text.adjustments.badDate(i + 1) });
    if (cents === undefined) adjustmentErrors.push({ field: `adj-amount-${i}`, message: text.adjustments.badAmount(i + 1) });
    if (day !== undefined && cents !== undefined) dated.push({ day, cents: a.direction === 'in' ? cents : -cents });
  });

  // The weeks of history asked for, or 13 while that field is being fixed (its own message says so).
  const historyWeeks = figures?.historyWeeks ?? 13;
  const history = useMemo(() => {
    if (!statement || !fileKit) return undefined;
    return fileKit.historyOf(statement.transactions, debitChoices, historyWeeks);
    // debitChoices is rebuilt each render from `choices` and `candidates`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statement, fileKit, historyWeeks, choices, candidates]);

  // Typed advances that are the same as a debit the reader marked as an advance in the file are counted there only.
  const typedAdvances = figures?.advances ?? [];
  const linked = fileKit ? fileKit.linkedTyped(candidates, debitChoices, typedAdvances) : new Set<number>();
  let input: ForecastInput | undefined;
  if (figures && choiceErrors.length === 0 && adjustmentErrors.length === 0) {
    const common = { openingCents: figures.openingCents, cushionCents: figures.cushionCents, adjustments: dated };
    if (fileKit) {
      if (history)
        input = fileKit.planFromHistory(history, debitChoices, {
          ...common,
          lowWeek: figures.basis === 'low',
          extraAdvances: typedAdvances.filter((_, k) => !linked.has(k)),
        });
    } else if (figures.weeklyDepositsCents !== undefined && figures.weeklyOutflowsCents !== undefined) {
      const day = parseIsoDate(today) ?? 0;
      input = {
        ...common,
        // Week 1 is the coming Monday's (today's, on a Monday).
        start: mondayOf(day) === day ? day : mondayOf(day) + 7,
        weeklyDepositsCents: figures.basis === 'low' ? (figures.lowDepositsCents ?? figures.weeklyDepositsCents) : figures.weeklyDepositsCents,
        weeklyOutflowsCents: figures.weeklyOutflowsCents,
        weeklyOtherDebtCents: figures.weeklyOtherDebtCents,
        advances: figures.advances,
      };
    }
  }
  const set = input && figures ? forecastSet(input, { dropHundredths: figures.dropHundredths, newAdvance: figures.newAdvance }) : undefined;

  const errors: SummaryError[] = [
    ...Object.entries(checked.errors).map(([param, message]) => ({ field: `field-${param}`, message })),
    ...choiceErrors,
    ...adjustmentErrors,
  ];
  const spoken = set && figures ? text.results.spoken(headline(set.base, figures.cushionCents, text).main) : text.results.needsFixing;
  const announcement = useSpokenOnBlur(spoken, blurs);

  const setValue = (param: string, value: string) => commit({ ...inputs, values: { ...v, [param]: value } }, [param]);
  const setValues = (values: Record<string, string>, cleared: string[]) => commit({ ...inputs, values: { ...v, ...values } }, cleared);
  const addAdvance = () => commit({ count: inputs.count + 1, values: { ...v, ...newAdvanceValues(inputs.count + 1) } });
  const removeAdvance = (index: number) => {
    const values = { ...v };
    for (let i = index + 1; i < inputs.count; i++) for (const p of ['b', 'k', 'm', 'sp']) values[`${p}${i}`] = v[`${p}${i + 1}`] ?? '';
    Object.assign(values, newAdvanceValues(inputs.count));
    commit({ count: inputs.count - 1, values }, Object.keys(v));
  };
  const setNew = (on: boolean) =>
    commit({ ...inputs, values: { ...v, ...(on ? NEW_OFFER_DEFAULTS : Object.fromEntries(NEW_OFFER_PARAMS.map((p) => [p, '']))) } }, [...NEW_OFFER_PARAMS]);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    revealAll();
    setSubmits((n) => n + 1);
  };

  const bind = fieldBinder(v, shown, setValue, reveal);
  const num = (param: string, label: string, unit: '$' | '%' | '', hint?: string, numeric = false) => (
    <NumberInput {...bind(param)} label={label} unit={unit} hint={hint} numeric={numeric} />
  );
  const f = text.figures;
  const KIND_OPTIONS = ADVANCE_KINDS.map((value) => ({ value, label: text.kinds[value] }));
  const lang = text.shared.lang;
  const dropText = v.drop && figures?.dropHundredths ? `${v.drop.replace(/%$/, '')}%` : '';
  // The results panel draws a deferred copy: a keystroke paints its field first and the panel (tables, chart)
  // follows, so typing stays quick on a slow phone; the old figures stay in place meanwhile.
  const view = useDeferredValue(
    set && figures
      ? {
          set,
          cushionCents: figures.cushionCents,
          dropText,
          basisLine: history
            ? f.basedOnFile(longDate(isoDate(history.weeks[0]!.start), lang), longDate(isoDate(history.forecastStart - 1), lang), f.basisWords[figures.basis])
            : f.basedOnTyped(f.basisWords[figures.basis]),
          canReconcile: (input?.advances ?? []).some((a) => a.kind !== 'percent' && Boolean(a.specifiedHundredths)),
        }
      : undefined,
  );

  const shownErrors = submits > 0 ? errors : [];

  return (
    <>
      <IgnoredNote ignored={ignored} text={text.shared.ignored} />
      <form onSubmit={onSubmit} noValidate aria-label={text.formLabel} className="space-y-6" data-print-hide>
        <ErrorSummary errors={shownErrors} focusToken={submits} id="runway-errors" lang={lang} />
        <FilePanel text={text} fileWords={fileWords} statement={statement} onStatement={onStatement} />
        {statement && fileUi && <fileUi.DebitList candidates={candidates} choices={choices} setChoices={setChoices} text={text} words={fileUi.words} />}

        <fieldset className="card">
          <legend className="float-left w-full text-xl font-semibold">{f.title}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {num('bal', f.opening, '$', statement?.balance ? f.openingFromFile(formatUsd(statement.balance.cents)) : f.openingHint)}
            {num('cush', f.cushion, '$', f.cushionHint)}
            <ChoiceSelect
              id="field-basis"
              label={f.basis}
              value={(v.basis === 'low' ? 'low' : 'avg') as 'avg' | 'low'}
              options={[
                { value: 'avg', label: f.basisAverage },
                { value: 'low', label: f.basisLow },
              ]}
              onChange={(value) => setValue('basis', value)}
            />
            {withFile ? (
              num('hw', f.historyWeeks, '', undefined, true)
            ) : (
              <>
                {num('wdep', f.weeklyDeposits, '$')}
                {num('low', f.lowDeposits, '$', f.lowHint)}
                {num('out', f.weeklyOutflows, '$', f.outflowsHint)}
                {num('debt', f.otherDebt, '$', f.otherDebtHint)}
              </>
            )}
          </div>
          {withFile && history && (
            <p className="mt-3 max-w-prose text-sm" data-history-figures>
              {f.fromFile}{' '}
              {f.fromFileFigures(
                formatUsd(history.averageDepositsCents),
                formatUsd(history.lowDepositsCents),
                formatUsd(history.averageOutflowsCents),
                formatUsd(history.averageOtherDebtCents),
                String(history.weeks.length),
              )}
            </p>
          )}
          {withFile && !history && (
            <p role="alert" className="mt-3 font-semibold text-warn">
              {f.tooShort(4)}
            </p>
          )}
        </fieldset>

        <fieldset className="card">
          <legend className="float-left w-full text-xl font-semibold">{text.advances.title}</legend>
          <div className="clear-both">
            <p className="max-w-prose text-sm">{withFile ? text.advances.inFile : text.advances.intro}</p>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              {Array.from({ length: inputs.count }, (_, i) => {
                const n = i + 1;
                const kind = (v[`k${n}`] ?? 'daily') as AdvanceKind;
                const name = text.advances.name(n);
                return (
                  <fieldset key={i} className="min-w-0 rounded-card border border-line p-3" data-advance-form={i}>
                    <legend className="font-semibold">{name}</legend>
                    <div className="space-y-3">
                      {linked.has(i) && (
                        <p className="text-sm font-semibold" data-linked>
                          {text.advances.linked}
                        </p>
                      )}
                      {num(`b${n}`, text.stack.fields.balance.label, '$')}
                      <ChoiceSelect
                        id={`field-k${n}`}
                        label={text.advances.howCollected}
                        value={kind}
                        options={KIND_OPTIONS}
                        onChange={(value) => setValue(`k${n}`, value)}
                      />
                      {kind === 'percent'
                        ? num(`m${n}`, text.advances.holdback, '%')
                        : num(`m${n}`, kind === 'weekly' ? text.advances.weeklyDebit : text.advances.dailyDebit, '$')}
                      {kind !== 'percent' && num(`sp${n}`, text.stack.fields.specified.label, '%', text.advances.specifiedHint)}
                      <button type="button" className="btn-secondary w-full" onClick={() => removeAdvance(i)}>
                        {text.advances.remove(name)}
                      </button>
                    </div>
                  </fieldset>
                );
              })}
            </div>
            {inputs.count < MAX_ADVANCES && (
              <button type="button" className="btn-secondary mt-3" onClick={addAdvance}>
                {text.advances.add}
              </button>
            )}
          </div>
        </fieldset>

        <fieldset className="card" data-adjustments>
          <legend className="float-left w-full text-xl font-semibold">{text.adjustments.title}</legend>
          <div className="clear-both">
            <p className="max-w-prose text-sm">{text.adjustments.intro}</p>
            <ul className="mt-3 space-y-3">
              {adjustments.map((a, i) => {
                const update = (patch: Partial<AdjustmentText>) => setAdjustments((prev) => prev.map((p, j) => (j === i ? { ...p, ...patch } : p)));
                return (
                  <li key={i} className="grid gap-3 rounded-card border border-line p-3 sm:grid-cols-4">
                    <TextInput id={`adj-date-${i}`} type="date" label={text.adjustments.date} value={a.date} onChange={(date) => update({ date })} />
                    <NumberInput id={`adj-amount-${i}`} label={text.adjustments.amount} unit="$" value={a.amount} onChange={(amount) => update({ amount })} />
                    <ChoiceSelect
                      id={`adj-dir-${i}`}
                      label={text.adjustments.direction}
                      value={a.direction}
                      options={[
                        { value: 'out', label: text.adjustments.out },
                        { value: 'in', label: text.adjustments.in },
                      ]}
                      onChange={(direction) => update({ direction })}
                    />
                    <TextInput id={`adj-label-${i}`} label={text.adjustments.label} value={a.label} maxLength={40} onChange={(label) => update({ label })} />
                    <button type="button" className="btn-secondary sm:col-span-4" onClick={() => setAdjustments((prev) => prev.filter((_, j) => j !== i))}>
                      {text.adjustments.remove(i + 1)}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="btn-secondary mt-3"
              onClick={() => setAdjustments((prev) => [...prev, { date: isoDate((parseIsoDate(today) ?? 0) + 7), amount: '', direction: 'out', label: '' }])}
            >
              {text.adjustments.add}
            </button>
          </div>
        </fieldset>

        <fieldset className="card">
          <legend className="float-left w-full text-xl font-semibold">{text.scenarios.title}</legend>
          <div className="clear-both space-y-4">
            <div className="max-w-sm">{num('drop', text.scenarios.drop, '%', text.scenarios.dropHint)}</div>
            {hasNewAdvance(v) ? (
              <fieldset className="rounded-card border border-line p-3" data-new-advance>
                <legend className="font-semibold">{text.scenarios.newTitle}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {num('na', text.scenarios.advanceAmount, '$')}
                  {num('nfee', text.scenarios.fees, '$')}
                  {num('nf', text.scenarios.factor, '')}
                  {num('np', text.scenarios.payback, '$')}
                  <ChoiceSelect
                    id="field-ns"
                    label={text.scenarios.payments}
                    value={(v.ns ?? 'daily') as AdvanceKind}
                    options={KIND_OPTIONS}
                    onChange={(value) => setValues(value === 'percent' ? { ns: value } : { ns: value }, ['ns'])}
                  />
                  {v.ns === 'percent'
                    ? num('nh', text.advances.holdback, '%')
                    : num('nd', v.ns === 'weekly' ? text.advances.weeklyDebit : text.advances.dailyDebit, '$')}
                </div>
                <button type="button" className="btn-secondary mt-4" onClick={() => setNew(false)}>
                  {text.scenarios.removeNew}
                </button>
              </fieldset>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setNew(true)}>
                {text.scenarios.newAdvance}
              </button>
            )}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" onMouseDown={keepFocus}>
          {text.submit}
        </button>
      </form>

      {/* Starts 2,600 px or lower at every width, below the whole form: drawn as a reader nears it (render-near-view,
          global.css), so a keystroke in the form does not lay out the chart and the tables. 241 rem at 320 px is its
          tallest (Spanish, all four scenarios). */}
      <section aria-labelledby="runway-results-title" className="render-near-view mt-10 [--render-estimate:250rem]" data-print-summary>
        <h2 id="runway-results-title" className="text-2xl font-semibold">
          {text.results.title}
        </h2>
        {view ? (
          <>
            <RunwayResults {...view} sbaHref={sbaHref} fundingHref={fundingHref} text={text} />
            <div className="mt-6" data-print-hide>
              <button type="button" className="btn-secondary" onClick={() => window.print()}>
                {text.results.print}
              </button>
              <p className="mt-1 text-sm text-muted">{text.results.printNote}</p>
            </div>
          </>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
            {withFile && !history ? text.results.needsHistory : errors.length > 0 ? text.results.needsFixing : text.placeholder}
          </p>
        )}
        <section aria-labelledby="cannot-know" className="mt-10">
          <h3 id="cannot-know" className="text-xl font-semibold">
            {text.cannotKnow.title}
          </h3>
          <ul className="mt-2 max-w-prose list-disc pl-5">
            {text.cannotKnow.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
