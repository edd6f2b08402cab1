import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
