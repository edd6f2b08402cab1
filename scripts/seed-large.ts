/**
 * `npm run seed:large [-- --scale=N]` — fills a database with an agency's worth of records for scale testing. At scale
 * S (default 10,000): S clients, S messages, 0.3·S projects, 0.05·S blog posts, 500 portfolio items, 0.2·S proposals
 * (draft, sent, viewed, accepted, declined; each with its lines, the sent ones with their snapshot), 0.3·S issued
 * invoices and 0.02·S drafts (each with its line), 0.2·S payments of issued invoices (the bank ones with their matched
 * bank transaction, plus 0.01·S unmatched transactions), the reminders already sent of the overdue ones, and 10·S page
 * views over the last 90 days, rolled up as the daily work does.
 *
 * Set-based: a few `insert … select … from generate_series` statements, so 100,000 seeds in well under a minute on
 * either database. Deterministic: the same scale gives the same rows (values derive from the row number through
 * hashint4), except the page views, which are dated from today back (the analytics keep 90 days).
 *
 * Uses the server's settings (DATABASE_URL, else the embedded database in DATA_DIR); stop the server first when
 * using the embedded database. Seed an empty database (just migrated): ids and numbers start from the tables' first.
 */
import { sql } from 'drizzle-orm';
import { PORTFOLIO_CATEGORIES } from '../src/shared/constants';
import { addDays, officeDay } from '../src/shared/dates';
import { buildInvoiceSnapshot } from '../src/shared/invoices/build-invoice-snapshot';
import { buildProposalSnapshot, type SnapshotParty, type SnapshotSupplier } from '../src/shared/proposal-snapshot';
import { INVOICE_SETTINGS_DEFAULTS } from '../src/shared/schemas/invoice';
import { BLANK_PORTFOLIO_TEXTS } from '../src/shared/schemas/portfolio-item';
import { AGENCY_PROFILE_DEFAULTS as AGENCY } from '../src/shared/schemas/agency-profile';
import { loadConfig } from '../src/server/config';
import { analyticsDailyData } from '../src/server/data/analytics-daily';
import { insertPortfolioItems } from '../src/server/data/portfolio-items';
import { openDatabase, resultRows, type Database } from '../src/server/db/database';

export const DEFAULT_SCALE = 10_000;

/** How many rows of each kind a scale gives (scale 10,000: the numbers this seed always had, plus the billing). */
export function largeSeed(scale = DEFAULT_SCALE) {
  const s = Math.max(1, Math.round(scale));
  return {
    clients: s,
    messages: s,
    projects: Math.round(0.3 * s),
    blogPosts: Math.round(0.05 * s),
    portfolioItems: 500,
    proposals: Math.round(0.2 * s),
    invoices: Math.round(0.3 * s),
    invoiceDrafts: Math.round(0.02 * s),
    payments: Math.round(0.2 * s),
    analyticsViews: 10 * s,
  };
}
export type LargeSeed = ReturnType<typeof largeSeed>;

/** The seed at the default scale. */
export const LARGE_SEED = largeSeed();

export const describeSeed = (counts: LargeSeed) =>
  Object.entries(counts)
    .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
    .join(', ');

const FIRST = ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Eva', 'Martin', 'Kateřina', 'Jakub', 'Tereza', 'Ondřej', 'Anna', 'Lukáš'];
const LAST = ['Nováková', 'Svoboda', 'Dvořáková', 'Černý', 'Procházková', 'Kučera', 'Veselá', 'Horák', 'Němcová', 'Marek'];
const COMPANY = ['Pekárna', 'Autoservis', 'Kavárna', 'Studio', 'Vinotéka', 'Truhlářství', 'Ordinace', 'Hotel', 'Květinářství'];
const TOWN = ['Olomouc', 'Brno', 'Praha', 'Ostrava', 'Zlín', 'Prostějov', 'Přerov', 'Hradec Králové', 'Plzeň', 'Liberec'];
const INDUSTRY = ['Gastronomie', 'Služby', 'Maloobchod', 'Zdravotnictví', 'Cestovní ruch', 'Výroba', 'Vzdělávání'];
const CLIENT_STATUSES = ['lead', 'onboarding', 'active', 'paused', 'completed'];
const PAYMENT_STATUSES = ['not_paid', 'partial', 'paid', 'overdue'];
const PROJECT_WORK = ['web', 'logo', 'kampaň', 'e-shop', 'sociální sítě'];
const PROJECT_STATUSES = ['pending', 'active', 'completed'];
const SERVICE_TYPES = ['web_development', 'social_media', 'branding', 'marketing', 'other'];
const ENQUIRY = ['nový web', 'logo', 'správu Instagramu', 'kampaň', 'e-shop'];
const POST_TOPIC = ['SEO tipy', 'Jak na web', 'Trendy v designu', 'Sociální sítě', 'Marketing'];
const INDUSTRY_LOWER = INDUSTRY.map((i) => i.toLowerCase());

/** The day the records are dated from (fixed: the same scale gives the same rows). */
const ANCHOR_DAY = '2026-11-21';
/** Price variants of the proposals and invoices: the SQL picks variant `row % VARIANTS`, the snapshots are built here. */
const VARIANTS = 8;
const oneTimeUnitMinor = (k: number) => (k + 1) * 12_500_00;
const monthlyUnitMinor = (k: number) => (k + 1) * 1_500_00;

/** A text array literal in SQL, e.g. (array['a','b'])[1 + h % 2]. */
const pickSql = (list: readonly string[], hash: string) =>
  sql.raw(`(array[${list.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}])[1 + ${hash} % ${list.length}]`);
/** A deterministic non-negative pseudo-random integer of the row number `g` and a salt. */
const h = (salt: number, g = 'g') => `(hashint8(${g}::bigint * 7919 + ${salt}) & 2147483647)`;

/** The agency as a seeded document's supplier (no IBAN: no QR Platba text to keep consistent per row). */
const SUPPLIER: SnapshotSupplier = {
  name: AGENCY.name,
  lines: [AGENCY.street, `${AGENCY.postalCode} ${AGENCY.city}`],
  email: AGENCY.email,
  addressLines: [AGENCY.street, `${AGENCY.postalCode} ${AGENCY.city}`],
  ico: null,
  dic: null,
  vatPayer: true,
  registration: '',
  bankAccount: null,
  iban: null,
};
const PLACEHOLDER_CUSTOMER: SnapshotParty = { name: '', lines: [], email: null, addressLines: [], ico: null, dic: null };

/** Snapshots per price variant, built by the app's own builders; the SQL sets each row's number, dates and customer. */
function templates() {
  const proposals = [];
  const invoices = [];
  for (let k = 0; k < VARIANTS; k++) {
    const lines = [
      { service: 'Web', description: 'Návrh a vývoj webu', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: oneTimeUnitMinor(k), discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'one_time' as const },
      { service: 'Správa', description: 'Správa a hosting', unit: 'měs.', quantityThousandths: 1000, unitPriceMinor: monthlyUnitMinor(k), discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'monthly' as const },
    ];
    proposals.push(
      buildProposalSnapshot(
        { number: '', version: 1, title: '', language: 'cs', currency: 'CZK', vatMode: 'czech_vat', validUntil: ANCHOR_DAY, intro: '', terms: '', lines },
        { supplier: SUPPLIER, customer: PLACEHOLDER_CUSTOMER },
        ANCHOR_DAY,
      ),
    );
    invoices.push(
      buildInvoiceSnapshot(
        {
          kind: 'invoice', number: '', language: 'cs', currency: 'CZK', exchangeRateThousandths: null, vatMode: 'czech_vat',
          issuedOn: ANCHOR_DAY, taxableSupplyOn: ANCHOR_DAY, dueOn: ANCHOR_DAY, variableSymbol: '', note: '',
          lines: [{ description: 'Návrh a vývoj webu', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: oneTimeUnitMinor(k), discountBasisPoints: 0, vatRateCode: 'basic' }],
        },
        { supplier: SUPPLIER, customer: PLACEHOLDER_CUSTOMER },
      ),
    );
  }
  return { proposals, invoices };
}

/** The customer of a snapshot as customerOf writes it for a seeded client (company, contact name, town). */
const CUSTOMER_SQL = `jsonb_build_object('name', c.company, 'lines', jsonb_build_array(c.name, c.location), 'email', c.email,
  'addressLines', jsonb_build_array(c.name, c.location), 'ico', null, 'dic', null)`;

export interface SeedTimings {
  [step: string]: number;
}

/** Fills an empty (just migrated) database at `scale`; the milliseconds of each step. */
export async function seedLarge(db: Database, scale = DEFAULT_SCALE): Promise<SeedTimings> {
  const n = largeSeed(scale);
  const timings: SeedTimings = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    timings[name] = Date.now() - started;
  };
  const anchor = sql.raw(`'${ANCHOR_DAY}'::timestamptz`);

  await step('clients', () =>
    db.execute(sql`insert into clients (name, email, phone, company, industry, location, current_status, payment_status, one_time_price, monthly_price, created_at)
      select ${pickSql(FIRST, h(1))} || ' ' || ${pickSql(LAST, h(2))}, 'klient' || g || '@example.cz', '+420 6' || lpad((10000000 + g)::text, 8, '0'),
        ${pickSql(COMPANY, h(3))} || ' ' || ${pickSql(LAST, h(4))} || ' ' || g, ${pickSql(INDUSTRY, h(5))}, ${pickSql(TOWN, h(6))},
        ${pickSql(CLIENT_STATUSES, h(7))}, ${pickSql(PAYMENT_STATUSES, h(8))},
        (${sql.raw(h(9))} % 101) * 100000, (${sql.raw(h(10))} % 51) * 10000 + case when ${sql.raw(h(11))} % 5 = 0 then 50 else 0 end,
        ${anchor} - make_interval(days => ${sql.raw(h(12))} % 900)
      from generate_series(1, ${n.clients}::int) g`),
  );
  // Ids of a freshly migrated table start at 1; read the range all the same (a database seeded twice).
  const range = async (table: string) => {
    const rows = (await db.execute(sql.raw(`select coalesce(min(id), 1)::int as lo, count(*)::int as n from ${table}`))) as unknown as { rows?: { lo: number; n: number }[] } | { lo: number; n: number }[];
    const row = (Array.isArray(rows) ? rows : rows.rows ?? [])[0]!;
    return { lo: row.lo, n: Math.max(1, row.n) };
  };
  const c = await range('clients');
  const clientOf = (salt: number) => sql.raw(`${c.lo} + ${h(salt)} % ${c.n}`);

  await step('projects', () =>
    db.execute(sql`insert into projects (client_id, name, description, status, service_type, budget, amount_paid, due_date, created_at, updated_at)
      select ${clientOf(21)}, 'Projekt ' || (g - 1) || ': ' || ${pickSql(PROJECT_WORK, h(22))},
        'Zakázka číslo ' || (g - 1) || ' pro klienta z oboru ' || ${pickSql(INDUSTRY_LOWER, h(23))} || '.',
        ${pickSql(PROJECT_STATUSES, h(24))}, ${pickSql(SERVICE_TYPES, h(25))},
        p.paid + (${sql.raw(h(26))} % 41) * 5000, p.paid,
        case when ${sql.raw(h(27))} % 5 <> 0 then ${anchor} + make_interval(days => ${sql.raw(h(28))} % 200 - 50) end,
        ${anchor} - make_interval(days => ${sql.raw(h(29))} % 600), ${anchor}
      from generate_series(1, ${n.projects}::int) g,
        lateral (select (${sql.raw(h(30))} % 41) * 5000 + case when ${sql.raw(h(31))} % 5 = 0 then 99 else 0 end as paid) p`),
  );

  await step('messages', () =>
    db.execute(sql`insert into messages (name, email, message, status, created_at)
      select ${pickSql(FIRST, h(41))} || ' ' || ${pickSql(LAST, h(42))}, 'poptavka' || (g - 1) || '@example.cz',
        'Dobrý den, máme zájem o ' || ${pickSql(ENQUIRY, h(43))} || '. Poptávka č. ' || (g - 1) || '.',
        case when ${sql.raw(h(44))} % 10 < 3 then 'unread' else 'read' end,
        ${anchor} - make_interval(hours => ${sql.raw(h(45))} % 9600)
      from generate_series(1, ${n.messages}::int) g`),
  );

  await step('blogPosts', async () => {
    await db.execute(sql`insert into blog_posts (slug, published, published_at, all_languages, created_at, updated_at)
      select 'clanek-' || (g - 1), ${sql.raw(h(51))} % 2 = 0, ${anchor} - make_interval(days => ${sql.raw(h(52))} % 700), true,
        ${anchor} - make_interval(days => ${sql.raw(h(52))} % 700), ${anchor}
      from generate_series(1, ${n.blogPosts}::int) g`);
    // A post without languages (decision 020): its one text as the first language's row.
    await db.execute(sql`insert into blog_post_translations (post_id, language, title, slug, content)
      select p.id, 'cs', 'Článek ' || substr(p.slug, 8) || ': ' || ${pickSql(POST_TOPIC, h(53, 'p.id'))}, p.slug,
        '<p>Obsah článku číslo ' || substr(p.slug, 8) || '.</p>'
      from blog_posts p where p.slug like 'clanek-%' and not exists (select 1 from blog_post_translations t where t.post_id = p.id)`);
  });

  await step('portfolioItems', async () => {
    const rows = Array.from({ length: n.portfolioItems }, (_, i) => ({
      translations: {
        cs: { ...BLANK_PORTFOLIO_TEXTS, title: `Reference ${i}`, description: `Ukázková zakázka ${i} z oboru ${INDUSTRY_LOWER[i % INDUSTRY.length]}.` },
        en: BLANK_PORTFOLIO_TEXTS,
      },
      imageUrl: '/images/blog/agency-news.svg',
      category: PORTFOLIO_CATEGORIES[i % PORTFOLIO_CATEGORIES.length]!,
      services: [],
      link: `https://example.cz/reference-${i}`,
      featured: false,
      position: 0,
    }));
    for (let start = 0; start < rows.length; start += 500) await db.transaction((tx) => insertPortfolioItems(tx, rows.slice(start, start + 500)));
  });

  const { proposals: proposalTemplates, invoices: invoiceTemplates } = templates();
  const templateRows = (list: unknown[]) => sql.raw(list.map((t, k) => `(${k}, '${JSON.stringify(t).replaceAll("'", "''")}'::jsonb)`).join(', '));

  await step('proposals', async () => {
    // Statuses by row: 30 % draft, 20 % sent, 10 % viewed, 25 % accepted, 15 % declined. Created over 600 days; valid
    // 30 days from sending (so some sent ones read as expired).
    await db.execute(sql`insert into proposals (number, client_id, title, language, currency, vat_mode, valid_until, status, version, snapshot, snapshot_hash,
        sent_at, viewed_at, accepted_at, accepted_name, accepted_consent, declined_at, decline_reason, created_at, updated_at)
      select s.number, s.client_id, s.title, 'cs', 'CZK', 'czech_vat', s.valid_until::date, s.status, 1, s.snapshot,
        case when s.snapshot is not null then encode(sha256(convert_to(s.snapshot::text, 'UTF8')), 'hex') end,
        case when s.status <> 'draft' then s.created end,
        case when s.status in ('viewed', 'accepted', 'declined') then s.created + interval '1 day' end,
        case when s.status = 'accepted' then s.created + interval '3 days' end,
        case when s.status = 'accepted' then s.client_name end,
        case when s.status = 'accepted' then true end,
        case when s.status = 'declined' then s.created + interval '4 days' end,
        case when s.status = 'declined' then 'Jiná nabídka' end,
        s.created, s.created
      from (
        select b.*, case when b.status = 'draft' then null else t.snap || jsonb_build_object('number', b.number, 'title', b.title,
            'issuedOn', to_char(b.created, 'YYYY-MM-DD'), 'validUntil', b.valid_until, 'customer', ${sql.raw(CUSTOMER_SQL)}) end as snapshot,
          c.name as client_name
        from (select q.*, 'N-' || year || '-' || lpad(seq, greatest(4, length(seq)), '0') as number from (
          select g, extract(year from created)::int as year, (row_number() over (partition by extract(year from created) order by created, g))::text as seq,
            client_id, title, status, created, to_char(created + interval '30 days', 'YYYY-MM-DD') as valid_until
          from (
            select g, ${clientOf(61)} as client_id,
              'Nabídka: ' || ${pickSql(PROJECT_WORK, h(62))} || ' ' || g as title,
              case when g % 20 < 6 then 'draft' when g % 20 < 10 then 'sent' when g % 20 < 12 then 'viewed' when g % 20 < 17 then 'accepted' else 'declined' end as status,
              ${anchor} - make_interval(days => ${sql.raw(h(63))} % 600) as created
            from generate_series(1, ${n.proposals}::int) g) r
        ) q) b
        join clients c on c.id = b.client_id
        join (values ${templateRows(proposalTemplates)}) t(k, snap) on t.k = b.g % ${sql.raw(String(VARIANTS))}
      ) s order by s.g`);
    // Two lines each, as the variant's snapshot has them (a draft's totals are computed from these). Ids follow the
    // row numbers (inserted in order), so the n-th proposal's variant is n % VARIANTS, as above.
    await db.execute(sql`insert into proposal_lines (proposal_id, position, service, description, quantity_thousandths, unit, unit_price_minor, vat_rate_code, recurrence)
      select p.id, l.position, l.service, l.description, 1000, l.unit,
        case when l.position = 0 then (p.k + 1) * ${oneTimeUnitMinor(0)}::bigint else (p.k + 1) * ${monthlyUnitMinor(0)}::bigint end, 'basic', l.recurrence
      from (select id, (row_number() over (order by id) % ${sql.raw(String(VARIANTS))})::int as k from proposals where number like 'N-%') p
        cross join (values (0, 'Web', 'Návrh a vývoj webu', 'ks', 'one_time'), (1, 'Správa', 'Správa a hosting', 'měs.', 'monthly')) l(position, service, description, unit, recurrence)
      where not exists (select 1 from proposal_lines x where x.proposal_id = p.id)`);
    await db.execute(sql`insert into proposal_number_series (year, last)
      select substr(number, 3, 4)::int, max(substr(number, 8)::int) from proposals where number like 'N-%' group by 1
      on conflict (year) do update set last = greatest(proposal_number_series.last, excluded.last)`);
  });

  await step('invoices', async () => {
    // Issued over the 400 days before the anchor, due in 14 days; numbered per year in order of issue.
    await db.execute(sql`insert into invoices (kind, status, number, client_id, language, currency, vat_mode, issued_on, taxable_supply_on, due_on, variable_symbol,
        total_minor, snapshot, snapshot_hash, issued_at, created_at, updated_at)
      select 'invoice', 'issued', s.number, s.client_id, 'cs', 'CZK', 'czech_vat', s.issued_on::date, s.issued_on::date, s.due_on::date, s.vs,
        (s.snap->>'amountDueMinor')::bigint, s.snap, encode(sha256(convert_to(s.snap::text, 'UTF8')), 'hex'), s.issued_on::timestamptz, s.issued_on::timestamptz, s.issued_on::timestamptz
      from (
        select b.*, t.snap || jsonb_build_object('number', b.number, 'variableSymbol', b.vs, 'issuedOn', b.issued_on, 'taxableSupplyOn', b.issued_on,
            'dueOn', b.due_on, 'customer', ${sql.raw(CUSTOMER_SQL)}) as snap
        from (
          select g, client_id, to_char(day, 'YYYY-MM-DD') as issued_on, to_char(day + 14, 'YYYY-MM-DD') as due_on,
            extract(year from day)::int || '-' || lpad(seq::text, greatest(4, length(seq::text)), '0') as number,
            extract(year from day)::int || '1' || lpad(seq::text, 5, '0') as vs
          from (
            select g, client_id, day, row_number() over (partition by extract(year from day) order by day, g) as seq
            from (select g, ${clientOf(71)} as client_id, ${ANCHOR_DAY}::date - (${sql.raw(h(72))} % 400) as day
              from generate_series(1, ${n.invoices}::int) g) r
          ) q
        ) b
        join clients c on c.id = b.client_id
        join (values ${templateRows(invoiceTemplates)}) t(k, snap) on t.k = b.g % ${sql.raw(String(VARIANTS))}
      ) s order by s.issued_on, s.g`);
    await db.execute(sql`insert into invoices (kind, status, client_id, language, currency, vat_mode, total_minor, created_at, updated_at)
      select 'invoice', 'draft', ${clientOf(73)}, 'cs', 'CZK', 'czech_vat', 0, ${anchor} - make_interval(days => ${sql.raw(h(74))} % 30), ${anchor}
      from generate_series(1, ${n.invoiceDrafts}::int) g`);
    // One line each: the issued ones as their snapshot has it; a draft's total is its line's (base + 21 % VAT).
    await db.execute(sql`insert into invoice_lines (invoice_id, position, description, quantity_thousandths, unit, unit_price_minor, vat_rate_code)
      select i.id, 0, 'Návrh a vývoj webu', 1000, 'ks',
        coalesce((i.snapshot->'lines'->0->>'unitPriceMinor')::bigint, (1 + i.id % ${sql.raw(String(VARIANTS))}) * ${oneTimeUnitMinor(0)}::bigint), 'basic'
      from invoices i where not exists (select 1 from invoice_lines x where x.invoice_id = i.id)`);
    const draftTotals = invoiceTemplates.map((t) => t.totals.payableMinor);
    await db.execute(sql`update invoices set total_minor = (array[${sql.raw(draftTotals.join(', '))}])[1 + id % ${sql.raw(String(VARIANTS))}]::bigint
      where status = 'draft' and total_minor = 0`);
    await db.execute(sql`insert into invoice_number_series (year, kind, last)
      select split_part(number, '-', 1)::int, 'invoice', max(split_part(number, '-', 2)::int) from invoices where kind = 'invoice' and number is not null group by 1
      on conflict (year, kind) do update set last = greatest(invoice_number_series.last, excluded.last)`);
  });

  await step('payments', () =>
    // The first 0.2·S issued invoices by id get a payment: four in five in full, one in five half, by bank or cash.
    db.execute(sql`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method, created_at)
      select i.id, case when i.id % 5 = 0 then i.total_minor / 2 else i.total_minor end, 'CZK',
        least(i.issued_on + (i.id % 20), ${ANCHOR_DAY}::date), case when i.id % 7 = 0 then 'cash' else 'bank' end,
        least(i.issued_on + (i.id % 20), ${ANCHOR_DAY}::date)::timestamptz
      from (select id, total_minor, issued_on::date as issued_on from invoices where status = 'issued' order by id limit ${n.payments}) i`),
  );

  await step('bankTransactions', async () => {
    // One imported statement: a matched credit per bank payment (linked to it), and 0.01·S credits left for staff
    // (an unknown variable symbol), so the payments screen's default view has rows.
    await db.execute(sql`insert into bank_statement_imports (format, file_name, file_sha256, account, currency, transactions_total, transactions_new, created_at)
      values ('camt053', 'vypis-seed.xml', md5('seed') || md5('large'), '2000145399/2010', 'CZK', 0, 0, ${anchor})`);
    await db.execute(sql`insert into bank_transactions (import_id, account, bank_ref, booked_on, amount_minor, currency, variable_symbol, counterparty_name, state, created_at)
      select (select max(id) from bank_statement_imports), '2000145399/2010', 'SEED-P' || p.id, p.paid_on, p.amount_minor, 'CZK', i.variable_symbol,
        c.company, 'matched', p.created_at
      from invoice_payments p join invoices i on i.id = p.invoice_id join clients c on c.id = i.client_id
      where p.method = 'bank' and p.bank_transaction_id is null order by p.id`);
    await db.execute(sql`update invoice_payments p set bank_transaction_id = t.id
      from bank_transactions t where t.bank_ref = 'SEED-P' || p.id and p.bank_transaction_id is null`);
    await db.execute(sql`insert into bank_transactions (import_id, account, bank_ref, booked_on, amount_minor, currency, variable_symbol, counterparty_name, message, state, unmatched_reason, created_at)
      select (select max(id) from bank_statement_imports), '2000145399/2010', 'SEED-U' || g, ${ANCHOR_DAY}::date - (g % 60), (1 + g % 50) * 100000, 'CZK',
        '9' || lpad(g::text, 9, '0'), ${pickSql(COMPANY, h(81))} || ' ' || g, 'Platba ' || g, 'unmatched', 'unknown_symbol', ${anchor}
      from generate_series(1, ${Math.max(1, Math.round(0.01 * n.clients))}::int) g`);
    await db.execute(sql`update bank_statement_imports set transactions_total = (select count(*) from bank_transactions t where t.import_id = bank_statement_imports.id),
      transactions_new = (select count(*) from bank_transactions t where t.import_id = bank_statement_imports.id) where file_name = 'vypis-seed.xml'`);
  });

  await step('reminders', async () => {
    // The reminders a running instance would have sent by now (a steady state, not a first pass at start-up: that
    // pass over thousands of overdue invoices, a transaction each, is not what staff meet every day): stage 1 and
    // stage 2 of every invoice overdue long enough on today's date, as recorded (no mail rows: mail_id stays null).
    // The two reminder settings as stored, read by their columns: the seed runs on an older schema than the billing
    // details' data module reads (bench/admin: the migrations up to its baseline), so not through readAgencyBilling.
    const [stored] = resultRows<{ first: number; second: number }>(
      await db.execute(sql`select first_reminder_days as first, second_reminder_days as second from agency_billing where id = 1`),
    );
    const billing = {
      firstReminderDays: stored?.first ?? INVOICE_SETTINGS_DEFAULTS.firstReminderDays,
      secondReminderDays: stored?.second ?? INVOICE_SETTINGS_DEFAULTS.secondReminderDays,
    };
    const today = officeDay();
    // Overdue here: issued, due long enough ago, less paid than it asks (the seed has no credit notes or advances).
    // Written plainly rather than through the invoice_balances view: the seed has no credit notes or advances, so
    // "less paid than it asks" is the state rule here, and one anti-join is the cheapest form at any scale.
    await db.execute(sql`insert into invoice_reminders (invoice_id, stage, created_at)
      select i.id, s.stage, ${anchor}
      from invoices i
        cross join (values (1, ${billing.firstReminderDays}::int), (2, ${billing.secondReminderDays}::int)) s(stage, days)
      where i.status = 'issued' and i.kind = 'invoice' and i.due_on <= ${today}::date - s.days
        and i.total_minor > coalesce((select sum(p.amount_minor) from invoice_payments p where p.invoice_id = i.id), 0)
      on conflict do nothing`);
  });

  await step('analytics', async () => {
    const today = officeDay();
    const start90 = addDays(today, -89);
    const chunk = 250_000;
    for (let offset = 0; offset < n.analyticsViews; offset += chunk) {
      const size = Math.min(chunk, n.analyticsViews - offset);
      await db.execute(sql`insert into analytics_events (day, at, kind, visitor, path, language, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
        select d, d + make_interval(secs => (i % 86400)), case when i % 500 = 0 then 'quote_sent' when i % 700 = 0 then 'contact_sent' else 'view' end,
          md5((i / 4)::text), case when i % 5 = 0 then '/blog/clanek-' || (i % 300) else (array['/', '/pricing', '/en/pricing', '/contact', '/about', '/services/design', '/en', '/blog'])[1 + i % 8] end,
          case when i % 3 = 0 then 'en' else 'cs' end, i % 4 = 0,
          (array[null, null, 'google.com', 'seznam.cz', 'facebook.com', 'linkedin.com'])[1 + i % 6],
          case when i % 10 = 0 then 'newsletter' end, case when i % 10 = 0 then 'email' end, case when i % 10 = 0 then 'campaign-' || (i % 40) end,
          (array['mobile', 'desktop', 'tablet', 'desktop'])[1 + i % 4]
        from (select g as i, ${start90}::date + (g % 90) as d from generate_series(${offset + 1}::int, ${offset + size}::int) g) s`);
    }
    await analyticsDailyData(db).runDaily({ today, retentionDays: 90 });
  });

  await step('analyze', () => db.execute(sql`analyze`));
  return timings;
}

export const scaleArg = (argv = process.argv) => {
  const value = argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length);
  const scale = value === undefined ? DEFAULT_SCALE : Number(value);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number ≥ 1: ${value}`);
  return scale;
};

async function main() {
  const scale = scaleArg();
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const started = Date.now();
  try {
    await seedLarge(handle.db, scale);
  } finally {
    await handle.close();
  }
  console.log(
    `Seeded ${describeSeed(largeSeed(scale))} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${handle.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).`,
  );
}

if (process.argv[1]?.endsWith('seed-large.ts')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
