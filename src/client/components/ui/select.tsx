import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** A styled native <select>: keyboard and screen-reader behaviour come from the browser. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
