/**
 * The daily ČNB fetch (src/server/outside/cnb-rates-runner.ts) on both databases against the stand-in ČNB: two
 * instances on one database fetch once (the stand-in's request log), a stored list is not fetched again, a failure
 * is noted and retried after a pause (not at the next minute), a malformed answer is "down" and stores nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { isCzechWorkingDay } from '@/shared/exchange-rates';
import { coveringList, wantedListDay } from '@/server/data/exchange-rates';
import { exchangeRateLists, outsideServiceStates } from '@/server/db/schema';
import { cnbList, startCnbStandIn, type CnbStandInList, type CnbStandIn } from '@/server/test/stand-ins/cnb';
import { startTestServer, type TestServer } from '@/server/test/test-server';
import { CnbRatesRunner } from './cnb-rates-runner';
import { OutsideCaller } from './outside-services';

let cnb: CnbStandIn;
let server: TestServer;

/** A list for every working day of the last three weeks up to today (today's only declared after 14:30). */
function recentLists(): CnbStandInList[] {
  const today = officeDay();
  const lists: CnbStandInList[] = [];
  let serial = 200;
  for (let day = addDays(today, -21); day <= today; day = addDays(day, 1)) {
    if (isCzechWorkingDay(day)) lists.push(cnbList(day, serial++, `25,${String(serial).padStart(3, '0')}`));
  }
  return lists;
}

/** An "instance": its own caller (breaker) and lease holder, on the shared database; no waiting between retries. */
const instance = (name: string) =>
  new CnbRatesRunner(server.db, new OutsideCaller({ ares: '', vies: '', fioApi: '', cnbRates: cnb.url }, { sleep: async () => {} }), { everyMs: 0, holder: name });

beforeAll(async () => {
  cnb = await startCnbStandIn(recentLists());
  server = await startTestServer({ outsideServices: { cnbRates: cnb.url } });
});
afterAll(async () => {
  await server.close();
  await cnb.close();
});
beforeEach(async () => {
  // Each case starts with nothing stored and the service never called.
  await server.db.delete(exchangeRateLists);
  await server.db.delete(outsideServiceStates);
  cnb.requests.length = 0;
  cnb.scenario = 'normal';
  cnb.delayMs = 0;
});

describe('the daily ČNB fetch', () => {
  it('two instances on one database: one fetch, and none once the list is stored', async () => {
    cnb.delayMs = 300;
    const now = new Date();
    const [a, b] = [instance('instance-a'), instance('instance-b')];
    const passes = await Promise.all([a.runOnce(now), b.runOnce(now)]);
    expect(passes.sort()).toEqual(['busy', 'fetched']);
    expect(cnb.requests).toEqual([{ path: expect.stringMatching(/denni_kurz\.txt$/), date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/) }]);
    expect(await coveringList(server.db, wantedListDay(now))).not.toBeNull();
    // The next minute, either instance: stored, nothing asked.
    expect(await b.runOnce(new Date(now.getTime() + 60_000))).toBe('stored');
    expect(await a.runOnce(new Date(now.getTime() + 120_000))).toBe('stored');
    expect(cnb.requests).toHaveLength(1);
  });

  it('a failure is noted and retried after a pause, not at the next minute', async () => {
    cnb.scenario = 'serverError';
    const now = new Date();
    const runner = instance('instance-c');
    expect(await runner.runOnce(now)).toBe('failed');
    // Three attempts (a 5xx is retried), then down.
    expect(cnb.requests).toHaveLength(3);
    const [state] = await server.db.select().from(outsideServiceStates);
    expect(state).toMatchObject({ service: 'cnbRates', consecutiveFailures: 1, lastError: 'server_error' });
    cnb.scenario = 'normal';
    // The next minute, on this or another instance: waiting, ČNB not asked.
    expect(await runner.runOnce(new Date(now.getTime() + 60_000))).toBe('waiting');
    expect(await instance('instance-d').runOnce(new Date(now.getTime() + 4 * 60_000))).toBe('waiting');
    expect(cnb.requests).toHaveLength(3);
    // After the pause (5 min): fetched, the state back to healthy.
    expect(await runner.runOnce(new Date(now.getTime() + 6 * 60_000))).toBe('fetched');
    expect(cnb.requests).toHaveLength(4);
    const [healthy] = await server.db.select().from(outsideServiceStates);
    expect(healthy).toMatchObject({ consecutiveFailures: 0 });
  });

  it.each([
    ['malformed', 'malformed'],
    ['html', 'malformed'],
    ['empty', 'malformed'],
  ] as const)('a %s answer is "down": nothing stored, noted as %s', async (scenario, reason) => {
    cnb.scenario = scenario;
    expect(await instance('instance-e').runOnce(new Date())).toBe('failed');
    expect(await server.db.select().from(exchangeRateLists)).toEqual([]);
    const [state] = await server.db.select().from(outsideServiceStates);
    expect(state).toMatchObject({ consecutiveFailures: 1, lastError: reason });
  });

  it('silence past the timeout is "down" (timeout)', async () => {
    cnb.scenario = 'silent';
    const caller = new OutsideCaller({ ares: '', vies: '', fioApi: '', cnbRates: cnb.url }, { sleep: async () => {}, limits: { cnbRates: { timeoutMs: 200, attempts: 2 } } });
    expect(await new CnbRatesRunner(server.db, caller, { everyMs: 0, holder: 'instance-f' }).runOnce(new Date())).toBe('failed');
    expect(cnb.requests).toHaveLength(2);
    const [state] = await server.db.select().from(outsideServiceStates);
    expect(state).toMatchObject({ lastError: 'timeout' });
  });
});
