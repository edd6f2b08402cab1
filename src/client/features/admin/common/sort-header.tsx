/**
 * A table column's header that sorts by its column: a button with the direction's arrow, `aria-sort` on the header
 * cell while it is the sort (the accounting overview's and the profitability report's tables).
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/client/lib/cn';

interface SortHeaderProps {
  label: string;
  /** This column is the sort, in this direction; null: another column is. */
  active: 'asc' | 'desc' | null;
  onSort: () => void;
  /** Figures are right-aligned. */
  numeric?: boolean;
  /** Extra classes of the header cell (a sticky first column). */
  className?: string;
}

export function SortHeader({ label, active, onSort, numeric = false, className }: SortHeaderProps) {
  const Icon = active === null ? ArrowUpDown : active === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active === null ? undefined : active === 'asc' ? 'ascending' : 'descending'}
      className={cn('whitespace-nowrap px-3 py-2 font-semibold', numeric ? 'text-right' : 'text-left', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon aria-hidden="true" className={cn('h-3.5 w-3.5', active === null ? 'text-slate-500' : 'text-slate-900')} />
      </button>
    </th>
  );
}
