/**
 * Revisions of blog posts and portfolio items (issue 35 point 4) over real HTTP: every save keeps one (who, when), a
 * save that changes nothing staff edit keeps none, any revision can be read and restored (the restore is a new
 * revision and a "restore" in the activity log), the oldest beyond REVISIONS_KEPT go, and a record's go with it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { REVISION_MESSAGES, REVISIONS_KEPT, revisionChanges, type BlogRevisionContent } from '@/shared/revisions';
import { COMMAND_LINE_ACTOR } from '@/server/audit/audit-log';
import { recordRevision, revisionList } from '@/server/data/revisions';
import { auditLog, contentRevisions } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('revision-admin');
});
afterAll(() => server.close());

const texts = (title: string, content: string) => ({ cs: { title, content: `<p>${content}</p>`, description: null }, en: { title: `${title} (en)`, content: `<p>${content} (en)</p>`, description: null } });

async function newPost(): Promise<number> {
  const res = await admin.post('/api/admin/blog', { title: 'První', content: '<p>Text jedna</p>', translations: texts('První', 'Text jedna') });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const save = (id: number, title: string, content: string) => admin.put(`/api/admin/blog/${id}`, { title, content: `<p>${content}</p>`, translations: texts(title, content) });

describe('blog post revisions', () => {
  it('every save keeps one, newest first, with who and when; publishing keeps none', async () => {
    const id = await newPost();
    expect((await save(id, 'Druhý', 'Text dva')).status).toBe(200);
    expect((await admin.patch(`/api/admin/blog/${id}/publish`, { published: true })).status).toBe(200);
    expect((await save(id, 'Druhý', 'Text dva')).status).toBe(200); // the same texts: no revision
    expect((await save(id, 'Třetí', 'Text tři')).status).toBe(200);

    const list = await admin.get(`/api/admin/blog/${id}/revisions`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(list.body[0]).toMatchObject({ createdBy: 'Admin revision-admin', restoredFrom: null, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const first = await admin.get(`/api/admin/blog/${id}/revisions/1`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.content.translations.cs).toMatchObject({ title: 'První', content: '<p>Text jedna</p>', slug: 'prvni' });
    // The comparison a screen shows: field by field, language by language.
    const third = (await admin.get(`/api/admin/blog/${id}/revisions/3`)).body.content as BlogRevisionContent;
    // (An unpublished post's address follows its title.)
    expect(revisionChanges(first.body.content, third).map((c) => [c.language, c.field, c.before, c.after])).toEqual([
      ['cs', 'title', 'První', 'Třetí'],
      ['cs', 'slug', 'prvni', 'treti'],
      ['cs', 'content', '<p>Text jedna</p>', '<p>Text tři</p>'],
      ['en', 'title', 'První (en)', 'Třetí (en)'],
      ['en', 'slug', 'prvni-en', 'treti-en'],
      ['en', 'content', '<p>Text jedna (en)</p>', '<p>Text tři (en)</p>'],
    ]);
  });

  it('restores a revision as a new one: the texts are back, the publication is kept, the activity log says "restore"', async () => {
    const id = await newPost();
    await admin.patch(`/api/admin/blog/${id}/publish`, { published: true });
    await save(id, 'Změněný', 'Jiný text');
    const restored = await admin.post(`/api/admin/blog/${id}/revisions/1/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ title: 'První', published: true });
    expect(restored.body.translations.en).toMatchObject({ title: 'První (en)', content: '<p>Text jedna (en)</p>' });
    const list = (await admin.get(`/api/admin/blog/${id}/revisions`)).body;
    expect(list[0]).toMatchObject({ number: 3, restoredFrom: 1, createdBy: 'Admin revision-admin' });
    const [entry] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'blog_post'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'restore')));
    expect(entry?.changes).toMatchObject({ title: { from: 'Změněný', to: 'První' } });
    // The public blog shows the restored text.
    const published = (await server.client().get('/api/blog?lang=cs')).body as { slug: string; title: string }[];
    expect(published.find((p) => p.slug === restored.body.translations.cs.slug)).toMatchObject({ title: 'První' });
  });

  it('a post saved before revisions were kept: its first save keeps what it was as revision 1, by nobody', async () => {
    const id = await newPost();
    await server.db.delete(contentRevisions).where(and(eq(contentRevisions.entity, 'blog_post'), eq(contentRevisions.entityId, id)));
    await save(id, 'Nový', 'Nový text');
    const list = (await admin.get(`/api/admin/blog/${id}/revisions`)).body;
    expect(list.map((r: { number: number; createdBy: string | null }) => [r.number, r.createdBy])).toEqual([
      [2, 'Admin revision-admin'],
      [1, null],
    ]);
    expect((await admin.get(`/api/admin/blog/${id}/revisions/1`)).body.content.translations.cs.title).toBe('První');
  });

  it('answers 404 for an unknown post or revision, 400 naming a bad number, 401 anonymous; a deleted post\'s revisions go', async () => {
    const id = await newPost();
    expect((await admin.get('/api/admin/blog/999999/revisions')).status).toBe(404);
    expect((await admin.post('/api/admin/blog/999999/revisions/1/restore')).status).toBe(404);
    const missing = await admin.get(`/api/admin/blog/${id}/revisions/7`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(REVISION_MESSAGES.notFound);
    expect((await admin.post(`/api/admin/blog/${id}/revisions/7/restore`)).status).toBe(404);
    expectFieldError(await admin.get(`/api/admin/blog/${id}/revisions/x`), 'number', FIELD_MESSAGES.idInvalid);
    expectFieldError(await admin.post(`/api/admin/blog/${id}/revisions/0/restore`), 'number', FIELD_MESSAGES.idInvalid);
    expect((await server.client().get(`/api/admin/blog/${id}/revisions`)).status).toBe(401);
    expect((await server.client().post(`/api/admin/blog/${id}/revisions/1/restore`)).status).toBe(401);

    expect((await admin.delete(`/api/admin/blog/${id}`)).status).toBe(204);
    expect(await revisionList(server.db, 'blog_post', id)).toEqual([]);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of a record`, async () => {
    const id = await newPost();
    await server.db.transaction(async (tx) => {
      for (let n = 2; n <= REVISIONS_KEPT + 5; n++) {
        const content: BlogRevisionContent = { imageUrl: null, translations: { cs: { title: `Verze ${n}`, slug: 'prvni', content: '<p>x</p>', description: null } } };
        await recordRevision(tx, { entity: 'blog_post', entityId: id, before: null, after: content, actor: COMMAND_LINE_ACTOR });
      }
    });
    const numbers = (await revisionList(server.db, 'blog_post', id)).map((r) => r.number);
    expect(numbers).toHaveLength(REVISIONS_KEPT);
    expect([numbers.at(0), numbers.at(-1)]).toEqual([REVISIONS_KEPT + 5, 6]);
  });
});

describe('portfolio item revisions', () => {
  it('saves keep revisions, the home-page flag does not; a restore brings the fields and texts back', async () => {
    const created = await admin.post('/api/admin/portfolio', { title: 'Logo', description: 'Nové logo', imageUrl: 'https://cdn.example.com/a.png', category: 'design' });
    expect(created.status, created.text).toBe(201);
    const item = created.body;
    expect((await admin.patch(`/api/admin/portfolio/${item.id}/featured`, { featured: true })).status).toBe(200);
    const changed = await admin.put(`/api/admin/portfolio/${item.id}`, {
      ...item,
      featured: undefined,
      category: 'web',
      translations: { ...item.translations, cs: { ...item.translations.cs, title: 'Web' } },
    });
    expect(changed.status, changed.text).toBe(200);
    const list = (await admin.get(`/api/admin/portfolio/${item.id}/revisions`)).body;
    expect(list.map((r: { number: number }) => r.number)).toEqual([2, 1]);

    const restored = await admin.post(`/api/admin/portfolio/${item.id}/revisions/1/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Logo', category: 'design', featured: true });
    expect((await admin.get(`/api/admin/portfolio/${item.id}/revisions`)).body[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect((await admin.get('/api/admin/portfolio/999999/revisions')).status).toBe(404);
  });
});
