/**
 * Prometheus metrics (GET /metrics, text format 0.0.4). Off unless METRICS_TOKEN is set; then every scrape must send
 * `Authorization: Bearer <token>`. Exposed: request count and latency per route group, the Node.js default metrics
 * (event-loop lag, heap, GC, CPU), the database's connection pool (PostgreSQL) or in-flight operations (embedded
 * database), the mail outbox's backlog (read from the database at each scrape), and the page cache's size as
 * registered by the page module.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { mailOutboxData, type OutboxBacklog } from '../data/mail-outbox';
import { databaseStats, type Database } from '../db/database';

export type RouteGroup = 'page' | 'asset' | 'api:auth' | 'api:admin' | 'api:contact' | 'api:public' | 'other';

const AUTH_PATHS = /^\/api\/(login|logout|user|register|change-password|sessions)(\/|$)/;
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;
/** Rendered by the page module although they look like files. */
const RENDERED_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** The route group of a request, from its path prefix only: a handful of label values whatever the URL. */
export function routeGroup(method: string, path: string): RouteGroup {
  if (path === '/api' || path.startsWith('/api/')) {
    if (path === '/api/admin' || path.startsWith('/api/admin/')) return 'api:admin';
    if (path === '/api/contact') return 'api:contact';
    if (AUTH_PATHS.test(path)) return 'api:auth';
    return 'api:public';
  }
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  if (path === '/metrics') return 'other';
  if (path.startsWith('/assets/')) return 'asset';
  if (RENDERED_FILES.has(path)) return 'page';
  if (FILE_EXTENSION.test(path)) return 'asset';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What the page module reports about its cache. */
export interface PageCacheSize {
  entries: number;
  /** Bytes held (bodies and their compressed variants), when the cache counts them. */
  bytes?: number;
  /** Renders since start (cache misses and previews), and renders refused by the render budget (503). */
  renders?: number;
  refused?: number;
}

const pageCacheSources = new Set<() => PageCacheSize>();

/**
 * The page module registers its cache here; the page-cache gauges read it at each scrape. Returns the function that
 * removes it again. Several caches (e.g. one per app in tests) add up.
 */
export function registerPageCacheSize(source: () => PageCacheSize): () => void {
  pageCacheSources.add(source);
  return () => pageCacheSources.delete(source);
}

/** The metrics of one app: its own registry, so several apps in one process (tests) do not share counters. */
export function createMetrics(options: { token: string; db: Database }): { observe: (req: Request, res: ServerResponse) => void; endpoint: RequestHandler } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to the response being handed to the network, by route group',
    labelNames: ['group', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'page_cache_entries',
    help: 'Rendered pages held in memory',
    registers: [registry],
    collect() {
      let entries = 0;
      for (const source of pageCacheSources) entries += source().entries;
      this.set(entries);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the page cache (bodies and compressed variants), when the cache counts them',
    registers: [registry],
    collect() {
      let bytes = 0;
      for (const source of pageCacheSources) bytes += source().bytes ?? 0;
      this.set(bytes);
    },
  });

  /** A running total over the page caches, read at each scrape. */
  const pageCounter = (name: string, help: string, read: (size: PageCacheSize) => number | undefined) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        let total = 0;
        for (const source of pageCacheSources) total += read(source()) ?? 0;
        this.reset();
        this.inc(total);
      },
    });
  pageCounter('page_renders_total', 'Public pages rendered (cache misses and staff previews)', (size) => size.renders);
  pageCounter('page_renders_refused_total', 'Public page renders refused by the render budget (answered 503)', (size) => size.refused);

  const { db } = options;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL: connections of the pool, by state (total = open, idle = open and unused)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = databaseStats(db);
      if (stats?.kind !== 'postgres') return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'PostgreSQL: queries waiting for a free connection of the pool',
    registers: [registry],
    collect() {
      const stats = databaseStats(db);
      if (stats?.kind === 'postgres') this.set(stats.waiting);
    },
  });
  new Gauge({
    name: 'db_embedded_inflight_operations',
    help: 'Embedded database: queries and transactions running or queued (it runs one at a time)',
    registers: [registry],
    collect() {
      const stats = databaseStats(db);
      if (stats?.kind === 'pglite') this.set(stats.inFlight);
    },
  });

  // The outbox is shared by every instance: each reports the same figures (aggregate with max, not sum).
  const outbox = mailOutboxData(db);
  let backlogRead: Promise<OutboxBacklog | null> | null = null;
  /**
   * One read per scrape, shared by the two outbox gauges (a scrape collects every metric at once). When the database
   * cannot be read, the scrape still answers — the event-loop and pool metrics matter most exactly then — without
   * the counts, and with the oldest wait NaN.
   */
  const backlog = () =>
    (backlogRead ??= outbox
      .backlog()
      .catch(() => null)
      .finally(() => {
        backlogRead = null;
      }));
  new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox not delivered, by status (pending, sending, failed, not_configured, no_recipient; sent ones are not counted)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const read = await backlog();
      if (!read) return this.reset();
      for (const [status, count] of Object.entries(read.counts)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_waiting_seconds',
    help: 'How long the oldest mail still to be sent (pending or sending) has been in the outbox; 0 when none waits',
    registers: [registry],
    async collect() {
      // Unknown (NaN) rather than 0, which would read as "nothing waits".
      this.set((await backlog())?.oldestWaitingSeconds ?? NaN);
    },
  });

  /** Times the response (every request: src/server/app.ts runs it before any answer). */
  const observe = (req: Request, res: ServerResponse) => {
    const start = process.hrtime.bigint();
    const group = routeGroup(req.method, req.path);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      duration.observe({ group, method: METHODS.has(req.method) ? req.method : 'OTHER', status: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
    });
  };

  const expected = digest(options.token);
  const endpoint: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!authorized(req, expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text').send('Unauthorized\n');
      return;
    }
    try {
      const body = await registry.metrics();
      res.set({ 'Cache-Control': 'no-store', 'Content-Type': registry.contentType }).send(body);
    } catch (err) {
      next(err);
    }
  };
  return { observe, endpoint };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Bearer token compared in constant time (both sides hashed to the same length first). */
function authorized(req: Request, expected: Buffer): boolean {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), expected);
}
