/**
 * An erasure leaves no personal data behind (issue 33, item 11; docs/privacy.md "A client's erasure"): a client signs
 * in to the portal by an e-mailed link, accepts a proposal with a typed signer name, writes about the project, asks
 * for a change of billing details, downloads their data and signs out — from an address of their own — and staff
 * issue an invoice. After the erasure, every text of every column of every table (read generically through
 * information_schema) is searched for the e-mail, the names, the phone, the billing addresses and the IP address:
 * none is found but in the exceptions listed below, each kept for a reason the law or the contract gives. PGlite and
 * PostgreSQL.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@/server/db/database';
import { auditLog } from '@/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { completeBilling, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { grantPortalAccess, signInToPortalByLink } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: 1, rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000, portalSignInPerAddress: 1000, portalSignInPerIp: 1000 } },
  });
  admin = await server.signedInClient();
  await completeBilling(admin);
}, 60_000);
afterAll(() => server.close());

type Row = Record<string, unknown>;

/** Every row of every table of the database, as JSON values by column (bytea as hex: no text to find in it). */
async function wholeDatabase(): Promise<{ table: string; row: Row }[]> {
  const tables = resultRows<{ name: string }>(
    await server.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((t) => t.name);
  expect(tables).toEqual(expect.arrayContaining(['audit_log', 'clients', 'mail_outbox', 'rate_limits', 'proposals', 'invoices', 'messages']));
  const all: { table: string; row: Row }[] = [];
  for (const table of tables) {
    const rows = resultRows<{ row: Row | string }>(await server.db.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} t`));
    for (const { row } of rows) all.push({ table, row: typeof row === 'string' ? (JSON.parse(row) as Row) : row });
  }
  return all;
}

/** Where a needle was found: table.column (row id). */
function findings(all: { table: string; row: Row }[], needles: readonly string[], kept: (table: string, column: string, row: Row) => boolean): string[] {
  const found: string[] = [];
  for (const { table, row } of all) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
      for (const needle of needles) {
        if (text.includes(needle.toLowerCase()) && !kept(table, column, row)) found.push(`${table}.${column} (id ${String(row.id ?? '?')}): ${needle}`);
      }
    }
  }
  return found;
}

const form = (client: TestClient, path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });

describe('erasure of a client who used the portal', () => {
  it('leaves the e-mail, names, phone, addresses and IP only in the issued tax documents and the accepted contract', async () => {
    const ip = '198.51.100.77';
    const from = { 'x-forwarded-for': ip };
    const person = {
      name: 'Vendula Zrzavá',
      email: 'vendula.zrzava@lesni-med.cz',
      phone: '+420 603 222 111',
      billingName: 'Lesní Med Zrzavá s.r.o.',
      billingStreet: 'Pod Lipami 17',
      billingCity: 'Kutná Hora',
      billingPostalCode: '284 01',
    };
    const signer = 'Bořivoj Zrzavý';
    const asked = { street: 'Pod Hájem 9', city: 'Čáslav', phone: '+420 731 444 555', note: 'Stěhujeme se k Bořivojovi' };
    const clientId = await invoiceClient(admin, { ...person, internalNotes: 'Zákaznice paní Zrzavá, pozor na termíny', salesman: 'Karel' });
    await grantPortalAccess(server.db, clientId);

    // Staff send a proposal; the client signs in from their address, views and accepts it with a typed name.
    const created = await admin.post('/api/admin/proposals', {
      clientId,
      title: 'E-shop s medem',
      language: 'cs',
      validUntil: '2099-12-31',
      lines: [{ service: 'E-shop', quantityThousandths: 1000, unitPriceMinor: 30_000_00 }],
    });
    expect(created.status, created.text).toBe(201);
    expect((await admin.post(`/api/admin/proposals/${created.body.id}/send`)).status).toBe(200);
    const browser = await signInToPortalByLink(server, person.email, from);
    const page = await browser.request('GET', `/portal/proposals/${created.body.id}`, undefined, from);
    expect(page.status, page.text).toBe(200);
    const shown = /name="shown" value="([0-9a-f]+)"/.exec(page.text)![1]!;
    const accepted = await form(browser, `/portal/proposals/${created.body.id}`, { answer: 'accept', name: signer, consent: 'on', shown }, from);
    expect(accepted.status, accepted.text).toBe(200);

    // A message about the project, a change request, the export, sign-out.
    const [project] = resultRows<{ id: number }>(await server.db.execute(sql`select id from projects where client_id = ${clientId}`));
    const message = await form(browser, `/portal/projects/${project!.id}/messages`, { message: `Dobrý den, tady ${person.name}, kdy bude hotovo?` }, from);
    expect(message.status, message.text).toBe(303);
    const details = { billingName: person.billingName, ico: '25596641', dic: 'CZ25596641', billingStreet: asked.street, billingCity: asked.city, billingPostalCode: '286 01', billingCountry: 'CZ', phone: asked.phone, vatPayer: 'on', note: asked.note };
    const change = await form(browser, '/portal/details', details, from);
    expect(change.status, change.text).toBe(303);
    expect((await browser.request('GET', '/portal/export', undefined, from)).status).toBe(200);

    // Staff issue an invoice (a tax document) and send it.
    const invoice = await issuedInvoice(admin, clientId);
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/send`)).status).toBe(200);
    expect((await form(browser, '/portal/sign-out', {}, from)).status).toBe(303);

    const needles = [person.email, person.name, person.phone, person.billingStreet, signer, asked.street, asked.phone, asked.note, ip];
    // The search finds them before the erasure: in the activity log, the rate limits, the mails…
    const before = findings(await wholeDatabase(), needles, () => false);
    for (const table of ['audit_log', 'rate_limits', 'mail_outbox', 'client_change_requests', 'messages']) {
      expect(before.some((f) => f.startsWith(`${table}.`)), `${table} before the erasure`).toBe(true);
    }

    // The sign-in limit counts the address under a keyed hash, never in clear.
    expect(before.filter((f) => f.startsWith('rate_limits.'))).toEqual([`rate_limits.key (id ?): ${ip}`]);
    const logBefore = await server.db.select().from(auditLog).orderBy(asc(auditLog.id));

    const erased = await admin.post(`/api/admin/clients/${clientId}/erase`, { confirm: true });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.billingIdentityKept).toBe(true);
    expect(erased.body.counts.rateLimitsDeleted).toBeGreaterThanOrEqual(2);

    // The log keeps every entry (and adds the erasure's), the client's own named without the person.
    const logAfter = await server.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(logAfter.map((entry) => entry.id)).toEqual([...logBefore.map((entry) => entry.id), logAfter.at(-1)!.id]);
    const own = logBefore.filter((entry) => entry.actorName.startsWith(`client: ${person.name}`)).map((entry) => entry.id);
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const entry of logAfter.filter((e) => own.includes(e.id))) expect(entry).toMatchObject({ actorName: `client #${clientId} (erased)`, ip: null });
    expect(erased.body.counts.activityEntriesPseudonymised).toBeGreaterThanOrEqual(own.length);

    // What the law or the contract keeps, and nothing else.
    const kept = (table: string, column: string, row: Row): boolean =>
      // The issued tax document (zákon o DPH § 35: 10 years): its frozen snapshot names the customer and its address.
      (table === 'invoices' && row.client_id === clientId && row.status === 'issued' && column === 'snapshot') ||
      // The client's billing identity, kept while a tax document of it exists (credit notes, the documents' lists).
      (table === 'clients' && row.id === clientId && ['name', 'billing_name', 'billing_street', 'billing_city', 'billing_postal_code', 'search_text'].includes(column)) ||
      // The accepted proposal is the contract: its snapshot (the customer's billing details) and the record of its
      // acceptance — the typed name and the address it came from (decision 025).
      (table === 'proposals' && row.client_id === clientId && row.status === 'accepted' && ['snapshot', 'accepted_name', 'accepted_ip'].includes(column)) ||
      // The invoice's own mail goes with the tax document: to whom it was sent (its text names no person).
      (table === 'mail_outbox' && row.invoice_id === invoice.id && column === 'recipients');
    expect(findings(await wholeDatabase(), needles, kept)).toEqual([]);
  });
});
