import type { FormEvent } from 'react';
import { defaultOfferInputs, type OfferInputs } from '@/lib/calculator/offer-input';
import { CSV_FULL_MAX, scheduleCsv, scheduleView, type MonthRow, type ScheduleRow } from '@/lib/calculator/schedule';
import { queryFromOffers } from '@/lib/calculator/offer-query';
import { formatDays, formatPercent, formatUsd } from '@/lib/calculator/format';
import type { OfferResult } from '@/lib/calculator/offer';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { OfferFields } from '@/components/react/offer-tools/OfferFields';
import { OfferFigures } from '@/components/react/offer-tools/OfferFigures';
import { useOffers } from '@/components/react/offer-tools/useOffers';
import { useAnnouncement } from '@/components/react/offer-tools/useAnnouncement';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';
import { TableHead } from '@/components/react/TableHead';

interface Props {
  applyHref: string;
  compareHref: string;
}

/** The filled-in example the server renders: the calculator's default offer with a 2% fee. */
const EXAMPLE_OFFER: readonly OfferInputs[] = [{ ...defaultOfferInputs(0), fee: '2', feeKind: 'percent' }];

const fileName = (label: string) =>
  `payment-schedule-${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'offer'
  }.csv`;

/** Daily payments fall on business day n, so one column serves for both; weekly ones need two. */
function PaymentRows({ rows, daily }: { rows: ScheduleRow[]; daily: boolean }) {
  return (
    <>
      {rows.map((r) => (
        <tr key={r.n} className="border-b border-line/60">
          {!daily && <td className="py-1 pr-3">{r.n.toLocaleString('en-US')}</td>}
          <td className="py-1 pr-3">{r.day.toLocaleString('en-US')}</td>
          <td className="py-1 pr-3 text-right">{formatUsd(r.amountCents)}</td>
          <td className="hidden py-1 pr-3 text-right sm:table-cell">{formatUsd(r.paidCents)}</td>
          <td className="py-1 text-right">{formatUsd(r.balanceCents)}</td>
        </tr>
      ))}
    </>
  );
}

function MonthTable({ months, total }: { months: MonthRow[]; total: number }) {
  return (
    <table className="mt-2 w-full text-left text-sm tabular-nums" data-month-table>
      <caption className="sr-only">Payments by month of 22 business days</caption>
      <TableHead
        columns={[{ label: 'Month' }, { label: 'Payments' }, { label: 'Paid that month', numeric: true }, { label: 'Balance after', numeric: true }]}
      />
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-b border-line/60">
            <th scope="row" className="py-1 pr-3 font-normal">
              {m.month.toLocaleString('en-US')}{' '}
              <span className="text-muted">
                (days {m.firstDay.toLocaleString('en-US')}–{m.lastDay.toLocaleString('en-US')})
              </span>
            </th>
            <td className="py-1 pr-3">{m.payments.toLocaleString('en-US')}</td>
            <td className="py-1 pr-3 text-right">{formatUsd(m.amountCents)}</td>
            <td className="py-1 text-right">{formatUsd(m.balanceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-3 text-left">
            Total
          </th>
          <td />
          <td className="py-1 pr-3 text-right">{formatUsd(total)}</td>
          <td className="py-1 text-right">{formatUsd(0)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Schedule({ result }: { result: OfferResult }) {
  const s = result.stream;
  const view = scheduleView(s);
  const daily = s.periodDays === 1;
  const total = view.summarised ? view.last.at(-1)!.paidCents : view.first.at(-1)!.paidCents;
  const download = () => {
    const blob = new Blob([scheduleCsv(s, `Payment schedule: ${result.offer.label}`)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(result.offer.label);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section aria-labelledby="schedule-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-title" className="text-xl font-bold">
          Every payment
        </h2>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <button type="button" onClick={download} className="btn-secondary">
            Download CSV
          </button>
          <button type="button" onClick={() => window.print()} className="btn-secondary">
            Print
          </button>
        </div>
      </div>
      {view.summarised && (
        <p className="mt-2 text-sm text-muted">
          {formatDays(result.termDays)} of payments is too long to list here: the table shows the first and last {view.first.length} payments, and every month’s
          subtotal follows. The CSV lists {s.count <= CSV_FULL_MAX ? 'every payment' : 'every month'}.
        </p>
      )}
      {/* Focusable so a keyboard user can scroll a table wider than a phone. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Table of every payment">
        <table className="w-full text-left text-sm tabular-nums" data-schedule-table>
          <caption className="sr-only">Payments for {result.offer.label}, by business day after funding (day 0 is the funding day)</caption>
          {/* Total paid is hidden on phones so the balance fits; the CSV and the printout keep it. */}
          <TableHead
            columns={[
              !daily && { label: 'Payment' },
              { label: 'Business day' },
              { label: 'Amount', numeric: true },
              { label: 'Total paid', numeric: true, className: 'hidden sm:table-cell' },
              { label: 'Balance', numeric: true },
            ]}
          />
          <tbody>
            <PaymentRows rows={view.first} daily={daily} />
            {view.summarised && (
              <>
                <tr className="border-b border-line/60">
                  <td colSpan={5} className="py-2 text-center text-muted">
                    Payments {(view.first.length + 1).toLocaleString('en-US')} to {(s.count - view.last.length).toLocaleString('en-US')}: see the months below
                  </td>
                </tr>
                <PaymentRows rows={view.last} daily={daily} />
              </>
            )}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={daily ? 1 : 2} className="py-1 pr-3 text-left">
                Total
              </th>
              <td className="py-1 pr-3 text-right">{formatUsd(total)}</td>
              <td className="hidden py-1 pr-3 text-right sm:table-cell">{formatUsd(total)}</td>
              <td className="py-1 text-right">{formatUsd(0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 className="mt-6 font-semibold">By month</h3>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Table of monthly subtotals">
        <MonthTable months={view.months} total={total} />
      </div>
    </section>
  );
}

function RepaymentSchedule({ applyHref, compareHref }: Props) {
  const { offers, results, revealAll, fieldsFor } = useOffers(EXAMPLE_OFFER, 1);
  const inputs = offers[0]!;
  const result = results[0];
  const spoken = result
    ? `${formatDays(result.termDays)} of payments; total ${formatUsd(result.paybackCents)}; disclosure-style APR ${formatPercent(result.actuarialApr)}.`
    : 'Some figures need fixing before the schedule can be shown.';
  const announcement = useAnnouncement(spoken);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revealAll();
  };

  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-labelledby="offer-title" className="card h-fit" data-print-hide>
          <h2 id="offer-title" className="mb-2 text-xl font-bold">
            Your offer
          </h2>
          <OfferFields {...fieldsFor(0)} />
          <button type="submit" className="btn-primary mt-5 w-full">
            Show schedule
          </button>
        </form>
        <div className="min-w-0">
          <section aria-labelledby="figures-title">
            <h2 id="figures-title" className="text-xl font-bold">
              {result ? result.offer.label : 'The figures'}
            </h2>
            {result ? (
              <div className="mt-2">
                <OfferFigures result={result} />
              </div>
            ) : (
              <p className="mt-2 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
                Fix the highlighted fields to see the schedule.
              </p>
            )}
          </section>
          {result && <Schedule result={result} />}
          <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
            <a href={`${compareHref}?${queryFromOffers([inputs])}`} className="btn-secondary">
              Compare up to three offers
            </a>
            <ApplyLink href={applyHref} />
          </div>
          <div data-print-hide>
            <PaidLinkNotice className="mt-2" />
          </div>
        </div>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

export default withErrorBoundary(RepaymentSchedule);
