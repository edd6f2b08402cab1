/**
 * Property-based fuzzing of the whole API with fast-check: every route of adminRouteTable plus the auth, contact and
 * public routes, signed out and signed in, with random and malformed ids, query strings, JSON bodies (random values,
 * mutated valid payloads, broken JSON, odd content types, oversize bodies).
 *
 * Properties: no answer is a 5xx; the server keeps answering; and a refused (4xx) request leaves the stored content
 * exactly as it was (row counts + md5 of every row of every content table; sessions and rate-limit counters are
 * bookkeeping and left out — see content-fingerprint.ts). GET requests leave it unchanged whatever they answer.
 * The counts (requests by status class) are printed at the end.
 */
import fc from 'fast-check';
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRouteTable } from './auth/auth-routes';
import { adminRouteTable } from './routes/admin/admin-routes';
import { contactRouteTable } from './routes/contact';
import { publicContentRoutes } from './routes/public-content';
import type { HttpMethod } from './http/route-table';
import { contentFingerprint, type ContentFingerprint } from './security/content-fingerprint';
import { DEFAULT_RATE_LIMITS } from './security/rate-limit';
import { MAIL_NOT_CONFIGURED } from './mail/mail-service';
import { requestArb, SEEDED, type FuzzRequest, type FuzzRoute } from './test/fuzz-requests';
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

const ADMIN_PASSWORD = 'fuzz-password-1';

let server: TestServer;
let admin: TestClient;
let baseline: ContentFingerprint;
const counts = { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const byStatus = new Map<number, number>();
const fiveHundreds: string[] = [];

beforeAll(async () => {
  // Default rate limits: 429s are ordinary 4xx answers here. One trusted proxy hop, so that signing in again after
  // a fuzzed /logout can come from another address than the fuzzing (whose failed sign-ins lock 127.0.0.1 out).
  server = await startTestServer({ config: { rateLimits: DEFAULT_RATE_LIMITS, trustProxy: 1 } });
  admin = await server.signedInClient('fuzz-admin', ADMIN_PASSWORD);
  for (let i = 1; i <= SEEDED; i++) {
    const client = await admin.post('/api/admin/clients', { name: `Klient ${i}`, email: `k${i}@example.cz` });
    await admin.post('/api/admin/projects', { clientId: client.body.id, name: `Projekt ${i}`, description: 'Popis projektu' });
    await admin.post('/api/admin/blog', { title: `Článek ${i}`, content: '<p>Obsah článku</p>', published: i % 2 === 0 });
    await admin.post('/api/admin/portfolio', { title: `Práce ${i}`, description: 'Popis', imageUrl: '/images/x.svg', category: 'web', featured: true });
    await server.client().post('/api/contact', { name: `Eva ${i}`, email: `eva${i}@example.cz`, message: 'Dobrý den, zpráva pro vás.' });
  }
  baseline = await contentFingerprint(server.db);
}, 120_000);

afterAll(async () => {
  console.log(
    `fuzz: ${counts.sent} requests — 2xx ${counts['2xx']}, 3xx ${counts['3xx']}, 4xx ${counts['4xx']}, 5xx ${counts['5xx']}; by status ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}`,
  );
  await server?.close();
});

function routesOf(router: Router): FuzzRoute[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    return route ? Object.keys(route.methods).map((m) => ({ method: m as HttpMethod, path: route.path })) : [];
  });
}

function allRoutes(): FuzzRoute[] {
  const db = server.db;
  return [
    ...adminRouteTable(db).map((r) => ({ method: r.method, path: `/admin${r.path}` })),
    ...authRouteTable(db, null as never, 'sid', null as never, null as never, null as never).map((r) => ({ method: r.method, path: r.path })),
    ...contactRouteTable({ db, limiter: null as never, settings: DEFAULT_RATE_LIMITS, mail: MAIL_NOT_CONFIGURED, secret: 'x'.repeat(32), mailOrigin: 'http://localhost:5000' }).map((r) => ({ method: r.method, path: r.path })),
    ...routesOf(publicContentRoutes(db)),
    { method: 'get', path: '/health' },
  ];
}

// ── running ────────────────────────────────────────────────────────────────────────────────────────────────────────

async function send(client: TestClient, method: HttpMethod, request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  let status: number;
  try {
    status = (await client.request(method.toUpperCase(), request.path, request.body.text, headers)).status;
  } catch (err) {
    throw new Error(`${method.toUpperCase()} ${request.path}: no answer (${String(err)})`);
  }
  counts.sent++;
  counts[`${Math.floor(status / 100)}xx` as '2xx']++;
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  if (status >= 500) fiveHundreds.push(`${status} ${method.toUpperCase()} ${request.path} ${request.body.text?.slice(0, 200) ?? ''}`);
  return status;
}

/** Runs per route: writes are checked one by one (a 4xx must not have changed anything); reads as a whole. */
async function fuzzRoute(route: FuzzRoute, signedIn: boolean, numRuns: number): Promise<void> {
  const isWrite = route.method !== 'get';
  const before = baseline;
  await fc.assert(
    fc.asyncProperty(requestArb(route), async (request) => {
      // Signed out: a fresh client every time (a lucky sign-in must not carry over).
      const client = signedIn ? admin : server.client();
      const status = await send(client, route.method, request);
      expect(status, `${route.method} ${request.path}`).toBeLessThan(500);
      if (isWrite) {
        const after = await contentFingerprint(server.db);
        if (status >= 400) expect(after, `${status} ${route.method} ${request.path} changed the database`).toEqual(baseline);
        else baseline = after;
      }
      if (signedIn && (await admin.get('/api/user')).status !== 200) {
        // /logout (or a password change) ended the session: sign in again for the next run.
        const res = await admin.request('POST', '/api/login', { username: 'fuzz-admin', password: ADMIN_PASSWORD }, { 'x-forwarded-for': '192.0.2.1' });
        expect(res.status).toBe(200);
      }
    }),
    { numRuns },
  );
  if (!isWrite) expect(await contentFingerprint(server.db), `GET ${route.path} changed the database`).toEqual(before);
  expect((await server.client().get('/api/health')).status).toBe(200);
}

/** Fewer runs where each valid-looking request costs a password hash (~0.1 s of scrypt). */
function runsFor(route: FuzzRoute): number {
  const base = Number(process.env.FUZZ_RUNS ?? 40);
  if (['/login', '/register', '/change-password', '/logout'].includes(route.path)) return Math.ceil(base / 2);
  return base;
}

// The bounds below stop a hang, not a slow machine: about 9,600 requests, each refused write followed by a fingerprint
// of every content table, took 50–60 s on an idle 2-core machine and over 180 s with other test files beside it.
const HANG_BOUND_MS = 600_000;

describe('API fuzzing', () => {
  it('covers every route of the route tables', () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes.filter((r) => r.path.startsWith('/admin')).length).toBe(adminRouteTable(server.db).length);
  });

  it('signed out: no 5xx, nothing changes', async () => {
    for (const route of allRoutes()) await fuzzRoute(route, false, runsFor(route));
    expect(fiveHundreds).toEqual([]);
  }, HANG_BOUND_MS);

  it('bank statements: odd XML, NUL bytes, extreme amounts — no 5xx, a refused upload changes nothing', async () => {
    await fuzzRoute({ method: 'post', path: '/admin/bank-statements' }, true, 2 * runsFor({ method: 'post', path: '/admin/bank-statements' }));
    expect(fiveHundreds).toEqual([]);
  }, 120_000);

  it('signed in: no 5xx, refused requests change nothing', async () => {
    for (const route of allRoutes()) await fuzzRoute(route, true, runsFor(route));
    expect(fiveHundreds).toEqual([]);
    expect((await admin.get('/api/user')).status).toBe(200);
  }, HANG_BOUND_MS);
});
