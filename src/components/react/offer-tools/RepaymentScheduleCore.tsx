import { memo, useState, type SubmitEvent } from 'react';
import { defaultOfferInputs, type OfferInputs } from '@/lib/calculator/offer-input';
import { CSV_FULL_MAX, scheduleCsv, scheduleView, type MonthRow, type ScheduleRow } from '@/lib/calculator/schedule';
import { queryFromOffers } from '@/lib/calculator/offer-query';
import { formatDays, formatPercent, formatUsd } from '@/lib/calculator/format';
import type { OfferResult } from '@/lib/calculator/offer';
import type { Lang } from '@/lib/i18n/lang';
import type { ScheduleText } from '@/lib/i18n/tools/repayment-schedule.en';
import { OfferFields } from './OfferFields';
import { OfferFigures } from './OfferFigures';
import { useOffers } from './useOffers';
import { useAnnouncement } from './useAnnouncement';
import { ApplyLink, PaidLinkNotice } from '@/components/react/PaidLinkNotice';

export interface RepaymentScheduleProps {
  applyHref: string;
  compareHref: string;
}

const n = (value: number) => value.toLocaleString('en-US');

/**
 * A header row styled as ../TableHead.tsx draws it (the payoff chart's and the paying tools'): written here
 * so the schedule's first load skips that shared chunk, which kept the page within its JavaScript budget.
 * `numeric` columns from index `from` on are right-aligned; the last has no right padding.
 */
function Head({ labels, from, hide }: { labels: ReadonlyArray<string | false>; from: number; hide?: number }) {
  const shown = labels.filter((label): label is string => label !== false);
  const offset = shown.length - labels.length;
  return (
    <thead>
      <tr className="border-b border-line">
        {shown.map((label, i) => (
          <th
            key={label}
            scope="col"
            className={['py-1', i < shown.length - 1 && 'pr-3', i >= from + offset && 'text-right', i === (hide ?? -9) + offset && 'hidden sm:table-cell']
              .filter(Boolean)
              .join(' ')}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** "payment-schedule-funder-b.csv": letters and digits of the offer's name, accents dropped. */
const fileName = (label: string, t: ScheduleText) =>
  `${t.filePrefix}-${
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || t.fileFallback
  }.csv`;

/** Daily payments fall on business day n, so one column serves for both; weekly ones need two. */
function PaymentRows({ rows, daily }: { rows: ScheduleRow[]; daily: boolean }) {
  return (
    <>
      {rows.map((r) => (
        <tr key={r.n} className="border-b border-line/60">
          {!daily && <td className="py-1 pr-3">{n(r.n)}</td>}
          <td className="py-1 pr-3">{n(r.day)}</td>
          <td className="py-1 pr-3 text-right">{formatUsd(r.amountCents)}</td>
          <td className="hidden py-1 pr-3 text-right sm:table-cell">{formatUsd(r.paidCents)}</td>
          <td className="py-1 text-right">{formatUsd(r.balanceCents)}</td>
        </tr>
      ))}
    </>
  );
}

function MonthTable({ months, total, t }: { months: MonthRow[]; total: number; t: ScheduleText }) {
  const c = t.monthColumns;
  // Month and Payments: the CSV's own column names.
  const [month, , payments] = t.csv.months;
  return (
    <table className="mt-2 w-full text-left text-sm tabular-nums" data-month-table>
      <caption className="sr-only">{t.monthCaption}</caption>
      <Head labels={[month!, payments!, c.paid, c.balance]} from={2} />
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-b border-line/60">
            <th scope="row" className="py-1 pr-3 font-normal">
              {n(m.month)} <span className="text-muted">{t.monthDays(n(m.firstDay), n(m.lastDay))}</span>
            </th>
            <td className="py-1 pr-3">{n(m.payments)}</td>
            <td className="py-1 pr-3 text-right">{formatUsd(m.amountCents)}</td>
            <td className="py-1 text-right">{formatUsd(m.balanceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-3 text-left">
            {t.csv.total}
          </th>
          <td />
          <td className="py-1 pr-3 text-right">{formatUsd(total)}</td>
          <td className="py-1 text-right">{formatUsd(0)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Memoised over a deferred result: a keystroke paints its field before this long table redraws. */
const Schedule = memo(function Schedule({ result, t, lang }: { result: OfferResult; t: ScheduleText; lang: Lang }) {
  const s = result.stream;
  const view = scheduleView(s);
  const daily = s.periodDays === 1;
  const total = view.summarised ? view.last.at(-1)!.paidCents : view.first.at(-1)!.paidCents;
  // The table's columns are the CSV's: Payment, Business day, Amount, Total paid, Balance.
  const [payment, day, amount, paid, balance] = t.csv.payments;
  const download = () => {
    const blob = new Blob([scheduleCsv(s, t.csvTitle(result.offer.label), t.csv)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(result.offer.label, t);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    // On phones it starts at 2,234 px or lower, past the 2.5 screens Chrome draws at load: drawn as a reader
    // nears it (render-near-view, global.css). From 1024 px it sits beside the form, in the first screen.
    <section aria-labelledby="schedule-title" className="mt-8 [--render-estimate:88rem] max-sm:render-near-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-title" className="text-xl font-semibold">
          {t.everyPayment}
        </h2>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <button type="button" onClick={download} className="btn-secondary">
            {t.downloadCsv}
          </button>
          <button type="button" onClick={() => window.print()} className="btn-secondary">
            {t.print}
          </button>
        </div>
      </div>
      {view.summarised && (
        <p className="mt-2 text-sm text-muted">{t.tooLongToList(formatDays(result.termDays, lang), view.first.length, s.count <= CSV_FULL_MAX)}</p>
      )}
      {/* Focusable so a keyboard user can scroll a table wider than a phone. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t.tableRegion}>
        <table className="w-full text-left text-sm tabular-nums" data-schedule-table>
          <caption className="sr-only">{t.tableCaption(result.offer.label)}</caption>
          {/* Total paid is hidden on phones so the balance fits; the CSV and the printout keep it. */}
          <Head labels={[!daily && payment!, day!, amount!, paid!, balance!]} from={2} hide={3} />
          <tbody>
            <PaymentRows rows={view.first} daily={daily} />
            {view.summarised && (
              <>
                <tr className="border-b border-line/60">
                  <td colSpan={daily ? 4 : 5} className="py-2 text-center text-muted">
                    {t.gap(n(view.first.length + 1), n(s.count - view.last.length))}
                  </td>
                </tr>
                <PaymentRows rows={view.last} daily={daily} />
              </>
            )}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={daily ? 1 : 2} className="py-1 pr-3 text-left">
                {t.csv.total}
              </th>
              <td className="py-1 pr-3 text-right">{formatUsd(total)}</td>
              <td className="hidden py-1 pr-3 text-right sm:table-cell">{formatUsd(total)}</td>
              <td className="py-1 text-right">{formatUsd(0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 className="mt-6 font-semibold">{t.byMonth}</h3>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.monthRegion}>
        <MonthTable months={view.months} total={total} t={t} />
      </div>
    </section>
  );
});

/** One offer's every payment, in the language of `text` (entries: src/islands/RepaymentSchedule.tsx, src/islands/es/RepaymentSchedule.tsx). */
export function RepaymentScheduleCore({ applyHref, compareHref, text: t, lang }: RepaymentScheduleProps & { text: ScheduleText; lang: Lang }) {
  /** The filled-in example the server renders: the calculator's default offer with a 2% fee. */
  const [example] = useState<readonly OfferInputs[]>(() => [{ ...defaultOfferInputs(0, t.offer.input), fee: '2', feeKind: 'percent' }]);
  const { offers, results, revealAll, fieldsFor } = useOffers(example, 1, t.offer, lang);
  const inputs = offers[0]!;
  // Deferred (useOffers): the figures and the table follow the fields a paint later on a slow phone; the old ones stay meanwhile.
  const settled = results[0];
  const spoken = settled ? t.spoken(formatDays(settled.termDays, lang), formatUsd(settled.paybackCents), formatPercent(settled.actuarialApr)) : t.spokenFix;
  const announcement = useAnnouncement(spoken);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    revealAll();
  };

  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-labelledby="offer-title" className="card h-fit">
          <h2 id="offer-title" className="mb-2 text-xl font-semibold">
            {t.yourOffer}
          </h2>
          <OfferFields {...fieldsFor(0)} />
          <button type="submit" className="btn-primary mt-5 w-full">
            {t.showSchedule}
          </button>
        </form>
        <div className="min-w-0">
          <section aria-labelledby="figures-title">
            <h2 id="figures-title" className="text-xl font-semibold">
              {settled ? settled.offer.label : t.theFigures}
            </h2>
            {settled ? (
              <div className="mt-2">
                <OfferFigures result={settled} text={t.offer} lang={lang} />
              </div>
            ) : (
              <p className="mt-2 rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
                {t.fixFields}
              </p>
            )}
          </section>
          {settled && <Schedule result={settled} t={t} lang={lang} />}
          <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
            <a href={`${compareHref}?${queryFromOffers([inputs], t.offer.input)}`} className="btn-secondary">
              {t.compare}
            </a>
            <ApplyLink href={applyHref} text={t.offer.paid} />
          </div>
          <div data-print-hide>
            <PaidLinkNotice className="mt-2" text={t.offer.paid} />
          </div>
        </div>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
