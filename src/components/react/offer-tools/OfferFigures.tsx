import type { OfferResult } from '@/lib/calculator/offer';
import { scheduleRow } from '@/lib/calculator/schedule';
import { formatCentsPerDollar, formatCount, formatDays, formatMonths, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';

/** How the payments read in words: "92 daily payments of about $682 (15% of sales), the last $587.58". */
function paymentsText(r: OfferResult): string {
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
  // `key`: the figure to compare offers by, highlighted; `text`: a phrase, set smaller than the amounts.
  const rows: Array<{ name: string; value: string; how: string; emphasis?: 'key' | 'text' }> = [
    { name: 'Net funded', value: formatUsd(r.netFundedCents), how: 'Advance − fees withheld: what reaches your account' },
    { name: 'Total payback', value: formatUsd(r.paybackCents), how: 'What you repay in all' },
    { name: 'Cost of capital', value: formatUsd(r.costCents), how: 'Payback − net funded' },
    { name: 'Cents per dollar', value: formatCentsPerDollar(r.centsPerDollar), how: 'Cost for each $1 you receive' },
    { name: 'Payments', value: paymentsText(r), how: 'Business days only: no weekends or holidays', emphasis: 'text' },
    { name: 'Term', value: `${formatDays(r.termDays)} (${formatMonths(r.termMonths)})`, how: 'Funding to last payment', emphasis: 'text' },
    { name: 'Simple APR', value: formatPercent(r.simpleApr), how: '(Cost ÷ net funded) × (365 ÷ days)' },
    {
      name: 'Disclosure-style APR',
      value: formatPercent(r.actuarialApr),
      how: `Regulation Z Appendix J on net funded, ${r.stream.periodsPerYear} periods a year`,
      emphasis: 'key',
    },
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
        {rows.map(({ name, value, how, emphasis }) => (
          <div key={name} data-figure={name} className={`py-2 ${emphasis === 'key' ? 'bg-accent-wash px-2' : ''}`}>
            <dt className="text-sm text-muted">{name}</dt>
            <dd className={`font-semibold tabular-nums ${emphasis === 'text' ? 'text-base' : 'text-xl'}`}>{value}</dd>
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
