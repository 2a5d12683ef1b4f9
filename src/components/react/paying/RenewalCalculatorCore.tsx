import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { formatCentsPerDollar, formatDays, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';
import { SCHEDULE_KINDS, type ScheduleKind } from '@/lib/calculator/payment-stream';
import type { FormInputs } from '@/lib/paying/form';
import { renewalResult, type RenewalCheck, type RenewalResult } from '@/lib/paying/renewal';
import { BALANCE_MODES, DEFAULT_RENEWAL, queryFromRenewal, renewalFromQuery, renewalLabels, validateRenewal } from '@/lib/paying/renewal-form';
import type { RenewalUiText } from '@/lib/i18n/tools/renewal.en';
import { ChoiceSelect, IgnoredNote, NumberInput } from '@/components/react/kit/fields';
import { fieldBinder, useQueryForm, useSpokenOnBlur } from '@/components/react/kit/useQueryForm';
import { FigureGrid, type Figure } from '@/components/react/kit/FigureGrid';

/** "150 daily payments of $675.00" */
function paymentsText(r: RenewalResult, text: RenewalUiText): string {
  const schedule = r.renewal.schedule;
  const estimate = schedule === 'percent';
  return text.payments(r.stream.count, schedule === 'weekly', estimate ? formatUsdEstimate(r.paymentCents) : formatUsd(r.paymentCents), estimate);
}

function Figures({ r, text }: { r: RenewalResult; text: RenewalUiText }) {
  const lang = text.shared.lang;
  const t = text.rows;
  // `id` is the figure's name in English: a stable hook for tests in both languages.
  const rows: Figure[] = [
    { id: 'Balance rolled over', name: t.rolledOver[0], value: formatUsd(r.rolledOverCents), how: t.rolledOver[1] },
    { id: 'Cash you actually receive', name: t.cash[0], value: formatUsd(r.cashCents), how: t.cash[1], key: true },
    { id: 'Renewal’s cost', name: t.cost[0], value: formatUsd(r.renewalCostCents), how: t.cost[1] },
    { id: 'Cost with fees', name: t.costWithFees[0], value: formatUsd(r.costWithFeesCents), how: t.costWithFees[1] },
    { id: 'Cost per dollar of cash received', name: t.perDollar[0], value: formatCentsPerDollar(r.centsPerCashDollar), how: t.perDollar[1], key: true },
    { id: 'Cost charged on money that only pays the old advance', name: t.onOld[0], value: formatUsd(r.costOnOldBalanceCents), how: t.onOld[1] },
    { id: 'APR as usually quoted', name: t.quotedApr[0], value: formatPercent(r.quotedApr), how: t.quotedApr[1] },
    { id: 'APR on the cash you receive', name: t.cashApr[0], value: formatPercent(r.cashApr), how: t.cashApr[1], key: true },
    { id: 'Payments', name: t.payments[0], value: `${paymentsText(r, text)} (${formatDays(r.termDays, lang)})`, how: t.payments[1], small: true },
  ];
  return (
    <>
      {r.tooLong && (
        <p data-long-payoff className="mb-4 rounded-card border border-warn bg-warn-wash p-4 font-semibold">
          {text.tooLong(formatYears(r.years, lang))}
        </p>
      )}
      <FigureGrid rows={rows} spanLast />
    </>
  );
}

/** Memoised over a deferred view: a keystroke paints its field before the figures redraw; the old ones stay meanwhile. */
const Results = memo(function Results({
  view: { check, balanceCents },
  text,
}: {
  view: { check?: RenewalCheck | undefined; balanceCents?: number | undefined };
  text: RenewalUiText;
}) {
  const r = check?.ok ? check.result : undefined;
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="text-2xl font-semibold">
        {text.resultsTitle}
      </h2>
      <div className="mt-4">
        {r ? (
          <>
            <Figures r={r} text={text} />
            <p className="mt-3 text-sm text-muted" data-apr-method>
              {text.aprMethod}
            </p>
            <div className="mt-6 rounded-card border border-line bg-wash p-4" data-compare>
              <h3 className="text-base font-semibold">{text.compareTitle}</h3>
              <p className="mt-2">
                <strong>{text.notRenewing}</strong>
                {text.notRenewingBody(formatUsd(balanceCents ?? 0))}
              </p>
              <p className="mt-2">
                <strong>{text.renewing}</strong>
                {text.renewingBody(
                  formatUsd(r.cashCents),
                  formatUsd(r.renewal.paybackCents),
                  formatUsd(r.renewal.paybackCents - (balanceCents ?? 0)),
                  formatUsd(r.extraCostCents),
                )}
              </p>
            </div>
          </>
        ) : check && !check.ok ? (
          <p className="rounded-card border border-warn bg-warn-wash p-4 font-semibold" data-no-cash>
            {text.noCash}
          </p>
        ) : (
          <p className="rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
            {text.placeholder}
          </p>
        )}
      </div>
    </section>
  );
});

/** The calculator in the language of `text`; the island entries (src/islands/RenewalCalculator.tsx, es/) pick the catalog. */
export function RenewalCalculatorCore({ text }: { text: RenewalUiText }) {
  const fromQuery = useCallback((search: string) => renewalFromQuery(search, text.lib), [text]);
  const validate = useCallback((v: FormInputs) => validateRenewal(v, text.lib), [text]);
  const toQuery = useCallback((v: FormInputs) => queryFromRenewal(v, text.lib), [text]);
  const LABELS = renewalLabels(text.lib);
  const MODE_OPTIONS = BALANCE_MODES.map((value) => ({ value, label: text.modes[value] }));
  const SCHEDULE_OPTIONS = SCHEDULE_KINDS.map((value) => ({ value, label: text.schedules[value] }));
  const { inputs: v, shown, ignored, checked, commit, reveal, onSubmit, blurs } = useQueryForm<FormInputs>(DEFAULT_RENEWAL, fromQuery, toQuery, validate);
  const { scenario } = checked as ReturnType<typeof validateRenewal>;
  const check = useMemo(() => (scenario ? renewalResult(scenario) : undefined), [scenario]);
  const r = check?.ok ? check.result : undefined;

  const set = (param: string, value: string) => {
    const next = { ...v, [param]: value };
    const cleared = [param];
    // The factor or the payback, whichever was typed last, is the one that counts.
    const pairs: Record<string, string> = { cf: 'cp', cp: 'cf', rf: 'rp', rp: 'rf' };
    const other = pairs[param];
    if (other && value !== '') {
      next[other] = '';
      cleared.push(other);
    }
    commit(next, cleared);
  };
  const bind = fieldBinder(v, shown, set, reveal);
  const num = (param: string, unit: '$' | '%' | '', hint?: string, label = LABELS[param]!) => (
    <NumberInput {...bind(param)} label={label} unit={unit} hint={hint} />
  );
  const spoken = r
    ? text.spoken(formatUsd(r.cashCents), formatCentsPerDollar(r.centsPerCashDollar), formatPercent(r.cashApr), formatPercent(r.quotedApr))
    : text.needsFixing;
  const announcement = useSpokenOnBlur(spoken, blurs);
  const balanceCents = scenario?.current.balanceCents;
  const settled = useDeferredValue(useMemo(() => ({ check, balanceCents }), [check, balanceCents]));

  return (
    <>
      <IgnoredNote ignored={ignored} text={text.shared.ignored} />
      <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-label={text.formLabel} className="space-y-6">
          <fieldset className="card space-y-3">
            <legend className="float-left w-full text-xl font-semibold">{text.currentTitle}</legend>
            <div className="clear-both space-y-3">
              {num('ca', '$')}
              <div className="grid grid-cols-2 items-start gap-3">
                {num('cf', '', text.orPayback)}
                {num('cp', '$', text.orFactor)}
              </div>
              <ChoiceSelect {...bind('cm')} label={LABELS.cm!} value={v.cm === 'left' ? 'left' : 'paid'} options={MODE_OPTIONS} />
              {num('cv', '$', undefined, v.cm === 'left' ? text.balanceLeft : text.paidSoFar)}
            </div>
          </fieldset>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-semibold">{text.renewalTitle}</legend>
            <div className="clear-both space-y-3">
              {num('ra', '$', text.advanceHint)}
              <div className="grid grid-cols-2 items-start gap-3">
                {num('rf', '', text.orPayback)}
                {num('rp', '$', text.orFactor)}
              </div>
              {num('rfee', '$')}
              <ChoiceSelect
                {...bind('rs')}
                label={LABELS.rs!}
                value={(SCHEDULE_KINDS as readonly string[]).includes(v.rs ?? '') ? (v.rs as ScheduleKind) : 'daily'}
                options={SCHEDULE_OPTIONS}
              />
              {v.rs === 'percent' ? (
                <>
                  {num('rh', '%')}
                  {num('rr', '$')}
                </>
              ) : (
                num('rd', '$', undefined, v.rs === 'weekly' ? text.weeklyDebit : text.dailyDebit)
              )}
              {num('rdisc', '%', text.discountHint)}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary w-full">
            {text.submit}
          </button>
        </form>

        <Results view={settled} text={text} />
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
