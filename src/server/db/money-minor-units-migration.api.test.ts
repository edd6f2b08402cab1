/**
 * Migration 0016: the six money columns (client prices, project budget / monthly fee / amount paid / cost of service)
 * go from double precision to bigint minor units, each value × 100 exactly as it was typed — on data written by the
 * previous schema, on both databases. Defaults stay (0, and 200 × 100 for the cost of service). The audit log's earlier
 * changes of those fields follow, so a record's history keeps showing what it held.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsThrough, MIGRATIONS } from '../test/migration-steps';

const MONEY_COLUMNS = "('one_time_price', 'monthly_price', 'budget', 'monthly_fee', 'amount_paid', 'cost_of_service')";

describe('the migration of money to integer minor units (0016)', () => {
  it('converts every amount written by the previous schema exactly, and keeps the defaults', async () => {
    const before = migrationsThrough('0014_user_language');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      // As the previous data module wrote them: doubles from typed decimals, one sum with binary noise
      // (0.1 + 0.2 = 0.30000000000000004), halves whose double lies just below (1234.565, 0.285), and defaults.
      await database.query(`insert into clients (name, email, one_time_price, monthly_price) values
        ('Pekárna', 'a@example.cz', 1234.56, ${0.1 + 0.2}),
        ('Salon', 'b@example.cz', 1234.565, 0.285),
        ('Vinotéka', 'c@example.cz', 19.99, 1000000.99)`);
      await database.query(`insert into clients (name, email) values ('Bez cen', 'd@example.cz')`);
      const [first] = await database.query('select id from clients order by id limit 1');
      await database.query(`insert into projects (client_id, name, description, budget, monthly_fee, amount_paid, cost_of_service)
        values (${String(first!.id)}, 'Web', 'Nový web', 1900.5, 49.99, 850.1, 180)`);
      // A project saved without amounts: the previous defaults (budget, fee and paid 0, cost of service 200).
      await database.query(`insert into projects (client_id, name, description) values (${String(first!.id)}, 'Logo', 'Nové logo')`);
      // The audit log of those writes, as the previous schema's data modules wrote it.
      await database.query(`insert into audit_log (actor_name, action, entity, entity_id, changes) values
        ('Jana', 'create', 'client', '1', '{"name": {"from": null, "to": "Pekárna"}, "oneTimePrice": {"from": null, "to": 1234.56}, "monthlyPrice": {"from": null, "to": 0.30000000000000004}}'),
        ('Jana', 'update', 'project', '1', '{"budget": {"from": 1900.5, "to": 0.285}, "notes": {"from": null, "to": "x"}}'),
        ('Jana', 'delete', 'project', '2', '{"amountPaid": {"from": 850.1, "to": null}, "costOfService": {"from": 200, "to": null}}'),
        ('Jana', 'update', 'message', '3', '{"budget": {"from": 5, "to": 6}}'),
        ('Jana', 'export', 'client', null, '{"filters": {"from": null, "to": {"sort": "oneTimePrice"}}}')`);
      const otherColumns = 'select id, name, email, current_status, payment_status, created_at from clients order by id';
      const clientsBefore = await database.query(otherColumns);

      await database.migrate(MIGRATIONS);

      const number = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));
      expect(number(await database.query('select one_time_price, monthly_price from clients order by id'))).toEqual([
        { one_time_price: 123_456, monthly_price: 30 },
        { one_time_price: 123_457, monthly_price: 29 },
        { one_time_price: 1_999, monthly_price: 100_000_099 },
        { one_time_price: 0, monthly_price: 0 },
      ]);
      expect(number(await database.query('select budget, monthly_fee, amount_paid, cost_of_service from projects order by id'))).toEqual([
        { budget: 190_050, monthly_fee: 4_999, amount_paid: 85_010, cost_of_service: 18_000 },
        { budget: 0, monthly_fee: 0, amount_paid: 0, cost_of_service: 20_000 },
      ]);
      expect(await database.query(otherColumns)).toEqual(clientsBefore);
      // The history of client and project amounts in the same units; other entries and fields as they were.
      expect((await database.query('select changes from audit_log order by id')).map((row) => row.changes)).toEqual([
        { name: { from: null, to: 'Pekárna' }, oneTimePrice: { from: null, to: 123_456 }, monthlyPrice: { from: null, to: 30 } },
        { budget: { from: 190_050, to: 29 }, notes: { from: null, to: 'x' } },
        { amountPaid: { from: 85_010, to: null }, costOfService: { from: 20_000, to: null } },
        { budget: { from: 5, to: 6 } },
        { filters: { from: null, to: { sort: 'oneTimePrice' } } },
      ]);

      const types = await database.query(`select column_name, data_type, column_default, is_nullable from information_schema.columns
        where table_name in ('clients', 'projects') and column_name in ${MONEY_COLUMNS} order by column_name`);
      expect(types).toEqual(
        ['amount_paid', 'budget', 'cost_of_service', 'monthly_fee', 'monthly_price', 'one_time_price'].map((column) => ({
          column_name: column,
          data_type: 'bigint',
          column_default: column === 'cost_of_service' ? '20000' : '0',
          is_nullable: 'NO',
        })),
      );
      // New rows take the defaults in minor units.
      await database.query(`insert into projects (client_id, name, description) values (${String(first!.id)}, 'SEO', 'Audit')`);
      const [fresh] = await database.query('select budget, cost_of_service from projects order by id desc limit 1');
      expect(number([fresh!])).toEqual([{ budget: 0, cost_of_service: 20_000 }]);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
