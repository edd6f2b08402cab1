/**
 * Part of `npm run build`: writes the migrated embedded database the server starts a new data folder from
 * (db/initial-image.ts) next to the server bundle — dist/server/initial-database.tar.
 */
import { fileURLToPath } from 'node:url';
import { INITIAL_IMAGE_FILE, writeInitialImage } from '../db/initial-image';

const file = fileURLToPath(new URL(`../${INITIAL_IMAGE_FILE}`, import.meta.url));
writeInitialImage(file).then(
  (bytes) => {
    console.log(`initial database (every migration applied): ${file}, ${(bytes / 1e6).toFixed(1)} MB`);
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
