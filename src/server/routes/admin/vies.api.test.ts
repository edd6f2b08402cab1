/**
 * VIES (issue 37; docs/product/czech-services.md#vies--the-vat-id-check) against the stand-in: a client's EU VAT ID
 * checked when saved (valid / invalid / VIES down — the save never fails), "Check again", and the check again before
 * a reverse-charge invoice is issued: valid → the proof frozen in the snapshot and printed on the PDF; invalid →
 * refused, nothing issued, no number used; VIES down → issued with the last valid check, said so; none at all →
 * issued, marked "VIES nedostupný, ověření chybí". Roles, anonymous, bad input. PGlite and PostgreSQL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/server/data/accounts/users';
import { checkVatId } from '@/server/data/vat-checks';
import { runMonthlyInvoices } from '@/server/data/invoices/invoice-recurring';
import { invoiceNumberSeries, invoices, outsideServiceStates, projects, users, vatChecks } from '@/server/db/schema';
import { OutsideCaller } from '@/server/outside/outside-services';
import { completeBilling, createDraft, invoiceClient, issueDraft } from '@/server/test/invoice-fixtures';
import { pdfText } from '@/server/test/pdf-text';
import { startViesStandIn, VIES_NUMBERS, type ViesStandIn } from '@/server/test/stand-ins/vies';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import type { ClientVatCheckState } from '@/shared/vat-checks';

let vies: ViesStandIn;
let server: TestServer;
let admin: TestClient;
let adminId: number;
let editor: TestClient;

beforeAll(async () => {
  vies = await startViesStandIn();
  server = await startTestServer({ outsideServices: { vies: vies.url } });
  admin = await server.signedInClient('vies-admin');
  adminId = (await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'vies-admin')))[0]!.id;
  await createUser(server.db, { username: 'vies-editor', password: 'correct-horse', email: 'vies-editor@example.cz', name: 'Editor', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'vies-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
});
afterAll(async () => {
  await server.close();
  await vies.close();
});
beforeEach(() => {
  vies.scenario = { kind: 'normal' };
  vies.traders.set('DE111111116', { valid: true, name: 'Muster GmbH', address: 'Hauptstraße 1\n10115 Berlin' });
});

let counter = 0;
/** A German reverse-charge client with `dic`; its save's answer. */
async function euClient(dic: string, over: Record<string, unknown> = {}) {
  counter += 1;
  const res = await admin.post('/api/admin/clients', {
    name: `Hans ${counter}`,
    email: `hans${counter}@example.de`,
    billingName: 'Muster GmbH',
    billingStreet: 'Hauptstraße 1',
    billingCity: 'Berlin',
    billingPostalCode: '10115',
    billingCountry: 'DE',
    ico: null,
    dic,
    vatPayer: true,
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as number, vatCheck: res.body.vatCheck as ClientVatCheckState };
}

const checksOf = (vatId: string) => server.db.select().from(vatChecks).where(eq(vatChecks.vatId, vatId)).orderBy(desc(vatChecks.id));
const storedPdf = async (id: number) => (await server.db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id)))[0]!.pdf!;
const series = async () => (await server.db.select({ last: invoiceNumberSeries.last }).from(invoiceNumberSeries).where(and(eq(invoiceNumberSeries.kind, 'invoice'))));
/** Makes every check of `vatId` older than the 24 h a valid one may be reused. */
const ageChecks = (vatId: string) => server.db.update(vatChecks).set({ checkedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(vatChecks.vatId, vatId));

describe('access', () => {
  it('401 anonymous, 403 editors; 404 unknown client; 400 naming a bad id', async () => {
    const anonymous = server.client();
    for (const method of ['GET', 'POST']) {
      expect((await anonymous.request(method, '/api/admin/clients/1/vat-check', method === 'POST' ? {} : undefined)).status).toBe(401);
      expect((await editor.request(method, '/api/admin/clients/1/vat-check', method === 'POST' ? {} : undefined)).status).toBe(403);
      expect((await admin.request(method, '/api/admin/clients/999999/vat-check', method === 'POST' ? {} : undefined)).status).toBe(404);
      const bad = await admin.request(method, '/api/admin/clients/abc/vat-check', method === 'POST' ? {} : undefined);
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('id');
    }
  });
});

describe('a client saved', () => {
  it('valid: checked with the agency as requester; the consultation number, "---" as empty, stored with who asked', async () => {
    vies.requests.length = 0;
    const { vatCheck } = await euClient('DE 123 456 789');
    expect(vies.checks()).toEqual([{ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ', requesterNumber: '27082440' }]);
    expect(vatCheck).toMatchObject({ applies: true, vatId: 'DE123456789', latest: { outcome: 'valid', name: '', address: '', errorCode: null } });
    expect(vatCheck.latest?.requestIdentifier).toMatch(/^WAPI/);
    expect(vatCheck.lastValid?.id).toBe(vatCheck.latest?.id);
    const [row] = await checksOf('DE123456789');
    expect(row).toMatchObject({ outcome: 'valid', checkedBy: adminId, requestIdentifier: vatCheck.latest?.requestIdentifier });
    const [state] = await server.db.select().from(outsideServiceStates).where(eq(outsideServiceStates.service, 'vies'));
    expect(state).toMatchObject({ consecutiveFailures: 0 });
  });

  it('a valid check younger than 24 h is reused: a second client with the same VAT ID asks nothing', async () => {
    vies.requests.length = 0;
    const { vatCheck } = await euClient('DE123456789');
    expect(vies.requests).toHaveLength(0);
    expect(vatCheck.latest?.outcome).toBe('valid');
  });

  it('invalid: saved all the same, the answer says not valid', async () => {
    const { id, vatCheck } = await euClient(VIES_NUMBERS.invalid);
    expect(vatCheck.latest).toMatchObject({ outcome: 'invalid' });
    expect(vatCheck.lastValid).toBeNull();
    expect((await admin.get(`/api/admin/clients/${id}`)).status).toBe(200);
  });

  it('VIES down (an error code; an HTML 503 page): saved, the check unavailable with its reason, the service state down', async () => {
    vies.scenario = { kind: 'error', code: 'MS_UNAVAILABLE', status: 200 };
    const { vatCheck } = await euClient('DE222222220');
    expect(vatCheck.latest).toMatchObject({ outcome: 'unavailable', errorCode: 'MS_UNAVAILABLE', requestIdentifier: null });
    const [state] = await server.db.select().from(outsideServiceStates).where(eq(outsideServiceStates.service, 'vies'));
    expect(state).toMatchObject({ lastError: 'MS_UNAVAILABLE', consecutiveFailures: 1 });
    vies.scenario = { kind: 'error', code: 'GLOBAL_MAX_CONCURRENT_REQ', status: 400 };
    expect((await euClient('DE333333331')).vatCheck.latest).toMatchObject({ outcome: 'unavailable', errorCode: 'GLOBAL_MAX_CONCURRENT_REQ' });
  });

  it('an update asks only when the DIČ changed; a Czech DIČ is not checked', async () => {
    const { id } = await euClient('DE111111116');
    const body = (await admin.get(`/api/admin/clients/${id}`)).body;
    vies.requests.length = 0;
    const same = await admin.put(`/api/admin/clients/${id}`, { ...body, phone: '+49 30 1234567' });
    expect(same.status, same.text).toBe(200);
    expect(vies.requests).toHaveLength(0);
    expect(same.body.vatCheck.latest.outcome).toBe('valid');
    const changed = await admin.put(`/api/admin/clients/${id}`, { ...body, dic: 'NL123456789B01', billingCountry: 'NL' });
    expect(changed.status, changed.text).toBe(200);
    expect(vies.checks()).toEqual([expect.objectContaining({ countryCode: 'NL', vatNumber: '123456789B01' })]);
    expect(changed.body.vatCheck.latest).toMatchObject({ outcome: 'valid', name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD' });
    const czech = await invoiceClient(admin);
    const state = await admin.get(`/api/admin/clients/${czech}/vat-check`);
    expect(state.body).toEqual({ applies: false, vatId: null, latest: null, lastValid: null });
  });
});

describe('check again', () => {
  it('asks VIES even within 24 h, and answers the state', async () => {
    const { id } = await euClient('DE111111116');
    vies.requests.length = 0;
    const res = await admin.post(`/api/admin/clients/${id}/vat-check`);
    expect(res.status, res.text).toBe(200);
    expect(vies.requests).toHaveLength(1);
    expect(res.body.latest).toMatchObject({ outcome: 'valid', name: 'Muster GmbH' });
    const got = await admin.get(`/api/admin/clients/${id}/vat-check`);
    expect(got.body.latest.id).toBe(res.body.latest.id);
  });

  it('VIES unavailable: 200 with the state unavailable and the last valid check', async () => {
    const { id } = await euClient('DE111111116');
    vies.scenario = { kind: 'error', code: 'TIMEOUT', status: 200 };
    const res = await admin.post(`/api/admin/clients/${id}/vat-check`);
    expect(res.status).toBe(200);
    expect(res.body.latest).toMatchObject({ outcome: 'unavailable', errorCode: 'TIMEOUT' });
    expect(res.body.lastValid).toMatchObject({ outcome: 'valid' });
  });

  it('INVALID_INPUT: 400 naming dic; INVALID_REQUESTER_INFO: 409 with its reason; a client without an EU VAT ID: 400 on dic', async () => {
    const { id } = await euClient('DE111111116');
    vies.scenario = { kind: 'error', code: 'INVALID_INPUT', status: 400 };
    const input = await admin.post(`/api/admin/clients/${id}/vat-check`);
    expect(input.status).toBe(400);
    expect(input.body).toMatchObject({ field: 'dic', code: 'viesInvalidInput', params: { vatId: 'DE111111116' } });
    vies.scenario = { kind: 'error', code: 'INVALID_REQUESTER_INFO', status: 200 };
    const requester = await admin.post(`/api/admin/clients/${id}/vat-check`);
    expect(requester.status).toBe(409);
    expect(requester.body.code).toBe('viesRequesterInvalid');
    const czech = await invoiceClient(admin);
    const none = await admin.post(`/api/admin/clients/${czech}/vat-check`);
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('dic');
  });

  it('silence past the timeout is stored as unavailable (timeout), never a verdict', async () => {
    vies.scenario = { kind: 'silent' };
    const quick = new OutsideCaller({ ares: vies.url, vies: vies.url, cnbRates: vies.url, fioApi: vies.url }, { limits: { vies: { timeoutMs: 300, attempts: 1 } } });
    const run = await checkVatId(server.db, quick, 'DE444444442', null, { reuse: false });
    expect(run.check).toMatchObject({ outcome: 'unavailable', errorCode: 'timeout', name: '', requestIdentifier: null });
    vies.scenario = { kind: 'normal' };
  });
});

describe('issuing a reverse-charge invoice', () => {
  it('valid: the proof frozen in the snapshot, answered, and printed on the PDF (cs and en)', async () => {
    const { id } = await euClient('DE111111116');
    await ageChecks('DE111111116');
    const draft = await createDraft(admin, id);
    expect(draft.vatMode).toBe('reverse_charge');
    vies.requests.length = 0;
    const issued = await issueDraft(admin, draft.id);
    expect(vies.requests).toHaveLength(1);
    expect(issued.vatCheck).toMatchObject({ vatId: 'DE111111116', valid: true, name: 'Muster GmbH', address: 'Hauptstraße 1\n10115 Berlin' });
    expect(issued.vatCheck?.unavailableAtIssue).toBeUndefined();
    const consultation = issued.vatCheck!.requestIdentifier!;
    expect(consultation).toMatch(/^WAPI/);
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.snapshot?.vatCheck).toEqual(issued.vatCheck);
    const text = (await pdfText(await storedPdf(draft.id))).text;
    expect(text).toContain('Daň odvede zákazník');
    expect(text).toMatch(new RegExp(`Ověřeno ve VIES \\d{1,2}\\. \\d{1,2}\\. \\d{4}, \\d{1,2}:\\d{2}, č\\. konzultace ${consultation}`));

    const english = await issueDraft(admin, (await createDraft(admin, id, { language: 'en' })).id);
    const en = (await pdfText(await storedPdf(english.id))).text;
    expect(en).toContain('Reverse charge');
    expect(en).toContain(`consultation no. ${english.vatCheck!.requestIdentifier}`);
    expect(en).toContain('Verified in VIES');
  });

  it('a credit note keeps the proof of the invoice it corrects', async () => {
    const { id } = await euClient('DE111111116');
    const issued = await issueDraft(admin, (await createDraft(admin, id)).id);
    const note = await admin.post(`/api/admin/invoices/${issued.id}/credit-note`, { reason: 'Storno' });
    expect(note.status, note.text).toBe(201);
    expect(note.body.vatCheck).toEqual(issued.vatCheck);
  });

  it('invalid: 409 with the reason, nothing issued, no number used', async () => {
    const { id } = await euClient(VIES_NUMBERS.invalid);
    const draft = await createDraft(admin, id);
    const before = await series();
    const res = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'viesInvalid', params: { vatId: VIES_NUMBERS.invalid } });
    expect(res.body.message).toContain('not valid');
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).body).toMatchObject({ status: 'draft', number: null, vatCheck: null });
    expect(await series()).toEqual(before);
  });

  it('VIES down with an earlier valid check: issued with it, said so in the answer and on the PDF', async () => {
    const { id } = await euClient('DE111111116');
    await ageChecks('DE111111116');
    const [valid] = await checksOf('DE111111116');
    const draft = await createDraft(admin, id);
    vies.scenario = { kind: 'error', code: 'MS_UNAVAILABLE', status: 200 };
    const issued = await issueDraft(admin, draft.id);
    expect(issued).toMatchObject({ status: 'issued', vatCheck: { valid: true, unavailableAtIssue: true, requestIdentifier: valid!.requestIdentifier, checkedAt: valid!.checkedAt.toISOString() } });
    expect((await pdfText(await storedPdf(draft.id))).text).toContain(`VIES byl při vystavení nedostupný; naposledy ověřeno`);
    // The failed ask is stored too (never as a verdict).
    expect((await checksOf('DE111111116'))[0]).toMatchObject({ outcome: 'unavailable', errorCode: 'MS_UNAVAILABLE' });
  });

  it('VIES down as an HTML 503 page: the same', async () => {
    const { id } = await euClient('DE111111116');
    await ageChecks('DE111111116');
    vies.scenario = { kind: 'html503' };
    const issued = await issueDraft(admin, (await createDraft(admin, id)).id);
    expect(issued.vatCheck).toMatchObject({ valid: true, unavailableAtIssue: true });
  });

  it('VIES down and never a valid check: issued all the same, marked "VIES nedostupný, ověření chybí"', async () => {
    vies.scenario = { kind: 'error', code: 'SERVICE_UNAVAILABLE', status: 400 };
    const { id } = await euClient('DE555555553');
    const issued = await issueDraft(admin, (await createDraft(admin, id)).id);
    expect(issued.vatCheck).toEqual({ vatId: 'DE555555553', valid: false, name: '', address: '', requestIdentifier: null, requestDate: null, checkedAt: null, unavailableAtIssue: true });
    expect((await pdfText(await storedPdf(issued.id))).text).toContain('VIES nedostupný, ověření chybí');
  });

  it('VIES down after an invalid verdict: still refused', async () => {
    const { id } = await euClient(VIES_NUMBERS.invalid);
    vies.scenario = { kind: 'error', code: 'MS_UNAVAILABLE', status: 200 };
    const res = await admin.post(`/api/admin/invoices/${(await createDraft(admin, id)).id}/issue`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('viesInvalid');
  });

  it('INVALID_INPUT at issue: 400 on client.dic, nothing issued', async () => {
    const { id } = await euClient('DE666666664');
    await ageChecks('DE666666664');
    vies.scenario = { kind: 'error', code: 'INVALID_INPUT', status: 200 };
    const draft = await createDraft(admin, id);
    const res = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'client.dic', code: 'viesInvalidInput' });
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).body.status).toBe('draft');
  });

  it('an invoice that is not reverse charge asks nothing and carries no proof', async () => {
    const czech = await invoiceClient(admin);
    vies.requests.length = 0;
    const issued = await issueDraft(admin, (await createDraft(admin, czech)).id);
    expect(vies.requests).toHaveLength(0);
    expect(issued.vatCheck).toBeNull();
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, issued.id));
    expect(row!.snapshot && 'vatCheck' in row!.snapshot).toBe(false);
  });
});

describe('the monthly run', () => {
  it('does not ask VIES: issues on the stored valid check; keeps a draft when the newest verdict is invalid', async () => {
    await completeBilling(admin, { recurringInvoiceMode: 'issue' });
    const good = await euClient('DE111111116');
    const bad = await euClient(VIES_NUMBERS.invalid);
    const [goodProject] = await server.db.insert(projects).values({ clientId: good.id, name: 'Retainer', description: 'x', status: 'active', monthlyFee: 100_00 }).returning();
    const [badProject] = await server.db.insert(projects).values({ clientId: bad.id, name: 'Retainer', description: 'x', status: 'active', monthlyFee: 100_00 }).returning();
    vies.requests.length = 0;
    await runMonthlyInvoices(server.db, { queue: async () => 0, now: new Date('2026-12-02T09:00:00Z') });
    expect(vies.requests).toHaveLength(0);
    const [issued] = await server.db.select().from(invoices).where(eq(invoices.projectId, goodProject!.id));
    expect(issued).toMatchObject({ status: 'issued', vatMode: 'reverse_charge' });
    expect(issued!.snapshot?.vatCheck).toMatchObject({ vatId: 'DE111111116', valid: true });
    expect(issued!.snapshot?.vatCheck?.unavailableAtIssue).toBeUndefined();
    const [kept] = await server.db.select().from(invoices).where(eq(invoices.projectId, badProject!.id));
    expect(kept).toMatchObject({ status: 'draft', number: null });
    await completeBilling(admin);
  });
});
