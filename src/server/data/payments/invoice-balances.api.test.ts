/**
 * The invoice_balances view (migration 0032) against the statement of the rule, src/shared/invoices/payment-state.ts:
 * generated invoices (a seeded PRNG: the same rows on every run) — drafts, invoices and advance invoices in CZK and EUR,
 * with and without an issued snapshot, due around today, payments partial, exact and over, credit notes full, partial
 * and several, advances settled by final invoices — written to the database; each row's payable, credited, paid,
 * outstanding and state on the office day read from the view must equal what the shared rule computes in JS from the
 * same generated data. Runs on the database TEST_DB names (PGlite or PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, officeDay } from '@/shared/dates';
import { invoicePaymentState, outstandingMinor } from '@/shared/invoices/payment-state';
import type { InvoiceCurrency, InvoiceKind, InvoicePaymentState, InvoiceStoredStatus } from '@/shared/schemas/invoice';
import { clients, invoicePayments, invoices } from '@/server/db/schema';
import { startTestServer, type TestServer } from '@/server/test/test-server';
import { balances, balanceStateSql } from './invoice-balances';

/** mulberry32: a small seeded PRNG, so a failure is reproduced by running the test again. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

interface Generated {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStoredStatus;
  clientId: number;
  currency: InvoiceCurrency;
  totalMinor: number;
  dueOn: string | null;
  /** The snapshot's amount due when the row has an issued snapshot. */
  amountDueMinor: number | null;
  settlesAdvanceId: number | null;
  correctsInvoiceId: number | null;
  payments: number[];
}

const INVOICES = 400;
const today = officeDay();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function insertInvoice(row: Omit<Generated, 'id' | 'payments'>, n: number): Promise<number> {
  const issued = row.status === 'issued';
  const [created] = await server.db
    .insert(invoices)
    .values({
      kind: row.kind,
      status: row.status,
      number: issued ? `G-${n}` : null,
      clientId: row.clientId,
      language: 'cs',
      currency: row.currency,
      exchangeRateThousandths: row.currency === 'EUR' ? 25_000 : null,
      vatMode: 'czech_vat',
      issuedOn: issued ? addDays(today, -30) : null,
      dueOn: row.dueOn,
      totalMinor: row.totalMinor,
      settlesAdvanceId: row.settlesAdvanceId,
      correctsInvoiceId: row.correctsInvoiceId,
    })
    .returning({ id: invoices.id });
  // Only what the balances read of a snapshot: its amount due.
  if (row.amountDueMinor !== null) await server.db.update(invoices).set({ snapshot: sql`jsonb_build_object('amountDueMinor', ${row.amountDueMinor}::bigint)` }).where(eq(invoices.id, created!.id));
  return created!.id;
}

/** Writes the generated rows; returns them with their ids and payments. */
async function generate(seed: number): Promise<Generated[]> {
  const random = prng(seed);
  const clientIds: number[] = [];
  for (let c = 0; c < 4; c++) {
    const [client] = await server.db.insert(clients).values({ name: `Generated ${seed}-${c}`, email: `g${seed}-${c}@example.cz` }).returning({ id: clients.id });
    clientIds.push(client!.id);
  }
  const rows: Generated[] = [];
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const unsettledAdvances = (clientId: number, currency: InvoiceCurrency) =>
    rows.filter((r) => r.kind === 'advance_invoice' && r.status === 'issued' && r.clientId === clientId && r.currency === currency && !rows.some((o) => o.settlesAdvanceId === r.id));
  let n = 0;
  for (let i = 0; i < INVOICES; i++) {
    const kind = random.pick(['invoice', 'invoice', 'invoice', 'advance_invoice'] as const);
    const status: InvoiceStoredStatus = random.next() < 0.12 ? 'draft' : 'issued';
    const clientId = random.pick(clientIds);
    const currency = random.pick(['CZK', 'EUR'] as const);
    const totalMinor = random.int(1, 2_000_000);
    // Advances first paid (some), so a final invoice can deduct what was paid on one.
    const advance = kind === 'invoice' && random.next() < 0.5 ? unsettledAdvances(clientId, currency)[0] : undefined;
    const advancePaid = advance ? sum(advance.payments) : 0;
    const withSnapshot = status === 'issued' && random.next() < 0.5;
    const row: Omit<Generated, 'id' | 'payments'> = {
      kind,
      status,
      clientId,
      currency,
      totalMinor,
      dueOn: status === 'draft' ? null : addDays(today, random.int(-3, 3)),
      amountDueMinor: withSnapshot ? totalMinor - advancePaid : null,
      settlesAdvanceId: advance?.id ?? null,
      correctsInvoiceId: null,
    };
    const id = await insertInvoice(row, ++n);
    const generated: Generated = { ...row, id, payments: [] };
    rows.push(generated);
    if (status === 'draft') continue;
    // Credit notes of regular invoices: none, a full one, a partial one, or several (one of them still a draft).
    if (kind === 'invoice') {
      const credits = random.pick([0, 0, 0, 1, 1, 2, 3]);
      for (let c = 0; c < credits; c++) {
        const full = credits === 1 && random.next() < 0.5;
        const creditTotal = -(full ? totalMinor : random.int(1, Math.max(1, Math.floor(totalMinor / 3))));
        const creditStatus: InvoiceStoredStatus = c === 2 ? 'draft' : 'issued';
        const note = { kind: 'credit_note' as const, status: creditStatus, clientId, currency, totalMinor: creditTotal, dueOn: null, amountDueMinor: null, settlesAdvanceId: null, correctsInvoiceId: id };
        rows.push({ ...note, id: await insertInvoice(note, ++n), payments: [] });
      }
    }
    // Payments: none, partial, exact, over, several.
    const asked = (row.amountDueMinor ?? totalMinor - advancePaid);
    const plan = random.pick(['none', 'none', 'partial', 'exact', 'exact', 'over', 'several'] as const);
    const amounts =
      plan === 'none' ? [] : plan === 'partial' ? [random.int(1, Math.max(1, asked - 1))] : plan === 'exact' ? [asked] : plan === 'over' ? [asked + random.int(1, 50_000)] : [random.int(1, 100_000), random.int(1, 100_000), random.int(1, 100_000)];
    for (const amountMinor of amounts.filter((a) => a > 0)) {
      await server.db.insert(invoicePayments).values({ invoiceId: id, amountMinor, currency, paidOn: addDays(today, -random.int(0, 20)), method: 'cash' });
      generated.payments.push(amountMinor);
    }
  }
  return rows;
}

/** What the shared rule says of a generated row. */
function expected(row: Generated, all: Generated[]) {
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const advance = all.find((r) => r.id === row.settlesAdvanceId);
  const payableMinor = row.amountDueMinor ?? row.totalMinor - (advance ? sum(advance.payments) : 0);
  const creditedMinor = sum(all.filter((r) => r.correctsInvoiceId === row.id && r.kind === 'credit_note' && r.status === 'issued').map((r) => r.totalMinor));
  const paidMinor = sum(row.payments);
  const money = { kind: row.kind, status: row.status, payableMinor, creditedMinor, paidMinor, dueOn: row.dueOn };
  return {
    id: row.id,
    payableMinor,
    creditedMinor,
    paidMinor,
    outstandingMinor: row.status === 'draft' || row.kind === 'credit_note' ? 0 : outstandingMinor(money),
    state: invoicePaymentState({ ...money, today }) as InvoicePaymentState,
  };
}

describe('the invoice_balances view', () => {
  it(`agrees with invoicePaymentState and outstandingMinor on ${INVOICES} generated invoices with their credit notes and payments`, async () => {
    const rows = await generate(20261129);
    const read = await server.db
      .select({
        id: balances.id,
        payableMinor: balances.payableMinor,
        creditedMinor: balances.creditedMinor,
        paidMinor: balances.paidMinor,
        outstandingMinor: balances.outstandingMinor,
        state: balanceStateSql(today),
      })
      .from(balances)
      .orderBy(balances.id);
    const notes = rows.filter((r) => r.kind === 'credit_note').length;
    const payments = rows.reduce((n, r) => n + r.payments.length, 0);
    console.log(`invoice_balances compared on ${rows.length} rows: ${rows.length - notes} invoices and advances, ${notes} credit notes, ${payments} payments`);
    // One row per invoice row of every kind and status.
    expect(read.length).toBe(rows.length);
    expect(read).toEqual([...rows].sort((a, b) => a.id - b.id).map((row) => expected(row, rows)));
    // The generated data reaches every state and shape the rule tells apart.
    const states = new Set(read.map((r) => r.state));
    for (const state of ['draft', 'unpaid', 'partial', 'paid', 'overpaid', 'overdue', 'credited'] as const) expect(states).toContain(state);
    expect(rows.some((r) => r.settlesAdvanceId !== null && r.amountDueMinor === null && rows.find((a) => a.id === r.settlesAdvanceId)!.payments.length > 0)).toBe(true);
    expect(rows.some((r) => r.settlesAdvanceId !== null && r.amountDueMinor !== null)).toBe(true);
    expect(rows.filter((r) => r.kind === 'credit_note').length).toBeGreaterThan(20);
    expect(rows.some((r) => r.currency === 'EUR') && rows.some((r) => r.currency === 'CZK')).toBe(true);
  });

  it('refuses rows that break what it assumes (CHECK constraints), as a constraint error', async () => {
    const [client] = await server.db.insert(clients).values({ name: 'Checks', email: 'checks@example.cz' }).returning({ id: clients.id });
    const base = { kind: 'invoice' as const, status: 'issued' as const, clientId: client!.id, language: 'cs' as const, currency: 'CZK' as const, vatMode: 'czech_vat' as const, totalMinor: 100 };
    const [invoice] = await server.db.insert(invoices).values(base).returning({ id: invoices.id });
    const refused = async (write: () => Promise<unknown>, constraint: string) => {
      const error = await write().then(
        () => null,
        (err: unknown) => err,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toContain(constraint);
    };
    await refused(() => server.db.insert(invoices).values({ ...base, kind: 'credit_note', totalMinor: 5, correctsInvoiceId: invoice!.id }), 'invoices_credit_note_not_positive');
    await refused(() => server.db.insert(invoices).values({ ...base, kind: 'credit_note', totalMinor: -5 }), 'invoices_corrects_only_credit_note');
    await refused(() => server.db.insert(invoices).values({ ...base, correctsInvoiceId: invoice!.id }), 'invoices_corrects_only_credit_note');
    await refused(() => server.db.insert(invoices).values({ ...base, kind: 'advance_invoice', settlesAdvanceId: invoice!.id }), 'invoices_settles_only_invoice');
    await refused(() => server.db.execute(sql`update invoices set currency = 'GBP' where id = ${invoice!.id}`), 'invoices_currency_known');
    await refused(() => server.db.execute(sql`update invoices set snapshot = '{"amountDueMinor": null}'::jsonb where id = ${invoice!.id}`), 'invoices_snapshot_amount_due');
    await refused(() => server.db.insert(invoicePayments).values({ invoiceId: invoice!.id, amountMinor: 0, currency: 'CZK', paidOn: today, method: 'cash' }), 'invoice_payments_amount_positive');
  });
});
