import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { StaffAccessCache } from '../auth/staff-access-cache';
import { writeBatch } from '../data/write-batch';
import { AbandonedReadError, isAbandonedRead, markAbandonedReads, turnQueue } from './abandoned-reads';

/** A request through the middleware: `inside` runs as its handler; `close()` is its connection closing. */
function request(method: string, inside: () => void, { closedBefore = false } = {}) {
  const res = Object.assign(new EventEmitter(), { writableFinished: false, closed: closedBefore, socket: { destroyed: closedBefore } });
  markAbandonedReads({ method } as Request, res as unknown as Response, inside);
  return {
    close: () => res.emit('close'),
    finish: () => {
      res.writableFinished = true;
      res.emit('close');
    },
  };
}

/** A statement the test ends when it chooses; `started` says whether it began. */
function statement(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    end: () => end(),
  };
}

describe('reads nobody waits for', () => {
  it('calls of one queue run one at a time, in the order given', async () => {
    const log: string[] = [];
    const inTurn = turnQueue();
    const a = statement(log, 'a');
    const b = statement(log, 'b');
    const first = inTurn(a.run)();
    const second = inTurn(b.run)();
    await new Promise((r) => setTimeout(r, 5));
    expect(log).toEqual(['start a']);
    a.end();
    b.end();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it("a read's statement still waiting when its client leaves never starts; the statements after it run", async () => {
    const log: string[] = [];
    const inTurn = turnQueue();
    const busy = statement(log, 'dashboard summary');
    const left = statement(log, 'dashboard list');
    const next = statement(log, 'clients list');
    const running = inTurn(busy.run)();
    let abandoned!: Promise<string>;
    const dashboard = request('GET', () => (abandoned = inTurn(left.run)()));
    let wanted!: Promise<string>;
    request('GET', () => (wanted = inTurn(next.run)()));
    dashboard.close();
    busy.end();
    next.end();
    await expect(abandoned).rejects.toBeInstanceOf(AbandonedReadError);
    expect(await running).toBe('dashboard summary');
    expect(await wanted).toBe('clients list');
    expect(log).toEqual(['start dashboard summary', 'end dashboard summary', 'start clients list', 'end clients list']);
  });

  it('a write runs even when its client has gone; a read answered before its connection closed is not abandoned', async () => {
    const log: string[] = [];
    const inTurn = turnQueue();
    const busy = statement(log, 'busy');
    const write = statement(log, 'write');
    const running = inTurn(busy.run)();
    let written!: Promise<string>;
    request('POST', () => (written = inTurn(write.run)())).close();
    let readLater!: Promise<string>;
    const read = request('GET', () => (readLater = inTurn(async () => 'read again')()));
    read.finish();
    busy.end();
    write.end();
    await running;
    expect(await written).toBe('write');
    expect(await readLater).toBe('read again');
  });

  it('a read whose connection closed before it came to this step (its session was loading) is abandoned too', async () => {
    const inTurn = turnQueue();
    let skipped!: Promise<string>;
    request('GET', () => (skipped = inTurn(async () => 'ran')()), { closedBefore: true });
    await expect(skipped).rejects.toBeInstanceOf(AbandonedReadError);
  });

  it('an abandoned read is recognised through the wrappers a driver puts around its errors', () => {
    expect(isAbandonedRead(new Error('query failed', { cause: new AbandonedReadError() }))).toBe(true);
    expect(isAbandonedRead(new Error('syntax error'))).toBe(false);
  });

  // A left dashboard's request started the read of the session every request of the moment missed; the next screen's
  // list joined it, got the dashboard's abandonment and answered nothing (its screen stayed without its list).
  it("a cache read one request starts and another joins is no one request's: it runs when the first has gone", async () => {
    const log: string[] = [];
    const inTurn = turnQueue();
    const busy = statement(log, 'busy');
    const running = inTurn(busy.run)();
    const cache = new StaffAccessCache();
    cache.ready();
    const load = inTurn(async () => {
      log.push('read user');
      return { id: 7 } as UserRow;
    });
    let first!: Promise<UserRow | undefined>;
    const dashboard = request('GET', () => (first = cache.user(7, load)));
    let joined!: Promise<UserRow | undefined>;
    request('GET', () => (joined = cache.user(7, load)));
    dashboard.close();
    busy.end();
    await running;
    expect(await joined).toMatchObject({ id: 7 });
    expect(await first).toMatchObject({ id: 7 });
    expect(log).toEqual(['start busy', 'end busy', 'read user']);
  });

  it("a group-commit batch started by a request that has gone still writes the other requests' items", async () => {
    const log: string[] = [];
    const inTurn = turnQueue();
    const busy = statement(log, 'busy');
    const running = inTurn(busy.run)();
    const write = writeBatch(inTurn(async (items: string[]) => {
      log.push(`write ${items.join(' ')}`);
      return items.map((item) => `${item} written`);
    }));
    let left!: Promise<string>;
    const gone = request('GET', () => (left = write('hit of a left screen')));
    let wanted!: Promise<string>;
    request('GET', () => (wanted = write('hit of the next screen')));
    gone.close();
    busy.end();
    await running;
    expect(await wanted).toBe('hit of the next screen written');
    expect(await left).toBe('hit of a left screen written');
  });
});
