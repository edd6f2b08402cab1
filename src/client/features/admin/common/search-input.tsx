import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Input } from '@/client/components/ui/input';

/** Long enough to skip the requests of fast typing, short enough that the list follows the keyboard. */
export const SEARCH_DEBOUNCE_MS = 60;

/**
 * A search box that reports its value after a short pause in typing. With `prefetch` (a list's prefetchSearch), the
 * pause starts the narrowed list's request and the screen is told once the answer is in the cache: the screen then
 * renders once, with the narrowed rows, instead of first rendering every row again around the unchanged list and then
 * again when the answer came — on a 2-core machine that first render (30–50 ms) could still be running when the answer
 * arrived, and delayed the rows. A later search supersedes an earlier one whose answer comes after it. Without
 * `prefetch` the value is reported at once. Either way the report is rendered at once (flushSync), in its own task.
 */
export function SearchInput({
  label,
  onSearch,
  prefetch,
  initial = '',
}: {
  label: string;
  onSearch: (q: string) => void;
  prefetch?: (q: string) => Promise<unknown>;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  // A search whose answer is still on its way: the box says so (the list keeps the rows it has until then).
  const [pending, setPending] = useState(false);
  // The latest prefetch without restarting the pause: the screen renders it anew whenever its list changes.
  const prefetchRef = useRef(prefetch);
  useEffect(() => {
    prefetchRef.current = prefetch;
  });
  // The search asked last (set as the pause ends); null once the box is gone (an answer arriving then is not reported).
  const asked = useRef<string | null>(null);
  useEffect(
    () => () => {
      asked.current = null;
    },
    [],
  );
  useEffect(() => {
    const timer = setTimeout(() => {
      asked.current = value;
      const report = () => {
        if (asked.current !== value) return;
        flushSync(() => {
          setPending(false);
          onSearch(value);
        });
      };
      const loading = prefetchRef.current?.(value);
      if (loading) {
        setPending(true);
        void loading.then(report, report);
      } else report();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="relative w-full max-w-sm">
      {pending ? (
        <LoaderCircle aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-slate-500" />
      ) : (
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
      )}
      <Input
        type="search"
        aria-label={label}
        aria-busy={pending || undefined}
        placeholder={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
