import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { FIELDS, FIELD_KEYS } from '@/lib/calculator/fields';
import { DEFAULT_INPUTS, type Inputs } from '@/lib/calculator/input';
import { inputsFromQuery, queryFromInputs, validateInputs } from '@/lib/calculator/calculator-input';
import { calculateMca, type McaResult } from '@/lib/calculator/mca';
import { formatCentsPerDollar, formatDays, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';
import type { Lang } from '@/lib/i18n/lang';
import type { CalculatorText } from '@/lib/i18n/tools/calculator.en';
import { HelpTip } from '@/components/react/help-tip/HelpTip';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';
import { PayoffChart } from '@/components/react/calculator/PayoffChart';
import { keepFocus, ErrorSummary } from '@/components/react/kit/ErrorSummary';
import { NumberInput } from '@/components/react/kit/fields';
import { FigureGrid } from '@/components/react/kit/FigureGrid';
import { fieldBinder, useQueryForm } from '@/components/react/kit/useQueryForm';

/** The unit goes in the label (GOV.UK pattern): "Advance amount ($)". */
const UNIT = { money: ' ($)', percent: ' (%)', factor: '' } as const;

export interface FundingCalculatorProps {
  applyHref: string;
  learnMoreHref: string;
}

/** Memoised over a deferred result: a keystroke paints its field before the figures and the chart redraw. */
const Results = memo(function Results({ result, t, lang }: { result: McaResult; t: CalculatorText; lang: Lang }) {
  const r = t.results;
  // `key`: the rate to compare with a loan's APR, highlighted.
  const rows: Array<{ name: string[]; value: string; key?: boolean }> = [
    { name: r.payback, value: formatUsd(result.paybackCents) },
    { name: r.cost, value: formatUsd(result.costCents) },
    { name: r.dailyRevenue, value: formatUsdEstimate(result.dailyRevenueCents) },
    { name: r.remittance, value: formatUsdEstimate(result.dailyRemittanceCents) },
    { name: r.days, value: formatDays(result.daysToPayoff, lang) },
    { name: r.simpleRate, value: formatPercent(result.simpleRate) },
    { name: r.actuarialApr, value: formatPercent(result.actuarialApr), key: true },
    { name: r.centsPerDollar, value: formatCentsPerDollar(result.centsPerDollar) },
    // Daily remittance × 22: an estimate of a typical month, written as the daily one is (whole dollars).
    { name: r.monthly, value: formatUsdEstimate(result.averageMonthlyPaymentCents) },
  ];
  return (
    <>
      {result.tooLong && (
        <p data-long-payoff className="mb-4 rounded-card border border-warn bg-wash p-4 font-semibold text-warn">
          {t.tooLong(formatYears(result.years, lang))}
        </p>
      )}
      <FigureGrid rows={rows.map(({ name: [name, how], value, key }) => ({ name: name!, how: how!, value, key }))} spanLast />
    </>
  );
});

/** The funding calculator in the language of `text` (entries: src/islands/FundingCalculator.tsx, src/islands/es/FundingCalculator.tsx). */
export function FundingCalculatorCore({ applyHref, learnMoreHref, text: t, lang }: FundingCalculatorProps & { text: CalculatorText; lang: Lang }) {
  const fromQuery = useCallback((search: string) => ({ inputs: inputsFromQuery(search), ignored: [] }), []);
  const toQuery = useCallback((next: Inputs) => queryFromInputs(next, t.field), [t]);
  const validate = useCallback((next: Inputs) => validateInputs(next, t.field), [t]);
  const { inputs, shown, checked, commit, reveal, revealAll, linkErrors } = useQueryForm<Inputs>(DEFAULT_INPUTS, fromQuery, toQuery, validate);
  const { scenario, errors } = checked as ReturnType<typeof validateInputs>;
  // The results update as the reader types, so the error summary waits for "Calculate" (or a shared link
  // with mistakes) and then lists what is still wrong, shrinking as each field is fixed.
  const [focusToken, setFocusToken] = useState(0);
  const [toast, setToast] = useState('');
  const toastTimer = useRef<number | undefined>(undefined);
  const result = useMemo(() => (scenario ? calculateMca(scenario) : undefined), [scenario]);
  // The figures and the chart follow the fields a paint later on a slow phone; the old ones stay meanwhile.
  const settled = useDeferredValue(result);
  const bind = fieldBinder(inputs, shown, (key, value) => commit({ ...inputs, [key]: value }, [key]), reveal);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    revealAll();
    setFocusToken((n) => n + 1);
  };
  const summary =
    focusToken > 0 || linkErrors
      ? FIELD_KEYS.filter((key) => errors[key]).map((key) => ({ field: `field-${key}`, message: `${t.labels[key]}: ${errors[key]}` }))
      : [];

  const copyLink = async () => {
    const text = window.location.href;
    let message = t.copied;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      message = t.copyFailed;
    }
    setToast(message);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(''), 2500);
  };

  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-labelledby="inputs-title" className="card h-fit space-y-5">
          <h2 id="inputs-title" className="text-xl font-semibold">
            {t.yourOffer}
          </h2>
          <ErrorSummary id="calculator-errors" errors={summary} focusToken={focusToken} lang={lang} />
          {FIELD_KEYS.map((key) => (
            <NumberInput
              key={key}
              {...bind(key)}
              name={FIELDS[key].param}
              label={`${t.labels[key]}${UNIT[FIELDS[key].kind]}`}
              aside={<HelpTip id={`field-${key}-help`} label={t.labels[key]} text={t.help[key]} lang={lang} />}
              unit={FIELDS[key].kind === 'money' ? '$' : FIELDS[key].kind === 'percent' ? '%' : ''}
            />
          ))}
          <button type="submit" onMouseDown={keepFocus} className="btn-primary w-full">
            {t.calculate}
          </button>
        </form>

        <section aria-labelledby="results-title" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-title" className="text-xl font-semibold">
              {t.whatItCosts}
            </h2>
            <button type="button" onClick={copyLink} className="btn-secondary">
              {t.copyLink}
            </button>
          </div>
          <div className="mt-4">
            {settled ? (
              <>
                <Results result={settled} t={t} lang={lang} />
                <PayoffChart result={settled} text={t.chart} lang={lang} />
              </>
            ) : (
              <p className="rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
                {t.placeholder}
              </p>
            )}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={learnMoreHref} className="btn-secondary">
              {t.learnMore}
            </a>
            <ApplyLink href={applyHref} text={t.paid} />
          </div>
          <PaidLinkNotice className="mt-3" text={t.paid} />
        </section>
      </div>
      <div
        role="status"
        aria-live="polite"
        className={toast ? 'fixed bottom-24 left-1/2 z-50 -translate-x-1/2 rounded-card bg-ink px-4 py-2 text-white shadow-lg lg:bottom-8' : 'sr-only'}
      >
        {toast}
      </div>
    </>
  );
}
