/**
 * Bilingual drift (issue 35 point 5) over real HTTP: a save that changes a text in one language and not in the other
 * marks the other "needs updating"; saving that language's text or "still valid" clears it; the dashboard lists the
 * marks with their records; a record's marks go with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/data/accounts/users';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('drift-admin');
});
afterAll(() => server.close());

type Texts = { title: string; content: string; description?: string | null };
const post = (cs: Texts, en?: Texts) => ({ title: cs.title, content: cs.content, translations: { cs, ...(en ? { en } : {}) } });
const CS = { title: 'Jak vybrat web', content: '<p>Text</p>', description: 'Krátce' };
const EN = { title: 'How to choose a website', content: '<p>Text</p>', description: 'In short' };

async function newPost(en: Texts | null = EN): Promise<number> {
  const res = await admin.post('/api/admin/blog', post(CS, en ?? undefined));
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}
const marks = async (id: number) => ((await admin.get(`/api/admin/blog/${id}/translation-marks`)).body as { field: string; language: string; changedLanguage: string }[]).map((m) => `${m.language}.${m.field}←${m.changedLanguage}`);

describe('translation marks', () => {
  it('a change of the Czech title marks the English one; saving the English title clears it', async () => {
    const id = await newPost();
    expect(await marks(id)).toEqual([]);
    expect((await admin.put(`/api/admin/blog/${id}`, post({ ...CS, title: 'Jak vybrat e-shop' }, EN))).status).toBe(200);
    expect(await marks(id)).toEqual(['en.title←cs']);
    // Changed again: the English title stays behind, marked once (the mark is renewed, not doubled).
    expect((await admin.put(`/api/admin/blog/${id}`, post({ ...CS, title: 'Jak vybrat e-shop pro firmu' }, EN))).status).toBe(200);
    expect(await marks(id)).toEqual(['en.title←cs']);
    await admin.put(`/api/admin/blog/${id}`, post({ ...CS, title: 'Jak vybrat e-shop' }, EN));
    // A change of both languages' text: nothing behind; the English title is still behind.
    await admin.put(`/api/admin/blog/${id}`, post({ ...CS, title: 'Jak vybrat e-shop', content: '<p>Nový</p>' }, { ...EN, content: '<p>New</p>' }));
    expect(await marks(id)).toEqual(['en.title←cs']);
    await admin.put(`/api/admin/blog/${id}`, post({ ...CS, title: 'Jak vybrat e-shop', content: '<p>Nový</p>' }, { ...EN, title: 'How to choose a shop', content: '<p>New</p>' }));
    expect(await marks(id)).toEqual([]);
  });

  it('a language without the text is not behind; "still valid" clears a mark; the dashboard lists it with the record', async () => {
    const alone = await newPost(null);
    await admin.put(`/api/admin/blog/${alone}`, post({ ...CS, title: 'Jen česky' }));
    expect(await marks(alone)).toEqual([]);
    // A language removed leaves the other as it is.
    const both = await newPost();
    await admin.put(`/api/admin/blog/${both}`, post(CS));
    expect(await marks(both)).toEqual([]);

    const id = await newPost();
    await admin.put(`/api/admin/blog/${id}`, post(CS, { ...EN, description: 'Shorter' }));
    expect(await marks(id)).toEqual(['cs.description←en']);
    const behind = await admin.get('/api/admin/stats/translations-behind');
    expect(behind.status, behind.text).toBe(200);
    expect(behind.body.total).toBeGreaterThanOrEqual(1);
    expect(behind.body.marks[0]).toMatchObject({ entity: 'blog_post', entityId: id, title: 'Jak vybrat web', field: 'description', language: 'cs', changedLanguage: 'en', markedAt: expect.any(String) });

    expect((await admin.delete(`/api/admin/blog/${id}/translation-marks/cs/description`)).status).toBe(204);
    expect(await marks(id)).toEqual([]);
    expect((await admin.delete(`/api/admin/blog/${id}/translation-marks/cs/description`)).status).toBe(404);
  });

  it('portfolio items too; bad parameters are 400 naming them, unknown records 404, anonymous 401; marks go with the record', async () => {
    const item = (await admin.post('/api/admin/portfolio', { title: 'Logo', description: 'Nové logo', imageUrl: 'https://cdn.example.com/a.png', category: 'design', translations: { cs: { title: 'Logo', description: 'Nové logo', challenge: '', solution: '' }, en: { title: 'Logo', description: 'A new logo', challenge: '', solution: '' } } })).body;
    const changed = await admin.put(`/api/admin/portfolio/${item.id}`, { ...item, featured: undefined, translations: { ...item.translations, cs: { ...item.translations.cs, description: 'Nové logo a vizitky' } } });
    expect(changed.status, changed.text).toBe(200);
    const itemMarks = (await admin.get(`/api/admin/portfolio/${item.id}/translation-marks`)).body;
    expect(itemMarks).toMatchObject([{ field: 'description', language: 'en', changedLanguage: 'cs' }]);

    expect((await admin.delete(`/api/admin/portfolio/${item.id}/translation-marks/de/description`)).body.field).toBe('language');
    expect((await admin.delete(`/api/admin/portfolio/${item.id}/translation-marks/en/x-y`)).body.field).toBe('field');
    expect((await admin.get('/api/admin/portfolio/999999/translation-marks')).status).toBe(404);
    expect((await server.client().get(`/api/admin/portfolio/${item.id}/translation-marks`)).status).toBe(401);
    expect((await server.client().get('/api/admin/stats/translations-behind')).status).toBe(401);

    // An editor (the blog and portfolio areas' role) sees the dashboard's list.
    await createUser(server.db, { username: 'drift-editor', password: 'correct-horse', email: 'de@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'drift-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get('/api/admin/stats/translations-behind')).status).toBe(200);

    expect((await admin.delete(`/api/admin/portfolio/${item.id}`)).status).toBe(204);
    const left = (await admin.get('/api/admin/stats/translations-behind')).body.marks as { entity: string; entityId: number }[];
    expect(left.some((m) => m.entity === 'portfolio_item' && m.entityId === item.id)).toBe(false);
  });
});
