import { useMemo, useState, type FormEvent } from 'react';
import { defaultOfferInputs, MAX_OFFERS, OFFER_FIELD_KEYS, OFFER_LABELS, validateOffer, type OfferInputs } from '@/lib/calculator/offer-input';
import { compareOffers, type OfferResult } from '@/lib/calculator/offer';
import { comparisonSentences } from '@/lib/calculator/offer-summary';
import { queryFromOffers } from '@/lib/calculator/offer-query';
import { formatPercent, formatUsd } from '@/lib/calculator/format';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { OfferFields } from '@/components/react/offer-tools/OfferFields';
import { OfferFigures } from '@/components/react/offer-tools/OfferFigures';
import { useOffers } from '@/components/react/offer-tools/useOffers';
import { useAnnouncement } from '@/components/react/offer-tools/useAnnouncement';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';
import { keepFocus, ErrorSummary } from '@/components/react/ErrorSummary';

interface Props {
  applyHref: string;
  scheduleHref: string;
}

/** The filled-in example the server renders: the calculator's default offer against a longer weekly one. */
const EXAMPLE_OFFERS: readonly OfferInputs[] = [
  defaultOfferInputs(0),
  { ...defaultOfferInputs(1), factor: '1.3', schedule: 'weekly', debit: '1250', fee: '1000' },
];

function OfferComparison({ applyHref, scheduleHref }: Props) {
  const { offers, shown, results, revealAll, commit, fieldsFor } = useOffers(EXAMPLE_OFFERS, MAX_OFFERS);
  const valid = results.filter((r): r is OfferResult => !!r);
  const allValid = valid.length === results.length;
  const comparison = useMemo(() => (allValid && valid.length > 1 ? compareOffers(valid) : undefined), [allValid, valid]);
  const sentences = comparison ? comparisonSentences(valid, comparison) : [];

  const spoken = allValid
    ? [...valid.map((r) => `${r.offer.label}: disclosure-style APR ${formatPercent(r.actuarialApr)}, cost ${formatUsd(r.costCents)}.`), ...sentences].join(' ')
    : 'Some figures need fixing before the offers can be compared.';
  const announcement = useAnnouncement(spoken);

  const add = () => commit([...offers, defaultOfferInputs(offers.length)], [...shown, {}]);
  const remove = (index: number) =>
    commit(
      offers.filter((_, i) => i !== index),
      shown.filter((_, i) => i !== index),
    );
  // The comparison updates as the reader types, so the error summary waits for "Compare" and then lists
  // what is still wrong in every offer, shrinking as each field is fixed (GOV.UK pattern).
  const [submitted, setSubmitted] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revealAll();
    setSubmitted(true);
    setFocusToken((t) => t + 1);
  };
  const summary = submitted
    ? offers.flatMap((inputs, i) => {
        const { errors } = validateOffer(inputs, i);
        const name = inputs.label.trim() || `Offer ${i + 1}`;
        return OFFER_FIELD_KEYS.filter((key) => errors[key]).map((key) => ({
          field: `offer-${i + 1}-${key}`,
          message: `${name}, ${OFFER_LABELS[key]}: ${errors[key]}`,
        }));
      })
    : [];

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Your offers">
        <div className="mb-4 empty:hidden">
          <ErrorSummary id="offers-errors" errors={summary} focusToken={focusToken} />
        </div>
        <div className={`grid gap-6 ${offers.length > 2 ? 'lg:grid-cols-3' : ''} md:grid-cols-2`}>
          {offers.map((inputs, i) => (
            <fieldset key={i} className="card min-w-0" data-offer-form={i}>
              <legend className="float-left mb-2 w-full text-xl font-bold">{inputs.label.trim() || `Offer ${i + 1}`}</legend>
              <div className="clear-both">
                <OfferFields {...fieldsFor(i)} />
              </div>
              {offers.length > 1 && (
                <button type="button" onClick={() => remove(i)} className="btn-secondary mt-4 w-full">
                  Remove {inputs.label.trim() || `offer ${i + 1}`}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {offers.length < MAX_OFFERS && (
            <button type="button" onClick={add} className="btn-secondary">
              Add an offer
            </button>
          )}
          <button type="submit" onMouseDown={keepFocus} className="btn-primary">
            Compare
          </button>
        </div>
      </form>

      <section aria-labelledby="comparison-title" className="mt-10">
        <h2 id="comparison-title" className="text-2xl font-bold">
          Side by side
        </h2>
        {sentences.length > 0 && (
          <div data-summary className="mt-3 space-y-1 rounded-card border border-line bg-wash p-4 text-lg">
            {sentences.map((s) => (
              <p key={s}>{s}</p>
            ))}
          </div>
        )}
        <div className={`mt-4 grid gap-4 ${results.length > 2 ? 'lg:grid-cols-3' : ''} md:grid-cols-2`}>
          {results.map((r, i) => (
            <article key={i} data-offer-result={i} className="card min-w-0" aria-label={r ? r.offer.label : `Offer ${i + 1}`}>
              <h3 className="text-xl font-bold">{r ? r.offer.label : offers[i]!.label.trim() || `Offer ${i + 1}`}</h3>
              {r ? (
                <>
                  {comparison && (
                    <p className="mt-1 flex flex-wrap gap-2 text-sm font-semibold">
                      {comparison.lowestApr.includes(i) && <span className="rounded-full bg-good-wash px-2 py-0.5 text-good">Lowest APR</span>}
                      {comparison.lowestCost.includes(i) && <span className="rounded-full bg-good-wash px-2 py-0.5 text-good">Lowest total cost</span>}
                    </p>
                  )}
                  <div className="mt-2">
                    <OfferFigures result={r} />
                  </div>
                  <a href={`${scheduleHref}?${queryFromOffers([offers[i]!])}`} className="mt-3 inline-flex min-h-tap items-center font-semibold">
                    Payment schedule for {r.offer.label}
                  </a>
                </>
              ) : (
                <p className="mt-2 rounded-card border border-dashed border-muted/50 bg-wash p-4 text-muted" data-placeholder>
                  Fix the highlighted fields to see this offer’s figures.
                </p>
              )}
            </article>
          ))}
        </div>
        <div className="mt-6">
          <ApplyLink href={applyHref} />
          <PaidLinkNotice className="mt-2" />
        </div>
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

export default withErrorBoundary(OfferComparison);
