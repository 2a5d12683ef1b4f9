import type { Step } from '@/lib/paying/stacked';
import { formatUsdEstimate } from '@/lib/calculator/format';
import { debitDate, shortDate } from '@/lib/paying/business-days';
import { ChartFrame, CHART_W } from '@/components/react/kit/ChartFrame';
import { TableHead } from '@/components/react/kit/TableHead';
import type { PayingSharedText } from '@/lib/i18n/tools/paying.en';

const H = 200;
/** Room for the line's stroke at the top and bottom of the drawing. */
const PAD = 4;

/** The combined daily debit over time, stepping down as each advance is paid off, with a table as its text alternative. */
export function StepChart({ steps, today, caption, text }: { steps: readonly Step[]; today: string; caption: string; text: PayingSharedText }) {
  const t = text.chart;
  const last = steps.at(-1)?.toDay ?? 1;
  const top = Math.max(...steps.map((s) => s.dailyCents), 1);
  const x = (day: number) => (day / last) * CHART_W;
  const y = (cents: number) => PAD + (1 - cents / top) * (H - 2 * PAD);
  const path =
    steps.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(s.fromDay - 1)},${y(s.dailyCents)} L${x(s.toDay)},${y(s.dailyCents)}`).join(' ') + ` L${x(last)},${y(0)}`;
  return (
    <ChartFrame
      caption={caption}
      label={t.aria(formatUsdEstimate(steps[0]?.dailyCents ?? 0), last.toLocaleString('en-US'))}
      height={H}
      yAxis={[formatUsdEstimate(top), '$0']}
      xAxis={[t.today, t.businessDay(last.toLocaleString('en-US'))]}
      tableToggle={t.tableToggle}
      table={
        <>
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
        </>
      }
    >
      <path d={path} stroke="rgb(var(--accent))" strokeWidth="3" vectorEffect="non-scaling-stroke" fill="none" />
    </ChartFrame>
  );
}
