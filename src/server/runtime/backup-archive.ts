/**
 * The backup file of the embedded database: a gzip-compressed tar archive holding
 *   manifest.json — what it is (format, version), when it was made, the SHA-256 and size of the database copy;
 *   pgdata.tar    — the database folder as PGlite dumps it (PGlite's `dumpDataDir`).
 * gzip's own CRC catches a cut-off or altered file; the manifest's checksum catches a damaged database copy; the
 * format field tells our backups from any other .tar.gz.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

export const BACKUP_FORMAT = 'agency-embedded-database-backup';
export const BACKUP_VERSION = 1;
const DATA_ENTRY = 'pgdata.tar';
const MANIFEST_ENTRY = 'manifest.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite';
  data: { file: string; bytes: number; sha256: string };
}

/** A backup file that must not be restored; the message says why, for the person running the restore. */
export class BackupFileError extends Error {}

export function createBackupArchive(pgdataTar: Uint8Array, createdAt = new Date()): Buffer {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    database: 'pglite',
    data: { file: DATA_ENTRY, bytes: pgdataTar.byteLength, sha256: sha256(pgdataTar) },
  };
  const tar = Buffer.concat([
    tarEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'), createdAt),
    tarEntry(DATA_ENTRY, Buffer.from(pgdataTar.buffer, pgdataTar.byteOffset, pgdataTar.byteLength), createdAt),
    Buffer.alloc(1024), // end of archive
  ]);
  return gzipSync(tar);
}

/** Checks a backup file completely and returns its manifest and database copy, or throws BackupFileError. */
export function readBackupArchive(file: Buffer): { manifest: BackupManifest; pgdata: Buffer } {
  if (file.length < 2 || file[0] !== 0x1f || file[1] !== 0x8b) {
    throw new BackupFileError('it is not a backup of this site (not a gzip-compressed archive)');
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupFileError(
      code === 'Z_BUF_ERROR'
        ? 'the file is incomplete (it ends early: cut off while copying or writing?)'
        : `the file is damaged (${(err as Error).message})`,
    );
  }
  const entries = readTar(tar);
  const manifestBytes = entries.get(MANIFEST_ENTRY);
  let manifest: BackupManifest | undefined;
  try {
    manifest = manifestBytes ? (JSON.parse(manifestBytes.toString('utf8')) as BackupManifest) : undefined;
  } catch {
    manifest = undefined;
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT) {
    throw new BackupFileError('it is not a backup of this site (no backup manifest in the archive)');
  }
  if (typeof manifest.version !== 'number' || manifest.version > BACKUP_VERSION) {
    throw new BackupFileError(`it was made by a newer version of the site (backup format ${String(manifest.version)}); update first`);
  }
  const pgdata = entries.get(manifest.data?.file ?? DATA_ENTRY);
  if (!pgdata) throw new BackupFileError('the database copy is missing from the archive');
  if (pgdata.length !== manifest.data.bytes || sha256(pgdata) !== manifest.data.sha256) {
    throw new BackupFileError('the database copy does not match its checksum (the file is damaged)');
  }
  return { manifest, pgdata };
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

// ── A minimal ustar writer and reader: regular files only, which is all a backup holds. ──

function tarEntry(name: string, data: Buffer, mtime: Date): Buffer {
  const header = Buffer.alloc(512);
  const put = (offset: number, length: number, value: string) => header.write(value, offset, length, 'ascii');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  put(0, 100, name);
  put(100, 8, octal(0o644, 8));
  put(108, 8, octal(0, 8));
  put(116, 8, octal(0, 8));
  put(124, 12, octal(data.length, 12));
  put(136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  put(148, 8, '        ');
  put(156, 1, '0');
  put(257, 6, 'ustar\0');
  put(263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  put(148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header, data, padding]);
}

function readTar(tar: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) => header.toString('ascii', start, start + length).replace(/\0.*$/s, '').trim();
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (parseInt(field(148, 8), 8) !== sum) throw new BackupFileError('it is not a backup of this site (not a tar archive inside)');
    const size = parseInt(field(124, 12), 8);
    const start = offset + 512;
    if (!Number.isFinite(size) || start + size > tar.length) throw new BackupFileError('the file is incomplete (the archive ends early)');
    entries.set(field(0, 100), tar.subarray(start, start + size));
    offset = start + Math.ceil(size / 512) * 512;
  }
  return entries;
}
