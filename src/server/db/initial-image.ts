/**
 * The migrated embedded database the build ships (decision 036): `npm run build` runs cli/initial-database.js, which
 * writes a new in-memory database with every migration applied as a data-folder archive next to the server bundle;
 * the server starts a data folder that holds no database yet from it instead of creating an empty one and migrating it
 * (PGlite's initdb alone is about 3 s of CPU). Run from src/ (npm run dev) there is no such file, and nothing changes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from './database';

export const INITIAL_IMAGE_FILE = 'initial-database.tar';

/** Writes the migrated image to `file`; returns its size in bytes. */
export async function writeInitialImage(file: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const image = await handle.dumpDataDir!();
    writeFileSync(file, image);
    return image.length;
  } finally {
    await handle.close();
  }
}

/** The image at `file` when there is one, read only when a data folder needs it (openDatabase's pgliteImage). */
export function initialImageAt(file: string): () => Blob | undefined {
  return () => (existsSync(file) ? new Blob([readFileSync(file)]) : undefined);
}
