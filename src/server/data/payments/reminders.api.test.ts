/**
 * Reminders of overdue invoices (docs/product/payments.md#reminders): only for invoices whose e-mail went out to the
 * client, once per stage across two instances, none for a paid invoice or a credit note; the first reminder a client
 * gets is reminder 1 however overdue, reminder 2 only after reminder 1 went out and the interval passed. "Today" is set
 * by the due dates inserted and the day a pass is run for — never by waiting; a reminder "goes out" when its outbox
 * row is marked sent, as the sender does on the SMTP server's acceptance.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { auditLog, clients, invoiceReminders, invoicePayments, mailOutbox } from '@/server/db/schema';
import { MAIL_NOT_CONFIGURED } from '@/server/mail/mail-service';
import { ReminderRunner } from '@/server/payments/reminder-runner';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { startTestServer, testDatabaseKind, type TestServer } from '@/server/test/test-server';

let first: TestServer;
let second: TestServer;
let clientId: number;
beforeAll(async () => {
  first = await startTestServer();
  // PostgreSQL: a second instance with its own connections; PGlite is one process's database.
  second = await startTestServer(testDatabaseKind() === 'postgres' ? { location: first.location } : { sameDatabaseAs: first });
  const [client] = await first.db.insert(clients).values({ name: 'Pekárna Novák', email: 'jana@pekarna.cz' }).returning();
  clientId = client!.id;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const today = officeDay();
let n = 0;
/** An invoice `daysPast` past due; by default its e-mail went out on the day of issue (14 days before the due date). */
const overdue = (daysPast: number, over: Partial<Parameters<typeof insertIssuedInvoice>[1]> = {}) =>
  insertIssuedInvoice(first.db, {
    clientId,
    number: `2026-${String(100 + ++n)}`,
    totalMinor: 12_100_00,
    dueOn: addDays(today, -daysPast),
    sent: { on: addDays(today, -daysPast - 14) },
    ...over,
  });
/** The reminder mails kept unsent (no SMTP here) go out now: marked sent, as the outbox sender does. */
const deliverReminders = () =>
  first.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.kind, 'invoice_reminder'), eq(mailOutbox.status, 'not_configured')));
const queuedFor = (runs: { queued: { invoiceId: number; stage: 1 | 2 }[] }[], ids: number[]) =>
  runs
    .flatMap((r) => r.queued)
    .filter((q) => ids.includes(q.invoiceId))
    .sort((x, y) => x.invoiceId - y.invoiceId);
/** Runners of the two instances (two on each: a runner asked again during its pass answers that pass). */
const runners = () => [first, second, first, second].map((s) => new ReminderRunner(s.db, MAIL_NOT_CONFIGURED, 'https://agentura.example', { everyMs: 0 }));
const remindersOf = async (invoiceId: number) =>
  (await first.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId))).map((r) => r.stage).sort();
const mailsOf = (invoiceId: number) => first.db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, invoiceId));

describe('reminders of overdue invoices', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.tenDays = await overdue(10); // ≥ 7: stage 1
    ids.thirtyDays = await overdue(30, { language: 'en' }); // ≥ 21 when first seen: still the first reminder
    ids.threeDays = await overdue(3); // not yet
    ids.paid = await overdue(10);
    await first.db.insert(invoicePayments).values({ invoiceId: ids.paid, amountMinor: 12_100_00, currency: 'CZK', paidOn: today, method: 'cash' });
    ids.creditNote = await overdue(10, { kind: 'credit_note', totalMinor: -1_000_00, correctsInvoiceId: ids.paid });
    const [noEmail] = await first.db.insert(clients).values({ name: 'Bez e-mailu', email: ' ' }).returning();
    ids.noEmail = await insertIssuedInvoice(first.db, { clientId: noEmail!.id, number: '2026-0900', totalMinor: 100_00, dueOn: addDays(today, -10), sent: { on: addDays(today, -24) } });
  });

  it('sends each due stage exactly once however many passes run on two instances at once', async () => {
    const [a, b, c, d] = runners();
    const runs = await Promise.all([a!.runOnce(), b!.runOnce(), c!.runOnce(), d!.runOnce()]);
    const queued = runs.flatMap((r) => r.queued).sort((x, y) => x.invoiceId - y.invoiceId);
    expect(queued).toEqual([
      { invoiceId: ids.tenDays, stage: 1 },
      { invoiceId: ids.thirtyDays, stage: 1 },
    ]);
    expect((await a!.runOnce()).queued).toEqual([]);
    expect(await remindersOf(ids.tenDays!)).toEqual([1]);
    expect(await remindersOf(ids.thirtyDays!)).toEqual([1]);
    for (const none of [ids.threeDays, ids.paid, ids.creditNote, ids.noEmail]) expect(await remindersOf(none!)).toEqual([]);

    const [mail] = (await mailsOf(ids.tenDays!)).filter((m) => m.kind === 'invoice_reminder');
    expect(mail).toMatchObject({ kind: 'invoice_reminder', recipients: 'jana@pekarna.cz', subject: 'Upomínka: faktura 2026-101 po splatnosti', invoiceId: ids.tenDays });
    expect(mail!.text).toContain('Zbývá uhradit: 12\u00a0100,00\u00a0Kč');
    expect(mail!.text).toContain(`Datum splatnosti: ${Number(addDays(today, -10).slice(8))}. ${Number(addDays(today, -10).slice(5, 7))}. ${addDays(today, -10).slice(0, 4)}`);
    expect(mail!.text).toContain('Variabilní symbol: 2026101');
    const [english] = (await mailsOf(ids.thirtyDays!)).filter((m) => m.kind === 'invoice_reminder');
    expect(english).toMatchObject({ subject: 'Reminder: invoice 2026-102 is overdue' });
    expect(english!.text).toContain('Amount due: CZK\u00a012,100.00');
    const [reminderRow] = await first.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, ids.tenDays!));
    expect(reminderRow!.mailId).toBe(mail!.id);

    const audit = await first.db.select().from(auditLog).where(and(eq(auditLog.action, 'remind'), inArray(auditLog.entityId, [String(ids.tenDays), String(ids.thirtyDays)])));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entity: 'invoice', actorName: 'Reminders' });
  });

  it('sends reminder 2 only after reminder 1 went out and the interval passed, and nothing after payment', async () => {
    const laterPaid = await overdue(8);
    const [a, b] = runners();
    expect(queuedFor([await a!.runOnce()], [laterPaid])).toEqual([{ invoiceId: laterPaid, stage: 1 }]);
    await first.db.insert(invoicePayments).values({ invoiceId: laterPaid, amountMinor: 12_100_00, currency: 'CZK', paidOn: today, method: 'cash' });
    // Reminder 1 of the 10- and 30-day ones is still unsent (no SMTP): however late it is, no reminder 2 — but the
    // one not due on the first pass is 17 days past due now: its first reminder.
    expect(queuedFor([await a!.runOnce(addDays(today, 40))], [ids.tenDays!, ids.thirtyDays!, ids.threeDays!])).toEqual([{ invoiceId: ids.threeDays, stage: 1 }]);

    // The reminders go out today: reminder 2 comes second_reminder_days − first_reminder_days (14) days later.
    await deliverReminders();
    expect((await a!.runOnce(addDays(today, 13))).queued).toEqual([]);
    const later = addDays(today, 14);
    const runs = await Promise.all([a!.runOnce(later), b!.runOnce(later)]);
    expect(queuedFor(runs, [ids.tenDays!, ids.thirtyDays!, ids.threeDays!, laterPaid])).toEqual([
      { invoiceId: ids.tenDays, stage: 2 },
      { invoiceId: ids.thirtyDays, stage: 2 },
    ]);
    expect(await remindersOf(ids.tenDays!)).toEqual([1, 2]);
    expect(await remindersOf(laterPaid)).toEqual([1]);
    expect((await mailsOf(ids.tenDays!)).filter((m) => m.kind === 'invoice_reminder').map((m) => m.subject).sort()).toEqual([
      'Druhá upomínka: faktura 2026-101 po splatnosti',
      'Upomínka: faktura 2026-101 po splatnosti',
    ]);
    // The one reminded first at +40 (its reminder out today too) gets its second once 21 days past due.
    expect((await a!.runOnce(addDays(today, 60))).queued).toEqual([{ invoiceId: ids.threeDays, stage: 2 }]);
  });

  it('reminds only an invoice whose e-mail went out, counted from the later of its due date and its sending', async () => {
    const neverSent = await overdue(60, { sent: undefined });
    const keptUnsent = await overdue(60, { sent: { on: addDays(today, -70), status: 'not_configured' } });
    const failed = await overdue(60, { sent: { on: addDays(today, -70), status: 'failed' } });
    const sentLate = await overdue(30, { sent: { on: addDays(today, -2) } });
    const mine = [neverSent, keptUnsent, failed, sentLate];
    const [a] = runners();
    expect(queuedFor([await a!.runOnce()], mine)).toEqual([]);
    expect(queuedFor([await a!.runOnce(addDays(today, 4))], mine)).toEqual([]);
    expect(queuedFor([await a!.runOnce(addDays(today, 5))], mine)).toEqual([{ invoiceId: sentLate, stage: 1 }]);
    expect(queuedFor([await a!.runOnce(addDays(today, 400))], mine)).toEqual([]);
    for (const none of [neverSent, keptUnsent, failed]) expect(await remindersOf(none)).toEqual([]);
  });
});
