import { memo } from 'react';
import { formatDays, formatPercent, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { debitDate, longDate } from '@/lib/paying/business-days';
import { SHARE_COMFORT, SHARE_LIMIT, stackResult, type ShareBand, type StackFigures } from '@/lib/paying/stacked';
import type { validateStack } from '@/lib/paying/stacked-form';
import type { StackedText } from '@/lib/i18n/tools/stacked.en';
import { StepChart } from '@/components/react/paying/StepChart';
import { useSpokenOnBlur } from '@/components/react/kit/useQueryForm';

/** What the results panel draws: the checked figures and what the reader named, as one value the panel can lag behind. */
export interface StackedView {
  checked: ReturnType<typeof validateStack>;
  names: readonly string[];
  today: string;
  /** The page address's figures, carried on to the cash forecast. */
  query: string;
  /** The drop as the reader typed it, for the heading. */
  dropText: string;
  blurs: number;
}

const BAND_TONE: Readonly<Record<ShareBand, string>> = {
  within: 'border-good bg-good-wash',
  edge: 'border-warn bg-warn-wash',
  over: 'border-warn bg-warn-wash',
};

function Summary({ f, label, text }: { f: StackFigures; label: string; text: StackedText }) {
  const band = text.bands[f.band];
  return (
    <div data-summary={label} className="card min-w-0">
      <h3 className="text-base font-semibold">{label}</h3>
      <dl className="mt-2 divide-y divide-line">
        <div className="py-2" data-figure="Combined debit per business day">
          <dt className="text-sm text-muted">{text.combinedDaily}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatUsdEstimate(f.combinedDailyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Per month">
          <dt className="text-sm text-muted">{text.perMonth}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsdEstimate(f.combinedMonthlyCents)}</dd>
        </div>
        <div className="py-2" data-figure="Share of deposits">
          <dt className="text-sm text-muted">{text.shareOfDeposits(formatUsdEstimate(f.dailyDepositsCents))}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatPercent(f.sharePercent)}</dd>
        </div>
        {f.profitSharePercent !== undefined && (
          <div className="py-2" data-figure="Share of gross profit">
            <dt className="text-sm text-muted">{text.shareOfProfit}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatPercent(f.profitSharePercent)}</dd>
          </div>
        )}
      </dl>
      <div data-band={f.band} className={`mt-3 rounded-card border p-3 ${BAND_TONE[f.band]}`}>
        <p className="font-semibold">{band.title(SHARE_COMFORT, SHARE_LIMIT)}</p>
        <p className="text-sm">{band.body(SHARE_COMFORT, SHARE_LIMIT)}</p>
      </div>
      {f.profitSharePercent !== undefined && f.profitSharePercent > 100 && (
        <p data-over-profit className="mt-3 rounded-card border border-warn bg-warn-wash p-3 font-semibold">
          {text.overProfit(formatPercent(f.profitSharePercent))}
        </p>
      )}
    </div>
  );
}

function AdvanceTable({ f, names, today, caption, text }: { f: StackFigures; names: readonly string[]; today: string; caption: string; text: StackedText }) {
  const c = text.columns;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left tabular-nums">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm">
            <th scope="col" className="py-1 pr-3">
              {c.advance}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {c.perDay}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {c.daysLeft}
            </th>
            <th scope="col" className="py-1">
              {c.paidOff}
            </th>
          </tr>
        </thead>
        <tbody>
          {f.advances.map((a, i) => (
            <tr key={i} className="border-b border-line" data-advance-row={i}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {names[i]}
              </th>
              <td className="py-2 pr-3 text-right">{formatUsdEstimate(a.dailyCents)}</td>
              <td className="py-2 pr-3 text-right">{a.daysLeft.toLocaleString('en-US')}</td>
              <td className="py-2">{longDate(debitDate(today, a.frequency, a.payments), text.shared.lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The check's results. Memoised over `view`, which the form passes through useDeferredValue: a keystroke
 * paints the field first and the panel follows, so typing stays quick on a slow phone (the old figures stay
 * in place meanwhile: nothing blanks or moves).
 */
export const StackedResults = memo(function StackedResults({
  view,
  reconciliationHref,
  letterHref,
  runwayHref,
  text,
}: {
  view: StackedView;
  reconciliationHref: string;
  letterHref: string;
  runwayHref: string;
  text: StackedText;
}) {
  const { checked, names: shownNames, today, query, dropText, blurs } = view;
  const { scenario, offerCashCents } = checked;
  const result = scenario ? stackResult(scenario) : undefined;
  const lang = text.shared.lang;
  const spoken = result
    ? text.spoken(
        formatUsdEstimate(result.now.combinedDailyCents),
        formatPercent(result.now.sharePercent),
        result.withOffer ? formatPercent(result.withOffer.sharePercent) : undefined,
      )
    : text.needsFixing;
  const announcement = useSpokenOnBlur(spoken, blurs);

  return (
    <>
      <section aria-labelledby="results-title" className="mt-10">
        <h2 id="results-title" className="text-2xl font-semibold">
          {text.resultsTitle}
        </h2>
        {result && scenario ? (
          <>
            <div className={`mt-4 grid gap-4 ${result.withOffer ? 'md:grid-cols-2' : 'max-w-xl'}`}>
              <Summary f={result.now} label={text.nowLabel} text={text} />
              {result.withOffer && <Summary f={result.withOffer} label={text.withOfferLabel} text={text} />}
            </div>
            {result.withOffer && offerCashCents !== undefined && (
              <p className="mt-3 max-w-prose" data-offer-line>
                {text.offerLine(
                  formatUsd(offerCashCents),
                  formatUsdEstimate(result.withOffer.advances.at(-1)!.dailyCents),
                  formatDays(result.withOffer.advances.at(-1)!.daysLeft, lang),
                )}
              </p>
            )}
            <AdvanceTable f={result.now} names={shownNames} today={today} caption={text.eachNow} text={text} />
            <p className="mt-2 text-sm text-muted">{text.datesNote(longDate(today, lang))}</p>
            <StepChart
              steps={(result.withOffer ?? result.now).steps}
              today={today}
              caption={result.withOffer ? text.chartCaptionOffer : text.chartCaption}
              text={text.shared}
            />

            {result.drop && (
              <section aria-labelledby="drop-title" className="mt-10" data-drop>
                <h3 id="drop-title" className="text-xl font-semibold">
                  {text.dropHeading(dropText)}
                </h3>
                <p className="mt-2 max-w-prose">{text.dropBody}</p>
                <div className={`mt-4 grid gap-4 ${result.drop.reconciled ? 'md:grid-cols-2' : 'max-w-xl'}`}>
                  <Summary f={result.drop.asContracted} label={text.asContracted} text={text} />
                  {result.drop.reconciled && <Summary f={result.drop.reconciled} label={text.reconciled} text={text} />}
                </div>
                <AdvanceTable
                  f={result.drop.reconciled ?? result.drop.asContracted}
                  names={shownNames}
                  today={today}
                  caption={result.drop.reconciled ? text.eachReconciled : text.eachLower}
                  text={text}
                />
                {!result.drop.reconciled && scenario.advances.some((a) => a.kind !== 'percent') && (
                  <p className="mt-3 max-w-prose text-sm">{text.enterSpecified}</p>
                )}
                <p className="mt-4 max-w-prose">
                  {text.reconcileNote[0]}
                  <a href={reconciliationHref}>{text.reconcileNote[1]}</a>
                  {text.reconcileNote[2]}
                  <a href={letterHref}>{text.reconcileNote[3]}</a>
                  {text.reconcileNote[4]}
                </p>
              </section>
            )}
            <p className="mt-8 max-w-prose" data-runway-link>
              {text.runwayNote[0]}
              <a href={`${runwayHref}?${query}`}>{text.runwayNote[1]}</a>
              {text.runwayNote[2]}
            </p>
          </>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
            {text.placeholder}
          </p>
        )}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
});
