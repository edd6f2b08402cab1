import type { ReactNode } from 'react';

const TH = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

interface RecordTableColumn {
  label: string;
  /** Added to the header cell's classes ('text-right'). */
  className?: string;
}

/** A table of records from md up; below that each row is a small card (the column headers hidden). */
export function RecordTable({ caption, columns, children }: { caption: string; columns: RecordTableColumn[]; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className ? `${TH} ${column.className}` : TH}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

/** One record of a RecordTable: its title as the row header, then its cells (children). */
export function RecordTableRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0">
      <th scope="row" className="text-left font-medium break-words text-slate-900 md:table-cell md:max-w-xs md:px-4 md:py-3">
        {title}
      </th>
      {children}
    </tr>
  );
}
