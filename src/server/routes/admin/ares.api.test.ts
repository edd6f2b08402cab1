/**
 * ARES lookups (issue 37 point 1; docs/product/czech-services.md#ares--the-company-registry) through the HTTP stack,
 * on both databases, against the stand-in ARES (src/server/test/stand-ins/ares.ts): found, cached (one call for two
 * lookups), not found (cached too), an invalid IČO refused without a call, every kind of outage (500, HTML with 200
 * and 503, an empty body, a wrong path's Spring 404, silence past the timeout) as 503 `aresUnavailable`, the breaker,
 * an old copy served when ARES is down, the roles, and the public route's limit per address.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARES_PUBLIC_LIMIT, ARES_UNAVAILABLE_CODE, type AresLookup } from '@/shared/ares';
import { BILLING_MESSAGES } from '@/shared/schemas/messages';
import { createUser } from '@/server/data/accounts/users';
import { aresSubjects, outsideServiceStates } from '@/server/db/schema';
import { startAresStandIn, ARES_SUBJECTS, type AresScenario, type AresStandIn } from '@/server/test/stand-ins/ares';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

/** Long enough for a local answer on a loaded machine; the silent stand-in's case has its own short timeout. */
const LIMITS = { ares: { timeoutMs: 5_000, attempts: 2 } };
/** A silent stand-in is a timeout within a second. */
const SILENT_LIMITS = { ares: { timeoutMs: 400, attempts: 2 } };

let ares: AresStandIn;
let server: TestServer;
let admin: TestClient;
const instances: TestServer[] = [];
let userCounter = 0;

/** Another instance on the same database, with its own caller (a fresh breaker), signed in as a new admin. */
async function freshInstance(aresUrl = ares.url, limits = LIMITS): Promise<{ instance: TestServer; client: TestClient }> {
  const instance = await startTestServer({ sameDatabaseAs: server, outsideServices: { ares: aresUrl }, outsideLimits: limits });
  instances.push(instance);
  const client = await instance.signedInClient(`ares-admin-${++userCounter}`);
  return { instance, client };
}

async function aresState() {
  const [row] = await server.db.select().from(outsideServiceStates).where(eq(outsideServiceStates.service, 'ares'));
  return row;
}

beforeAll(async () => {
  ares = await startAresStandIn();
  server = await startTestServer({ outsideServices: { ares: ares.url }, outsideLimits: LIMITS });
  admin = await server.signedInClient('ares-admin');
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await server?.close();
  await ares?.close();
});

beforeEach(() => {
  ares.scenario = 'normal';
});

describe('GET /api/admin/ares/:ico', () => {
  it('fills the company from ARES and caches it: two lookups, one call', async () => {
    const first = await admin.get(`/api/admin/ares/${ARES_SUBJECTS.known}`);
    expect(first.status, first.text).toBe(200);
    const lookup = first.body as AresLookup;
    expect(lookup).toMatchObject({
      found: true,
      ico: '12345679',
      stale: false,
      company: { name: 'Příklad Software s.r.o.', street: 'Údolní 567/12a', city: 'Brno', postalCode: '602 00', country: 'CZ', dic: 'CZ12345679', vatRegistered: true, dissolvedOn: null },
    });
    const second = await admin.get('/api/admin/ares/123 456 79');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(lookup);
    expect(ares.lookupsOf('12345679')).toHaveLength(1);
    const [row] = await server.db.select().from(aresSubjects).where(eq(aresSubjects.ico, '12345679'));
    expect(row).toMatchObject({ found: true, name: 'Příklad Software s.r.o.', dic: 'CZ12345679' });
    expect(row!.readAt.toISOString()).toBe(lookup.readAt);
    expect(await aresState()).toMatchObject({ consecutiveFailures: 0, lastSuccessAt: expect.any(Date) });
  });

  it('a dissolved company is found, with its day', async () => {
    const res = await admin.get(`/api/admin/ares/${ARES_SUBJECTS.dissolved}`);
    expect(res.body).toMatchObject({ found: true, company: { dissolvedOn: '2024-06-30' } });
  });

  it('an unknown IČO is "not found" (cached too); a short one is padded to 8 digits', async () => {
    const unknown = await admin.get(`/api/admin/ares/${ARES_SUBJECTS.unknown}`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ found: false, ico: ARES_SUBJECTS.unknown, stale: false });
    await admin.get(`/api/admin/ares/${ARES_SUBJECTS.unknown}`);
    expect(ares.lookupsOf(ARES_SUBJECTS.unknown)).toHaveLength(1);
    const padded = await admin.get('/api/admin/ares/6947');
    expect(padded.body).toMatchObject({ found: false, ico: '00006947' });
    expect(ares.lookupsOf('00006947')).toHaveLength(1);
  });

  it('an invalid IČO is 400 naming ico, and ARES is not asked', async () => {
    const before = ares.requests.length;
    expectFieldError(await admin.get('/api/admin/ares/12345678'), 'ico', BILLING_MESSAGES.icoInvalid);
    expectFieldError(await admin.get('/api/admin/ares/abc'), 'ico', BILLING_MESSAGES.icoInvalid);
    expectFieldError(await admin.get('/api/admin/ares/123456789'), 'ico', BILLING_MESSAGES.icoInvalid);
    expect(ares.requests.length).toBe(before);
  });

  it.each<[string, AresScenario, string]>([
    ['500 OBECNA_CHYBA', 'serverError', 'server_error'],
    ['an HTML page with 200', 'html200', 'malformed'],
    ['an HTML page with 503', 'html503', 'server_error'],
    ['an empty body', 'empty', 'malformed'],
    ['no answer within the timeout', 'silent', 'timeout'],
  ])('%s: 503 aresUnavailable with Retry-After, the failure noted, never "not found"', async (_name, scenario, reason) => {
    const { client } = await freshInstance(ares.url, scenario === 'silent' ? SILENT_LIMITS : LIMITS);
    ares.scenario = scenario;
    const ico = ARES_SUBJECTS.noDic;
    const before = ares.lookupsOf(ico).length;
    const res = await client.get(`/api/admin/ares/${ico}`);
    expect(res.status, res.text).toBe(503);
    expect(res.body.code).toBe(ARES_UNAVAILABLE_CODE);
    expect(res.headers.get('retry-after')).toBe('30');
    // A 5xx and a timeout are tried twice; a wrong answer type is not retried.
    expect(ares.lookupsOf(ico).length - before).toBe(reason === 'malformed' ? 1 : 2);
    expect(await aresState()).toMatchObject({ lastError: reason, lastFailureAt: expect.any(Date) });
    expect((await server.db.select().from(aresSubjects).where(eq(aresSubjects.ico, ico))).length).toBe(0);
  });

  it('a wrong ARES_URL (Spring-style 404) is the service down, not "not found"', async () => {
    const { client } = await freshInstance(`${ares.url}/wrong-base`);
    const res = await client.get(`/api/admin/ares/${ARES_SUBJECTS.village}`);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(ARES_UNAVAILABLE_CODE);
    expect(await aresState()).toMatchObject({ lastError: 'malformed' });
  });

  it('a service that keeps failing rests: the third lookup does not reach it', async () => {
    const { client } = await freshInstance();
    ares.scenario = 'html200';
    const ico = ARES_SUBJECTS.foreign;
    expect((await client.get(`/api/admin/ares/${ico}`)).status).toBe(503);
    expect((await client.get(`/api/admin/ares/${ico}`)).status).toBe(503);
    expect(ares.lookupsOf(ico)).toHaveLength(2);
    const third = await client.get(`/api/admin/ares/${ico}`);
    expect(third.status).toBe(503);
    expect(ares.lookupsOf(ico)).toHaveLength(2);
    expect(await aresState()).toMatchObject({ lastError: 'breaker' });
  });

  it('an old copy is asked again when ARES answers, and served marked stale when it does not', async () => {
    const { client } = await freshInstance();
    const ico = ARES_SUBJECTS.textOnly;
    expect((await client.get(`/api/admin/ares/${ico}`)).body).toMatchObject({ found: true, stale: false });
    // Read two days ago.
    await server.db.update(aresSubjects).set({ readAt: sql`now() - interval '2 days'` }).where(eq(aresSubjects.ico, ico));
    const [old] = await server.db.select().from(aresSubjects).where(eq(aresSubjects.ico, ico));
    ares.scenario = 'serverError';
    const stale = await client.get(`/api/admin/ares/${ico}`);
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ found: true, stale: true, readAt: old!.readAt.toISOString(), company: { name: 'Adresa Textem a.s.' } });
    ares.scenario = 'normal';
    const { client: other } = await freshInstance();
    const fresh = await other.get(`/api/admin/ares/${ico}`);
    expect(fresh.body).toMatchObject({ found: true, stale: false });
    expect(new Date(fresh.body.readAt).getTime()).toBeGreaterThan(old!.readAt.getTime());
    expect(ares.lookupsOf(ico).length).toBe(4);
  });

  it('anonymous 401, an editor 403', async () => {
    expect((await server.client().get(`/api/admin/ares/${ARES_SUBJECTS.known}`)).status).toBe(401);
    await createUser(server.db, { username: 'ares-editor', password: 'correct-horse', email: 'ares-ed@example.cz', name: 'Ed', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'ares-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get(`/api/admin/ares/${ARES_SUBJECTS.known}`)).status).toBe(403);
  });
});

describe('GET /api/ares/:ico (public: the quote form)', () => {
  it('answers anyone from the same cache; 400 naming ico; 429 past the limit per address', async () => {
    const visitor = server.client();
    const found = await visitor.get(`/api/ares/${ARES_SUBJECTS.known}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ found: true, company: { name: 'Příklad Software s.r.o.' } });
    expect(ares.lookupsOf(ARES_SUBJECTS.known)).toHaveLength(1);
    expectFieldError(await visitor.get('/api/ares/12345678'), 'ico', BILLING_MESSAGES.icoInvalid);
    let allowed = 2;
    for (; allowed < ARES_PUBLIC_LIMIT.perAddress; allowed++) expect((await visitor.get(`/api/ares/${ARES_SUBJECTS.known}`)).status).toBe(200);
    const limited = await visitor.get(`/api/ares/${ARES_SUBJECTS.known}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The staff route is not counted against it.
    expect((await admin.get(`/api/admin/ares/${ARES_SUBJECTS.known}`)).status).toBe(200);
  });
});
