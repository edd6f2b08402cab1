/**
 * Every reader of an invoice's money reports the same figures for the same invoices, through the HTTP stack: the
 * invoice list, the detail, the receivables summary, the invoices CSV, the client's payment status (answer and CSV),
 * the project's amount paid (answer, accounting row, projects and accounting CSV), the client portal's pages and the
 * analytics funnel — all read the invoice_balances view (src/server/data/payments/invoice-balances.ts).
 *
 * One client and project: an invoice paid in part, an invoice partly credited and then paid in full (made from a
 * proposal), an advance invoice paid and the final invoice settling it (overdue), an EUR invoice paid in part.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { invoiceMinorToUsdMinor } from '@/shared/money/accounting-usd';
import { formatDocumentMoney } from '@/shared/money/document-money';
import type { AdminInvoiceListItem } from '@/shared/schemas/invoice';
import { invoices } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { completeBilling, createDraft, invoiceClient, issueDraft, issuedInvoice } from '@/server/test/invoice-fixtures';
import { acceptedProposal } from '@/server/test/accepted-proposal';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;
let projectId: number;
const today = officeDay();
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  const project = await admin.post('/api/admin/projects', { clientId, name: 'Web pekárny', description: 'Nový web' });
  expect(project.status, project.text).toBe(201);
  projectId = project.body.id;
  const pay = async (id: number, amountMinor: number) => {
    const res = await admin.post(`/api/admin/invoices/${id}/payments`, { amountMinor, paidOn: today });
    expect(res.status, res.text).toBe(201);
  };
  const one = (unitPriceMinor: number) => ({ lines: [{ description: 'Práce', quantityThousandths: 1000, unitPriceMinor, vatRateCode: 'basic' }] });

  // 12 100 Kč, 5 000 paid.
  const partial = await issuedInvoice(admin, clientId, { projectId, ...one(10_000_00) });
  await pay(partial.id, 5_000_00);
  // 24 200 Kč, a credit note of it (the whole), then its 24 200 paid anyway: overpaid by the credit.
  const credited = await issuedInvoice(admin, clientId, { projectId, ...one(20_000_00) });
  expect((await admin.post(`/api/admin/invoices/${credited.id}/credit-note`, { reason: 'Sleva' })).status).toBe(201);
  await pay(credited.id, 24_200_00);
  // An advance of 6 050 Kč paid, and the final invoice of 12 100 Kč settling it, due five days ago: 6 050 overdue.
  const advance = await issuedInvoice(admin, clientId, { projectId, kind: 'advance_invoice', ...one(5_000_00) });
  await pay(advance.id, 6_050_00);
  const final = await issueDraft(admin, (await createDraft(admin, clientId, { projectId, settlesAdvanceId: advance.id, issuedOn: addDays(today, -20), dueOn: addDays(today, -5), ...one(10_000_00) })).id);
  // 121 € at 25.000 Kč, 50 € paid.
  const eur = await issuedInvoice(admin, clientId, { projectId, currency: 'EUR', exchangeRateThousandths: 25_000, ...one(100_00) });
  await pay(eur.id, 50_00);
  // The credited invoice is the one made from a proposal (for the funnel): marked so directly, as fromProposal would.
  const proposalId = await acceptedProposal(server.db, clientId, 'N-2026-900', 0);
  await server.db.update(invoices).set({ proposalId }).where(eq(invoices.id, credited.id));
  ids.push(partial.id, credited.id, advance.id, final.id, eur.id);
});
afterAll(() => server.close());

/** A CSV decimal ("-1234.50", "1234,5", "12"; a negative one behind the export's formula-guarding apostrophe) as exact minor units. */
function minorOfCsv(text: string): number {
  const match = /^'?(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`not a CSV amount: ${text}`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

async function csv(path: string): Promise<Record<string, string>[]> {
  const res = await admin.get(path);
  expect(res.status, res.text).toBe(200);
  const [header, ...rows] = parse(res.text.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

describe('every reader of invoice money', () => {
  it('list, detail, summary and the invoices CSV report the same payment state, paid and outstanding', async () => {
    const list = await admin.get(`/api/admin/invoices?clientId=${clientId}&limit=100`);
    expect(list.status, list.text).toBe(200);
    const rows = new Map((list.body as AdminInvoiceListItem[]).map((r) => [r.id, r]));
    // The expected states: the rule, from the amounts above.
    expect(ids.map((id) => rows.get(id)?.paymentState)).toEqual(['partial', 'overpaid', 'paid', 'overdue', 'partial']);
    expect(ids.map((id) => rows.get(id)?.outstandingMinor)).toEqual([7_100_00, -24_200_00, 0, 6_050_00, 71_00]);
    for (const id of ids) {
      const detail = (await admin.get(`/api/admin/invoices/${id}`)).body;
      const row = rows.get(id)!;
      expect({ paymentState: detail.paymentState, paidMinor: detail.paidMinor, outstandingMinor: detail.outstandingMinor }).toEqual({
        paymentState: row.paymentState,
        paidMinor: row.paidMinor,
        outstandingMinor: row.outstandingMinor,
      });
    }
    const open = [...rows.values()].filter((r) => r.kind !== 'credit_note' && r.outstandingMinor > 0);
    const summary = (await admin.get('/api/admin/invoices/summary')).body.receivables as { currency: string; openCount: number; outstandingMinor: string; overdueCount: number; overdueMinor: string }[];
    for (const currency of ['CZK', 'EUR']) {
      const mine = open.filter((r) => r.currency === currency);
      const overdue = mine.filter((r) => r.paymentState === 'overdue');
      const sum = (list: AdminInvoiceListItem[]) => String(list.reduce((n, r) => n + r.outstandingMinor, 0));
      expect(summary.find((s) => s.currency === currency)).toEqual({ currency, openCount: mine.length, outstandingMinor: sum(mine), overdueCount: overdue.length, overdueMinor: sum(overdue) });
    }
    const exported = await csv(`/api/admin/invoices/export?clientId=${clientId}&lang=en`);
    const states = { partial: 'Partially paid', overpaid: 'Overpaid', paid: 'Paid', overdue: 'Overdue', credited: 'Credited', unpaid: 'Unpaid', draft: 'Draft' };
    for (const id of ids) {
      const row = rows.get(id)!;
      const line = exported.find((l) => l['Document number'] === row.number)!;
      expect({ state: line['Payment state'], paid: minorOfCsv(line['Paid']!), outstanding: minorOfCsv(line['Outstanding']!) }).toEqual({
        state: states[row.paymentState],
        paid: row.paidMinor,
        outstanding: row.outstandingMinor,
      });
    }
  });

  it("the client's payment status, the project's amount paid and the accounting row (answers and CSVs) follow the same figures", async () => {
    const rows = (await admin.get(`/api/admin/invoices?clientId=${clientId}&limit=100`)).body as AdminInvoiceListItem[];
    const collectible = rows.filter((r) => r.kind !== 'credit_note' && r.status === 'issued');
    expect(collectible.some((r) => r.paymentState === 'overdue')).toBe(true);
    const client = (await admin.get(`/api/admin/clients/${clientId}`)).body;
    expect(client).toMatchObject({ paymentStatus: 'overdue', paymentStatusFromInvoices: true });
    const clientCsv = (await csv(`/api/admin/clients/export?lang=en`)).find((l) => l['Name'] === client.name)!;
    expect(clientCsv['Payment status']).toBe('Overdue');

    const usd = collectible.reduce((n, r) => n + invoiceMinorToUsdMinor(r.paidMinor, r.currency, r.currency === 'EUR' ? 25_000 : null), 0);
    expect((await admin.get(`/api/admin/projects/${projectId}`)).body).toMatchObject({ amountPaid: usd, amountPaidFromInvoices: true });
    const accounting = ((await admin.get('/api/admin/accounting')).body as { projectId: number; amountPaid: number }[]).find((r) => r.projectId === projectId);
    expect(accounting?.amountPaid).toBe(usd);
    const projectCsv = (await csv('/api/admin/projects/export?lang=en')).find((l) => l['Project'] === 'Web pekárny')!;
    const accountingCsv = (await csv('/api/admin/accounting/export?lang=en')).find((l) => l['Project'] === 'Web pekárny')!;
    expect(minorOfCsv(projectCsv['Paid (USD)']!)).toBe(usd);
    expect(minorOfCsv(accountingCsv['Paid (USD)']!)).toBe(usd);
  });

  it("the portal's invoice pages show the same state and amount left to pay; the funnel counts the paid proposal", async () => {
    const rows = new Map(((await admin.get(`/api/admin/invoices?clientId=${clientId}&limit=100`)).body as AdminInvoiceListItem[]).map((r) => [r.id, r]));
    const portal = await portalClientFor(server, clientId, 'jiri@pekarna.cz');
    const labels = { partial: 'Částečně uhrazeno', overpaid: 'Přeplaceno', paid: 'Uhrazeno', overdue: 'Po splatnosti', credited: 'Dobropisováno', unpaid: 'Neuhrazeno', draft: 'Koncept' };
    for (const id of ids) {
      const row = rows.get(id)!;
      const page = await portal.get(`/portal/invoices/${id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(labels[row.paymentState]);
      // The amount is HTML-escaped on the page like any text.
      const amount = formatDocumentMoney(row.outstandingMinor, row.currency, 'cs').replace(/\u00a0/g, '&nbsp;');
      expect(page.text.includes(amount) || page.text.includes(formatDocumentMoney(row.outstandingMinor, row.currency, 'cs'))).toBe(true);
    }
    const funnel = (await admin.get(`/api/admin/analytics/funnel?from=${today}&to=${today}`)).body;
    expect(funnel.later.paid).toBe(1);
  });
});
