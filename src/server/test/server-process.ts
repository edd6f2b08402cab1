/**
 * The one way the tests and benchmarks run the production build as a process: start dist/server/main.js (DIST_DIR)
 * on a free port, wait for /api/health, stop it; plus the command-line tools. Temporary databases for these processes
 * are in temporary-database.ts. Used by the e2e global setup, the process-level e2e files (durability, scale-out,
 * chaos, server-process, production-install, page-cache) and the benchmarks (bench/). Imports nothing of the app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { temporaryDataDir } from './temporary-database';

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
 * The outside services (issue 37): a test server asks a closed local port unless told a stand-in — the daily ČNB
 * fetch starts with every server, and no test may reach a real service.
 */
const CLOSED_SERVICES = {
  ARES_URL: 'http://127.0.0.1:9/ares',
  VIES_URL: 'http://127.0.0.1:9/vies',
  CNB_RATES_URL: 'http://127.0.0.1:9/denni_kurz.txt',
  FIO_API_URL: 'http://127.0.0.1:9/fio',
};

/**
 * Spawns the built server with `env` over these defaults: NODE_ENV=test, HOST=127.0.0.1, a free PORT,
 * LOG_LEVEL=warn, no DATABASE_URL, no demo content, no minimum fill time of the enquiry forms (a test browser fills
 * them in milliseconds). Does not wait: see startServer.
 */
export async function launchServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry()], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_CONTENT: 'false', ENQUIRY_MIN_FILL_SECONDS: '0', ...CLOSED_SERVICES, ...env, PORT: String(port) },
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
  // A bound for a server that never answers, not a speed: a fresh data folder's start took over 60 s at load 12–16.
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
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

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the build in production mode (NODE_ENV=production, a random session secret, PUBLIC_URL its own address,
 * no demo content) on a free port with its own data folder unless env names one, on PostgreSQL when DATABASE_URL is
 * set in this process's environment (benchmarks). The server's errors are echoed.
 */
export async function startProductionServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ProductionServer> {
  const dataDir = env.DATA_DIR ?? temporaryDataDir('agency-bench').dataDir;
  const port = env.PORT ?? String(await freePort());
  const server = await startServer(
    {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      PORT: port,
      // Required in production (links in e-mails, canonical links): the server's own address here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Plain http on localhost: the session cookie cannot be Secure here.
      COOKIE_SECURE: 'auto',
      DEMO_CONTENT: 'false',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      ...env,
    },
    { echoErrors: true, nodeArgs },
  );
  return { url: server.url, child: server.child, dataDir, stop: async () => void (await server.stop(60_000)) };
}
