/**
 * The measurements of `npm run bench:load`: one run with autocannon (or wrk), recorded as a row; the contact run that
 * counts acknowledged against stored messages; the requests the runs need (sign-in, raw GET).
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import autocannon, { type Result } from 'autocannon';
import { runWrk, wrkInstalled, type WrkResult } from './wrk';
import { ADMIN, CONNECTIONS, DURATION, VIA_HTTPS } from './load-options';

export type Row = Record<string, string | number>;
export const measurements: Row[] = [];
export const results = new Map<string, Result>();
export const contactChecks: { label: string; acknowledged: number; stored: number }[] = [];

/** The server processes (pids) the runs being recorded load: their resident memory is read after each run. */
let serverPids: number[] = [];
export function measuring(pids: (number | undefined)[]): void {
  serverPids = pids.filter((p): p is number => p !== undefined);
}

/** VmRSS of a process in MB (Linux /proc), or '' where it cannot be read. */
export function rssMb(pid: number): string {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? String(Math.round(Number(kb) / 1024)) : '';
  } catch {
    return '';
  }
}

/** The resident memory of the servers under load now (one figure per instance, "a + b" for two). */
function serverRss(): string {
  return serverPids.map(rssMb).join(' + ');
}

export function record(label: string, r: Result, extra: { vsNginx?: string; contact?: string } = {}): Result {
  results.set(label, r);
  const rss = serverRss();
  if (rss) console.log(`  server RSS after the run: ${rss} MB`);
  measurements.push({
    run: label,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p97.5 ms': r.latency.p97_5,
    'p99 ms': r.latency.p99,
    // autocannon's errors include its timeouts (no answer within 30 s).
    errors: r.errors,
    timeouts: r.timeouts,
    'non-2xx': r.non2xx,
    'bytes/answer': r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    '× nginx': extra.vsNginx ?? '',
    '× bare node': '',
    'acknowledged/stored': extra.contact ?? '',
    'RSS MB': rss,
  });
  return r;
}

export const WRK = wrkInstalled();
export const wrkResults = new Map<string, WrkResult>();

/** A page run with wrk (see bench/wrk.ts), recorded beside the autocannon rows. */
export async function wrkRun(label: string, url: string, headers: Record<string, string>): Promise<void> {
  process.stdout.write(`${label}… `);
  const r = await runWrk(url, { connections: CONNECTIONS, seconds: DURATION, headers });
  console.log(`${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99Ms} ms`);
  const rss = serverRss();
  if (rss) console.log(`  server RSS after the run: ${rss} MB`);
  wrkResults.set(label, r);
  measurements.push({
    run: label,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50Ms,
    'p97.5 ms': '',
    'p99 ms': r.p99Ms,
    errors: r.errors + r.timeouts,
    timeouts: r.timeouts,
    'non-2xx': r.non2xx,
    'bytes/answer': '',
    '× nginx': '',
    '× bare node': '',
    'acknowledged/stored': '',
    'RSS MB': rss,
  });
}

export async function run(title: string, options: Parameters<typeof autocannon>[0]): Promise<Result> {
  process.stdout.write(`${title}… `);
  const result = await autocannon({ connections: CONNECTIONS, timeout: 30, ...options });
  console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${result.errors ? `, ${result.errors} errors` : ''}`);
  return result;
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...VIA_HTTPS },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function storedMessages(url: string, cookie: string): Promise<number> {
  const res = await fetch(`${url}/api/admin/messages?limit=1`, { headers: { cookie, ...VIA_HTTPS } });
  if (res.status !== 200) throw new Error(`message count failed: ${res.status}`);
  return Number(res.headers.get('x-total-count'));
}

/** One GET as sent on the wire (fetch would decode the body): status, Content-Encoding, the raw bytes and headers. */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; body: Buffer; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks), headers: pairs });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * POST /api/contact: a fixed number of requests (≈ the duration at the rate of a 2 s probe), so every one is
 * answered before counting — a time limit would cut requests off mid-flight, stored but never acknowledged.
 */
export async function contactRun(label: string, url: string, cookie: string): Promise<void> {
  const body = JSON.stringify({ name: 'Zátěžový test', email: 'load@example.cz', message: 'Dobrý den, toto je zátěžová zpráva.' });
  const options = { url: `${url}/api/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body };
  const probe = await run(`${label} (2 s probe for the rate)`, { ...options, duration: 2 });
  // The probe was cut off at its time limit: wait until its last requests are stored before counting.
  let before = await storedMessages(url, cookie);
  for (let settled = 0; settled < 3; ) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await storedMessages(url, cookie);
    settled = now === before ? settled + 1 : 0;
    before = now;
  }
  const amount = Math.max(CONNECTIONS * 5, Math.round(probe.requests.average * DURATION));
  const result = await run(`${label} (${amount} requests)`, { ...options, amount });
  const stored = (await storedMessages(url, cookie)) - before;
  const acknowledged = result['2xx'];
  contactChecks.push({ label, acknowledged, stored });
  record(label, result, { contact: `${acknowledged}/${stored}` });
}
