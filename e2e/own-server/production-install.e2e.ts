/**
 * The production path of docs/deploy.md with no dev dependency in reach: a folder holding only what a server keeps
 * after `npm run build` and `npm prune --omit=dev` — package.json, the build, the migrations, scripts/, and a
 * node_modules with the production packages of package-lock.json only (no tsx, no vite) — where
 * `npm run serve`, `npm run admin`, `npm run backup`, `npm run restore` and scripts/backup-rotate.sh must work.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverEntry } from '../../src/server/test/server-process';

const repo = process.cwd();
const buildDir = path.dirname(path.dirname(serverEntry()));
let app = '';
let dataDir = '';

interface Lockfile {
  packages: Record<string, { dev?: boolean }>;
}

/** node_modules with links to the packages `npm ci --omit=dev` installs (package-lock.json entries not marked dev). */
function productionNodeModules(target: string): number {
  const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as Lockfile;
  let count = 0;
  for (const [location, entry] of Object.entries(lock.packages)) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location)?.[1];
    if (!name || entry.dev || !existsSync(path.join(repo, location))) continue;
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    symlinkSync(path.join(repo, location), path.join(target, name), 'dir');
    count++;
  }
  return count;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: app,
      env: { ...productionSettings(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

/** What the settings file gives the server and the tools alike (docs/deploy.md, step 3). */
const productionSettings = () => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: app,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'x'.repeat(64),
  PUBLIC_URL: 'https://www.example.cz',
  HOST: '127.0.0.1',
  TRUST_PROXY: 'loopback',
});

const npmRun = (script: string, args: string[], env: Record<string, string> = {}) => run('npm', ['run', '--silent', script, '--', ...args], env);

beforeAll(() => {
  if (!existsSync(path.join(buildDir, 'server/cli/admin.js'))) throw new Error('No build of the command-line tools: run `npm run build` first.');
  app = mkdtempSync(path.join(tmpdir(), 'agency-prod-install-'));
  dataDir = path.join(app, 'data');
  cpSync(path.join(repo, 'package.json'), path.join(app, 'package.json'));
  cpSync(buildDir, path.join(app, 'dist'), { recursive: true });
  cpSync(path.join(repo, 'src/server/db/migrations'), path.join(app, 'src/server/db/migrations'), { recursive: true });
  cpSync(path.join(repo, 'scripts'), path.join(app, 'scripts'), { recursive: true });
  const linked = productionNodeModules(path.join(app, 'node_modules'));
  console.log(`production folder ${app}: ${linked} production packages linked`);
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('a production install without dev dependencies', () => {
  it('has no tsx or vite within reach (the check below is real)', async () => {
    for (const dev of ['tsx', 'vite']) {
      const probe = await run('node', ['--input-type=module', '-e', `await import('${dev}')`]);
      expect(probe.code, `${dev}: ${probe.out}`).not.toBe(0);
      expect(probe.out).toContain('ERR_MODULE_NOT_FOUND');
    }
  });

  it('creates an admin, serves, backs up while serving, rotates old backups, restores — all from the build', async () => {
    const created = await npmRun('admin', ['create', 'jana', '--name', 'Jana Nováková', '--email', 'jana@example.cz'], { ADMIN_PASSWORD: 'jana-password-1' });
    expect(created).toEqual({ code: 0, out: 'Admin "jana" created.\n' });

    const port = await freePort();
    const server = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: app,
      env: { ...productionSettings(), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let serverOutput = '';
    server.stdout.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.stderr.on('data', (d: Buffer) => (serverOutput += d.toString()));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 120_000;
      while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${serverOutput}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // As nginx would send it: HTTPS at the proxy, so the production cookie (Secure, __Host-sid) is set.
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ username: 'jana', password: 'jana-password-1' }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(cookie).toMatch(/^__Host-sid=/);
      const me = await fetch(`${url}/api/user`, { headers: { cookie, 'x-forwarded-proto': 'https' } });
      expect(((await me.json()) as { username: string }).username).toBe('jana');
      const home = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('https://www.example.cz/');

      const backups = path.join(app, 'backups');
      const made = await npmRun('backup', [backups]);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toMatch(/Backup written: .*agency-.*\.tar\.gz .*from the running server/);

      // Rotation: an old backup goes, the new one and a recent one stay.
      mkdirSync(path.join(app, 'rotated'));
      const old = path.join(app, 'rotated/agency-2020-01-01T000000Z.tar.gz');
      const recent = path.join(app, 'rotated/agency-recent.tar.gz');
      for (const f of [old, recent]) writeFileSync(f, 'x');
      const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
      utimesSync(old, twentyDaysAgo, twentyDaysAgo);
      const rotated = await run(path.join(app, 'scripts/backup-rotate.sh'), [path.join(app, 'rotated'), '14']);
      expect(rotated.code, rotated.out).toBe(0);
      const kept = readdirSync(path.join(app, 'rotated')).sort();
      expect(kept).toHaveLength(2);
      expect(kept).toContain('agency-recent.tar.gz');
      expect(kept.find((f) => f !== 'agency-recent.tar.gz')).toMatch(/^agency-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
      expect(rotated.out).toContain('Deleted (older than 14 days)');

      const listed = await npmRun('admin', ['list']);
      expect(listed.code).toBe(1); // the server holds the embedded database: refused, naming it
      expect(listed.out).toMatch(/is in use by pid \d+/);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }

    const [backupFile] = readdirSync(path.join(app, 'backups'));
    // npm has exited; the server under it may still be closing the database: the CLI waits until the lock is released.
    await expect.poll(() => existsSync(path.join(dataDir, 'lock')), { timeout: 30_000 }).toBe(false);
    const petr = await npmRun('admin', ['create', 'petr'], { ADMIN_PASSWORD: 'petr-password-1' });
    expect(petr.code, petr.out).toBe(0);
    const restored = await npmRun('restore', [path.join(app, 'backups', backupFile!)]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('Restored the backup of');
    const after = await npmRun('admin', ['list']);
    expect(after.code).toBe(0);
    expect(after.out).toContain('jana\tJana Nováková\tjana@example.cz\tadmin');
    expect(after.out).not.toContain('petr');
  }, 300_000); // a dozen processes, each opening the embedded database: about 30 s on an idle machine
});
