/**
 * Migration 0019 (analytics) on a database holding enquiries written by the previous schema: the messages are
 * untouched, the daily job's row is there, and an existing enquiry can be given its visit (deleted with it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, MIGRATIONS, type EmptyDatabase, type MigrationsCopy } from '../test/migration-steps';

describe('migration 0019_analytics', () => {
  let database: EmptyDatabase | undefined;
  let before: MigrationsCopy | undefined;
  afterEach(async () => {
    await database?.close();
    before?.remove();
  });

  it('keeps the enquiries, adds the tables and the daily job’s row', async () => {
    database = await emptyDatabase();
    before = migrationsBefore('0019_analytics');
    await database.migrate(before.folder);
    await database.query(`insert into messages (name, email, message, kind, page_path) values ('Eva', 'eva@example.cz', 'Dobrý den', 'quote', '/pricing')`);
    await database.migrate(MIGRATIONS);
    const [message] = await database.query('select id, name, status from messages');
    expect(message).toMatchObject({ name: 'Eva', status: 'unread' });
    expect(await database.query('select name, done_day, done_through, claimed_until from analytics_jobs')).toEqual([
      { name: 'daily', done_day: null, done_through: null, claimed_until: null },
    ]);
    await database.query(`insert into enquiry_visits (message_id, entered_at, entry_path, utm_campaign) values (${String(message!.id)}, now(), '/en/pricing', 'jaro')`);
    await database.query('delete from messages');
    expect(await database.query('select * from enquiry_visits')).toEqual([]);
  });
});
