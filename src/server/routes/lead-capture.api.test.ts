/**
 * Lead capture (issue 12) over real HTTP, a real database and a real SMTP server in this process: enquiries and
 * quote requests are stored with their mail in one transaction and delivered by the outbox sender. Spam:
 * lead-capture-spam.api.test.ts; the inbox: lead-capture-inbox.api.test.ts; SMTP refusing, down or missing and two
 * instances: lead-capture-delivery.api.test.ts.
 */
import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePlanPrice } from '@/shared/pricing';
import { mailOutbox, messages } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import type { TestClient, TestServer } from '../test/test-server';
import { auditOf, contact, quote, STAFF, startWithSmtp, until } from './lead-capture-fixtures';

/** An instant's wall clock in Prague, read independently of the code under test. */
function pragueClock(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day'), hour: String(Number(part('hour'))), minute: part('minute') };
}

describe('with an SMTP server that accepts', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: TestClient;
  const zone = process.env.TZ;
  beforeAll(async () => {
    process.env.TZ = 'UTC'; // the server's zone in production
    smtp = await startSmtpServer('accept');
    server = await startWithSmtp(smtp);
    admin = await server.signedInClient();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('a contact enquiry is stored unread with page and language, and staff get a notification with every field', async () => {
    const res = await server.client().post('/api/contact', contact());
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ status: 'unread', kind: 'contact', pagePath: '/contact', language: 'cs', spamReason: null });

    const mail = await until('the notification', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.to).toEqual([STAFF]);
    expect(mail.headers['reply-to']).toContain('jana@pekarna.cz');
    expect(mail.subject).toBe('Nová zpráva z webu: Jana Nováková');
    for (const field of ['Jana Nováková', 'jana@pekarna.cz', '/contact', 'čeština', 'pekárnu <b>rychle</b>']) expect(mail.text).toContain(field);
    // Received: the office's (Prague) time, though the server runs in UTC (issue 33, item 5).
    const at = pragueClock(row!.createdAt);
    expect(mail.text).toContain(`Přijato: ${at.day}. ${at.month}. ${at.year}, ${at.hour}:${at.minute}`);
    expect(mail.text).toContain(`https://www.lipa-digital.cz/admin/messages?open=${id}`);
    // The visitor's markup is escaped in the HTML part.
    expect(mail.html).toContain('pekárnu &lt;b&gt;rychle&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>rychle</b>');
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id)))[0]?.status === 'sent');
  });

  it('a quote request stores the server-computed prices (a tampered price is ignored) and is notified with its configuration', async () => {
    const res = await server.client().post('/api/quote', quote());
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const expected = calculatePlanPrice(DEFAULT_PRICE_LIST, 'standard', ['webDevelopment', 'design'], 'monthlyFocused');
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ kind: 'quote', status: 'unread', phone: '+420 777 123 456', message: 'We would like to start in March.', pagePath: '/en/pricing', language: 'en' });
    expect(row!.quote).toEqual({
      // Priced with the price list the page showed: none was sent, so the current one (the built-in list, version 0).
      priceVersion: 0,
      planNames: { cs: 'Standardní', en: 'Standard' },
      plan: 'standard',
      paymentMode: 'monthlyFocused',
      services: ['webDevelopment', 'design'],
      priceCzk: expected,
      priceUsd: {
        setup: Math.round(expected.setup * 0.043),
        monthly: Math.round(expected.monthly * 0.043),
        firstYearTotal: Math.round(expected.firstYearTotal * 0.043),
      },
      // The English page showed US dollars (issue 38): the proposal made from it is in USD.
      shownCurrency: 'USD',
    });
    expect(row!.quote!.priceCzk.setup).not.toBe(1);

    const mail = await until('the quote notification', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.subject).toBe('Nová poptávka z ceníku: John Baker');
    for (const field of ['John Baker', 'john@bakery.example.com', '+420 777 123 456', '/en/pricing', 'angličtina', 'Standard', 'Důraz na měsíční platby', 'Vývoj webu, Design', 'We would like to start in March.', `$${Math.round(expected.monthly * 0.043)}`]) {
      expect(mail.text).toContain(field);
    }
    expect(mail.text).toContain(`${expected.firstYearTotal.toLocaleString('cs-CZ')} Kč`);
  });

  it('the auto-reply, when switched on, goes to the visitor in the page language', async () => {
    expect((await admin.get('/api/admin/settings')).body).toEqual({ autoReply: false });
    expect((await admin.put('/api/admin/settings', { autoReply: true })).body).toEqual({ autoReply: true });
    expect((await auditOf(server, 'setting', 'auto-reply'))[0]).toMatchObject({ action: 'update', changes: { autoReply: { from: false, to: true } } });
    const res = await server.client().post('/api/contact', contact({ name: 'Anna Smith', email: 'anna@shop.example.com', page: '/en/contact', lang: 'en' }));
    const reply = await until('the auto-reply', () => smtp.received.find((m) => m.to.includes('anna@shop.example.com')));
    expect(reply.subject).toContain('Thank you for your message');
    // A fixed text since issue 19: the visitor's name is not repeated to an unverified address.
    expect(reply.text).toContain('Hello,');
    const rows = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, res.body.id as number));
    expect(rows.map((r) => r.kind).sort()).toEqual(['auto_reply', 'notification']);
    await admin.put('/api/admin/settings', { autoReply: false });
  });

  it('a classic form post (no JavaScript) is stored and answered with a page', async () => {
    const res = await server.client().request(
      'POST',
      '/api/contact',
      new URLSearchParams({ name: 'Karel Bez Skriptu', email: 'karel@example.cz', message: 'Píšu bez JavaScriptu, ozvěte se.', page: '/contact', lang: 'cs', website: '' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('Zpráva odeslána');
    const [row] = await server.db.select().from(messages).where(eq(messages.name, 'Karel Bez Skriptu'));
    expect(row).toMatchObject({ status: 'unread', language: 'cs' });
    const bad = await server.client().request('POST', '/api/contact', 'name=K&email=x&message=short&lang=en', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Name must be at least 2 characters.');
  });

  it('a mail whose claim expired (the process died while sending) is sent again: at least once', async () => {
    const [row] = await server.db
      .insert(mailOutbox)
      .values({
        kind: 'notification',
        messageId: null,
        recipients: STAFF,
        replyTo: null,
        subject: 'Left mid-send',
        text: 'claimed by a process that died (mail-claim-expired)',
        html: '<p>claimed by a process that died</p>',
        status: 'sending',
        attempts: 1,
        claimedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await until('sent again', () => smtp.received.find((m) => m.text.includes('mail-claim-expired')));
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status === 'sent');
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!.attempts).toBe(2);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/quote', quote({ plan: 'gold' }), 'plan'],
      ['POST', '/api/quote', quote({ services: ['cooking'] }), 'services.0'],
      ['POST', '/api/quote', quote({ phone: 'call me' }), 'phone'],
      ['POST', '/api/contact', contact({ page: 'https://evil.example' }), 'page'],
      ['POST', '/api/contact', contact({ lang: 'de' }), 'lang'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await server.client().request(method, path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const adminCases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/messages/bulk', { action: 'read', ids: [] }, 'ids'],
      ['POST', '/api/admin/messages/bulk', { action: 'archive', ids: [1] }, 'action'],
      ['PUT', '/api/admin/settings', { autoReply: 'yes' }, 'autoReply'],
      ['GET', '/api/admin/messages?status=junk', undefined, 'status'],
      ['GET', '/api/admin/messages?kind=letter', undefined, 'kind'],
      ['GET', '/api/admin/mail?status=lost', undefined, 'status'],
      ['PATCH', '/api/admin/messages/1', { status: 'archived' }, 'status'],
    ];
    for (const [method, path, body, field] of adminCases) {
      const res = await admin.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});
