import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Accessible tabs (arrow keys move between tabs). */
export function Tabs({
  items,
  defaultValue,
  value,
  onValueChange,
  label,
  className,
}: {
  items: TabItem[];
  defaultValue?: string;
  /** Controlled mode (e.g. a form that opens the tab holding the first invalid field). */
  value?: string;
  onValueChange?: (value: string) => void;
  label: string;
  className?: string;
}) {
  const controlled = value === undefined ? {} : { value, onValueChange };
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} {...controlled} className={className}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4 focus-visible:outline-2 focus-visible:outline-brand-600">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
