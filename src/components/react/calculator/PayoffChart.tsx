import { memo } from 'react';
import type { McaResult } from '@/lib/calculator/mca';
import { formatDays, formatUsd, formatUsdWhole } from '@/lib/calculator/format';
import type { Lang } from '@/lib/i18n/lang';
import type { ChartText } from '@/lib/i18n/tools/calculator.en';
import { ChartFrame, CHART_W } from '@/components/react/kit/ChartFrame';
import { TableHead } from '@/components/react/kit/TableHead';

const H = 200;
/** Room for the first and last dots inside the drawing. */
const PAD = 6;

/** The remaining balance over time as a plain SVG line, with a table of month-end balances as its text alternative. */
export const PayoffChart = memo(function PayoffChart({ result, text: t, lang }: { result: McaResult; text: ChartText; lang: Lang }) {
  const points = result.monthEnds;
  const maxDay = result.daysToPayoff;
  const dayLabel = formatDays(maxDay, lang);
  const x = (day: number) => PAD + (day / maxDay) * (CHART_W - 2 * PAD);
  const y = (cents: number) => PAD + (1 - cents / result.paybackCents) * (H - 2 * PAD);
  const path = `M${x(0)},${y(result.paybackCents)} L${x(maxDay)},${y(0)}`;
  return (
    <ChartFrame
      caption={t.caption}
      label={t.falls(formatUsd(result.paybackCents), dayLabel)}
      height={H}
      yAxis={[formatUsdWhole(result.paybackCents), '$0']}
      xAxis={[t.fundingDay, dayLabel]}
      tableToggle={t.monthEnds}
      table={
        <>
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
        </>
      }
    >
      <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" vectorEffect="non-scaling-stroke" fill="none" />
      {points.map((p) => (
        <circle key={p.day} cx={x(p.day)} cy={y(p.balanceCents)} r="6" fill="rgb(var(--accent))" />
      ))}
    </ChartFrame>
  );
});
