import { useEffect, useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import {
  checkDisclosure,
  disclosureFromQuery,
  EMPTY_INPUTS,
  fieldsShown,
  monthsAllowed,
  queryFromDisclosure,
  validateDisclosure,
  type DisclosureErrors,
  type DisclosureField,
  type DisclosureInputs,
  type DisclosureResult,
  type PaymentKind,
} from '@/lib/calculator/disclosure';
import { formatPrecisePercent, type ToleranceRule } from '@/lib/calculator/apr-tolerance';
import { READING_LABELS, judgementText, verdictText } from '@/lib/calculator/disclosure-text';
import { BUSINESS_DAYS_PER_MONTH } from '@/lib/calculator/time';
import { isoDate, today } from '@/lib/calculator/calendar';
import { formatIsoDate } from '@/lib/content/dates';
import { formatCount, formatDays, formatMonths, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { FIELD_MAX_LENGTH } from '@/lib/calculator/fields';
import { EXTERNAL_LINK_ATTRS } from '@/lib/site/apply-link';
import { allAnswers, withinCap, type IslandAnswer, type NoLawEntry, type StateAnswer } from '@/lib/state-laws/disclosure-check';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { ErrorSummary, keepFocus, type SummaryError } from '@/components/react/ErrorSummary';

interface Props {
  /** States with a law (no-law states come as bare [slug, name, code] to keep the page small). */
  answers: IslandAnswer[];
  noLaw: NoLawEntry[];
  calculatorHref: string;
}

// One checker per page, so fixed ids are safe.
const ID = 'dc';
const fieldId = (key: string) => `${ID}-${key}`;
const input = 'min-h-tap w-full rounded-card border bg-paper px-3 py-2 text-base tabular-nums';

type Label = { label: string; hint: string; mode: 'decimal' | 'numeric' };
const LABELS: Record<Exclude<DisclosureField, 'date'>, Label> = {
  funding: { label: 'Funding provided ($)', hint: 'The “Funding provided” line, before any fee is taken off.', mode: 'decimal' },
  fees: { label: 'Fees taken out of the funding ($)', hint: 'Fees deducted before the money reaches you. Enter 0 if none.', mode: 'decimal' },
  payback: { label: 'Estimated total payment ($)', hint: 'Everything you repay: the total payback.', mode: 'decimal' },
  percent: { label: 'Specified percentage (%)', hint: 'The share of each day’s sales the funder takes.', mode: 'decimal' },
  later: { label: 'Later percentage (%)', hint: 'The percentage after it changes.', mode: 'decimal' },
  after: { label: 'Changes after (months)', hint: 'How many months the first percentage lasts.', mode: 'numeric' },
  fixed: { label: 'Fixed payment ($)', hint: 'The amount debited each time.', mode: 'decimal' },
  apr: { label: 'APR printed on the disclosure (%)', hint: 'The “Estimated annual percentage rate” line, as printed.', mode: 'decimal' },
};
/** A fixed debit that changes once: the later amount and after how many debits. */
const FIXED_LATER: Record<'later' | 'after', Label> = {
  later: { label: 'Later payment ($)', hint: 'The fixed debit after it changes.', mode: 'decimal' },
  after: { label: 'Changes after (payments)', hint: 'How many debits are taken at the first amount.', mode: 'numeric' },
};
const DATE_LABEL = { label: 'Funding date', hint: 'The day the money reaches you; leave it empty for today. The calendar count dates the debits from it.' };
const labelOf = (key: DisclosureField, kind: PaymentKind): Label | typeof DATE_LABEL =>
  key === 'date' ? DATE_LABEL : kind !== 'percent' && (key === 'later' || key === 'after') ? FIXED_LATER[key] : LABELS[key];

const KIND_LABELS: Record<PaymentKind, string> = {
  percent: 'A percentage of my sales',
  daily: 'A fixed amount each business day',
  weekly: 'A fixed amount each week',
  monthly: 'A fixed amount each month',
};

/** Errors in the order the fields appear, each linked to its input. */
function summaryList(inputs: DisclosureInputs, errors: DisclosureErrors): SummaryError[] {
  const list: SummaryError[] = [];
  if (errors.state) return [{ field: fieldId('state'), message: errors.state }];
  for (const key of fieldsShown(inputs)) {
    if (errors[key]) list.push({ field: fieldId(key), message: `${labelOf(key, inputs.kind).label.replace(/ \(.*\)$/, '')}: ${errors[key]}` });
  }
  if (inputs.kind === 'percent') {
    if (errors.sales) list.push({ field: fieldId('sales-1'), message: `Monthly sales: ${errors.sales}` });
    inputs.sales.forEach((_, i) => {
      const message = errors[`sales-${i + 1}`];
      if (message) list.push({ field: fieldId(`sales-${i + 1}`), message: `Month ${i + 1} sales: ${message}` });
    });
  }
  return list;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-warn">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      <div className="mt-1">{children}</div>
    </div>
  );
}

const VERDICT_STYLE: Record<DisclosureResult['verdict'], string> = {
  accurate: 'border-good bg-good-wash',
  'accurate-higher': 'border-good bg-good-wash',
  depends: 'border-accent bg-accent-wash',
  understated: 'border-warn bg-warn-wash',
  overstated: 'border-accent bg-accent-wash',
};

const longDate = (day: number) => formatIsoDate(isoDate(day));

function paymentText(inputs: DisclosureInputs, r: DisclosureResult): string {
  const later = (each: string) =>
    r.laterPaymentCents === undefined
      ? ''
      : `, then ${inputs.kind === 'percent' ? formatUsdEstimate(r.laterPaymentCents) : formatUsd(r.laterPaymentCents)} ${each} after ${inputs.after.trim()} ${inputs.kind === 'percent' ? 'months' : 'payments'}`;
  if (r.payments === 1) return `${formatUsd(r.paybackCents)} in a single payment`;
  if (inputs.kind === 'weekly') return `${formatUsd(r.paymentCents)} each week${later('each week')}`;
  if (inputs.kind === 'monthly') return `${formatUsd(r.paymentCents)} each month${later('each month')}`;
  if (inputs.kind === 'daily') return `${formatUsd(r.paymentCents)} each business day${later('each business day')}`;
  const daily = `${formatUsdEstimate(r.paymentCents)} each business day`;
  if (r.laterPaymentCents !== undefined) return `${daily}${later('each business day')}`;
  return `${daily} (about ${formatUsdEstimate(r.paymentCents * BUSINESS_DAYS_PER_MONTH)} a month)`;
}

function Results({ inputs, result, answer, rule }: { inputs: DisclosureInputs; result: DisclosureResult; answer: StateAnswer; rule: ToleranceRule }) {
  const printed = result.printedApr;
  const verdict = verdictText(result, rule, answer.name);
  const readings = [result.businessDays, result.calendar];
  const term = `${formatDays(result.termDays)}, ${formatMonths(result.termDays / BUSINESS_DAYS_PER_MONTH)}`;
  const received = formatUsd(result.receivedCents);
  const rows: Array<[string, string, string]> = [
    [
      'Funding provided',
      formatUsd(result.fundingCents),
      result.feesCents > 0 ? `You receive ${received} after ${formatUsd(result.feesCents)} in fees.` : 'No fees taken off.',
    ],
    [
      'Estimated annual percentage rate (APR)',
      formatPrecisePercent(result.businessDays.apr),
      `Counting business days; ${formatPrecisePercent(result.calendar.apr)} counting calendar dates. The funder printed ${formatPrecisePercent(printed)}.`,
    ],
    ['Finance charge', formatUsd(result.financeChargeCents), 'Total payment − what you receive (fees included).'],
    ['Estimated total payment', formatUsd(result.paybackCents), 'Everything you repay.'],
    [
      'Estimated payment',
      paymentText(inputs, result),
      inputs.kind === 'percent'
        ? `Average monthly sales ${formatUsdEstimate(result.averageSalesCents)} ÷ 22 business days × the percentage.`
        : 'The fixed debit.',
    ],
    ['Estimated term', term, `${formatCount(result.payments, 'payment')}; funded ${longDate(result.fundingDay)}, last debit ${longDate(result.lastDebitDay)}.`],
    ['Prepayment', 'See your disclosure', 'We cannot tell from the figures whether paying early saves anything.'],
  ];
  return (
    <>
      <div className={`rounded-card border-2 p-4 ${VERDICT_STYLE[result.verdict]}`} data-verdict={result.verdict}>
        <p className="text-2xl font-semibold">{verdict.head}</p>
        <p className="mt-1">{verdict.body}</p>
        {verdict.ask && <p className="mt-2 font-semibold">{verdict.ask}</p>}
      </div>
      <section aria-labelledby={`${ID}-readings-title`} className="mt-4">
        <h3 id={`${ID}-readings-title`} className="text-base font-semibold">
          Our APR, counted two ways
        </h3>
        <ul className="mt-2 space-y-3">
          {readings.map((reading) => (
            <li key={reading.kind} className="rounded-card border border-line p-3" data-reading={reading.kind}>
              <p>
                <span className="font-semibold">{READING_LABELS[reading.kind].name}: </span>
                <span className="font-semibold tabular-nums">{formatPrecisePercent(reading.apr)}</span>
              </p>
              <p className="text-sm text-muted">{READING_LABELS[reading.kind].counts(reading)}</p>
              <p className="mt-1 text-sm">The printed APR is {judgementText(reading.judgement, rule)}.</p>
            </li>
          ))}
        </ul>
      </section>
      {!withinCap(answer, result.fundingCents) && (
        <p className="mt-3 rounded-card border border-warn bg-warn-wash p-3 text-sm">
          {answer.name}’s disclosure duty covers offers of {answer.capText}; this offer is above that, so the law may not require this form at all.
        </p>
      )}
      <section aria-labelledby={`${ID}-summary-title`} className="mt-6 rounded-card border-2 border-ink bg-paper p-4 print:border-0 print:p-0" data-summary>
        <h3 id={`${ID}-summary-title`} className="text-base font-semibold">
          Our calculation, laid out like {answer.name}’s disclosure
        </h3>
        <p className="mt-1 text-sm font-semibold text-warn">
          Not the official form. Worked out by Ledgerwise from the figures you entered, by the historical method.
        </p>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <tbody>
            {rows.map(([name, value, note]) => (
              <tr key={name} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {name}
                </th>
                <td className="py-2 pr-3 text-base font-semibold tabular-nums">{value}</td>
                <td className="hidden py-2 text-muted sm:table-cell print:table-cell">{note}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" onClick={() => window.print()} className="btn-secondary mt-4 print:hidden">
          Print this summary
        </button>
      </section>
    </>
  );
}

function DisclosureCheck({ answers: lawAnswers, noLaw, calculatorHref }: Props) {
  const answers = useMemo(() => allAnswers(lawAnswers, noLaw), [lawAnswers, noLaw]);
  const [inputs, setInputs] = useState<DisclosureInputs>(EMPTY_INPUTS);
  // Inline errors show once the reader leaves a field or submits; the summary only after a submit.
  const [shown, setShown] = useState<DisclosureErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const answer = answers.find((a) => a.slug === inputs.state);
  const rule = answer?.method ? { min: answer.method.historicalMonthsMin, max: answer.method.historicalMonthsMax } : { min: 1, max: 12 };
  // Read once per render: the funding date defaults to the reader's today.
  const todayDay = today();
  const validated = useMemo(() => validateDisclosure(inputs, rule, todayDay), [inputs, rule.min, rule.max, todayDay]); // eslint-disable-line react-hooks/exhaustive-deps
  const offer = answer?.kind === 'check' ? validated.offer : undefined;
  // Without a state there is nothing to check; with a state we cannot check, the answer box says why.
  const errors: DisclosureErrors = !answer ? { state: 'Choose the state the disclosure is from.' } : answer.kind === 'check' ? validated.errors : {};
  const result = useMemo(() => (offer && answer?.kind === 'check' && answer.tolerance ? checkDisclosure(offer, answer.tolerance) : undefined), [offer, answer]);
  const summary = submitted ? summaryList(inputs, errors) : [];

  useEffect(() => {
    const fromQuery = disclosureFromQuery(window.location.search);
    if (!fromQuery.state) return;
    // After hydration on purpose: the server rendered a blank form, and the first client render must match.
    const found = answers.find((a) => a.slug === fromQuery.state);
    const padded = found?.method ? padSales(fromQuery, found.method.historicalMonthsMin) : fromQuery;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInputs(padded);
    if (found?.kind === 'check' && window.location.search.includes('funding=')) {
      const r = validateDisclosure(padded, { min: found.method!.historicalMonthsMin, max: found.method!.historicalMonthsMax }, today());
      setShown(r.errors);
      if (Object.keys(r.errors).length > 0) {
        setSubmitted(true);
        setFocusToken((t) => t + 1);
      }
    }
  }, [answers]);

  const commit = (next: DisclosureInputs) => {
    setInputs(next);
    const url = new URL(window.location.href);
    url.search = queryFromDisclosure(next);
    window.history.replaceState(window.history.state, '', url);
  };
  const update = (key: DisclosureField, value: string) => {
    commit({ ...inputs, [key]: value });
    setShown(({ [key]: _cleared, ...rest }) => rest);
  };
  const reveal = (key: string) => setShown((prev) => (errors[key] ? { ...prev, [key]: errors[key] } : prev));
  const setSale = (index: number, value: string) => {
    const sales = [...inputs.sales];
    sales[index] = value;
    commit({ ...inputs, sales });
    setShown(({ [`sales-${index + 1}`]: _cleared, sales: _count, ...rest }) => rest);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setShown(errors);
    setSubmitted(true);
    setFocusToken((t) => t + 1);
    if (Object.keys(errors).length === 0) document.getElementById(answer?.kind === 'check' ? `${ID}-result-title` : `${ID}-state-answer`)?.focus();
  };

  const chooseState = (slug: string) => {
    const found = answers.find((a) => a.slug === slug);
    const next = found?.method ? padSales({ ...inputs, state: slug }, found.method.historicalMonthsMin) : { ...inputs, state: slug };
    commit(next);
    setShown({});
    setSubmitted(false);
  };

  const textInput = (key: DisclosureField) => {
    const spec = labelOf(key, inputs.kind);
    const id = fieldId(key);
    const error = shown[key];
    return (
      <Field key={key} id={id} label={spec.label} hint={spec.hint} error={error}>
        <input
          id={id}
          name={key}
          type={key === 'date' ? 'date' : 'text'}
          inputMode={'mode' in spec ? spec.mode : undefined}
          maxLength={key === 'date' ? undefined : FIELD_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={inputs[key]}
          onChange={(e) => update(key, e.target.value)}
          onBlur={() => reveal(key)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          className={`${input} ${key === 'after' ? 'max-w-[8rem]' : key === 'date' ? 'max-w-[12rem]' : 'max-w-[14rem]'} ${error ? 'border-warn' : 'border-muted/50'}`}
        />
      </Field>
    );
  };

  const checkable = answers.filter((a) => a.kind === 'check');
  const others = answers.filter((a) => a.kind !== 'check');
  const historical = answer?.method?.sections.find((x) => x.role === 'historical');
  const allowed = answer?.method ? monthsAllowed({ min: answer.method.historicalMonthsMin, max: answer.method.historicalMonthsMax }, inputs.young) : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${ID}-form-title`} className="card h-fit space-y-5 print:hidden">
        <h2 id={`${ID}-form-title`} className="text-xl font-semibold">
          Your disclosure
        </h2>
        <ErrorSummary id={`${ID}-errors`} errors={summary} focusToken={focusToken} />
        <Field id={fieldId('state')} label="State the disclosure is from" hint="Where your business is, as the disclosure says." error={shown.state}>
          <select
            id={fieldId('state')}
            value={inputs.state}
            onChange={(e) => chooseState(e.target.value)}
            aria-describedby={shown.state ? `${fieldId('state')}-hint ${fieldId('state')}-error` : `${fieldId('state')}-hint`}
            aria-invalid={shown.state ? true : undefined}
            className={`${input} border-muted/50`}
          >
            <option value="">Choose a state</option>
            <optgroup label="States whose method we can check">
              {checkable.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Other states">
              {others.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>

        {answer && answer.kind !== 'check' && <OtherState answer={answer} calculatorHref={calculatorHref} />}

        {answer?.kind === 'check' && allowed && (
          <>
            {(['funding', 'fees', 'payback'] as const).map(textInput)}
            <fieldset>
              <legend className="font-semibold">How you repay</legend>
              <div className="mt-1 space-y-1">
                {(Object.keys(KIND_LABELS) as PaymentKind[]).map((kind) => (
                  <label key={kind} className="flex min-h-tap items-center gap-3">
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      checked={inputs.kind === kind}
                      onChange={() => commit({ ...inputs, kind })}
                      className="h-5 w-5"
                    />
                    {KIND_LABELS[kind]}
                  </label>
                ))}
              </div>
            </fieldset>
            {textInput(inputs.kind === 'percent' ? 'percent' : 'fixed')}
            <label className="flex min-h-tap items-center gap-3">
              <input type="checkbox" checked={inputs.changes} onChange={(e) => commit({ ...inputs, changes: e.target.checked })} className="h-5 w-5" />
              {inputs.kind === 'percent' ? 'The percentage changes during the term' : 'The payment changes once during the term'}
            </label>
            {inputs.changes && (
              <>
                {textInput('later')}
                {textInput('after')}
              </>
            )}
            {textInput('apr')}
            {textInput('date')}
            {inputs.kind === 'percent' && (
              <fieldset aria-describedby={`${ID}-sales-rule`}>
                <legend className="font-semibold">Your monthly sales ($)</legend>
                <p id={`${ID}-sales-rule`} className="text-sm text-muted">
                  Under {answer.name}’s historical method
                  {historical && (
                    <>
                      {' '}
                      (
                      {historical.url ? (
                        <a href={historical.url} {...EXTERNAL_LINK_ATTRS}>
                          {historical.citation}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        historical.citation
                      )}
                      )
                    </>
                  )}
                  , the funder averages {answer.method!.historicalMonthsMin} to {answer.method!.historicalMonthsMax} months of sales through the account the
                  payments come from. Enter those months, most recent first.
                </p>
                {shown.sales && (
                  <p id={`${ID}-sales-error`} className="mt-1 text-sm font-semibold text-warn">
                    <span className="sr-only">Error: </span>
                    {shown.sales}
                  </p>
                )}
                <div className="mt-2 grid grid-cols-2 gap-3">
                  {inputs.sales.map((value, i) => {
                    const id = fieldId(`sales-${i + 1}`);
                    const error = shown[`sales-${i + 1}`];
                    return (
                      <div key={id}>
                        <label htmlFor={id} className="block text-sm font-semibold">
                          Month {i + 1} ($)
                        </label>
                        <input
                          id={id}
                          type="text"
                          inputMode="decimal"
                          maxLength={FIELD_MAX_LENGTH}
                          autoComplete="off"
                          value={value}
                          onChange={(e) => setSale(i, e.target.value)}
                          onBlur={() => reveal(`sales-${i + 1}`)}
                          aria-invalid={error || (i === 0 && shown.sales) ? true : undefined}
                          aria-describedby={
                            [error ? `${id}-error` : '', i === 0 && shown.sales ? `${ID}-sales-error` : ''].filter(Boolean).join(' ') || undefined
                          }
                          className={`${input} mt-1 ${error ? 'border-warn' : 'border-muted/50'}`}
                        />
                        {error && (
                          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-warn">
                            {error}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </div>
                <div className="mt-3 flex flex-wrap gap-3">
                  {inputs.sales.length < allowed.max && (
                    <button type="button" className="btn-secondary" onClick={() => commit({ ...inputs, sales: [...inputs.sales, ''] })}>
                      Add a month
                    </button>
                  )}
                  {inputs.sales.length > allowed.min && (
                    <button type="button" className="btn-secondary" onClick={() => commit({ ...inputs, sales: inputs.sales.slice(0, -1) })}>
                      Remove the last month
                    </button>
                  )}
                </div>
                <label className="mt-3 flex min-h-tap items-center gap-3">
                  <input
                    type="checkbox"
                    checked={inputs.young}
                    onChange={(e) =>
                      commit({
                        ...inputs,
                        young: e.target.checked,
                        sales: e.target.checked ? inputs.sales : padSales(inputs, answer.method!.historicalMonthsMin).sales,
                      })
                    }
                    className="h-5 w-5"
                  />
                  My business has been open fewer than {answer.method!.historicalMonthsMin} months
                </label>
              </fieldset>
            )}
          </>
        )}
        {/* Always there, so the form can be submitted before a state is chosen (the summary then asks for one). */}
        {answer?.kind !== undefined && answer.kind !== 'check' ? null : (
          <button type="submit" onMouseDown={keepFocus} className="btn-primary w-full">
            Check the APR
          </button>
        )}
      </form>

      <section aria-labelledby={`${ID}-result-title`} aria-live="polite">
        <h2 id={`${ID}-result-title`} tabIndex={-1} className="text-xl font-semibold print:hidden">
          What we worked out
        </h2>
        <div className="mt-4">
          {answer?.kind === 'check' && result ? (
            <Results inputs={inputs} result={result} answer={answer} rule={answer.tolerance!} />
          ) : (
            <p className="rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
              {answer && answer.kind !== 'check'
                ? `There is no ${answer.name} APR method to check: see the answer beside the form.`
                : 'Choose the state and enter the disclosure’s figures to see the check.'}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

/** At least `min` month boxes, so the state's minimum is visible before anyone types. */
function padSales(inputs: DisclosureInputs, min: number): DisclosureInputs {
  if (inputs.young || inputs.sales.length >= min) return inputs;
  return { ...inputs, sales: [...inputs.sales, ...Array.from({ length: min - inputs.sales.length }, () => '')] };
}

function OtherState({ answer, calculatorHref }: { answer: StateAnswer; calculatorHref: string }) {
  const lead: Record<Exclude<StateAnswer['kind'], 'check'>, string> = {
    'apr-later': `${answer.name}’s law requires an APR, but not yet.`,
    'apr-no-method': `${answer.name}’s law requires an APR, but we have not read a method for it that this check could follow.`,
    'no-apr': `${answer.name}’s law does not require an APR on the disclosure.`,
    'no-law': `There is no disclosure form to check in ${answer.name}.`,
  };
  return (
    <div id={`${ID}-state-answer`} tabIndex={-1} className="rounded-card border border-line bg-wash p-4" data-state-answer={answer.kind}>
      <p className="font-semibold">{lead[answer.kind as Exclude<StateAnswer['kind'], 'check'>]}</p>
      <p className="mt-2">{answer.text}</p>
      {answer.citation && (
        <p className="mt-2 text-sm">
          Law: <a href={answer.href}>{answer.citation}</a>
        </p>
      )}
      <p className="mt-3">
        <a href={calculatorHref} className="btn-secondary">
          Work out the APR with the calculator
        </a>
      </p>
      {answer.kind === 'no-law' && (
        <p className="mt-2 text-sm">
          <a href={answer.href}>What we found for {answer.name}</a>
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(DisclosureCheck, ISLAND_ERROR_EN);
