/**
 * Migration 0018 adds the proposal tables beside existing data: clients and messages written by the previous schema
 * stay as they were, and a proposal can refer to them (cascade from clients, set null from messages).
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe('the proposals migration (0018)', () => {
  it('keeps existing clients and messages and links new proposals to them', async () => {
    const before = migrationsBefore('0018_proposals');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into clients (name, email, one_time_price) values ('Pekárna', 'p@example.cz', 12000.5)`);
      await database.query(`insert into messages (name, email, message, kind) values ('Eva', 'e@example.cz', '', 'quote')`);
      const clientsBefore = await database.query('select * from clients order by id');

      await database.migrate(MIGRATIONS);

      // Later migrations may add columns (0030: folded_name); the columns the client had keep their values.
      const clientsAfter = await database.query('select * from clients order by id');
      const columnsBefore = Object.keys(clientsBefore[0] as object);
      expect(clientsAfter.map((row) => Object.fromEntries(columnsBefore.map((column) => [column, row[column]])))).toEqual(clientsBefore);
      const [client] = clientsBefore;
      const [message] = await database.query('select id from messages');
      await database.query(`insert into proposals (number, client_id, message_id, title, language, currency, vat_mode, valid_until)
        values ('N-2026-0001', ${String(client!.id)}, ${String(message!.id)}, 'Web', 'cs', 'CZK', 'czech_vat', '2026-12-31')`);
      await database.query(`insert into proposal_lines (proposal_id, position, service, quantity_thousandths, unit_price_minor, vat_rate_code, recurrence)
        select id, 0, 'Web', 1000, 2000000, 'basic', 'one_time' from proposals`);
      await expect(database.query(`insert into proposals (number, client_id, title, language, currency, vat_mode, valid_until)
        values ('N-2026-0001', ${String(client!.id)}, 'Dup', 'cs', 'CZK', 'czech_vat', '2026-12-31')`)).rejects.toThrow();
      await database.query('delete from messages');
      expect(await database.query('select message_id, status, version from proposals')).toEqual([{ message_id: null, status: 'draft', version: 1 }]);
      await database.query('delete from clients');
      expect(await database.query('select count(*)::int as n from proposal_lines')).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
