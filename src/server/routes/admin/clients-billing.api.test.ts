/** Client billing details (issue 22): created, updated, refused with the field named, exported and imported as CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@/shared/schemas/messages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('billing-clients');
});
afterAll(() => server.close());

const billing = {
  billingName: 'Pekárna Novák s.r.o.',
  ico: '27082440',
  dic: 'CZ27082440',
  billingStreet: 'Hlavní 1',
  billingCity: 'Olomouc',
  billingPostalCode: '779 00',
  billingCountry: 'CZ',
  documentLanguage: 'cs',
  vatPayer: true,
};

describe('client billing details', () => {
  it('a client made without them gets the defaults: Czechia, Czech documents, no VAT payer, blanks', async () => {
    const res = await admin.post('/api/admin/clients', { name: 'Bez fakturace', email: 'bez@example.cz' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      billingName: null, ico: null, dic: null, billingStreet: null, billingCity: null, billingPostalCode: null,
      billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: false,
    });
  });

  it('creates and updates a client with them, in normal form, audited', async () => {
    const created = await admin.post('/api/admin/clients', { name: 'Jana', email: 'jana@pekarna.cz', ...billing, ico: '270 82 440', dic: 'cz 27082440' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject(billing);
    const foreign = { billingName: 'Bäckerei GmbH', ico: null, dic: 'DE123456789', billingStreet: 'Hauptstraße 5', billingCity: 'Dresden', billingPostalCode: '01067', billingCountry: 'de', documentLanguage: 'en', vatPayer: true };
    const updated = await admin.put(`/api/admin/clients/${created.body.id}`, { name: 'Jana', email: 'jana@pekarna.cz', ...foreign });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ ...foreign, billingCountry: 'DE' });
    const [entry] = (await admin.get(`/api/admin/activity?entity=client&entityId=${created.body.id}&action=update&limit=1`)).body;
    expect(entry.changes).toMatchObject({ billingCountry: { from: 'CZ', to: 'DE' }, dic: { from: 'CZ27082440', to: 'DE123456789' }, documentLanguage: { from: 'cs', to: 'en' } });
  });

  it('answers 400 naming the field for bad ones, and stores nothing', async () => {
    const post = (patch: Record<string, unknown>) => admin.post('/api/admin/clients', { name: 'Špatně', email: 'spatne@example.cz', ...billing, ...patch });
    expectFieldError(await post({ ico: '12345678' }), 'ico', BILLING_MESSAGES.icoInvalid);
    expectFieldError(await post({ dic: 'CZ12345678', ico: null }), 'dic', BILLING_MESSAGES.dicInvalid);
    expectFieldError(await post({ dic: 'CZ25596641' }), 'dic', BILLING_MESSAGES.dicIcoMismatch);
    expectFieldError(await post({ billingCountry: 'DE', billingPostalCode: '01067', dic: 'SK2020317068' }), 'dic', BILLING_MESSAGES.dicCountryMismatch);
    expectFieldError(await post({ billingCountry: 'AT', billingPostalCode: '1010', dic: null }), 'dic', BILLING_MESSAGES.dicRequired);
    expectFieldError(await post({ billingCountry: 'Czechia' }), 'billingCountry', BILLING_MESSAGES.countryInvalid);
    expectFieldError(await post({ documentLanguage: 'de' }), 'documentLanguage', BILLING_MESSAGES.documentLanguageInvalid);
    expectFieldError(await post({ billingPostalCode: '7790' }), 'billingPostalCode', BILLING_MESSAGES.postalCodeInvalid);
    expectFieldError(await post({ vatPayer: 'ano' }), 'vatPayer', 'Must be true or false');
    expect((await admin.get('/api/admin/clients?q=spatne@example.cz')).body).toEqual([]);
  });

  it('the CSV export writes them in the staff member’s words, and the file imports again as it was', async () => {
    await admin.post('/api/admin/clients', { name: 'Exportní', email: 'export-billing@example.cz', ...billing, documentLanguage: 'en' });
    const res = await fetch(`${server.url}/api/admin/clients/export?q=export-billing@&lang=cs`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, row] = text.split(/\r?\n/);
    expect(header).toContain(';IČO;DIČ;Fakturační ulice;Fakturační město;Fakturační PSČ;Země;Jazyk dokladů;Plátce DPH;');
    expect(row).toContain(';27082440;CZ27082440;Hlavní 1;Olomouc;779 00;CZ;angličtina;ano;');

    const again = text.replace('export-billing@example.cz', 'export-billing-2@example.cz');
    const preview = await admin.post('/api/admin/clients/import/preview', { csv: again });
    expect(preview.body, preview.text).toMatchObject({ total: 1, valid: 1, issues: [] });
    expect((await admin.post('/api/admin/clients/import', { csv: again })).body).toEqual({ imported: 1 });
    const [imported] = (await admin.get('/api/admin/clients?q=export-billing-2@')).body;
    expect(imported).toMatchObject({ ...billing, documentLanguage: 'en' });
  });

  it('an import names a bad billing cell with its line and field', async () => {
    const csv = ['name,email,ico,vatPayer', 'Dobrý,dobry-billing@example.cz,25596641,no', 'Zlý,zly-billing@example.cz,25596640,maybe'].join('\n');
    const res = await admin.post('/api/admin/clients/import/preview', { csv });
    expect(res.body).toMatchObject({ total: 2, valid: 1 });
    expect(res.body.issues).toEqual([
      { line: 3, field: 'ico', message: BILLING_MESSAGES.icoInvalid },
      { line: 3, field: 'vatPayer', message: 'Must be true or false' },
    ]);
  });
});
