/**
 * Backups of the embedded database (docs: README "Backups").
 *   - While the server runs it holds the data folder (data-dir-lock.ts), so the backup is taken by the server itself:
 *     it listens on a Unix socket in a folder only its user can open (the control socket, recorded in the lock
 *     file), and answers `backup` with the archive of a consistent copy.
 *   - While it is stopped, the backup command takes the lock and opens the database itself.
 *   - A restore needs the server stopped: it checks the file completely, loads it into a new folder beside the
 *     current one, checks that it opens as this site's database, then swaps the folders (the previous one is kept).
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { BackupFileError, createBackupArchive, readBackupArchive, type BackupManifest } from './backup-archive';

/** The folder inside DATA_DIR that holds the database files (db/database.ts). */
export const DATABASE_FOLDER = 'pglite';

/** agency-2026-11-23T073012Z.tar.gz (UTC), sortable by name. */
export function backupFileName(at = new Date()): string {
  return `agency-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;
}

/** Writes beside the target and renames, so a backup file under its final name is always complete. */
export function writeBackupFile(target: string, archive: Buffer): void {
  mkdirSync(path.dirname(target), { recursive: true });
  if (existsSync(target)) throw new Error(`${target} already exists; not overwritten`);
  const partial = `${target}.partial`;
  writeFileSync(partial, archive, { mode: 0o600 });
  readBackupArchive(readFileSync(partial)); // what was written reads back completely
  renameSync(partial, target);
}

// ── The control socket of a running server ──

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/** Listens for `backup` requests from the local backup command; `dump` returns the database folder as a tar. */
export async function startControlSocket(dataDir: string, dump: () => Promise<Uint8Array>, onError: (err: unknown) => void): Promise<ControlSocket> {
  // Unix socket paths are limited to about 100 bytes: a long DATA_DIR gets a private folder in the temp folder.
  let folder = path.join(dataDir, 'run');
  let ownFolder = false;
  if (Buffer.byteLength(path.join(folder, 'control.sock')) > 100) {
    folder = mkdtempSync(path.join(tmpdir(), `agency-${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}-`));
    ownFolder = true;
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700); // only this user can reach the socket
  const socketPath = path.join(folder, 'control.sock');
  rmSync(socketPath, { force: true }); // left by a process that held the lock before us and was killed

  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'backup') {
        socket.end(JSON.stringify({ ok: false, error: `unknown command ${JSON.stringify(request.trim().slice(0, 40))}` }) + '\n');
        return;
      }
      dump()
        .then((pgdata) => {
          const archive = createBackupArchive(pgdata);
          socket.write(JSON.stringify({ ok: true, bytes: archive.length }) + '\n');
          socket.end(archive);
        })
        .catch((err: unknown) => {
          onError(err);
          socket.end(JSON.stringify({ ok: false, error: (err as Error).message }) + '\n');
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          if (ownFolder) rmSync(folder, { recursive: true, force: true });
          else rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

/** Asks the running server for a backup through its control socket. */
export function requestBackupFromServer(socketPath: string, timeoutMs = 10 * 60_000): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0) return reject(new Error('the server closed the connection without an answer'));
      let head: { ok: boolean; bytes?: number; error?: string };
      try {
        head = JSON.parse(all.subarray(0, newline).toString('utf8')) as typeof head;
      } catch {
        return reject(new Error('the server gave an answer that is not a backup'));
      }
      if (!head.ok) return reject(new Error(`the server could not make the backup: ${head.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== head.bytes) return reject(new Error(`the backup arrived incomplete (${body.length} of ${head.bytes} bytes)`));
      resolve(body);
    });
  });
}

// ── Restore ──

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database that was there before now is, if there was one. */
  previous: string | null;
}

/**
 * Restores `file` into `dataDir` (whose lock the caller holds). Nothing in `dataDir` changes unless the file is a
 * complete backup that opens as a database with this site's tables.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  let bytes: Buffer;
  try {
    if (!statSync(file).isFile()) throw new BackupFileError('it is not a file');
    bytes = readFileSync(file);
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`it cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const { manifest, pgdata } = readBackupArchive(bytes);

  const stamp = new Date().toISOString().replace(/[:.]/g, '');
  const incoming = path.join(dataDir, `${DATABASE_FOLDER}.restoring-${stamp}`);
  try {
    await checkOpens(incoming, pgdata);
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupFileError(`it does not open as this site's database (${(err as Error).message})`);
  }

  const current = path.join(dataDir, DATABASE_FOLDER);
  let previous: string | null = null;
  if (existsSync(current)) {
    previous = path.join(dataDir, `${DATABASE_FOLDER}.before-restore-${stamp}`);
    renameSync(current, previous);
  }
  renameSync(incoming, current);
  return { manifest, previous };
}

async function checkOpens(folder: string, pgdata: Buffer): Promise<void> {
  const client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([new Uint8Array(pgdata)]) });
  try {
    await client.waitReady;
    await client.query('select count(*) from users');
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** For tests and messages: a file's size in a readable unit. */
export function humanSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
