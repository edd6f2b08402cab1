import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteTemplateImage, temporaryDataDir, testDatabaseKind } from '../test/temporary-database';
import { openDatabase } from './database';
import { initialImageAt } from './initial-image';
import { clients } from './schema';

const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

describe.skipIf(testDatabaseKind() !== 'pglite')('a new data folder started from the migrated image', () => {
  it('is what the folder holds (every migration, and a row the image had), and what is written there stays across a reopen without the image', async () => {
    const folder = temporaryDataDir('agency-initial-image');
    try {
      // An image with a row in it, so that the folder shows it was made from the image and not created empty.
      const source = await openDatabase({ kind: 'pglite', dataDir: null }, { pgliteImage: pgliteTemplateImage() });
      await source.db.insert(clients).values({ name: 'Z obrazu', email: 'obraz@example.cz' });
      const file = path.join(folder.dataDir, 'marked-image.tar');
      writeFileSync(file, await source.dumpDataDir!());
      await source.close();

      const first = await openDatabase({ kind: 'pglite', dataDir: folder.dataDir }, { pgliteImage: initialImageAt(file) });
      const [applied] = await first.db.select({ n: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
      expect(applied!.n).toBe(journal.entries.length);
      expect((await first.db.select().from(clients)).map((c) => c.name)).toEqual(['Z obrazu']);
      await first.db.insert(clients).values({ name: 'Po startu', email: 'po@example.cz' });
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: folder.dataDir });
      expect((await second.db.select().from(clients)).map((c) => c.name).sort()).toEqual(['Po startu', 'Z obrazu']);
      await second.close();
    } finally {
      folder.remove();
    }
  });

  it('a folder that holds a database ignores the image; without an image file a new folder is created empty and migrated', async () => {
    const folder = temporaryDataDir('agency-initial-image');
    try {
      const missing = initialImageAt(path.join(folder.dataDir, 'no-such-image.tar'));
      expect(missing()).toBeUndefined();
      const first = await openDatabase({ kind: 'pglite', dataDir: folder.dataDir }, { pgliteImage: missing });
      await first.db.insert(clients).values({ name: 'Bez obrazu', email: 'bez@example.cz' });
      await first.close();

      const again = await openDatabase({ kind: 'pglite', dataDir: folder.dataDir }, { pgliteImage: pgliteTemplateImage() });
      expect((await again.db.select().from(clients)).map((c) => c.name)).toEqual(['Bez obrazu']);
      await again.close();
    } finally {
      folder.remove();
    }
  });
});
