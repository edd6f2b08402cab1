import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * false on the server and during an island's hydrating render, true afterwards: what differs in the browser (a
 * dialog opened from the address, a button that needs the script) shows only once the served HTML is matched.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
