/** The agency's billing details (issue 22): GET/PUT /api/admin/settings/billing, admins only, validated, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@/shared/schemas/messages';
import { createUser } from '@/server/data/accounts/users';
import { COMPLETE_AGENCY_BILLING } from '@/server/test/billing-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('billing-admin');
});
afterAll(() => server.close());

const details = COMPLETE_AGENCY_BILLING;

describe('GET /api/admin/settings/billing', () => {
  it('before anything is saved: blanks, the defaults, and the list of what documents need', async () => {
    const res = await admin.get('/api/admin/settings/billing');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      companyName: null, ico: null, country: 'CZ', vatPayer: false, proposalValidityDays: 30, invoiceDueDays: 14, logoUrl: null, updatedAt: null,
      missing: ['companyName', 'street', 'city', 'postalCode', 'ico', 'registration', 'bankAccount'],
    });
  });

  it('is for admins only: 401 anonymous, 403 for an editor (read and write)', async () => {
    expect((await server.client().get('/api/admin/settings/billing')).status).toBe(401);
    expect((await server.client().put('/api/admin/settings/billing', details)).status).toBe(401);
    await createUser(server.db, { username: 'billing-editor', password: 'correct-horse', email: 'be@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'billing-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get('/api/admin/settings/billing')).status).toBe(403);
    expect((await editor.put('/api/admin/settings/billing', details)).status).toBe(403);
  });
});

describe('PUT /api/admin/settings/billing', () => {
  it('stores the details in normal form, derives the IBAN, and every instance reads them from the database', async () => {
    const res = await admin.put('/api/admin/settings/billing', { ...details, ico: '270 82 440', dic: 'cz27082440', bankAccount: '000019-2000145399/0800' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...details, bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399', missing: [] });
    expect(res.body.updatedAt).toEqual(expect.any(String));
    expect((await admin.get('/api/admin/settings/billing')).body).toEqual(res.body);
  });

  it('records the changed fields in the audit log', async () => {
    const res = await admin.put('/api/admin/settings/billing', { ...details, city: 'Brno', postalCode: '602 00', invoiceDueDays: 21 });
    expect(res.status, res.text).toBe(200);
    const [entry] = (await admin.get('/api/admin/activity?entity=setting&entityId=billing&limit=1')).body;
    expect(entry).toMatchObject({ action: 'update', actorName: 'Admin billing-admin' });
    expect(entry.changes).toEqual({
      city: { from: 'Praha', to: 'Brno' },
      postalCode: { from: '120 00', to: '602 00' },
      invoiceDueDays: { from: 14, to: 21 },
    });
  });

  it('answers 400 naming the field: a bad IČO, DIČ, account number, IBAN, days; an IBAN of another account', async () => {
    const put = (patch: Record<string, unknown>) => admin.put('/api/admin/settings/billing', { ...details, ...patch });
    expectFieldError(await put({ ico: '27082441' }), 'ico', BILLING_MESSAGES.icoInvalid);
    expectFieldError(await put({ dic: 'DE123456789' }), 'dic', BILLING_MESSAGES.czechDicInvalid);
    expectFieldError(await put({ dic: 'CZ25596641' }), 'dic', BILLING_MESSAGES.dicIcoMismatch);
    expectFieldError(await put({ dic: '' }), 'dic', BILLING_MESSAGES.dicRequired);
    expectFieldError(await put({ bankAccount: '19-2000145398/0800' }), 'bankAccount', BILLING_MESSAGES.bankAccountNumberInvalid);
    expectFieldError(await put({ bankAccount: '18-2000145399/0800' }), 'bankAccount', BILLING_MESSAGES.bankAccountPrefixInvalid);
    expectFieldError(await put({ bankAccount: '2000145399' }), 'bankAccount', BILLING_MESSAGES.bankAccountInvalid);
    expectFieldError(await put({ iban: 'CZ6608000000192000145399' }), 'iban', BILLING_MESSAGES.ibanChecksumInvalid);
    expectFieldError(await put({ iban: 'CZ5855000000001265098001' }), 'iban', BILLING_MESSAGES.ibanAccountMismatch);
    expectFieldError(await put({ invoiceDueDays: 0 }), 'invoiceDueDays', BILLING_MESSAGES.daysInvalid);
    expectFieldError(await put({ country: 'XX' }), 'country', BILLING_MESSAGES.countryInvalid);
    // Nothing of the refused ones was stored.
    expect((await admin.get('/api/admin/settings/billing')).body).toMatchObject({ ico: '27082440', bankAccount: '19-2000145399/0800' });
  });

  it('a partly filled form is saved, and says what is still missing', async () => {
    const res = await admin.put('/api/admin/settings/billing', { ...details, registration: '', street: null, bankAccount: '', iban: '' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.missing).toEqual(['street', 'registration', 'bankAccount']);
  });
});
