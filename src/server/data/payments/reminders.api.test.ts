/**
 * Reminders of overdue invoices (docs/product/payments.md#reminders): once per stage across two instances, none for a
 * paid invoice or a credit note, stage 2 after M days. "Today" is set by the due dates inserted and the day a pass
 * is run for — never by waiting.
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
const overdue = (daysPast: number, over: Partial<Parameters<typeof insertIssuedInvoice>[1]> = {}) =>
  insertIssuedInvoice(first.db, { clientId, number: `2026-${String(100 + ++n)}`, totalMinor: 12_100_00, dueOn: addDays(today, -daysPast), ...over });
/** Runners of the two instances (two on each: a runner asked again during its pass answers that pass). */
const runners = () => [first, second, first, second].map((s) => new ReminderRunner(s.db, MAIL_NOT_CONFIGURED, 'https://agentura.example', { everyMs: 0 }));
const remindersOf = async (invoiceId: number) =>
  (await first.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId))).map((r) => r.stage).sort();
const mailsOf = (invoiceId: number) => first.db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, invoiceId));

describe('reminders of overdue invoices', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.tenDays = await overdue(10); // ≥ 7: stage 1
    ids.thirtyDays = await overdue(30, { language: 'en' }); // ≥ 21 when first seen: stage 2 only
    ids.threeDays = await overdue(3); // not yet
    ids.paid = await overdue(10);
    await first.db.insert(invoicePayments).values({ invoiceId: ids.paid, amountMinor: 12_100_00, currency: 'CZK', paidOn: today, method: 'cash' });
    ids.creditNote = await overdue(10, { kind: 'credit_note', totalMinor: -1_000_00, correctsInvoiceId: ids.paid });
    const [noEmail] = await first.db.insert(clients).values({ name: 'Bez e-mailu', email: ' ' }).returning();
    ids.noEmail = await insertIssuedInvoice(first.db, { clientId: noEmail!.id, number: '2026-0900', totalMinor: 100_00, dueOn: addDays(today, -10) });
  });

  it('sends each due stage exactly once however many passes run on two instances at once', async () => {
    const [a, b, c, d] = runners();
    const runs = await Promise.all([a!.runOnce(), b!.runOnce(), c!.runOnce(), d!.runOnce()]);
    const queued = runs.flatMap((r) => r.queued).sort((x, y) => x.invoiceId - y.invoiceId);
    expect(queued).toEqual([
      { invoiceId: ids.tenDays, stage: 1 },
      { invoiceId: ids.thirtyDays, stage: 2 },
    ]);
    expect((await a!.runOnce()).queued).toEqual([]);
    expect(await remindersOf(ids.tenDays!)).toEqual([1]);
    expect(await remindersOf(ids.thirtyDays!)).toEqual([2]);
    for (const none of [ids.threeDays, ids.paid, ids.creditNote, ids.noEmail]) expect(await remindersOf(none!)).toEqual([]);

    const [mail] = await mailsOf(ids.tenDays!);
    expect(mail).toMatchObject({ kind: 'invoice_reminder', recipients: 'jana@pekarna.cz', subject: 'Upomínka: faktura 2026-101 po splatnosti', invoiceId: ids.tenDays });
    expect(mail!.text).toContain('Zbývá uhradit: 12\u00a0100,00\u00a0Kč');
    expect(mail!.text).toContain(`Datum splatnosti: ${Number(addDays(today, -10).slice(8))}. ${Number(addDays(today, -10).slice(5, 7))}. ${addDays(today, -10).slice(0, 4)}`);
    expect(mail!.text).toContain('Variabilní symbol: 2026101');
    const [english] = await mailsOf(ids.thirtyDays!);
    expect(english).toMatchObject({ subject: 'Second reminder: invoice 2026-102 is overdue' });
    expect(english!.text).toContain('Amount due: CZK\u00a012,100.00');
    const [reminderRow] = await first.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, ids.tenDays!));
    expect(reminderRow!.mailId).toBe(mail!.id);

    const audit = await first.db.select().from(auditLog).where(and(eq(auditLog.action, 'remind'), inArray(auditLog.entityId, [String(ids.tenDays), String(ids.thirtyDays)])));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entity: 'invoice', actorName: 'Reminders' });
  });

  it('sends stage 2 once the invoice is M days past due, and nothing after it is paid', async () => {
    const laterPaid = await overdue(8);
    const [a, b] = runners();
    await a!.runOnce();
    expect(await remindersOf(laterPaid)).toEqual([1]);
    // 11 days on, the first invoice is 21 days past due: its second reminder; the paid one gets no more.
    await first.db.insert(invoicePayments).values({ invoiceId: laterPaid, amountMinor: 12_100_00, currency: 'CZK', paidOn: today, method: 'cash' });
    const later = addDays(today, 11);
    const runs = await Promise.all([a!.runOnce(later), b!.runOnce(later)]);
    // …and the one not yet due then is 14 days past due: its first reminder.
    expect(runs.flatMap((r) => r.queued).sort((x, y) => x.invoiceId - y.invoiceId)).toEqual([
      { invoiceId: ids.tenDays, stage: 2 },
      { invoiceId: ids.threeDays, stage: 1 },
    ]);
    expect(await remindersOf(ids.tenDays!)).toEqual([1, 2]);
    expect(await remindersOf(laterPaid)).toEqual([1]);
    expect((await mailsOf(ids.tenDays!)).map((m) => m.subject).sort()).toEqual(['Druhá upomínka: faktura 2026-101 po splatnosti', 'Upomínka: faktura 2026-101 po splatnosti']);
    expect(await remindersOf(ids.threeDays!)).toEqual([1]);
    expect((await a!.runOnce(addDays(today, 40))).queued).toEqual([{ invoiceId: ids.threeDays, stage: 2 }]);
  });
});
