/**
 * Migration 0012 (decision 020): posts written by the schema before it — title/content columns and a `translations`
 * jsonb — keep every text, slug and public address once their texts are rows per language.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_POSTS } from '@/shared/initial-content';
import type { BlogTranslations } from '@/shared/schemas/blog-post';
import { projectRoot } from '../project-root';
import { rawRequest } from '../test/raw-request';
import { sourcePages } from '../test/source-pages';
import { createTemporaryPostgres, startTestServer, testDatabaseKind, type TestClient, type TestServer } from '../test/test-server';
import type { DatabaseLocation } from './database';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { blogPostTranslations } from './schema';

const MIGRATIONS = path.join(projectRoot(), 'src/server/db/migrations');

/** A copy of the migrations up to and including 0011: the schema as it was before this migration. */
function migrationsThrough0011(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0012_blog_post_translations');
  expect(at).toBe(12);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database location of the kind under test, migrated to 0011, and a way to run SQL on it. */
async function databaseAt0011(): Promise<{ location: DatabaseLocation; run: (text: string, params?: unknown[]) => Promise<void>; done: () => Promise<void>; drop: () => Promise<void> }> {
  const folder = migrationsThrough0011();
  if (testDatabaseKind() === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-migration-'));
    const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    return {
      location: { kind: 'pglite', dataDir },
      run: async (text, params) => void (await client.query(text, params)),
      done: () => client.close(),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { location, drop } = await createTemporaryPostgres();
  if (location.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  const pool = new pg.Pool({ connectionString: location.url, max: 1 });
  await migratePg(drizzlePg(pool), { migrationsFolder: folder });
  return { location, run: async (text, params) => void (await pool.query(text, params)), done: () => pool.end(), drop };
}

const SEO = INITIAL_POSTS.cs[0]!;
const SEO_EN = INITIAL_POSTS.en.find((p) => p.slug === SEO.slug)!;
const extras = (p: typeof SEO) => ({ title: p.title, content: p.content, description: p.description, author: p.author, category: p.category, tags: p.tags });

/** Posts as the form and the seed wrote them before: the first language's texts as the post's own, every language in `translations`. */
const BEFORE: { slug: string; title: string; content: string; translations: BlogTranslations }[] = [
  {
    slug: 'jen-cesky',
    title: 'Jen česky',
    content: '<p>Český text</p>',
    translations: { cs: { title: 'Jen česky', content: '<p>Český text</p>', description: 'Česky' } },
  },
  {
    slug: 'english-only',
    title: 'English only',
    content: '<p>English text</p>',
    translations: { en: { title: 'English only', content: '<p>English text</p>', description: null } },
  },
  {
    slug: 'v-obou-jazycich',
    title: 'V obou jazycích',
    content: '<p>Obě verze</p>',
    translations: {
      cs: { title: 'V obou jazycích', content: '<p>Obě verze</p>', description: 'Obě' },
      en: { title: 'In both languages', content: '<p>Both versions</p>', description: 'Both' },
    },
  },
  // The initial content of decision 019: author, category and tags in each language.
  { slug: SEO.slug, title: SEO.title, content: SEO.content, translations: { cs: extras(SEO), en: extras(SEO_EN) } },
  // A post written through the API without languages: its own title and content in every language.
  { slug: 'bez-jazyka', title: 'Bez jazyka', content: '<p>Jeden text</p>', translations: {} },
];

let server: TestServer;
let staff: TestClient;
let drop: () => Promise<void>;
const ids = new Map<string, number>();
beforeAll(async () => {
  const database = await databaseAt0011();
  drop = database.drop;
  await database.run(`insert into users (username, password_hash, email, name) values ('writer', 'x', 'w@example.cz', 'Writer')`);
  for (const [i, post] of BEFORE.entries()) {
    await database.run(
      `insert into blog_posts (title, content, slug, translations, author_id, published, published_at)
       values ($1, $2, $3, $4::jsonb, 1, true, $5)`,
      [post.title, post.content, post.slug, JSON.stringify(post.translations), new Date(Date.UTC(2026, 0, 10 + i))],
    );
  }
  await database.done();
  server = await startTestServer({ location: database.location, pages: (db) => sourcePages(db) });
  staff = await server.signedInClient();
  for (const post of (await staff.get('/api/admin/blog?limit=100')).body as { id: number; slug: string }[]) ids.set(post.slug, post.id);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await drop?.();
});

describe('migration 0012: blog post texts as rows per language', () => {
  it('moves every language written, author, category and tags included; a post without languages keeps its one text', async () => {
    const rows = await server.db.select().from(blogPostTranslations).orderBy(asc(blogPostTranslations.postId), asc(blogPostTranslations.language));
    // Each row's slug is its post's (migration 0015, decision 021).
    for (const [slug, id] of ids) expect(rows.filter((r) => r.postId === id).every((r) => r.slug === slug), slug).toBe(true);
    const bySlug = (slug: string) => rows.filter((r) => r.postId === ids.get(slug)).map(({ postId: _id, slug: _slug, ...row }) => row);
    expect(bySlug('jen-cesky')).toEqual([
      { language: 'cs', title: 'Jen česky', content: '<p>Český text</p>', description: 'Česky', author: null, category: null, tags: null },
    ]);
    expect(bySlug('english-only')).toEqual([
      { language: 'en', title: 'English only', content: '<p>English text</p>', description: null, author: null, category: null, tags: null },
    ]);
    expect(bySlug('v-obou-jazycich').map((r) => [r.language, r.title, r.content, r.description])).toEqual([
      ['cs', 'V obou jazycích', '<p>Obě verze</p>', 'Obě'],
      ['en', 'In both languages', '<p>Both versions</p>', 'Both'],
    ]);
    expect(bySlug(SEO.slug)).toEqual([
      { language: 'cs', ...extras(SEO) },
      { language: 'en', ...extras(SEO_EN) },
    ]);
    expect(bySlug('bez-jazyka')).toEqual([
      { language: 'cs', title: 'Bez jazyka', content: '<p>Jeden text</p>', description: null, author: null, category: null, tags: null },
    ]);
  });

  it('the admin API answers every post as before: own title and content, translations, slug', async () => {
    expect(ids.size).toBe(BEFORE.length);
    for (const post of BEFORE) {
      const res = await staff.get(`/api/admin/blog/${ids.get(post.slug)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: post.slug, title: post.title, content: post.content, published: true });
      const withSlugs = Object.fromEntries(Object.entries(post.translations).map(([lang, t]) => [lang, { ...t, slug: post.slug }]));
      expect(res.body.translations, post.slug).toEqual(withSlugs);
    }
  });

  it('every public post address answers as before, in the languages the post is written in', async () => {
    const page = async (url: string) => {
      const res = await rawRequest(server.url, url, {});
      return { status: res.status, location: res.headers.location, html: res.body.toString('utf8') };
    };
    const shows = async (url: string, title: string) => {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.html, url).toContain(`<title>${title.replace(/&/g, '&amp;')} | Lipa Digital</title>`);
    };
    await shows('/blog/jen-cesky', 'Jen česky');
    expect(await page('/en/blog/jen-cesky')).toMatchObject({ status: 301, location: '/blog/jen-cesky' });
    await shows('/en/blog/english-only', 'English only');
    expect(await page('/blog/english-only')).toMatchObject({ status: 301, location: '/en/blog/english-only' });
    await shows('/blog/v-obou-jazycich', 'V obou jazycích');
    await shows('/en/blog/v-obou-jazycich', 'In both languages');
    await shows(`/blog/${SEO.slug}`, SEO.title);
    await shows(`/en/blog/${SEO.slug}`, SEO_EN.title);
    await shows('/blog/bez-jazyka', 'Bez jazyka');
    await shows('/en/blog/bez-jazyka', 'Bez jazyka');
    // The lists: each post on the blog of every language it is written in.
    const slugsOn = async (lang: string) => ((await server.client().get(`/api/blog?lang=${lang}`)).body as { slug: string }[]).map((p) => p.slug).sort();
    expect(await slugsOn('cs')).toEqual(['bez-jazyka', 'jen-cesky', SEO.slug, 'v-obou-jazycich'].sort());
    expect(await slugsOn('en')).toEqual(['bez-jazyka', 'english-only', SEO.slug, 'v-obou-jazycich'].sort());
  });
});
