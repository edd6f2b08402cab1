/**
 * Monthly invoices of projects (docs/product/invoices.md#monthly-invoices): exactly once per project and month when two
 * instances run at once (two connection pools on PostgreSQL; the same database twice on PGlite), none for an inactive or
 * fee-less project, a deleted draft not made again, and issued and e-mailed directly with the setting 'issue'.
 */
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { auditLog, invoiceRecurringRuns, invoices, mailOutbox, projects } from '@/server/db/schema';
import { MAIL_NOT_CONFIGURED } from '@/server/mail/mail-service';
import { MonthlyInvoices } from '@/server/invoices/monthly-invoices';
import { completeBilling, invoiceClient } from '@/server/test/invoice-fixtures';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '@/server/test/test-server';
import { runMonthlyInvoices } from './invoice-recurring';

let server: TestServer;
let second: TestServer | undefined;
let admin: TestClient;
let clientId: number;
let englishClientId: number;

const queue = async () => 0;
const NOVEMBER = new Date('2026-11-26T10:00:00Z');
const DECEMBER = new Date('2026-12-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  englishClientId = await invoiceClient(admin, { name: 'John', email: 'john@example.com', documentLanguage: 'en' });
  if (testDatabaseKind() === 'postgres') second = await startTestServer({ location: server.location });
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

async function project(values: Partial<typeof projects.$inferInsert>): Promise<number> {
  const [row] = await server.db.insert(projects).values({ clientId, name: 'Web', description: 'x', status: 'active', monthlyFee: 100_00, ...values }).returning();
  return row!.id;
}

const invoicesOf = (projectIds: number[]) => server.db.select().from(invoices).where(inArray(invoices.projectId, projectIds));

describe('monthly invoices', () => {
  it('exactly one draft per active project with a fee and month, with two instances running at once', async () => {
    const active = await project({ name: 'E-shop', monthlyFee: 100_00 });
    const english = await project({ name: 'Portal', clientId: englishClientId, monthlyFee: 3 });
    const pending = await project({ name: 'Pending', status: 'pending' });
    const noFee = await project({ name: 'Free', monthlyFee: 0 });
    const dbs: Database[] = [server.db, second?.db ?? server.db];
    const runs = await Promise.all([...dbs, ...dbs].map((db) => runMonthlyInvoices(db, { queue, now: NOVEMBER })));
    expect(runs.reduce((sum, r) => sum + r.created, 0)).toBe(2);

    const made = await invoicesOf([active, english, pending, noFee]);
    expect(made.map((i) => i.projectId).sort()).toEqual([active, english].sort());
    const czech = (await admin.get(`/api/admin/invoices/${made.find((i) => i.projectId === active)!.id}`)).body;
    expect(czech).toMatchObject({ status: 'draft', clientId, language: 'cs', currency: 'CZK', vatMode: 'czech_vat', projectId: active });
    // $100.00 at 23.5 Kč/$ = 2 350 Kč, + 21 % VAT.
    expect(czech.lines).toEqual([expect.objectContaining({ description: 'Měsíční poplatek – E-shop – 11/2026', unit: 'měs.', quantityThousandths: 1000, unitPriceMinor: 2_350_00 })]);
    expect(czech.totals.payableMinor).toBe(2_843_50);
    const en = (await admin.get(`/api/admin/invoices/${made.find((i) => i.projectId === english)!.id}`)).body;
    expect(en.lines[0]).toMatchObject({ description: 'Monthly fee – Portal – 11/2026', unit: 'month', unitPriceMinor: 71 });
    const runsRows = await server.db.select().from(invoiceRecurringRuns).where(inArray(invoiceRecurringRuns.projectId, [active, english]));
    expect(runsRows.map((r) => r.month)).toEqual(['2026-11', '2026-11']);
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(czech.id))));
    expect(audit).toMatchObject({ action: 'create', actorName: 'monthly invoices' });

    // Again this month: nothing; a deleted draft is not made again; next month: a new one.
    expect((await admin.delete(`/api/admin/invoices/${czech.id}`)).status).toBe(204);
    expect((await runMonthlyInvoices(server.db, { queue, now: NOVEMBER })).created).toBe(0);
    expect((await invoicesOf([active])).length).toBe(0);
    await runMonthlyInvoices(server.db, { queue, now: DECEMBER });
    const december = await invoicesOf([active]);
    expect(december).toHaveLength(1);
    expect((await admin.get(`/api/admin/invoices/${december[0]!.id}`)).body.lines[0].description).toBe('Měsíční poplatek – E-shop – 12/2026');
    await server.db.update(projects).set({ status: 'completed' }).where(inArray(projects.id, [active, english]));
  });

  it("with the setting 'issue': issued and e-mailed at once; the runner started with the app does the same", async () => {
    await completeBilling(admin, { recurringInvoiceMode: 'issue' });
    try {
      const issuedProject = await project({ name: 'Správa' });
      const run = await runMonthlyInvoices(server.db, { queue: async () => 0, now: NOVEMBER });
      expect(run).toMatchObject({ month: '2026-11', created: 1, issued: 1 });
      const [row] = await invoicesOf([issuedProject]);
      expect(row).toMatchObject({ status: 'issued', issuedOn: '2026-11-26' });
      expect(row!.number).toMatch(/^2026-\d{4}$/);
      expect(row!.sentAt).not.toBeNull();

      // The runner as the app starts it, with the real mailer: the mail is queued with the invoice's id.
      const other = await project({ name: 'Blog' });
      const runner = new MonthlyInvoices(server.db, { mail: MAIL_NOT_CONFIGURED, mailOrigin: 'http://localhost', logger: pino({ level: 'silent' }), everyMs: 0 });
      expect((await runner.run(NOVEMBER)).issued).toBe(1);
      await runner.stop();
      const [made] = await invoicesOf([other]);
      const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, made!.id));
      expect(mail).toMatchObject({ kind: 'invoice', recipients: 'jiri@pekarna.cz' });
    } finally {
      await completeBilling(admin);
    }
  });
});
