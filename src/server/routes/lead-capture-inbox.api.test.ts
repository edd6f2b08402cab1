/**
 * Lead capture (issue 12), the inbox: filters, bulk read / unread / delete with the unread count and the audit log,
 * and "Create client" from a quote request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import type { TestClient, TestServer } from '../test/test-server';
import { auditOf, contact, quote, startWithSmtp } from './lead-capture-fixtures';

describe('the inbox of enquiries', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    smtp = await startSmtpServer('accept');
    server = await startWithSmtp(smtp);
    admin = await server.signedInClient();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('inbox filters, bulk read / unread / delete, and the unread count follow', async () => {
    const a = await server.client().post('/api/contact', contact({ name: 'Bulk A' }));
    const b = await server.client().post('/api/quote', quote({ name: 'Bulk B' }));
    const ids = [a.body.id as number, b.body.id as number];
    const quotes = await admin.get('/api/admin/messages?kind=quote');
    expect((quotes.body as { kind: string }[]).every((m) => m.kind === 'quote')).toBe(true);
    expect((quotes.body as { name: string }[]).some((m) => m.name === 'Bulk B')).toBe(true);
    const unreadBefore = (await admin.get('/api/admin/stats')).body.unreadMessages as number;

    expect((await admin.post('/api/admin/messages/bulk', { action: 'read', ids })).body).toEqual({ action: 'read', ids: expect.arrayContaining(ids) });
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(unreadBefore - 2);
    const read = (await admin.get('/api/admin/messages?status=read&q=Bulk')).body as { name: string; status: string }[];
    expect(read.map((m) => m.name).sort()).toEqual(['Bulk A', 'Bulk B']);
    await admin.post('/api/admin/messages/bulk', { action: 'unread', ids });
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(unreadBefore);
    expect((await admin.get('/api/admin/messages?status=unread&kind=contact&q=Bulk')).body).toEqual([expect.objectContaining({ name: 'Bulk A' })]);

    expect((await auditOf(server, 'message', ids[0]!)).map((e) => e.changes.status)).toEqual([
      { from: 'read', to: 'unread' },
      { from: 'unread', to: 'read' },
    ]);
    const del = await admin.post('/api/admin/messages/bulk', { action: 'delete', ids });
    expect(del.body.ids.sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await auditOf(server, 'message', id))[0]).toMatchObject({ action: 'delete' });
    expect((await admin.get('/api/admin/messages?q=Bulk')).body).toEqual([]);
  });

  it('"Create client" from a quote makes a lead client linked to the message, in one request', async () => {
    const q = await server.client().post('/api/quote', quote({ name: 'Lead Client' }));
    const id = q.body.id as number;
    const msg = (await admin.get(`/api/admin/messages/${id}`)).body as { quote: { priceCzk: { setup: number; monthly: number } } };
    const res = await admin.post(`/api/admin/messages/${id}/client`, {
      name: 'Lead Client',
      email: 'john@bakery.example.com',
      phone: '+420 777 123 456',
      servicesRequired: 'multiple',
      internalNotes: 'We would like to start in March.',
      currentStatus: 'lead',
      // The quote's whole Kč, as the client form sends them: haléře.
      oneTimePrice: msg.quote.priceCzk.setup * 100,
      monthlyPrice: msg.quote.priceCzk.monthly * 100,
    });
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ name: 'Lead Client', currentStatus: 'lead', oneTimePrice: msg.quote.priceCzk.setup * 100, servicesRequired: 'multiple' });
    expect(res.body.message).toMatchObject({ id, clientId: res.body.client.id, clientName: 'Lead Client' });
    const [client] = await server.db.select().from(clients).where(eq(clients.id, res.body.client.id as number));
    expect(client).toBeDefined();
    expect((await auditOf(server, 'client', client!.id))[0]).toMatchObject({ action: 'create', changes: { name: { from: null, to: 'Lead Client' } } });
    expect((await auditOf(server, 'message', id))[0]).toMatchObject({ action: 'update', changes: { clientId: { from: null, to: client!.id } } });
    // The client's communication tab lists its messages.
    const forClient = await admin.get(`/api/admin/messages?clientId=${res.body.client.id}`);
    expect(forClient.body).toEqual([expect.objectContaining({ id, clientName: 'Lead Client' })]);
    // Bad client data: 400 naming the field, nothing created.
    const bad = await admin.post(`/api/admin/messages/${id}/client`, { name: '', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
    expect((await admin.post('/api/admin/messages/999999/client', { name: 'X', email: 'x@example.cz' })).status).toBe(404);
  });
});
