/**
 * Migration 0015 (decision 021): each language's row of a post takes the post's one slug, so every address it had
 * (/blog/<slug>, /en/blog/<slug>) is its address in that language; slugs are then unique per language, and the
 * post's own slug is no longer unique on its own.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe('the migration of slugs to each language (0015)', () => {
  it("gives every translation row its post's slug, keeps the posts, and makes slugs unique per language", async () => {
    const before = migrationsBefore('0015_post_slugs_per_language');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      // As 0014's data module wrote them: a post in both languages, a Czech-only one, an English-only one, and one
      // written without languages (one Czech row, all_languages).
      const posts = await database.query(`insert into blog_posts (slug, published, all_languages) values
        ('v-obou-jazycich', true, false), ('jen-cesky', true, false), ('english-only', false, false), ('bez-jazyka', true, true)
        returning id, slug`);
      const id = (slug: string) => posts.find((p) => p.slug === slug)!.id as number;
      await database.query(`insert into blog_post_translations (post_id, language, title, content) values
        (${id('v-obou-jazycich')}, 'cs', 'V obou jazycích', '<p>a</p>'), (${id('v-obou-jazycich')}, 'en', 'In both languages', '<p>b</p>'),
        (${id('jen-cesky')}, 'cs', 'Jen česky', '<p>c</p>'), (${id('english-only')}, 'en', 'English only', '<p>d</p>'),
        (${id('bez-jazyka')}, 'cs', 'Bez jazyka', '<p>e</p>')`);
      const rowsBefore = await database.query('select id, slug, published, all_languages from blog_posts order by id');

      await database.migrate(MIGRATIONS);

      expect(await database.query('select id, slug, published, all_languages from blog_posts order by id')).toEqual(rowsBefore);
      expect(await database.query('select post_id, language, slug, title from blog_post_translations order by post_id, language')).toEqual([
        { post_id: id('v-obou-jazycich'), language: 'cs', slug: 'v-obou-jazycich', title: 'V obou jazycích' },
        { post_id: id('v-obou-jazycich'), language: 'en', slug: 'v-obou-jazycich', title: 'In both languages' },
        { post_id: id('jen-cesky'), language: 'cs', slug: 'jen-cesky', title: 'Jen česky' },
        { post_id: id('english-only'), language: 'en', slug: 'english-only', title: 'English only' },
        { post_id: id('bez-jazyka'), language: 'cs', slug: 'bez-jazyka', title: 'Bez jazyka' },
      ]);
      expect(await database.query('select count(*)::int as n from blog_post_slug_history')).toEqual([{ n: 0 }]);

      // Unique per language: a Czech row may take the English-only post's slug, a second Czech row may not.
      const [other] = await database.query(`insert into blog_posts (slug, title) values ('english-only', 'Jiný') returning id`);
      await database.query(`insert into blog_post_translations (post_id, language, title, content, slug) values (${other!.id}, 'cs', 'Jiný', '<p>f</p>', 'english-only')`);
      await expect(
        database.query(`insert into blog_post_translations (post_id, language, title, content, slug) values (${other!.id}, 'en', 'Other', '<p>g</p>', 'english-only')`),
      ).rejects.toThrow(/blog_post_translations_language_slug_unique/);

      // Old slugs go with their post.
      await database.query(`insert into blog_post_slug_history (language, slug, post_id) values ('cs', 'stary-slug', ${id('jen-cesky')})`);
      await database.query(`delete from blog_posts where id = ${id('jen-cesky')}`);
      expect(await database.query('select count(*)::int as n from blog_post_slug_history')).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
