import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Screen state kept in the address (?status=…&kind=…): a reload, a shared link or going back keeps it.
 *
 * React Router applies a navigation in a transition, so two changes in quick succession (kind, then status) could
 * both start from the same, not yet updated render, and the second would undo the first. The setter therefore
 * starts from the last query string it asked for until the router has moved to a new location.
 */
export function useAddressParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const pending = useRef<{ from: string; params: URLSearchParams } | null>(null);
  const setParam = useCallback(
    (name: string, value: string) => {
      // A setter of a render older than the router's move still has the old key: it starts from what was asked.
      const asked = pending.current?.from === key ? pending.current.params : searchParams;
      const next = new URLSearchParams(asked);
      if ((next.get(name) ?? '') === value) return;
      if (value) next.set(name, value);
      else next.delete(name);
      pending.current = { from: key, params: next };
      setSearchParams(next, { replace: true });
    },
    [key, searchParams, setSearchParams],
  );
  return { searchParams, setParam };
}

/** The value of `name` in the address when it is one of `allowed`, otherwise '' (no filter). */
export function pickParam<T extends string>(searchParams: URLSearchParams, name: string, allowed: readonly T[]): T | '' {
  const value = searchParams.get(name);
  return allowed.find((a) => a === value) ?? '';
}
