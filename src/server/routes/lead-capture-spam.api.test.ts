/**
 * Lead capture (issue 12), spam: clear spam (honeypot filled, forged token) is kept apart without mail; an enquiry
 * sent faster than the minimum fill time is possible spam (issue 20): listed in the default inbox, notified with the
 * subject marked; staff take it out with "not spam" or confirm it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSSIBLE_SPAM_REASONS } from '@/shared/constants';
import { mailOutbox, messages } from '../db/schema';
import { issueFormToken } from '../mail/form-token';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import type { TestClient, TestServer } from '../test/test-server';
import { auditOf, contact, quote, SECRET, STAFF, startWithSmtp, until } from './lead-capture-fixtures';

describe('spam', () => {
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

  it('honeypot and forged submissions land in spam with no mail, apart from the default inbox', async () => {
    const before = smtp.received.length;
    const honeypot = await server.client().post('/api/contact', contact({ name: 'Bot One', website: 'http://spam.example' }));
    // The honeypot decides even when the form was also sent too fast: clear spam, quiet.
    const both = await server.client().post('/api/contact', contact({ name: 'Bot Two', website: 'x', formToken: issueFormToken(SECRET) }));
    const forged = await server.client().post('/api/quote', quote({ name: 'Bot Three', formToken: issueFormToken('another-secret-another-secret-xx', Date.now() - 60_000) }));
    for (const res of [honeypot, both, forged]) expect(res.status).toBe(201);
    const rows = await server.db.select().from(messages);
    expect(rows.find((r) => r.name === 'Bot One')).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    expect(rows.find((r) => r.name === 'Bot Two')).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    expect(rows.find((r) => r.name === 'Bot Three')).toMatchObject({ status: 'spam', spamReason: 'form_token' });
    const spamIds = [honeypot, both, forged].map((r) => r.body.id as number);
    const mails = await server.db.select().from(mailOutbox);
    expect(mails.filter((m) => spamIds.includes(m.messageId ?? -1))).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);
    const inboxRes = await admin.get('/api/admin/messages');
    const inbox = inboxRes.body as { id: number }[];
    expect(inbox.filter((m) => spamIds.includes(m.id))).toEqual([]);
    // Its total leaves clear spam out too: the table's kept total less the clear spam (list-page.ts, hidden rows).
    const listed = (await server.db.select().from(messages)).filter((m) => m.status !== 'spam' || (m.spamReason !== null && POSSIBLE_SPAM_REASONS.includes(m.spamReason)));
    expect(Number(inboxRes.headers.get('x-total-count'))).toBe(listed.length);
    expect(Number((await admin.get('/api/admin/messages?status=spam')).headers.get('x-total-count'))).toBe(3);

    // Staff: the Spam filter lists them; "not spam" queues the notification then.
    const spam = await admin.get('/api/admin/messages?status=spam');
    expect((spam.body as { name: string }[]).map((m) => m.name).sort()).toEqual(['Bot One', 'Bot Three', 'Bot Two']);
    const notSpam = await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'unread' });
    expect(notSpam.status).toBe(200);
    expect(notSpam.body).toMatchObject({ status: 'unread', spamReason: null });
    await until('the late notification', () => smtp.received.find((m) => m.text.includes(`open=${honeypot.body.id}`)));
    // Marking spam again and not spam again does not notify twice.
    await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'spam' });
    expect((await admin.get(`/api/admin/messages/${honeypot.body.id}`)).body).toMatchObject({ status: 'spam', spamReason: 'staff' });
    await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'read' });
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, honeypot.body.id as number))).length).toBe(1);
    // Each staff change is in the audit log: not spam, spam, read.
    const entries = await auditOf(server, 'message', honeypot.body.id as number);
    expect(entries.map((e) => [e.action, e.changes.status])).toEqual([
      ['status', { from: 'spam', to: 'read' }],
      ['status', { from: 'unread', to: 'spam' }],
      ['status', { from: 'spam', to: 'unread' }],
    ]);
    expect(entries[0]!.actorName).toMatch(/^Admin /);
  });

  it('an enquiry sent faster than the minimum fill time is possible spam: in the default inbox and notified, marked (issue 20)', async () => {
    expect((await admin.put('/api/admin/settings', { autoReply: true })).status).toBe(200);
    const res = await server.client().post('/api/quote', quote({ name: 'Quick Fill', email: 'quick@bakery.example.com', formToken: issueFormToken(SECRET) }));
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect((await server.db.select().from(messages).where(eq(messages.id, id)))[0]).toMatchObject({ status: 'spam', spamReason: 'too_fast' });
    // Staff are notified, the subject says possible spam; the visitor gets no auto-reply until staff say "not spam".
    const mail = await until('the possible-spam notification', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.to).toEqual([STAFF]);
    expect(mail.subject).toBe('[Možný spam] Nová poptávka z ceníku: Quick Fill');
    expect(mail.text).toContain('rychleji, než ho člověk obvykle vyplní');
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id))).map((m) => m.kind)).toEqual(['notification']);
    await admin.put('/api/admin/settings', { autoReply: false });

    // The default inbox lists it with its reason (the badge); so does the Spam filter.
    const inbox = (await admin.get('/api/admin/messages')).body as { id: number; status: string; spamReason: string | null }[];
    expect(inbox.find((m) => m.id === id)).toMatchObject({ status: 'spam', spamReason: 'too_fast' });
    expect(((await admin.get('/api/admin/messages?status=spam')).body as { id: number }[]).some((m) => m.id === id)).toBe(true);

    // "Not spam": unread, and the notification already sent is not queued again.
    const notSpam = await admin.patch(`/api/admin/messages/${id}`, { status: 'unread' });
    expect(notSpam.body).toMatchObject({ status: 'unread', spamReason: null });
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id))).length).toBe(1);
    expect((await auditOf(server, 'message', id))[0]).toMatchObject({ action: 'status', changes: { status: { from: 'spam', to: 'unread' } } });

    // Confirmed as spam by staff: reason staff, out of the default inbox.
    const other = await server.client().post('/api/contact', contact({ name: 'Quick Bot', formToken: issueFormToken(SECRET) }));
    const otherId = other.body.id as number;
    await until('its notification', () => smtp.received.find((m) => m.text.includes(`open=${otherId}`)));
    const confirmed = await admin.patch(`/api/admin/messages/${otherId}`, { status: 'spam' });
    expect(confirmed.body).toMatchObject({ status: 'spam', spamReason: 'staff' });
    expect(((await admin.get('/api/admin/messages')).body as { id: number }[]).some((m) => m.id === otherId)).toBe(false);
  });
});
