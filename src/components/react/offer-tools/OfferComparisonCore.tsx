import { useMemo, useState, type SubmitEvent } from 'react';
import { defaultOfferInputs, MAX_OFFERS, OFFER_FIELD_KEYS, type OfferInputs } from '@/lib/calculator/offer-input';
import type { OfferResult } from '@/lib/calculator/offer';
// Ranking lives apart from one offer's figures, so the repayment schedule does not bundle it.
import { compareOffers } from '@/lib/calculator/offer-compare';
import { comparisonSentences } from '@/lib/calculator/offer-summary';
import { queryFromOffers } from '@/lib/calculator/offer-query';
import { formatPercent, formatUsd } from '@/lib/calculator/format';
import type { Lang } from '@/lib/i18n/lang';
import type { CompareText } from '@/lib/i18n/tools/compare-offers.en';
import { OfferFields } from './OfferFields';
import { OfferFigures } from './OfferFigures';
import { useOffers } from './useOffers';
import { useAnnouncement } from './useAnnouncement';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';
import { keepFocus, ErrorSummary } from '@/components/react/kit/ErrorSummary';

export interface OfferComparisonProps {
  applyHref: string;
  scheduleHref: string;
}

/**
 * Up to three offers side by side, in the language of `text` (the island entries src/islands/OfferComparison.tsx
 * and src/islands/es/OfferComparison.tsx each pass their own catalog, so a page bundles one language).
 */
export function OfferComparisonCore({ applyHref, scheduleHref, text: t, lang }: OfferComparisonProps & { text: CompareText; lang: Lang }) {
  const o = t.offer;
  /** The filled-in example the server renders: the calculator's default offer against a longer weekly one. */
  const [example] = useState<readonly OfferInputs[]>(() => [
    defaultOfferInputs(0, o.input),
    { ...defaultOfferInputs(1, o.input), factor: '1.3', schedule: 'weekly', debit: '1250', fee: '1000' },
  ]);
  const { offers, shown, checked, results, resultOffers, revealAll, commit, fieldsFor } = useOffers(example, MAX_OFFERS, o, lang);
  const valid = results.filter((r): r is OfferResult => !!r);
  const allValid = valid.length === results.length;
  const comparison = useMemo(() => (allValid && valid.length > 1 ? compareOffers(valid) : undefined), [allValid, valid]);
  const sentences = comparison ? comparisonSentences(valid, comparison, t.summary) : [];

  const spoken = allValid
    ? [...valid.map((r) => t.spokenOffer(r.offer.label, formatPercent(r.actuarialApr), formatUsd(r.costCents))), ...sentences].join(' ')
    : t.spokenFix;
  const announcement = useAnnouncement(spoken);

  const add = () => commit([...offers, defaultOfferInputs(offers.length, o.input)], [...shown, {}]);
  const remove = (index: number) =>
    commit(
      offers.filter((_, i) => i !== index),
      shown.filter((_, i) => i !== index),
    );
  const nameOf = (i: number, list = offers) => list[i]!.label.trim() || t.numbered(i + 1);
  // The comparison updates as the reader types, so the error summary waits for "Compare" and then lists
  // what is still wrong in every offer, shrinking as each field is fixed (GOV.UK pattern).
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    revealAll();
    setSubmitted(true);
    setFocusToken((n) => n + 1);
  };
  const summary = submitted
    ? offers.flatMap((_, i) => {
        const { errors } = checked[i]!;
        return OFFER_FIELD_KEYS.filter((key) => errors[key]).map((key) => ({
          field: `offer-${i + 1}-${key}`,
          message: `${nameOf(i)}, ${o.labels[key]}: ${errors[key]}`,
        }));
      })
    : [];

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
        <div className="mb-4 empty:hidden">
          <ErrorSummary id="offers-errors" errors={summary} focusToken={focusToken} lang={lang} />
        </div>
        <div className={`grid gap-6 ${offers.length > 2 ? 'lg:grid-cols-3' : ''} md:grid-cols-2`}>
          {offers.map((inputs, i) => (
            <fieldset key={i} className="card min-w-0" data-offer-form={i}>
              <legend className="float-left mb-2 w-full text-xl font-semibold">{nameOf(i)}</legend>
              <div className="clear-both">
                <OfferFields {...fieldsFor(i)} />
              </div>
              {offers.length > 1 && (
                <button type="button" onClick={() => remove(i)} className="btn-secondary mt-4 w-full">
                  {inputs.label.trim() ? t.remove(inputs.label.trim()) : t.removeNumbered(i + 1)}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {offers.length < MAX_OFFERS && (
            <button type="button" onClick={add} className="btn-secondary">
              {t.add}
            </button>
          )}
          <button type="submit" onMouseDown={keepFocus} className="btn-primary">
            {t.compare}
          </button>
        </div>
      </form>

      {/* Starts at 1,547 px or lower at every width (2,521 on phones): drawn as a reader nears it (render-near-view, global.css). */}
      <section aria-labelledby="comparison-title" className="render-near-view mt-10 [--render-estimate:190rem]">
        <h2 id="comparison-title" className="text-2xl font-semibold">
          {t.sideBySide}
        </h2>
        {sentences.length > 0 && (
          <div data-summary className="mt-3 space-y-1 rounded-card border border-line bg-wash p-4 text-base">
            {sentences.map((s) => (
              <p key={s}>{s}</p>
            ))}
          </div>
        )}
        <div className={`mt-4 grid gap-4 ${results.length > 2 ? 'lg:grid-cols-3' : ''} md:grid-cols-2`}>
          {results.map((r, i) => (
            <article key={i} data-offer-result={i} className="card min-w-0" aria-label={r ? r.offer.label : t.numbered(i + 1)}>
              <h3 className="text-xl font-semibold">{r ? r.offer.label : nameOf(i, resultOffers)}</h3>
              {r ? (
                <>
                  {comparison && (
                    <p className="mt-1 flex flex-wrap gap-2 text-sm font-semibold">
                      {comparison.lowestApr.includes(i) && <span className="rounded-full bg-good-wash px-2 py-0.5 text-good">{t.lowestApr}</span>}
                      {comparison.lowestCost.includes(i) && <span className="rounded-full bg-good-wash px-2 py-0.5 text-good">{t.lowestCost}</span>}
                    </p>
                  )}
                  <div className="mt-2">
                    <OfferFigures result={r} text={o} lang={lang} />
                  </div>
                  <a href={`${scheduleHref}?${queryFromOffers([resultOffers[i]!], o.input)}`} className="mt-3 inline-flex min-h-tap items-center font-semibold">
                    {t.scheduleFor(r.offer.label)}
                  </a>
                </>
              ) : (
                <p className="mt-2 rounded-card border border-dashed border-muted/50 bg-wash p-4 text-muted" data-placeholder>
                  {t.fixFields}
                </p>
              )}
            </article>
          ))}
        </div>
        <div className="mt-6">
          <ApplyLink href={applyHref} text={t.offer.paid} />
          <PaidLinkNotice className="mt-2" text={t.offer.paid} />
        </div>
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
