/**
 * Back up the embedded database into a dated file:
 *   npm run backup                      → backups/agency-2026-11-23T073012Z.tar.gz
 *   npm run backup -- /mnt/usb          → /mnt/usb/agency-….tar.gz   (a folder, or a file name ending in .tar.gz)
 * While the server runs, the server makes the copy (through its control socket); while it is stopped, this command
 * opens the database itself. With DATABASE_URL (PostgreSQL) use pg_dump instead (docs/deploy.md).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { backupFileName, humanSize, requestBackupFromServer, writeBackupFile } from '../runtime/backup';
import { createBackupArchive } from '../runtime/backup-archive';
import { acquireDataDirLock, DataDirLockedError, describeOwner } from '../runtime/data-dir-lock';

async function run(): Promise<number> {
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump (see docs/deploy.md, "Backups").');
    return 1;
  }
  const target = process.argv[2] ?? 'backups';
  const file = path.resolve(target.endsWith('.tar.gz') ? target : path.join(target, backupFileName()));

  let archive: Buffer;
  let source: string;
  try {
    const lock = acquireDataDirLock(config.dataDir, 'npm run backup');
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, lock });
      try {
        archive = createBackupArchive(await handle.dumpDataDir!());
      } finally {
        await handle.close();
      }
    } finally {
      lock.release();
    }
    source = 'the stopped database';
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    if (!err.owner.controlSocket) {
      console.error(`The embedded database in ${config.dataDir} is in use by ${describeOwner(err.owner)}, which cannot make backups: stop it, then run this command again.`);
      return 1;
    }
    archive = await requestBackupFromServer(err.owner.controlSocket);
    source = `the running server (pid ${err.owner.pid})`;
  }
  writeBackupFile(file, archive);
  console.log(`Backup written: ${path.relative(process.cwd(), file) || file} (${humanSize(archive.length)}, from ${source}).`);
  console.log(`Restore it with the server stopped: npm run restore ${path.relative(process.cwd(), file) || file}`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
