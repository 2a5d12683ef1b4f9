import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ADVANCE_KINDS, MAX_ADVANCES, type AdvanceKind } from '@/lib/paying/stacked';
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
import { StackedResults, type StackedView } from './StackedResults';
import { fieldBinder, useQueryForm, useToday } from '@/components/react/kit/useQueryForm';

export interface StackedProps {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  reconciliationHref: string;
  letterHref: string;
  /** The cash forecast, which reads this check's address: the link carries the reader's figures there. */
  runwayHref: string;
}

/** The check in the language of `text`; the island entries (src/islands/StackedAdvances.tsx, es/) pick the catalog. */
export function StackedAdvancesCore({ today: serverToday, reconciliationHref, letterHref, runwayHref, text }: StackedProps & { text: StackedText }) {
  const today = useToday(serverToday);
  const fromQuery = useCallback((search: string) => stackFromQuery(search, text.lib), [text]);
  const validate = useCallback((inputs: StackInputs) => validateStack(inputs, text.lib), [text]);
  const toQuery = useCallback((inputs: StackInputs) => queryFromStack(inputs, text.lib), [text]);
  const { inputs, shown, ignored, checked, commit, reveal, onSubmit, blurs } = useQueryForm<StackInputs>(DEFAULT_STACK, fromQuery, toQuery, validate);
  const defaultName = (i: number) => text.defaultName(i + 1);
  const KIND_OPTIONS = ADVANCE_KINDS.map((value) => ({ value, label: text.kinds[value] }));
  const labels = text.lib.fields;
  const [names, setNames] = useState<string[]>(() => Array.from({ length: MAX_ADVANCES }, (_, i) => defaultName(i)));
  const { scenario } = checked as ReturnType<typeof validateStack>;
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

  const bind = fieldBinder(v, shown, set, reveal);
  const num = (param: string, label: string, unit: '$' | '%' | '', hint?: string) => <NumberInput {...bind(param)} label={label} unit={unit} hint={hint} />;
  const dropText = v.drop && scenario?.dropHundredths ? `${v.drop.replace(/%$/, '')}%` : '';
  const query = toQuery(inputs);
  // One value for the results panel, deferred: the field paints on each keystroke before the panel redraws.
  const count = inputs.count;
  const view = useMemo<StackedView>(
    () => ({
      checked: checked as ReturnType<typeof validateStack>,
      names: names.slice(0, count).map((n, i) => n.trim() || text.defaultName(i + 1)),
      today,
      query,
      dropText,
      blurs,
    }),
    [checked, names, count, text, today, query, dropText, blurs],
  );
  const settled = useDeferredValue(view);

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
                  <ChoiceSelect {...bind(`k${n}`)} label={text.howCollected} value={kind} options={KIND_OPTIONS} />
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

      <StackedResults view={settled} reconciliationHref={reconciliationHref} letterHref={letterHref} runwayHref={runwayHref} text={text} />
    </>
  );
}
