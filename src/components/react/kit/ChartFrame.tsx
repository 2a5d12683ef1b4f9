import type { ReactNode } from 'react';

/** The drawing's coordinate box: wide and short, so a line reads at every width. */
export const CHART_W = 600;

/**
 * Every tool chart's frame: a caption, the SVG drawing with its axis labels in HTML beside it, and a table as
 * its text alternative in a disclosure. The labels are HTML, not SVG text: SVG text shrinks with the drawing
 * (12 units became 7px at 390px), HTML text stays at the page's text size at every width. The labels repeat
 * the drawing's aria-label, so they are hidden from screen readers, who hear the label once.
 */
export function ChartFrame({
  caption,
  label,
  height,
  yAxis,
  xAxis,
  tableToggle,
  table,
  children,
}: {
  caption: string;
  /** What the drawing shows, in one sentence: the drawing's accessible name. */
  label: string;
  /** The drawing's height in the 600-wide coordinate box. */
  height: number;
  /** Top and bottom of the vertical axis. */
  yAxis: readonly [string, string];
  /** Start and end of the horizontal axis. */
  xAxis: readonly [string, string];
  tableToggle: string;
  table: ReactNode;
  /** The SVG shapes, drawn in a 600 × height box with the axes along its left and bottom edges. */
  children: ReactNode;
}) {
  return (
    <figure className="mt-6 rounded-card border border-line p-4">
      <figcaption className="font-semibold">{caption}</figcaption>
      <div data-chart-axes className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm tabular-nums text-muted">
        <div aria-hidden="true" className="flex flex-col justify-between text-right">
          <span>{yAxis[0]}</span>
          <span>{yAxis[1]}</span>
        </div>
        <svg viewBox={`0 0 ${CHART_W} ${height}`} className="w-full border-b border-l border-line" role="img" aria-label={label}>
          {children}
        </svg>
        <span aria-hidden="true" className="col-start-2 mt-1 flex justify-between gap-2">
          <span>{xAxis[0]}</span>
          <span className="text-right">{xAxis[1]}</span>
        </span>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-tap cursor-pointer items-center text-sm font-semibold text-accent">{tableToggle}</summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">{table}</table>
      </details>
    </figure>
  );
}
