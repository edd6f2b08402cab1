/**
 * The quote form's company and IČO (issue 33; docs/product/proposals.md#from-a-quote-request): optional, the IČO
 * checked by the shared rule (400 naming `ico`), kept with the request and given to the client a proposal creates.
 * PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@/shared/schemas/messages';
import { clients, messages } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import type { TestClient, TestServer } from '../test/test-server';
import { quote, startWithSmtp } from './lead-capture-fixtures';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startWithSmtp(smtp);
  admin = await server.signedInClient();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Sends the draft (a new sender becomes a client then, docs/product/proposals.md) and answers its client's id. */
async function sentClientId(proposalId: number): Promise<number> {
  const sent = await admin.post(`/api/admin/proposals/${proposalId}/send`);
  expect(sent.status, sent.text).toBe(200);
  return sent.body.proposal.clientId;
}

describe('a quote request from a company', () => {
  it('keeps the company and IČO, and the client the proposal creates has them', async () => {
    const sent = await server.client().post('/api/quote', quote({ email: 'jana@truhlarstvi.cz', company: 'Truhlářství Nová s.r.o.', ico: '255 96 641' }));
    expect(sent.status, sent.text).toBe(201);
    const [row] = await server.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(row!.quote).toMatchObject({ company: 'Truhlářství Nová s.r.o.', ico: '25596641' });
    const made = await admin.post(`/api/admin/messages/${sent.body.id}/proposal`);
    expect(made.status, made.text).toBe(201);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, await sentClientId(made.body.id)));
    expect(client).toMatchObject({ email: 'jana@truhlarstvi.cz', company: 'Truhlářství Nová s.r.o.', ico: '25596641', currentStatus: 'lead' });
  });

  it('a wrong IČO is a 400 naming the field; without company and IČO the request is as before', async () => {
    const bad = await server.client().post('/api/quote', quote({ email: 'spatne@example.cz', company: 'Firma', ico: '12345678' }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('ico');
    expect(bad.body.fields.ico).toBe(BILLING_MESSAGES.icoInvalid);
    const plain = await server.client().post('/api/quote', quote({ email: 'osoba@example.cz' }));
    expect(plain.status, plain.text).toBe(201);
    const made = await admin.post(`/api/admin/messages/${plain.body.id}/proposal`);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, await sentClientId(made.body.id)));
    expect(client).toMatchObject({ company: null, ico: null });
  });
});
