import { useMemo, useState, type SubmitEvent } from 'react';
import { CREDIT_BANDS, checkEligibility, type Verdict } from '@/lib/eligibility/check';
import { EMPTY_ANSWERS, validateAnswers, type AnswerErrors, type AnswerField, type Answers } from '@/lib/eligibility/inputs';
import type { Lang } from '@/lib/i18n/lang';
import type { EligibilityText } from '@/lib/i18n/tools/eligibility.en';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';
import { keepFocus, ErrorSummary } from '@/components/react/kit/ErrorSummary';
import { Checkbox, ChoiceSelect, NumberInput } from '@/components/react/kit/fields';

const VERDICT_STYLE: Record<Verdict, string> = {
  Likely: 'bg-good-wash text-good border-good',
  Possible: 'bg-accent-wash text-accent-strong border-accent',
  Unlikely: 'bg-warn-wash text-warn border-warn',
};

/** The error summary's order: the order the questions appear. */
const FIELD_ORDER: readonly AnswerField[] = ['monthlyRevenue', 'monthsInBusiness', 'creditBand'];

/** The checker in the language of `text`; the island entries (src/islands/EligibilityChecker.tsx, es/) pick the catalog. */
export function EligibilityCheckerCore({ applyHref, text, lang }: { applyHref: string; text: EligibilityText; lang: Lang }) {
  // One checker per page, so fixed ids are safe (React's useId values are not valid HTML ids to validators).
  const id = 'eligibility';
  // Starts blank, so the server render and the first client render are the same and nobody is scored
  // on numbers they did not give.
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  // Errors show once the reader leaves a field or submits, like the calculator, not while they type.
  const [shown, setShown] = useState<AnswerErrors>({});
  // Results update as the reader answers, so the error summary waits for "Show results" and then lists
  // what is still wrong, shrinking as each answer is fixed (GOV.UK pattern).
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const { profile, errors } = useMemo(() => validateAnswers(answers, text.answers), [answers, text]);
  const results = useMemo(() => (profile ? checkEligibility(profile, text.check) : undefined), [profile, text]);

  const update = <K extends keyof Answers>(key: K, value: Answers[K]) => {
    setAnswers((prev) => ({ ...prev, [key]: value }));
    setShown(({ [key as AnswerField]: _cleared, ...rest }) => rest);
  };
  const reveal = (key: AnswerField) => setShown((prev) => (errors[key] ? { ...prev, [key]: errors[key] } : prev));
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setShown(errors);
    setSubmitted(true);
    setFocusToken((t) => t + 1);
  };
  const summary = submitted
    ? FIELD_ORDER.filter((key) => errors[key]).map((key) => ({ field: `${id}-${key}`, message: `${text.fieldNames[key]}: ${errors[key]}` }))
    : [];

  const numberField = (key: 'monthlyRevenue' | 'monthsInBusiness', label: string, numeric: boolean, placeholder: string) => (
    <NumberInput
      id={`${id}-${key}`}
      label={label}
      value={answers[key]}
      numeric={numeric}
      placeholder={placeholder}
      error={shown[key]}
      onChange={(value) => update(key, value)}
      onBlur={() => reveal(key)}
    />
  );

  const count = (verdict: Verdict) => results?.filter((r) => r.verdict === verdict).length ?? 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <form className="card h-fit space-y-5" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {text.formTitle}
        </h2>
        <ErrorSummary id={`${id}-errors`} errors={summary} focusToken={focusToken} lang={lang} />
        {numberField('monthlyRevenue', text.revenueLabel, false, '20,000')}
        {numberField('monthsInBusiness', text.monthsLabel, true, '18')}
        <ChoiceSelect
          id={`${id}-creditBand`}
          label={text.creditLabel}
          value={answers.creditBand}
          none={text.chooseRange}
          options={CREDIT_BANDS.map((band) => ({ value: band.id, label: text.check.creditBand[band.id] }))}
          error={shown.creditBand}
          onChange={(value) => update('creditBand', value)}
          onBlur={() => reveal('creditBand')}
        />
        <fieldset className="space-y-1">
          <legend className="font-semibold">{text.situation}</legend>
          <Checkbox label={text.invoicesBox} checked={answers.hasB2bInvoices} onChange={(on) => update('hasB2bInvoices', on)} />
          <Checkbox label={text.equipmentBox} checked={answers.buyingEquipment} onChange={(on) => update('buyingEquipment', on)} />
        </fieldset>
        <button type="submit" onMouseDown={keepFocus} className="btn-secondary w-full">
          {text.submit}
        </button>
      </form>

      <section aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className="text-xl font-semibold">
          {text.resultsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.notADecision}</p>
        <p role="status" className="sr-only">
          {results ? text.counts(count('Likely'), count('Possible'), count('Unlikely')) : ''}
        </p>
        {results ? (
          <ul className="mt-4 space-y-3" data-verdicts>
            {results.map((r) => (
              // The badge comes first, so on a phone it is read and seen before the product's name.
              <li key={r.product} className="card flex flex-col gap-2 sm:flex-row-reverse sm:items-start sm:justify-between" data-product={r.product}>
                <span
                  className={`inline-flex shrink-0 self-start rounded-full border px-3 py-1 text-sm font-semibold ${VERDICT_STYLE[r.verdict]}`}
                  data-verdict
                >
                  {text.verdict[r.verdict]}
                </span>
                <div>
                  <h3 className="font-semibold">{r.name}</h3>
                  <ul className="mt-1 space-y-1 text-sm text-muted" data-reasons>
                    {r.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                  <a href={r.guide} className="mt-1 inline-flex min-h-tap items-center text-sm font-semibold">
                    {text.readGuide(r.name)}
                    {r.guideNote}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-6 text-center text-muted" data-no-verdicts>
            {Object.keys(shown).length > 0 ? text.fixAnswers : text.answerQuestions}
          </p>
        )}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ApplyLink href={applyHref} text={text.paid} />
          <a href={text.calculatorHref} className="btn-secondary">
            {text.priceFirst}
          </a>
        </div>
        <PaidLinkNotice className="mt-2" text={text.paid} />
      </section>
    </div>
  );
}
