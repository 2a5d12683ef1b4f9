import { useCallback, useState } from 'react';
import { formatDays, formatPercent, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { debitDate, longDate } from '@/lib/paying/business-days';
import {
  ADVANCE_KINDS,
  MAX_ADVANCES,
  SHARE_COMFORT,
  SHARE_LIMIT,
  stackResult,
  type AdvanceKind,
  type ShareBand,
  type StackFigures,
} from '@/lib/paying/stacked';
import {
  DEFAULT_STACK,
  NEW_OFFER_DEFAULTS,
  NEW_OFFER_PARAMS,
  newAdvanceValues,
  queryFromStack,
  stackFromQuery,
  validateStack,
  type StackInputs,
} from '@/lib/paying/stacked-form';
import type { StackedText } from '@/lib/i18n/tools/stacked.en';
import { ChoiceSelect, IgnoredNote, NumberInput, TextInput } from '@/components/react/kit/fields';
import { StepChart } from '@/components/react/paying/StepChart';
import { fieldBinder } from '@/components/react/kit/bind-field';
import { useQueryForm, useSpokenOnBlur, useToday } from '@/components/react/kit/useQueryForm';

export interface StackedProps {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  reconciliationHref: string;
  letterHref: string;
  /** The cash forecast, which reads this check's address: the link carries the reader's figures there. */
  runwayHref: string;
}

const BAND_TONE: Readonly<Record<ShareBand, string>> = {
  within: 'border-good bg-good-wash',
  edge: 'border-warn bg-warn-wash',
  over: 'border-warn bg-warn-wash',
};

function Summary({ f, label, text }: { f: StackFigures; label: string; text: StackedText }) {
  const band = text.bands[f.band];
  return (
    <div data-summary={label} className="card min-w-0">
      <h3 className="text-base font-semibold">{label}</h3>
      <dl className="mt-2 divide-y divide-line">
        <div className="py-2" data-figure="Combined debit per business day">
          <dt className="text-sm text-muted">{text.combinedDaily}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatUsdEstimate(f.combinedDailyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Per month">
          <dt className="text-sm text-muted">{text.perMonth}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsd(f.combinedMonthlyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Share of deposits">
          <dt className="text-sm text-muted">{text.shareOfDeposits(formatUsdEstimate(f.dailyDepositsCents))}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatPercent(f.sharePercent)}</dd>
        </div>
        {f.profitSharePercent !== undefined && (
          <div className="py-2" data-figure="Share of gross profit">
            <dt className="text-sm text-muted">{text.shareOfProfit}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatPercent(f.profitSharePercent)}</dd>
          </div>
        )}
      </dl>
      <div data-band={f.band} className={`mt-3 rounded-card border p-3 ${BAND_TONE[f.band]}`}>
        <p className="font-semibold">{band.title(SHARE_COMFORT, SHARE_LIMIT)}</p>
        <p className="text-sm">{band.body(SHARE_COMFORT, SHARE_LIMIT)}</p>
      </div>
      {f.profitSharePercent !== undefined && f.profitSharePercent > 100 && (
        <p data-over-profit className="mt-3 rounded-card border border-warn bg-warn-wash p-3 font-semibold">
          {text.overProfit(formatPercent(f.profitSharePercent))}
        </p>
      )}
    </div>
  );
}

function AdvanceTable({ f, names, today, caption, text }: { f: StackFigures; names: readonly string[]; today: string; caption: string; text: StackedText }) {
  const c = text.columns;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left tabular-nums">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm">
            <th scope="col" className="py-1 pr-3">
              {c.advance}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {c.perDay}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {c.daysLeft}
            </th>
            <th scope="col" className="py-1">
              {c.paidOff}
            </th>
          </tr>
        </thead>
        <tbody>
          {f.advances.map((a, i) => (
            <tr key={i} className="border-b border-line" data-advance-row={i}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {names[i]}
              </th>
              <td className="py-2 pr-3 text-right">{formatUsdEstimate(a.dailyCents)}</td>
              <td className="py-2 pr-3 text-right">{a.daysLeft.toLocaleString('en-US')}</td>
              <td className="py-2">{longDate(debitDate(today, a.frequency, a.payments), text.shared.lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The check in the language of `text`; the island entries (src/islands/StackedAdvances.tsx, es/) pick the catalog. */
export function StackedAdvancesCore({ today: serverToday, reconciliationHref, letterHref, runwayHref, text }: StackedProps & { text: StackedText }) {
  const today = useToday(serverToday);
  const lang = text.shared.lang;
  const fromQuery = useCallback((search: string) => stackFromQuery(search, text.lib), [text]);
  const validate = useCallback((inputs: StackInputs) => validateStack(inputs, text.lib), [text]);
  const toQuery = useCallback((inputs: StackInputs) => queryFromStack(inputs, text.lib), [text]);
  const { inputs, shown, ignored, checked, commit, reveal, onSubmit, blurs } = useQueryForm<StackInputs>(DEFAULT_STACK, fromQuery, toQuery, validate);
  const defaultName = (i: number) => text.defaultName(i + 1);
  const KIND_OPTIONS = ADVANCE_KINDS.map((value) => ({ value, label: text.kinds[value] }));
  const labels = text.lib.fields;
  const [names, setNames] = useState<string[]>(() => Array.from({ length: MAX_ADVANCES }, (_, i) => defaultName(i)));
  const { scenario, offerCashCents } = checked as ReturnType<typeof validateStack>;
  const result = scenario ? stackResult(scenario) : undefined;
  const v = inputs.values;
  const hasOffer = (v.na ?? '') !== '' || NEW_OFFER_PARAMS.some((p) => p !== 'ns' && (v[p] ?? '') !== '');
  const shownNames = names.slice(0, inputs.count).map((n, i) => n.trim() || defaultName(i));

  const set = (param: string, value: string) => {
    const values = { ...v, [param]: value };
    const cleared = [param];
    // Typing a factor makes it the one that counts, and the same for a payback.
    const other = param === 'nf' ? 'np' : param === 'np' ? 'nf' : undefined;
    if (other && value !== '') {
      values[other] = '';
      cleared.push(other);
    }
    commit({ ...inputs, values }, cleared);
  };
  const add = () => commit({ count: inputs.count + 1, values: { ...v, ...newAdvanceValues(inputs.count + 1) } });
  const remove = (index: number) => {
    // Later advances move up one place.
    const values = { ...v };
    for (let i = index + 1; i < inputs.count; i++) for (const p of ['b', 'k', 'm', 'sp']) values[`${p}${i}`] = v[`${p}${i + 1}`] ?? '';
    Object.assign(values, newAdvanceValues(inputs.count));
    setNames((prev) => [...prev.filter((_, i) => i !== index), '']);
    commit({ count: inputs.count - 1, values }, Object.keys(v));
  };
  const setOffer = (on: boolean) =>
    commit({ ...inputs, values: { ...v, ...(on ? NEW_OFFER_DEFAULTS : Object.fromEntries(NEW_OFFER_PARAMS.map((p) => [p, '']))) } }, [...NEW_OFFER_PARAMS]);

  const spoken = result
    ? text.spoken(
        formatUsdEstimate(result.now.combinedDailyCents),
        formatPercent(result.now.sharePercent),
        result.withOffer ? formatPercent(result.withOffer.sharePercent) : undefined,
      )
    : text.needsFixing;
  const announcement = useSpokenOnBlur(spoken, blurs);
  const bind = fieldBinder(v, shown, set, reveal);
  const num = (param: string, label: string, unit: '$' | '%' | '', hint?: string) => <NumberInput {...bind(param)} label={label} unit={unit} hint={hint} />;
  const dropText = v.drop && scenario?.dropHundredths ? `${v.drop.replace(/%$/, '')}%` : '';

  return (
    <>
      <IgnoredNote ignored={ignored} text={text.shared.ignored} />
      <form onSubmit={onSubmit} noValidate aria-label={text.formLabel} className="space-y-6">
        <fieldset className="card">
          <legend className="float-left w-full text-xl font-semibold">{text.business}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {num('dep', labels.deposits.label, '$', text.hints.deposits)}
            {num('gm', labels.margin.label, '%', text.hints.margin)}
          </div>
        </fieldset>
        <div className="grid gap-6 md:grid-cols-2">
          {Array.from({ length: inputs.count }, (_, i) => {
            const n = i + 1;
            const kind = (v[`k${n}`] ?? 'daily') as AdvanceKind;
            return (
              <fieldset key={i} className="card min-w-0" data-advance-form={i}>
                <legend className="float-left w-full text-xl font-semibold">{shownNames[i]}</legend>
                <div className="clear-both space-y-3">
                  <TextInput
                    id={`field-name${n}`}
                    label={text.name}
                    maxLength={30}
                    value={names[i] ?? ''}
                    hint={text.hints.name}
                    onChange={(value) => setNames((prev) => prev.map((p, j) => (j === i ? value : p)))}
                  />
                  {num(`b${n}`, labels.balance.label, '$')}
                  <ChoiceSelect
                    id={`field-k${n}`}
                    label={text.howCollected}
                    value={kind}
                    options={KIND_OPTIONS}
                    onChange={(value) => set(`k${n}`, value)}
                    onBlur={() => reveal(`k${n}`)}
                  />
                  {kind === 'percent' ? num(`m${n}`, text.holdback, '%') : num(`m${n}`, kind === 'weekly' ? text.weeklyDebit : text.dailyDebit, '$')}
                  {kind !== 'percent' && num(`sp${n}`, labels.specified.label, '%', text.hints.specified)}
                  {inputs.count > 1 && (
                    <button type="button" className="btn-secondary w-full" onClick={() => remove(i)}>
                      {text.remove(shownNames[i]!)}
                    </button>
                  )}
                </div>
              </fieldset>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-3">
          {inputs.count < MAX_ADVANCES && (
            <button type="button" className="btn-secondary" onClick={add}>
              {text.addAdvance}
            </button>
          )}
          {!hasOffer && (
            <button type="button" className="btn-secondary" onClick={() => setOffer(true)}>
              {text.addOffer}
            </button>
          )}
        </div>
        {hasOffer && (
          <fieldset className="card" data-new-offer>
            <legend className="float-left w-full text-xl font-semibold">{text.offerTitle}</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {num('na', text.advanceAmount, '$')}
              {num('nfee', text.fees, '$')}
              {num('nf', text.factor, '', text.hints.factor)}
              {num('np', text.payback, '$', text.hints.payback)}
              <ChoiceSelect
                id="field-ns"
                label={text.payments}
                value={(v.ns ?? 'daily') as AdvanceKind}
                options={KIND_OPTIONS}
                onChange={(value) => set('ns', value)}
              />
              {v.ns === 'percent'
                ? num('nh', text.holdback, '%', text.hints.offerHoldback)
                : num('nd', v.ns === 'weekly' ? text.weeklyDebit : text.dailyDebit, '$')}
            </div>
            <button type="button" className="btn-secondary mt-4 w-full sm:w-auto" onClick={() => setOffer(false)}>
              {text.removeOffer}
            </button>
          </fieldset>
        )}
        <fieldset className="card">
          <legend className="float-left w-full text-xl font-semibold">{text.dropTitle}</legend>
          <div className="clear-both max-w-sm">{num('drop', labels.drop.label, '%', text.hints.drop)}</div>
        </fieldset>
        <button type="submit" className="btn-primary">
          {text.submit}
        </button>
      </form>

      <section aria-labelledby="results-title" className="mt-10">
        <h2 id="results-title" className="text-2xl font-semibold">
          {text.resultsTitle}
        </h2>
        {result && scenario ? (
          <>
            <div className={`mt-4 grid gap-4 ${result.withOffer ? 'md:grid-cols-2' : 'max-w-xl'}`}>
              <Summary f={result.now} label={text.nowLabel} text={text} />
              {result.withOffer && <Summary f={result.withOffer} label={text.withOfferLabel} text={text} />}
            </div>
            {result.withOffer && offerCashCents !== undefined && (
              <p className="mt-3 max-w-prose" data-offer-line>
                {text.offerLine(
                  formatUsd(offerCashCents),
                  formatUsdEstimate(result.withOffer.advances.at(-1)!.dailyCents),
                  formatDays(result.withOffer.advances.at(-1)!.daysLeft, lang),
                )}
              </p>
            )}
            <AdvanceTable f={result.now} names={shownNames} today={today} caption={text.eachNow} text={text} />
            <p className="mt-2 text-sm text-muted">{text.datesNote(longDate(today, lang))}</p>
            <StepChart
              steps={(result.withOffer ?? result.now).steps}
              today={today}
              caption={result.withOffer ? text.chartCaptionOffer : text.chartCaption}
              text={text.shared}
            />

            {result.drop && (
              <section aria-labelledby="drop-title" className="mt-10" data-drop>
                <h3 id="drop-title" className="text-xl font-semibold">
                  {text.dropHeading(dropText)}
                </h3>
                <p className="mt-2 max-w-prose">{text.dropBody}</p>
                <div className={`mt-4 grid gap-4 ${result.drop.reconciled ? 'md:grid-cols-2' : 'max-w-xl'}`}>
                  <Summary f={result.drop.asContracted} label={text.asContracted} text={text} />
                  {result.drop.reconciled && <Summary f={result.drop.reconciled} label={text.reconciled} text={text} />}
                </div>
                <AdvanceTable
                  f={result.drop.reconciled ?? result.drop.asContracted}
                  names={shownNames}
                  today={today}
                  caption={result.drop.reconciled ? text.eachReconciled : text.eachLower}
                  text={text}
                />
                {!result.drop.reconciled && scenario.advances.some((a) => a.kind !== 'percent') && (
                  <p className="mt-3 max-w-prose text-sm">{text.enterSpecified}</p>
                )}
                <p className="mt-4 max-w-prose">
                  {text.reconcileNote[0]}
                  <a href={reconciliationHref}>{text.reconcileNote[1]}</a>
                  {text.reconcileNote[2]}
                  <a href={letterHref}>{text.reconcileNote[3]}</a>
                  {text.reconcileNote[4]}
                </p>
              </section>
            )}
            <p className="mt-8 max-w-prose" data-runway-link>
              {text.runwayNote[0]}
              <a href={`${runwayHref}?${toQuery(inputs)}`}>{text.runwayNote[1]}</a>
              {text.runwayNote[2]}
            </p>
          </>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
            {text.placeholder}
          </p>
        )}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
