import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SESSION_ABSOLUTE_MS, PORTAL_SESSION_IDLE_MS } from '@/shared/portal';
import { createUser } from '@/server/data/accounts/users';
import { portalSessionIdHash, portalSessionStore } from '@/server/data/portal/portal-sessions';
import { auditLog, clientChangeRequests, mailOutbox, portalAccess, portalSessions, portalSignInLinks } from '@/server/db/schema';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(async () => {
  await server.close();
});

async function newClient(): Promise<number> {
  const res = await admin.post('/api/admin/clients', { name: `Portál ${++serial}`, email: `portal${serial}@example.cz`, currentStatus: 'active' });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const audits = (clientId: number, action: 'portal_access' | 'end_sessions') =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(clientId)), eq(auditLog.action, action)));

describe('admin API of a client portal', () => {
  it('is off for a new client; turning it on and off is audited once per change', async () => {
    const id = await newClient();
    expect((await admin.get(`/api/admin/clients/${id}/portal`)).body).toEqual({ enabled: false, enabledAt: null, activeSessions: 0, lastSignInAt: null, pendingChangeRequests: 0, showsTime: false });

    const on = await admin.put(`/api/admin/clients/${id}/portal`, { enabled: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, activeSessions: 0, lastSignInAt: null });
    expect(on.body.enabledAt).toEqual(expect.any(String));
    // The same again changes nothing and writes no entry.
    expect((await admin.put(`/api/admin/clients/${id}/portal`, { enabled: true })).body.enabledAt).toBe(on.body.enabledAt);
    const [entry, ...more] = await audits(id, 'portal_access');
    expect(more).toHaveLength(0);
    expect(entry!.changes).toEqual({ portalAccess: { from: false, to: true } });
    expect(entry!.actorId).not.toBeNull();

    const off = await admin.put(`/api/admin/clients/${id}/portal`, { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, enabledAt: null, activeSessions: 0 });
    expect((await audits(id, 'portal_access')).map((a) => a.changes)).toContainEqual({ portalAccess: { from: true, to: false } });
  });

  it('counts active sessions, the last sign-in and pending change requests; turning off ends sessions and unused links', async () => {
    const id = await newClient();
    const browser = await portalClientFor(server, id);
    await portalSessionStore(server.db).create(server.db, id, 'portal@example.cz');
    await server.db.insert(portalSignInLinks).values({ tokenHash: `hash-${id}`, clientId: id, email: 'x@example.cz', language: 'cs', expiresAt: new Date(Date.now() + 60_000) });
    await server.db.insert(clientChangeRequests).values([
      { clientId: id, changes: {} as never },
      { clientId: id, changes: {} as never, status: 'rejected' },
    ]);
    const status = (await admin.get(`/api/admin/clients/${id}/portal`)).body;
    expect(status).toMatchObject({ enabled: true, activeSessions: 2, pendingChangeRequests: 1 });
    expect(status.lastSignInAt).toEqual(expect.any(String));
    expect((await browser.get('/portal')).text).not.toContain('<label for="email">');

    await admin.put(`/api/admin/clients/${id}/portal`, { enabled: false });
    expect(await server.db.select().from(portalSessions).where(eq(portalSessions.clientId, id))).toHaveLength(0);
    expect(await server.db.select().from(portalSignInLinks).where(eq(portalSignInLinks.clientId, id))).toHaveLength(0);
    expect(await server.db.select().from(portalAccess).where(eq(portalAccess.clientId, id))).toHaveLength(0);
    expect((await browser.get('/portal')).text).toContain('<label for="email">');
  });

  it('a session idle too long or past its lifetime does not count, and the cleanup deletes it', async () => {
    const id = await newClient();
    await portalClientFor(server, id);
    const store = portalSessionStore(server.db);
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    const idle = await store.create(server.db, id, 'idle@example.cz', at(-PORTAL_SESSION_IDLE_MS - 60_000));
    const nearlyIdle = await store.create(server.db, id, 'near@example.cz', at(-PORTAL_SESSION_IDLE_MS + 60_000));
    const expired = await store.create(server.db, id, 'old@example.cz', at(-PORTAL_SESSION_ABSOLUTE_MS - 60_000));
    await server.db.update(portalSessions).set({ lastSeenAt: at(-60_000) }).where(eq(portalSessions.idHash, portalSessionIdHash(expired.id)));
    expect((await admin.get(`/api/admin/clients/${id}/portal`)).body).toMatchObject({ activeSessions: 2 });
    expect(await store.find(idle.id)).toBeNull();
    expect(await store.find(expired.id)).toBeNull();

    await store.purgeExpired();
    const left = await server.db.select({ email: portalSessions.email }).from(portalSessions).where(eq(portalSessions.clientId, id));
    expect(left.map((s) => s.email).sort()).toEqual([`client${id}@example.cz`, 'near@example.cz']);
    expect(await store.find(nearlyIdle.id)).not.toBeNull();
  });

  it('ends the sessions on request: {ended}, audited', async () => {
    const id = await newClient();
    const browser = await portalClientFor(server, id);
    await portalClientFor(server, id);
    const res = await admin.post(`/api/admin/clients/${id}/portal/end-sessions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await admin.post(`/api/admin/clients/${id}/portal/end-sessions`)).body).toEqual({ ended: 0 });
    expect(await audits(id, 'end_sessions')).toHaveLength(2);
    expect((await browser.get('/portal')).text).toContain('<label for="email">');
    // Access stays on.
    expect((await admin.get(`/api/admin/clients/${id}/portal`)).body).toMatchObject({ enabled: true, activeSessions: 0 });
  });

  it('answers 404 for an unknown client and 400 for a bad id or body naming the field', async () => {
    expect((await admin.get('/api/admin/clients/999999/portal')).status).toBe(404);
    expect((await admin.put('/api/admin/clients/999999/portal', { enabled: true })).status).toBe(404);
    expect((await admin.post('/api/admin/clients/999999/portal/end-sessions')).status).toBe(404);
    expect((await admin.get('/api/admin/clients/abc/portal')).status).toBe(400);
    const id = await newClient();
    for (const body of [{}, { enabled: 'yes' }, { enabled: null }]) {
      const res = await admin.put(`/api/admin/clients/${id}/portal`, body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('enabled');
    }
    expect(await audits(id, 'portal_access')).toHaveLength(0);
  });

  it('is for admins only: 401 anonymous, 403 for an editor', async () => {
    const id = await newClient();
    const anonymous = server.client();
    expect((await anonymous.get(`/api/admin/clients/${id}/portal`)).status).toBe(401);
    expect((await anonymous.put(`/api/admin/clients/${id}/portal`, { enabled: true })).status).toBe(401);
    expect((await anonymous.post(`/api/admin/clients/${id}/portal/end-sessions`)).status).toBe(401);
    await createUser(server.db, { username: 'portal-editor', password: 'correct-horse', email: 'pe@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'portal-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get(`/api/admin/clients/${id}/portal`)).status).toBe(403);
    expect((await editor.put(`/api/admin/clients/${id}/portal`, { enabled: true })).status).toBe(403);
    expect((await editor.post(`/api/admin/clients/${id}/portal/end-sessions`)).status).toBe(403);
    expect(await server.db.select().from(portalAccess).where(eq(portalAccess.clientId, id))).toHaveLength(0);
  });
});

describe("the portal address in a client's mails", () => {
  it('the proposal mail names the portal only when the client has portal access', async () => {
    const send = async (clientId: number) => {
      const created = await admin.post('/api/admin/proposals', {
        clientId,
        title: 'Web',
        language: 'en',
        validUntil: '2099-12-31',
        lines: [{ service: 'Web', quantityThousandths: 1000, unitPriceMinor: 10_000_00 }],
      });
      expect(created.status, created.text).toBe(201);
      expect((await admin.post(`/api/admin/proposals/${created.body.id}/send`)).status).toBe(200);
      const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.proposalId, created.body.id as number));
      return mail!;
    };
    const without = await newClient();
    expect((await send(without)).text).not.toContain('/en/portal');
    const withAccess = await newClient();
    await admin.put(`/api/admin/clients/${withAccess}/portal`, { enabled: true });
    const mail = await send(withAccess);
    expect(mail.text).toMatch(/client portal: https?:\/\/\S+\/en\/portal\n/);
    expect(mail.html).toContain('/en/portal</a>');
  });
});
