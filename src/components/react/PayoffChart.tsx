import type { McaResult } from '@/lib/calculator/mca';
import { formatDays, formatUsd, formatUsdWhole } from '@/lib/calculator/format';
import type { Lang } from '@/lib/i18n/lang';
import type { ChartText } from '@/lib/i18n/tools/calculator.en';
import { TableHead } from './TableHead';

const W = 600;
const H = 200;
/** Room for the first and last dots inside the drawing. */
const PAD = 6;

/**
 * The remaining balance over time as a plain SVG line, with a table of month-end balances as its text
 * alternative. The axis labels are HTML beside the drawing, not SVG text: SVG text shrinks with the
 * drawing (12 units became 8px at 390px), HTML text stays at the page's 12px at every width.
 */
export function PayoffChart({ result, text: t, lang }: { result: McaResult; text: ChartText; lang: Lang }) {
  const points = result.monthEnds;
  const maxDay = result.daysToPayoff;
  const dayLabel = formatDays(maxDay, lang);
  const x = (day: number) => PAD + (day / maxDay) * (W - 2 * PAD);
  const y = (cents: number) => PAD + (1 - cents / result.paybackCents) * (H - 2 * PAD);
  const path = `M${x(0)},${y(result.paybackCents)} L${x(maxDay)},${y(0)}`;
  return (
    <figure className="mt-6 rounded-card border border-line p-4">
      <figcaption className="font-semibold">{t.caption}</figcaption>
      <div data-chart-axes className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm tabular-nums text-muted">
        {/* The labels repeat the drawing's aria-label, so screen readers hear them once. */}
        <div aria-hidden="true" className="flex flex-col justify-between text-right">
          <span>{formatUsdWhole(result.paybackCents)}</span>
          <span>$0</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="w-full border-b border-l border-line"
          role="img"
          aria-label={t.falls(formatUsd(result.paybackCents), dayLabel)}
        >
          <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" vectorEffect="non-scaling-stroke" fill="none" />
          {points.map((p) => (
            <circle key={p.day} cx={x(p.day)} cy={y(p.balanceCents)} r="6" fill="rgb(var(--accent))" />
          ))}
        </svg>
        <span aria-hidden="true" className="col-start-2 mt-1 flex justify-between">
          <span>{t.fundingDay}</span>
          <span>{dayLabel}</span>
        </span>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-tap cursor-pointer items-center text-sm font-semibold text-accent">{t.monthEnds}</summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <TableHead columns={[{ label: t.day }, { label: t.left }]} />
          <tbody>
            {points.map((p) => (
              <tr key={p.day} className="border-b border-line/60">
                <td className="py-1 pr-3">
                  {p.day === 0 ? t.fundingDay : p.day === result.daysToPayoff ? t.paidOff(p.day.toLocaleString('en-US')) : p.day.toLocaleString('en-US')}
                </td>
                <td className="py-1">{formatUsd(p.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
