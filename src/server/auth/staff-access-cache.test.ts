import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { MAX_CACHED_SESSIONS, STAFF_ACCESS_MAX_AGE_MS, STAFF_ACCESS_REFRESH_AFTER_MS, StaffAccessCache } from './staff-access-cache';

const user = (id: number, active = true) => ({ id, active }) as UserRow;

function setUp() {
  let now = 1_000_000;
  const cache = new StaffAccessCache(() => now);
  const loads = { count: 0 };
  const loadUser = (row: UserRow | undefined) => async () => {
    loads.count++;
    return row;
  };
  return { cache, loads, loadUser, advance: (ms: number) => (now += ms), now: () => now };
}

describe('StaffAccessCache', () => {
  it('keeps nothing until notifications are received', async () => {
    const { cache, loads, loadUser } = setUp();
    await cache.user(1, loadUser(user(1)));
    await cache.user(1, loadUser(user(1)));
    expect(loads.count).toBe(2);
    cache.ready();
    await cache.user(1, loadUser(user(1)));
    await cache.user(1, loadUser(user(1)));
    expect(loads.count).toBe(3);
  });

  it('a notification (or a local change) empties it; a lost connection stops keeping until ready again', async () => {
    const { cache, loads, loadUser } = setUp();
    cache.ready();
    await cache.user(1, loadUser(user(1)));
    cache.invalidate();
    expect(await cache.user(1, loadUser(user(1, false)))).toMatchObject({ active: false });
    expect(loads.count).toBe(2);
    cache.lost();
    await cache.user(1, loadUser(user(1)));
    await cache.user(1, loadUser(user(1)));
    expect(loads.count).toBe(4);
  });

  it('does not keep a read that started before a change', async () => {
    const { cache, loadUser, loads } = setUp();
    cache.ready();
    let release!: () => void;
    const slow = cache.user(1, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return user(1, true); // read before the change below was committed
    });
    cache.invalidate(); // the change
    release();
    await slow;
    expect(await cache.user(1, loadUser(user(1, false)))).toMatchObject({ active: false });
    expect(loads.count).toBe(1);
  });

  it(`reads an entry again when it is ${STAFF_ACCESS_MAX_AGE_MS} ms old, notification or not`, async () => {
    const { cache, loads, loadUser, advance } = setUp();
    cache.ready();
    await cache.user(1, loadUser(user(1)));
    advance(STAFF_ACCESS_REFRESH_AFTER_MS - 1);
    await cache.user(1, loadUser(user(1)));
    expect(loads.count).toBe(1);
    // Unused since its read: a request now waits for the new read.
    advance(STAFF_ACCESS_MAX_AGE_MS - STAFF_ACCESS_REFRESH_AFTER_MS + 1);
    expect(cache.peekUser(1)).toBeUndefined();
    await cache.user(1, loadUser(user(1)));
    expect(loads.count).toBe(2);
  });

  it(`a hit on an entry ${STAFF_ACCESS_REFRESH_AFTER_MS} ms old reads it again in the background, once; the copy answers meanwhile`, async () => {
    const { cache, loads, advance } = setUp();
    cache.ready();
    let row = user(1);
    const load = async () => {
      loads.count++;
      return row;
    };
    await cache.user(1, load);
    advance(STAFF_ACCESS_REFRESH_AFTER_MS);
    row = user(1, false);
    expect(cache.peekUser(1)?.active).toBe(true);
    expect(cache.peekUser(1)?.active).toBe(true);
    expect(loads.count).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    // The new copy, read at the time of the hit: fresh for a whole bound again.
    advance(STAFF_ACCESS_MAX_AGE_MS - 1);
    expect(cache.peekUser(1)?.active).toBe(false);
  });

  it('a session found gone by a background read is dropped', async () => {
    const { cache, now, advance } = setUp();
    cache.ready();
    let stored: { data: unknown; expiresAt: Date } | undefined = { data: { userId: 1 }, expiresAt: new Date(now() + 60_000) };
    await cache.session('h', async () => stored);
    stored = undefined;
    advance(STAFF_ACCESS_REFRESH_AFTER_MS);
    expect(cache.peekSession('h')).toBeDefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peekSession('h')).toBeUndefined();
  });

  it('hands out a fresh copy of session data each time, and never a session past its expiry', async () => {
    const { cache, now, advance } = setUp();
    cache.ready();
    const load = async () => ({ data: { userId: 7, cookie: { path: '/' } }, expiresAt: new Date(now() + 500) });
    const first = await cache.session('h', load);
    (first!.data as { userId: number }).userId = 99;
    expect((await cache.session('h', load))!.data).toEqual({ userId: 7, cookie: { path: '/' } });
    advance(500);
    let loaded = 0;
    await cache.session('h', async () => {
      loaded++;
      return undefined;
    });
    expect(loaded).toBe(1);
  });

  it('a renewal written by this process moves the kept expiry', async () => {
    const { cache, now, advance } = setUp();
    cache.ready();
    await cache.session('h', async () => ({ data: {}, expiresAt: new Date(now() + 100) }));
    cache.renewed('h', now() + 10_000);
    advance(200);
    expect((await cache.session('h', async () => undefined))?.expiresAt).toBe(now() - 200 + 10_000);
  });

  it(`keeps at most ${MAX_CACHED_SESSIONS} sessions, dropping the least recently used`, async () => {
    const { cache, now } = setUp();
    cache.ready();
    const load = async () => ({ data: {}, expiresAt: new Date(now() + 60_000) });
    await cache.session('first', load);
    for (let i = 0; i < MAX_CACHED_SESSIONS; i++) await cache.session(`s${i}`, load);
    expect(cache.sessionCount).toBe(MAX_CACHED_SESSIONS);
    let reread = false;
    await cache.session('first', async () => ((reread = true), undefined));
    expect(reread).toBe(true);
  });

  it('shares one frozen user row between requests', async () => {
    const { cache, loadUser } = setUp();
    cache.ready();
    const row = await cache.user(1, loadUser(user(1)));
    expect(Object.isFrozen(row)).toBe(true);
  });
});

describe('StaffAccessCache: concurrent misses', () => {
  it('share one read of an entry; a miss after a change starts a read of its own', async () => {
    const { cache } = setUp();
    cache.ready();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowLoad = async () => {
      reads++;
      await gate;
      return user(1);
    };
    const together = [cache.user(1, slowLoad), cache.user(1, slowLoad), cache.user(1, slowLoad)];
    expect(reads).toBe(1);
    cache.invalidate();
    const afterChange = cache.user(1, slowLoad);
    expect(reads).toBe(2);
    release();
    await Promise.all([...together, afterChange]);
  });

  it('a failed read is not shared with the next miss', async () => {
    const { cache, loadUser } = setUp();
    cache.ready();
    await expect(cache.user(1, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    await expect(cache.user(1, loadUser(user(1)))).resolves.toMatchObject({ id: 1 });
  });
});
