/**
 * A sent proposal's PDF (docs/product/proposals.md#the-pdf): rendered once when sent and stored with the version; the
 * same bytes from the back office and from the client's link (with the page's token rules), never re-rendered.
 */
import { AGENCY_PROFILE_DEFAULTS } from '@/shared/schemas/agency-profile';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMediaItem } from '@/shared/media';
import { createUser } from '@/server/data/accounts/users';
import { proposals } from '@/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { cookieHeader, uploadMedia } from '@/server/test/media-upload';
import { normalizeSpaces, pdfText } from '@/server/test/pdf-text';
import { COMPLETE_AGENCY_BILLING } from '@/server/test/billing-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;

const agency = { ...COMPLETE_AGENCY_BILLING, companyName: 'Žluťoučká agentura s.r.o.' };
let logoMediaId: number;

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } } });
  admin = await server.signedInClient();
  const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#123456' } }).png().toBuffer();
  const logo = await uploadMedia(server.url, admin, png, 'logo.png');
  expect(logo.status, logo.text).toBe(201);
  // The logo documents print is the agency profile's (issue 35).
  logoMediaId = (logo.body as AdminMediaItem).id;
  expect((await admin.put('/api/admin/settings/profile', { ...AGENCY_PROFILE_DEFAULTS, logoMediaId })).status).toBe(200);
  expect((await admin.put('/api/admin/settings/billing', agency)).status).toBe(200);
  clientId = (
    await admin.post('/api/admin/clients', {
      name: 'Jiří Čermák',
      email: 'jiri@pekarna.cz',
      billingName: 'Pekárna Řehoř s.r.o.',
      billingStreet: 'Dlouhá 1',
      billingCity: 'Brno',
      billingPostalCode: '602 00',
      ico: '25596641',
      dic: 'CZ25596641',
      vatPayer: true,
    })
  ).body.id;
});
afterAll(() => server.close());

/** The raw bytes and headers of a GET (the test client reads text). */
async function download(path: string, as?: TestClient) {
  const res = await fetch(server.url + path, { headers: as ? { cookie: cookieHeader(as) } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function draft(language: 'cs' | 'en' = 'cs'): Promise<number> {
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title: 'Nový web',
    language,
    validUntil: '2099-12-31',
    intro: '<p>Příliš žluťoučký kůň úpěl ďábelské ódy.</p>',
    lines: [
      // 1 020,25 Kč + 21 % (214,25 Kč) = 1 234,50 Kč.
      { service: 'Návrh úvodní stránky', description: 'Šablona', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: 1_020_25 },
      { service: 'Správa', quantityThousandths: 2000, unitPriceMinor: 500_00, vatRateCode: 'reduced', recurrence: 'monthly' },
    ],
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function send(id: number): Promise<string> {
  const sent = await admin.post(`/api/admin/proposals/${id}/send`);
  expect(sent.status, sent.text).toBe(200);
  return new URL(sent.body.link).pathname;
}

describe('the PDF of a sent proposal', () => {
  it('a draft has none: 404, no hash', async () => {
    const id = await draft();
    expect((await admin.get(`/api/admin/proposals/${id}`)).body.pdfSha256).toBeNull();
    expect((await download(`/api/admin/proposals/${id}/pdf`, admin)).status).toBe(404);
    expect((await download('/api/admin/proposals/999999/pdf', admin)).status).toBe(404);
  });

  it('the same stored bytes from the back office and the link: number, totals, VAT recap, diacritics, logo', async () => {
    const id = await draft();
    const path = await send(id);
    const proposal = (await admin.get(`/api/admin/proposals/${id}`)).body;
    const fromAdmin = await download(`/api/admin/proposals/${id}/pdf`, admin);
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.headers.get('content-type')).toBe('application/pdf');
    expect(fromAdmin.headers.get('content-disposition')).toBe(`attachment; filename="${proposal.number}-v1.pdf"`);
    expect(fromAdmin.headers.get('cache-control')).toMatch(/no-store/);
    expect(fromAdmin.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(createHash('sha256').update(fromAdmin.bytes).digest('hex')).toBe(proposal.pdfSha256);

    const { text } = await pdfText(fromAdmin.bytes);
    for (const phrase of [
      proposal.number,
      'Žluťoučká agentura s.r.o.',
      'Pekárna Řehoř s.r.o.',
      'IČO',
      '25596641',
      'Návrh úvodní stránky – Šablona',
      'Příliš žluťoučký kůň úpěl ďábelské ódy.',
      'Celkem bez DPH 1 020,25 Kč DPH celkem 214,25 Kč Celkem jednorázově 1 234,50 Kč',
      'Celkem měsíčně 1 120,00 Kč',
      'C 12345 vedená u Městského soudu v Praze',
    ]) {
      expect(text).toContain(normalizeSpaces(phrase));
    }
    expect(text).toMatch(/rekapitulace DPH/i);
    expect(fromAdmin.bytes.toString('latin1')).toContain('/Subtype /Image');

    const page = await server.client().get(path);
    expect(page.text).toContain(`<a href="${path}/pdf" download>Stáhnout PDF</a>`);
    const fromLink = await download(`${path}/pdf`);
    expect(fromLink.status).toBe(200);
    expect(fromLink.headers.get('content-disposition')).toBe(`attachment; filename="${proposal.number}-v1.pdf"`);
    expect(fromLink.headers.get('cache-control')).toMatch(/no-store/);
    expect(fromLink.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(fromLink.bytes.equals(fromAdmin.bytes)).toBe(true);
    const token = path.split('/').at(-1)!;
    expect((await download(`/en/proposal/${token}/pdf`)).bytes.equals(fromAdmin.bytes)).toBe(true);
  });

  it('is stored, not re-rendered: the same bytes after the agency changes; a new version has its own', async () => {
    const id = await draft('en');
    const path = await send(id);
    const before = await download(`/api/admin/proposals/${id}/pdf`, admin);
    expect((await admin.put('/api/admin/settings/billing', { ...agency, companyName: 'Renamed Agency s.r.o.' })).status).toBe(200);
    expect((await admin.put('/api/admin/settings/profile', { ...AGENCY_PROFILE_DEFAULTS, logoMediaId: null })).status).toBe(200);
    try {
      const after = await download(`/api/admin/proposals/${id}/pdf`, admin);
      expect(after.bytes.equals(before.bytes)).toBe(true);
      expect((await download(`${path}/pdf`)).bytes.equals(before.bytes)).toBe(true);

      const next = await admin.post(`/api/admin/proposals/${id}/versions`);
      expect(next.status).toBe(201);
      expect((await download(`/api/admin/proposals/${next.body.id}/pdf`, admin)).status).toBe(404);
      await send(next.body.id);
      const second = await download(`/api/admin/proposals/${next.body.id}/pdf`, admin);
      expect(second.headers.get('content-disposition')).toBe(`attachment; filename="${next.body.number}-v2.pdf"`);
      const { text } = await pdfText(second.bytes);
      expect(text).toContain('Renamed Agency s.r.o.');
      expect(text).toContain('Total monthly');
      expect(second.bytes.toString('latin1')).not.toContain('/Subtype /Image');
      // The first version's link is superseded; its PDF is still the back office's.
      expect((await download(`${path}/pdf`)).status).toBe(410);
      expect((await download(`/api/admin/proposals/${id}/pdf`, admin)).bytes.equals(before.bytes)).toBe(true);
    } finally {
      expect((await admin.put('/api/admin/settings/billing', agency)).status).toBe(200);
      expect((await admin.put('/api/admin/settings/profile', { ...AGENCY_PROFILE_DEFAULTS, logoMediaId })).status).toBe(200);
    }
  });

  it('the link answers like its page: 404 unknown, 410 revoked or expired, 429 over the limit', async () => {
    expect((await download(`/nabidka/${'A'.repeat(43)}/pdf`)).status).toBe(404);
    expect((await download('/nabidka/short/pdf')).status).toBe(404);
    const revokedId = await draft();
    const revoked = await send(revokedId);
    expect((await admin.post(`/api/admin/proposals/${revokedId}/revoke`)).status).toBe(200);
    const gone = await download(`${revoked}/pdf`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toMatch(/text\/html/);
    const expiredId = await draft();
    const expired = await send(expiredId);
    await server.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, expiredId));
    expect((await download(`${expired}/pdf`)).status).toBe(410);
    expect((await download(`/api/admin/proposals/${expiredId}/pdf`, admin)).status).toBe(200);

    const limited = await startTestServer({ sameDatabaseAs: server, config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 3 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${limited.url}/nabidka/${'C'.repeat(43)}/pdf`)).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('the back-office download is for admins: 401 anonymous, 403 editors', async () => {
    const id = await draft();
    await send(id);
    await createUser(server.db, { username: 'editor-pdf', password: 'correct-horse', email: 'epdf@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor-pdf', password: 'correct-horse' })).status).toBe(200);
    expect((await download(`/api/admin/proposals/${id}/pdf`)).status).toBe(401);
    expect((await download(`/api/admin/proposals/${id}/pdf`, editor)).status).toBe(403);
  });
});
