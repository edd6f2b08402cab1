/**
 * Lets the event loop run — timers, I/O, other requests — before going on. Long work in this one process (a big
 * import: parsing, checking, writing in statements) awaits it between chunks, so that nothing waits for all of it.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
