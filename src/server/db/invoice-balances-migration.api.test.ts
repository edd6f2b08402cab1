/**
 * Migration 0032 (the invoice_balances view and the CHECKs it relies on) on data written by the previous schema, on
 * both databases: a credit note written with a positive total is negated (every balance already read it as −|total|);
 * rows that break a constraint in a way no migration can repair (a payment of 0, a credit note naming no invoice) do
 * not stop the migration — that constraint is left NOT VALID (still checked on every new or changed row) while the
 * others are validated; the view reads the old rows.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe('the migration of invoice balances (0032)', () => {
  it('repairs what it can, keeps running on rows it cannot repair, and the view reads them', async () => {
    const before = migrationsBefore('0032_invoice_balances');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into clients (name, email) values ('Stará data', 'stara@example.cz')`);
      const [client] = await database.query('select id from clients');
      const invoice = (kind: string, total: number, corrects = 'null') =>
        `insert into invoices (kind, status, number, client_id, language, currency, vat_mode, total_minor, due_on, corrects_invoice_id)
         values ('${kind}', 'issued', '${kind}-${total}', ${String(client!.id)}, 'cs', 'CZK', 'czech_vat', ${total}, '2026-01-31', ${corrects}) returning id`;
      const [first] = await database.query(invoice('invoice', 10_000));
      // A credit note of 2 000 written positive, and one naming no invoice (the previous schema allowed both).
      await database.query(invoice('credit_note', 2_000, String(first!.id)));
      await database.query(invoice('credit_note', -500));
      await database.query(`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method) values
        (${String(first!.id)}, 3000, 'CZK', '2026-01-10', 'cash'), (${String(first!.id)}, 0, 'CZK', '2026-01-11', 'cash')`);

      await database.migrate(MIGRATIONS);

      expect(await database.query(`select total_minor::int as total from invoices where kind = 'credit_note' order by id`)).toEqual([{ total: -2000 }, { total: -500 }]);
      const validated = await database.query(`select conname, convalidated from pg_constraint
        where contype = 'c' and conrelid in ('invoices'::regclass, 'invoice_payments'::regclass) order by conname`);
      expect(Object.fromEntries(validated.map((row) => [row.conname, row.convalidated]))).toEqual({
        invoice_payments_amount_positive: false,
        invoice_payments_currency_known: true,
        invoices_advance_only_tax_document: true,
        invoices_corrects_only_credit_note: false,
        invoices_credit_note_not_positive: true,
        invoices_currency_known: true,
        invoices_exchange_rate_source: true,
        invoices_kind_known: true,
        invoices_settles_only_invoice: true,
        invoices_snapshot_amount_due: true,
        invoices_status_known: true,
      });
      expect(await database.query(`select payable_minor::int as payable, credited_minor::int as credited, paid_minor::int as paid, outstanding_minor::int as outstanding
        from invoice_balances where id = ${String(first!.id)}`)).toEqual([{ payable: 10_000, credited: -2_000, paid: 3_000, outstanding: 5_000 }]);
      // A constraint left NOT VALID still refuses new rows that break it.
      await expect(database.query(`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method) values (${String(first!.id)}, 0, 'CZK', '2026-01-12', 'cash')`)).rejects.toThrow(
        /invoice_payments_amount_positive/,
      );
    } finally {
      await database.close();
      before.remove();
    }
  });
});
