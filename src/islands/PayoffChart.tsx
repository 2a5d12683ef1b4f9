import { formatCents, formatCentsWhole, type McaResult } from '../lib/mca-calculator';

const W = 600;
const H = 220;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

/** The remaining balance over time as a plain SVG line, with a table of month-end balances as its text alternative. */
export function PayoffChart({ result }: { result: McaResult }) {
  const points = result.monthEnds;
  const maxDay = result.daysToPayoff;
  const x = (day: number) => PAD.left + (day / maxDay) * (W - PAD.left - PAD.right);
  const y = (cents: number) => PAD.top + (1 - cents / result.paybackCents) * (H - PAD.top - PAD.bottom);
  const path = `M${x(0)},${y(result.paybackCents)} L${x(maxDay)},${y(0)}`;
  return (
    <figure className="mt-6 rounded-card border border-line p-4">
      <figcaption className="font-semibold">Remaining balance until payoff</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 w-full" role="img" aria-label={`Balance falls from ${formatCents(result.paybackCents)} to zero over ${result.daysToPayoff} business days.`}>
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} stroke="rgb(var(--line))" />
        <text x={PAD.left - 8} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">{formatCentsWhole(result.paybackCents)}</text>
        <text x={PAD.left - 8} y={H - PAD.bottom} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">$0</text>
        <text x={W - PAD.right} y={H - 10} textAnchor="end" fontSize="12" fill="rgb(var(--muted))">{result.daysToPayoff} business days</text>
        <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" fill="none" />
        {points.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.balanceCents)} r="3.5" fill="rgb(var(--accent))" />
        ))}
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-sm font-semibold text-accent">Balance at each month end</summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-4">Business day</th>
              <th scope="col" className="py-1">Balance left</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day} className="border-b border-line/60">
                <td className="py-1 pr-4">{p.day === 0 ? 'Funding day' : p.day === result.daysToPayoff ? `${p.day} (paid off)` : p.day}</td>
                <td className="py-1">{formatCents(p.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
