import { memo, useEffect, useState } from 'react';
import { formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import { isoDate } from '@/lib/calculator/calendar';
import { longDate, shortDate } from '@/lib/paying/business-days';
import type { Forecast, ForecastSet } from '@/lib/cash-runway/forecast';
import type { CashRunwayText } from '@/lib/i18n/tools/cash-runway.en';
import { ChartFrame, CHART_W } from '@/components/react/kit/ChartFrame';
import { TableHead } from '@/components/react/kit/TableHead';

const H = 220;
const PAD = 6;

type ScenarioKey = keyof ForecastSet;

/** Each scenario's name in the table and its line in the chart. */
function scenarioNames(set: ForecastSet, dropText: string, text: CashRunwayText): Array<{ key: ScenarioKey; name: string; f: Forecast }> {
  const n = text.results.scenarioNames;
  const rows: Array<{ key: ScenarioKey; name: string; f?: Forecast }> = [
    { key: 'base', name: n.base, f: set.base },
    { key: 'drop', name: n.drop(dropText), f: set.drop },
    { key: 'reconciled', name: n.reconciled(dropText), f: set.reconciled },
    { key: 'newAdvance', name: n.newAdvance, f: set.newAdvance },
  ];
  return rows.filter((r): r is { key: ScenarioKey; name: string; f: Forecast } => r.f !== undefined);
}

const ratio = (r: number | undefined, text: CashRunwayText) => (r === undefined ? '—' : text.coverage.ratio(r.toFixed(2)));

/** The headline: the week cash runs out (or that it lasts), and the cushion. */
export function headline(f: Forecast, cushionCents: number, text: CashRunwayText): { main: string; cushion: string } {
  const r = text.results;
  const lang = text.shared.lang;
  const weekOf = (n: number) => longDate(isoDate(f.weeks[n - 1]!.start), lang);
  const cushion = formatUsdEstimate(cushionCents);
  return {
    main: f.firstBelowZero ? r.runsOut(f.firstBelowZero, weekOf(f.firstBelowZero)) : r.lasts(formatUsd(f.lowestClosingCents)),
    cushion: f.firstBelowCushion ? r.belowCushion(f.firstBelowCushion, weekOf(f.firstBelowCushion), cushion) : r.aboveCushion(cushion),
  };
}

/** Whether the page has hydrated and drawn the week tables once (one forecast per page). */
let tablesDrawn = false;

/** Memoised: the form passes a deferred view, so the panel redraws after the keystroke's own paint. */
export const RunwayResults = memo(function RunwayResults({
  set,
  cushionCents,
  dropText,
  canReconcile,
  basisLine,
  sbaHref,
  fundingHref,
  text,
}: {
  set: ForecastSet;
  cushionCents: number;
  dropText: string;
  canReconcile: boolean;
  /** What the forecast is based on, for the printout. */
  basisLine: string;
  sbaHref: string;
  fundingHref: string;
  text: CashRunwayText;
}) {
  const r = text.results;
  const lang = text.shared.lang;
  const base = set.base;
  const h = headline(base, cushionCents, text);
  const rows = scenarioNames(set, dropText, text);
  const week = (n?: number) => (n ? r.weekN(n) : r.never);
  // The week-by-week tables are drawn after hydration: the server's example page then fits the first round
  // trip (14 KB), and they sit far below the first screen, so nothing visible moves.
  // Once drawn, a panel shown again (after the fields were fixed) draws them at once, with its headline.
  const [hydrated, setHydrated] = useState(tablesDrawn);
  useEffect(() => {
    tablesDrawn = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, []);
  return (
    <div data-results>
      <p className="mt-2 max-w-prose text-sm text-muted">
        {r.estimate} <span data-basis>{basisLine}</span>
      </p>
      <div className={`mt-4 rounded-card border p-4 ${base.firstBelowZero ? 'border-warn bg-warn-wash' : 'border-good bg-good-wash'}`} data-headline>
        <p className="text-xl font-semibold" data-runs-out={base.firstBelowZero ?? 'never'}>
          {h.main}
        </p>
        <p className="mt-1" data-cushion-week={base.firstBelowCushion ?? 'never'}>
          {h.cushion}
        </p>
      </div>

      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={r.scenarioTable}>
        <table className="w-full min-w-[36rem] text-left tabular-nums" data-scenarios>
          <caption className="mb-2 text-left font-semibold">{r.scenarioTable}</caption>
          <TableHead
            columns={[
              { label: r.scenarioColumns[0] },
              { label: r.scenarioColumns[1] },
              { label: r.scenarioColumns[2] },
              { label: r.scenarioColumns[3], numeric: true },
              { label: r.scenarioColumns[4], numeric: true },
            ]}
          />
          <tbody>
            {rows.map(({ key, name, f }) => (
              <tr key={key} className="border-b border-line" data-scenario={key}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {name}
                </th>
                <td className="py-2 pr-3">{week(f.firstBelowCushion)}</td>
                <td className="py-2 pr-3" data-below-zero>
                  {week(f.firstBelowZero)}
                </td>
                <td className="py-2 pr-3 text-right">{formatUsd(f.lowestClosingCents)}</td>
                <td className="py-2 text-right">{ratio(f.coverage.withAdvances, text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {set.drop && !set.reconciled && !canReconcile && <p className="mt-2 max-w-prose text-sm">{r.reconcileMissing}</p>}

      <BalanceChart rows={rows} text={text} withTable={hydrated} />
      {rows.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm" data-chart-legend>
          {rows.map((row) => (
            <li key={row.key} className="flex items-center gap-2">
              <svg width="28" height="8" aria-hidden="true">
                <line x1="0" x2="28" y1="4" y2="4" stroke={LINE_STYLE[row.key].color} strokeDasharray={LINE_STYLE[row.key].dash} strokeWidth="3" />
              </svg>
              {row.name}
            </li>
          ))}
        </ul>
      )}
      {hydrated && <WeekTable f={base} caption={r.tableCaption} text={text} lang={lang} />}
      <Coverage f={base} text={text} sbaHref={sbaHref} fundingHref={fundingHref} />
    </div>
  );
});

function WeekTable({ f, caption, text, lang }: { f: Forecast; caption: string; text: CashRunwayText; lang: 'en' | 'es' }) {
  const c = text.results.columns;
  const hasOther = f.weeks.some((w) => w.otherCents !== 0);
  return (
    <>
      {/*
        The title sits above the scrolling box, not in a <caption>: a caption is as wide as the 40rem table and
        was cut off at 390px. It names the box and the table instead.
      */}
      <h3 id="week-table-title" className="mt-8 font-semibold">
        {caption}
      </h3>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="week-table-title">
        <table className="w-full min-w-[40rem] text-left text-sm tabular-nums" aria-labelledby="week-table-title" data-week-table>
          <TableHead
            columns={[
              { label: c[0] },
              { label: c[1], numeric: true },
              { label: c[2], numeric: true },
              { label: c[3], numeric: true },
              { label: c[4], numeric: true },
              hasOther && { label: c[5], numeric: true },
              { label: c[6], numeric: true },
            ]}
          />
          <tbody>
            {f.weeks.map((w) => (
              <tr key={w.week} className={`border-b border-line ${w.closingCents < 0 ? 'bg-warn-wash' : ''}`} data-week={w.week}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {w.week}. {shortDate(isoDate(w.start), lang)}
                </th>
                <td className="py-1 pr-3 text-right">{formatUsd(w.openingCents)}</td>
                <td className="py-1 pr-3 text-right">{formatUsd(w.depositsCents)}</td>
                <td className="py-1 pr-3 text-right">−{formatUsd(w.outflowsCents)}</td>
                <td className="py-1 pr-3 text-right">−{formatUsd(w.advanceDebitsCents)}</td>
                {hasOther && <td className="py-1 pr-3 text-right">{formatUsd(w.otherCents)}</td>}
                <td className="py-1 text-right font-semibold" data-closing>
                  {formatUsd(w.closingCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const LINE_STYLE: Readonly<Record<ScenarioKey, { dash?: string; color: string }>> = {
  base: { color: 'rgb(var(--accent))' },
  drop: { color: 'rgb(var(--warn))', dash: '8 5' },
  reconciled: { color: 'rgb(var(--good))', dash: '2 4' },
  newAdvance: { color: 'rgb(var(--muted))', dash: '12 4 2 4' },
};

/** Closing balance each week, one line per scenario, with zero marked; the table alternative lists every line's weeks. */
function BalanceChart({ rows, text, withTable }: { rows: Array<{ key: ScenarioKey; name: string; f: Forecast }>; text: CashRunwayText; withTable: boolean }) {
  const r = text.results;
  const all = rows.flatMap((row) => row.f.weeks.map((w) => w.closingCents));
  const top = Math.max(0, ...all);
  const bottom = Math.min(0, ...all);
  const span = Math.max(top - bottom, 1);
  const x = (i: number) => (i / 12) * CHART_W;
  const y = (cents: number) => PAD + ((top - cents) / span) * (H - 2 * PAD);
  const lang = text.shared.lang;
  const base = rows[0]!.f;
  return (
    <ChartFrame
      caption={r.chartCaption}
      label={r.chartLabel(formatUsd(base.weeks[0]!.closingCents), formatUsd(base.weeks[12]!.closingCents))}
      height={H}
      yAxis={[formatUsdEstimate(top), formatUsdEstimate(bottom)]}
      xAxis={[r.chartStart, r.chartEnd]}
      tableToggle={r.chartToggle}
      table={
        <>
          <TableHead columns={[{ label: r.columns[0] }, ...rows.map((row) => ({ label: row.name, numeric: true }))]} />
          <tbody>
            {(withTable ? base.weeks : []).map((w, i) => (
              <tr key={w.week} className="border-b border-line">
                <td className="py-1 pr-3">
                  {w.week}. {shortDate(isoDate(w.start), lang)}
                </td>
                {rows.map((row) => (
                  <td key={row.key} className="py-1 pr-3 text-right">
                    {formatUsd(row.f.weeks[i]!.closingCents)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      <line x1={0} x2={CHART_W} y1={y(0)} y2={y(0)} stroke="rgb(var(--muted))" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      {rows.map((row) => (
        <polyline
          key={row.key}
          points={row.f.weeks.map((w, i) => `${x(i)},${y(w.closingCents)}`).join(' ')}
          fill="none"
          stroke={LINE_STYLE[row.key].color}
          strokeDasharray={LINE_STYLE[row.key].dash}
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </ChartFrame>
  );
}

function Coverage({ f, text, sbaHref, fundingHref }: { f: Forecast; text: CashRunwayText; sbaHref: string; fundingHref: string }) {
  const c = text.coverage;
  const cov = f.coverage;
  return (
    <section aria-labelledby="coverage-title" className="mt-10" data-coverage>
      <h3 id="coverage-title" className="text-xl font-semibold">
        {c.title}
      </h3>
      <p className="mt-2 max-w-prose">{c.intro}</p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="card" data-coverage-with>
          <dt className="text-sm text-muted">{c.withAdvances}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{ratio(cov.withAdvances, text)}</dd>
          <dd className="text-sm text-muted tabular-nums">
            {c.detail(formatUsd(cov.netOperatingCents), formatUsd(cov.advanceDebitsCents + cov.otherDebtCents))}
          </dd>
        </div>
        <div className="card" data-coverage-without>
          <dt className="text-sm text-muted">{c.withoutAdvances}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{cov.withoutAdvances === undefined ? c.noDebt : ratio(cov.withoutAdvances, text)}</dd>
          {cov.withoutAdvances !== undefined && (
            <dd className="text-sm text-muted tabular-nums">{c.detail(formatUsd(cov.netOperatingCents), formatUsd(cov.otherDebtCents))}</dd>
          )}
        </div>
      </dl>
      {cov.netOperatingCents < 0 && <p className="mt-3 max-w-prose font-semibold">{c.negative}</p>}
      <p className="mt-3 max-w-prose text-sm">
        {c.thresholds} {c.linksBefore}
        <a href={sbaHref}>{c.sbaGuide}</a>
        {c.linksMiddle}
        <a href={fundingHref}>{c.fundingOverview}</a>
        {c.linksAfter}
      </p>
    </section>
  );
}
