/**
 * Payment statuses and amounts paid derived from invoices and payments (docs/product/payments.md#payments): the
 * client's status, the project's amount paid in US cents, the accounting rows — computed at read time, refused as
 * input while derived. "Today" is controlled by the due dates inserted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { invoicePaymentState } from '@/shared/invoices/payment-state';
import { invoiceMinorToUsdMinor } from '@/shared/money/accounting-usd';
import { DERIVED_MESSAGES } from '@/shared/schemas/payment';
import { invoiceBalances } from '@/server/data/payments/invoice-balances';
import { resultRows } from '@/server/db/database';
import { invoicePayments } from '@/server/db/schema';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

const today = officeDay();
let numbers = 0;
const issue = (clientId: number, totalMinor: number, over: Partial<Parameters<typeof insertIssuedInvoice>[1]> = {}) =>
  insertIssuedInvoice(server.db, { clientId, number: `2026-${String(++numbers).padStart(4, '0')}`, totalMinor, dueOn: addDays(today, 14), ...over });
const pay = (invoiceId: number, amountMinor: number) => admin.post(`/api/admin/invoices/${invoiceId}/payments`, { amountMinor, paidOn: today });
const newClient = async (name: string) => (await admin.post('/api/admin/clients', { name, email: `${name.toLowerCase()}@example.cz`, paymentStatus: 'paid' })).body;
const clientOf = async (id: number) => (await admin.get(`/api/admin/clients/${id}`)).body;

describe("a client's payment status", () => {
  it('is typed by staff while the client has no issued invoice (a draft or a credit note alone do not count)', async () => {
    const client = await newClient('Typed');
    expect(client).toMatchObject({ paymentStatus: 'paid', paymentStatusFromInvoices: false });
    await issue(client.id, 1000, { status: 'draft' });
    expect(await clientOf(client.id)).toMatchObject({ paymentStatus: 'paid', paymentStatusFromInvoices: false });
    const updated = await admin.put(`/api/admin/clients/${client.id}`, { name: 'Typed', email: 'typed@example.cz', paymentStatus: 'partial' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ paymentStatus: 'partial', paymentStatusFromInvoices: false });
  });

  it('follows its invoices: not paid, partial, overdue, paid — and a write of another status is refused', async () => {
    const client = await newClient('Derived');
    const first = await issue(client.id, 1_000_00);
    expect(await clientOf(client.id)).toMatchObject({ paymentStatus: 'not_paid', paymentStatusFromInvoices: true });
    await pay(first, 400_00);
    expect((await clientOf(client.id)).paymentStatus).toBe('partial');

    const refused = await admin.put(`/api/admin/clients/${client.id}`, { name: 'Derived', email: 'derived@example.cz', paymentStatus: 'paid' });
    expectFieldError(refused, 'paymentStatus', DERIVED_MESSAGES.clientPaymentStatus);
    // The status shown, sent back unchanged with other changes, is accepted; the stored typed value is kept.
    const saved = await admin.put(`/api/admin/clients/${client.id}`, { name: 'Derived s.r.o.', email: 'derived@example.cz', paymentStatus: 'partial' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Derived s.r.o.', paymentStatus: 'partial', paymentStatusFromInvoices: true });

    const late = await issue(client.id, 500_00, { dueOn: addDays(today, -1) });
    expect((await clientOf(client.id)).paymentStatus).toBe('overdue');
    await pay(late, 500_00);
    await pay(first, 600_00);
    expect((await clientOf(client.id)).paymentStatus).toBe('paid');
    // Over-paid and credited invoices leave nothing to pay either.
    const credited = await issue(client.id, 200_00, { dueOn: addDays(today, -30) });
    await issue(client.id, -200_00, { kind: 'credit_note', correctsInvoiceId: credited });
    const over = await issue(client.id, 100_00);
    await pay(over, 150_00);
    expect((await clientOf(client.id)).paymentStatus).toBe('paid');
  });

  it('sorts the list and fills the CSV export with the derived status', async () => {
    const client = await newClient('Overdue');
    await issue(client.id, 100_00, { dueOn: addDays(today, -5) });
    const sorted = await admin.get('/api/admin/clients?sort=paymentStatus&dir=asc&q=example.cz');
    const statuses = sorted.body.map((c: { paymentStatus: string }) => c.paymentStatus);
    expect(statuses).toEqual([...statuses].sort());
    expect(sorted.body.find((c: { id: number }) => c.id === client.id)).toMatchObject({ paymentStatus: 'overdue', paymentStatusFromInvoices: true });
    const csv = await admin.get('/api/admin/clients/export?lang=en&q=Overdue');
    expect(csv.status).toBe(200);
    expect(csv.text).toMatch(/Overdue,overdue@example\.cz/);
    expect(csv.text.split('\n')[1]).toMatch(/,overdue,/i);
  });
});

describe("a project's amount paid", () => {
  it('is the US cents of its invoices’ payments (CZK at the accounting rate, EUR through the invoice’s rate)', async () => {
    const client = await newClient('Projekt');
    const project = (await admin.post('/api/admin/projects', { clientId: client.id, name: 'Web', description: 'Nový web', amountPaid: 123_00, serviceType: 'design' })).body;
    expect(project).toMatchObject({ amountPaid: 123_00, amountPaidFromInvoices: false });

    const czk = await issue(client.id, 5_000_00, { projectId: project.id });
    const eur = await issue(client.id, 500_00, { projectId: project.id, currency: 'EUR', exchangeRateThousandths: 24_335 });
    expect((await admin.get(`/api/admin/projects/${project.id}`)).body).toMatchObject({ amountPaid: 0, amountPaidFromInvoices: true });
    await pay(czk, 1_175_00);
    await pay(eur, 100_00);
    const expected = invoiceMinorToUsdMinor(1_175_00, 'CZK', null) + invoiceMinorToUsdMinor(100_00, 'EUR', 24_335);
    expect(expected).toBe(50_00 + 103_55);
    const read = (await admin.get(`/api/admin/projects/${project.id}`)).body;
    expect(read).toMatchObject({ amountPaid: expected, amountPaidFromInvoices: true });

    const body = { clientId: client.id, name: 'Web', description: 'Nový web', serviceType: 'design' };
    expectFieldError(await admin.put(`/api/admin/projects/${project.id}`, { ...body, amountPaid: 1 }), 'amountPaid', DERIVED_MESSAGES.projectAmountPaid);
    const saved = await admin.put(`/api/admin/projects/${project.id}`, { ...body, name: 'Web 2', amountPaid: expected });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Web 2', amountPaid: expected });

    const list = await admin.get(`/api/admin/projects?clientId=${client.id}&sort=amountPaid`);
    expect(list.body.map((p: { amountPaid: number }) => p.amountPaid)).toEqual([expected]);
    const accounting = (await admin.get('/api/admin/accounting')).body.find((row: { projectId: number }) => row.projectId === project.id);
    // Design costs $150: (153.55 − 150) / 153.55 = 2.3 %.
    expect(accounting).toMatchObject({ amountPaid: expected, profitMargin: 2.3 });
  });
});

describe('the SQL payment state', () => {
  it('agrees with the shared invoicePaymentState', async () => {
    const client = await newClient('Stavy');
    const cases = [
      { total: 100_00, paid: 0, due: 5 },
      { total: 100_00, paid: 40_00, due: 5 },
      { total: 100_00, paid: 40_00, due: -1 },
      { total: 100_00, paid: 0, due: 0 },
      { total: 100_00, paid: 100_00, due: -9 },
      { total: 100_00, paid: 120_00, due: 3 },
      { total: 100_00, paid: 0, due: -3, credit: -100_00 },
      { total: 100_00, paid: 0, due: -3, credit: -40_00 },
    ];
    const ids: number[] = [];
    for (const c of cases) {
      const id = await issue(client.id, c.total, { dueOn: addDays(today, c.due) });
      if (c.paid) await server.db.insert(invoicePayments).values({ invoiceId: id, amountMinor: c.paid, currency: 'CZK', paidOn: today, method: 'cash' });
      if (c.credit) await issue(client.id, c.credit, { kind: 'credit_note', correctsInvoiceId: id });
      ids.push(id);
    }
    const rows = resultRows<{ id: number; state: string }>(await server.db.execute(sql`select b.id, b.state from ${invoiceBalances(today)} b where b.client_id = ${client.id} order by b.id`));
    const expected = cases.map((c) =>
      invoicePaymentState({ kind: 'invoice', status: 'issued', payableMinor: c.total, creditedMinor: c.credit ?? 0, paidMinor: c.paid, dueOn: addDays(today, c.due), today }),
    );
    expect(rows.map((r) => r.state)).toEqual(expected);
    expect(new Set(expected)).toEqual(new Set(['unpaid', 'partial', 'overdue', 'paid', 'overpaid', 'credited']));
    expect(rows.map((r) => Number(r.id))).toEqual(ids);
  });
});
