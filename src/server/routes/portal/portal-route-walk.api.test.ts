/**
 * The route walk of the client portal (issue 25): every route of PORTAL_ROUTES, in both languages, for five callers —
 * nobody, client A, client B, an editor and an admin (staff sessions) — with the expected answer derived from the
 * route's row alone: who it is for, which record its :id is, what it answers. And the other way round: a portal session
 * opens no /api/admin route.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@/shared/constants';
import { PORTAL_ROUTES, portalPath, type PortalOwnedRecord, type PortalRoute } from '@/shared/portal';
import { createUser } from '@/server/data/accounts/users';
import { portalAccess } from '@/server/db/schema';
import { completeBilling, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '@/server/test/test-server';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { adminRouteTable } from '../admin/admin-routes';

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'editor' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'clientA', 'clientB', 'editor', 'admin'];

let server: TestServer;
const browsers = {} as Record<Caller, TestClient>;
const records = {} as Record<'A' | 'B', Record<PortalOwnedRecord, number> & { name: string; clientId: number }>;

async function clientWithRecords(admin: TestClient, label: 'A' | 'B'): Promise<Record<PortalOwnedRecord, number> & { name: string; clientId: number }> {
  const name = `Klient ${label} Walk`;
  const clientId = await invoiceClient(admin, { name, email: `walk-${label.toLowerCase()}@example.cz` });
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title: `Web ${label}`,
    language: 'cs',
    validUntil: '2099-12-31',
    lines: [{ service: 'Návrh webu', quantityThousandths: 1000, unitPriceMinor: 20_000_00 }],
  });
  expect(created.status, created.text).toBe(201);
  expect((await admin.post(`/api/admin/proposals/${created.body.id}/send`)).status).toBe(200);
  const invoice = await issuedInvoice(admin, clientId);
  const project = await admin.post('/api/admin/projects', { clientId, name: `Projekt ${label}`, description: 'Nový web' });
  expect(project.status, project.text).toBe(201);
  return { name, clientId, proposal: created.body.id, invoice: invoice.id, project: project.body.id };
}

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 10_000, contactPerIp: 10_000 } } });
  const admin = await server.signedInClient();
  await completeBilling(admin);
  const a = await clientWithRecords(admin, 'A');
  const b = await clientWithRecords(admin, 'B');
  records.A = a;
  records.B = b;
  browsers.anonymous = server.client();
  browsers.clientA = await portalClientFor(server, a.clientId);
  browsers.clientB = await portalClientFor(server, b.clientId);
  // Both clients are shown their time, so that every route of the table is a page of its own client (issue 36).
  await server.db.update(portalAccess).set({ showsTime: true }).where(inArray(portalAccess.clientId, [a.clientId, b.clientId]));
  browsers.admin = admin;
  await createUser(server.db, { username: 'walk-editor', password: 'correct-horse', email: 'walk-editor@example.cz', name: 'Editor', role: 'editor' });
  browsers.editor = server.client();
  expect((await browsers.editor.post('/api/login', { username: 'walk-editor', password: 'correct-horse' })).status).toBe(200);
}, 120_000);
afterAll(() => server.close());

/** The route's address with client A's records (a token route gets a token that was never issued). */
function address(language: Language, route: PortalRoute): string {
  const path = route.path.replace(':token', 'never-issued-token').replace(':id', route.owns ? String(records.A[route.owns]) : '1');
  return portalPath(language, path);
}

const send = (browser: TestClient, route: PortalRoute, path: string): Promise<TestResponse> =>
  route.method === 'GET' ? browser.get(path) : browser.request('POST', path, '', { 'content-type': 'application/x-www-form-urlencoded' });

const CONTENT_TYPES = { page: 'text/html', pdf: 'application/pdf', png: 'image/png', zip: 'application/zip' } as const;

/** What a caller must get from a route: derived from the row (who, owns, answers) alone. */
function check(route: PortalRoute, caller: Caller, language: Language, res: TestResponse): void {
  const what = `${caller} ${route.method} ${route.path} (${language}): ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  const staffOrNobody = caller === 'anonymous' || caller === 'editor' || caller === 'admin';
  // Nothing of a client's records ever reaches somebody who is not that client.
  if (caller !== 'clientA') expect(res.text, what).not.toContain(records.A.name);
  if (caller !== 'clientB') expect(res.text, what).not.toContain(records.B.name);
  if (route.who === 'anyone') {
    expect(res.status, what).not.toBe(401);
    return;
  }
  if (staffOrNobody) {
    // A staff session is no portal session: the same answer as nobody's.
    if (route.method === 'GET') {
      expect(res.status, what).toBe(303);
      expect(res.headers.get('location'), what).toBe(portalPath(language));
    } else expect(res.status, what).toBe(401);
    return;
  }
  if (caller === 'clientB' && route.owns) {
    // Client A's record, asked for by client B: exactly as if it did not exist.
    expect(res.status, what).toBe(404);
    return;
  }
  // The record's own client (or a route about the caller's own details).
  if (route.method === 'GET') {
    expect(res.status, what).toBe(200);
    expect(res.headers.get('content-type') ?? '', what).toContain(CONTENT_TYPES[route.answers as keyof typeof CONTENT_TYPES]);
  } else {
    // An empty form: 303 when it is valid as it is (sign-out, details), else the form again with 400 naming the field.
    expect([303, 400], what).toContain(res.status);
  }
}

describe('every portal route, for every caller', () => {
  it('has routes to walk, each with a method and an audience', () => {
    expect(PORTAL_ROUTES.length).toBeGreaterThanOrEqual(15);
  });

  // Sign-out ends the session it is sent with: walked last, below.
  const walked = PORTAL_ROUTES.filter((r) => r.path !== '/sign-out');
  for (const language of LANGUAGES) {
    describe.each(CALLERS.map((c) => [c] as const))(`%s (${language})`, (caller) => {
      it.each(walked.map((r) => [r.method, r.path || '/', r] as const))('%s %s', async (_method, _path, route) => {
        const res = await send(browsers[caller], route, address(language, route));
        check(route, caller, language, res);
      });
    });
  }

  it('never answers private pages to be cached or indexed', async () => {
    for (const route of walked.filter((r) => r.method === 'GET')) {
      const res = await browsers.clientA.get(address('cs', route));
      expect(res.headers.get('cache-control'), route.path).toContain('no-store');
      if (route.answers === 'page') expect(res.headers.get('x-robots-tag'), route.path).toContain('noindex');
    }
  });

  it('a portal session opens no /api/admin route', async () => {
    const portalOnly = await portalClientFor(server, records.B.clientId);
    for (const route of adminRouteTable(null as never)) {
      const path = '/api/admin' + route.path.replace(/:[a-zA-Z]+/g, '1');
      const res = await portalOnly.request(route.method.toUpperCase(), path, route.method === 'get' || route.method === 'delete' ? undefined : {});
      expect(res.status, `${route.method} ${path}`).toBe(401);
    }
  });

  it('sign-out ends the session: the portal then asks to sign in', async () => {
    const route = PORTAL_ROUTES.find((r) => r.path === '/sign-out')!;
    for (const caller of ['anonymous', 'editor', 'clientA'] as const) {
      const res = await send(browsers[caller], route, address('cs', route));
      expect(res.status, caller).toBeLessThan(500);
    }
    const after = await browsers.clientA.get(portalPath('cs', `/invoices/${records.A.invoice}`));
    expect(after.status).toBe(303);
  });
});
