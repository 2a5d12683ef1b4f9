/** One figure in a tool's results: its name, the figure, and how it is counted. */
export interface Figure {
  name: string;
  value: string;
  how: string;
  /** The row's name for the browser tests (`data-figure`), when it is not the English name itself. */
  id?: string;
  /** A figure to compare first (the rate beside a loan's APR): highlighted from 640 px. */
  key?: boolean;
  /** A figure written as words, not a number: body size. */
  small?: boolean;
}

/**
 * A tool's figures as a grid of name, figure and how it is counted: one column on a phone, two from 640 px, with
 * the last spanning both when the count is odd (`spanLast`). The calculator, renewal and reconciliation share it.
 */
export function FigureGrid({
  rows,
  spanLast = false,
  className = '',
  printHide = false,
}: {
  rows: readonly Figure[];
  spanLast?: boolean;
  className?: string;
  printHide?: boolean;
}) {
  return (
    <dl className={`grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2 ${className}`} data-print-hide={printHide || undefined}>
      {rows.map(({ id, name, value, how, key, small }) => (
        <div key={id ?? name} data-figure={id ?? name} className={`bg-paper p-4 ${spanLast ? 'sm:last:col-span-2' : ''} ${key ? 'sm:bg-accent-wash' : ''}`}>
          <dt className="text-sm text-muted">{name}</dt>
          <dd className={`mt-1 font-semibold tabular-nums ${small ? 'text-base' : 'text-2xl'}`}>{value}</dd>
          <dd className="mt-1 text-sm text-muted">{how}</dd>
        </div>
      ))}
    </dl>
  );
}
