/**
 * The funnel's "paid" step (GET /api/admin/analytics/funnel) reads the invoice_balances view: an accepted proposal
 * counts as paid when every issued invoice made from it owes nothing — one paid invoice beside an unpaid one is not
 * paid, and a final invoice settled through a paid advance invoice is paid (on the day of the advance's payment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { clients, invoicePayments, invoices } from '@/server/db/schema';
import { acceptedProposal } from '@/server/test/accepted-proposal';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
const today = officeDay();
/** The days the two proposals' last payments fell on (each asked as a one-day range). */
const splitDay = addDays(today, -10);
const advanceDay = addDays(today, -20);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

const paidInRange = async (day: string): Promise<number> => {
  const res = await admin.get(`/api/admin/analytics/funnel?from=${day}&to=${day}`);
  expect(res.status, res.text).toBe(200);
  return res.body.later.paid;
};

const issued = (clientId: number, number: string, over: Partial<typeof invoices.$inferInsert> = {}) =>
  ({ kind: 'invoice', status: 'issued', number, clientId, language: 'cs', currency: 'CZK', vatMode: 'czech_vat', totalMinor: 10_000_00, issuedOn: advanceDay, dueOn: today, ...over }) as const;

describe("the funnel's paid proposals", () => {
  it('a proposal with one paid and one unpaid invoice is not paid', async () => {
    const [client] = await server.db.insert(clients).values({ name: 'Dvě faktury', email: 'dve@example.cz' }).returning({ id: clients.id });
    const proposalId = await acceptedProposal(server.db, client!.id, 'N-2026-101', 10_000_00);
    const [paid] = await server.db
      .insert(invoices)
      .values([issued(client!.id, '2026-0101', { proposalId }), issued(client!.id, '2026-0102', { proposalId })])
      .returning({ id: invoices.id });
    await server.db.insert(invoicePayments).values({ invoiceId: paid!.id, amountMinor: 10_000_00, currency: 'CZK', paidOn: splitDay, method: 'bank' });
    expect(await paidInRange(splitDay)).toBe(0);
  });

  it('a proposal whose final invoice is settled through a paid advance invoice is paid, on the day the advance was paid', async () => {
    const [client] = await server.db.insert(clients).values({ name: 'Záloha', email: 'zaloha@example.cz' }).returning({ id: clients.id });
    const proposalId = await acceptedProposal(server.db, client!.id, 'N-2026-102', 10_000_00);
    const [advance] = await server.db.insert(invoices).values(issued(client!.id, 'Z-2026-0101', { kind: 'advance_invoice' })).returning({ id: invoices.id });
    await server.db.insert(invoicePayments).values({ invoiceId: advance!.id, amountMinor: 10_000_00, currency: 'CZK', paidOn: advanceDay, method: 'bank' });
    // The final invoice of the whole amount deducts the advance: nothing left to pay on it, no payment of its own.
    await server.db.insert(invoices).values(issued(client!.id, '2026-0103', { proposalId, settlesAdvanceId: advance!.id, issuedOn: advanceDay }));
    expect(await paidInRange(advanceDay)).toBe(1);
    // It joins the first proposal (still not paid) in a range over both days.
    const res = await admin.get(`/api/admin/analytics/funnel?from=${advanceDay}&to=${today}`);
    expect(res.body.later.paid).toBe(1);
  });
});
