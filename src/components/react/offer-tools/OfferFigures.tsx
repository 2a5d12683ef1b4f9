import type { OfferResult } from '@/lib/calculator/offer';
import { scheduleRow } from '@/lib/calculator/schedule';
import { formatCentsPerDollar, formatCount, formatDays, formatMonths, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';

/** How the payments read in words: "92 daily payments of about $682 (15% of sales), the last $587.58". */
export function paymentsText(r: OfferResult): string {
  const o = r.offer;
  const noun = o.schedule === 'weekly' ? 'weekly payment' : 'daily payment';
  const count = formatCount(r.payments, noun);
  const last = scheduleRow(r.stream, r.payments).amountCents;
  if (r.payments === 1) return `${count} of ${formatUsd(last)}`;
  const each = o.schedule === 'percent' ? `about ${formatUsdEstimate(r.paymentCents)} (${o.holdbackHundredths / 100}% of sales)` : formatUsd(r.paymentCents);
  const lastText = Math.abs(last - r.paymentCents) >= 1 ? `, the last ${formatUsd(last)}` : '';
  return `${count} of ${each}${lastText}`;
}

/** One offer's figures as a description list; `data-figure` names each row for the browser tests. */
export function OfferFigures({ result: r }: { result: OfferResult }) {
  const rows: Array<[string, string, string]> = [
    ['Net funded', formatUsd(r.netFundedCents), 'Advance − fees withheld: what reaches your account'],
    ['Total payback', formatUsd(r.paybackCents), 'What you repay in all'],
    ['Cost of capital', formatUsd(r.costCents), 'Payback − net funded'],
    ['Cents per dollar', formatCentsPerDollar(r.centsPerDollar), 'Cost for each $1 you receive'],
    ['Payments', paymentsText(r), 'Business days only: no weekends or holidays'],
    ['Term', `${formatDays(r.termDays)} (${formatMonths(r.termMonths)})`, 'Funding to last payment'],
    ['Simple APR', formatPercent(r.simpleApr), '(Cost ÷ net funded) × (365 ÷ days)'],
    ['Disclosure-style APR', formatPercent(r.actuarialApr), `Regulation Z Appendix J on net funded, ${r.stream.periodsPerYear} periods a year`],
  ];
  const d = r.discount;
  return (
    <>
      {r.tooLong && (
        <p data-long-payoff className="mb-3 rounded-card border border-warn bg-wash p-3 text-sm font-medium text-warn">
          At this payment the advance would take {formatYears(r.years)} to repay: check the payment figures.
        </p>
      )}
      <dl className="divide-y divide-line">
        {rows.map(([name, value, how]) => (
          <div key={name} data-figure={name} className={`py-2 ${name === 'Disclosure-style APR' ? 'bg-accent-wash px-2' : ''}`}>
            <dt className="text-sm text-muted">{name}</dt>
            <dd className={`font-semibold tabular-nums ${name === 'Payments' || name === 'Term' ? 'text-base' : 'text-xl'}`}>{value}</dd>
            <dd className="text-xs text-muted">{how}</dd>
          </div>
        ))}
        {d && (
          <div data-figure="Early payoff" className="py-2">
            <dt className="text-sm text-muted">Early payoff</dt>
            {d.applies ? (
              <dd className="font-semibold">
                Pay {formatUsd(d.payoffCents)} on business day {d.day.toLocaleString('en-US')} instead of the {formatUsd(d.balanceCents)} left, saving{' '}
                {formatUsd(d.savingCents)}. Total cost {formatUsd(d.totalCostCents)}.
              </dd>
            ) : (
              <dd className="font-semibold">Repaid before business day {d.day.toLocaleString('en-US')}: the discount would not apply.</dd>
            )}
            <dd className="text-xs text-muted">The discount is taken off the cost’s share of the balance left</dd>
          </div>
        )}
      </dl>
    </>
  );
}
