/**
 * The public site's texts (issue 35 point 2): /api/admin/site-texts (admins and editors; validated, audited, kept as
 * revisions with translation marks), what a publication reaches (the cached pages in both languages, the page's social
 * image) and the editor's preview (POST <page path>?preview: the real page with the editor's texts, for staff only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, SITE_TEXT_MESSAGES } from '@/shared/schemas/messages';
import { REVISION_MESSAGES } from '@/shared/revisions';
import { officeDay } from '@/shared/dates';
import { defaultSiteText, SITE_PAGE_KEYS, sitePageTexts, siteTextKeys, type SitePageTexts } from '@/shared/site-texts/site-pages';
import { createUser } from '@/server/data/accounts/users';
import { rawRequest } from '@/server/test/raw-request';
import { sourcePages } from '@/server/test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

const ORIGIN = 'https://www.lipa.example';
let server: TestServer;
let admin: TestClient;
let editor: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: ORIGIN }) });
  admin = await server.signedInClient('texts-admin');
  await createUser(server.db, { username: 'texts-editor', password: 'correct-horse', email: 'te@example.cz', name: 'Eva Editorová', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'texts-editor', password: 'correct-horse' })).status).toBe(200);
});
afterAll(() => server?.close());

const NO_OVERRIDES = { cs: {}, en: {} };
/** The home page's texts as its editor opens them before anything is published. */
const homeTexts = (): SitePageTexts => sitePageTexts('home', NO_OVERRIDES);
const HERO_CS = 'Weby, které v Olomouci prodávají';

async function pageHtml(path: string): Promise<string> {
  const res = await rawRequest(server.url, path, { 'accept-encoding': 'identity' });
  expect(res.status).toBe(200);
  return res.body.toString('utf8');
}

describe('site texts', () => {
  it('is for admins and editors: 401 anonymous; an unknown page is 404; every page is listed, none changed yet', async () => {
    expect((await server.client().get('/api/admin/site-texts')).status).toBe(401);
    expect((await server.client().put('/api/admin/site-texts/home', { translations: homeTexts(), imageUrl: null })).status).toBe(401);
    expect((await editor.get('/api/admin/site-texts/nowhere')).status).toBe(404);
    const pages = await editor.get('/api/admin/site-texts');
    expect(pages.status, pages.text).toBe(200);
    expect(pages.body.map((p: { page: string }) => p.page)).toEqual(SITE_PAGE_KEYS);
    expect(pages.body[0]).toEqual({ page: 'home', overridden: { cs: 0, en: 0 }, behind: 0, updatedAt: null, updatedBy: null });
    expect((await editor.get('/api/admin/site-texts/home')).body).toEqual({ page: 'home', overrides: NO_OVERRIDES, imageUrl: null, updatedAt: null, updatedBy: null });
    expect((await editor.get('/api/admin/site-texts/home/revisions')).body).toEqual([]);
  });

  it('answers 400 naming the text, and stores nothing of a refused publication', async () => {
    const put = (translations: unknown, imageUrl: unknown = null) => editor.put('/api/admin/site-texts/pricing', { translations, imageUrl });
    const texts = sitePageTexts('pricing', NO_OVERRIDES);
    expectFieldError(await put({ ...texts, cs: { ...texts.cs, 'home.hero.title': 'Jinde' } }), 'translations.cs.home.hero.title', SITE_TEXT_MESSAGES.unknownText);
    // The card link's context names the plan: a text that drops {{plan}} or adds another placeholder is refused.
    expectFieldError(await put({ ...texts, en: { ...texts.en, 'pricing.selectPlanContext': '(card payment)' } }), 'translations.en.pricing.selectPlanContext', SITE_TEXT_MESSAGES.placeholders);
    expectFieldError(await put({ ...texts, cs: { ...texts.cs, 'pricing.selectPlanContext': '{{plan}} {{price}}' } }), 'translations.cs.pricing.selectPlanContext', SITE_TEXT_MESSAGES.placeholders);
    expectFieldError(await put({ ...texts, cs: { ...texts.cs, 'pricing.heading': 'x'.repeat(2001) } }), 'translations.cs.pricing.heading', 'This text is too long');
    expectFieldError(await put({ ...texts, cs: { ...texts.cs, 'pricing.heading': 42 } }), 'translations.cs.pricing.heading', 'Must be text');
    expectFieldError(await put(texts, 'javascript:alert(1)'), 'imageUrl', FIELD_MESSAGES.imageUrlInvalid);
    expect((await editor.put('/api/admin/site-texts/pricing', 'not json')).status).toBe(400);
    expect((await editor.get('/api/admin/site-texts/pricing')).body.updatedAt).toBeNull();
  });

  it('a publication reaches the cached pages in its language only; the other language is marked behind; texts are escaped', async () => {
    // The pages as cached before.
    expect(await pageHtml('/')).toContain(defaultSiteText('cs', 'home.hero.title'));
    const texts = homeTexts();
    const res = await editor.put('/api/admin/site-texts/home', {
      translations: { cs: { ...texts.cs, 'home.hero.title': HERO_CS, 'home.stats.title': '<script>alert(1)</script>' }, en: texts.en },
      imageUrl: '/media/abc-1200.webp',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      page: 'home',
      overrides: { cs: { 'home.hero.title': HERO_CS, 'home.stats.title': '<script>alert(1)</script>' }, en: {} },
      imageUrl: '/media/abc-1200.webp',
      updatedAt: expect.any(String),
      updatedBy: 'Eva Editorová',
    });
    const home = await pageHtml('/');
    expect(home).toContain(HERO_CS);
    expect(home).not.toContain('<script>alert(1)</script>');
    expect(home).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(home).toContain(`<meta property="og:image" content="${ORIGIN}/media/abc-1200.webp" />`);
    const english = await pageHtml('/en');
    expect(english).toContain(defaultSiteText('en', 'home.hero.title'));
    expect(english).not.toContain(HERO_CS);
    // Another page keeps the site's card.
    expect(await pageHtml('/about')).toContain(`<meta property="og:image" content="${ORIGIN}/social-card.png" />`);
    // The sitemap dates the home page by its texts (the day in Prague); a page whose texts never changed has no date.
    const sitemap = (await rawRequest(server.url, '/sitemap.xml', { 'accept-encoding': 'identity' })).body.toString('utf8');
    const entryOf = (loc: string) => sitemap.split('<url>').find((entry) => entry.includes(`<loc>${ORIGIN}${loc}</loc>`));
    expect(entryOf('/')).toContain(`<lastmod>${officeDay()}</lastmod>`);
    expect(entryOf('/en')).toContain(`<lastmod>${officeDay()}</lastmod>`);
    expect(entryOf('/about')).not.toContain('<lastmod>');

    const marks = await editor.get('/api/admin/site-texts/home/translation-marks');
    expect(marks.body).toEqual([
      { field: 'home.hero.title', language: 'en', changedLanguage: 'cs', markedAt: expect.any(String) },
      { field: 'home.stats.title', language: 'en', changedLanguage: 'cs', markedAt: expect.any(String) },
    ]);
    const behind = await editor.get('/api/admin/stats/translations-behind');
    expect(behind.body.marks).toContainEqual(expect.objectContaining({ entity: 'site_page', field: 'home.hero.title', language: 'en', title: 'home' }));
    expect((await editor.get('/api/admin/site-texts')).body[0]).toMatchObject({ page: 'home', overridden: { cs: 2, en: 0 }, behind: 2 });
    // "Still valid" clears one mark; the English text saved clears the other.
    expect((await editor.delete('/api/admin/site-texts/home/translation-marks/en/home.stats.title')).status).toBe(204);
    expect((await editor.delete('/api/admin/site-texts/home/translation-marks/en/home.stats.title')).status).toBe(404);
    expect((await editor.delete('/api/admin/site-texts/home/translation-marks/de/home.stats.title')).status).toBe(400);
  });

  it('keeps every publication as a revision: compared, restored (a new revision, audited as a restore)', async () => {
    const texts = homeTexts();
    const second = await admin.put('/api/admin/site-texts/home', {
      translations: { cs: { ...texts.cs, 'home.hero.title': HERO_CS }, en: { ...texts.en, 'home.hero.title': 'Websites that sell' } },
      imageUrl: null,
    });
    expect(second.status, second.text).toBe(200);
    // The English headline caught up (its mark cleared); the Czech stats heading went back to the code's, so the
    // English one is behind on it again.
    expect((await admin.get('/api/admin/site-texts/home/translation-marks')).body).toEqual([
      { field: 'home.stats.title', language: 'en', changedLanguage: 'cs', markedAt: expect.any(String) },
    ]);
    const list = (await admin.get('/api/admin/site-texts/home/revisions')).body;
    // 1: the code's texts as they stood before the first publication; 2: the editor's; 3: the admin's.
    expect(list.map((r: { number: number; createdBy: string | null }) => [r.number, r.createdBy])).toEqual([
      [3, `Admin texts-admin`],
      [2, 'Eva Editorová'],
      [1, null],
    ]);
    const first = (await admin.get('/api/admin/site-texts/home/revisions/1')).body;
    expect(first.content).toEqual({ imageUrl: null, translations: homeTexts() });
    expect((await admin.get('/api/admin/site-texts/home/revisions/99')).status).toBe(404);

    const restored = await admin.post('/api/admin/site-texts/home/revisions/1/restore');
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.overrides).toEqual(NO_OVERRIDES);
    expect((await admin.get('/api/admin/site-texts/home/revisions')).body[0]).toMatchObject({ number: 4, restoredFrom: 1 });
    expect(await pageHtml('/')).toContain(defaultSiteText('cs', 'home.hero.title'));
    const [entry] = (await admin.get('/api/admin/activity?entity=site_text&entityId=home&limit=1')).body;
    expect(entry).toMatchObject({ action: 'restore', entity: 'site_text', entityId: 'home' });
    expect(entry.changes['cs.home.hero.title']).toEqual({ from: HERO_CS, to: defaultSiteText('cs', 'home.hero.title') });
    expect(entry.changes['en.home.hero.title']).toEqual({ from: 'Websites that sell', to: defaultSiteText('en', 'home.hero.title') });
  });

  it('a blank text, or one equal to the code\'s, is no override; a publication that changes nothing keeps no revision', async () => {
    const texts = sitePageTexts('about', NO_OVERRIDES);
    const res = await admin.put('/api/admin/site-texts/about', { translations: { cs: { ...texts.cs, 'about.title': '  ' }, en: texts.en }, imageUrl: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body.overrides).toEqual(NO_OVERRIDES);
    expect((await admin.get('/api/admin/site-texts/about/revisions')).body).toHaveLength(1);
    await admin.put('/api/admin/site-texts/about', { translations: texts, imageUrl: null });
    expect((await admin.get('/api/admin/site-texts/about/revisions')).body).toHaveLength(1);
    // A page of the layout has no image of its own: one sent is not kept.
    const layout = await admin.put('/api/admin/site-texts/layout', { translations: sitePageTexts('layout', NO_OVERRIDES), imageUrl: '/media/x-600.webp' });
    expect(layout.body.imageUrl).toBeNull();
    expect(siteTextKeys('layout')).toContain('footer.tagline');
  });

  it('a revision that no longer passes the rules is not restored: 400 on number', async () => {
    // A revision written by an older build whose placeholder the code no longer has.
    const texts = sitePageTexts('pricing', NO_OVERRIDES);
    const published = await admin.put('/api/admin/site-texts/pricing', { translations: { cs: { ...texts.cs, 'pricing.heading': 'Ceny' }, en: texts.en }, imageUrl: null });
    expect(published.status, published.text).toBe(200);
    const { contentRevisions } = await import('@/server/db/schema');
    const { sql } = await import('drizzle-orm');
    await server.db
      .update(contentRevisions)
      .set({ content: sql`jsonb_set(content, '{translations,cs,pricing.selectPlanContext}', '"bez názvu tarifu"')` })
      .where(sql`entity = 'site_page' and number = 1`);
    expectFieldError(await admin.post('/api/admin/site-texts/pricing/revisions/1/restore'), 'number', REVISION_MESSAGES.cannotRestore);
  });
});

describe('the site-text preview', () => {
  const draft = () => {
    const texts = homeTexts();
    return { page: 'home', translations: { cs: { ...texts.cs, 'home.hero.title': 'Náhled nadpisu' }, en: { ...texts.en, 'home.hero.title': 'Preview headline' } }, imageUrl: null };
  };

  it('shows staff the real page with the editor\'s texts, in the language of its address; never cached, never public', async () => {
    const cs = await editor.post('/?preview', draft());
    expect(cs.status, cs.text).toBe(200);
    expect(cs.headers.get('cache-control')).toBe('private, no-store');
    expect(cs.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(cs.text).toContain('Náhled nadpisu');
    expect(cs.text).toContain(defaultSiteText('cs', 'home.services.title'));
    const en = await editor.post('/en?preview', draft());
    expect(en.text).toContain('Preview headline');
    // The footer (the layout page's texts) shows on every page's preview too.
    const layout = sitePageTexts('layout', NO_OVERRIDES);
    const footer = await editor.post('/pricing?preview', { page: 'layout', translations: { cs: { ...layout.cs, 'footer.rights': 'Žádná práva.' }, en: layout.en }, imageUrl: null });
    expect(footer.text).toContain('Žádná práva.');
    expect(await pageHtml('/')).not.toContain('Náhled nadpisu');
    expect(await pageHtml('/pricing')).not.toContain('Žádná práva.');
  });

  it('is refused to anonymous visitors (401), across sites (403), and with bad texts (400 naming the field)', async () => {
    expect((await server.client().post('/?preview', draft())).status).toBe(401);
    expect((await editor.request('POST', '/?preview', draft(), { origin: 'https://evil.example' })).status).toBe(403);
    expectFieldError(await editor.post('/?preview', { ...draft(), page: 'nowhere' }), 'page', `Must be one of: ${SITE_PAGE_KEYS.join(', ')}`);
    const bad = draft();
    expectFieldError(
      await editor.post('/?preview', { ...bad, translations: { ...bad.translations, cs: { ...bad.translations.cs, 'home.portfolio.imageAlt': 'Náhled' } } }),
      'translations.cs.home.portfolio.imageAlt',
      SITE_TEXT_MESSAGES.placeholders,
    );
  });
});
