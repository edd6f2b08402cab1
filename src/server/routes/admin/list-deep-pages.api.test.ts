/**
 * Pages past the first are read by their ids first (src/server/data/list-page.ts): for every sort of the big lists —
 * own columns, computed values (a client's payment status, a project's amount paid) and joined columns (the client's
 * name) — the pages one after another are exactly the list read at once, with no row skipped or repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, messages, projects } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  const names = ['Dana', 'adam', 'Cyril', 'Bára', 'Emil', 'dana', 'Ferda', 'Gita', 'Hana'];
  const created = await server.db
    .insert(clients)
    .values(
      names.map((name, i) => ({
        name,
        email: `c${i}@example.cz`,
        paymentStatus: (['paid', 'not_paid', 'partial', 'overdue'] as const)[i % 4],
        // Two clients share a moment: their order is by id.
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 5))),
      })),
    )
    .returning({ id: clients.id });
  await server.db.insert(projects).values(
    created.flatMap(({ id }, i) => [
      { clientId: id, name: `Projekt ${i % 3}`, description: 'Web', amountPaid: (i % 4) * 1000, createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 3))) },
      { clientId: id, name: `Web ${i}`, description: 'Web', amountPaid: 500, createdAt: new Date(Date.UTC(2026, 1, 5)) },
    ]),
  );
  await server.db.insert(messages).values(
    names.map((name, i) => ({ name, email: `m${i}@example.cz`, message: 'Dobrý den.', createdAt: new Date(Date.UTC(2026, 2, 1 + (i % 2))) })),
  );
});
afterAll(() => server.close());

const SORTS: Record<string, string[]> = {
  clients: ['createdAt', 'name', 'email', 'paymentStatus'],
  projects: ['createdAt', 'name', 'clientName', 'amountPaid'],
  messages: ['createdAt', 'name'],
};

describe('pages one after another are the list read at once', () => {
  for (const [resource, sorts] of Object.entries(SORTS)) {
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc']) {
        it(`${resource} by ${sort} ${dir}`, async () => {
          const ids = async (query: string) => {
            const res = await admin.get(`/api/admin/${resource}?sort=${sort}&dir=${dir}&${query}`);
            expect(res.status, res.text).toBe(200);
            return { ids: (res.body as { id: number }[]).map((row) => row.id), total: Number(res.headers.get('x-total-count')) };
          };
          const all = await ids('limit=100&offset=0');
          expect(all.ids.length).toBeGreaterThanOrEqual(9);
          const paged: number[] = [];
          for (let offset = 0; offset < all.ids.length; offset += 2) {
            const page = await ids(`limit=2&offset=${offset}`);
            expect(page.total).toBe(all.total);
            paged.push(...page.ids);
          }
          expect(paged).toEqual(all.ids);
        });
      }
    }
  }

  it('a search and a deep page together', async () => {
    const all = await admin.get('/api/admin/clients?q=dana&sort=name&limit=100');
    const second = await admin.get('/api/admin/clients?q=dana&sort=name&limit=1&offset=1');
    const allIds = (all.body as { id: number }[]).map((row) => row.id);
    expect(allIds).toHaveLength(2);
    expect((second.body as { id: number }[]).map((row) => row.id)).toEqual([allIds[1]]);
    expect(second.headers.get('x-total-count')).toBe('2');
  });
});
