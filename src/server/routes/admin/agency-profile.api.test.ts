/**
 * The agency profile (issue 35): GET/PUT /api/admin/settings/profile (admins only, validated, audited), GET /api/agency
 * (anyone), and what it reaches — the cached public pages (footer, contact page, structured data), the billing details
 * that take its address, the logo documents print.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMediaItem } from '@/shared/media';
import { AGENCY_PROFILE_DEFAULTS, DEFAULT_AGENCY_PROFILE, type AgencyProfileInput } from '@/shared/schemas/agency-profile';
import { BILLING_MESSAGES, PROFILE_MESSAGES } from '@/shared/schemas/messages';
import { createUser } from '@/server/data/accounts/users';
import { COMPLETE_AGENCY_BILLING } from '@/server/test/billing-fixtures';
import { uploadMedia } from '@/server/test/media-upload';
import { rawRequest } from '@/server/test/raw-request';
import { sourcePages } from '@/server/test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: 'https://www.lipa.example' }) });
  admin = await server.signedInClient('profile-admin');
});
afterAll(() => server?.close());

const PROFILE: AgencyProfileInput = {
  ...AGENCY_PROFILE_DEFAULTS,
  name: 'Lipa Digital Praha',
  email: 'ahoj@lipadigital.cz',
  phone: '+420 222 333 444',
  street: 'Vinohradská 12',
  postalCode: '120 00',
  city: 'Praha',
  mapUrl: 'https://mapy.cz/s/lipa',
  socialLinks: { instagram: 'https://instagram.com/lipadigital', linkedin: 'https://www.linkedin.com/company/lipadigital' },
  openingHours: { ...AGENCY_PROFILE_DEFAULTS.openingHours, friday: { opens: '09:00', closes: '15:00' } },
};

/** The served page's HTML. */
async function pageHtml(path: string): Promise<string> {
  const res = await rawRequest(server.url, path, { 'accept-encoding': 'identity' });
  expect(res.status).toBe(200);
  return res.body.toString('utf8');
}

describe('the agency profile', () => {
  it('before anything is saved: the defaults, to admins and to anyone on /api/agency', async () => {
    const res = await admin.get('/api/admin/settings/profile');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(DEFAULT_AGENCY_PROFILE);
    expect((await server.client().get('/api/agency')).body).toEqual(DEFAULT_AGENCY_PROFILE);
    const contact = await pageHtml('/contact');
    expect(contact).toContain('href="tel:+420585204118"');
    expect(contact).toContain('Po–Pá 9:00–17:00');
  });

  it('is for admins only: 401 anonymous, 403 for an editor (read and write)', async () => {
    expect((await server.client().get('/api/admin/settings/profile')).status).toBe(401);
    expect((await server.client().put('/api/admin/settings/profile', PROFILE)).status).toBe(401);
    await createUser(server.db, { username: 'profile-editor', password: 'correct-horse', email: 'pe@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'profile-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get('/api/admin/settings/profile')).status).toBe(403);
    expect((await editor.put('/api/admin/settings/profile', PROFILE)).status).toBe(403);
  });

  it('answers 400 naming the field, and stores nothing of a refused save', async () => {
    const put = (change: Record<string, unknown>) => admin.put('/api/admin/settings/profile', { ...PROFILE, ...change });
    expectFieldError(await put({ phone: 'call us' }), 'phone', PROFILE_MESSAGES.phoneInvalid);
    expectFieldError(await put({ mapUrl: 'http://mapy.cz/s/lipa' }), 'mapUrl', PROFILE_MESSAGES.httpsAddressInvalid);
    expectFieldError(await put({ socialLinks: { facebook: 'javascript:alert(1)' } }), 'socialLinks.facebook', PROFILE_MESSAGES.httpsAddressInvalid);
    expectFieldError(await put({ postalCode: '1200' }), 'postalCode', BILLING_MESSAGES.postalCodeInvalid);
    expectFieldError(await put({ openingHours: { ...PROFILE.openingHours, monday: { opens: '18:00', closes: '08:00' } } }), 'openingHours.monday.closes', PROFILE_MESSAGES.hoursOrder);
    expectFieldError(await put({ logoMediaId: 999_999 }), 'logoMediaId', 'Image not found');
    expect((await admin.put('/api/admin/settings/profile', 'not json')).status).toBe(400);
    expect((await admin.get('/api/admin/settings/profile')).body).toEqual(DEFAULT_AGENCY_PROFILE);
  });

  it('a save reaches the cached pages at once: footer, contact page, title and structured data, both languages', async () => {
    // The pages as cached before the save.
    expect(await pageHtml('/')).toContain('Olomouc');
    const res = await admin.put('/api/admin/settings/profile', PROFILE);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...PROFILE, logoUrl: null, updatedAt: expect.any(String) });
    expect((await server.client().get('/api/agency')).body).toEqual(res.body);
    const home = await pageHtml('/');
    expect(home).toContain('href="tel:+420222333444"');
    expect(home).toContain('Vinohradská 12');
    expect(home).toContain('href="https://instagram.com/lipadigital"');
    expect(home).toContain('<meta property="og:site_name" content="Lipa Digital Praha" />');
    expect(home).toContain('"sameAs":["https://instagram.com/lipadigital","https://www.linkedin.com/company/lipadigital"]');
    expect(home).toContain('"dayOfWeek":["Friday"],"opens":"09:00","closes":"15:00"');
    expect(home).not.toContain('Horní náměstí');
    const contact = await pageHtml('/en/contact');
    expect(contact).toContain('<title>Contact | Lipa Digital Praha</title>');
    expect(contact).toContain('Mon–Thu 9 am–5 pm');
    expect(contact).toContain('Fri 9 am–3 pm');
    expect(contact).toContain('href="https://mapy.cz/s/lipa"');
  });

  it('records the changed fields in the audit log; a save that changes nothing records no entry', async () => {
    const res = await admin.put('/api/admin/settings/profile', { ...PROFILE, phone: '+420 222 333 445' });
    expect(res.status, res.text).toBe(200);
    const [entry] = (await admin.get('/api/admin/activity?entity=setting&entityId=profile&limit=1')).body;
    expect(entry).toMatchObject({ action: 'update', changes: { phone: { from: '+420 222 333 444', to: '+420 222 333 445' } } });
    expect(Object.keys(entry.changes)).toEqual(['phone']);
    const entries = async () => (await admin.get('/api/admin/activity?entity=setting&entityId=profile&limit=50')).body.length;
    const before = await entries();
    await admin.put('/api/admin/settings/profile', { ...PROFILE, phone: '+420 222 333 445' });
    expect(await entries()).toBe(before);
  });

  it('billing details that take the profile\'s address follow it; the others keep their own', async () => {
    const own = await admin.put('/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    expect(own.body).toMatchObject({ street: COMPLETE_AGENCY_BILLING.street, addressFromProfile: false });
    const taken = await admin.put('/api/admin/settings/billing', { ...COMPLETE_AGENCY_BILLING, street: null, city: null, postalCode: null, addressFromProfile: true });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({ street: 'Vinohradská 12', city: 'Praha', postalCode: '120 00', country: 'CZ', addressFromProfile: true, missing: [] });
    await admin.put('/api/admin/settings/profile', { ...PROFILE, street: 'Korunní 2', postalCode: '120 00' });
    expect((await admin.get('/api/admin/settings/billing')).body).toMatchObject({ street: 'Korunní 2', city: 'Praha' });
  });

  it('keeps a logo from the media library: on the billing details and documents, counted as a use of the image', async () => {
    const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#123456' } }).png().toBuffer();
    const uploaded = await uploadMedia(server.url, admin, png, 'logo.png');
    expect(uploaded.status, uploaded.text).toBe(201);
    const item = uploaded.body as AdminMediaItem;
    const res = await admin.put('/api/admin/settings/profile', { ...PROFILE, logoMediaId: item.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ logoMediaId: item.id, logoUrl: `/media/${item.hash}-480.webp` });
    expect((await admin.get('/api/admin/settings/billing')).body).toMatchObject({ logoMediaId: item.id, logoUrl: `/media/${item.hash}-480.webp` });
    expect(await pageHtml('/')).toContain(`"logo":"https://www.lipa.example/media/${item.hash}-480.webp"`);
    // The library counts the logo as a use: the image is not deleted from under the documents.
    expect(((await admin.get(`/api/admin/media/${item.id}`)).body as AdminMediaItem).uses).toEqual([{ kind: 'agency_logo', id: 1, title: PROFILE.name }]);
    expect((await admin.delete(`/api/admin/media/${item.id}`)).status).toBe(409);
    expect((await admin.put('/api/admin/settings/profile', { ...PROFILE, logoMediaId: '' })).body).toMatchObject({ logoMediaId: null, logoUrl: null });
    expect((await admin.delete(`/api/admin/media/${item.id}`)).status).toBe(204);
  });
});
