/**
 * Migration 0043: a post keeps its own title on its row (its first language's row's title, Czech first), as it keeps
 * its own slug; the posts written by 0042's data module get theirs from their rows.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe("the post's own title on its row (0043)", () => {
  it('fills it from the Czech row, else the English one, and keeps the rest of the post', async () => {
    const before = migrationsBefore('0043_blog_post_own_title');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      // As 0042's data module wrote them: a post in both languages, an English-only one, one written without languages.
      const posts = await database.query(`insert into blog_posts (slug, published, all_languages) values
        ('v-obou-jazycich', true, false), ('english-only', false, false), ('bez-jazyka', true, true) returning id, slug`);
      const id = (slug: string) => posts.find((p) => p.slug === slug)!.id as number;
      await database.query(`insert into blog_post_translations (post_id, language, title, slug, content) values
        (${id('v-obou-jazycich')}, 'cs', 'V obou jazycích', 'v-obou-jazycich', '<p>a</p>'),
        (${id('v-obou-jazycich')}, 'en', 'In both languages', 'in-both-languages', '<p>b</p>'),
        (${id('english-only')}, 'en', 'English only', 'english-only', '<p>c</p>'),
        (${id('bez-jazyka')}, 'cs', 'Bez jazyka', 'bez-jazyka', '<p>d</p>')`);
      const rowsBefore = await database.query('select id, slug, published, all_languages from blog_posts order by id');

      await database.migrate(MIGRATIONS);

      expect(await database.query('select id, slug, published, all_languages from blog_posts order by id')).toEqual(rowsBefore);
      expect(await database.query('select slug, title from blog_posts order by id')).toEqual([
        { slug: 'v-obou-jazycich', title: 'V obou jazycích' },
        { slug: 'english-only', title: 'English only' },
        { slug: 'bez-jazyka', title: 'Bez jazyka' },
      ]);
      await expect(database.query(`insert into blog_posts (slug) values ('bez-titulku')`)).rejects.toThrow(/title/);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
