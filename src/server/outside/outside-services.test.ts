/**
 * The one way the back office calls an outside service (issue 37): a timeout per attempt, bounded retries on what
 * may pass (timeout, refused connection, 5xx) and none on an answer (4xx), and a breaker that stops calls to a service
 * that failed twice in a row for a pause — against a real local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakerPauseMs, OutsideCaller, OutsideServiceDown, retryDelayMs, type OutsideServiceUrls } from './outside-services';

let server: Server;
let base = '';
/** What the server does next, per path; each request is logged. */
const plan = new Map<string, Array<'ok' | '500' | '404' | 'silent'>>();
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    const next = plan.get(path)?.shift() ?? 'ok';
    if (next === 'silent') return; // never answers: the client's timeout ends it
    if (next === '500') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<html>error</html>');
    if (next === '404') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"kod":"NENALEZENO"}');
    res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8' }).end('příliš žluťoučký');
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const urls = (): OutsideServiceUrls => ({ ares: `${base}/ares`, vies: `${base}/vies`, cnbRates: `${base}/cnb`, fioApi: 'http://127.0.0.1:9' });
const noSleep = { sleep: async () => {} };

describe('OutsideCaller', () => {
  it('answers the body as bytes and UTF-8 text, with the status and type', async () => {
    const answer = await new OutsideCaller(urls(), noSleep).call('ares', '/a');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/plain');
    expect(answer.text()).toBe('příliš žluťoučký');
  });

  it('retries a 5xx up to the attempts and then answers the success', async () => {
    plan.set('/cnb?x=1', ['500', '500']);
    requests.length = 0;
    const answer = await new OutsideCaller(urls(), noSleep).call('cnbRates', '?x=1');
    expect(answer.status).toBe(200);
    expect(requests.filter((r) => r === '/cnb?x=1')).toHaveLength(3);
  });

  it('never retries an answer (a 4xx is the service speaking)', async () => {
    plan.set('/ares/b', ['404']);
    requests.length = 0;
    const answer = await new OutsideCaller(urls(), noSleep).call('ares', '/b');
    expect(answer.status).toBe(404);
    expect(requests).toEqual(['/ares/b']);
  });

  it('gives up after the attempts with the reason: a timeout, a refused connection, a server error', async () => {
    plan.set('/ares/slow', ['silent', 'silent']);
    const caller = new OutsideCaller(urls(), { ...noSleep, limits: { ares: { timeoutMs: 150, attempts: 2 } } });
    await expect(caller.call('ares', '/slow')).rejects.toMatchObject({ service: 'ares', failure: 'timeout' });
    await expect(new OutsideCaller(urls(), noSleep).call('fioApi', '/x')).rejects.toMatchObject({ failure: 'network' });
    plan.set('/vies/c', ['500', '500']);
    const error = await new OutsideCaller(urls(), noSleep).call('vies', '/c').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceDown);
    expect(error).toMatchObject({ failure: 'server_error', status: 500 });
    // The error names the service and the failure, never the URL (a Fio token is part of its path).
    expect(String(error)).not.toContain('127.0.0.1');
  });

  it('rests a service after two failed calls in a row: the next call fails at once without reaching it', async () => {
    let now = 1_000_000;
    const caller = new OutsideCaller(urls(), { ...noSleep, now: () => now });
    plan.set('/vies/d', ['500', '500', '500', '500']);
    await expect(caller.call('vies', '/d')).rejects.toMatchObject({ failure: 'server_error' });
    expect(caller.available('vies')).toBe(true); // one failure: no pause yet
    await expect(caller.call('vies', '/d')).rejects.toMatchObject({ failure: 'server_error' });
    expect(caller.available('vies')).toBe(false);
    requests.length = 0;
    await expect(caller.call('vies', '/d')).rejects.toMatchObject({ failure: 'breaker' });
    expect(requests).toEqual([]);
    // Other services are not affected; after the pause the service is asked again, and a success closes the breaker.
    expect(caller.available('ares')).toBe(true);
    now += breakerPauseMs(2);
    const answer = await caller.call('vies', '/d');
    expect(answer.status).toBe(200);
    expect(caller.available('vies')).toBe(true);
  });

  it('a call with breaker: false neither waits for nor feeds the breaker (one credential of many)', async () => {
    const caller = new OutsideCaller(urls(), noSleep);
    for (let i = 0; i < 3; i++) await expect(caller.call('fioApi', '/t', { breaker: false })).rejects.toMatchObject({ failure: 'network' });
    expect(caller.available('fioApi')).toBe(true);
  });

  it('answerStatuses: a 5xx that is an answer of the service (Fio: 500 = unknown token) is returned, not retried', async () => {
    plan.set('/ares/e', ['500']);
    requests.length = 0;
    const answer = await new OutsideCaller(urls(), noSleep).call('ares', '/e', { answerStatuses: [500] });
    expect(answer.status).toBe(500);
    expect(requests).toEqual(['/ares/e']);
  });
});

describe('the pauses', () => {
  it('retry delays grow threefold with ±20 % jitter', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(300);
    expect(retryDelayMs(2, () => 0.5)).toBe(900);
    expect(retryDelayMs(1, () => 0)).toBe(240);
    expect(retryDelayMs(1, () => 1)).toBe(360);
  });
  it('the breaker rests 15 s after two failures, doubling to at most 10 minutes', () => {
    expect([1, 2, 3, 4, 7, 20].map(breakerPauseMs)).toEqual([0, 15_000, 30_000, 60_000, 480_000, 600_000]);
  });
});
