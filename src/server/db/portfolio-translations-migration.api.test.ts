/**
 * Migration 0013: portfolio items' texts move from columns of portfolio_items to portfolio_item_translations (one row
 * per item and language). A database holding items as the previous schema wrote them loses nothing: every Czech text,
 * every English one, the story; an item with no English text gets no English row; a blank English title stays blank
 * (the English site shows the Czech one, as before).
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsThrough, MIGRATIONS } from '../test/migration-steps';

describe('the migration of portfolio texts to translation rows (0013)', () => {
  it('moves every text of items written by the previous schema, and drops the old columns', async () => {
    const before = migrationsThrough('0011_audit_entity_label');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      // As 0011's data module wrote them: a full item; one with only the Czech texts (the other columns' '' defaults);
      // one with an English description but a blank English title, and a Czech story only.
      await database.query(`insert into portfolio_items
        (title, description, image_url, category, link, featured, title_en, description_en, challenge_cs, challenge_en,
         solution_cs, solution_en, services, position, created_at) values
        ('Pekárna', 'Web pekárny', '/images/a.svg', 'web', 'https://pekarna.example', true, 'Bakery', 'A bakery site',
         'Výzva', 'Challenge', 'Řešení', 'Solution', '["web","design"]', 1, '2026-11-01T10:00:00Z')`);
      await database.query(`insert into portfolio_items (title, description, image_url, category, position)
        values ('Salon', 'Logo salonu', '/images/b.svg', 'design', 2)`);
      await database.query(`insert into portfolio_items (title, description, image_url, category, description_en, challenge_cs, position)
        values ('Vinotéka', 'E-shop s vínem', '/images/c.svg', 'marketing', 'A wine shop', 'Jen česky', 3)`);
      const items = await database.query('select id, image_url, category, link, featured, services, position, created_at from portfolio_items order by id');

      await database.migrate(MIGRATIONS);

      expect(await database.query('select id, image_url, category, link, featured, services, position, created_at from portfolio_items order by id')).toEqual(items);
      const [full, plain, blankTitle] = items.map((item) => item.id);
      expect(await database.query('select item_id, language, title, description, challenge, solution from portfolio_item_translations order by item_id, language')).toEqual([
        { item_id: full, language: 'cs', title: 'Pekárna', description: 'Web pekárny', challenge: 'Výzva', solution: 'Řešení' },
        { item_id: full, language: 'en', title: 'Bakery', description: 'A bakery site', challenge: 'Challenge', solution: 'Solution' },
        { item_id: plain, language: 'cs', title: 'Salon', description: 'Logo salonu', challenge: '', solution: '' },
        { item_id: blankTitle, language: 'cs', title: 'Vinotéka', description: 'E-shop s vínem', challenge: 'Jen česky', solution: '' },
        { item_id: blankTitle, language: 'en', title: '', description: 'A wine shop', challenge: '', solution: '' },
      ]);
      const columns = await database.query(`select column_name from information_schema.columns where table_name = 'portfolio_items' order by column_name`);
      expect(columns.map((c) => c.column_name)).toEqual(['category', 'created_at', 'featured', 'id', 'image_url', 'link', 'position', 'project_id', 'services']);
      // The rows go with their item.
      await database.query(`delete from portfolio_items where id = ${full}`);
      expect((await database.query(`select count(*)::int as n from portfolio_item_translations where item_id = ${full}`))[0]!.n).toBe(0);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
