/**
 * Migration 0020 adds the stored PDF of a sent proposal and the proposal an outbox mail attaches: proposals and mails
 * written by the previous schema stay as they were (no PDF, no proposal), and deleting a proposal keeps its mails.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, migrationsThrough } from '../test/migration-steps';

describe('the proposal PDF migration (0020)', () => {
  it('keeps existing proposals and mails; a mail outlives its proposal', async () => {
    const before = migrationsBefore('0020_proposal_pdf');
    // Through 0020 only: the rows as this migration leaves them (later ones add columns of their own).
    const through = migrationsThrough('0020_proposal_pdf');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into clients (name, email) values ('Pekárna', 'p@example.cz')`);
      await database.query(`insert into proposals (number, client_id, title, language, currency, vat_mode, valid_until)
        select 'N-2026-0001', id, 'Web', 'cs', 'CZK', 'czech_vat', '2026-12-31' from clients`);
      await database.query(`insert into mail_outbox (kind, recipients, subject, text, html, status) values ('proposal', 'p@example.cz', 'Nabídka', 't', 'h', 'pending')`);
      const proposalsBefore = await database.query('select * from proposals order by id');
      const mailsBefore = await database.query('select * from mail_outbox order by id');

      await database.migrate(through.folder);

      expect(await database.query('select * from proposals order by id')).toEqual(proposalsBefore.map((p) => ({ ...p, pdf: null, pdf_sha256: null })));
      expect(await database.query('select * from mail_outbox order by id')).toEqual(mailsBefore.map((m) => ({ ...m, proposal_id: null })));
      await database.query(`update mail_outbox set proposal_id = (select id from proposals)`);
      await database.query(`update proposals set pdf = '\\x255044462d'::bytea, pdf_sha256 = 'x'`);
      expect(await database.query(`select octet_length(pdf) as n from proposals`)).toEqual([{ n: 5 }]);
      await database.query('delete from proposals');
      expect(await database.query('select proposal_id from mail_outbox')).toEqual([{ proposal_id: null }]);
    } finally {
      await database.close();
      before.remove();
      through.remove();
    }
  });
});
