/**
 * Shared helpers for the benchmark scripts: build, and a table of results. The server process and temporary databases
 * are the test harness's (src/server/test/server-process.ts, temporary-database.ts), as in the e2e tests.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';

export function build(): void {
  if (process.argv.includes('--no-build')) return;
  console.log('building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

export function table(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const headers = Object.keys(rows[0]!);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(headers.map((h) => String(r[h]))))].join('\n');
}

/** Stops a process the benchmark started: SIGTERM, SIGKILL after 10 s; resolves once it has exited. */
export async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
