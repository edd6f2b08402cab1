/** The command-line tools and the embedded database: they open it only while no server (or other tool) holds it. */
import { acquireDataDirLock, DataDirLockedError, describeOwner, type DataDirLock } from '../runtime/data-dir-lock';

/** Takes the data folder's lock, or prints who holds it and exits with code 1 without touching anything. */
export function lockDataDirOrExit(dataDir: string, command: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir, command);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(
      `The embedded database in ${dataDir} is in use by ${describeOwner(err.owner)}: stop the server first (pid ${err.owner.pid}), then run this command again.`,
    );
    process.exit(1);
  }
}
