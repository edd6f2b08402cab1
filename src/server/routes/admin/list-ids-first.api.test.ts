/**
 * Every page sorted by a list's own columns is read by its ids first, a search's ids together with its total
 * (src/server/data/list-page.ts listPage). Against an order worked out here from the rows themselves — not by the code
 * under test — a list read at once and the same list read two rows at a time give the same rows in the same order,
 * ties (equal sort values, equal case-folded titles) broken by id, with the search's total on every page, and a page
 * past the last one is empty with the total still counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoices, proposals } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;

interface Row {
  id: number;
  key: string | number;
}
/** The expected order: key (ascending or descending), then id in the same direction. */
const ordered = (rows: Row[], dir: 'asc' | 'desc'): number[] =>
  [...rows]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id) * (dir === 'asc' ? 1 : -1))
    .map((r) => r.id);

const expected: Record<string, { query: string; ids: number[] }[]> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  // Clients: four Nováks (the invoices' search by client name), three others.
  const names = ['Jana Nováková', 'Petr Novák', 'Adam Dvořák', 'Eva Nováková', 'Bára Malá', 'Ivo Novák', 'Ema Veselá'];
  const created = await server.db
    .insert(clients)
    .values(names.map((name, i) => ({ name, email: `ids-first-${i}@example.cz`, createdAt: day(i % 3) })))
    .returning({ id: clients.id, name: clients.name });
  // Invoices: drafts, two or three per client, sharing moments and totals (ties on id).
  const invoiceRows = await server.db
    .insert(invoices)
    .values(
      created.flatMap((client, i) =>
        [0, 1, 2].slice(0, 2 + (i % 2)).map((k) => ({
          kind: 'invoice' as const,
          status: 'draft' as const,
          clientId: client.id,
          language: 'cs' as const,
          currency: 'CZK' as const,
          vatMode: 'czech_vat' as const,
          totalMinor: ((i + k) % 3) * 1000,
          createdAt: day((i + k) % 2),
        })),
      ),
    )
    .returning({ id: invoices.id, clientId: invoices.clientId, totalMinor: invoices.totalMinor, createdAt: invoices.createdAt });
  const novak = new Set(created.filter((c) => c.name.toLowerCase().includes('novák')).map((c) => c.id));
  const found = invoiceRows.filter((r) => novak.has(r.clientId));
  expected.invoices = [
    { query: 'q=nov%C3%A1k&sort=createdAt&dir=desc', ids: ordered(found.map((r) => ({ id: r.id, key: r.createdAt.getTime() })), 'desc') },
    { query: 'q=nov%C3%A1k&sort=createdAt&dir=asc', ids: ordered(found.map((r) => ({ id: r.id, key: r.createdAt.getTime() })), 'asc') },
    { query: 'q=nov%C3%A1k&sort=totalMinor&dir=desc', ids: ordered(found.map((r) => ({ id: r.id, key: r.totalMinor })), 'desc') },
    { query: 'sort=totalMinor&dir=asc', ids: ordered(invoiceRows.map((r) => ({ id: r.id, key: r.totalMinor })), 'asc') },
  ];
  // Proposals: titles equal but for case (a tie of lower(title)), moments shared.
  const titles = ['Kampaň na jaro', 'web', 'KAMPAŇ na jaro', 'Logo', 'kampaň na podzim', 'Web'];
  const proposalRows = await server.db
    .insert(proposals)
    .values(
      titles.map((title, i) => ({
        number: `N-IDS-${i}`,
        clientId: created[i % created.length]!.id,
        title,
        language: 'cs' as const,
        currency: 'CZK' as const,
        vatMode: 'czech_vat' as const,
        validUntil: '2030-01-01',
        createdAt: day(i % 2),
      })),
    )
    .returning({ id: proposals.id, title: proposals.title, createdAt: proposals.createdAt });
  const byTitle = proposalRows.map((r) => ({ id: r.id, key: r.title.toLowerCase() }));
  const campaigns = proposalRows.filter((r) => r.title.toLowerCase().includes('kampaň'));
  expected.proposals = [
    { query: 'sort=title&dir=asc', ids: ordered(byTitle, 'asc') },
    { query: 'sort=title&dir=desc', ids: ordered(byTitle, 'desc') },
    { query: 'q=kampa%C5%88&sort=createdAt&dir=desc', ids: ordered(campaigns.map((r) => ({ id: r.id, key: r.createdAt.getTime() })), 'desc') },
    { query: 'q=kampa%C5%88&sort=title&dir=asc', ids: ordered(campaigns.map((r) => ({ id: r.id, key: r.title.toLowerCase() })), 'asc') },
  ];
  // Blog posts, written through the API: the own title is the Czech one where the post has it, else the English one.
  const posts: { cs?: string; en?: string }[] = [{ cs: 'Zima', en: 'Alpha' }, { en: 'Beta' }, { cs: 'beta' }, { cs: 'Alfa', en: 'Zulu' }, { en: 'zima' }];
  const postRows: { id: number }[] = [];
  for (const [i, texts] of posts.entries()) {
    const translations = Object.fromEntries(
      (['cs', 'en'] as const).flatMap((language) => {
        const title = texts[language];
        return title ? [[language, { title, slug: `ids-first-${i}-${language}`, content: '<p>Text</p>', description: null }]] : [];
      }),
    );
    const own = (texts.cs ?? texts.en)!;
    const res = await admin.post('/api/admin/blog', { title: own, content: '<p>Text</p>', published: false, translations });
    expect(res.status).toBe(201);
    postRows.push({ id: res.body.id as number });
  }
  const ownTitles = postRows.map((r, i) => ({ id: r.id, key: (posts[i]!.cs ?? posts[i]!.en)!.toLowerCase() }));
  expected.blog = [
    { query: 'sort=title&dir=asc', ids: ordered(ownTitles, 'asc') },
    { query: 'sort=title&dir=desc', ids: ordered(ownTitles, 'desc') },
  ];
});
afterAll(() => server.close());

async function ids(resource: string, query: string): Promise<{ ids: number[]; total: number }> {
  const res = await admin.get(`/api/admin/${resource}?${query}`);
  expect(res.status, res.text).toBe(200);
  return { ids: (res.body as { id: number }[]).map((row) => row.id), total: Number(res.headers.get('x-total-count')) };
}

describe('pages read by their ids first are the rows in the list order', () => {
  for (const resource of ['invoices', 'proposals', 'blog']) {
    it(`${resource}: at once, two at a time, and past the last page`, async () => {
      for (const { query, ids: want } of expected[resource]!) {
        expect(want.length, query).toBeGreaterThanOrEqual(3);
        const all = await ids(resource, `${query}&limit=100&offset=0`);
        expect(all.ids, query).toEqual(want);
        expect(all.total, query).toBe(want.length);
        const paged: number[] = [];
        for (let offset = 0; offset < want.length; offset += 2) {
          const page = await ids(resource, `${query}&limit=2&offset=${offset}`);
          expect(page.total, `${query} offset ${offset}`).toBe(want.length);
          paged.push(...page.ids);
        }
        expect(paged, query).toEqual(want);
        const past = await ids(resource, `${query}&limit=2&offset=${want.length + 4}`);
        expect(past, query).toEqual({ ids: [], total: want.length });
      }
    });
  }

  it('a search that finds nothing: no rows, total 0', async () => {
    expect(await ids('invoices', 'q=qqxzqq&limit=50')).toEqual({ ids: [], total: 0 });
    expect(await ids('clients', 'q=qqxzqq&limit=50&offset=10')).toEqual({ ids: [], total: 0 });
  });
});
