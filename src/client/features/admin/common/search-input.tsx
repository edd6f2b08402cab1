import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Input } from '@/client/components/ui/input';

/** Long enough to skip the requests of fast typing, short enough that the list follows the keyboard. */
export const SEARCH_DEBOUNCE_MS = 60;

/**
 * A search box that reports its value after a short pause in typing. The report is rendered at once (flushSync):
 * the list's new query, and its request, start in the timer's own task instead of waiting for React to schedule the
 * render and then, after it, the effects that start the request. `prefetch` (a list's prefetchSearch) starts that
 * request before the render, so the render and the answer overlap.
 */
export function SearchInput({ label, onSearch, prefetch, initial = '' }: { label: string; onSearch: (q: string) => void; prefetch?: (q: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  // The latest prefetch without restarting the pause: the screen renders it anew whenever its list changes.
  const prefetchRef = useRef(prefetch);
  useEffect(() => {
    prefetchRef.current = prefetch;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      prefetchRef.current?.(value);
      flushSync(() => onSearch(value));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="relative w-full max-w-sm">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
      <Input type="search" aria-label={label} placeholder={label} value={value} onChange={(e) => setValue(e.target.value)} className="pl-9" />
    </div>
  );
}
