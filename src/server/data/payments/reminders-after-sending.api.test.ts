/**
 * Issue 33, item 1 (docs/product/payments.md#reminders): an invoice issued with a date of issue 60 days back and never
 * sent got "Druhá upomínka … přestože jsme Vám již poslali upomínku" within a minute. Through the API and a real SMTP
 * server: never sent → no reminder at all; sent → nothing at once, then the first reminder ("Upomínka"), and the
 * second only after the first went out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import type { MailService } from '@/server/mail/mail-service';
import { ReminderRunner } from '@/server/payments/reminder-runner';
import { completeBilling, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@/server/test/smtp-test-server';
import { smtpMailService } from '@/server/test/smtp-mail-service';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

const ORIGIN = 'https://www.lipa-digital.cz';
let smtp: TestSmtpServer;
let server: TestServer;
let mail: MailService;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer('accept');
  server = await startTestServer({
    config: { publicUrl: ORIGIN },
    mail: (db) => (mail = smtpMailService(smtp, ['staff@lipa-digital.cz'])(db)),
  });
  admin = await server.signedInClient();
  await completeBilling(admin);
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The mail whose subject is `subject` (a string: exactly; a RegExp: matching). */
async function received(subject: string | RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.find((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no mail "${subject}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until the outbox has sent everything queued (the SMTP server accepted it and the row is marked sent). */
async function outboxDrained(admin: TestClient, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const waiting = (await admin.get('/api/admin/mail?status=pending')).body.length + (await admin.get('/api/admin/mail?status=sending')).body.length;
    if (waiting === 0) return;
    if (Date.now() > end) throw new Error('the outbox did not drain');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('an invoice issued with a date of issue 60 days back', () => {
  it('gets no reminder while never sent; once sent, the first reminder ("Upomínka"), never a second without a first', async () => {
    const today = officeDay();
    const clientId = await invoiceClient(admin, { email: 'vera@pekarna.cz' });
    const invoice = await issuedInvoice(admin, clientId, { issuedOn: addDays(today, -60) });
    expect(invoice.dueOn).toBe(addDays(today, -46));
    const runner = new ReminderRunner(server.db, mail, ORIGIN, { everyMs: 0 });

    // Never sent: nothing, however long it stays unpaid.
    expect((await runner.runOnce()).queued).toEqual([]);
    expect((await runner.runOnce(addDays(today, 30))).queued).toEqual([]);

    const sent = await admin.post(`/api/admin/invoices/${invoice.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    await received(new RegExp(`^Faktura .*${invoice.number}`));
    await outboxDrained(admin);

    // Just sent: no reminder at once; the first one 7 days (first_reminder_days) after the sending — the first one.
    expect((await runner.runOnce()).queued).toEqual([]);
    expect((await runner.runOnce(addDays(today, 6))).queued).toEqual([]);
    expect((await runner.runOnce(addDays(today, 7))).queued).toEqual([{ invoiceId: invoice.id, stage: 1 }]);
    const first = await received(`Upomínka: faktura ${invoice.number} po splatnosti`);
    expect(first.to).toEqual(['vera@pekarna.cz']);
    expect(first.text).not.toContain('již poslali upomínku');
    expect(smtp.received.filter((m) => m.subject.startsWith('Druhá upomínka'))).toEqual([]);
    await outboxDrained(admin);

    // The second 14 days (second − first reminder days) after the first went out (today).
    expect((await runner.runOnce(addDays(today, 13))).queued).toEqual([]);
    expect((await runner.runOnce(addDays(today, 14))).queued).toEqual([{ invoiceId: invoice.id, stage: 2 }]);
    const second = await received(`Druhá upomínka: faktura ${invoice.number} po splatnosti`);
    expect(second.text).toContain('již poslali upomínku');
  });
});
