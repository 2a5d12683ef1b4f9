import type { ReactNode } from 'react';

/** A column of the tools' figure tables. `numeric` right-aligns it; `className` adds, e.g., a breakpoint. */
export interface Column {
  label: ReactNode;
  numeric?: boolean;
  className?: string;
}

/**
 * The header row every figure table in the tools shares (payoff chart, repayment schedule, monthly
 * subtotals), so they look alike and a style change is made once. `false` entries are skipped.
 */
export function TableHead({ columns }: { columns: ReadonlyArray<Column | false> }) {
  const shown = columns.filter((column): column is Column => column !== false);
  return (
    <thead>
      <tr className="border-b border-line">
        {shown.map((column, index) => (
          <th
            key={index}
            scope="col"
            className={['py-1', index < shown.length - 1 && 'pr-3', column.numeric && 'text-right', column.className].filter(Boolean).join(' ')}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
