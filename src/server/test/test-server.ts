/**
 * API test harness: the real app in this process on a random port over a fresh database (PGlite in memory, or a
 * temporary PostgreSQL database with TEST_DB=postgres; temporary-database.ts), copied from the run's migrated template
 * when api-global-setup.ts made one. The built server as a process (e2e,
 * benchmarks) is server-process.ts.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp, type AppOptions } from '../app';
import { openDatabase, type Database, type DatabaseLocation } from '../db/database';
import { createUser } from '@/server/data/accounts/users';
import { writeInitialContentOnce } from '../seed/initial-content';
import type { SitePages } from '../web/pages';
import type { PageViewSink } from '../web/rendered-pages';
import { AnalyticsRecorder, type AnalyticsOptions } from '../analytics/recorder';
import type { MailService } from '../mail/mail-service';
import { OutsideCaller, type OutsideService, type OutsideServiceUrls } from '../outside/outside-services';
import { createTemporaryPostgres, pgliteTemplateImage, testDatabaseKind } from './temporary-database';

export { createTemporaryPostgres, testDatabaseKind } from './temporary-database';

export interface TestServer {
  url: string;
  db: Database;
  /** Where the database is: a second server can be started on the same one (PostgreSQL). */
  location: DatabaseLocation;
  /** This instance's analytics (decision 026): stopped (its buffer written) on close. */
  analytics: AnalyticsRecorder;
  /** This instance's caller of the outside services (issue 37), for running its background work in a test. */
  outside: OutsideCaller;
  /** A fresh HTTP client with its own cookie jar (one browser). */
  client(): TestClient;
  /** Creates an admin and returns a client signed in as that admin. */
  signedInClient(username?: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * Skips a test on PGlite, saying why: for what only a PostgreSQL server has (its backends can be terminated, a second
 * instance can share it). Call first thing in the test, with its context: `skipUnlessPostgres(ctx, 'terminates …')`.
 */
export function skipUnlessPostgres(ctx: { skip(condition: boolean, note?: string): void }, needs: string): void {
  ctx.skip(testDatabaseKind() !== 'postgres', `PostgreSQL only (TEST_DB=postgres): ${needs}`);
}

export interface TestServerOptions {
  /** Overrides of the app config (e.g. rate limits, env: 'production'). */
  config?: Partial<AppOptions['config']>;
  /** Where the app logs (default: nowhere), e.g. createLogger('info', stream) to read what was logged. */
  logger?: AppOptions['logger'];
  /**
   * Pages to serve (src/server/web/pages.ts) over the test database; closed with the server. `pageViews`: the
   * server's analytics, to pass as PageOptions.pageViews when the test counts views.
   */
  pages?: (db: Database, pageViews: PageViewSink) => Promise<SitePages>;
  /** Analytics settings (default: no timers — tests flush and run the daily work themselves). */
  analytics?: AnalyticsOptions;
  /** Use this existing database (e.g. another test server's PostgreSQL) instead of a fresh one; it is not dropped. */
  location?: DatabaseLocation;
  /**
   * Serve another test server's open database, as a second instance of the app would (a counter, a session written
   * through one is seen by the other); it is neither closed nor dropped by this server.
   */
  sameDatabaseAs?: Pick<TestServer, 'db' | 'location'>;
  /** Outgoing mail: an SMTP server (and sender tuning); started with the server, stopped on close. */
  mail?: (db: Database) => MailService;
  /** Write the site's initial content on opening, as every start of the app does (decision 019); default: an empty site. */
  initialContent?: boolean;
  /**
   * ARES, VIES, ČNB and Fio base URLs (issue 37): the stand-ins' (src/server/test/stand-ins/). Unset ones point at a
   * closed local port, so no test reaches a real service.
   */
  outsideServices?: Partial<OutsideServiceUrls>;
  /** Per-service timeouts and attempts of this server's caller (tests make them short: a silent stand-in). */
  outsideLimits?: Partial<Record<OutsideService, { timeoutMs: number; attempts: number }>>;
}

/** A local port nothing listens on: a call is refused at once. */
export const CLOSED_SERVICE_URL = 'http://127.0.0.1:9';

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let location: DatabaseLocation = { kind: 'pglite', dataDir: null };
  let drop = async () => {};
  if (options.sameDatabaseAs) location = options.sameDatabaseAs.location;
  else if (options.location) location = options.location;
  else if (testDatabaseKind() === 'postgres') ({ location, drop } = await createTemporaryPostgres('agency_test', { migrated: true }));
  const image = location.kind === 'pglite' && location.dataDir === null ? pgliteTemplateImage() : undefined;
  const handle = options.sameDatabaseAs
    ? { db: options.sameDatabaseAs.db, close: async () => {} }
    : await openDatabase(location, image ? { pgliteImage: image } : {});
  if (options.initialContent) await writeInitialContentOnce(handle.db);
  const analytics = new AnalyticsRecorder(handle.db, { flushMs: 0, dailyEveryMs: 0, ...options.analytics });
  const pages = await options.pages?.(handle.db, analytics.pageView);
  const mail = options.mail?.(handle.db);
  const outside = new OutsideCaller({
    ares: CLOSED_SERVICE_URL,
    vies: CLOSED_SERVICE_URL,
    cnbRates: CLOSED_SERVICE_URL,
    fioApi: CLOSED_SERVICE_URL,
    ...options.outsideServices,
  }, options.outsideLimits ? { limits: options.outsideLimits } : {});
  const listener = createApp({
    ...(mail ? { mail } : {}),
    outside,
    pages,
    analytics,
    config: { sessionSecret: randomBytes(32).toString('hex'), trustProxy: 0, cookieSecure: 'auto', ...options.config },
    db: handle.db,
    logger: options.logger ?? pino({ level: 'silent' }),
  });
  const server = createServer(listener).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  mail?.start();
  analytics.start();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let userCounter = 0;
  return {
    url,
    db: handle.db,
    location,
    analytics,
    outside,
    client: () => new TestClient(url),
    async signedInClient(username = `admin${++userCounter}`, password = 'correct-horse') {
      await createUser(handle.db, { username, password, email: `${username}@example.cz`, name: `Admin ${username}` });
      const client = new TestClient(url);
      const res = await client.post('/api/login', { username, password });
      if (res.status !== 200) throw new Error(`test sign-in failed: ${res.status}`);
      return client;
    },
    async close() {
      await mail?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await analytics.stop();
      pages?.close();
      await handle.close();
      await drop();
    },
  };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined when the body is not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** fetch with a cookie jar. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    if (this.cookies.size) {
      (init.headers as Record<string, string>).cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.baseUrl + path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body);
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, body);
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}
