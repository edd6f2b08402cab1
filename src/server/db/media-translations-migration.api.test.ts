/**
 * Migration 0028: media alt texts move from the alt_cs / alt_en columns of media to media_translations (one row per
 * image and language, decision 020), and 0029 indexes the media search again. A database holding images as the
 * previous schema wrote them keeps every alt text; a blank one becomes no row; the other columns are untouched. The
 * search-index files (0023, 0029) still run again on the migrated database, as docs/deploy.md tells operators to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsThrough, MIGRATIONS, type EmptyDatabase } from '../test/migration-steps';

const hash = (digit: string) => digit.repeat(64);

/** Runs a committed migration file again, statement by statement. */
async function runAgain(database: EmptyDatabase, file: string): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.query(statement);
}

describe('the migration of media alt texts to translation rows (0028, 0029)', () => {
  it('moves every alt text of images written by the previous schema, drops the old columns and indexes the search', async () => {
    const before = migrationsThrough('0027_analytics_day_values');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      // As the previous data module wrote them: both languages, Czech only, English only, none (the '' defaults).
      await database.query(`insert into media (hash, original_name, mime, width, height, size, alt_cs, alt_en, created_at) values
        ('${hash('1')}', 'kancelar.jpg', 'image/jpeg', 1600, 900, 245760, 'Naše kancelář', 'Our office', '2026-11-20T10:00:00Z'),
        ('${hash('2')}', 'tym.png', 'image/png', 800, 600, 10240, 'Tým na poradě', '', '2026-11-21T10:00:00Z'),
        ('${hash('3')}', 'logo.webp', 'image/webp', 400, 200, 2048, '', 'The agency''s logo', '2026-11-22T10:00:00Z')`);
      await database.query(`insert into media (hash, original_name, mime, width, height, size) values ('${hash('4')}', 'bez-popisu.gif', 'image/gif', 300, 200, 512)`);
      const columnsKept = 'id, hash, original_name, mime, width, height, size, created_at, created_by';
      const images = await database.query(`select ${columnsKept} from media order by id`);

      await database.migrate(MIGRATIONS);

      expect(await database.query(`select ${columnsKept} from media order by id`)).toEqual(images);
      const [both, czech, english, none] = images.map((image) => image.id as number);
      expect(await database.query('select media_id, language, alt from media_translations order by media_id, language')).toEqual([
        { media_id: both, language: 'cs', alt: 'Naše kancelář' },
        { media_id: both, language: 'en', alt: 'Our office' },
        { media_id: czech, language: 'cs', alt: 'Tým na poradě' },
        { media_id: english, language: 'en', alt: "The agency's logo" },
      ]);
      expect(none).toBeDefined();
      const columns = await database.query(`select column_name from information_schema.columns where table_name = 'media' order by column_name`);
      expect(columns.map((c) => c.column_name)).toEqual(['created_at', 'created_by', 'hash', 'height', 'id', 'mime', 'original_name', 'size', 'width']);

      // The search indexes: the name alone on media, the alt texts on their rows (the database has pg_trgm).
      const indexes = async () =>
        (await database.query(`select indexname, indexdef from pg_indexes where indexname in ('media_search_idx', 'media_translations_search_idx') order by indexname`)).map(
          (row) => `${String(row.indexname)}: ${String(row.indexdef).replace(/^.* USING gin /, '')}`,
        );
      const made = await indexes();
      expect(made).toEqual([
        "media_search_idx: (lower(COALESCE(original_name, ''::text)) gin_trgm_ops) WITH (fastupdate=off)",
        "media_translations_search_idx: (lower(COALESCE(alt, ''::text)) gin_trgm_ops) WITH (fastupdate=off)",
      ]);
      await runAgain(database, '0023_search_indexes.sql');
      await runAgain(database, '0029_media_search_indexes.sql');
      expect(await indexes()).toEqual(made);

      // The rows go with their image.
      await database.query(`delete from media where id = ${both}`);
      expect(await database.query(`select media_id from media_translations order by media_id`)).toEqual([{ media_id: czech }, { media_id: english }]);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
