/** Starts the production build on a free port with a fresh embedded database and a known admin, for all e2e files. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromePath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    adminName: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  chromePath(); // fail early and clearly without a browser
  const root = process.cwd();
  const entry = path.join(root, process.env.DIST_DIR || 'dist', 'server/main.js');
  if (!existsSync(entry)) throw new Error('No production build: run `npm run build` before the e2e tests.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
  const port = await freePort();
  const admin = { username: 'e2e-admin', password: 'e2e-password-1', name: 'Eva Testová' };
  const output: string[] = [];
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      LOG_LEVEL: 'warn',
      // Several suites send contact messages from 127.0.0.1: more than the default 5 per 10 minutes.
      CONTACT_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output.join('')}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminUsername', admin.username);
  project.provide('adminPassword', admin.password);
  project.provide('adminName', admin.name);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
