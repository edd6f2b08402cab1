/**
 * The production server as a process: start, serve, stop on SIGTERM with exit code 0, start again with the data
 * still there — on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(process.env.DIST_DIR || 'dist', 'server/main.js')], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function databases(): Promise<{ label: string; env: Record<string, string> }[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-process-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const list: { label: string; env: Record<string, string> }[] = [{ label: 'embedded PGlite', env: { DATA_DIR: dataDir } }];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `agency_process_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    list.push({ label: 'PostgreSQL', env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir + '-pg' } });
    cleanups.push(() => rmSync(dataDir + '-pg', { recursive: true, force: true }));
  }
  return list;
}

describe('server process', async () => {
  const dbs = await databases();

  it.each(dbs)('keeps acknowledged data across a SIGTERM restart ($label)', async ({ env }) => {
    // 12 messages from one address: above the default contact rate limit (5 per 10 minutes).
    const admin = { ADMIN_USERNAME: 'restart-admin', ADMIN_PASSWORD: 'restart-pass-1', DEMO_CONTENT: 'false', CONTACT_RATE_LIMIT: '100' };
    const first = await startServer({ ...env, ...admin });
    const sent = 12;
    for (let i = 0; i < sent; i++) {
      const res = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Návštěvník ${i}`, email: `v${i}@example.cz`, message: `Zpráva číslo ${i} pro agenturu.` }),
      });
      expect(res.status).toBe(201);
    }
    expect(await stop(first.child)).toBe(0);

    const second = await startServer(env); // no ADMIN_* now: the admin from the first start must still exist
    const cookie = await signIn(second.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
    const list = (await (await fetch(`${second.url}/api/admin/messages`, { headers: { cookie } })).json()) as unknown[];
    expect(list).toHaveLength(sent);
    expect(await stop(second.child)).toBe(0);
  });

  it('serves hashed assets with a year of caching, compressed', async () => {
    const baseUrl = inject('baseUrl');
    const html = await (await fetch(baseUrl + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const page = await fetch(baseUrl + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });
});
