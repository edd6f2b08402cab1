/**
 * `npm run seed:large` — fills a database with an agency's worth of records for scale testing:
 * 10,000 clients, 10,000 messages, 3,000 projects, 1,000 blog posts and 500 portfolio items.
 * Uses the server's settings (DATABASE_URL, else the embedded database in DATA_DIR); stop the server first when
 * using the embedded database. Deterministic: the same run gives the same data.
 */
import { count } from 'drizzle-orm';
import { PORTFOLIO_CATEGORIES, PROJECT_SERVICE_TYPES } from '../src/shared/constants';
import { majorToMinor } from '../src/shared/money/minor-units';
import { BLANK_PORTFOLIO_TEXTS } from '../src/shared/schemas/portfolio-item';
import { loadConfig } from '../src/server/config';
import { insertPortfolioItems } from '../src/server/data/portfolio-items';
import { openDatabase, type Database } from '../src/server/db/database';
import { blogPosts, clients, messages, projects } from '../src/server/db/schema';

export const LARGE_SEED = { clients: 10_000, messages: 10_000, projects: 3_000, blogPosts: 1_000, portfolioItems: 500 } as const;

const FIRST = ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Eva', 'Martin', 'Kateřina', 'Jakub', 'Tereza', 'Ondřej', 'Anna', 'Lukáš'];
const LAST = ['Nováková', 'Svoboda', 'Dvořáková', 'Černý', 'Procházková', 'Kučera', 'Veselá', 'Horák', 'Němcová', 'Marek'];
const COMPANY = ['Pekárna', 'Autoservis', 'Kavárna', 'Studio', 'Vinotéka', 'Truhlářství', 'Ordinace', 'Hotel', 'Květinářství'];
const TOWN = ['Olomouc', 'Brno', 'Praha', 'Ostrava', 'Zlín', 'Prostějov', 'Přerov', 'Hradec Králové', 'Plzeň', 'Liberec'];
const INDUSTRY = ['Gastronomie', 'Služby', 'Maloobchod', 'Zdravotnictví', 'Cestovní ruch', 'Výroba', 'Vzdělávání'];
const STATUSES = ['lead', 'onboarding', 'active', 'paused', 'completed'] as const;
const PAYMENTS = ['not_paid', 'partial', 'paid', 'overdue'] as const;

/** Small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inBatches<T>(total: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  const size = 500;
  for (let start = 0; start < total; start += size) {
    const rows = Array.from({ length: Math.min(size, total - start) }, (_, k) => make(start + k));
    await insert(rows);
  }
}

export async function seedLarge(db: Database): Promise<void> {
  const rnd = random(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 21);

  await inBatches(
    LARGE_SEED.clients,
    (i) => {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      return {
        name,
        email: `klient${i}@example.cz`,
        phone: `+420 6${String(10_000_000 + i).slice(-8)}`,
        company: `${pick(COMPANY)} ${pick(LAST)} ${i}`,
        industry: pick(INDUSTRY),
        location: pick(TOWN),
        currentStatus: pick(STATUSES),
        paymentStatus: pick(PAYMENTS),
        // Haléře (decision 022): whole thousands of Kč and whole hundreds, as before; some monthly prices with hellers.
        oneTimePrice: majorToMinor(Math.round(rnd() * 100) * 1000),
        monthlyPrice: majorToMinor(Math.round(rnd() * 50) * 100) + (rnd() < 0.2 ? 50 : 0),
        createdAt: new Date(now - Math.floor(rnd() * 900) * day),
      };
    },
    (rows) => db.insert(clients).values(rows),
  );
  const [{ n: clientCount } = { n: 0 }] = await db.select({ n: count() }).from(clients);
  const firstClient = (await db.select({ id: clients.id }).from(clients).limit(1))[0]?.id ?? 1;

  await inBatches(
    LARGE_SEED.projects,
    (i) => {
      // Cents of US dollars (decision 022), some with cents.
      const paid = majorToMinor(Math.round(rnd() * 40) * 50) + (rnd() < 0.2 ? 99 : 0);
      return {
        clientId: firstClient + Math.floor(rnd() * clientCount),
        name: `Projekt ${i}: ${pick(['web', 'logo', 'kampaň', 'e-shop', 'sociální sítě'])}`,
        description: `Zakázka číslo ${i} pro klienta z oboru ${pick(INDUSTRY).toLowerCase()}.`,
        status: pick(['pending', 'active', 'completed'] as const),
        serviceType: pick(PROJECT_SERVICE_TYPES),
        budget: paid + majorToMinor(Math.round(rnd() * 40) * 50),
        amountPaid: paid,
        dueDate: rnd() < 0.8 ? new Date(now + Math.floor(rnd() * 200 - 50) * day) : null,
        createdAt: new Date(now - Math.floor(rnd() * 600) * day),
      };
    },
    (rows) => db.insert(projects).values(rows),
  );

  await inBatches(
    LARGE_SEED.messages,
    (i) => ({
      name: `${pick(FIRST)} ${pick(LAST)}`,
      email: `poptavka${i}@example.cz`,
      message: `Dobrý den, máme zájem o ${pick(['nový web', 'logo', 'správu Instagramu', 'kampaň', 'e-shop'])}. Poptávka č. ${i}.`,
      status: rnd() < 0.3 ? ('unread' as const) : ('read' as const),
      createdAt: new Date(now - Math.floor(rnd() * 400 * 24) * 3_600_000),
    }),
    (rows) => db.insert(messages).values(rows),
  );

  await inBatches(
    LARGE_SEED.blogPosts,
    (i) => ({
      title: `Článek ${i}: ${pick(['SEO tipy', 'Jak na web', 'Trendy v designu', 'Sociální sítě', 'Marketing'])}`,
      slug: `clanek-${i}`,
      content: `<p>Obsah článku číslo ${i}.</p>`,
      published: rnd() < 0.5,
      publishedAt: new Date(now - Math.floor(rnd() * 700) * day),
      translations: {},
    }),
    (rows) => db.insert(blogPosts).values(rows),
  );

  await inBatches(
    LARGE_SEED.portfolioItems,
    (i) => ({
      translations: {
        cs: { ...BLANK_PORTFOLIO_TEXTS, title: `Reference ${i}`, description: `Ukázková zakázka ${i} z oboru ${pick(INDUSTRY).toLowerCase()}.` },
        en: BLANK_PORTFOLIO_TEXTS,
      },
      imageUrl: '/images/blog/agency-news.svg',
      category: pick(PORTFOLIO_CATEGORIES),
      services: [],
      link: `https://example.cz/reference-${i}`,
      featured: false,
      position: 0,
    }),
    (rows) => db.transaction((tx) => insertPortfolioItems(tx, rows)),
  );
}

async function main() {
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const started = Date.now();
  try {
    await seedLarge(handle.db);
  } finally {
    await handle.close();
  }
  console.log(
    `Seeded ${Object.entries(LARGE_SEED).map(([k, v]) => `${v} ${k}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${handle.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).`,
  );
}

if (process.argv[1]?.endsWith('seed-large.ts')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
