/**
 * The one way the tests and benchmarks run the production build as a process: start dist/server/main.js (DIST_DIR)
 * on a free port, wait for /api/health, stop it; plus the command-line tools and temporary PostgreSQL databases.
 * Used by the e2e global setup, the process-level e2e files (durability, scale-out, chaos) and bench/support.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export const serverEntry = () => path.resolve(process.env.DIST_DIR || 'dist', 'server/main.js');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

export interface StartOptions {
  /** Also print the server's stderr as it comes (benchmarks). */
  echoErrors?: boolean;
  timeoutMs?: number;
  /** Node options before the entry point (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
}

/**
 * Spawns the built server with `env` over these defaults: NODE_ENV=test, HOST=127.0.0.1, a free PORT,
 * LOG_LEVEL=warn, no DATABASE_URL, no demo content, no minimum fill time of the enquiry forms (a test browser fills
 * them in milliseconds). Does not wait: see startServer.
 */
export async function launchServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry()], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_CONTENT: 'false', ENQUIRY_MIN_FILL_SECONDS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => {
    output.push(d.toString());
    if (options.echoErrors) process.stderr.write(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  return { url: `http://127.0.0.1:${port}`, port, child, output, exited, stop };
}

/** Starts the built server (see launchServer) and resolves once /api/health answers 200. */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const server = await launchServer(env, options);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited early (${server.child.exitCode ?? server.child.signalCode})\n${server.output.join('')}`);
    }
    if (await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer at ${server.url}\n${server.output.join('')}`);
}

/** Runs the built server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const server = await launchServer(env);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output.join(''), ms: Date.now() - started };
}

/** Runs a command-line tool of src/server/cli (admin, backup, restore) the way `npm run <tool>` does. */
export function runCli(
  tool: 'admin' | 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve(`src/server/cli/${tool}.ts`), ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, or null when that variable is not set. */
export async function temporaryPostgres(prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
