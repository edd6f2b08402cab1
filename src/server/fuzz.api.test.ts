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
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

interface FuzzRoute {
  method: HttpMethod;
  /** Express path under /api, with :params. */
  path: string;
}

const ADMIN_PASSWORD = 'fuzz-password-1';

let server: TestServer;
let admin: TestClient;
let baseline: ContentFingerprint;
const counts = { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const byStatus = new Map<number, number>();
const fiveHundreds: string[] = [];

/** Ids that exist after seeding (1–3 of each resource), plus the rest of the id space. */
const SEEDED = 3;

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

// ── arbitraries ────────────────────────────────────────────────────────────────────────────────────────────────────

/** encodeURIComponent that never throws (lone surrogates become U+FFFD, as a browser sends them). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

const weirdText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%',
  '%E0%A4%A',
  "'; drop table clients; --",
  '<script>window.__xss=1</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '1e309',
  'NaN',
  '-0',
  'null',
  'true',
  '0x10',
  '2025-02-30',
  '9999-12-31',
  '0001-01-01',
  '275760-09-13',
  '2025-06-01T25:61:00Z',
  'x'.repeat(10_001),
  '🙂'.repeat(300),
  'Ř'.repeat(201),
);

const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), weirdText);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 1e308, -1e308)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const FIELDS = [
  'name', 'email', 'message', 'username', 'password', 'currentPassword', 'newPassword', 'phone', 'website', 'company',
  'companySize', 'industry', 'location', 'servicesRequired', 'startDate', 'expectedDelivery', 'currentStatus',
  'preferredCommunication', 'salesman', 'internalNotes', 'oneTimePrice', 'monthlyPrice', 'contractUrl', 'paymentStatus',
  'clientId', 'description', 'serviceType', 'status', 'dueDate', 'budget', 'costOfService', 'amountPaid', 'monthlyFee',
  'notes', 'title', 'content', 'slug', 'imageUrl', 'publishedAt', 'translations', 'published', 'category', 'link',
  'projectId', 'featured', 'id', 'createdAt', 'role', 'userId', 'authorId', '__proto__', 'constructor',
];

/** A valid payload per write route, which the fuzzer then mutates (so deeper code paths are reached). */
function validBase(route: FuzzRoute): Record<string, unknown> {
  const p = route.path;
  if (p === '/contact') return { name: 'Eva Malá', email: 'eva@example.cz', message: 'Dobrý den, máme zájem.' };
  if (p === '/login') return { username: 'fuzz-admin', password: 'not-the-password' };
  if (p === '/register') return { username: 'novy', password: 'secret-123', email: 'novy@example.cz', name: 'Nový' };
  if (p === '/change-password') return { currentPassword: 'not-the-password', newPassword: 'another-1' };
  if (p.startsWith('/admin/clients')) return { name: 'Klient', email: 'klient@example.cz', companySize: '11-50', oneTimePrice: 100 };
  if (p === '/admin/projects/:id/status') return { status: 'active' };
  if (p.startsWith('/admin/projects')) return { clientId: 1, name: 'Web', description: 'Nový web', dueDate: '2030-01-01' };
  if (p.startsWith('/admin/messages')) return { status: 'read' };
  if (p === '/admin/blog/:id/publish') return { published: true };
  if (p.startsWith('/admin/blog')) return { title: 'Článek', content: '<p>Text</p>', translations: { en: { title: 'Post', content: '<p>Text</p>' } } };
  if (p === '/admin/portfolio/:id/featured') return { featured: false };
  if (p.startsWith('/admin/portfolio')) return { title: 'Práce', description: 'Popis', imageUrl: '/images/a.svg', category: 'web', projectId: 1 };
  return {};
}

interface Body {
  text: string | undefined;
  contentType: string | undefined;
}

const json = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: 'application/json' });

function bodyArb(route: FuzzRoute): fc.Arbitrary<Body> {
  const base = validBase(route);
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 2 }),
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(Object.keys(base)) }),
    )
    .map(([changes, removed]) => {
      const out: Record<string, unknown> = { ...base };
      for (const key of removed) delete out[key];
      return json(Object.assign(out, changes));
    });
  // A valid payload with one text value made hostile but still plausible (NUL, lone surrogate, markup, max lengths).
  const textKeys = Object.keys(base).filter((k) => typeof base[k] === 'string');
  const injected = textKeys.length
    ? fc
        .tuple(fc.constantFrom(...textKeys), fc.constantFrom('\u0000', '\ud800', '\u202e', '<img src=x onerror=alert(1)>', '\r\n', '%00', 'é'.repeat(150)))
        .map(([key, extra]) => json({ ...base, [key]: `${String(base[key])}${extra}` }))
    : fc.constant(json(base));
  const randomObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), anyValue, { maxKeys: 8 }).map(json);
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map(json);
  const broken = fc
    .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat())
    .map(([v, cut]) => {
      const text = JSON.stringify({ name: v, email: 'a@b.cz' });
      return { text: text.slice(0, cut % text.length), contentType: 'application/json' };
    });
  const oddType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/xml', ''), anyText)
    .map(([contentType, text]) => ({ text: contentType.startsWith('application/json') ? JSON.stringify(base) : text, contentType }));
  const special = fc.constantFrom<Body>(
    { text: undefined, contentType: undefined },
    { text: '', contentType: 'application/json' },
    { text: 'null', contentType: 'application/json' },
    { text: '"text"', contentType: 'application/json' },
    { text: '[]', contentType: 'application/json' },
    { text: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', contentType: 'application/json' },
    { text: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
    { text: JSON.stringify({ ...base, name: 'x'.repeat(120_000) }), contentType: 'application/json' },
    { text: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' },
  );
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 3, arbitrary: injected },
    { weight: 2, arbitrary: randomObject },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: oddType },
    { weight: 1, arbitrary: special },
  );
}

const idArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: SEEDED + 1 }).map(String) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.maxSafeInteger()).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0', '-1', '1e3', '0x10', '1.0', '%20', '%E0%A4%A', '%00', '%', '2147483648', '99999999999999999999', '%2e%2e', 'null', '__proto__'),
  },
);

const queryArb: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('q', 'sort', 'dir', 'limit', 'offset', 'lang', 'clientId', '__proto__', 'q[]', 'q[a]'), fc.string({ maxLength: 8 })),
      fc.oneof(
        anyText.map((t) => encode(t.slice(0, 3000))),
        fc.constantFrom('', 'asc', 'desc', 'name', 'createdAt', 'en', 'cs', '-1', '0', '500', '501', '1e2', '1.5', 'NaN', '%', '%E0', '%00', '1'),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&') : ''));

interface FuzzRequest {
  path: string;
  body: Body;
}

function requestArb(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'get';
  return fc
    .tuple(idArb, queryArb, hasBody ? bodyArb(route) : fc.constant<Body>({ text: undefined, contentType: undefined }))
    .map(([id, query, body]) => ({ path: '/api' + route.path.replace(/:id/g, id) + query, body }));
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

describe('API fuzzing', () => {
  it('covers every route of the route tables', () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes.filter((r) => r.path.startsWith('/admin')).length).toBe(adminRouteTable(server.db).length);
  });

  it('signed out: no 5xx, nothing changes', async () => {
    for (const route of allRoutes()) await fuzzRoute(route, false, runsFor(route));
    expect(fiveHundreds).toEqual([]);
  }, 120_000);

  it('signed in: no 5xx, refused requests change nothing', async () => {
    for (const route of allRoutes()) await fuzzRoute(route, true, runsFor(route));
    expect(fiveHundreds).toEqual([]);
    expect((await admin.get('/api/user')).status).toBe(200);
  }, 180_000);
});
