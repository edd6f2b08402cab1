/**
 * The receivables summary is kept between requests (invoice-records.ts invoiceSummary) while the office day and the
 * money version are unchanged; the version (migration 0034) rises once per committed transaction that writes invoices
 * or payments, whoever writes: the app, SQL outside it, another instance. Worked example: one issued invoice of
 * 12 100,00 Kč due in the past, paid 2 100,00 Kč outside the app → 10 000,00 Kč outstanding, overdue.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { clients, invoicePayments, moneyVersion } from '@/server/db/schema';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { skipUnlessPostgres, startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  const [client] = await server.db.insert(clients).values({ name: 'Pekárna Řehoř', email: 'pekarna@example.cz' }).returning({ id: clients.id });
  clientId = client!.id;
});
afterAll(async () => {
  await server?.close();
});

const version = async () => (await server.db.select({ v: moneyVersion.version }).from(moneyVersion).where(eq(moneyVersion.id, 1)))[0]!.v;
const summary = async (client = admin) => {
  const res = await client.get('/api/admin/invoices/summary');
  expect(res.status).toBe(200);
  return res.body.receivables as { currency: string; openCount: number; outstandingMinor: string; overdueCount: number; overdueMinor: string }[];
};
const pay = (invoiceId: number, amountMinor: number) =>
  sql`insert into ${invoicePayments} (invoice_id, amount_minor, currency, paid_on, method) values (${invoiceId}, ${amountMinor}, 'CZK', ${officeDay()}, 'cash')`;

describe('the receivables summary, kept between requests', () => {
  it('a payment written outside the app is in the next summary: 12 100,00 − 2 100,00 = 10 000,00 Kč', async () => {
    const invoiceId = await insertIssuedInvoice(server.db, { clientId, number: '2026-0901', totalMinor: 12_100_00, dueOn: addDays(officeDay(), -3) });
    expect(await summary()).toEqual([{ currency: 'CZK', openCount: 1, outstandingMinor: '1210000', overdueCount: 1, overdueMinor: '1210000' }]);
    // Asked again with nothing written: the same figures.
    expect(await summary()).toEqual([{ currency: 'CZK', openCount: 1, outstandingMinor: '1210000', overdueCount: 1, overdueMinor: '1210000' }]);
    await server.db.execute(pay(invoiceId, 2_100_00));
    expect(await summary()).toEqual([{ currency: 'CZK', openCount: 1, outstandingMinor: '1000000', overdueCount: 1, overdueMinor: '1000000' }]);
    await server.db.execute(pay(invoiceId, 10_000_00));
    expect(await summary()).toEqual([]);
  });

  it('the money version rises once per committed transaction that writes invoices or payments, and for nothing else', async () => {
    const invoiceId = await insertIssuedInvoice(server.db, { clientId, number: '2026-0902', totalMinor: 5_000_00, dueOn: officeDay() });
    const start = await version();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(pay(invoiceId, 100_00));
    });
    expect(await version()).toBe(start + 1);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(pay(invoiceId, 100_00));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(start + 1);
    await server.db.update(clients).set({ phone: '+420 777 000 111' }).where(eq(clients.id, clientId));
    expect(await version()).toBe(start + 1);
    await server.db.execute(sql`delete from ${invoicePayments} where invoice_id = ${invoiceId}`);
    expect(await version()).toBe(start + 2);
  });

  it("another instance's payment is in this instance's next summary (PostgreSQL: two app instances on one database)", async (ctx) => {
    skipUnlessPostgres(ctx, 'a second instance opens the same PostgreSQL database with a database handle of its own');
    const other = await startTestServer({ location: server.location });
    try {
      const otherAdmin = await other.signedInClient('second-instance-admin');
      const invoiceId = await insertIssuedInvoice(server.db, { clientId, number: '2026-0903', totalMinor: 3_000_00, dueOn: addDays(officeDay(), 10) });
      const before = (await summary()).find((s) => s.currency === 'CZK')!;
      const res = await otherAdmin.post(`/api/admin/invoices/${invoiceId}/payments`, { amountMinor: 1_000_00, paidOn: officeDay() });
      expect(res.status, res.text).toBe(201);
      const after = (await summary()).find((s) => s.currency === 'CZK')!;
      expect(BigInt(before.outstandingMinor) - BigInt(after.outstandingMinor)).toBe(1_000_00n);
      expect(after.openCount).toBe(before.openCount);
    } finally {
      await other.close();
    }
  });
});
