/**
 * Migration 0023 (decision 033): where the database has pg_trgm (the embedded one is opened with it; the PostgreSQL
 * under test has it), each searched list has its trigram index, the query its data module sends is one that index
 * serves (the planner, told to avoid scanning the table, reads the index — so the search expression is exactly the
 * indexed one), and a search finds rows by each searched column. Migration 0035: the lists that keep their search text
 * stored keep exactly the text of the columns their data module names.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogData } from '../data/blog-posts';
import { CLIENT_SEARCH, clientData } from '../data/clients';
import { INVOICE_SEARCH, invoiceDrafts } from '../data/invoices/invoice-drafts';
import { searchText, storedSearchText } from '../data/list-page';
import { mediaData } from '../data/media';
import { MESSAGE_SEARCH, messageData } from '../data/messages';
import { PROJECT_SEARCH, projectData } from '../data/projects';
import { PROPOSAL_SEARCH, proposalDrafts } from '../data/proposals/proposal-drafts';
import { recordStatements } from '../test/count-queries';
import { lastingDatabase } from '../test/temporary-database';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { createMailer } from '@/server/mail/mailer';
import { MAIL_NOT_CONFIGURED } from '@/server/mail/mail-service';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let db: Database;
beforeAll(async () => {
  const lasting = await lastingDatabase('agency-search-indexes');
  drop = lasting.drop;
  handle = await openDatabase(lasting.location);
  db = handle.db;
  for (const statement of [
    `insert into clients (name, email, company, phone, industry, location) values
      ('Jana Nováková', 'jana@pekarna.cz', 'Pekárna Novák', '+420 603 111 222', 'Gastronomie', 'Olomouc'),
      ('Petr Dvořák', 'petr@example.cz', null, null, null, null)`,
    `insert into messages (name, email, message, phone) values ('Eva Černá', 'eva@example.cz', 'Chceme nový e-shop', '+420 777 888 999')`,
    `insert into projects (client_id, name, description, status) select id, 'Redesign webu', 'Nový katalog výrobků', 'active' from clients where name = 'Jana Nováková'`,
    `insert into proposals (client_id, number, language, vat_mode, currency, valid_until, title)
      select id, 'N-2026-0042', 'cs', 'czech_vat', 'CZK', '2026-12-31', 'Kampaň na jaro' from clients where name = 'Jana Nováková'`,
    `insert into invoices (client_id, kind, vat_mode, currency, language, number, variable_symbol)
      select id, 'invoice', 'czech_vat', 'CZK', 'cs', '2026-0007', '20260007' from clients where name = 'Petr Dvořák'`,
    `insert into blog_posts (slug, title) values ('jak-na-logo', 'Jak na logo')`,
    `insert into blog_post_translations (post_id, language, title, slug, content)
      select id, 'cs', 'Jak na logo', 'jak-na-logo', '' from blog_posts union all select id, 'en', 'Designing a logo', 'logo-design', '' from blog_posts`,
    `insert into media (hash, original_name, mime, width, height, size) values ('${'a'.repeat(64)}', 'IMG_0042.jpg', 'image/jpeg', 1200, 800, 1000)`,
    `insert into media_translations (media_id, language, alt) select id, 'cs', 'Naše kancelář' from media union all select id, 'en', 'The Brno office' from media`,
  ])
    await db.execute(sql.raw(statement));
  await db.execute(sql.raw('analyze'));
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const ALL_INVOICES = { open: false, clientId: undefined, projectId: undefined };
/** The rows of a raw statement's result (PGlite and node-postgres alike). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = (q: string) => ({ q, sort: undefined, dir: 'desc' as const, limit: 100, offset: 0 });

/** Each list: its trigram index, its search through its data module, and a text of each searched column. */
const LISTS = [
  { index: 'clients_search_idx', search: (q: string) => clientData(db).list(query(q)), finds: ['nováková', 'JANA@PEK', 'pekárna novák', '603 111', 'gastro', 'olomouc', 'dvořák'] },
  { index: 'messages_search_idx', search: (q: string) => messageData(db).list(query(q)), finds: ['černá', 'eva@ex', 'e-shop', '888 999'] },
  { index: 'projects_search_idx', search: (q: string) => projectData(db, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: 'http://localhost' }).queue }).list(query(q), null), finds: ['redesign', 'katalog', 'active'] },
  { index: 'proposals_search_idx', search: (q: string) => proposalDrafts(db).list(query(q), {}), finds: ['n-2026-0042', 'kampaň'] },
  { index: 'invoice_search_idx', search: (q: string) => invoiceDrafts(db).list(query(q), ALL_INVOICES), finds: ['2026-0007', '20260007', 'petr dvo'] },
  { index: 'blog_post_translations_search_idx', search: (q: string) => blogData(db).list(query(q)), finds: ['jak na logo', 'designing', 'logo-design', 'jak-na-'] },
  { index: 'media_search_idx', search: (q: string) => mediaData(db).list(query(q)), finds: ['img_0042', 'naše kancel', 'BRNO OFF'] },
  { index: 'media_translations_search_idx', search: (q: string) => mediaData(db).list(query(q)), finds: ['img_0042', 'naše kancel', 'BRNO OFF'] },
];


/**
 * A statement's plan with scans of the whole table (or of its order's index, which a tiny table's first page prefers)
 * ruled out where a bitmap of an index serves — in a transaction, so on one connection.
 */
async function planWithoutSeqScan(statement: { text: string; params: unknown[] }): Promise<string> {
  const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const result = await tx.execute(sql.raw(`explain ${text}`));
    return rowsOf<Record<string, unknown>>(result).map((row) => String(Object.values(row)[0])).join('\n');
  });
}

describe('the search indexes (migration 0023)', () => {
  it('creates pg_trgm and one trigram index per searched list', async () => {
    const extension = rowsOf<{ extname: string }>(await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`));
    expect(extension).toEqual([{ extname: 'pg_trgm' }]);
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(await db.execute(sql`select indexname, indexdef from pg_indexes where indexname like '%\_search\_idx'`));
    expect(indexes.map((r) => r.indexname).sort()).toEqual(
      ['blog_post_translations', 'clients', 'invoice', 'mail_outbox', 'media', 'media_translations', 'messages', 'projects', 'proposals'].map((t) => `${t}_search_idx`),
    );
    for (const { indexdef } of indexes) expect(indexdef).toMatch(/USING gin .*gin_trgm_ops/);
  });

  it.each(LISTS)("$index serves the total of its list's search", async ({ index, search }) => {
    const recorder = recordStatements(db);
    await search('nováková');
    // The total reads every match: through the trigram index. The page's statement is the planner's choice — for a
    // common word it walks the sort's index and stops at the page's last match (list-page.ts listPage; decision 033).
    const totals = recorder.take().filter((s) => / like /i.test(s.text) && /count\(\*\)/i.test(s.text));
    expect(totals.length).toBeGreaterThanOrEqual(1);
    for (const statement of totals) expect(await planWithoutSeqScan(statement)).toContain(index);
  });

  it.each(Object.entries({ clients: CLIENT_SEARCH, messages: MESSAGE_SEARCH, projects: PROJECT_SEARCH, proposals: PROPOSAL_SEARCH, invoices: INVOICE_SEARCH }))(
    'the stored search text of %s is the searchText of the columns its data module names, on every row (migration 0035)',
    async (_, stored) => {
      const table = sql`${stored.table}`;
      const rows = rowsOf<{ rows: number; differ: number }>(
        await db.execute(sql`select count(*)::int as rows, count(*) filter (where ${storedSearchText(stored)} is distinct from ${searchText(stored.columns)})::int as differ from ${table}`),
      );
      expect(rows[0]!.rows).toBeGreaterThan(0);
      expect(rows[0]!.differ).toBe(0);
    },
  );

  it.each(LISTS)('a search of $index finds its row by each searched column, ignoring case', async ({ search, finds }) => {
    for (const q of finds) expect((await search(q)).total, q).toBe(1);
    expect((await search('qqxz')).total).toBe(0);
  });
});

describe("an invoice's search text with its client's name (migration 0036)", () => {
  const found = async (q: string) => (await invoiceDrafts(db).list(query(q), ALL_INVOICES)).rows.map((r) => r.number);
  /** Invoices whose kept search text is not their own stored text, the separator and their client's name now. */
  const stale = async () =>
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from invoices join clients on clients.id = invoices.client_id
        left join invoice_search on invoice_search.invoice_id = invoices.id
        where invoice_search.search_text is distinct from invoices.search_text || chr(31) || lower(clients.name)`),
    )[0]!.n;

  it('follows an invoice written, a draft moved to another client or renumbered, a client renamed, a draft deleted', async () => {
    await db.execute(sql`insert into invoices (client_id, kind, vat_mode, currency, language)
      select id, 'invoice', 'czech_vat', 'CZK', 'cs' from clients where name = 'Jana Nováková'`);
    expect(await stale()).toBe(0);
    expect(await found('jana novák')).toEqual([null]);
    // The draft moves to Petr Dvořák and gets its number: found by his name and its number, no longer by hers.
    await db.execute(sql`update invoices set client_id = (select id from clients where name = 'Petr Dvořák'), number = '2026-0008', variable_symbol = '20260008'
      where number is null`);
    expect(await stale()).toBe(0);
    expect(await found('jana novák')).toEqual([]);
    expect((await found('petr dvořák')).sort()).toEqual(['2026-0007', '2026-0008']);
    expect(await found('20260008')).toEqual(['2026-0008']);
    // Renamed: found by the new name only.
    await db.execute(sql`update clients set name = 'Petr Horák' where name = 'Petr Dvořák'`);
    expect(await stale()).toBe(0);
    expect(await found('dvořák')).toEqual([]);
    expect((await found('PETR HORÁK')).sort()).toEqual(['2026-0007', '2026-0008']);
    // Gone with the invoice.
    await db.execute(sql`delete from invoices where number = '2026-0008'`);
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from invoice_search`))[0]!.n).toBe(1);
    await db.execute(sql`update clients set name = 'Petr Dvořák' where name = 'Petr Horák'`);
    expect(await stale()).toBe(0);
  });

  it('does not match a text across the number and the name', async () => {
    expect(await found('20260007')).toEqual(['2026-0007']);
    expect(await found('20260007 petr')).toEqual([]);
    expect(await found('20260007petr')).toEqual([]);
  });
});
