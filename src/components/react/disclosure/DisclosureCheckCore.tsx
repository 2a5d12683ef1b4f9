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
import { judgementText, verdictText } from '@/lib/calculator/disclosure-text';
import { BUSINESS_DAYS_PER_MONTH } from '@/lib/calculator/time';
import { isoDate, today } from '@/lib/calculator/calendar';
import { formatIsoDate } from '@/lib/content/dates';
import { formatDays, formatMonths, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { FIELD_MAX_LENGTH } from '@/lib/calculator/fields';
import { EXTERNAL_LINK_ATTRS } from '@/lib/site/apply-link';
import { writeToolQuery } from '@/lib/site/tool-address';
import { allAnswers, withinCap, type IslandAnswer, type NoLawEntry, type StateAnswer } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';
import { ErrorSummary, keepFocus, type SummaryError } from '@/components/react/kit/ErrorSummary';

export interface DisclosureCheckProps {
  /** States with a law (no-law states come as bare [slug, name, code] to keep the page small). */
  answers: IslandAnswer[];
  noLaw: NoLawEntry[];
  calculatorHref: string;
  /** The state-law pages in the page's language: the hub's path, and each slug that differs from the English one. */
  lawBase: string;
  lawSlugs?: Readonly<Record<string, string>> | undefined;
}

// One checker per page, so fixed ids are safe.
const ID = 'dc';
const fieldId = (key: string) => `${ID}-${key}`;
const input = 'min-h-tap w-full rounded-card border bg-paper px-3 py-2 text-base tabular-nums';

type Label = { label: string; hint: string };
const labelOf = (key: DisclosureField, kind: PaymentKind, t: DisclosureText): Label =>
  key === 'date' ? t.date : kind !== 'percent' && (key === 'later' || key === 'after') ? t.fixedLater[key] : t.labels[key];
const modeOf = (key: DisclosureField): 'decimal' | 'numeric' | undefined => (key === 'date' ? undefined : key === 'after' ? 'numeric' : 'decimal');

/** Errors in the order the fields appear, each linked to its input. */
function summaryList(inputs: DisclosureInputs, errors: DisclosureErrors, t: DisclosureText): SummaryError[] {
  const list: SummaryError[] = [];
  if (errors.state) return [{ field: fieldId('state'), message: errors.state }];
  for (const key of fieldsShown(inputs)) {
    if (errors[key]) list.push({ field: fieldId(key), message: `${labelOf(key, inputs.kind, t).label.replace(/ \(.*\)$/, '')}: ${errors[key]}` });
  }
  if (inputs.kind === 'percent') {
    if (errors.sales) list.push({ field: fieldId('sales-1'), message: `${t.monthlySales}: ${errors.sales}` });
    inputs.sales.forEach((_, i) => {
      const message = errors[`sales-${i + 1}`];
      if (message) list.push({ field: fieldId(`sales-${i + 1}`), message: `${t.monthSales(i + 1)}: ${message}` });
    });
  }
  return list;
}

function Field({
  id,
  label,
  hint,
  error,
  errorLabel,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  errorLabel: string;
  children: ReactNode;
}) {
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
          <span className="sr-only">{errorLabel}</span>
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

function paymentText(inputs: DisclosureInputs, r: DisclosureResult, t: DisclosureText): string {
  const p = t.payment;
  const percent = inputs.kind === 'percent';
  const each = inputs.kind === 'percent' ? p.each.daily : p.each[inputs.kind];
  const later =
    r.laterPaymentCents === undefined
      ? ''
      : p.later(percent ? formatUsdEstimate(r.laterPaymentCents) : formatUsd(r.laterPaymentCents), each, inputs.after.trim(), percent);
  if (r.payments === 1) return p.single(formatUsd(r.paybackCents));
  if (!percent) return `${formatUsd(r.paymentCents)} ${each}${later}`;
  const daily = `${formatUsdEstimate(r.paymentCents)} ${each}`;
  if (r.laterPaymentCents !== undefined) return `${daily}${later}`;
  return p.aboutMonth(daily, formatUsdEstimate(r.paymentCents * BUSINESS_DAYS_PER_MONTH));
}

function Results({
  inputs,
  result,
  answer,
  rule,
  t,
}: {
  inputs: DisclosureInputs;
  result: DisclosureResult;
  answer: StateAnswer;
  rule: ToleranceRule;
  t: DisclosureText;
}) {
  const printed = result.printedApr;
  const verdict = verdictText(result, rule, answer.name, t.verdict);
  const longDate = (day: number) => formatIsoDate(isoDate(day), t.lang);
  const w = t.rows;
  const readings = [result.businessDays, result.calendar];
  const term = `${formatDays(result.termDays, t.lang)}, ${formatMonths(result.termDays / BUSINESS_DAYS_PER_MONTH, t.lang)}`;
  const received = formatUsd(result.receivedCents);
  const rows: Array<[string, string, string]> = [
    [w.funding, formatUsd(result.fundingCents), result.feesCents > 0 ? w.received(received, formatUsd(result.feesCents)) : w.noFees],
    [w.apr, formatPrecisePercent(result.businessDays.apr), w.aprNote(formatPrecisePercent(result.calendar.apr), formatPrecisePercent(printed))],
    [w.financeCharge, formatUsd(result.financeChargeCents), w.financeChargeNote],
    [w.payback, formatUsd(result.paybackCents), w.paybackNote],
    [
      w.payment,
      paymentText(inputs, result, t),
      inputs.kind === 'percent' ? w.paymentPercentNote(formatUsdEstimate(result.averageSalesCents)) : w.paymentFixedNote,
    ],
    [w.term, term, w.termNote(result.payments, longDate(result.fundingDay), longDate(result.lastDebitDay))],
    [w.prepayment, w.prepaymentValue, w.prepaymentNote],
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
          {t.readingsTitle}
        </h3>
        <ul className="mt-2 space-y-3">
          {readings.map((reading) => (
            <li key={reading.kind} className="rounded-card border border-line p-3" data-reading={reading.kind}>
              <p>
                <span className="font-semibold">{t.verdict.readings[reading.kind].name}: </span>
                <span className="font-semibold tabular-nums">{formatPrecisePercent(reading.apr)}</span>
              </p>
              <p className="text-sm text-muted">{t.verdict.readings[reading.kind].counts(reading.periodsPerYear)}</p>
              <p className="mt-1 text-sm">{t.printedIs(judgementText(reading.judgement, rule, t.verdict), reading.judgement.deciding !== undefined)}</p>
            </li>
          ))}
        </ul>
      </section>
      {!withinCap(answer, result.fundingCents) && (
        <p className="mt-3 rounded-card border border-warn bg-warn-wash p-3 text-sm">{t.aboveCap(answer.name, answer.capText ?? '')}</p>
      )}
      <section aria-labelledby={`${ID}-summary-title`} className="mt-6 rounded-card border-2 border-ink bg-paper p-4 print:border-0 print:p-0" data-summary>
        <h3 id={`${ID}-summary-title`} className="text-base font-semibold">
          {t.summaryTitle(answer.name)}
        </h3>
        <p className="mt-1 text-sm font-semibold text-warn">{t.notOfficial}</p>
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
          {t.printSummary}
        </button>
      </section>
    </>
  );
}

/** The disclosure check in the language of `text`; the island entry picks the catalog. */
export function DisclosureCheckCore({
  answers: lawAnswers,
  noLaw,
  calculatorHref,
  lawBase,
  lawSlugs,
  text: t,
}: DisclosureCheckProps & { text: DisclosureText }) {
  const answers = useMemo(
    () => allAnswers(lawAnswers, noLaw, { pathOf: (slug) => `${lawBase}/${lawSlugs?.[slug] ?? slug}`, lang: t.lang, noLawFound: t.noLawFound }),
    [lawAnswers, noLaw, lawBase, lawSlugs, t],
  );
  const [inputs, setInputs] = useState<DisclosureInputs>(EMPTY_INPUTS);
  // Inline errors show once the reader leaves a field or submits; the summary only after a submit.
  const [shown, setShown] = useState<DisclosureErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const answer = answers.find((a) => a.slug === inputs.state);
  const rule = answer?.method ? { min: answer.method.historicalMonthsMin, max: answer.method.historicalMonthsMax } : { min: 1, max: 12 };
  // Read once per render: the funding date defaults to the reader's today.
  const todayDay = today();
  const validated = useMemo(() => validateDisclosure(inputs, rule, todayDay, t.messages), [inputs, rule.min, rule.max, todayDay, t.messages]); // eslint-disable-line react-hooks/exhaustive-deps
  const offer = answer?.kind === 'check' ? validated.offer : undefined;
  // Without a state there is nothing to check; with a state we cannot check, the answer box says why.
  const errors: DisclosureErrors = !answer ? { state: t.chooseState } : answer.kind === 'check' ? validated.errors : {};
  const result = useMemo(() => (offer && answer?.kind === 'check' && answer.tolerance ? checkDisclosure(offer, answer.tolerance) : undefined), [offer, answer]);
  const summary = submitted ? summaryList(inputs, errors, t) : [];

  useEffect(() => {
    const fromQuery = disclosureFromQuery(window.location.search);
    if (!fromQuery.state) return;
    // A shared link's figures go on into the language links too.
    writeToolQuery(window.location.search);
    // After hydration on purpose: the server rendered a blank form, and the first client render must match.
    const found = answers.find((a) => a.slug === fromQuery.state);
    const padded = found?.method ? padSales(fromQuery, found.method.historicalMonthsMin) : fromQuery;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInputs(padded);
    if (found?.kind === 'check' && window.location.search.includes('funding=')) {
      const r = validateDisclosure(padded, { min: found.method!.historicalMonthsMin, max: found.method!.historicalMonthsMax }, today(), t.messages);
      setShown(r.errors);
      if (Object.keys(r.errors).length > 0) {
        setSubmitted(true);
        setFocusToken((t) => t + 1);
      }
    }
  }, [answers, t.messages]);

  const commit = (next: DisclosureInputs) => {
    setInputs(next);
    // The address, and the language links with it, carry the figures (plainly written: both languages read them).
    writeToolQuery(queryFromDisclosure(next, t.messages));
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
    const spec = labelOf(key, inputs.kind, t);
    const id = fieldId(key);
    const error = shown[key];
    return (
      <Field key={key} id={id} label={spec.label} hint={spec.hint} error={error} errorLabel={t.errorLabel}>
        <input
          id={id}
          name={key}
          type={key === 'date' ? 'date' : 'text'}
          inputMode={modeOf(key)}
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
          {t.formTitle}
        </h2>
        <ErrorSummary id={`${ID}-errors`} errors={summary} focusToken={focusToken} />
        <Field id={fieldId('state')} label={t.stateLabel} hint={t.stateHint} error={shown.state} errorLabel={t.errorLabel}>
          <select
            id={fieldId('state')}
            value={inputs.state}
            onChange={(e) => chooseState(e.target.value)}
            aria-describedby={shown.state ? `${fieldId('state')}-hint ${fieldId('state')}-error` : `${fieldId('state')}-hint`}
            aria-invalid={shown.state ? true : undefined}
            className={`${input} border-muted/50`}
          >
            <option value="">{t.optionChoose}</option>
            <optgroup label={t.groupCheckable}>
              {checkable.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.groupOthers}>
              {others.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>

        {answer && answer.kind !== 'check' && <OtherState answer={answer} calculatorHref={calculatorHref} t={t} />}

        {answer?.kind === 'check' && allowed && (
          <>
            {(['funding', 'fees', 'payback'] as const).map(textInput)}
            <fieldset>
              <legend className="font-semibold">{t.howYouRepay}</legend>
              <div className="mt-1 space-y-1">
                {(Object.keys(t.kinds) as PaymentKind[]).map((kind) => (
                  <label key={kind} className="flex min-h-tap items-center gap-3">
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      checked={inputs.kind === kind}
                      onChange={() => commit({ ...inputs, kind })}
                      className="h-5 w-5"
                    />
                    {t.kinds[kind]}
                  </label>
                ))}
              </div>
            </fieldset>
            {textInput(inputs.kind === 'percent' ? 'percent' : 'fixed')}
            <label className="flex min-h-tap items-center gap-3">
              <input type="checkbox" checked={inputs.changes} onChange={(e) => commit({ ...inputs, changes: e.target.checked })} className="h-5 w-5" />
              {t.changes[inputs.kind === 'percent' ? 'percent' : 'fixed']}
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
                <legend className="font-semibold">{t.salesLegend}</legend>
                <p id={`${ID}-sales-rule`} className="text-sm text-muted">
                  {t.salesRule.before(answer.name)}
                  {historical && (
                    <>
                      {' '}
                      (
                      {historical.url ? (
                        <a href={historical.url} {...EXTERNAL_LINK_ATTRS}>
                          {historical.citation}
                          <span className="sr-only">{t.newTab}</span>
                        </a>
                      ) : (
                        historical.citation
                      )}
                      )
                    </>
                  )}
                  {t.salesRule.after(answer.method!.historicalMonthsMin, answer.method!.historicalMonthsMax)}
                </p>
                {shown.sales && (
                  <p id={`${ID}-sales-error`} className="mt-1 text-sm font-semibold text-warn">
                    <span className="sr-only">{t.errorLabel}</span>
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
                          {t.month(i + 1)}
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
                      {t.addMonth}
                    </button>
                  )}
                  {inputs.sales.length > allowed.min && (
                    <button type="button" className="btn-secondary" onClick={() => commit({ ...inputs, sales: inputs.sales.slice(0, -1) })}>
                      {t.removeMonth}
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
                  {t.young(answer.method!.historicalMonthsMin)}
                </label>
              </fieldset>
            )}
          </>
        )}
        {/* Always there, so the form can be submitted before a state is chosen (the summary then asks for one). */}
        {answer?.kind !== undefined && answer.kind !== 'check' ? null : (
          <button type="submit" onMouseDown={keepFocus} className="btn-primary w-full">
            {t.submit}
          </button>
        )}
      </form>

      <section aria-labelledby={`${ID}-result-title`} aria-live="polite">
        <h2 id={`${ID}-result-title`} tabIndex={-1} className="text-xl font-semibold print:hidden">
          {t.resultTitle}
        </h2>
        <div className="mt-4">
          {answer?.kind === 'check' && result ? (
            <Results inputs={inputs} result={result} answer={answer} rule={answer.tolerance!} t={t} />
          ) : (
            <p className="rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
              {answer && answer.kind !== 'check' ? t.placeholderOther(answer.name) : t.placeholder}
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

function OtherState({ answer, calculatorHref, t }: { answer: StateAnswer; calculatorHref: string; t: DisclosureText }) {
  return (
    <div id={`${ID}-state-answer`} tabIndex={-1} className="rounded-card border border-line bg-wash p-4" data-state-answer={answer.kind}>
      <p className="font-semibold">{t.otherLead[answer.kind as Exclude<StateAnswer['kind'], 'check'>](answer.name)}</p>
      <p className="mt-2">{answer.text}</p>
      {answer.citation && (
        <p className="mt-2 text-sm">
          {t.law} <a href={answer.href}>{answer.citation}</a>
        </p>
      )}
      <p className="mt-3">
        <a href={calculatorHref} className="btn-secondary">
          {t.calculatorLink}
        </a>
      </p>
      {answer.kind === 'no-law' && (
        <p className="mt-2 text-sm">
          <a href={answer.href}>{t.whatWeFound(answer.name)}</a>
        </p>
      )}
    </div>
  );
}
