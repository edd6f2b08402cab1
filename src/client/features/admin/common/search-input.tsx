import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Input } from '@/client/components/ui/input';

/** Without `prefetch`: the pause in typing that skips the screen's renders of fast typing. */
export const SEARCH_DEBOUNCE_MS = 60;

/**
 * A search of one or two letters is asked only after this pause: no trigram index serves it (decision 033), so it reads
 * every row of the list (at 100,000 records longer than any other search), and it is rarely the search anyone means.
 */
export const SHORT_SEARCH_PAUSE_MS = 300;

/** The pause before a search is asked (decision 035): none for three letters or more when the list is prefetched. */
export function searchPause(q: string, prefetched: boolean): number {
  const letters = q.trim().length;
  if (letters > 0 && letters < 3) return SHORT_SEARCH_PAUSE_MS;
  return prefetched ? 0 : SEARCH_DEBOUNCE_MS;
}

/**
 * A search box that reports its value as it is typed. With `prefetch` (a list's prefetchSearch), each keystroke of a
 * search of three letters or more starts the narrowed list's request at once (the list's prefetch stops the request
 * of the search it supersedes) and the screen is told once the answer is in the cache: the screen then
 * renders once, with the narrowed rows, instead of first rendering every row again around the unchanged list and then
 * again when the answer came — on a 2-core machine that first render (30–50 ms) could still be running when the answer
 * arrived, and delayed the rows. An answer is reported only while the box still holds its search. Without
 * `prefetch` the value is reported after a short pause (SEARCH_DEBOUNCE_MS). One or two letters wait for a longer
 * pause either way (SHORT_SEARCH_PAUSE_MS). The report is rendered at once (flushSync), in its own task.
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
  // The search asked last (when its pause ended); null while the box holds a value not yet asked and once the box is
  // gone (an answer arriving then is not reported).
  const asked = useRef<string | null>(null);
  useEffect(
    () => () => {
      asked.current = null;
    },
    [],
  );
  useEffect(() => {
    // An answer still on its way for an earlier value is not reported once the box holds another.
    asked.current = null;
    const ask = () => {
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
    };
    const pause = searchPause(value, prefetchRef.current !== undefined);
    if (pause === 0) {
      ask();
      return;
    }
    const timer = setTimeout(ask, pause);
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
