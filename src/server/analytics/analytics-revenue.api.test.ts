/**
 * Revenue and the funnel's later steps by the visit behind them (GET /api/admin/analytics/revenue/:by, /funnel), and
 * the inbox filtered by a visit's campaign (the dashboard's links). Admins only: editors get 403, nobody signed in 401.
 *
 * The proposals, invoices and payments are inserted here directly, as rows: the invoice screens and their data module
 * are being built by other engineers at the same time, so the queries are written against the tables (migration
 * 0021) and tested with rows this test writes itself.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import { createUser } from '../data/accounts/users';
import { clients, invoicePayments, invoices, messages, proposals } from '../db/schema';
import { rawRequest } from '../test/raw-request';
import type { TestClient, TestServer } from '../test/test-server';
import { FIREFOX, IPHONE, startCountingServer, visit } from './analytics-fixtures';
import { pragueDay } from './visit-facts';

const JANA = { ip: '203.0.113.20', ua: FIREFOX };
const KAREL = { ip: '203.0.113.21', ua: IPHONE };

const quote = {
  name: 'Jana Nováková',
  email: 'jana@pekarna.example.cz',
  phone: '+420 777 123 456',
  plan: 'standard',
  paymentMode: 'monthlyFocused',
  services: ['webDevelopment'],
  page: '/pricing',
  lang: 'cs',
};
const contact = { name: 'Karel Malý', email: 'karel@example.cz', message: 'Dobrý den, chceme nový web.', page: '/contact', lang: 'cs' };

async function send(server: TestServer, path: string, body: object, as: { ip: string; ua: string }): Promise<number> {
  const res = await rawRequest(server.url, path, { 'content-type': 'application/json', 'user-agent': as.ua, 'x-forwarded-for': as.ip, host: 'www.lipa.example' }, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (JSON.parse(res.body.toString('utf8')) as { id: number }).id;
}

/** Only what the revenue query reads of a snapshot: the one-time part's total. */
const snapshotWithOneTimeTotal = (totalMinor: number) => ({ oneTime: { totalMinor } }) as unknown as ProposalSnapshot;

describe('revenue by the visit behind it', () => {
  let server: TestServer;
  let admin: TestClient;
  let editor: TestClient;
  const today = pragueDay(Date.now());
  const range = `from=${today}&to=${today}`;
  let quoteId: number;
  let contactId: number;

  beforeAll(async () => {
    server = await startCountingServer();
    admin = await server.signedInClient();
    await createUser(server.db, { username: 'editor2', password: 'correct-horse', email: 'e2@example.cz', name: 'Editor', role: 'editor' });
    editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor2', password: 'correct-horse' })).status).toBe(200);

    // Jana comes from a newsletter campaign into a blog post, then asks for a quote; Karel comes from a search engine.
    await visit(server, '/blog/novy-web?utm_source=newsletter&utm_medium=email&utm_campaign=podzim', JANA, { referer: 'https://www.seznam.cz/' });
    await visit(server, '/pricing', JANA, { referer: 'https://www.lipa.example/blog/novy-web' });
    quoteId = await send(server, '/api/quote', quote, JANA);
    await visit(server, '/contact', KAREL, { referer: 'https://www.google.com/' });
    contactId = await send(server, '/api/contact', contact, KAREL);
    await server.analytics.flush();

    const now = new Date();
    const [jana] = await server.db.insert(clients).values({ name: 'Pekárna Jana', email: 'jana@pekarna.example.cz' }).returning();
    const [karel] = await server.db.insert(clients).values({ name: 'Karel Malý', email: 'karel@example.cz' }).returning();
    await server.db.update(messages).set({ clientId: jana!.id }).where(eq(messages.id, quoteId));
    await server.db.update(messages).set({ clientId: karel!.id }).where(eq(messages.id, contactId));
    const proposal = (clientId: number, messageId: number | null, number: string, version: number, status: 'sent' | 'accepted', totalMinor: number) => ({
      number,
      version,
      clientId,
      messageId,
      title: 'Web',
      language: 'cs' as const,
      currency: 'CZK' as const,
      vatMode: 'czech_vat' as const,
      validUntil: today,
      status,
      snapshot: snapshotWithOneTimeTotal(totalMinor),
      sentAt: now,
      acceptedAt: status === 'accepted' ? now : null,
    });
    // Jana's proposal, sent twice (two versions), the second accepted: 60 500 Kč one-time. Karel's has no message of
    // its own: it is attributed to his first enquiry.
    await server.db.insert(proposals).values(proposal(jana!.id, quoteId, 'N-2026-001', 1, 'sent', 50_000_00));
    const [accepted] = await server.db.insert(proposals).values(proposal(jana!.id, quoteId, 'N-2026-001', 2, 'accepted', 60_500_00)).returning();
    await server.db.insert(proposals).values(proposal(karel!.id, null, 'N-2026-002', 1, 'accepted', 12_100_00));

    const invoice = (clientId: number, kind: 'invoice' | 'credit_note', number: string, totalMinor: number, proposalId: number | null, currency: 'CZK' | 'EUR' = 'CZK', correctsInvoiceId: number | null = null) => ({
      kind,
      correctsInvoiceId,
      status: 'issued' as const,
      number,
      clientId,
      proposalId,
      language: 'cs' as const,
      currency,
      vatMode: 'czech_vat' as const,
      totalMinor,
      issuedOn: today,
    });
    // Jana's invoice from the accepted proposal, paid in two parts; a monthly invoice in EUR without a proposal (her
    // first enquiry's visit); a credit note with a refund, left out. Karel's invoice is only partly paid.
    const [janaInvoice, janaMonthly, karelInvoice] = await server.db
      .insert(invoices)
      .values([
        invoice(jana!.id, 'invoice', '2026-0001', 60_500_00, accepted!.id),
        invoice(jana!.id, 'invoice', '2026-0002', 200_00, null, 'EUR'),
        invoice(karel!.id, 'invoice', '2026-0003', 12_100_00, null),
      ])
      .returning();
    // A credit note names the invoice it corrects (a CHECK of migration 0032).
    const [janaCredit] = await server.db.insert(invoices).values(invoice(jana!.id, 'credit_note', '2026-0001', -1_000_00, null, 'CZK', janaMonthly!.id)).returning();
    const payment = (invoiceId: number, amountMinor: number, currency: 'CZK' | 'EUR' = 'CZK') => ({ invoiceId, amountMinor, currency, paidOn: today, method: 'bank' as const });
    await server.db.insert(invoicePayments).values([
      payment(janaInvoice!.id, 30_000_00),
      payment(janaInvoice!.id, 30_500_00),
      payment(janaMonthly!.id, 200_00, 'EUR'),
      payment(janaCredit!.id, 1_000_00),
      payment(karelInvoice!.id, 5_000_00),
    ]);
  });
  afterAll(() => server.close());

  it('by campaign: enquiries, accepted proposals and payments per currency; a client without a campaign under none', async () => {
    const res = await admin.get(`/api/admin/analytics/revenue/campaign?${range}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      by: 'campaign',
      range: { from: today, to: today },
      rows: [
        {
          value: 'podzim',
          enquiries: 1,
          accepted: 1,
          acceptedTotals: [{ currency: 'CZK', amountMinor: '6050000' }],
          paidInvoices: 2,
          paidTotals: [
            { currency: 'CZK', amountMinor: '6050000' },
            { currency: 'EUR', amountMinor: '20000' },
          ],
          // These invoices were written without a snapshot or DUZP: no revenue yet (the next test gives them some).
          profit: { revenueCzk: 0, costCzk: 0, profitCzk: 0 },
        },
        {
          value: null,
          enquiries: 1,
          accepted: 1,
          acceptedTotals: [{ currency: 'CZK', amountMinor: '1210000' }],
          paidInvoices: 1,
          paidTotals: [{ currency: 'CZK', amountMinor: '500000' }],
          profit: { revenueCzk: 0, costCzk: 0, profitCzk: 0 },
        },
      ],
    });
  });

  it('profit by source: the range’s revenue without VAT and the clients’ project costs, attributed as the payments are', async () => {
    const [jana] = await server.db.select().from(clients).where(eq(clients.email, 'jana@pekarna.example.cz'));
    const [karel] = await server.db.select().from(clients).where(eq(clients.email, 'karel@example.cz'));
    // Jana's invoice from the proposal behind the "podzim" visit: 50 000 Kč without VAT, DUZP today.
    await server.db
      .update(invoices)
      .set({ taxableSupplyOn: today, snapshot: { totals: { baseMinor: 50_000_00 }, amountDueMinor: 0 } as never })
      .where(and(eq(invoices.number, '2026-0001'), eq(invoices.kind, 'invoice')));
    // Her project: 1:30 h at 600 Kč/h = 900 Kč; Karel's (no campaign): 0:30 h = 300 Kč and no revenue.
    const me = (await admin.get('/api/user')).body.id as number;
    expect((await admin.post(`/api/admin/team/${me}/cost-rates`, { validFrom: '2020-01-01', hourlyCostCzk: 600_00 })).status).toBe(201);
    const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number }[];
    for (const [clientId, minutes] of [[jana!.id, 90], [karel!.id, 30]] as const) {
      const project = await admin.post('/api/admin/projects', { clientId, name: 'Web', description: 'Web', status: 'active' });
      expect((await admin.post('/api/admin/time/entries', { projectId: project.body.id, activityId: activities[0]!.id, date: today, minutes })).status).toBe(201);
    }
    const rows = (await admin.get(`/api/admin/analytics/revenue/campaign?${range}`)).body.rows as { value: string | null; profit: unknown }[];
    expect(rows.find((r) => r.value === 'podzim')!.profit).toEqual({ revenueCzk: 50_000_00, costCzk: 900_00, profitCzk: 49_100_00 });
    expect(rows.find((r) => r.value === null)!.profit).toEqual({ revenueCzk: 0, costCzk: 300_00, profitCzk: -300_00 });
  });

  it('by entry page, post and referrer', async () => {
    const values = async (by: string) => ((await admin.get(`/api/admin/analytics/revenue/${by}?${range}`)).body.rows as { value: string | null; enquiries: number }[]).map((r) => [r.value, r.enquiries]);
    expect(await values('entry')).toEqual([
      ['/blog/novy-web', 1],
      ['/contact', 1],
    ]);
    // Karel entered on the contact page, no post: under none.
    expect(await values('post')).toEqual([
      ['/blog/novy-web', 1],
      [null, 1],
    ]);
    expect(await values('referrer')).toEqual([
      ['seznam.cz', 1],
      ['google.com', 1],
    ]);
  });

  it('a range without any of it answers no rows', async () => {
    expect((await admin.get('/api/admin/analytics/revenue/campaign?from=2020-01-01&to=2020-01-31')).body.rows).toEqual([]);
  });

  it("the funnel's later steps: a proposal number sent once however many versions, accepted, paid in full", async () => {
    const res = await admin.get(`/api/admin/analytics/funnel?${range}`);
    expect(res.body).toMatchObject({ quoteSent: 1, contactSent: 1, later: { proposalSent: 2, proposalAccepted: 2, paid: 1 } });
  });

  it("the inbox lists a campaign's enquiries (the dashboard's link), received in the range", async () => {
    const list = await admin.get(`/api/admin/messages?campaign=podzim&${range}`);
    expect(list.status).toBe(200);
    expect((list.body as { id: number }[]).map((m) => m.id)).toEqual([quoteId]);
    expect((await admin.get(`/api/admin/messages?referrer=google.com`)).body.map((m: { id: number }) => m.id)).toEqual([contactId]);
    expect((await admin.get(`/api/admin/messages?entry=${encodeURIComponent('/blog/novy-web')}`)).body.map((m: { id: number }) => m.id)).toEqual([quoteId]);
    expect((await admin.get('/api/admin/messages?campaign=podzim&from=2020-01-01&to=2020-01-31')).body).toEqual([]);
    const bad = await admin.get('/api/admin/messages?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('from');
  });

  it('admins only: editors 403, signed out 401; bad input 400 naming the field', async () => {
    expect((await editor.get(`/api/admin/analytics/revenue/campaign?${range}`)).status).toBe(403);
    expect((await server.client().get(`/api/admin/analytics/revenue/campaign?${range}`)).status).toBe(401);
    const bad = await admin.get(`/api/admin/analytics/revenue/country?${range}`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('by');
    const noRange = await admin.get('/api/admin/analytics/revenue/entry');
    expect(noRange.status).toBe(400);
    expect(noRange.body.field).toBe('from');
  });
});
