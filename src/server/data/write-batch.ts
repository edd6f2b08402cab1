/**
 * Group commit for a hot write path: items added while a batch is being written wait, and are written together by
 * the next batch — one round trip and one commit for many requests. Alone, an item is written at once (the next
 * turn of the event loop); under load, batches grow by themselves up to `maxBatch`. Each caller gets its own result,
 * or the batch's error.
 */
export function writeBatch<T, R>(write: (items: T[]) => Promise<R[]>, maxBatch = 100): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
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
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) setImmediate(() => void drain());
      writing = true;
    });
}
