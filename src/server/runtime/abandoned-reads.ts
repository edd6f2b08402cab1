/**
 * Reads nobody waits for any more. A back-office screen that is left stops its requests (the client aborts them); the
 * browser closes their connections, and the server hears that as the response's `close` before it finished. On
 * PostgreSQL the statements of such a request run on their own pool connections and cost the others little. The
 * embedded database runs one statement at a time in this process: the statements a left dashboard had queued (its
 * summaries at 100,000 records, a few hundred milliseconds) held the next screen's list, and even its script files,
 * behind them. So on the embedded database a statement of an abandoned read is not started (decision 033).
 *
 * Only GETs of the back office's API are marked: a read changes nothing, so a read not answered loses nothing, and
 * the person has already moved on. A write always completes, whether or not anyone is still waiting for its answer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

const abandoned = new AsyncLocalStorage<AbortSignal>();

/** Raised instead of running a statement of a read whose client has gone; nobody receives the answer. */
export class AbandonedReadError extends Error {
  constructor() {
    super('the request was abandoned by its client before this statement ran');
    this.name = 'AbandonedReadError';
  }
}

/** Express middleware: a GET runs with a signal that is aborted if its connection closes before the answer is sent. */
export const markAbandonedReads: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET') return next();
  const controller = new AbortController();
  // Gone already (the connection closed while an earlier step waited), or later.
  if (res.closed || !res.socket || res.socket.destroyed) controller.abort();
  else
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  abandoned.run(controller.signal, next);
};

/**
 * Runs `work` as no read's: for work one request starts and others join or wait for — a read shared by every
 * request that misses the same cache entry (auth/staff-access-cache.ts), a group-commit batch that carries other
 * requests' writes (data/write-batch.ts). Started inside a read, its statements would fail with AbandonedReadError
 * once that one client left, and every request that joined it would fail with them (an empty answer to a screen
 * still waiting for its list).
 */
export function sharedWork<R>(work: () => R): R {
  return abandoned.exit(work);
}

/** The signal of the read this code runs for (undefined outside one): aborted once its client has gone. */
export function currentReadSignal(): AbortSignal | undefined {
  return abandoned.getStore();
}

/** Whether an error is (or wraps, as drizzle wraps a driver's errors) an AbandonedReadError. */
export function isAbandonedRead(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof AbandonedReadError) return true;
  }
  return false;
}

/**
 * One queue of turns: `inTurn(run)` is `run` made to wait for every call given before it (any function of the queue)
 * to finish, then to fail with AbandonedReadError instead of starting when the read it was called for has been
 * abandoned meanwhile. Calls made outside a read, and a read's calls while its client waits, run as given.
 */
export function turnQueue(): <A extends unknown[], R>(run: (...args: A) => Promise<R>) => (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) =>
    (...args) => {
      const signal = currentReadSignal();
      const turn = last.then(() => {
        if (signal?.aborted) throw new AbandonedReadError();
        return run(...args);
      });
      last = turn.catch(() => undefined);
      return turn;
    };
}
