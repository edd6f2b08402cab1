/** The bench's HTTP measures: every endpoint's p50 / p95 / max, and the CSV export's time and the server's memory. */
import { readFileSync } from 'node:fs';
import { addDays, officeDay } from '../../src/shared/dates';
import { MAX_PROFIT_MONTHS } from '../../src/shared/profitability';
import { weekStart } from '../../src/shared/time/minutes';
import { ACCOUNTING_VIEWS, ADMIN, LISTS, percentile, RUNS } from './options';

/** The resident memory of a process in kB (Linux), or NaN. */
export function rssKb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function timed(url: string, cookie: string, endpoint: string): Promise<{ ms: number; total: number | null }> {
  const started = performance.now();
  const res = await fetch(url + endpoint, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
  const total = res.headers.get('x-total-count');
  return { ms: performance.now() - started, total: total === null ? null : Number(total) };
}

export interface EndpointResult {
  endpoint: string;
  kind: 'list' | 'dashboard' | 'accounting' | 'unbilled' | 'profit' | 'reference';
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

export async function measureEndpoints(url: string, cookie: string): Promise<EndpointResult[]> {
  const today = officeDay();
  const range = `from=${addDays(today, -29)}&to=${today}`;
  const endpoints: { endpoint: string; kind: EndpointResult['kind'] }[] = [];
  for (const list of LISTS) {
    const base = `/api/admin/${list.resource}?limit=50`;
    // The accounting overview is paged like a list; its goal is the overview's (≤ 300 ms), the computed columns included.
    const kind: EndpointResult['kind'] = list.resource === 'accounting' ? 'accounting' : 'list';
    const first = await timed(url, cookie, `${base}&offset=0`);
    const deep = Math.max(0, Math.floor((first.total ?? 0) / 2));
    endpoints.push({ endpoint: `${base}&offset=0`, kind });
    if (list.q) endpoints.push({ endpoint: `${base}&offset=0&q=${encodeURIComponent(list.q)}`, kind });
    if (deep > 50) endpoints.push({ endpoint: `${base}&offset=${deep}`, kind });
    if (list.sort) endpoints.push({ endpoint: `${base}&offset=0&sort=${list.sort}`, kind });
  }
  // Its computed sorts and its service filter.
  for (const view of ACCOUNTING_VIEWS) endpoints.push({ endpoint: `/api/admin/accounting?limit=50&${view}`, kind: 'accounting' });
  // Detail pages of seeded records (ids start at 1 on the fresh database): a draft and a sent proposal, an issued invoice.
  endpoints.push(
    { endpoint: '/api/admin/clients/1', kind: 'list' },
    { endpoint: '/api/admin/proposals/1', kind: 'list' },
    { endpoint: '/api/admin/proposals/7', kind: 'list' },
    { endpoint: '/api/admin/invoices/1', kind: 'list' },
  );
  endpoints.push(
    { endpoint: '/api/admin/stats', kind: 'dashboard' },
    { endpoint: '/api/admin/accounting/summary', kind: 'accounting' },
    { endpoint: '/api/admin/invoices/summary', kind: 'accounting' },
    { endpoint: `/api/admin/analytics/overview?${range}`, kind: 'dashboard' },
    { endpoint: `/api/admin/analytics/top/pages?${range}&limit=10`, kind: 'dashboard' },
    { endpoint: `/api/admin/analytics/funnel?${range}`, kind: 'dashboard' },
    { endpoint: `/api/admin/analytics/enquiries/campaign?${range}`, kind: 'dashboard' },
    { endpoint: `/api/admin/analytics/revenue/entry?${range}`, kind: 'dashboard' },
  );
  const results: EndpointResult[] = [];
  for (const { endpoint, kind } of endpoints) {
    const times: number[] = [];
    const started = performance.now();
    try {
      // --runs requests, fewer (at least 3) when an endpoint is so slow that they would take more than 15 s.
      for (let i = 0; i < RUNS && (i < 3 || performance.now() - started < 15_000); i++) times.push((await timed(url, cookie, endpoint)).ms);
    } catch (err) {
      console.log(`  ${endpoint}: ${(err as Error).message}`);
      continue;
    }
    const result = { endpoint, kind, runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
    console.log(`  ${endpoint}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${times.length} requests)`);
    results.push(result);
  }
  return results;
}

async function timedPost(url: string, cookie: string, endpoint: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(url + endpoint, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
  return performance.now() - started;
}

const result = (endpoint: string, times: number[]): EndpointResult => ({
  endpoint,
  kind: 'list',
  runs: times.length,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  max: Math.max(...times),
});

/**
 * Time (issue 36) over the seeded entries: a colleague's week, the pickers' options and project search, the timer's
 * state, and the timer itself — --runs starts and stops in turn, each timed (goal p95 ≤ 50 ms, as every list).
 */
export async function measureTime(url: string, cookie: string, colleagueId: number, bigProjectId: number): Promise<EndpointResult[]> {
  const today = officeDay();
  const monday = weekStart(addDays(today, -7));
  const reads = [
    `/api/admin/time/entries?from=${monday}&to=${addDays(monday, 6)}&userId=${colleagueId}`,
    '/api/admin/time/options',
    '/api/admin/time/projects?q=web&limit=20',
    '/api/admin/time/timer',
  ];
  const results: EndpointResult[] = [];
  for (const endpoint of reads) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(url, cookie, endpoint)).ms);
    results.push(result(endpoint, times));
  }
  const starts: number[] = [];
  const stops: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    starts.push(await timedPost(url, cookie, '/api/admin/time/timer/start', { projectId: 1 + (i % 50), activityId: 1 }));
    stops.push(await timedPost(url, cookie, '/api/admin/time/timer/stop', {}));
  }
  results.push(result('POST /api/admin/time/timer/start', starts), result('POST /api/admin/time/timer/stop', stops));
  // The unbilled-time preview of the project with 10,000 entries: five years per activity and per person, a year per day.
  for (const [groupBy, from] of [['activity', addDays(today, -1825)], ['person', addDays(today, -1825)], ['day', addDays(today, -365)]] as const) {
    const endpoint = `/api/admin/invoices/unbilled-time?projectId=${bigProjectId}&from=${from}&to=${today}&groupBy=${groupBy}`;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(url, cookie, endpoint)).ms);
    results.push({ ...result(endpoint, times), kind: 'unbilled' });
  }
  for (const r of results) console.log(`  ${r.endpoint}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.runs} requests)`);
  return results;
}

/**
 * The profitability report (issue 36 point 6, goal p95 ≤ 300 ms per view): each view over the current year to date
 * (the screen's default: 200,000 of the seeded entries at S = 100,000 by late in the year), the project view sorted by
 * margin and searched, and the month view over the last five years (every entry and received invoice).
 */
export async function measureProfitability(url: string, cookie: string): Promise<EndpointResult[]> {
  const today = officeDay();
  // The longest period a view reads: MAX_PROFIT_MONTHS months to the current one.
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - MAX_PROFIT_MONTHS, 1)).toISOString().slice(0, 7);
  const fiveYears = `from=${first}&to=${today.slice(0, 7)}`;
  const endpoints = [
    ...['project', 'client', 'service', 'person', 'month'].map((view) => `/api/admin/profitability?view=${view}`),
    '/api/admin/profitability?view=project&sort=margin&dir=asc',
    '/api/admin/profitability?view=project&q=web',
    `/api/admin/profitability?view=month&${fiveYears}`,
  ];
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(url, cookie, endpoint)).ms);
    // The five-year view is printed for reference: the goal is each view over the screen's period (the year to date).
    results.push({ ...result(endpoint, times), kind: endpoint.includes(fiveYears) ? 'reference' : 'profit' });
  }
  for (const r of results) console.log(`  ${r.endpoint}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.runs} requests)`);
  return results;
}

export async function measureCsv(url: string, cookie: string, pid: number | undefined) {
  let peak = rssKb(pid);
  const sampler = setInterval(() => {
    const now = rssKb(pid);
    if (now > peak) peak = now;
  }, 20);
  const started = performance.now();
  let newlines = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${url}/api/admin/clients/export`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`CSV export: ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) newlines++;
    }
  } finally {
    clearInterval(sampler);
  }
  return { ms: performance.now() - started, rows: newlines, bytes, peakKb: peak };
}
