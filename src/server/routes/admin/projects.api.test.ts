import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '@/shared/money/minor-units';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { MONEY_MESSAGES } from '@/shared/schemas/messages';
import { PROJECT_MESSAGES } from '@/shared/schemas/project';
import { projects } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError, expectNoPasswordHash } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/admin/projects', () => {
  it('creates a project with the spec defaults and the client name', async () => {
    // The spec's create call (docs/product/api.md#projects): dueDate as yyyy-MM-dd, clientId possibly as text from a select.
    const res = await admin.post('/api/admin/projects', {
      clientId: String(clientId),
      name: ' Nový web ',
      description: 'Responzivní web',
      serviceType: 'web-development',
      // Cents (decision 022): $45,000.50, $20,000, $200.
      budget: 4_500_050,
      amountPaid: 2_000_000,
      costOfService: 20_000,
      dueDate: '2030-06-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      clientId,
      clientName: 'Pekárna Novák',
      name: 'Nový web',
      status: 'pending',
      budget: 4_500_050,
      amountPaid: 2_000_000,
      monthlyFee: 0,
      costOfService: 20_000,
      dueDate: '2030-06-01T00:00:00.000Z',
      notes: null,
    });
    expect(Date.parse(res.body.startDate)).toBeGreaterThan(Date.now() - 60_000);
    expectNoPasswordHash(res);

    const minimal = await admin.post('/api/admin/projects', { clientId, name: 'Logo', description: 'Nové logo', dueDate: null });
    expect(minimal.body).toMatchObject({ serviceType: 'web-development', status: 'pending', budget: 0, amountPaid: 0, costOfService: 20_000, dueDate: null });
    const blank = await admin.post('/api/admin/projects', { clientId, name: 'X', description: 'Y', dueDate: '', budget: null });
    expect(blank.body).toMatchObject({ dueDate: null, budget: 0 });
  });

  it('refuses invalid input naming the field', async () => {
    const base = { clientId, name: 'P', description: 'D' };
    expectFieldError(await admin.post('/api/admin/projects', { name: 'P', description: 'D' }), 'clientId', PROJECT_MESSAGES.clientRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, clientId: '' }), 'clientId', PROJECT_MESSAGES.clientRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, clientId: 999999 }), 'clientId', PROJECT_MESSAGES.clientNotFound);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, name: '  ' }), 'name', PROJECT_MESSAGES.nameRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, description: undefined }), 'description', PROJECT_MESSAGES.descriptionRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, serviceType: 'seo' }), 'serviceType', PROJECT_MESSAGES.serviceTypeInvalid);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, status: 'archived' }), 'status', PROJECT_MESSAGES.statusInvalid);
    for (const field of ['budget', 'costOfService', 'amountPaid', 'monthlyFee']) {
      expectFieldError(await admin.post('/api/admin/projects', { ...base, [field]: -5 }), field, FIELD_MESSAGES.numberMin0);
      expectFieldError(await admin.post('/api/admin/projects', { ...base, [field]: 19.99 }), field, MONEY_MESSAGES.minorUnitsInvalid);
      expectFieldError(await admin.post('/api/admin/projects', { ...base, [field]: '1999' }), field, MONEY_MESSAGES.minorUnitsInvalid);
      expectFieldError(await admin.post('/api/admin/projects', { ...base, [field]: MAX_MINOR_UNITS + 1 }), field, MONEY_MESSAGES.amountTooLarge);
    }
    expectFieldError(await admin.post('/api/admin/projects', { ...base, dueDate: '01/06/2030' }), 'dueDate', FIELD_MESSAGES.dateInvalid);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, dueDate: '1899-12-31' }), 'dueDate', FIELD_MESSAGES.dateInvalid);
  });
});

describe('PUT, PATCH status and DELETE /api/admin/projects/:id', () => {
  it('updates every field, refreshes updatedAt and keeps status and startDate when not sent', async () => {
    const { body: created } = await admin.post('/api/admin/projects', { clientId, name: 'A', description: 'B', status: 'active' });
    const other = (await admin.post('/api/admin/clients', { name: 'Dvořák Foto', email: 'foto@dvorak.cz' })).body.id;
    await new Promise((r) => setTimeout(r, 20));
    const res = await admin.put(`/api/admin/projects/${created.id}`, {
      clientId: other,
      name: 'A2',
      description: 'B2',
      serviceType: 'design',
      amountPaid: 30_000,
      dueDate: '2031-01-15T10:00:00Z',
      notes: 'Pozor na termín',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      clientId: other,
      clientName: 'Dvořák Foto',
      name: 'A2',
      status: 'active',
      serviceType: 'design',
      amountPaid: 30_000,
      costOfService: 20_000,
      dueDate: '2031-01-15T10:00:00.000Z',
      notes: 'Pozor na termín',
      startDate: created.startDate,
      createdAt: created.createdAt,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    expectFieldError(await admin.put(`/api/admin/projects/${created.id}`, { ...res.body, clientId: 999999 }), 'clientId', PROJECT_MESSAGES.clientNotFound);
    expectFieldError(await admin.put(`/api/admin/projects/${created.id}`, { ...res.body, name: '' }), 'name', PROJECT_MESSAGES.nameRequired);
    expect((await admin.put('/api/admin/projects/999999', { clientId, name: 'A', description: 'B' })).status).toBe(404);
    expectFieldError(await admin.put('/api/admin/projects/x', { clientId, name: 'A', description: 'B' }), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('PATCH /status changes only the status', async () => {
    const { body: created } = await admin.post('/api/admin/projects', { clientId, name: 'S', description: 'T' });
    await new Promise((r) => setTimeout(r, 20));
    const res = await admin.patch(`/api/admin/projects/${created.id}/status`, { status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'active', name: 'S', clientName: 'Pekárna Novák' });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await admin.get('/api/admin/stats')).body.activeProjects).toBeGreaterThanOrEqual(1);

    expectFieldError(await admin.patch(`/api/admin/projects/${created.id}/status`, { status: 'done' }), 'status', PROJECT_MESSAGES.statusInvalid);
    expectFieldError(await admin.patch(`/api/admin/projects/${created.id}/status`, {}), 'status', PROJECT_MESSAGES.statusInvalid);
    expect((await admin.patch('/api/admin/projects/999999/status', { status: 'active' })).status).toBe(404);
    expectFieldError(await admin.patch('/api/admin/projects/-1/status', { status: 'active' }), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('GET /:id finds one; DELETE removes it', async () => {
    const { body: created } = await admin.post('/api/admin/projects', { clientId, name: 'D', description: 'E' });
    expect((await admin.get(`/api/admin/projects/${created.id}`)).body).toEqual(created);
    expect((await admin.delete(`/api/admin/projects/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/projects/${created.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/projects/${created.id}`)).status).toBe(404);
    expectFieldError(await admin.delete('/api/admin/projects/abc'), 'id', FIELD_MESSAGES.idInvalid);
    expectFieldError(await admin.get('/api/admin/projects/abc'), 'id', FIELD_MESSAGES.idInvalid);
  });
});

describe('GET /api/admin/projects and /api/admin/accounting', () => {
  it('lists with clientName, search over name, description, status, sorting and pages', async () => {
    const fresh = await startTestServer();
    try {
      const a = await fresh.signedInClient();
      const c1 = (await a.post('/api/admin/clients', { name: 'Zahradnictví', email: 'z@z.cz' })).body.id;
      const c2 = (await a.post('/api/admin/clients', { name: 'Autoservis', email: 'a@a.cz' })).body.id;
      await a.post('/api/admin/projects', { clientId: c1, name: 'Eshop', description: 'Prodej semínek', status: 'active', amountPaid: 100_000 });
      await a.post('/api/admin/projects', { clientId: c2, name: 'Logo', description: 'Nový znak', status: 'completed', amountPaid: 5_000, serviceType: 'logo-design' });
      await a.post('/api/admin/projects', { clientId: c2, name: 'Kampaň', description: 'Letní akce', amountPaid: 0, serviceType: 'marketing' });

      const list = await a.get('/api/admin/projects');
      expect(list.headers.get('x-total-count')).toBe('3');
      expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Kampaň', 'Logo', 'Eshop']);
      expect(list.body[2]).toMatchObject({ clientName: 'Zahradnictví', status: 'active' });

      const names = async (q: string) => (await a.get('/api/admin/projects' + q)).body.map((p: { name: string }) => p.name);
      expect(await names('?q=SEMÍN')).toEqual(['Eshop']);
      expect(await names('?q=complete')).toEqual(['Logo']);
      expect(await names('?q=logo')).toEqual(['Logo']);
      expect(await names('?sort=clientName&dir=asc&limit=2')).toEqual(['Logo', 'Kampaň']);
      expect(await names('?sort=amountPaid&dir=desc')).toEqual(['Eshop', 'Logo', 'Kampaň']);
      expect(await names('?sort=amountPaid&offset=1&limit=1')).toEqual(['Logo']);
      expect((await a.get('/api/admin/projects?sort=secret')).body.field).toBe('sort');

      const accounting = await a.get('/api/admin/accounting');
      expect(accounting.status).toBe(200);
      expect(accounting.body).toHaveLength(3);
      const byName = Object.fromEntries(accounting.body.map((r: { projectName: string }) => [r.projectName, r]));
      // In cents. Eshop: (1000 − 200) / 1000 = 80 %; Logo: (50 − 180) / 50 = −260 %; Kampaň: nothing paid → 0.
      expect(byName.Eshop).toEqual({
        projectId: expect.any(Number),
        clientName: 'Zahradnictví',
        projectName: 'Eshop',
        amountPaid: 100_000,
        serviceType: 'web-development',
        daysRemaining: null,
        profitMargin: 80,
        costSource: 'assumed',
        dueDate: null,
      });
      expect(byName.Logo).toMatchObject({ profitMargin: -260, serviceType: 'logo-design' });
      expect(byName['Kampaň']).toMatchObject({ profitMargin: 0 });
      // Sorted by client name, ascending.
      expect(accounting.body.map((r: { clientName: string }) => r.clientName)).toEqual(['Autoservis', 'Autoservis', 'Zahradnictví']);
    } finally {
      await fresh.close();
    }
  });

  it('accounting days remaining: whole days up, never below 0', async () => {
    const { body: soon } = await admin.post('/api/admin/projects', { clientId, name: 'Soon', description: 'x' });
    await server.db.update(projects).set({ dueDate: new Date(Date.now() + 2.5 * DAY) }).where(eq(projects.id, soon.id));
    const { body: late } = await admin.post('/api/admin/projects', { clientId, name: 'Late', description: 'x', dueDate: '2020-01-01' });
    const rows = (await admin.get('/api/admin/accounting')).body as { projectId: number; daysRemaining: number | null }[];
    expect(rows.find((r) => r.projectId === soon.id)?.daysRemaining).toBe(3);
    expect(rows.find((r) => r.projectId === late.id)?.daysRemaining).toBe(0);
  });
});

describe('GET /api/admin/projects?clientId= (one client\'s projects)', () => {
  it('lists only that client\'s projects, with search, paging and the total', async () => {
    const mine = (await admin.post('/api/admin/clients', { name: 'Kavárna U Lípy', email: 'kavarna@lipa.cz' })).body.id;
    const other = (await admin.post('/api/admin/clients', { name: 'Jiná firma', email: 'jina@firma.cz' })).body.id;
    await admin.post('/api/admin/projects', { clientId: mine, name: 'Web kavárny', description: 'Nový web' });
    await admin.post('/api/admin/projects', { clientId: mine, name: 'Menu', description: 'Tisk jídelního lístku' });
    await admin.post('/api/admin/projects', { clientId: other, name: 'Web firmy', description: 'Jiný web' });

    const res = await admin.get(`/api/admin/projects?clientId=${mine}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Menu', 'Web kavárny']);
    expect(res.body.every((p: { clientId: number; clientName: string }) => p.clientId === mine && p.clientName === 'Kavárna U Lípy')).toBe(true);

    const searched = await admin.get(`/api/admin/projects?clientId=${mine}&q=web`);
    expect(searched.body.map((p: { name: string }) => p.name)).toEqual(['Web kavárny']);
    expect(searched.headers.get('x-total-count')).toBe('1');
    const paged = await admin.get(`/api/admin/projects?clientId=${mine}&limit=1&offset=1`);
    expect(paged.body.map((p: { name: string }) => p.name)).toEqual(['Web kavárny']);
    expect(paged.headers.get('x-total-count')).toBe('2');

    // A client without projects, an unknown client, and no filter at all (blank = every project).
    const none = await admin.get('/api/admin/projects?clientId=999999');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
    const blank = await admin.get('/api/admin/projects?clientId=');
    expect(Number(blank.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
  });

  it('refuses a clientId that is not a positive whole number', async () => {
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expectFieldError(await admin.get(`/api/admin/projects?clientId=${bad}`), 'clientId', FIELD_MESSAGES.idInvalid);
    }
  });
});
