import { sharedWork } from '../runtime/abandoned-reads';

/**
 * Group commit for a hot write path: items added while batches are being written wait, and are written together by
 * the next batch — one round trip and one commit for many requests. Alone, an item is written at once (the next
 * turn of the event loop); under load, batches grow by themselves up to `maxBatch`. Up to `concurrency` batches are
 * written at once (a PostgreSQL pool works on several; PGlite runs them one after another). Each caller gets its own
 * result, or its batch's error.
 */
export function writeBatch<T, R>(
  write: (items: T[]) => Promise<R[]>,
  { maxBatch = 100, concurrency = 4 }: { maxBatch?: number; concurrency?: number } = {},
): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let writers = 0;

  async function writer() {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    writers--;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (writers < concurrency) {
        writers++;
        // The writer carries the items of every request that comes while it runs: it is no one request's read.
        sharedWork(() => setImmediate(() => void writer()));
      }
    });
}
