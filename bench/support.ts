/** Shared helpers for the benchmark scripts: build, start the production server (the e2e server-process helper). */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../e2e/support/server-process';

export { freePort } from '../e2e/support/server-process';

export function build(): void {
  if (process.argv.includes('--no-build')) return;
  console.log('building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts dist/server/main.js in production mode on a free port with its own data folder. */
export async function startProductionServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
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
      // PostgreSQL when the benchmark is run with DATABASE_URL set.
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      ...env,
    },
    { echoErrors: true, nodeArgs },
  );
  return {
    url: server.url,
    child: server.child,
    dataDir,
    stop: async () => {
      await server.stop(60_000);
    },
  };
}

export function table(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const headers = Object.keys(rows[0]!);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(headers.map((h) => String(r[h]))))].join('\n');
}
