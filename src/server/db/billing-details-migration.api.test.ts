/**
 * Migration 0017: clients get billing columns (blank, Czechia, Czech documents, no VAT payer) and the agency's
 * details get their one-row table. Clients written by the previous schema keep every value.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe('the billing details migration (0017)', () => {
  it('adds the client billing columns to existing clients with their defaults, and a one-row agency table', async () => {
    const before = migrationsBefore('0017_billing_details');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into clients (name, email, company, current_status, payment_status)
        values ('Pekárna', 'p@example.cz', 'Pekárna s.r.o.', 'active', 'paid')`);
      const [old] = await database.query('select id, name, email, company, current_status, payment_status, created_at from clients');

      await database.migrate(MIGRATIONS);

      expect(await database.query(`select id, name, email, company, current_status, payment_status, created_at, billing_name, ico, dic,
        billing_street, billing_city, billing_postal_code, billing_country, document_language, vat_payer from clients`)).toEqual([
        { ...old, billing_name: null, ico: null, dic: null, billing_street: null, billing_city: null, billing_postal_code: null, billing_country: 'CZ', document_language: 'cs', vat_payer: false },
      ]);
      await database.query(`insert into agency_billing (company_name) values ('Agentura')`);
      expect(await database.query('select id, company_name, country, vat_payer, proposal_validity_days, invoice_due_days from agency_billing')).toEqual([
        { id: 1, company_name: 'Agentura', country: 'CZ', vat_payer: false, proposal_validity_days: 30, invoice_due_days: 14 },
      ]);
      await expect(database.query(`insert into agency_billing (id, company_name) values (2, 'Druhá')`)).rejects.toThrow();
    } finally {
      before.remove();
      await database.close();
    }
  });
});
