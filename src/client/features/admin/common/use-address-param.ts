import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Screen state kept in the address (?status=…&kind=…): a reload, a shared link or going back keeps it.
 *
 * The setter builds the next query string from the address as it is *now* — the last one this hook asked for, or a
 * newer one the router rendered since — not from the last render: React Router applies navigations in a transition,
 * so two changes in quick succession (kind, then status) would otherwise start from the same stale render and the
 * second would undo the first. (Not from window.location: a memory router, as in tests, never changes it.)
 */
export function useAddressParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const setParam = useCallback(
    (name: string, value: string) => {
      const current = new URLSearchParams(latest.current);
      if ((current.get(name) ?? '') === value) return;
      if (value) current.set(name, value);
      else current.delete(name);
      latest.current = current;
      setSearchParams(current, { replace: true });
    },
    [setSearchParams],
  );
  return { searchParams, setParam };
}

/** The value of `name` in the address when it is one of `allowed`, otherwise '' (no filter). */
export function pickParam<T extends string>(searchParams: URLSearchParams, name: string, allowed: readonly T[]): T | '' {
  const value = searchParams.get(name);
  return allowed.find((a) => a === value) ?? '';
}
