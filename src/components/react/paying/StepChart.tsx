import type { Step } from '@/lib/paying/stacked';
import { formatUsdEstimate } from '@/lib/calculator/format';
import { debitDate, shortDate } from '@/lib/paying/business-days';
import { TableHead } from '../TableHead';
import type { PayingSharedText } from '@/lib/i18n/tools/paying.en';

const W = 600;
const H = 220;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

/** The combined daily debit over time, stepping down as each advance is paid off, with a table as its text alternative. */
export function StepChart({ steps, today, caption, text }: { steps: readonly Step[]; today: string; caption: string; text: PayingSharedText }) {
  const t = text.chart;
  const last = steps.at(-1)?.toDay ?? 1;
  const top = Math.max(...steps.map((s) => s.dailyCents), 1);
  const x = (day: number) => PAD.left + (day / last) * (W - PAD.left - PAD.right);
  const y = (cents: number) => PAD.top + (1 - cents / top) * (H - PAD.top - PAD.bottom);
  const path =
    steps.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(s.fromDay - 1)},${y(s.dailyCents)} L${x(s.toDay)},${y(s.dailyCents)}`).join(' ') + ` L${x(last)},${y(0)}`;
  return (
    <figure className="mt-6 rounded-card border border-line p-4">
      <figcaption className="font-semibold">{caption}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-2 w-full"
        role="img"
        aria-label={t.aria(formatUsdEstimate(steps[0]?.dailyCents ?? 0), last.toLocaleString('en-US'))}
      >
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <text x={PAD.left - 8} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          {formatUsdEstimate(top)}
        </text>
        <text x={PAD.left - 8} y={H - PAD.bottom} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          $0
        </text>
        <text x={PAD.left} y={H - 10} fontSize="12" fill="rgb(var(--muted))">
          {t.today}
        </text>
        <text x={W - PAD.right} y={H - 10} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          {t.businessDay(last.toLocaleString('en-US'))}
        </text>
        <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" fill="none" />
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-tap cursor-pointer items-center text-sm font-semibold text-accent">{t.tableToggle}</summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <TableHead columns={[{ label: t.columns[0] }, { label: t.columns[1] }, { label: t.columns[2], numeric: true }]} />
          <tbody>
            {steps.map((s) => (
              <tr key={s.fromDay} className="border-b border-line">
                <td className="py-1 pr-3">
                  {s.fromDay.toLocaleString('en-US')}–{s.toDay.toLocaleString('en-US')}
                </td>
                <td className="py-1 pr-3">{shortDate(debitDate(today, s.until.frequency, s.until.payments), text.lang)}</td>
                <td className="py-1 text-right">{formatUsdEstimate(s.dailyCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
