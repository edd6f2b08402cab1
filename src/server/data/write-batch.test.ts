import { describe, expect, it } from 'vitest';
import { writeBatch } from './write-batch';

describe('writeBatch', () => {
  it('writes an item alone at once, and items that arrive while a batch is written together in the next one', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const add = writeBatch(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return items.map((n) => n * 10);
      },
      { concurrency: 1 },
    );
    const first = add(1);
    await new Promise((r) => setImmediate(r));
    const later = [add(2), add(3), add(4)];
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('splits at the batch size and hands a failed batch its error, the next batch still written', async () => {
    const batches: string[][] = [];
    const add = writeBatch(async (items: string[]) => {
      batches.push(items);
      if (items.includes('bad')) throw new Error('refused');
      return items.map((s) => s.toUpperCase());
    }, { maxBatch: 2, concurrency: 1 });
    const results = await Promise.allSettled([add('a'), add('bad'), add('c')]);
    expect(batches).toEqual([['a', 'bad'], ['c']]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['refused', 'refused', 'C']);
  });

  it('writes up to `concurrency` batches at once, never more', async () => {
    let inFlight = 0;
    let most = 0;
    const add = writeBatch(
      async (items: number[]) => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return items;
      },
      { maxBatch: 1, concurrency: 3 },
    );
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
  });
});
