/**
 * `npm run bench:search` — the back-office searches at 100,000 rows (issue 26, decision 033). Printed, not asserted.
 *
 * A fresh embedded database (and a temporary PostgreSQL database when TEST_DATABASE_URL or BENCH_DATABASE_URL is set),
 * migrated, filled by generate_series SQL with minimal rows: --clients clients (default 100,000), as many messages,
 * 30 % as many projects, 20 % as many proposals and invoices, 5 % as many blog posts (two languages each). Then each
 * list's first page and total through its data module — no search, a common word, a rare one, two letters, a text no
 * row has — --runs times each: p50 / p95, first with the trigram indexes of migration 0023, then without them (dropped:
 * a database without pg_trgm), with the plan PostgreSQL chose for the total. Last, the write cost of the clients'
 * trigram index: 100,000 clients inserted into a copy of the table with it and without it.
 *
 *   --clients=<n>   rows of the biggest lists (default 100000)
 *   --runs=<n>      runs per search (default 15)
 *   --only=<list>   pglite, postgres
 *   --lists=<list>  the lists to search (default all: clients, messages, projects, proposals, invoices, blog)
 *   --no-write      leave out the write cost
 */
import { sql } from 'drizzle-orm';
import { blogData } from '../src/server/data/blog-posts';
import { clientData } from '../src/server/data/clients';
import { invoiceDrafts } from '../src/server/data/invoices/invoice-drafts';
import { messageData } from '../src/server/data/messages';
import { projectData } from '../src/server/data/projects';
import { proposalDrafts } from '../src/server/data/proposals/proposal-drafts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/database';
import { recordStatements } from '../src/server/test/count-queries';
import { temporaryDataDir, temporaryPostgres } from '../src/server/test/temporary-database';
import { table } from './support';
import { createMailer } from '@/server/mail/mailer';
import { MAIL_NOT_CONFIGURED } from '@/server/mail/mail-service';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const N = Number(arg('clients') ?? 100_000);
const RUNS = Number(arg('runs') ?? 15);
const ONLY = arg('only')?.split(',');
const LIMIT = 100;
const ONLY_LISTS = arg('lists')?.split(',');
const WRITE = !process.argv.includes('--no-write');

const FIRST = `array['Jan','Petr','Pavel','Tomáš','Martin','Jana','Eva','Marie','Lucie','Kateřina','John','Anna','David','Lukáš','Jakub','Tereza','Veronika','Michal','Ondřej','Alena']`;
const LAST = `array['Novák','Svoboda','Dvořák','Černý','Procházka','Kučera','Veselý','Horák','Němec','Marek','Pospíšil','Hájek','Jelínek','Král','Růžička','Beneš','Fiala','Sedláček','Doležal','Zeman','Smith','Müller','Kolář','Navrátil','Čermák','Urban','Vaněk','Blažek','Kříž','Kovář']`;
const WORDS = `array['web','e-shop','redesign','aplikace','kampaň','logo','SEO','hosting','migrace','údržba','newsletter','katalog','rezervace','portál','analýza','grafika','video','fotografie','copywriting','branding']`;
const CITIES = `array['Praha','Brno','Ostrava','Plzeň','Liberec','Olomouc','České Budějovice','Hradec Králové','Pardubice','Zlín','Vienna','Berlin']`;
const INDUSTRIES = `array['gastronomie','stavebnictví','e-commerce','zdravotnictví','vzdělávání','finance','logistika','cestovní ruch','výroba','IT']`;
const pick = (list: string, i: string) => `(${list})[1 + (${i}) % array_length(${list}, 1)]`;

/** Minimal rows, in dependency order; `created_at` spread over a year so the default order is a real one. */
function seedStatements(n: number): string[] {
  const projects = Math.round(n * 0.3);
  const documents = Math.round(n * 0.2);
  const posts = Math.round(n * 0.05);
  return [
    `insert into clients (name, email, company, phone, industry, location, created_at)
       select ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 20')}, 'user' || lpad(g::text, 6, '0') || '@example' || (g % 50) || '.cz',
              case when g % 3 = 0 then null else 'Firma ' || substr(md5(g::text), 1, 8) || ' s.r.o.' end, '+420 6' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
              ${pick(INDUSTRIES, 'g / 7')}, ${pick(CITIES, 'g / 3')}, now() - (g || ' minutes')::interval * 5
       from generate_series(1, ${n}) g`,
    `insert into messages (name, email, message, phone, created_at)
       select ${pick(FIRST, 'g / 3')} || ' ' || ${pick(LAST, 'g / 11')}, 'visitor' || lpad(g::text, 6, '0') || '@mail' || (g % 40) || '.cz',
              'Dobrý den, máme zájem o ' || ${pick(WORDS, 'g')} || ' a ' || ${pick(WORDS, 'g / 20')} || '. Prosím o nabídku, rozpočet kolem ' || (g % 90 + 10) || ' tisíc. Děkuji, ' || substr(md5(g::text), 1, 12),
              case when g % 2 = 0 then null else '+420 7' || lpad((g::bigint * 104729 % 100000000)::text, 8, '0') end, now() - (g || ' minutes')::interval * 5
       from generate_series(1, ${n}) g`,
    `insert into projects (client_id, name, description, status, created_at)
       select 1 + g % ${n}, initcap(${pick(WORDS, 'g')}) || ' ' || ${pick(LAST, 'g / 7')} || ' ' || g, 'Projekt: ' || ${pick(WORDS, 'g / 3')} || ' pro ' || ${pick(INDUSTRIES, 'g')} || ', ' || substr(md5(g::text), 1, 16),
              (array['pending','active','completed'])[1 + g % 3], now() - (g || ' minutes')::interval * 15
       from generate_series(1, ${projects}) g`,
    `insert into proposals (client_id, number, language, vat_mode, currency, valid_until, title, created_at)
       select 1 + g * 3 % ${n}, 'N-' || (2025 + g % 2) || '-' || lpad(g::text, 5, '0'), 'cs', 'czech_vat', 'CZK', current_date + 30,
              'Nabídka: ' || ${pick(WORDS, 'g')} || ' ' || ${pick(LAST, 'g / 5')}, now() - (g || ' minutes')::interval * 25
       from generate_series(1, ${documents}) g`,
    `insert into invoices (client_id, kind, vat_mode, currency, language, number, variable_symbol, created_at)
       select 1 + g * 7 % ${n}, 'invoice', 'czech_vat', 'CZK', 'cs', case when g % 10 = 0 then null else (2025 + g % 2) || '-' || lpad(g::text, 5, '0') end,
              case when g % 10 = 0 then null else (2025 + g % 2) || lpad(g::text, 6, '0') end, now() - (g || ' minutes')::interval * 25
       from generate_series(1, ${documents}) g`,
    `insert into blog_posts (slug, title, created_at) select 'clanek-' || g || '-' || lower(${pick(WORDS, 'g')}), '', now() - (g || ' hours')::interval from generate_series(1, ${posts}) g`,
    `insert into blog_post_translations (post_id, language, title, slug, content)
       select p.id, l.language, case l.language when 'cs' then 'Jak na ' else 'How to ' end || ${pick(WORDS, 'p.id')} || ' ' || p.id,
              case l.language when 'cs' then p.slug else 'post-' || p.id end, ''
       from blog_posts p cross join (values ('cs'), ('en')) l(language)`,
    `update blog_posts p set title = t.title from blog_post_translations t where t.post_id = p.id and t.language = 'cs'`,
  ];
}

const TRIGRAM_INDEXES = ['clients', 'messages', 'projects', 'proposals', 'invoices', 'blog_post_translations', 'media', 'mail_outbox'].map((t) => `${t}_search_idx`);

interface ListUnderTest {
  name: string;
  rows: string;
  /** common word, rare text, two letters, nothing */
  terms: [string, string, string, string];
  run: (db: Database, q: string | undefined) => Promise<unknown>;
}

const ALL_INVOICES = { open: false, clientId: undefined, projectId: undefined };
/** The rows of a raw statement's result (PGlite and node-postgres alike). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = (q: string | undefined) => ({ q, sort: undefined, dir: 'desc' as const, limit: LIMIT, offset: 0 });
const LISTS: ListUnderTest[] = [
  { name: 'clients', rows: 'clients', terms: ['novák', 'user042424', 'ov', 'qqxz'], run: (db, q) => clientData(db).list(query(q)) },
  { name: 'messages', rows: 'messages', terms: ['svoboda', 'visitor031337', 'ov', 'qqxz'], run: (db, q) => messageData(db).list(query(q)) },
  { name: 'projects', rows: 'projects', terms: ['redesign', '9f3c2a', 'ov', 'qqxz'], run: (db, q) => projectData(db, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: 'http://localhost' }).queue }).list(query(q), null) },
  { name: 'proposals', rows: 'proposals', terms: ['kampaň', 'N-2026-01234', 'ov', 'qqxz'], run: (db, q) => proposalDrafts(db).list(query(q), {}) },
  { name: 'invoices', rows: 'invoices', terms: ['dvořák', '2026-01235', 'ov', 'qqxz'], run: (db, q) => invoiceDrafts(db).list(query(q), ALL_INVOICES) },
  { name: 'blog', rows: 'blog_posts', terms: ['logo', 'clanek-1234-', 'ov', 'qqxz'], run: (db, q) => blogData(db).list(query(q)) },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The driver call under drizzle, to EXPLAIN a statement a data module sent with the same parameters. */
type Driver = { query: (first: unknown, ...rest: unknown[]) => Promise<{ rows: unknown[] }> };
const driverOf = (db: Database) => (db as unknown as { $client: Driver }).$client;

/** The scan nodes of the plan PostgreSQL chooses for a statement (with its parameters), in one line. */
async function planOf(db: Database, statement: { text: string; params: unknown[] }): Promise<string> {
  const result = await driverOf(db).query(`explain ${statement.text}`, statement.params);
  const lines = result.rows.map((row) => String(Array.isArray(row) ? row[0] : Object.values(row as object)[0]));
  return lines
    .filter((line) => /Scan|Sort|Limit/.test(line) && !/Sort Key/.test(line))
    .map((line) => line.replace(/\s*\(cost=.*$/, '').replace(/^\s*(->\s*)?/, '').replace(/ on (\w+).*/, ' $1'))
    .filter((line, i, all) => all.indexOf(line) === i)
    .join(' · ');
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function measure(kind: string, db: Database, pass: string): Promise<{ times: Record<string, string | number>[]; plans: Record<string, string | number>[] }> {
  const times: Record<string, string | number>[] = [];
  const plans: Record<string, string | number>[] = [];
  const recorder = recordStatements(db);
  for (const list of LISTS.filter((l) => !ONLY_LISTS || ONLY_LISTS.includes(l.name))) {
    for (const q of [undefined, ...list.terms]) {
      await list.run(db, q);
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await time(() => list.run(db, q)));
      runs.sort((a, b) => a - b);
      recorder.take();
      const page = (await list.run(db, q)) as { total: number };
      const statements = recorder.take();
      times.push({ db: kind, pass, list: list.name, search: q ?? '(none)', total: page.total, 'p50 ms': percentile(runs, 50).toFixed(1), 'p95 ms': percentile(runs, 95).toFixed(1) });
      const count = statements.find((s) => /count\(\*\)/i.test(s.text));
      const first = statements.find((s) => /\blimit\b/i.test(s.text) && !/count\(\*\)/i.test(s.text));
      if (q === list.terms[0] || q === list.terms[2] || q === undefined) {
        plans.push({
          db: kind,
          pass,
          list: list.name,
          search: q ?? '(none)',
          'total: plan': count ? await planOf(db, count) : '',
          'first page: plan': first ? await planOf(db, first) : '',
        });
      }
    }
  }
  return { times, plans };
}

/** 100,000 clients inserted into a copy of the table with its indexes, with and without the trigram one. */
async function writeCost(kind: string, db: Database, hasTrigram: boolean): Promise<Record<string, string | number>[]> {
  const rows: Record<string, string | number>[] = [];
  const insert = seedStatements(N)[0]!.replace('insert into clients', 'insert into bench_clients_copy');
  for (const withIndex of hasTrigram ? [true, false] : [false]) {
    await db.execute(sql.raw('drop table if exists bench_clients_copy'));
    await db.execute(sql.raw('create table bench_clients_copy (like clients including all)'));
    if (!withIndex) {
      const names = await db.execute(sql`select indexname from pg_indexes where tablename = 'bench_clients_copy' and indexdef like '%gin_trgm_ops%'`);
      for (const { indexname } of rowsOf<{ indexname: string }>(names)) await db.execute(sql.raw(`drop index "${indexname}"`));
    }
    const ms = await time(() => db.execute(sql.raw(insert)));
    rows.push({ db: kind, 'clients inserted': N, 'trigram index': withIndex ? 'yes' : 'no', ms: Math.round(ms), 'µs / row': ((ms * 1000) / N).toFixed(1) });
  }
  await db.execute(sql.raw('drop table if exists bench_clients_copy'));
  return rows;
}

async function bench(kind: string, open: () => Promise<DatabaseHandle>) {
  const handle = await open();
  const { db } = handle;
  try {
    const trigram = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_indexes where indexname like '%\_search\_idx'`))[0]?.n ?? 0;
    console.log(`${kind}: ${trigram} trigram indexes after the migrations; seeding…`);
    const seedStart = performance.now();
    for (const statement of seedStatements(N)) await db.execute(sql.raw(statement));
    await db.execute(sql.raw('vacuum analyze'));
    console.log(`${kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const write = WRITE ? await writeCost(kind, db, trigram > 0) : [];
    const withIndexes = await measure(kind, db, 'trigram');
    for (const name of TRIGRAM_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
    await db.execute(sql.raw('analyze'));
    const without = await measure(kind, db, 'no pg_trgm');
    return { times: [...withIndexes.times, ...without.times], plans: [...withIndexes.plans, ...without.plans], write };
  } finally {
    await handle.close();
  }
}

async function main() {
  const results: Awaited<ReturnType<typeof bench>>[] = [];
  if (!ONLY || ONLY.includes('pglite')) {
    const folder = temporaryDataDir('agency-bench-search');
    try {
      results.push(await bench('embedded', () => openDatabase({ kind: 'pglite', dataDir: folder.dataDir })));
    } finally {
      folder.remove();
    }
  }
  if (!ONLY || ONLY.includes('postgres')) {
    if (process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    const pg = await temporaryPostgres('agency_bench_search');
    if (!pg) console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    else {
      try {
        results.push(await bench('PostgreSQL', () => openDatabase(pg.location)));
      } finally {
        await pg.drop();
      }
    }
  }
  console.log(`\nSearches: first page (${LIMIT} rows) and total through the data modules, ${RUNS} runs each\n`);
  console.log(table(results.flatMap((r) => r.times)));
  console.log('\nPlans (the total, and the first page)\n');
  console.log(table(results.flatMap((r) => r.plans)));
  console.log('\nWrite cost of the clients’ trigram index\n');
  console.log(table(results.flatMap((r) => r.write)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
