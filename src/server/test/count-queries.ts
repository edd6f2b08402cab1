/** For tests: counting the statements an app sends to its database. */
import type { Database } from '../db/database';

/**
 * Counts every statement sent to the database (PGlite: query/exec/transaction; pg: pool query/connect). A pool's
 * query takes its connection through the pool's own connect, in the same call: that connect belongs to the query
 * (counted, or ignored with it), not to the count again — else an ignored query (a background version read) would
 * still count once whenever the pool opened a connection for it.
 */
export function countQueries(db: Database, options: { ignore?: RegExp } = {}): { readonly count: number } {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const counter = { count: 0 };
  let insideQuery = 0;
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      const call = () => (original as (...a: unknown[]) => unknown).apply(this, args);
      if (name === 'connect' && insideQuery > 0) return call();
      if (!options.ignore || !options.ignore.test(queryText(args[0]))) counter.count++;
      if (name !== 'query') return call();
      insideQuery++;
      try {
        return call();
      } finally {
        insideQuery--;
      }
    };
  }
  return counter;
}

/** The SQL text of a driver call's first argument (a string, or a query config with `text`). */
function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return '';
}

/** A statement as a driver call sent it: its SQL and parameters. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

/**
 * Records the statements sent through the driver's `query` (what a data module's reads go through, on both drivers),
 * with their parameters, to EXPLAIN them as sent; `take` returns those recorded since the last call.
 */
export function recordStatements(db: Database): { take(): SentStatement[] } {
  const client = (db as unknown as { $client: { query: (first: unknown, ...rest: unknown[]) => unknown } }).$client;
  const original = client.query.bind(client);
  let seen: SentStatement[] = [];
  client.query = (first: unknown, ...rest: unknown[]) => {
    const values = first && typeof first === 'object' && 'values' in first && Array.isArray(first.values) ? (first.values as unknown[]) : undefined;
    const text = queryText(first);
    if (text) seen.push({ text, params: values ?? (Array.isArray(rest[0]) ? (rest[0] as unknown[]) : []) });
    return original(first, ...rest);
  };
  return {
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
