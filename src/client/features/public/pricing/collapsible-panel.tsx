import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

interface CollapsiblePanelProps {
  /**
   * Unique on the page; names the content (`<id>-content`) for the trigger's aria-controls. Fixed rather than from
   * useId(): the panels live in an island, which the browser hydrates in its own root where useId() would not give
   * the ids the server rendered.
   */
  id: string;
  title: string;
  /** Short text beside the title (e.g. the current choice), visible while the panel is closed too. */
  summary?: string;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
  /** Quieter style for nested lists (the feature categories). */
  variant?: 'boxed' | 'plain';
}

/**
 * A titled panel that opens and closes: the trigger is a button with aria-expanded / aria-controls, and the content
 * is only rendered while open (as Radix Collapsible did, without its code in the page).
 */
export function CollapsiblePanel({ id, title, summary, defaultOpen = false, children, className, variant = 'boxed' }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = `${id}-content`;
  return (
    <div data-state={open ? 'open' : 'closed'} className={clsx(variant === 'boxed' && 'rounded-lg border border-slate-200 bg-white', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
        className={clsx(
          'flex w-full items-center justify-between gap-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          variant === 'boxed' ? 'rounded-lg px-4 py-3 hover:bg-slate-50' : 'rounded py-1.5 hover:text-brand-800',
        )}
      >
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-900">{title}</span>
          {summary ? <span className="mt-0.5 block text-xs text-slate-600">{summary}</span> : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('h-4 w-4 shrink-0 text-slate-500 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={contentId} className={variant === 'boxed' ? 'px-4 pb-4' : 'pb-2'}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
