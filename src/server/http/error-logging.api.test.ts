/**
 * Failing database writes are logged without their data: no password hash, no contact message's name, e-mail or text,
 * no cookie or Authorization header — and the caller gets a bare 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limit';
import { startTestServer, type TestResponse, type TestServer } from '../test/test-server';

const logLines: string[] = [];
const log = () => logLines.join('');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactPerIp: 1000 } },
    logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
  });
});
afterAll(() => server.close());
afterEach(async () => {
  logLines.length = 0;
  await server.db.execute(sql.raw('drop trigger if exists test_failure on users'));
  await server.db.execute(sql.raw('drop trigger if exists test_failure on messages'));
  await server.db.execute(sql.raw('alter table messages drop constraint if exists test_failure'));
});

/** Makes every insert or update on a table fail inside the database, as an outage or a deadlock would. */
async function failWrites(table: 'users' | 'messages', on: 'insert' | 'update', body: string): Promise<void> {
  await server.db.execute(sql.raw(`create or replace function test_failure() returns trigger language plpgsql as $$ begin ${body}; return new; end $$`));
  await server.db.execute(sql.raw(`create trigger test_failure before ${on} on ${table} for each row execute function test_failure()`));
}

function expectBare500(res: TestResponse): void {
  expect(res.status, res.text).toBe(500);
  expect(res.body).toEqual({ message: 'Internal server error', error: 'Internal server error' });
}

/** The log entry of the failure, to show that the test read a real log and what it kept. */
function errorEntry(): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const entry = entries.find((e) => e.msg === 'unhandled error');
  expect(entry, log()).toBeDefined();
  return entry!;
}

describe('a failing password change', () => {
  it('logs the database error without the new password hash, the cookie or the Authorization header', async () => {
    const admin = await server.signedInClient('log-admin', 'old-password-1');
    const sessionCookie = [...admin.cookies.values()][0]!;
    await failWrites('users', 'update', `raise exception 'storage refused the write'`);
    const res = await admin.request(
      'POST',
      '/api/change-password',
      { currentPassword: 'old-password-1', newPassword: 'new-password-2' },
      { authorization: 'Bearer token-in-a-header' },
    );
    expectBare500(res);
    expect(res.text).not.toMatch(/scrypt|password_hash|update/i);
    const entry = errorEntry();
    expect(entry.err).toMatchObject({ code: 'P0001', message: 'storage refused the write', statement: 'update "users"' });
    expect(log()).not.toMatch(/scrypt\$/);
    expect(log()).not.toContain('new-password-2');
    expect(log()).not.toMatch(/Failed query|params: /);
    expect(log()).not.toContain(decodeURIComponent(sessionCookie));
    expect(log()).not.toContain('token-in-a-header');
  });
});

describe('a failing contact message', () => {
  const note = { name: 'Eva Tajná', email: 'eva.tajna@example.cz', message: 'Soukromá zpráva 4821 o našem rozpočtu' };
  const expectNoPersonalData = () => {
    for (const value of Object.values(note)) expect(log()).not.toContain(value);
    expect(log()).not.toContain(JSON.stringify(note.name).slice(1, -1)); // as JSON would escape it
  };

  it('a trigger raising: code and table kept, name, e-mail and text gone', async () => {
    await failWrites('messages', 'insert', `raise exception 'storage refused the write'`);
    expectBare500(await server.client().post('/api/contact', note));
    expect(errorEntry().err).toMatchObject({ code: 'P0001', statement: 'insert into "messages"' });
    expectNoPersonalData();
  });

  it('a check constraint: its name is logged, never the failing row', async () => {
    await server.db.execute(sql.raw('alter table messages add constraint test_failure check (length(message) < 5) not valid'));
    expectBare500(await server.client().post('/api/contact', note));
    expect(errorEntry().err).toMatchObject({ code: '23514', constraint: 'test_failure', table: 'messages' });
    expectNoPersonalData();
  });

  it('a data exception quoting the value: the value is cut from the message', async () => {
    await failWrites('messages', 'insert', 'perform new.name::integer');
    expectBare500(await server.client().post('/api/contact', note));
    expect(errorEntry().err).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer' });
    expectNoPersonalData();
  });
});
