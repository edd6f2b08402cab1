/**
 * Issue 20, item 7: activity entries name their records — a name stored when the entry is written (kept after the
 * record is deleted), the current name for entries written before names were stored, none for a record deleted
 * since — and the records logged ids point to (a project's client).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('namer', 'correct-horse');
});
afterAll(() => server.close());

interface Entry {
  action: string;
  entityId: string | null;
  entityLabel: string | null;
  refs: Record<string, string>;
  changes: Record<string, { from: unknown; to: unknown }>;
}

async function history(entity: string, entityId: number | string): Promise<Entry[]> {
  const res = await admin.get(`/api/admin/activity?entity=${entity}&entityId=${entityId}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Entry[];
}

describe('activity entries name their records', () => {
  it('a client keeps its name in every entry, after a rename (the new name) and after it is deleted', async () => {
    const created = await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'novak@pekarna.cz' });
    const id = created.body.id as number;
    await admin.put(`/api/admin/clients/${id}`, { ...created.body, oneTimePrice: 900 });
    await admin.put(`/api/admin/clients/${id}`, { ...created.body, oneTimePrice: 900, name: 'Pekárna Nováková' });
    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(204);
    const entries = await history('client', id);
    expect(entries.map((e) => [e.action, e.entityLabel])).toEqual([
      ['delete', 'Pekárna Nováková'],
      ['update', 'Pekárna Nováková'],
      ['update', 'Pekárna Novák'],
      ['create', 'Pekárna Novák'],
    ]);
    // The stored name is not a field change.
    expect(entries[2]!.changes).toEqual({ oneTimePrice: { from: 0, to: 900 } });
  });

  it('a project entry names the project and, for its client id, the client', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Vinařství Mráz', email: 'mraz@example.cz' })).body;
    const project = (await admin.post('/api/admin/projects', { clientId: client.id, name: 'E-shop', description: 'Víno', budget: 10 })).body;
    await admin.patch(`/api/admin/projects/${project.id}/status`, { status: 'completed' });
    const [status, created] = await history('project', project.id);
    expect(status).toMatchObject({ action: 'status', entityLabel: 'E-shop' });
    expect(created!.changes.clientId).toEqual({ from: null, to: client.id });
    expect(created!.refs).toEqual({ [`client:${client.id}`]: 'Vinařství Mráz' });
  });

  it('entries written before names were stored: the current name, or none when the record is gone', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Stará Firma', email: 'stara@example.cz' })).body;
    await server.db.insert(auditLog).values([
      { actorName: 'Old', action: 'update', entity: 'client', entityId: String(client.id), changes: { phone: { from: null, to: '777' } } },
      { actorName: 'Old', action: 'update', entity: 'client', entityId: '987654', changes: { phone: { from: null, to: '888' } } },
    ]);
    expect((await history('client', client.id))[0]).toMatchObject({ action: 'update', entityLabel: 'Stará Firma' });
    expect((await history('client', 987654))[0]).toMatchObject({ entityId: '987654', entityLabel: null, refs: {} });
  });
});
