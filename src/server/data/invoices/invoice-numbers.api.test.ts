/**
 * Invoice numbers (docs/product/invoices.md#numbers): gap-free and duplicate-free under concurrent issuing on two
 * instances sharing one PostgreSQL (one instance on PGlite); a rolled-back issue gives its number back. And the
 * derived payment state: the list's SQL agrees with src/shared/invoices/payment-state.ts on every state.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_KINDS, INVOICE_PAYMENT_STATES, INVOICE_STORED_STATUSES, type InvoicePaymentState } from '@/shared/schemas/invoice';
import { invoicePaymentState } from '@/shared/invoices/payment-state';
import { completeBilling, createDraft, invoiceClient } from '@/server/test/invoice-fixtures';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '@/server/test/test-server';
import { lockedInvoice } from './invoice-drafts';
import { issueLocked } from './invoice-issuing';
import { paymentStateSql } from '../payments/invoice-balances';

let server: TestServer;
let second: TestServer | undefined;
let admin: TestClient;
let admin2: TestClient;
let clientId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  if (testDatabaseKind() === 'postgres') {
    // A second instance of the app: its own connection pool to the same database.
    second = await startTestServer({ location: server.location });
    admin2 = await second.signedInClient('second-admin');
  } else {
    admin2 = admin;
  }
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

describe('invoice numbers', () => {
  it('20 drafts issued at once (on two instances with PostgreSQL) get 1..20: no gap, no duplicate', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await createDraft(admin, clientId, { issuedOn: '2031-03-02', dueOn: '2031-03-16' }));
    const answers = await Promise.all(drafts.map((draft, i) => (i % 2 === 0 ? admin : admin2).post(`/api/admin/invoices/${draft.id}/issue`)));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const numbers = answers.map((res) => res.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2031-${String(i + 1).padStart(4, '0')}`));
    expect(new Set(answers.map((res) => res.body.variableSymbol)).size).toBe(20);
  });

  it('a rolled-back issue gives its number back', async () => {
    const first = await createDraft(admin, clientId, { issuedOn: '2032-01-05' });
    const actor = { id: null, name: 'test', ip: null };
    await expect(
      server.db.transaction(async (tx) => {
        const row = await lockedInvoice(tx, first.id);
        await issueLocked(tx, row!, actor, '2032-01-05', new Date());
        throw new Error('rolled back after numbering');
      }),
    ).rejects.toThrow('rolled back after numbering');
    const other = await createDraft(admin, clientId, { issuedOn: '2032-01-06' });
    expect((await admin.post(`/api/admin/invoices/${other.id}/issue`)).body.number).toBe('2032-0001');
    expect((await admin.post(`/api/admin/invoices/${first.id}/issue`)).body.number).toBe('2032-0002');
  });
});

describe('the payment state in SQL', () => {
  it('agrees with invoicePaymentState on every combination, and reaches every state', async () => {
    const seen = new Set<InvoicePaymentState>();
    for (const kind of INVOICE_KINDS) {
      for (const status of INVOICE_STORED_STATUSES) {
        for (const creditedMinor of [0, -5_000, -12_100, -20_000]) {
          for (const paidMinor of [0, 1, 7_100, 12_100, 13_000]) {
            for (const [dueOn, today] of [[null, '2026-12-01'], ['2026-12-10', '2026-12-10'], ['2026-12-10', '2026-12-11']] as const) {
              const input = { kind, status, payableMinor: 12_100, creditedMinor, paidMinor, dueOn, today };
              const expected = invoicePaymentState(input);
              const result = (await server.db.execute(
                sql`select ${paymentStateSql({
                  kind: sql`${kind}::text`,
                  status: sql`${status}::text`,
                  payable: sql`${12_100}::bigint`,
                  credited: sql`${creditedMinor}::bigint`,
                  paid: sql`${paidMinor}::bigint`,
                  dueOn: dueOn === null ? sql`null::date` : sql`${dueOn}::date`,
                  today,
                })} as state`,
              )) as unknown as { rows: { state: string }[] };
              expect(result.rows[0]!.state, JSON.stringify(input)).toBe(expected);
              seen.add(expected);
            }
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...INVOICE_PAYMENT_STATES].sort());
  });
});
