import type { McaResult } from '@/lib/calculator/mca';
import { formatDays, formatUsd, formatUsdWhole } from '@/lib/calculator/format';
import { TableHead } from './TableHead';

const W = 600;
const H = 220;
const PAD = { right: 16, top: 16, bottom: 36 };
/** Roughly the width of one 12px tabular digit or symbol, to size the left margin to its label. */
const CHAR_PX = 7.5;

/** The remaining balance over time as a plain SVG line, with a table of month-end balances as its text alternative. */
export function PayoffChart({ result }: { result: McaResult }) {
  const points = result.monthEnds;
  const maxDay = result.daysToPayoff;
  const topLabel = formatUsdWhole(result.paybackCents);
  const dayLabel = formatDays(maxDay);
  // The left margin grows with the payback label so "$30,000,000" is never clipped.
  const left = Math.max(48, 12 + topLabel.length * CHAR_PX);
  const x = (day: number) => left + (day / maxDay) * (W - left - PAD.right);
  const y = (cents: number) => PAD.top + (1 - cents / result.paybackCents) * (H - PAD.top - PAD.bottom);
  const path = `M${x(0)},${y(result.paybackCents)} L${x(maxDay)},${y(0)}`;
  return (
    <figure className="mt-6 rounded-card border border-line p-4">
      <figcaption className="font-semibold">Remaining balance until payoff</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-2 w-full"
        role="img"
        aria-label={`Balance falls from ${formatUsd(result.paybackCents)} to zero over ${dayLabel}.`}
      >
        <line x1={left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <line x1={left} y1={PAD.top} x2={left} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <text x={left - 8} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          {topLabel}
        </text>
        <text x={left - 8} y={H - PAD.bottom} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          $0
        </text>
        <text x={W - PAD.right} y={H - 10} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">
          {dayLabel}
        </text>
        <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" fill="none" />
        {points.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.balanceCents)} r="3.5" fill="rgb(var(--accent))" />
        ))}
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-tap cursor-pointer items-center text-sm font-semibold text-accent">Balance at each month end</summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <TableHead columns={[{ label: 'Business day' }, { label: 'Balance left' }]} />
          <tbody>
            {points.map((p) => (
              <tr key={p.day} className="border-b border-line/60">
                <td className="py-1 pr-3">
                  {p.day === 0 ? 'Funding day' : p.day === result.daysToPayoff ? `${p.day.toLocaleString('en-US')} (paid off)` : p.day.toLocaleString('en-US')}
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
