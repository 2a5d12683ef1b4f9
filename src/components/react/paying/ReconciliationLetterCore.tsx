import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import type { FormInputs } from '@/lib/paying/form';
import { DEBIT_KINDS, draftLetter, letterFileName, reconciliationFigures, type LetterNames, type ReconciliationFigures } from '@/lib/paying/reconciliation';
import { DEFAULT_LETTER, letterFields, letterFromQuery, queryFromLetter, validateLetter } from '@/lib/paying/reconciliation-form';
import type { ReconciliationText } from '@/lib/i18n/tools/reconciliation.en';
import { ChoiceSelect, IgnoredNote, NumberInput, TextInput } from '@/components/react/kit/fields';
import { fieldBinder, useQueryForm, useSpokenOnBlur, useToday } from '@/components/react/kit/useQueryForm';
import { LetterOutput } from '@/components/react/letters/LetterOutput';
import { FigureGrid } from '@/components/react/kit/FigureGrid';

export interface ReconciliationProps {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  reconciliationHref: string;
  defaultHref: string;
}

const NAME_KEYS: ReadonlyArray<keyof LetterNames> = ['business', 'funder', 'agreementDate', 'signer'];

/** The reconciliation's figures, memoised over the deferred ones. */
const Figures = memo(function Figures({ f, per, text }: { f: ReconciliationFigures; per: string; text: ReconciliationText }) {
  const rows = [
    { name: text.rows.reconciled(per), value: formatUsd(f.reconciledPerPeriodCents), how: text.rows.reconciledHow },
    { name: text.rows.diffDay[0], value: formatUsd(f.differenceDailyCents), how: text.rows.diffDay[1] },
    { name: text.rows.diffMonth[0], value: formatUsd(f.differenceMonthlyCents), how: text.rows.diffMonth[1] },
    {
      name: text.rows.overpaid,
      value: formatUsd(Math.max(0, f.overpaidCents)),
      how: text.rows.overpaidHow(f.months, formatUsd(f.paidCents), formatUsd(f.specifiedCents)),
    },
  ];
  return (
    <>
      <FigureGrid rows={rows} className="mt-4" printHide />
      <p className="mt-2 text-sm text-muted" data-print-hide>
        {text.averageNote(formatUsdEstimate(f.averageMonthlyCents))}
      </p>
    </>
  );
});

/** The tool in the language of `text`; the island entries (src/islands/ReconciliationLetter.tsx, es/) pick the catalog. */
export function ReconciliationLetterCore({ today: serverToday, reconciliationHref, defaultHref, text }: ReconciliationProps & { text: ReconciliationText }) {
  const today = useToday(serverToday);
  const fromQuery = useCallback((search: string) => letterFromQuery(search, text.fields), [text]);
  const validate = useCallback((v: FormInputs) => validateLetter(v, text.fields), [text]);
  const toQuery = useCallback((v: FormInputs) => queryFromLetter(v, text.fields), [text]);
  const fields = letterFields(text.fields);
  const label = (param: string) => fields[param]!.label;
  const KIND_OPTIONS = DEBIT_KINDS.map((value) => ({ value, label: text.kinds[value] }));
  // The letter's language: the page's own first; the Spanish page also offers the English letter.
  const [letterIndex, setLetterIndex] = useState(0);
  const letterText = text.letters[letterIndex] ?? text.letters[0]!;
  const { inputs: v, shown, ignored, checked, commit, reveal, onSubmit, blurs } = useQueryForm<FormInputs>(DEFAULT_LETTER, fromQuery, toQuery, validate);
  // Names live only in this component's memory: never in the address, never sent, never stored.
  const [names, setNames] = useState<LetterNames>({ business: '', funder: '', agreementDate: '', signer: '' });
  // One handler per name, made once: the memoised fields skip a render while the reader types elsewhere.
  const [nameSetters] = useState(() => NAME_KEYS.map((key) => (value: string) => setNames((prev) => ({ ...prev, [key]: value }))));
  const { scenario } = checked as ReturnType<typeof validateLetter>;
  const f = useMemo(() => (scenario ? reconciliationFigures(scenario) : undefined), [scenario]);
  // The figures and the letter follow the fields a paint later on a slow phone (memoised Figures and
  // LetterOutput); the old ones stay meanwhile.
  const per = v.dk === 'weekly' ? text.per.weekly : text.per.daily;
  const settled = useDeferredValue(useMemo(() => ({ scenario, f, names, per }), [scenario, f, names, per]));
  const letter = useMemo(
    () => (settled.scenario && settled.f && settled.f.overpaidCents > 0 ? draftLetter(settled.scenario, settled.f, settled.names, today, letterText) : ''),
    [settled, today, letterText],
  );

  const set = (param: string, value: string) => commit({ ...v, [param]: value }, [param]);
  const bind = fieldBinder(v, shown, set, reveal);
  const num = (param: string, unit: '$' | '%' | '', fieldLabel = label(param), hint?: string) => (
    <NumberInput {...bind(param)} label={fieldLabel} unit={unit} hint={hint} numeric={param === 'rd'} />
  );
  const spoken = f ? text.spoken(formatUsd(f.reconciledPerPeriodCents), per, formatUsd(Math.max(0, f.overpaidCents))) : text.needsFixing;
  const announcement = useSpokenOnBlur(spoken, blurs);

  return (
    <>
      <div data-print-hide>
        <IgnoredNote ignored={ignored} text={text.shared.ignored} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-label={text.contractTitle} className="space-y-6" data-print-hide>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-semibold">{text.contractTitle}</legend>
            <div className="clear-both space-y-3">
              {num('sp', '%', undefined, text.hints.specified)}
              <ChoiceSelect {...bind('dk')} label={label('dk')} value={v.dk === 'weekly' ? 'weekly' : 'daily'} options={KIND_OPTIONS} />
              {num('db', '$', v.dk === 'weekly' ? text.debitNow.weekly : text.debitNow.daily)}
              {num('d1', '$', undefined, text.hints.deposits)}
              {num('d2', '$')}
              {num('d3', '$')}
              {num('rd', '')}
            </div>
          </fieldset>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-semibold">{text.namesTitle}</legend>
            <p className="clear-both text-sm text-muted">{text.namesNote}</p>
            <div className="mt-2 space-y-3">
              {NAME_KEYS.map((key, i) => (
                <TextInput
                  key={key}
                  id={`field-${key}`}
                  label={text.names[key]}
                  value={names[key]}
                  type={key === 'agreementDate' ? 'date' : 'text'}
                  onChange={nameSetters[i]!}
                />
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary w-full">
            {text.submit}
          </button>
        </form>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="text-2xl font-semibold" data-print-hide>
            {text.resultsTitle}
          </h2>
          {settled.f ? (
            <>
              <Figures f={settled.f} per={settled.per} text={text} />
              {letter ? (
                <>
                  {text.letters.length > 1 && (
                    <fieldset className="mt-6" data-print-hide data-letter-language>
                      <legend className="font-semibold">{text.letterChoice.legend}</legend>
                      <div className="mt-2 inline-flex overflow-hidden rounded-card border border-muted/50">
                        {text.letters.map((l, i) => (
                          <label
                            key={l.lang}
                            className={`flex min-h-tap min-w-[7rem] cursor-pointer items-center justify-center gap-2 px-4 font-semibold ${i === letterIndex ? 'bg-accent-wash text-accent-strong' : 'bg-paper'} ${i > 0 ? 'border-l border-muted/50' : ''}`}
                          >
                            <input
                              type="radio"
                              name="letter-language"
                              value={l.lang}
                              className="h-5 w-5"
                              checked={i === letterIndex}
                              onChange={() => setLetterIndex(i)}
                            />
                            {text.letterChoice.names[l.lang]}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  )}
                  <LetterOutput
                    letter={letter}
                    fileName={letterFileName(today, letterText)}
                    text={text}
                    lang={text.letters.length > 1 ? letterText.lang : undefined}
                  />
                </>
              ) : (
                <p className="mt-6 rounded-card border border-line bg-wash p-4" data-no-letter>
                  {text.noLetter}
                </p>
              )}
              <p className="mt-4 text-sm" data-print-hide>
                {text.disclaimer[0]}
                <a href={reconciliationHref}>{text.disclaimer[1]}</a>
                {text.disclaimer[2]}
                <a href={defaultHref}>{text.disclaimer[3]}</a>
                {text.disclaimer[4]}
              </p>
            </>
          ) : (
            <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
              {text.placeholder}
            </p>
          )}
        </section>
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-print-hide>
        {announcement}
      </div>
    </>
  );
}
