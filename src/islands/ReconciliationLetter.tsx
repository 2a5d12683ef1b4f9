import { useRef, useState, type FormEvent } from 'react';
import { formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import type { FormInputs } from '@/lib/paying/form';
import { DEBIT_KINDS, draftLetter, letterFileName, reconciliationFigures, type LetterNames } from '@/lib/paying/reconciliation';
import { DEFAULT_LETTER, LETTER_FIELDS, letterFromQuery, queryFromLetter, validateLetter } from '@/lib/paying/reconciliation-input';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ChoiceSelect, IgnoredNote, NumberInput, TextInput } from '@/components/react/paying/fields';
import { useQueryForm, useSpokenOnBlur, useToday } from '@/components/react/paying/useQueryForm';

interface Props {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  reconciliationHref: string;
  defaultHref: string;
}

const KIND_OPTIONS = DEBIT_KINDS.map((value) => ({ value, label: value === 'daily' ? 'Business day' : 'Week' }));
const NAME_FIELDS: ReadonlyArray<{ key: keyof LetterNames; label: string }> = [
  { key: 'business', label: 'Business name' },
  { key: 'funder', label: 'Funder’s name' },
  { key: 'agreementDate', label: 'Date of the agreement' },
  { key: 'signer', label: 'Your name and title' },
];
const label = (param: string) => LETTER_FIELDS[param]!.label;

function ReconciliationLetter({ today: serverToday, reconciliationHref, defaultHref }: Props) {
  const today = useToday(serverToday);
  const {
    inputs: v,
    shown,
    ignored,
    checked,
    commit,
    reveal,
    revealAll,
    blurs,
  } = useQueryForm<FormInputs>(DEFAULT_LETTER, letterFromQuery, queryFromLetter, validateLetter);
  // Names live only in this component's memory: never in the address, never sent, never stored.
  const [names, setNames] = useState<LetterNames>({ business: '', funder: '', agreementDate: '', signer: '' });
  const [toast, setToast] = useState('');
  const toastTimer = useRef<number | undefined>(undefined);
  const { scenario } = checked as ReturnType<typeof validateLetter>;
  const f = scenario ? reconciliationFigures(scenario) : undefined;
  const letter = scenario && f && f.overpaidCents > 0 ? draftLetter(scenario, f, names, today) : '';

  const set = (param: string, value: string) => commit({ ...v, [param]: value }, [param]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revealAll();
  };
  const say = (message: string) => {
    setToast(message);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(''), 2500);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter);
      say('Letter copied');
    } catch {
      say('Select the letter’s text and copy it');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([letter.replace(/\n/g, '\r\n')], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = letterFileName(today);
    a.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const num = (param: string, unit: '$' | '%' | '', fieldLabel = label(param), hint?: string) => (
    <NumberInput
      id={`field-${param}`}
      label={fieldLabel}
      value={v[param] ?? ''}
      unit={unit}
      hint={hint}
      numeric={param === 'rd'}
      error={shown[param]}
      onChange={(value) => set(param, value)}
      onBlur={() => reveal(param)}
    />
  );
  const per = v.dk === 'weekly' ? 'week' : 'business day';
  const spoken = f
    ? `At the specified percentage the debit would be ${formatUsd(f.reconciledPerPeriodCents)} per ${per}; paid beyond it over the period ${formatUsd(Math.max(0, f.overpaidCents))}.`
    : 'Some figures need fixing before the letter can be drafted.';
  const announcement = useSpokenOnBlur(spoken, blurs);

  const rows = f
    ? [
        {
          name: `Debit at the specified percentage, per ${per}`,
          value: formatUsd(f.reconciledPerPeriodCents),
          how: 'Specified % × average monthly deposits ÷ 22 (× 5 for a week)',
        },
        { name: 'Difference per business day', value: formatUsd(f.differenceDailyCents), how: 'Debit per business day now − at the specified percentage' },
        { name: 'Difference per month', value: formatUsd(f.differenceMonthlyCents), how: 'Difference per business day × 22' },
        {
          name: 'Paid beyond the specified percentage',
          value: formatUsd(Math.max(0, f.overpaidCents)),
          how: `Debits over ${f.months === 1 ? 'the month' : `${f.months} months`} (${formatUsd(f.paidCents)}) − specified % of deposits (${formatUsd(f.specifiedCents)})`,
        },
      ]
    : [];

  return (
    <>
      <div data-print-hide>
        <IgnoredNote ignored={ignored} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-label="Your contract and deposits" className="space-y-6" data-print-hide>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-bold">Your contract and deposits</legend>
            <div className="clear-both space-y-3">
              {num('sp', '%', undefined, 'Often called the “specified percentage” or “purchased percentage” of receipts.')}
              <ChoiceSelect
                id="field-dk"
                label={label('dk')}
                value={v.dk === 'weekly' ? 'weekly' : 'daily'}
                options={KIND_OPTIONS}
                onChange={(value) => set('dk', value)}
                onBlur={() => reveal('dk')}
              />
              {num('db', '$', v.dk === 'weekly' ? 'Weekly debit taken now' : 'Daily debit taken now')}
              {num('d1', '$', undefined, 'All deposits shown on the bank statement.')}
              {num('d2', '$')}
              {num('d3', '$')}
              {num('rd', '')}
            </div>
          </fieldset>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-bold">Names for the letter</legend>
            <p className="clear-both text-sm text-muted">Optional. These stay on this page: they are never put in the address, sent anywhere or stored.</p>
            <div className="mt-2 space-y-3">
              {NAME_FIELDS.map(({ key, label: nameLabel }) => (
                <TextInput
                  key={key}
                  id={`field-${key}`}
                  label={nameLabel}
                  value={names[key]}
                  onChange={(value) => setNames((prev) => ({ ...prev, [key]: value }))}
                />
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary w-full">
            Draft the letter
          </button>
        </form>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="text-2xl font-bold" data-print-hide>
            What the specified percentage gives
          </h2>
          {f ? (
            <>
              <dl className="mt-4 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2" data-print-hide>
                {rows.map(({ name, value, how }) => (
                  <div key={name} data-figure={name} className="bg-paper p-4">
                    <dt className="text-sm text-muted">{name}</dt>
                    <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
                    <dd className="mt-1 text-xs text-muted">{how}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-muted" data-print-hide>
                Average monthly deposits {formatUsdEstimate(f.averageMonthlyCents)}; months counted as 22 business days, a weekly debit as one fifth per
                business day.
              </p>
              {letter ? (
                <>
                  <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
                    <button type="button" className="btn-primary" onClick={copy}>
                      Copy letter
                    </button>
                    <button type="button" className="btn-secondary" onClick={download}>
                      Download as text
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => window.print()}>
                      Print
                    </button>
                  </div>
                  <h3 className="sr-only">Your letter</h3>
                  <div
                    data-letter
                    className="mt-4 whitespace-pre-wrap break-words rounded-card border border-line bg-paper p-5 font-serif text-base leading-relaxed"
                  >
                    {letter}
                  </div>
                </>
              ) : (
                <p className="mt-6 rounded-card border border-line bg-wash p-4" data-no-letter>
                  At these figures the debit is not above the specified percentage of your deposits, so a reconciliation would not lower it. Check the deposits
                  and the debit.
                </p>
              )}
              <p className="mt-4 text-sm" data-print-hide>
                This letter is general information, not legal advice. A contract without a working reconciliation clause may not oblige the funder to change the
                debit. Read <a href={reconciliationHref}>reconciliation when sales drop</a> and <a href={defaultHref}>what default means</a>.
              </p>
            </>
          ) : (
            <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
              Fix the highlighted fields to draft the letter.
            </p>
          )}
        </section>
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-print-hide>
        {announcement}
      </div>
      <div
        role="status"
        aria-live="polite"
        data-print-hide
        className={toast ? 'fixed bottom-24 left-1/2 z-50 -translate-x-1/2 rounded-card bg-ink px-4 py-2 text-white shadow-lg lg:bottom-8' : 'sr-only'}
      >
        {toast}
      </div>
    </>
  );
}

export default withErrorBoundary(ReconciliationLetter);
