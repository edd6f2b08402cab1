/**
 * GET /api/admin/accounting: the accounting overview paged, sorted, searched and filtered on the server
 * (docs/product/rules.md#accounting), its summary per service type and its CSV export of the same view.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '@/shared/accounting-view';
import { accountingSearchSql, FOLD_FROM, FOLD_TO } from '@/server/data/accounting-search';
import { createUser } from '@/server/data/accounts/users';
import { resultRows } from '@/server/db/database';
import { projects } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
const id: Record<string, number> = {};
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  const client = async (name: string) => (await admin.post('/api/admin/clients', { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.cz` })).body.id as number;
  const zahradnictvi = await client('Zahradnictví Kvítek');
  const barta = await client('Autoservis Bárta');
  const horal = await client('Dřevostavby Horal');
  const alfa = await client('Hotel Alfa');
  const project = async (key: string, clientId: number, name: string, serviceType: string, amountPaid: number) => {
    id[key] = (await admin.post('/api/admin/projects', { clientId, name, description: 'x', serviceType, amountPaid })).body.id;
  };
  // Margins (cents): (1000 − 200) / 1000 = 80 %; (500 − 180) / 500 = 64 %; (2000 − 100) / 2000 = 95 %; 300: 33.3 %.
  await project('eshop', zahradnictvi, 'E-shop', 'web-development', 100_000);
  await project('logo', barta, 'Logo', 'logo-design', 50_000);
  await project('kampan', horal, 'Kampaň', 'marketing', 200_000);
  await project('instagram', alfa, 'Instagram', 'social-media', 0);
  await project('web', barta, 'Web', 'web-development', 30_000);
  const due = (key: string, days: number | null) =>
    server.db.update(projects).set({ dueDate: days === null ? null : new Date(Date.now() + days * DAY - 1000) }).where(eq(projects.id, id[key]!));
  await due('eshop', 12);
  await due('kampan', 3);
  await due('instagram', 40);
  await due('web', -5);
  // A service type without an assumed cost (stored before the type list was fixed): no margin.
  await server.db.execute(sql`update projects set service_type = 'video' where id = ${id.instagram!}`);
});
afterAll(() => server.close());

const keys = (rows: { projectId: number }[]) => rows.map((r) => Object.entries(id).find(([, v]) => v === r.projectId)?.[0]);
const view = async (query: string) => {
  const res = await admin.get(`/api/admin/accounting${query}`);
  expect(res.status, res.text).toBe(200);
  return { keys: keys(res.body), total: res.headers.get('x-total-count'), body: res.body };
};

describe('GET /api/admin/accounting', () => {
  it('answers one row per project with the computed columns, sorted by client then project by default', async () => {
    const { keys: order, total, body } = await view('');
    expect(total).toBe('5');
    expect(order).toEqual(['logo', 'web', 'kampan', 'instagram', 'eshop']);
    expect(body.find((r: { projectId: number }) => r.projectId === id.eshop)).toEqual({
      projectId: id.eshop,
      clientName: 'Zahradnictví Kvítek',
      projectName: 'E-shop',
      amountPaid: 100_000,
      serviceType: 'web-development',
      daysRemaining: 12,
      profitMargin: 80,
      costSource: 'assumed',
      dueDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.find((r: { projectId: number }) => r.projectId === id.web)).toMatchObject({ daysRemaining: 0, profitMargin: 33.3 });
    expect(body.find((r: { projectId: number }) => r.projectId === id.instagram)).toMatchObject({ profitMargin: null, serviceType: 'video' });
    expect((await view('?sort=clientName&dir=desc')).keys).toEqual(['eshop', 'instagram', 'kampan', 'web', 'logo']);
  });

  it('sorts by amount paid both ways, and by days remaining and margin with missing values last either way', async () => {
    expect((await view('?sort=amountPaid')).keys).toEqual(['instagram', 'web', 'logo', 'eshop', 'kampan']);
    expect((await view('?sort=amountPaid&dir=desc')).keys).toEqual(['kampan', 'eshop', 'logo', 'web', 'instagram']);
    expect((await view('?sort=daysRemaining')).keys).toEqual(['web', 'kampan', 'eshop', 'instagram', 'logo']);
    expect((await view('?sort=daysRemaining&dir=desc')).keys).toEqual(['instagram', 'eshop', 'kampan', 'web', 'logo']);
    expect((await view('?sort=profitMargin')).keys).toEqual(['web', 'logo', 'eshop', 'kampan', 'instagram']);
    expect((await view('?sort=profitMargin&dir=desc')).keys).toEqual(['kampan', 'eshop', 'logo', 'web', 'instagram']);
  });

  it('pages with the total of the matching rows', async () => {
    const second = await view('?sort=amountPaid&dir=desc&limit=2&offset=2');
    expect(second.keys).toEqual(['logo', 'web']);
    expect(second.total).toBe('5');
  });

  it("pages a search with the total of its matches, in either sort's form, and past its last page", async () => {
    // BARTA: two projects of one client — one page of one row each, the total on both.
    for (const sort of ['', '&sort=amountPaid&dir=desc', '&sort=daysRemaining']) {
      const first = await view(`?q=barta&limit=1&offset=0${sort}`);
      const next = await view(`?q=barta&limit=1&offset=1${sort}`);
      expect([first.total, next.total], sort).toEqual(['2', '2']);
      expect([...first.keys, ...next.keys].sort(), sort).toEqual(['logo', 'web']);
      const beyond = await view(`?q=barta&limit=1&offset=5${sort}`);
      expect([beyond.keys, beyond.total], sort).toEqual([[], '2']);
    }
  });

  it('searches client and project names ignoring case and accents, combined with the service filter', async () => {
    expect((await view('?q=BARTA')).keys).toEqual(['logo', 'web']);
    expect((await view('?q=kampan')).keys).toEqual(['kampan']);
    expect((await view('?q=drevostavby')).keys).toEqual(['kampan']);
    expect((await view('?q=%20%20e-shop%20')).keys).toEqual(['eshop']);
    expect((await view('?q=100%25')).keys).toEqual([]);
    const filtered = await view('?serviceType=web-development');
    expect(filtered.keys).toEqual(['web', 'eshop']);
    expect(filtered.total).toBe('2');
    expect((await view('?q=zahrad&serviceType=web-development')).keys).toEqual(['eshop']);
    expect((await view('?q=zahrad&serviceType=design')).total).toBe('0');
  });

  it('refuses bad input with 400 naming the parameter', async () => {
    const options = 'Must be one of: clientName, amountPaid, daysRemaining, profitMargin';
    expectFieldError(await admin.get('/api/admin/accounting?sort=secret'), 'sort', options);
    expectFieldError(await admin.get('/api/admin/accounting?dir=up'), 'dir', 'Must be one of: asc, desc');
    expect((await admin.get('/api/admin/accounting?serviceType=video')).body.field).toBe('serviceType');
    expect((await admin.get('/api/admin/accounting?limit=0')).body.field).toBe('limit');
    expect((await admin.get('/api/admin/accounting?limit=501')).body.field).toBe('limit');
    expect((await admin.get('/api/admin/accounting?offset=-1')).body.field).toBe('offset');
    expect((await admin.get('/api/admin/accounting?offset=x')).body.field).toBe('offset');
    expect((await admin.get(`/api/admin/accounting?q=${'a'.repeat(201)}`)).body.field).toBe('q');
    expect((await admin.get('/api/admin/accounting?q=a&q=b')).body.field).toBe('q');
  });

  it('is for admins: an editor is refused, an anonymous request must sign in', async () => {
    await createUser(server.db, { username: 'acc-editor', password: 'correct-horse', email: 'acc-editor@example.cz', name: 'Ed', role: 'editor' });
    const editor = server.client();
    await editor.post('/api/login', { username: 'acc-editor', password: 'correct-horse' });
    for (const path of ['/api/admin/accounting', '/api/admin/accounting/summary', '/api/admin/accounting/export']) {
      expect((await editor.get(path)).status, path).toBe(403);
      expect((await server.client().get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/admin/accounting/summary and /export', () => {
  it('sums the amount paid per service type, every type in the fixed order', async () => {
    const res = await admin.get('/api/admin/accounting/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { serviceType: 'web-development', amountPaid: '130000' },
      { serviceType: 'design', amountPaid: '0' },
      { serviceType: 'marketing', amountPaid: '200000' },
      { serviceType: 'social-media', amountPaid: '0' },
      { serviceType: 'logo-design', amountPaid: '50000' },
    ]);
  });

  it('exports the view the table shows: search, filter and sort', async () => {
    const res = await admin.get('/api/admin/accounting/export?q=barta&sort=amountPaid&dir=desc&lang=en');
    expect(res.status).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['Logo', 'Web']);
    expect((await admin.get('/api/admin/accounting/export?sort=nope')).body.field).toBe('sort');
  });
});

describe('the folded names the search reads', () => {
  it('fold every accented letter as foldText does, both cases, kept up to date on a change', async () => {
    const name = `Kůň ${FOLD_FROM} Ł`;
    const { body: created } = await admin.post('/api/admin/clients', { name: 'Před', email: 'fold@example.cz' });
    await admin.put(`/api/admin/clients/${created.id}`, { ...created, name });
    const [row] = resultRows<{ folded_name: string }>(await server.db.execute(sql`select folded_name from clients where id = ${created.id}`));
    expect(row?.folded_name).toBe(foldText(name));
    expect(FOLD_TO).toBe(foldText(FOLD_FROM));
  });

  it("keep each project's text — its folded name and its client's — when either is renamed or the project moves", async () => {
    const text = async (id: number) =>
      resultRows<{ accounting_text: string }>(await server.db.execute(sql`select accounting_text from projects where id = ${id}`))[0]?.accounting_text;
    const { body: first } = await admin.post('/api/admin/clients', { name: 'Šárka Veselá', email: 'sarka@example.cz' });
    const { body: second } = await admin.post('/api/admin/clients', { name: 'Ondřej Malý', email: 'ondrej@example.cz' });
    const { body: project } = await admin.post('/api/admin/projects', { clientId: first.id, name: 'Účetní Web', description: 'x', serviceType: 'design' });
    expect(await text(project.id)).toBe(`${foldText('Účetní Web')}\u001f${foldText('Šárka Veselá')}`);
    await admin.put(`/api/admin/clients/${first.id}`, { ...first, name: 'Šárka Nová' });
    expect(await text(project.id)).toBe(`${foldText('Účetní Web')}\u001f${foldText('Šárka Nová')}`);
    const names = async (q: string) => ((await view(`?q=${q}`)).body as { projectName: string }[]).map((r) => r.projectName);
    expect(await names('sarka%20nova')).toEqual(['Účetní Web']);
    expect(await names('vesela')).toEqual([]);
    await server.db.update(projects).set({ clientId: second.id, name: 'Eshop' }).where(eq(projects.id, project.id));
    expect(await text(project.id)).toBe(`eshop\u001f${foldText('Ondřej Malý')}`);
    await server.db.delete(projects).where(eq(projects.id, project.id));
  });
});

describe('the search at scale', () => {
  it("reads the projects' accounting-text trigram index where the database has pg_trgm", async () => {
    const installed = resultRows<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`));
    if (!installed[0]?.n) return;
    const indexes = resultRows<{ indexname: string }>(
      await server.db.execute(sql`select indexname from pg_indexes where indexname like '%folded_name_trgm_idx' or indexname = 'projects_accounting_text_trgm_idx'`),
    );
    expect(indexes.map((r) => r.indexname)).toEqual(['projects_accounting_text_trgm_idx']);
    // A handful of rows: the planner would scan them; told not to, it shows which index serves the expression.
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return resultRows<Record<string, string>>(await tx.execute(sql`explain select count(*) from projects where ${accountingSearchSql('%novak%')}`))
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('projects_accounting_text_trgm_idx');
  });
});
