/**
 * Global setup of the api project (vitest.config.ts): one migrated template database per run, on the kind the tests
 * run on (testDatabaseKind), named to the workers in TEMPLATE_ENV. Every test database is then a copy of it —
 * PostgreSQL: `create database … template`; PGlite: an in-memory database loaded from the template's data folder —
 * instead of running every migration again (about 1 s per database on PostgreSQL, 1–2 s on PGlite).
 */
import path from 'node:path';
import { openDatabase } from '../db/database';
import { writeInitialImage } from '../db/initial-image';
import { createTemporaryPostgres, TEMPLATE_ENV, temporaryDataDir, testDatabaseKind } from './temporary-database';

export default async function setup(): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'postgres') {
    const template = await createTemporaryPostgres('agency_template');
    const handle = await openDatabase(template.location);
    // Nobody may stay connected to a template database while it is copied.
    await handle.close();
    process.env[TEMPLATE_ENV.postgres] = template.name;
    return async () => {
      delete process.env[TEMPLATE_ENV.postgres];
      await template.drop();
    };
  }
  // The same archive as the build's initial database (decision 036), written by the same function.
  const folder = temporaryDataDir('agency-pglite-template');
  const file = path.join(folder.dataDir, 'migrated.tar');
  await writeInitialImage(file);
  process.env[TEMPLATE_ENV.pglite] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    folder.remove();
  };
}
