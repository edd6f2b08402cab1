import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface CollapsiblePanelProps {
  title: string;
  /** Short text beside the title (e.g. the current choice), visible while the panel is closed too. */
  summary?: string;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
  /** Quieter style for nested lists (the feature categories). */
  variant?: 'boxed' | 'plain';
}

/** A titled panel that opens and closes (Radix Collapsible: the trigger carries aria-expanded / aria-controls). */
export function CollapsiblePanel({ title, summary, defaultOpen = false, children, className, variant = 'boxed' }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={cn(variant === 'boxed' && 'rounded-lg border border-slate-200 bg-white', className)}
    >
      <Collapsible.Trigger
        className={cn(
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
          className={cn('h-4 w-4 shrink-0 text-slate-500 transition-transform duration-200', open && 'rotate-180')}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className={cn(variant === 'boxed' ? 'px-4 pb-4' : 'pb-2')}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
