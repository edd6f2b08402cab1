import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@/shared/schemas/client';
import { MAX_MINOR_UNITS } from '@/shared/money/minor-units';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { MONEY_MESSAGES } from '@/shared/schemas/messages';
import { portfolioItems, projects } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError, expectNoPasswordHash } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

/** The payload the spec's client dialog sends (docs/product/api.md#clients), empty optionals as null. */
const fullClient = {
  name: 'Jana Nováková',
  email: 'jana@pekarnanovak.cz',
  phone: '+420 603 123 456',
  website: 'https://pekarnanovak.cz',
  company: 'Pekárna Novák',
  companySize: '11-50',
  industry: 'Gastronomie',
  location: 'Olomouc',
  servicesRequired: 'web-development',
  startDate: '2025-03-01T00:00:00.000Z',
  expectedDelivery: null,
  currentStatus: 'active',
  preferredCommunication: 'email',
  salesman: null,
  internalNotes: null,
  // Haléře (decision 022): 45 000,50 Kč and 1 500 Kč.
  oneTimePrice: 4_500_050,
  monthlyPrice: 150_000,
  contractUrl: null,
  paymentStatus: 'partial',
};

describe('POST /api/admin/clients', () => {
  it('creates a client and answers 201 with the stored row', async () => {
    const res = await admin.post('/api/admin/clients', fullClient);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...fullClient, id: expect.any(Number) });
    expect(res.body.createdAt).toEqual(expect.any(String));
    expectNoPasswordHash(res);
    // The save's answer adds the VAT ID's VIES check state (issue 37: a Czech DIČ is not checked).
    const { vatCheck, ...stored } = res.body;
    expect(vatCheck).toEqual({ applies: false, vatId: null, latest: null, lastValid: null });
    expect((await admin.get(`/api/admin/clients/${res.body.id}`)).body).toEqual(stored);
  });

  it('fills defaults, trims text, turns blanks into null and 0, and drops unknown fields', async () => {
    const res = await admin.post('/api/admin/clients', {
      name: '  Tomáš  ',
      email: ' tomas@example.cz ',
      phone: '',
      monthlyPrice: null,
      startDate: '',
      expectedDelivery: '2025-12-24',
      id: 999,
      createdAt: '2000-01-01',
      isAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Tomáš',
      email: 'tomas@example.cz',
      phone: null,
      currentStatus: 'lead',
      paymentStatus: 'not_paid',
      oneTimePrice: 0,
      monthlyPrice: 0,
      startDate: null,
      expectedDelivery: '2025-12-24T00:00:00.000Z',
    });
    expect(res.body.id).not.toBe(999);
    expect(res.body.createdAt).not.toMatch(/^2000/);
    expect(res.body).not.toHaveProperty('isAdmin');
  });

  it('refuses invalid input naming the field with the spec text', async () => {
    expectFieldError(await admin.post('/api/admin/clients', { email: 'a@b.cz' }), 'name', CLIENT_MESSAGES.nameRequired);
    expectFieldError(await admin.post('/api/admin/clients', { name: 'A', email: 'nope' }), 'email', 'Invalid email address');
    const base = { name: 'A', email: 'a@b.cz' };
    expectFieldError(await admin.post('/api/admin/clients', { ...base, companySize: '1000+' }), 'companySize', CLIENT_MESSAGES.companySizeInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, servicesRequired: 'print' }), 'servicesRequired', CLIENT_MESSAGES.servicesRequiredInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, preferredCommunication: 'telegram' }), 'preferredCommunication', CLIENT_MESSAGES.preferredCommunicationInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, currentStatus: 'negotiation' }), 'currentStatus', CLIENT_MESSAGES.currentStatusInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, paymentStatus: 'refunded' }), 'paymentStatus', CLIENT_MESSAGES.paymentStatusInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, oneTimePrice: -1 }), 'oneTimePrice', FIELD_MESSAGES.numberMin0);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, monthlyPrice: 'lots' }), 'monthlyPrice', MONEY_MESSAGES.minorUnitsInvalid);
    // Minor units are whole numbers, sent as JSON numbers: no fractions of a heller, no text (its unit would be a guess).
    expectFieldError(await admin.post('/api/admin/clients', { ...base, oneTimePrice: 1234.5 }), 'oneTimePrice', MONEY_MESSAGES.minorUnitsInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, oneTimePrice: '123450' }), 'oneTimePrice', MONEY_MESSAGES.minorUnitsInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, oneTimePrice: '' }), 'oneTimePrice', MONEY_MESSAGES.minorUnitsInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, monthlyPrice: MAX_MINOR_UNITS + 1 }), 'monthlyPrice', MONEY_MESSAGES.amountTooLarge);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, startDate: '2025-02-30' }), 'startDate', FIELD_MESSAGES.dateInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, contractUrl: 'javascript:alert(1)' }), 'contractUrl', FIELD_MESSAGES.webAddressInvalid);
    expectFieldError(await admin.post('/api/admin/clients', { ...base, name: 'x'.repeat(201) }), 'name', FIELD_MESSAGES.textTooLong);
    expect((await admin.post('/api/admin/clients', '[1,2')).status).toBe(400);
  });
});

describe('client prices in haléře (decision 022)', () => {
  it('stores and answers integer minor units exactly, from a heller up to the maximum', async () => {
    for (const [oneTimePrice, monthlyPrice] of [[1, 30], [123_456, 100_000_099], [MAX_MINOR_UNITS, MAX_MINOR_UNITS - 1]] as const) {
      const res = await admin.post('/api/admin/clients', { name: 'Haléře', email: 'halere@example.cz', oneTimePrice, monthlyPrice });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ oneTimePrice, monthlyPrice });
      expect((await admin.get(`/api/admin/clients/${res.body.id}`)).body).toMatchObject({ oneTimePrice, monthlyPrice });
    }
  });
});

describe('PUT /api/admin/clients/:id', () => {
  it('replaces every field with the same rules', async () => {
    const { body: created } = await admin.post('/api/admin/clients', fullClient);
    const res = await admin.put(`/api/admin/clients/${created.id}`, { name: 'Jana N.', email: 'jana@novak.cz', currentStatus: 'paused' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: 'Jana N.',
      email: 'jana@novak.cz',
      currentStatus: 'paused',
      phone: null,
      company: null,
      oneTimePrice: 0,
      paymentStatus: 'not_paid',
      createdAt: created.createdAt,
    });
  });

  it('validates, 404s unknown ids and 400s bad ids', async () => {
    const { body: created } = await admin.post('/api/admin/clients', fullClient);
    expectFieldError(await admin.put(`/api/admin/clients/${created.id}`, { ...fullClient, email: 'x@' }), 'email', 'Invalid email address');
    expect((await admin.put('/api/admin/clients/999999', fullClient)).status).toBe(404);
    expectFieldError(await admin.put('/api/admin/clients/abc', fullClient), 'id', FIELD_MESSAGES.idInvalid);
    expectFieldError(await admin.put('/api/admin/clients/0', fullClient), 'id', FIELD_MESSAGES.idInvalid);
  });
});

describe('DELETE /api/admin/clients/:id', () => {
  it('deletes the client and, through the foreign key, its projects', async () => {
    const { body: client } = await admin.post('/api/admin/clients', fullClient);
    const { body: other } = await admin.post('/api/admin/clients', { ...fullClient, name: 'Other' });
    const p1 = await admin.post('/api/admin/projects', { clientId: client.id, name: 'Web', description: 'Nový web' });
    const p2 = await admin.post('/api/admin/projects', { clientId: client.id, name: 'Logo', description: 'Nové logo' });
    const kept = await admin.post('/api/admin/projects', { clientId: other.id, name: 'Kept', description: 'Zůstane' });
    const item = await admin.post('/api/admin/portfolio', {
      title: 'Web',
      description: 'Ukázka',
      imageUrl: '/images/portfolio/x.svg',
      category: 'web',
      projectId: p1.body.id,
    });
    expect(item.status).toBe(201);

    expect((await admin.delete(`/api/admin/clients/${client.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/clients/${client.id}`)).status).toBe(404);
    const remaining = await server.db.select({ id: projects.id }).from(projects);
    expect(remaining.map((p) => p.id)).not.toContain(p1.body.id);
    expect(remaining.map((p) => p.id)).not.toContain(p2.body.id);
    expect(remaining.map((p) => p.id)).toContain(kept.body.id);
    const [portfolio] = await server.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.body.id));
    expect(portfolio?.projectId).toBeNull();

    expect((await admin.delete(`/api/admin/clients/${client.id}`)).status).toBe(404);
    expectFieldError(await admin.delete('/api/admin/clients/1.5'), 'id', FIELD_MESSAGES.idInvalid);
  });
});

describe('GET /api/admin/clients (search, sort, pages)', () => {
  it('searches name, email, company, phone, industry, location case-insensitively', async () => {
    const fresh = await startTestServer();
    try {
      const a = await fresh.signedInClient();
      const rows = [
        { name: 'Alena Malá', email: 'alena@vino.cz', company: 'Vinotéka', phone: '+420 111', industry: 'Víno', location: 'Brno' },
        { name: 'Bohumil Velký', email: 'bob@kava.cz', company: 'Kavárna 100%', phone: '+420 222', industry: 'Káva', location: 'Olomouc' },
        { name: 'Cyril Střední', email: 'cyril@foto.cz', company: 'Foto_Studio', phone: '+420 333', industry: 'Foto', location: 'Praha' },
      ];
      for (const row of rows) expect((await a.post('/api/admin/clients', row)).status).toBe(201);

      const names = async (query: string) => {
        const res = await a.get('/api/admin/clients' + query);
        expect(res.status, res.text).toBe(200);
        return { names: res.body.map((c: { name: string }) => c.name), total: res.headers.get('x-total-count') };
      };
      expect(await names('?q=ALENA')).toEqual({ names: ['Alena Malá'], total: '1' });
      expect((await names('?q=kava.cz')).names).toEqual(['Bohumil Velký']);
      expect((await names('?q=vinot')).names).toEqual(['Alena Malá']);
      expect((await names('?q=333')).names).toEqual(['Cyril Střední']);
      expect((await names('?q=foto')).names).toEqual(['Cyril Střední']);
      expect((await names('?q=olomouc')).names).toEqual(['Bohumil Velký']);
      // LIKE wildcards are matched literally.
      expect((await names('?q=100%25')).names).toEqual(['Bohumil Velký']);
      expect((await names('?q=o_s')).names).toEqual(['Cyril Střední']);
      expect((await names('?q=%25')).names).toEqual(['Bohumil Velký']);
      expect(await names('?q=nobody')).toEqual({ names: [], total: '0' });

      // Default: newest first; the body is an array, the total in the header.
      expect(await names('')).toEqual({ names: ['Cyril Střední', 'Bohumil Velký', 'Alena Malá'], total: '3' });
      expect((await names('?sort=name')).names).toEqual(['Alena Malá', 'Bohumil Velký', 'Cyril Střední']);
      expect((await names('?sort=name&dir=desc')).names).toEqual(['Cyril Střední', 'Bohumil Velký', 'Alena Malá']);
      expect((await names('?sort=company')).names).toEqual(['Cyril Střední', 'Bohumil Velký', 'Alena Malá']);
      expect(await names('?sort=name&limit=2')).toEqual({ names: ['Alena Malá', 'Bohumil Velký'], total: '3' });
      expect(await names('?sort=name&limit=2&offset=2')).toEqual({ names: ['Cyril Střední'], total: '3' });
      expect(await names('?sort=name&offset=10')).toEqual({ names: [], total: '3' });
    } finally {
      await fresh.close();
    }
  });

  it('filters by ?status= (client status), with the search, in the list and in its export', async () => {
    const fresh = await startTestServer();
    try {
      const a = await fresh.signedInClient();
      const rows = [
        { name: 'Alena Malá', email: 'alena@vino.cz', currentStatus: 'active' },
        { name: 'Bohumil Velký', email: 'bob@kava.cz', currentStatus: 'paused' },
        { name: 'Cyril Střední', email: 'cyril@foto.cz', currentStatus: 'active' },
      ];
      for (const row of rows) expect((await a.post('/api/admin/clients', row)).status).toBe(201);
      const names = async (query: string) => {
        const res = await a.get('/api/admin/clients' + query);
        expect(res.status, res.text).toBe(200);
        return { names: res.body.map((c: { name: string }) => c.name), total: res.headers.get('x-total-count') };
      };
      expect(await names('?status=active')).toEqual({ names: ['Cyril Střední', 'Alena Malá'], total: '2' });
      expect(await names('?status=paused')).toEqual({ names: ['Bohumil Velký'], total: '1' });
      expect(await names('?status=lead')).toEqual({ names: [], total: '0' });
      expect(await names('?status=active&q=alena')).toEqual({ names: ['Alena Malá'], total: '1' });
      const csv = await a.get('/api/admin/clients/export?status=paused');
      expect(csv.status).toBe(200);
      expect(csv.text).toContain('Bohumil Velký');
      expect(csv.text).not.toContain('Alena Malá');
      for (const bad of ['?status=bogus', '?status=active&status=paused', '?status=']) {
        expectFieldError(await a.get('/api/admin/clients' + bad), 'status', 'Must be one of: lead, onboarding, active, paused, completed');
      }
      expectFieldError(await a.get('/api/admin/clients/export?status=bogus'), 'status', 'Must be one of: lead, onboarding, active, paused, completed');
    } finally {
      await fresh.close();
    }
  });

  it('refuses invalid query values naming the parameter', async () => {
    const check = async (query: string, field: string) => {
      const res = await admin.get('/api/admin/clients' + query);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    };
    await check('?sort=password', 'sort');
    await check('?sort=name&dir=up', 'dir');
    await check('?limit=0', 'limit');
    await check('?limit=501', 'limit');
    await check('?limit=ten', 'limit');
    await check('?offset=-1', 'offset');
    await check('?offset=1.5', 'offset');
    await check('?q=a&q=b', 'q');
    await check(`?q=${'x'.repeat(201)}`, 'q');
    expect((await admin.get('/api/admin/clients?limit=500')).status).toBe(200);
  });
});
