import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { missingTaxDocumentCustomer } from '@/shared/invoices/tax-document-customer';
import { clients, messages, projects } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';
import { loadDemoContentOnce } from './demo-content';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rows(db: TestServer['db']) {
  const [c] = await db.select({ n: count() }).from(clients);
  const [p] = await db.select({ n: count() }).from(projects);
  const [m] = await db.select({ n: count() }).from(messages);
  return { clients: c!.n, projects: p!.n, messages: m!.n };
}

describe('demo content', () => {
  it('loads once: two instances starting together on an empty database load it once between them', async () => {
    server = await startTestServer();
    const results = await Promise.all([loadDemoContentOnce(server.db, true), loadDemoContentOnce(server.db, true)]);
    expect(results.sort()).toEqual([false, true]);
    const loaded = await rows(server.db);
    expect(loaded.clients).toBeGreaterThan(0);
    expect(loaded.projects).toBeGreaterThan(0);
    expect(loaded.messages).toBeGreaterThan(0);
    // A later start (or a deleted demo row) does not bring it back.
    await expect(loadDemoContentOnce(server.db, true)).resolves.toBe(false);
    expect(await rows(server.db)).toEqual(loaded);
  });

  it('every demo client has what a tax document needs of its customer, so the demo can issue invoices', async () => {
    server = await startTestServer();
    await loadDemoContentOnce(server.db, true);
    const demo = await server.db.select().from(clients);
    expect(demo.length).toBeGreaterThan(0);
    for (const client of demo) expect(missingTaxDocumentCustomer(client), client.name).toEqual([]);
  });

  it('a database first started without demo content never gets it', async () => {
    server = await startTestServer();
    await expect(loadDemoContentOnce(server.db, false)).resolves.toBe(false);
    await expect(loadDemoContentOnce(server.db, true)).resolves.toBe(false);
    expect(await rows(server.db)).toEqual({ clients: 0, projects: 0, messages: 0 });
  });
});
