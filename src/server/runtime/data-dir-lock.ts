/**
 * One process at a time in the embedded database folder. The lock is a file created with O_EXCL (`wx`) in DATA_DIR
 * before the database is opened; it records who holds it (pid, host, process start, command, since) and the path of
 * the holder's control socket (backups of the running database go through it). A lock left behind by a process that
 * no longer runs on this host (kill -9, power loss) is taken over; a lock held by a live process, or by a process on
 * another host (a shared folder), is never taken.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { makeFolder } from './make-folder';

export const LOCK_FILE = 'lock';
/** Held for the few milliseconds of a stale-lock takeover, so that two processes cannot both take it over. */
const TAKEOVER_DIR = 'lock.takeover';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** The process's start time as the kernel counts it (Linux), to tell a reused pid from the holder. */
  processStart: string | null;
  command: string;
  since: string;
  /** Unix socket of the holding server for backups, when it is a server. */
  controlSocket?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(`The data folder ${dataDir} is in use by ${describeOwner(owner)}.`);
  }
}

export function describeOwner(o: LockOwner): string {
  const host = o.hostname === hostname() ? '' : ` on host ${o.hostname}`;
  return `pid ${o.pid}${host} (${o.command}, since ${o.since})`;
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly owner: LockOwner;
  /** Records the control socket of this server in the lock file. */
  setControlSocket(socketPath: string): void;
  release(): void;
}

/** Start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: it exists, under another user.
  }
  if (owner.processStart) {
    const now = processStart(owner.pid);
    if (now !== null && now !== owner.processStart) return false; // the pid now belongs to another process
  }
  return true;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof parsed.pid === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

function commandLine(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : '';
  return [path.basename(process.argv0 || 'node'), script, ...process.argv.slice(2)].filter(Boolean).join(' ');
}

function writeLockFile(file: string, owner: LockOwner, flag: 'wx' | 'w'): void {
  const fd = openSync(file, flag, 0o600);
  try {
    writeSync(fd, JSON.stringify(owner) + '\n');
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes the lock of `dataDir` (created if missing) or throws DataDirLockedError naming the holder. Never touches
 * anything else in the folder.
 */
export function acquireDataDirLock(dataDir: string, command = commandLine()): DataDirLock {
  makeFolder(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    processStart: processStart(process.pid),
    command,
    since: new Date().toISOString(),
  };

  for (let attempt = 0; ; attempt++) {
    try {
      writeLockFile(file, owner, 'wx');
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readOwner(file);
    if (holder && (holder.hostname !== owner.hostname || isAlive(holder))) throw new DataDirLockedError(dataDir, holder);
    if (!holder && ageMs(file) < 2000) {
      // Being written by a process that has just created it: look again shortly.
      if (attempt > 20) throw new DataDirLockedError(dataDir, unknownOwner());
      sleep(100);
      continue;
    }
    if (attempt > 20) throw new DataDirLockedError(dataDir, holder ?? unknownOwner());
    takeOverStale(dataDir, file, holder);
  }

  let released = false;
  const lock: DataDirLock = {
    dataDir,
    owner,
    setControlSocket(socketPath) {
      owner.controlSocket = socketPath;
      writeLockFile(file, owner, 'w');
    },
    release() {
      if (released) return;
      released = true;
      process.off('exit', lock.release);
      const current = readOwner(file);
      if (current?.pid === owner.pid && current.hostname === owner.hostname) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
  // A process that ends without closing (an uncaught error) still leaves the folder free.
  process.on('exit', lock.release);
  return lock;
}

/** Reads who holds the lock of `dataDir` while that process is alive; null when the folder is free. */
export function currentLockOwner(dataDir: string): LockOwner | null {
  const holder = readOwner(path.join(dataDir, LOCK_FILE));
  if (!holder) return null;
  return holder.hostname !== hostname() || isAlive(holder) ? holder : null;
}

function takeOverStale(dataDir: string, file: string, stale: LockOwner | null): void {
  const mutex = path.join(dataDir, TAKEOVER_DIR);
  try {
    mkdirSync(mutex);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another process is taking over right now; a mutex older than 10 s was left by a crash in between.
    if (ageMs(mutex) > 10_000) rmdirSync(mutex);
    else sleep(50);
    return;
  }
  try {
    const again = readOwner(file);
    const unchanged = stale === null ? again === null : again?.pid === stale.pid && again.since === stale.since;
    if (unchanged) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  } finally {
    rmdirSync(mutex);
  }
}

function unknownOwner(): LockOwner {
  return { pid: 0, hostname: hostname(), processStart: null, command: 'unknown process', since: 'unknown' };
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
