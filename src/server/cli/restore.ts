/**
 * Restore the embedded database from a backup made by `npm run backup`, with the server stopped:
 *   npm run restore backups/agency-2026-11-23T073012Z.tar.gz
 * The file is checked first (complete, a backup of this site, checksum, opens as a database); a file that fails any
 * check changes nothing. The database that was in DATA_DIR is kept beside it (pglite.before-restore-…).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../runtime/backup';
import { BackupFileError } from '../runtime/backup-archive';
import { lockDataDirOrExit } from './embedded-lock';

async function run(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore <backup file>   (with the server stopped)');
    return 2;
  }
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: the database is PostgreSQL. Restore it with pg_restore (see docs/deploy.md, "Backups").');
    return 1;
  }
  const lock = lockDataDirOrExit(config.dataDir, 'npm run restore');
  try {
    const { manifest, previous } = await restoreBackup(path.resolve(file), config.dataDir);
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
    if (previous) console.log(`The database that was there is kept in ${previous} (delete it once the site works).`);
    return 0;
  } catch (err) {
    if (!(err instanceof BackupFileError)) throw err;
    console.error(`Not restored: ${file}: ${err.message}. Nothing was changed.`);
    return 1;
  } finally {
    lock.release();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
