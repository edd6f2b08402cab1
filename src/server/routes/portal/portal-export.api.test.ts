/**
 * GET /portal/export, /en/portal/export (issue 25, GDPR): the signed-in client's own data as a ZIP, never another
 * client's; audited with the client as the actor; without a portal session 303 to the sign-in page. PGlite and
 * PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, messages, projects } from '@/server/db/schema';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function clientWithMessage(name: string, email: string): Promise<number> {
  const [client] = await server.db.insert(clients).values({ name, email }).returning();
  await server.db.insert(messages).values({ name, email, message: `Hello from ${name}`, kind: 'contact', clientId: client!.id });
  return client!.id;
}

async function download(browser: TestClient, path: string) {
  const res = await fetch(server.url + path, { headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, redirect: 'manual' });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, files: res.status === 200 ? unzipSync(bytes) : {} };
}

describe('the client data export in the portal', () => {
  it("answers client A's data only, as a ZIP named in the page's language, never cached, audited with the client as actor", async () => {
    const a = await clientWithMessage('Alena Alfa', 'alena@alfa.cz');
    await clientWithMessage('Bedřich Beta', 'bedrich@beta.cz');
    const browser = await portalClientFor(server, a, 'alena@alfa.cz');

    const cs = await download(browser, '/portal/export');
    expect(cs.status).toBe(200);
    expect(cs.headers.get('content-type')).toBe('application/zip');
    expect(cs.headers.get('content-disposition')).toMatch(/^attachment; filename="moje-udaje-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(cs.headers.get('cache-control')).toBe('no-store');
    const data = JSON.parse(strFromU8(cs.files['data.json']!));
    expect(data.client).toMatchObject({ id: a, name: 'Alena Alfa', email: 'alena@alfa.cz' });
    expect(data.messages).toHaveLength(1);
    expect(data.portal.sessions).toHaveLength(1);
    const everything = Object.values(cs.files).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toMatch(/Bedřich|bedrich@beta\.cz/);
    expect(everything).not.toMatch(/idHash|tokenHash/);
    expect(strFromU8(cs.files['README.txt']!)).toContain('10 let');
    for (const file of ['client.csv', 'messages.csv', 'proposals.csv', 'invoices.csv', 'payments.csv', 'change-requests.csv']) expect(cs.files[file]).toBeDefined();

    const en = await download(browser, '/en/portal/export');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toMatch(/filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(strFromU8(en.files['README.txt']!)).toContain('kept 10 years');

    const entries = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(a))));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: null, actorName: `client: Alena Alfa (#${a})` });
  });

  it("holds what the client gave or was sent, none of the agency's staff-only fields (issue 33)", async () => {
    const staffOnly = { internalNotes: 'INTERNAL-NOTE-qx7', salesman: 'SALESMAN-zk9', contractUrl: 'https://contracts.example.cz/SECRET-kq3', industry: 'INDUSTRY-tp4', notes: 'PROJECT-NOTE-vb2' };
    const [client] = await server.db
      .insert(clients)
      .values({ name: 'Cyril Cé', email: 'cyril@ce.cz', billingStreet: 'Cejlova 3', internalNotes: staffOnly.internalNotes, salesman: staffOnly.salesman, contractUrl: staffOnly.contractUrl, industry: staffOnly.industry, oneTimePrice: 4_444_444_00 })
      .returning();
    await server.db.insert(projects).values({ clientId: client!.id, name: 'Web Cyril', description: 'Nový web', budget: 5_000_00, costOfService: 987_654_321, notes: staffOnly.notes });
    const browser = await portalClientFor(server, client!.id, 'cyril@ce.cz');
    for (const path of ['/portal/export', '/en/portal/export']) {
      const { status, files } = await download(browser, path);
      expect(status).toBe(200);
      const json = strFromU8(files['data.json']!);
      const csv = Object.entries(files).filter(([name]) => name.endsWith('.csv')).map(([, bytes]) => strFromU8(bytes)).join('\n');
      for (const text of [json, csv]) {
        for (const value of Object.values(staffOnly)) expect(text).not.toContain(value);
        expect(text).not.toMatch(/987654321|9876543[,.]21|4444444/);
        expect(text).not.toMatch(/internalNotes|salesman|costOfService|contractUrl|oneTimePrice|currentStatus|paymentStatus/);
        for (const own of ['Cyril Cé', 'cyril@ce.cz', 'Cejlova 3', 'Web Cyril', 'Nový web']) expect(text).toContain(own);
      }
    }
  });

  it('without a portal session: 303 to the sign-in page of the language', async () => {
    const anonymous = server.client();
    const cs = await anonymous.get('/portal/export');
    expect(cs.status).toBe(303);
    expect(cs.headers.get('location')).toBe('/portal');
    const en = await anonymous.get('/en/portal/export');
    expect(en.status).toBe(303);
    expect(en.headers.get('location')).toBe('/en/portal');
  });

  it('a staff session opens nothing in the portal', async () => {
    const admin = await server.signedInClient();
    expect((await admin.get('/portal/export')).status).toBe(303);
  });
});
