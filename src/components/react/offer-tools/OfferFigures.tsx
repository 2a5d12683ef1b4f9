import { memo } from 'react';
import type { OfferResult } from '@/lib/calculator/offer';
import { paidAfterCents } from '@/lib/calculator/payment-stream';
import { formatCentsPerDollar, formatDays, formatMonths, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';
import type { Lang } from '@/lib/i18n/lang';
import type { OfferToolsText } from '@/lib/i18n/tools/offer-tools.en';

/** How the payments read in words: "92 daily payments of about $682 (15% of sales), the last $587.58". */
function paymentsText(r: OfferResult, t: OfferToolsText): string {
  const o = r.offer;
  const count = t.paymentCount(r.payments.toLocaleString('en-US'), r.payments === 1, o.schedule === 'weekly');
  // The last payment in whole cents, as the schedule lists it (schedule.ts scheduleRow), without bundling the schedule here.
  const last = paidAfterCents(r.stream, r.payments) - paidAfterCents(r.stream, r.payments - 1);
  if (r.payments === 1) return t.paymentOf(count, formatUsd(last));
  const each = o.schedule === 'percent' ? t.aboutShare(formatUsdEstimate(r.paymentCents), String(o.holdbackHundredths / 100)) : formatUsd(r.paymentCents);
  const lastText = Math.abs(last - r.paymentCents) >= 1 ? t.lastPayment(formatUsd(last)) : '';
  return t.paymentOf(count, each) + lastText;
}

/**
 * One offer's figures as a description list; `data-figure` names each row for the browser tests, by its
 * English name in both languages.
 */
/** Memoised: an offer's figures redraw only when its result does (the schedule passes a deferred one). */
export const OfferFigures = memo(function OfferFigures({ result: r, text: t, lang }: { result: OfferResult; text: OfferToolsText; lang: Lang }) {
  const f = t.figures;
  // `key`: the figure to compare offers by, highlighted; `text`: a phrase, set smaller than the amounts.
  const rows: Array<{ id: string; name: string[]; value: string; how?: string; emphasis?: 'key' | 'text' }> = [
    { id: 'Net funded', name: f.netFunded, value: formatUsd(r.netFundedCents) },
    { id: 'Total payback', name: f.payback, value: formatUsd(r.paybackCents) },
    { id: 'Cost of capital', name: f.cost, value: formatUsd(r.costCents) },
    { id: 'Cents per dollar', name: f.centsPerDollar, value: formatCentsPerDollar(r.centsPerDollar) },
    { id: 'Payments', name: f.payments, value: paymentsText(r, t), emphasis: 'text' },
    { id: 'Term', name: f.term, value: `${formatDays(r.termDays, lang)} (${formatMonths(r.termMonths, lang)})`, emphasis: 'text' },
    { id: 'Simple annual rate', name: f.simpleRate, value: formatPercent(r.simpleRate) },
    { id: 'Disclosure-style APR', name: f.actuarialApr, value: formatPercent(r.actuarialApr), how: t.actuarialHow(r.stream.periodsPerYear), emphasis: 'key' },
  ];
  const d = r.discount;
  const day = d?.day.toLocaleString('en-US') ?? '';
  return (
    <>
      {r.tooLong && (
        <p data-long-payoff className="mb-3 rounded-card border border-warn bg-wash p-3 text-sm font-semibold text-warn">
          {t.tooLong(formatYears(r.years, lang))}
        </p>
      )}
      <dl className="divide-y divide-line">
        {rows.map(({ id, name, value, how, emphasis }) => (
          <div key={id} data-figure={id} className={`py-2 ${emphasis === 'key' ? 'bg-accent-wash px-2' : ''}`}>
            <dt className="text-sm text-muted">{name[0]}</dt>
            <dd className={`font-semibold tabular-nums ${emphasis === 'text' ? 'text-base' : 'text-xl'}`}>{value}</dd>
            <dd className="text-sm text-muted">{how ?? name[1]}</dd>
          </div>
        ))}
        {d && (
          <div data-figure="Early payoff" className="py-2">
            <dt className="text-sm text-muted">{t.earlyPayoff}</dt>
            <dd className="font-semibold">
              {d.applies
                ? t.earlyPayoffApplies(formatUsd(d.payoffCents), day, formatUsd(d.balanceCents), formatUsd(d.savingCents), formatUsd(d.totalCostCents))
                : t.earlyPayoffLate(day)}
            </dd>
            <dd className="text-sm text-muted">{t.earlyPayoffHow}</dd>
          </div>
        )}
      </dl>
    </>
  );
});
