import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import {
  checkDisclosure,
  disclosureFromQuery,
  EMPTY_INPUTS,
  queryFromDisclosure,
  validateDisclosure,
  type DisclosureInputs,
  type DisclosureOffer,
} from '@/lib/calculator/disclosure';
import { monthsRuleOf, padSales, summaryList } from '@/lib/calculator/disclosure-form';
import { today } from '@/lib/calculator/calendar';
import type { FormErrors } from '@/lib/paying/form';
import { allAnswers, type IslandAnswer, type NoLawEntry } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';
import { useQueryForm } from '@/components/react/kit/useQueryForm';
import { DisclosureForm } from './DisclosureForm';
import { OfferSummary } from './OfferSummary';
import { VerdictPanel } from './VerdictPanel';

export interface DisclosureCheckProps {
  /** States with a law (no-law states come as bare [slug, name, code] to keep the page small). */
  answers: IslandAnswer[];
  noLaw: NoLawEntry[];
  calculatorHref: string;
  /** The state-law pages in the page's language: the hub's path, and each slug that differs from the English one. */
  lawBase: string;
  lawSlugs?: Readonly<Record<string, string>> | undefined;
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
  const find = useCallback((slug: string) => answers.find((a) => a.slug === slug), [answers]);
  // Read once per render: the funding date defaults to the reader's today.
  const todayDay = today();

  // A shared link: its state's month boxes, as if the state had just been chosen; without a state, nothing.
  const fromQuery = useCallback(
    (search: string) => {
      const read = disclosureFromQuery(search);
      const found = find(read.state);
      return { inputs: !read.state ? EMPTY_INPUTS : found?.method ? padSales(read, found.method.historicalMonthsMin) : read, ignored: [] };
    },
    [find],
  );
  // The address, and the language links with it, carry the figures (plainly written: both languages read them).
  const toQuery = useCallback((next: DisclosureInputs) => queryFromDisclosure(next, t.messages), [t.messages]);
  // Without a state there is nothing to check; with a state we cannot check, the answer box says why.
  const validate = useCallback(
    (next: DisclosureInputs) => {
      const found = find(next.state);
      if (!found) return { errors: { state: t.chooseState } };
      if (found.kind !== 'check') return { errors: {} };
      const checked = validateDisclosure(next, monthsRuleOf(found.method), todayDay, t.messages);
      // Every key it sets holds a message (DisclosureErrors is Partial only so fields can be looked up by name).
      return checked as { offer?: DisclosureOffer; errors: FormErrors };
    },
    [find, todayDay, t],
  );
  // A link's mistakes show at once only when it carries an offer's figures, not a bare state.
  const showLinkErrors = (search: string) => find(disclosureFromQuery(search).state)?.kind === 'check' && search.includes('funding=');
  const { inputs, shown, checked, commit, reveal, revealAll, linkErrors } = useQueryForm<DisclosureInputs>(EMPTY_INPUTS, fromQuery, toQuery, validate, {
    showLinkErrors,
  });
  const { errors, offer } = checked as { offer?: DisclosureOffer; errors: FormErrors };
  const answer = find(inputs.state);
  const result = useMemo(() => (offer && answer?.kind === 'check' && answer.tolerance ? checkDisclosure(offer, answer.tolerance) : undefined), [offer, answer]);

  // Inline errors show once the reader leaves a field or submits; the summary only after a submit (or a link with mistakes).
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  useEffect(() => {
    if (!linkErrors) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSubmitted(true);
    setFocusToken((n) => n + 1);
  }, [linkErrors]);
  const summary = submitted ? summaryList(inputs, errors, t, 'dc') : [];

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    revealAll();
    setSubmitted(true);
    setFocusToken((n) => n + 1);
    if (Object.keys(errors).length === 0) document.getElementById(answer?.kind === 'check' ? 'dc-result-title' : 'dc-state-answer')?.focus();
  };
  const chooseState = (slug: string) => {
    const found = find(slug);
    const next = found?.method ? padSales({ ...inputs, state: slug }, found.method.historicalMonthsMin) : { ...inputs, state: slug };
    commit(next, Object.keys(shown));
    setSubmitted(false);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <DisclosureForm
        inputs={inputs}
        shown={shown}
        answers={answers}
        answer={answer}
        summary={summary}
        focusToken={focusToken}
        calculatorHref={calculatorHref}
        t={t}
        commit={commit}
        reveal={reveal}
        chooseState={chooseState}
        onSubmit={onSubmit}
      />
      <section aria-labelledby="dc-result-title" aria-live="polite">
        <h2 id="dc-result-title" tabIndex={-1} className="text-xl font-semibold print:hidden">
          {t.resultTitle}
        </h2>
        <div className="mt-4">
          {answer?.kind === 'check' && result ? (
            <>
              <VerdictPanel result={result} answer={answer} rule={answer.tolerance!} t={t} />
              <OfferSummary inputs={inputs} result={result} stateName={answer.name} t={t} />
            </>
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
