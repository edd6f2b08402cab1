/**
 * wrk (Debian's `wrk` package), a load generator written in C: a cross-check of the page runs. autocannon runs in
 * Node.js on the same 2 cores as the server and reaches its own ceiling first (it drives nginx to ~8,000 pages/s where
 * wrk drives it to ~90,000), so its page latencies are partly its own. Optional: absent, these rows are skipped.
 */
import { spawn, spawnSync } from 'node:child_process';

export function wrkInstalled(): boolean {
  const result = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return !result.error && /wrk/.test(`${result.stdout}${result.stderr}`);
}

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connect, read and write errors and timeouts, as wrk counts them. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!m) throw new Error(`wrk: unreadable latency "${text}"`);
  return Math.round(Number(m[1]) * UNIT_MS[m[2]!]! * 100) / 100;
}

/** Parses `wrk --latency` output. */
export function parseWrk(out: string): WrkResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  if (!rate) throw new Error(`wrk: no result\n${out}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Number(rate),
    p50Ms: milliseconds(/\n\s+50%\s+(\S+)/.exec(out)?.[1]),
    p99Ms: milliseconds(/\n\s+99%\s+(\S+)/.exec(out)?.[1]),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** One wrk run: one thread (one core, like autocannon), `connections` connections, `seconds` long. */
export function runWrk(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }): Promise<WrkResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}\n${out}`));
      else {
        try {
          resolve(parseWrk(out));
        } catch (err) {
          reject(err as Error);
        }
      }
    });
  });
}
