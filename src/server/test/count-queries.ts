/** For tests: counting the statements an app sends to its database. */
import type { Database } from '../db/database';

/** Counts every statement sent to the database (PGlite: query/exec/transaction; pg: pool query/connect). */
export function countQueries(db: Database): { readonly count: number } {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const counter = { count: 0 };
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      counter.count++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  return counter;
}
