import { useState, type FormEvent } from 'react';
import { formatDays, formatPercent, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { addBusinessDays, longDate } from '@/lib/paying/business-days';
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
  FIELD_LABELS,
  KIND_LABELS,
  NEW_OFFER_DEFAULTS,
  NEW_OFFER_PARAMS,
  newAdvanceValues,
  queryFromStack,
  stackFromQuery,
  validateStack,
  type StackInputs,
} from '@/lib/paying/stacked-input';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ChoiceSelect, IgnoredNote, NumberInput, TextInput } from '@/components/react/paying/fields';
import { StepChart } from '@/components/react/paying/StepChart';
import { useQueryForm, useSpokenOnBlur, useToday } from '@/components/react/paying/useQueryForm';

interface Props {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  reconciliationHref: string;
  letterHref: string;
}

const KIND_OPTIONS = ADVANCE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

/** What each band means, in plain words (the 15–20% is what funders and the industry commonly cite, not law). */
const BAND_TEXT: Readonly<Record<ShareBand, { title: string; body: string; tone: string }>> = {
  within: {
    title: `At or below ${SHARE_COMFORT}% of deposits`,
    body: 'Within the range funders and the industry commonly cite as one a business can carry.',
    tone: 'border-good bg-good-wash',
  },
  edge: {
    title: `Between ${SHARE_COMFORT}% and ${SHARE_LIMIT}% of deposits`,
    body: 'At the top of the commonly cited range: little room left if sales dip or a bill comes in.',
    tone: 'border-warn bg-warn-wash',
  },
  over: {
    title: `Above ${SHARE_LIMIT}% of deposits`,
    body: `More than the ${SHARE_COMFORT}–${SHARE_LIMIT}% commonly cited as the most a business can carry. This is how stacked advances turn into missed debits and default.`,
    tone: 'border-warn bg-warn-wash',
  },
};

const defaultName = (i: number) => `Advance ${i + 1}`;

function Summary({ f, label }: { f: StackFigures; label: string }) {
  const band = BAND_TEXT[f.band];
  return (
    <div data-summary={label} className="card min-w-0">
      <h3 className="text-lg font-bold">{label}</h3>
      <dl className="mt-2 divide-y divide-line">
        <div className="py-2" data-figure="Combined debit per business day">
          <dt className="text-sm text-muted">Combined debit per business day</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatUsdEstimate(f.combinedDailyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Per month">
          <dt className="text-sm text-muted">Per month (22 business days)</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsd(f.combinedMonthlyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Share of deposits">
          <dt className="text-sm text-muted">Share of average daily deposits ({formatUsdEstimate(f.dailyDepositsCents)})</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatPercent(f.sharePercent)}</dd>
        </div>
        {f.profitSharePercent !== undefined && (
          <div className="py-2" data-figure="Share of gross profit">
            <dt className="text-sm text-muted">Share of daily gross profit</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatPercent(f.profitSharePercent)}</dd>
          </div>
        )}
      </dl>
      <div data-band={f.band} className={`mt-3 rounded-card border p-3 ${band.tone}`}>
        <p className="font-semibold">{band.title}</p>
        <p className="text-sm">{band.body}</p>
      </div>
      {f.profitSharePercent !== undefined && f.profitSharePercent > 100 && (
        <p data-over-profit className="mt-3 rounded-card border border-warn bg-warn-wash p-3 font-semibold">
          The debits take more than the business earns on its sales: {formatPercent(f.profitSharePercent)} of its daily gross profit.
        </p>
      )}
    </div>
  );
}

function AdvanceTable({ f, names, today, caption }: { f: StackFigures; names: readonly string[]; today: string; caption: string }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left tabular-nums">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm">
            <th scope="col" className="py-1 pr-3">
              Advance
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Per business day
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Days left
            </th>
            <th scope="col" className="py-1">
              Paid off about
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
              <td className="py-2">{longDate(addBusinessDays(today, a.daysLeft))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StackedAdvances({ today: serverToday, reconciliationHref, letterHref }: Props) {
  const today = useToday(serverToday);
  const { inputs, shown, ignored, checked, commit, reveal, revealAll, blurs } = useQueryForm<StackInputs>(
    DEFAULT_STACK,
    stackFromQuery,
    queryFromStack,
    validateStack,
  );
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revealAll();
  };

  const spoken = result
    ? `Combined debit ${formatUsdEstimate(result.now.combinedDailyCents)} per business day, ${formatPercent(result.now.sharePercent)} of deposits.${result.withOffer ? ` With the new offer, ${formatPercent(result.withOffer.sharePercent)}.` : ''}`
    : 'Some figures need fixing before the debits can be added up.';
  const announcement = useSpokenOnBlur(spoken, blurs);
  const num = (param: string, label: string, unit: '$' | '%' | '', hint?: string) => (
    <NumberInput
      id={`field-${param}`}
      label={label}
      value={v[param] ?? ''}
      unit={unit}
      hint={hint}
      error={shown[param]}
      onChange={(value) => set(param, value)}
      onBlur={() => reveal(param)}
    />
  );
  const dropText = v.drop && scenario?.dropHundredths ? `${v.drop.replace(/%$/, '')}%` : '';

  return (
    <>
      <IgnoredNote ignored={ignored} />
      <form onSubmit={onSubmit} noValidate aria-label="Your advances" className="space-y-6">
        <fieldset className="card">
          <legend className="float-left w-full text-xl font-bold">Your business</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {num('dep', FIELD_LABELS.deposits, '$', 'From your bank statements: all deposits, divided by 22 for a business day.')}
            {num('gm', FIELD_LABELS.margin, '%', 'Sales minus the cost of what you sold, as a share of sales.')}
          </div>
        </fieldset>
        <div className="grid gap-6 md:grid-cols-2">
          {Array.from({ length: inputs.count }, (_, i) => {
            const n = i + 1;
            const kind = (v[`k${n}`] ?? 'daily') as AdvanceKind;
            return (
              <fieldset key={i} className="card min-w-0" data-advance-form={i}>
                <legend className="float-left w-full text-xl font-bold">{shownNames[i]}</legend>
                <div className="clear-both space-y-3">
                  <TextInput
                    id={`field-name${n}`}
                    label="Name"
                    maxLength={30}
                    value={names[i] ?? ''}
                    hint="Only on this page: never kept in the address."
                    onChange={(value) => setNames((prev) => prev.map((p, j) => (j === i ? value : p)))}
                  />
                  {num(`b${n}`, FIELD_LABELS.balance, '$')}
                  <ChoiceSelect
                    id={`field-k${n}`}
                    label="How it is collected"
                    value={kind}
                    options={KIND_OPTIONS}
                    onChange={(value) => set(`k${n}`, value)}
                    onBlur={() => reveal(`k${n}`)}
                  />
                  {kind === 'percent' ? num(`m${n}`, 'Holdback', '%') : num(`m${n}`, kind === 'weekly' ? 'Weekly debit' : 'Daily debit', '$')}
                  {kind !== 'percent' && num(`sp${n}`, FIELD_LABELS.specified, '%', 'From the reconciliation clause, if the contract has one.')}
                  {inputs.count > 1 && (
                    <button type="button" className="btn-secondary w-full" onClick={() => remove(i)}>
                      Remove {shownNames[i]}
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
              Add an advance
            </button>
          )}
          {!hasOffer && (
            <button type="button" className="btn-secondary" onClick={() => setOffer(true)}>
              Add a new offer you are weighing
            </button>
          )}
        </div>
        {hasOffer && (
          <fieldset className="card" data-new-offer>
            <legend className="float-left w-full text-xl font-bold">New offer you are weighing</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {num('na', 'Advance amount', '$')}
              {num('nfee', 'Fees withheld (optional)', '$')}
              {num('nf', 'Factor rate', '', 'Or enter the total payback instead.')}
              {num('np', 'Total payback', '$', 'Or enter the factor rate instead.')}
              <ChoiceSelect
                id="field-ns"
                label="Payments"
                value={(v.ns ?? 'daily') as AdvanceKind}
                options={KIND_OPTIONS}
                onChange={(value) => set('ns', value)}
              />
              {v.ns === 'percent'
                ? num('nh', 'Holdback', '%', 'A share of the deposits entered above.')
                : num('nd', v.ns === 'weekly' ? 'Weekly debit' : 'Daily debit', '$')}
            </div>
            <button type="button" className="btn-secondary mt-4 w-full sm:w-auto" onClick={() => setOffer(false)}>
              Remove the new offer
            </button>
          </fieldset>
        )}
        <fieldset className="card">
          <legend className="float-left w-full text-xl font-bold">If sales fall</legend>
          <div className="clear-both max-w-sm">{num('drop', FIELD_LABELS.drop, '%', 'Percent-of-sales debits fall with sales; fixed debits do not.')}</div>
        </fieldset>
        <button type="submit" className="btn-primary">
          Add up the debits
        </button>
      </form>

      <section aria-labelledby="results-title" className="mt-10">
        <h2 id="results-title" className="text-2xl font-bold">
          What the debits take
        </h2>
        {result && scenario ? (
          <>
            <div className={`mt-4 grid gap-4 ${result.withOffer ? 'md:grid-cols-2' : 'max-w-xl'}`}>
              <Summary f={result.now} label="The advances you pay now" />
              {result.withOffer && <Summary f={result.withOffer} label="With the new offer" />}
            </div>
            {result.withOffer && offerCashCents !== undefined && (
              <p className="mt-3 max-w-prose" data-offer-line>
                The new offer would put {formatUsd(offerCashCents)} in your account and add {formatUsdEstimate(result.withOffer.advances.at(-1)!.dailyCents)} a
                business day for {formatDays(result.withOffer.advances.at(-1)!.daysLeft)}.
              </p>
            )}
            <AdvanceTable f={result.now} names={shownNames} today={today} caption="Each advance now" />
            <p className="mt-2 text-sm text-muted">
              Payoff dates count business days from today ({longDate(today)}), skipping weekends. Holidays and missed or bounced debits are not counted, so real
              dates run later. A weekly debit counts as one fifth per business day.
            </p>
            <StepChart
              steps={(result.withOffer ?? result.now).steps}
              today={today}
              caption={result.withOffer ? 'Combined debit per business day, with the new offer' : 'Combined debit per business day'}
            />

            {result.drop && (
              <section aria-labelledby="drop-title" className="mt-10" data-drop>
                <h3 id="drop-title" className="text-xl font-bold">
                  If sales fall by {dropText}
                </h3>
                <p className="mt-2 max-w-prose">
                  Percent-of-sales debits fall with sales, so those advances take longer to pay off. Fixed debits stay the same unless the funder reconciles
                  them to your lower sales.
                </p>
                <div className={`mt-4 grid gap-4 ${result.drop.reconciled ? 'md:grid-cols-2' : 'max-w-xl'}`}>
                  <Summary f={result.drop.asContracted} label="Debits as the contracts stand" />
                  {result.drop.reconciled && <Summary f={result.drop.reconciled} label="If the fixed debits were reconciled" />}
                </div>
                <AdvanceTable
                  f={result.drop.reconciled ?? result.drop.asContracted}
                  names={shownNames}
                  today={today}
                  caption={result.drop.reconciled ? 'Each advance, fixed debits reconciled' : 'Each advance at the lower sales'}
                />
                {!result.drop.reconciled && scenario.advances.some((a) => a.kind !== 'percent') && (
                  <p className="mt-3 max-w-prose text-sm">Enter a fixed-debit advance’s specified percentage to see the debit a reconciliation would set.</p>
                )}
                <p className="mt-4 max-w-prose">
                  A reconciliation sets a fixed debit to the contract’s specified percentage of your actual deposits ÷ 22. Read{' '}
                  <a href={reconciliationHref}>how to ask for reconciliation when sales drop</a>, then{' '}
                  <a href={letterHref}>draft a reconciliation request letter</a>.
                </p>
              </section>
            )}
          </>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
            Fix the highlighted fields to see what the debits take.
          </p>
        )}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

export default withErrorBoundary(StackedAdvances);
