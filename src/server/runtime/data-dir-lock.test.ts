import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, currentLockOwner, DataDirLockedError, LOCK_FILE, type LockOwner } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A pid that has just ended on this host. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout as unknown as number;
}

function writeOwner(dir: string, owner: Partial<LockOwner>) {
  const full: LockOwner = { pid: 1, hostname: hostname(), processStart: null, command: 'node dist/server/main.js', since: '2026-01-01T00:00:00.000Z', ...owner };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

describe('data folder lock', () => {
  it('records the holder, refuses a second taker naming it, and frees the folder on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'node dist/server/main.js');
    const recorded = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockOwner;
    expect(recorded).toMatchObject({ pid: process.pid, hostname: hostname(), command: 'node dist/server/main.js' });
    expect(() => acquireDataDirLock(dir, 'npm run admin -- list')).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`is in use by pid ${process.pid} (node dist/server/main.js, since ${recorded.since})`);
    expect(currentLockOwner(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(currentLockOwner(dir)).toBeNull();
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that no longer runs on this host (kill -9)', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: Number(deadPid()) });
    const lock = acquireDataDirLock(dir, 'node dist/server/main.js');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: process.pid, processStart: '1' });
    acquireDataDirLock(dir).release();
  });

  it('never takes a lock held on another host (a shared folder)', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: Number(deadPid()), hostname: 'other-machine' });
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by pid \d+ on host other-machine/);
  });

  it('a release by a process that is not the holder leaves the holder’s lock alone', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeOwner(dir, { pid: 4_000_000, hostname: 'other-machine' }); // someone else's lock now (after a takeover)
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });
});
