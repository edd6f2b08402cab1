/** Rate limits of sign-in and the contact form, counted in the database (both databases: TEST_DB=postgres). */
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/data/accounts/users';
import { loadConfig } from '../config';
import { messages, rateLimits } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEFAULT_RATE_LIMITS } from './rate-limit';

const PASSWORD = 'correct-horse-1';

/** A client whose requests come from `ip` (the servers here trust one proxy hop, so X-Forwarded-For counts). */
function from(server: TestServer, ip: string) {
  const client = server.client();
  return {
    client,
    login: (username: string, password: string) =>
      client.request('POST', '/api/login', { username, password }, { 'x-forwarded-for': ip }),
    contact: (body: unknown) => client.request('POST', '/api/contact', body, { 'x-forwarded-for': ip }),
  };
}

const message = (i: number) => ({ name: `Návštěvník ${i}`, email: `v${i}@example.cz`, message: `Dobrý den, zpráva číslo ${i}.` });

async function counter(server: TestServer, key: string): Promise<number | undefined> {
  const [row] = await server.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

describe('defaults', () => {
  it('are 10 per account+IP, 50 per IP, 100 per account in 15 minutes; 5 contact messages per IP in 10 minutes', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      loginPerAccountAndIp: 10,
      loginPerIp: 50,
      loginPerAccount: 100,
      loginWindowMs: 15 * 60_000,
      contactPerIp: 5,
      contactWindowMs: 10 * 60_000,
    });
    const config = loadConfig({ DATA_DIR: '/tmp', SESSION_SECRET: 'x'.repeat(32), CONTACT_RATE_LIMIT: '1000', LOGIN_RATE_WINDOW_MINUTES: '5' });
    expect(config.rateLimits.contactPerIp).toBe(1000);
    expect(config.rateLimits.loginWindowMs).toBe(5 * 60_000);
    expect(config.rateLimits.loginPerAccountAndIp).toBe(10);
    expect(() => loadConfig({ DATA_DIR: '/tmp', SESSION_SECRET: 'x'.repeat(32), LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
  });
});

describe('sign-in with the default limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: 1 } });
    await createUser(server.db, { username: 'jana', password: PASSWORD, email: 'jana@example.cz', name: 'Jana' });
  });
  afterAll(() => server.close());

  it('after 10 failures for one account from one IP answers 429 with Retry-After, even for the right password', async () => {
    const attacker = from(server, '198.51.100.1');
    for (let i = 0; i < 10; i++) expect((await attacker.login('jana', `wrong-${i}`)).status).toBe(401);
    const refused = await attacker.login('jana', 'wrong-10');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toMatch(/Too many failed sign-in attempts/);
    expect((await attacker.login('jana', PASSWORD)).status).toBe(429);
    // Usernames count case-insensitively.
    expect((await attacker.login('JANA', 'wrong')).status).toBe(429);
  });

  it('the real admin on another IP still signs in (a lockout is not a denial of service)', async () => {
    const admin = from(server, '203.0.113.9');
    const res = await admin.login('jana', PASSWORD);
    expect(res.status).toBe(200);
    expect((await admin.client.get('/api/user')).status).toBe(200);
  });

  it('refused attempts are not counted: hammering from one IP cannot push the all-IPs counter past 10', async () => {
    const attacker = from(server, '198.51.100.1');
    for (let i = 0; i < 15; i++) expect((await attacker.login('jana', `again-${i}`)).status).toBe(429);
    expect(await counter(server, 'login:account:jana')).toBe(10);
    expect(await counter(server, 'login:account-ip:jana|198.51.100.1')).toBe(10);
  });

  it('after the window the pair may try again', async () => {
    await server.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
      .where(like(rateLimits.key, 'login:%'));
    const attacker = from(server, '198.51.100.1');
    expect((await attacker.login('jana', 'wrong-again')).status).toBe(401);
    expect(await counter(server, 'login:account-ip:jana|198.51.100.1')).toBe(1);
  });

  it('a successful sign-in clears the failures of its account+IP pair and does not count itself', async () => {
    const admin = from(server, '192.0.2.44');
    for (let i = 0; i < 9; i++) expect((await admin.login('jana', `typo-${i}`)).status).toBe(401);
    const before = await counter(server, 'login:ip:192.0.2.44');
    expect((await admin.login('jana', PASSWORD)).status).toBe(200);
    expect(await counter(server, 'login:account-ip:jana|192.0.2.44')).toBeUndefined();
    expect(await counter(server, 'login:ip:192.0.2.44')).toBe(before);
    for (let i = 0; i < 10; i++) expect((await admin.login('jana', `typo-again-${i}`)).status).toBe(401);
    expect((await admin.login('jana', 'one-more')).status).toBe(429);
  });

  it('invalid input is refused (400) before counting', async () => {
    const someone = from(server, '192.0.2.99');
    expect((await someone.login('', '')).status).toBe(400);
    expect(await counter(server, 'login:ip:192.0.2.99')).toBeUndefined();
  });
});

describe('sign-in with small limits (per IP and per account across IPs)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        trustProxy: 1,
        rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccountAndIp: 2, loginPerIp: 5, loginPerAccount: 6 },
      },
    });
    await createUser(server.db, { username: 'petr', password: PASSWORD, email: 'petr@example.cz', name: 'Petr' });
  });
  afterAll(() => server.close());

  it('one IP trying many accounts is stopped by the per-IP limit', async () => {
    const sprayer = from(server, '198.51.100.7');
    for (let i = 0; i < 5; i++) expect((await sprayer.login(`user${i}`, 'guess')).status).toBe(401);
    expect((await sprayer.login('user99', 'guess')).status).toBe(429);
    expect((await sprayer.login('petr', PASSWORD)).status).toBe(429);
  });

  it('many IPs against one account are stopped by the per-account limit, for every IP', async () => {
    for (let ip = 1; ip <= 3; ip++) {
      const bot = from(server, `10.0.0.${ip}`);
      for (let i = 0; i < 2; i++) expect((await bot.login('petr', 'guess')).status).toBe(401);
    }
    expect((await from(server, '10.0.0.4').login('petr', 'guess')).status).toBe(429);
    expect((await from(server, '10.0.0.5').login('petr', PASSWORD)).status).toBe(429);
    // Other accounts are not affected.
    expect((await from(server, '10.0.0.5').login('nobody', 'guess')).status).toBe(401);
  });

  it('the counters are shared by every app instance on the same database', async () => {
    const second = await startTestServer({
      sameDatabaseAs: server,
      config: { trustProxy: 1, rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccountAndIp: 2, loginPerIp: 5, loginPerAccount: 6 } },
    });
    try {
      const other = second.client();
      // The account locked through the first instance is locked on the second one too.
      const res = await other.request('POST', '/api/login', { username: 'petr', password: PASSWORD }, { 'x-forwarded-for': '10.9.9.9' });
      expect(res.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('contact form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: 1 } });
  });
  afterAll(() => server.close());

  it('accepts 5 messages per IP in 10 minutes, then answers 429 with Retry-After and stores nothing more', async () => {
    const visitor = from(server, '198.51.100.20');
    for (let i = 0; i < 5; i++) expect((await visitor.contact(message(i))).status).toBe(201);
    const refused = await visitor.contact(message(5));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(refused.body.message).toMatch(/Too many messages/);
    expect(await server.db.select().from(messages)).toHaveLength(5);
  });

  it('invalid messages do not use up the allowance; other IPs are not affected', async () => {
    const other = from(server, '198.51.100.21');
    for (let i = 0; i < 8; i++) expect((await other.contact({ name: 'x' })).status).toBe(400);
    expect((await other.contact(message(100))).status).toBe(201);
    expect(await counter(server, 'contact:ip:198.51.100.21')).toBe(1);
  });

  it('a new window starts after 10 minutes', async () => {
    await server.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '11 minutes'` })
      .where(eq(rateLimits.key, 'contact:ip:198.51.100.20'));
    expect((await from(server, '198.51.100.20').contact(message(6))).status).toBe(201);
  });

  it('a burst from one IP (counted together) lets exactly 5 through; a burst from other IPs is counted per IP', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => from(server, '198.51.100.30').contact(message(200 + i))));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await counter(server, 'contact:ip:198.51.100.30')).toBe(20);
    const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${40 + (i % 4)}`);
    const mixed = await Promise.all(ips.map((ip, i) => from(server, ip).contact(message(300 + i))));
    expect(mixed.map((r) => r.status)).toEqual(Array(12).fill(201));
    for (let i = 0; i < 4; i++) expect(await counter(server, `contact:ip:198.51.100.${40 + i}`)).toBe(3);
  });

  it('with CONTACT_RATE_LIMIT raised (benchmarks) many messages pass', async () => {
    const roomy = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactPerIp: 1000 } } });
    try {
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => roomy.client().post('/api/contact', message(i))));
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    } finally {
      await roomy.close();
    }
  });
});

describe('IPv6 clients are counted by their /64 (issue 33)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: 1 } });
    await createUser(server.db, { username: 'olga', password: PASSWORD, email: 'olga@example.cz', name: 'Olga' });
  });
  afterAll(() => server.close());

  const lookup = (ip: string) => server.client().request('GET', `/nabidka/${'C'.repeat(43)}`, undefined, { 'x-forwarded-for': ip });

  it('61 proposal lookups from 61 addresses of one /64 are refused at the 61st, as from one IPv4 address', async () => {
    const statuses = [];
    for (let i = 1; i <= 61; i++) statuses.push((await lookup(`2001:db8:aa:1::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
    // Any other spelling of an address in that /64 is refused too; the next /64 is another client.
    expect((await lookup('2001:0DB8:00aa:0001:ffff:1:2:3')).status).toBe(429);
    expect((await lookup('2001:db8:aa:2::1')).status).toBe(404);
  });

  it('failed sign-ins from many addresses of one /64 count as one address; an IPv4-mapped address as its IPv4', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await server.client().request('POST', '/api/login', { username: 'olga', password: 'wrong' }, { 'x-forwarded-for': `2001:db8:bb:1:${i}::1` });
      expect(res.status).toBe(401);
    }
    const refused = await server.client().request('POST', '/api/login', { username: 'olga', password: PASSWORD }, { 'x-forwarded-for': '2001:db8:bb:1::beef' });
    expect(refused.status).toBe(429);
    expect(await counter(server, 'login:account-ip:olga|2001:db8:bb:1::/64')).toBe(10);

    await server.client().request('POST', '/api/login', { username: 'olga-mapped', password: 'wrong' }, { 'x-forwarded-for': '::ffff:198.51.100.60' });
    await server.client().request('POST', '/api/login', { username: 'olga-mapped', password: 'wrong' }, { 'x-forwarded-for': '198.51.100.60' });
    expect(await counter(server, 'login:account-ip:olga-mapped|198.51.100.60')).toBe(2);
  });

  it('contact messages from one /64 share the allowance of one address', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push((await server.client().request('POST', '/api/contact', message(400 + i), { 'x-forwarded-for': `2001:db8:cc:1::${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
