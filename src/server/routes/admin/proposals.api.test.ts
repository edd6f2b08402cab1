import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneOfMessage } from '@/shared/schemas/messages';
import { PROPOSAL_MESSAGES, PROPOSAL_STATUSES } from '@/shared/schemas/proposal';
import { quoteDetails } from '@/shared/schemas/quote';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, mailOutbox, messages, proposals } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz', company: 'Pekárna Novák s.r.o.' })).body.id;
});
afterAll(() => server.close());

const VALID_UNTIL = '2099-12-31';
const draft = (over: Record<string, unknown> = {}) => ({
  clientId,
  title: 'Nový web',
  language: 'cs',
  validUntil: VALID_UNTIL,
  intro: '<p>Dobrý den</p>',
  lines: [
    { service: 'Web', quantityThousandths: 1000, unitPriceMinor: 20_000_00, unit: 'ks' },
    { service: 'Text', quantityThousandths: 333, unitPriceMinor: 100_00, vatRateCode: 'reduced', discountBasisPoints: 1000 },
    { service: 'Správa', quantityThousandths: 1000, unitPriceMinor: 1_234_56, recurrence: 'monthly' },
  ],
  ...over,
});

describe('proposals: drafts', () => {
  it('creates a draft with a number of the year, its lines and the totals computed on the server', async () => {
    const res = await admin.post('/api/admin/proposals', draft());
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ number: expect.stringMatching(/^N-\d{4}-\d{4}$/), version: 1, status: 'draft', clientName: 'Pekárna Novák', currency: 'CZK', vatMode: 'czech_vat' });
    expect(res.body.lines).toHaveLength(3);
    // 0.333 × 100,00 = 33,30, −10 % = 29,97; 12 % of 29,97 = 3,5964 → 3,60.
    expect(res.body.totals.oneTime.recap).toEqual([
      { vatRateCode: 'basic', vatPercent: 21, baseMinor: 20_000_00, vatMinor: 4_200_00, totalMinor: 24_200_00 },
      { vatRateCode: 'reduced', vatPercent: 12, baseMinor: 29_97, vatMinor: 3_60, totalMinor: 33_57 },
    ]);
    expect(res.body.totals.monthly).toMatchObject({ baseMinor: 1_234_56, vatMinor: 259_26, totalMinor: 1_493_82 });
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'proposal'), eq(auditLog.entityId, String(res.body.id))));
    expect(audit).toMatchObject({ entity: 'proposal', action: 'create', entityLabel: res.body.number });
  });

  it('refuses bad input naming the field, and totals that do not add up', async () => {
    const line = { service: 'Web', quantityThousandths: 1000, unitPriceMinor: 100 };
    expectFieldError(await admin.post('/api/admin/proposals', draft({ clientId: 999_999 })), 'clientId', PROPOSAL_MESSAGES.clientNotFound);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ title: ' ' })), 'title', PROPOSAL_MESSAGES.titleRequired);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ validUntil: '31.12.2099' })), 'validUntil', PROPOSAL_MESSAGES.validUntilInvalid);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ validUntil: '2099-02-30' })), 'validUntil', PROPOSAL_MESSAGES.validUntilInvalid);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ lines: [] })), 'lines', PROPOSAL_MESSAGES.linesRequired);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ lines: [{ ...line, quantityThousandths: 1.5 }] })), 'lines.0.quantityThousandths', PROPOSAL_MESSAGES.quantity);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ lines: [line, { ...line, unitPriceMinor: -1 }] })), 'lines.1.unitPriceMinor', PROPOSAL_MESSAGES.unitPrice);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ lines: [{ ...line, discountBasisPoints: 10_001 }] })), 'lines.0.discountBasisPoints', PROPOSAL_MESSAGES.discount);
    expectFieldError(await admin.post('/api/admin/proposals', draft({ lines: [{ ...line, unitPriceMinor: '100' }] })), 'lines.0.unitPriceMinor', PROPOSAL_MESSAGES.unitPrice);
    // 1,00 + 21 % = 1,21: a screen that showed 1,20 is told which total is wrong.
    expectFieldError(
      await admin.post('/api/admin/proposals', draft({ lines: [line], expectedTotals: { oneTimeMinor: 120 } })),
      'expectedTotals.oneTimeMinor',
      PROPOSAL_MESSAGES.totalMismatch,
    );
    expect((await admin.post('/api/admin/proposals', draft({ lines: [line], expectedTotals: { oneTimeMinor: 121, monthlyMinor: 0 } }))).status).toBe(201);
  });

  it('gives 20 parallel creations 20 different consecutive numbers', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => admin.post('/api/admin/proposals', draft())));
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = created.map((r) => r.body.number as string);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
  });

  it('sanitises intro and terms with the blog allow-list', async () => {
    const res = await admin.post('/api/admin/proposals', draft({ intro: '<p onclick="x()">Hi<script>alert(1)</script></p>', terms: '<img src=x onerror=alert(1)><b>t</b>' }));
    expect(res.body.intro).toBe('<p>Hi</p>');
    expect(res.body.terms).not.toMatch(/onerror|<script/i);
  });

  it('updates and deletes a draft; lists with status and client filters', async () => {
    const { body: created } = await admin.post('/api/admin/proposals', draft());
    const updated = await admin.put(`/api/admin/proposals/${created.id}`, draft({ title: 'Jiný web', lines: [{ service: 'Logo', quantityThousandths: 2000, unitPriceMinor: 500_00 }] }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Jiný web', number: created.number, lines: [{ service: 'Logo', position: 0 }] });
    const other = (await admin.post('/api/admin/clients', { name: 'Foto Dvořák', email: 'foto@dvorak.cz' })).body.id;
    await admin.post('/api/admin/proposals', draft({ clientId: other }));
    const list = await admin.get(`/api/admin/proposals?clientId=${other}&status=draft`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.headers.get('x-total-count')).toBe('1');
    expectFieldError(await admin.get('/api/admin/proposals?status=lost'), 'status', oneOfMessage(PROPOSAL_STATUSES));
    expect((await admin.delete(`/api/admin/proposals/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/proposals/${created.id}`)).status).toBe(404);
  });
});

describe('proposals: sending freezes, versions supersede, links are revoked', () => {
  it('sends: a snapshot, a link e-mailed to the client in its language, and 409 on any later edit', async () => {
    const { body: created } = await admin.post('/api/admin/proposals', draft({ language: 'en' }));
    const sent = await admin.post(`/api/admin/proposals/${created.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.link).toMatch(/\/en\/proposal\/[A-Za-z0-9_-]{43}$/);
    expect(sent.body.proposal).toMatchObject({ status: 'sent', linkActive: true, snapshotHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [row] = await server.db.select().from(proposals).where(eq(proposals.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(sent.body.link.split('/').at(-1));
    expect(row!.snapshot).toMatchObject({ number: created.number, issuedOn: expect.any(String), customer: { name: 'Pekárna Novák s.r.o.' } });
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'proposal'));
    const mail = mails.find((m) => m.text.includes(sent.body.link));
    expect(mail).toMatchObject({ recipients: 'jana@pekarna.cz', subject: `Proposal ${created.number}: Nový web` });

    expect((await admin.put(`/api/admin/proposals/${created.id}`, draft())).status).toBe(409);
    expect((await admin.delete(`/api/admin/proposals/${created.id}`)).status).toBe(409);
    expect((await admin.post(`/api/admin/proposals/${created.id}/send`)).status).toBe(409);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)));
    expect(audit.map((a) => a.action)).toContain('status');
  });

  it('a new version copies a sent one as a draft; sending it revokes the old link', async () => {
    const { body: v1 } = await admin.post('/api/admin/proposals', draft());
    await admin.post(`/api/admin/proposals/${v1.id}/send`);
    expect((await admin.post(`/api/admin/proposals/${v1.id}/versions`)).status).toBe(201);
    const v2 = (await admin.get(`/api/admin/proposals?status=draft&sort=createdAt&dir=desc&limit=1`)).body[0];
    expect(v2).toMatchObject({ number: v1.number, version: 2, supersedesId: v1.id, status: 'draft' });
    expect(v2.lines).toHaveLength(3);
    expect((await admin.post(`/api/admin/proposals/${v1.id}/versions`)).status).toBe(409);
    expect((await admin.get(`/api/admin/proposals/${v1.id}`)).body.linkActive).toBe(true);
    await admin.post(`/api/admin/proposals/${v2.id}/send`);
    expect((await admin.get(`/api/admin/proposals/${v1.id}`)).body).toMatchObject({ linkActive: false, revokedAt: expect.any(String), supersededById: v2.id });
  });

  it('revokes a link; a draft has none (409); sending past its validity is a 400', async () => {
    const { body: p } = await admin.post('/api/admin/proposals', draft());
    expect((await admin.post(`/api/admin/proposals/${p.id}/revoke`)).status).toBe(409);
    await server.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, p.id));
    expectFieldError(await admin.post(`/api/admin/proposals/${p.id}/send`), 'validUntil', PROPOSAL_MESSAGES.validUntilPast);
    await server.db.update(proposals).set({ validUntil: VALID_UNTIL }).where(eq(proposals.id, p.id));
    await admin.post(`/api/admin/proposals/${p.id}/send`);
    const revoked = await admin.post(`/api/admin/proposals/${p.id}/revoke`);
    expect(revoked.body).toMatchObject({ status: 'sent', linkActive: false });
    expect((await admin.post('/api/admin/proposals/999999/revoke')).status).toBe(404);
  });

  it('reads a sent proposal past its validity date as expired', async () => {
    const { body: p } = await admin.post('/api/admin/proposals', draft());
    await admin.post(`/api/admin/proposals/${p.id}/send`);
    await server.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, p.id));
    expect((await admin.get(`/api/admin/proposals/${p.id}`)).body.status).toBe('expired');
    const expired = await admin.get('/api/admin/proposals?status=expired');
    expect(expired.body.map((r: { id: number }) => r.id)).toContain(p.id);
    const sentList = await admin.get('/api/admin/proposals?status=sent&limit=200');
    expect(sentList.body.map((r: { id: number }) => r.id)).not.toContain(p.id);
  });
});

describe('POST /api/admin/messages/:id/proposal', () => {
  const quote = async (email: string, language: 'cs' | 'en', mode: 'standard' | 'monthlyFocused' = 'standard') => {
    const [m] = await server.db
      .insert(messages)
      .values({ name: 'Eva Malá', email, message: '', kind: 'quote', language, quote: quoteDetails(DEFAULT_PRICE_LIST, 'standard', mode, ['design', 'webDevelopment']) })
      .returning();
    return m!.id;
  };

  it('turns the chosen plan and services into lines at the recomputed prices, matching the client by e-mail', async () => {
    const id = await quote('JANA@pekarna.cz', 'cs');
    // The stored prices are never used: a tampered quote still gives the calculator's numbers.
    await server.db.update(messages).set({ quote: { ...quoteDetails(DEFAULT_PRICE_LIST, 'standard', 'standard', ['design', 'webDevelopment']), priceCzk: { setup: 1, monthly: 1, firstYearTotal: 13 } } }).where(eq(messages.id, id));
    const res = await admin.post(`/api/admin/messages/${id}/proposal`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ clientId, messageId: id, language: 'cs', status: 'draft' });
    // Standard plan: setup 2000 + (8000 + 2000) × 0.8 = 10 000 Kč; monthly 80 + (300 + 100) × 0.8 = 400 Kč.
    expect(res.body.totals.oneTime.baseMinor).toBe(10_000_00);
    expect(res.body.totals.monthly.baseMinor).toBe(400_00);
    expect(res.body.lines.map((l: { unitPriceMinor: number }) => l.unitPriceMinor)).toEqual([2000_00, 6400_00, 1600_00, 80_00, 240_00, 80_00]);
  });

  it('an unknown sender becomes a lead only when the proposal is sent; monthly-focused mode gives one setup and one monthly line', async () => {
    const id = await quote('eva@mala.cz', 'en', 'monthlyFocused');
    const res = await admin.post(`/api/admin/messages/${id}/proposal`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ clientId: null, clientName: 'Eva Malá', pendingClientEmail: 'eva@mala.cz', language: 'en', title: 'Website – Standard plan' });
    expect(res.body.lines).toHaveLength(2);
    expect(res.body.lines[0].service).toBe('Website – Standard plan: Web development, Design');
    // Asked on the English page, which showed US dollars (issue 38): 1 000 Kč setup × 0.043 = $43.
    expect(res.body.currency).toBe('USD');
    expect(res.body.totals.oneTime.baseMinor).toBe(43_00);
    const sent = await admin.post(`/api/admin/proposals/${res.body.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    const client = (await admin.get(`/api/admin/clients/${sent.body.proposal.clientId}`)).body;
    expect(client).toMatchObject({ name: 'Eva Malá', email: 'eva@mala.cz', currentStatus: 'lead' });
  });

  it('answers 404 for an unknown message and 400 for a contact message', async () => {
    expect((await admin.post('/api/admin/messages/999999/proposal')).status).toBe(404);
    const [m] = await server.db.insert(messages).values({ name: 'A', email: 'a@b.cz', message: 'Ahoj' }).returning();
    expect((await admin.post(`/api/admin/messages/${m!.id}/proposal`)).body.field).toBe('id');
  });
});

describe('proposals: access', () => {
  it('anonymous callers get 401 and editors 403 on every proposal route', async () => {
    const anonymous = server.client();
    await createUser(server.db, { username: 'editor-p', password: 'correct-horse', email: 'ep@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor-p', password: 'correct-horse' })).status).toBe(200);
    const calls: [string, string][] = [
      ['GET', '/api/admin/proposals'],
      ['GET', '/api/admin/proposals/1'],
      ['GET', '/api/admin/proposals/1/pdf'],
      ['POST', '/api/admin/proposals'],
      ['PUT', '/api/admin/proposals/1'],
      ['DELETE', '/api/admin/proposals/1'],
      ['POST', '/api/admin/proposals/1/send'],
      ['POST', '/api/admin/proposals/1/versions'],
      ['POST', '/api/admin/proposals/1/revoke'],
      ['POST', '/api/admin/messages/1/proposal'],
    ];
    for (const [method, path] of calls) {
      expect((await anonymous.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
      expect((await editor.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(403);
    }
  });
});
