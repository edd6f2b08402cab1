/**
 * A back-office read left by its client (a screen left while its list was loading) on a busy database: nothing is
 * logged, nothing is answered, and the requests after it are answered as usual — on both databases. On the embedded
 * database its statements are not run at all (the queue's rule: abandoned-reads.test.ts).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

const logLines: string[] = [];
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger('info', { write: (line: string) => void logLines.push(line) }) });
  admin = await server.signedInClient();
});
afterAll(() => server.close());

/** Sends a GET with the admin's cookies and closes the connection as soon as the request is written. */
function abandonedGet(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = httpRequest(`${server.url}${path}`, { headers: { cookie } });
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? resolve() : reject(err)));
    req.end(() => setTimeout(() => (req.destroy(), resolve()), 20));
  });
}

describe('a read its client left', () => {
  it('waiting behind a long transaction: no error logged, and the next reads are answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The database busy with someone else's work while the screen is left.
    const busy = server.db.transaction(async () => held);
    await abandonedGet('/api/admin/clients?limit=50&offset=0');
    await abandonedGet('/api/admin/invoices/summary');
    const next = admin.get('/api/admin/stats');
    release();
    await busy;
    const res = await next;
    expect(res.status, res.text).toBe(200);
    expect((await admin.get('/api/admin/clients?limit=50&offset=0')).status).toBe(200);
    const errors = logLines.filter((line) => /"level":(50|40)/.test(line));
    expect(errors).toEqual([]);
  });
});
