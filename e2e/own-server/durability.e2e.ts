/**
 * Durability of acknowledged writes, on the embedded database (DATA_DIR) and, when TEST_DATABASE_URL is set, on
 * PostgreSQL:
 *   - SIGKILL: 200 contact messages and 50 client creations sent concurrently; once all are acknowledged the server
 *     is killed outright; after a restart every acknowledged row is there.
 *   - SIGTERM under load: a stream of requests (contact writes, page renders, health checks) plus requests whose body
 *     is still arriving when the signal comes; no answer is a 5xx, every request connected before the signal is
 *     answered (none reset), the process exits with code 0, and every acknowledged message is stored. Nothing here
 *     depends on how fast the machine is: no throughput floor, no time allowance.
 * Counts are printed.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startServer } from '../../src/server/test/server-process';
import { temporaryDataDir, temporaryPostgres } from '../../src/server/test/temporary-database';

const ADMIN = { ADMIN_USERNAME: 'durable-admin', ADMIN_PASSWORD: 'durable-pass-1' };
const LIMITS = { CONTACT_RATE_LIMIT: '1000000' };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function databases(): Promise<{ label: string; env: () => Promise<Record<string, string>> }[]> {
  const list = [
    {
      label: 'embedded PGlite',
      env: async () => {
        const data = temporaryDataDir('agency-durable');
        cleanups.push(() => data.remove());
        return { DATA_DIR: data.dataDir };
      },
    },
  ];
  if (process.env.TEST_DATABASE_URL) {
    list.push({
      label: 'PostgreSQL',
      env: async () => {
        const db = (await temporaryPostgres('agency_durable'))!;
        cleanups.push(() => db.drop());
        const data = temporaryDataDir('agency-durable-pg');
        cleanups.push(() => data.remove());
        return { DATABASE_URL: db.url, DATA_DIR: data.dataDir };
      },
    });
  } else {
    console.log('durability: TEST_DATABASE_URL is not set — PostgreSQL variant not run (embedded database only).');
  }
  return list;
}

const message = (i: number) => ({ name: `Odesílatel ${i}`, email: `d${i}@example.cz`, message: `Trvalá zpráva číslo ${i}, prosím uložit.` });

async function listIds(url: string, cookie: string, resource: 'messages' | 'clients'): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 500) {
    const res = await fetch(`${url}/api/admin/${resource}?limit=500&offset=${offset}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: number }[];
    for (const r of rows) ids.add(r.id);
    if (rows.length < 500) return ids;
  }
}

describe('durability', async () => {
  const dbs = await databases();

  it.each(dbs)('acknowledged writes survive SIGKILL ($label)', async ({ label, env }) => {
    const dbEnv = await env();
    const first = await startServer({ ...dbEnv, ...ADMIN, ...LIMITS });
    const cookie = await signIn(first.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(first.url + p, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const [messageAnswers, clientAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 200 }, (_, i) => post('/api/contact', message(i)))),
      Promise.all(Array.from({ length: 50 }, (_, i) => post('/api/admin/clients', { name: `Klient ${i}`, email: `c${i}@example.cz` }, { cookie }))),
    ]);
    const ackedMessages = await Promise.all(messageAnswers.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: number }).id));
    const ackedClients = await Promise.all(clientAnswers.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: number }).id));
    expect(ackedMessages).toHaveLength(200);
    expect(ackedClients).toHaveLength(50);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await startServer(dbEnv);
    try {
      const cookie2 = await signIn(second.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
      const storedMessages = await listIds(second.url, cookie2, 'messages');
      const storedClients = await listIds(second.url, cookie2, 'clients');
      const missingMessages = ackedMessages.filter((id) => !storedMessages.has(id));
      const missingClients = ackedClients.filter((id) => !storedClients.has(id));
      console.log(
        `durability (${label}, SIGKILL): acknowledged ${ackedMessages.length} messages + ${ackedClients.length} clients; ` +
          `found after restart ${ackedMessages.length - missingMessages.length} + ${ackedClients.length - missingClients.length}`,
      );
      expect(missingMessages).toEqual([]);
      expect(missingClients).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);

  it.each(dbs)('SIGTERM under load: in-flight requests answered, no 5xx, exit code 0 ($label)', async ({ label, env }) => {
    const dbEnv = await env();
    const server = await startServer({ ...dbEnv, ...ADMIN, ...LIMITS });
    const { port } = new URL(server.url);

    interface Outcome {
      kind: string;
      connectedAt: number | null;
      status?: number;
      error?: string;
      id?: number;
    }
    const outcomes: Outcome[] = [];
    let signalAt = Infinity;

    /** One request on its own connection (no keep-alive). `beforeEnd` runs after the first half of the body is sent. */
    const request = (kind: string, method: string, urlPath: string, body?: string, beforeEnd?: () => Promise<void>, onConnect?: () => void) =>
      new Promise<Outcome>((resolve) => {
        const outcome: Outcome = { kind, connectedAt: null };
        const req = http.request(
          { host: '127.0.0.1', port, method, path: urlPath, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              outcome.status = res.statusCode;
              if (kind !== 'page' && res.statusCode === 201) outcome.id = (JSON.parse(Buffer.concat(chunks).toString()) as { id: number }).id;
              resolve(outcome);
            });
            res.on('error', (err) => resolve({ ...outcome, error: (err as NodeJS.ErrnoException).code ?? err.message }));
          },
        );
        req.on('socket', (socket) =>
          socket.on('connect', () => {
            outcome.connectedAt = performance.now();
            onConnect?.();
          }),
        );
        req.on('error', (err) => resolve({ ...outcome, error: (err as NodeJS.ErrnoException).code ?? err.message }));
        if (!body) return void req.end();
        const half = Math.floor(body.length / 2);
        req.write(body.slice(0, half));
        void (beforeEnd ?? (async () => undefined))().then(() => req.end(body.slice(half)));
      });

    // The stream: 8 workers, each sending requests back to back until the server stops taking connections.
    let n = 0;
    const worker = async () => {
      while (true) {
        const i = n++;
        const kind = ['contact', 'page', 'health'][i % 3]!;
        const outcome =
          kind === 'contact'
            ? await request('contact', 'POST', '/api/contact', JSON.stringify(message(10_000 + i)))
            : await request(kind, 'GET', kind === 'page' ? '/pricing' : '/api/health');
        outcomes.push(outcome);
        if (outcome.error && performance.now() > signalAt) return;
        if (performance.now() > signalAt + 5000) return;
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    // The signal comes once the stream is under way: every kind of request answered at least once (however long that
    // takes on this machine), so the signal lands among requests in progress.
    const answeredKinds = () => new Set(outcomes.filter((o) => o.status !== undefined).map((o) => o.kind)).size;
    while (answeredKinds() < 3) await new Promise((r) => setTimeout(r, 50));
    // Requests whose body is still arriving when the signal comes: the server has them, so it must answer them.
    let releaseBodies!: () => void;
    const bodiesReleased = new Promise<void>((r) => (releaseBodies = r));
    let slowConnected = 0;
    const slow = Array.from({ length: 5 }, (_, i) =>
      request('slow-contact', 'POST', '/api/contact', JSON.stringify(message(20_000 + i)), () => bodiesReleased, () => slowConnected++),
    );
    while (slowConnected < slow.length) await new Promise((r) => setTimeout(r, 10));
    signalAt = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    releaseBodies();
    const slowOutcomes = await Promise.all(slow);
    await Promise.all(workers);
    const exitCode = await Promise.race([server.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 60_000))]);

    const all = [...outcomes, ...slowOutcomes];
    const answered = all.filter((o) => o.status !== undefined);
    const fiveXX = answered.filter((o) => o.status! >= 500);
    const errors = all.filter((o) => o.error);
    // Connected before the signal: the server has it (taken, or queued in the kernel, which the stop takes before it
    // closes the listener: runtime/http-lifecycle.ts), so it must be answered. A connection made after the signal may
    // be refused or reset — the load balancer's retry case (docs/deploy.md).
    const dropped = errors.filter((o) => o.connectedAt !== null && o.connectedAt < signalAt);
    const acked = answered.filter((o) => o.status === 201 && o.id !== undefined);
    console.log(
      `SIGTERM under load (${label}): ${all.length} requests — answered ${answered.length} ` +
        `(2xx ${answered.filter((o) => o.status! < 300).length}, 4xx ${answered.filter((o) => o.status! >= 400 && o.status! < 500).length}, 5xx ${fiveXX.length}); ` +
        `connection errors ${errors.length} (${errors.map((e) => `${e.error} ${e.connectedAt === null ? 'never connected' : `connected ${Math.abs(Math.round(e.connectedAt - signalAt))} ms ${e.connectedAt < signalAt ? 'before' : 'after'} the signal`}`).join(', ') || 'none'}); ` +
        `in-flight slow uploads answered ${slowOutcomes.filter((o) => o.status === 201).length}/5; exit code ${String(exitCode)}`,
    );
    expect(fiveXX).toEqual([]);
    expect(slowOutcomes.map((o) => o.status ?? o.error)).toEqual([201, 201, 201, 201, 201]);
    expect(dropped).toEqual([]);
    expect(exitCode).toBe(0);

    // Every acknowledged message was stored.
    const again = await startServer(dbEnv);
    try {
      const cookie = await signIn(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
      const stored = await listIds(again.url, cookie, 'messages');
      expect(acked.filter((o) => !stored.has(o.id!))).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);
});
