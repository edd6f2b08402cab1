/**
 * cancelScreenReads (a move to another screen): the reads of the screen being left stop — their requests' signals are
 * aborted — while the frame's go on; a refresh stopped this way is asked again when the screen is opened again.
 */
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cancelScreenReads, createQueryClient, FRAME_QUERY } from './query-client';

/** A query function that answers only when told, and records its request's signal. */
function pendingRead() {
  const signals: AbortSignal[] = [];
  let answer: (value: string) => void = () => {};
  const queryFn = ({ signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  };
  return { signals, queryFn, answer: (value: string) => answer(value) };
}

describe('cancelScreenReads', () => {
  it("aborts the screen's reads in flight and leaves the frame's", async () => {
    const queryClient = createQueryClient();
    const screen = pendingRead();
    const frame = pendingRead();
    const screenQuery = queryClient.fetchQuery({ queryKey: ['screen'], queryFn: screen.queryFn }).catch(() => 'stopped');
    const frameQuery = queryClient.fetchQuery({ queryKey: ['frame'], queryFn: frame.queryFn, meta: FRAME_QUERY });

    await cancelScreenReads(queryClient);
    frame.answer('user');

    expect(screen.signals[0]!.aborted).toBe(true);
    expect(frame.signals[0]!.aborted).toBe(false);
    expect(await screenQuery).toBe('stopped');
    expect(await frameQuery).toBe('user');
    expect(queryClient.getQueryState(['screen'])).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
  });

  it('keeps a stopped refresh marked for refreshing: the screen opened again asks anew', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['list'], 'before the change');
    const read = pendingRead();
    const observer = new QueryObserver(queryClient, { queryKey: ['list'], queryFn: read.queryFn });
    const stop = observer.subscribe(() => {});
    void queryClient.invalidateQueries({ queryKey: ['list'] });
    expect(read.signals).toHaveLength(1);

    await cancelScreenReads(queryClient);
    stop();
    expect(queryClient.getQueryData(['list'])).toBe('before the change');

    // Opened again: the never-stale cache (staleTime Infinity) still refreshes it, as it was invalidated.
    const again = new QueryObserver(queryClient, { queryKey: ['list'], queryFn: read.queryFn });
    const stopAgain = again.subscribe(() => {});
    expect(read.signals).toHaveLength(2);
    read.answer('after the change');
    await expect.poll(() => queryClient.getQueryData(['list'])).toBe('after the change');
    stopAgain();
  });
});
