/**
 * Every table of figures on the analytics page (the daily figures behind the chart, the top lists, the funnel, the
 * revenue by visit): one row per item with its label as the row's header, then its figures right-aligned in tabular
 * numerals under their column headers.
 */
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** One column of figures: its header and a row's cell. */
export interface FigureColumn<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
}

export interface FigureTableProps<Row> {
  rows: readonly Row[];
  /** The header of the first column, the one naming each row. */
  labelHeader: ReactNode;
  /** What names a row (its header cell). */
  label: (row: Row, index: number) => ReactNode;
  rowKey: (row: Row, index: number) => string;
  columns: readonly FigureColumn<Row>[];
  /** Added to the table's own classes (margins, a minimum width). */
  className?: string;
  /** Added to each row's header cell (e.g. `break-all` for addresses). */
  labelClassName?: string;
  /** The header row stays in view while a scrolled table's rows move under it. */
  stickyHeader?: boolean;
}

export function FigureTable<Row>({ rows, labelHeader, label, rowKey, columns, className, labelClassName, stickyHeader = false }: FigureTableProps<Row>) {
  // The last column needs no space to its right.
  const edge = (index: number) => (index === columns.length - 1 ? '' : 'pr-3');
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <thead className={stickyHeader ? 'sticky top-0 bg-white' : undefined}>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {labelHeader}
          </th>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={cn('py-1 text-right font-semibold', edge(i))}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row, r)} className="border-b border-slate-100 align-top">
            <th scope="row" className={cn('py-1 pr-3 font-normal', labelClassName)}>
              {label(row, r)}
            </th>
            {columns.map((column, i) => (
              <td key={i} className={cn('py-1 text-right tabular-nums', edge(i))}>
                {column.cell(row, r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
