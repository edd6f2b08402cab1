/**
 * nginx for the load benchmark, as a child process with its own configuration and prefix in a temporary folder,
 * listening on loopback only: a static-file server (the ceiling the app is compared with) or a load balancer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/server-process';
import { stopProcess } from './support';

export interface NginxInfo {
  version: string;
  /** The brotli_static module's file, when installed (Debian: libnginx-mod-http-brotli-static). */
  brotliStaticModule: string | null;
}

/** nginx on PATH and what it can do, or null when it is not installed. */
export function findNginx(): NginxInfo | null {
  const result = spawnSync('nginx', ['-V'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const out = `${result.stdout}${result.stderr}`;
  const version = /nginx version: (\S+)/.exec(out)?.[1] ?? 'nginx';
  const modulesPath = /--modules-path=(\S+)/.exec(out)?.[1] ?? '/usr/lib/nginx/modules';
  const module = path.join(modulesPath, 'ngx_http_brotli_static_module.so');
  return { version, brotliStaticModule: existsSync(module) ? module : null };
}

export interface RunningNginx {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with one worker (as one Node.js process) and `server` as its only server block (`listen` is added).
 * `files` are written into the temporary folder first (relative paths), so the server block can use it as its root.
 */
export async function startNginx(
  info: NginxInfo,
  options: { http?: string; server: string; files?: Record<string, Buffer | string> },
): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'logs'));
  mkdirSync(path.join(dir, 'www'));
  for (const [name, content] of Object.entries(options.files ?? {})) writeFileSync(path.join(dir, 'www', name), content);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${info.brotliStaticModule ? `load_module ${info.brotliStaticModule};\n` : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
  default_type application/octet-stream;
  ${options.http ?? ''}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    ${options.server}
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child, exited);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/`).then(() => true, () => false)) return { url, dir, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  const log = existsSync(path.join(dir, 'logs/error.log')) ? readFileSync(path.join(dir, 'logs/error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start:\n${stderr}${log}`);
}
