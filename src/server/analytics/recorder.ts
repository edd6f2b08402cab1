/**
 * Cookieless analytics of this instance (issue 24, decision 026). A page view is noted synchronously where the page is
 * sent — cached answers before Express included — as a few fields pushed onto an in-memory buffer: no await, no
 * database on the request path. The buffer is written in batches every `flushMs` (ANALYTICS_FLUSH_SECONDS, 5) and on
 * a clean stop; a kill -9 loses at most the views of the last `flushMs`. Every minute the instance offers to do the
 * day's rollup and purge (analytics-daily.ts: one instance does it per day).
 *
 * The visitor is a hash of the day's salt (analytics_salts, shared by all instances), the IP address, the user agent
 * and the site's host, computed at once when this instance holds the day's salt — always, but in the first moments of
 * a day or of the process, when the salt is being loaded: then the IP and user agent wait in memory until the next
 * batch (seconds) and are hashed there. Neither is ever written anywhere.
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { DEFAULT_ANALYTICS_RETENTION_DAYS, MAX_ANALYTICS_TEXT, type AnalyticsEventKind } from '@/shared/analytics';
import { languageOfPath } from '@/shared/site-paths';
import type { Language } from '@/shared/constants';
import { analyticsDailyData, type DailyRun } from '../data/analytics-daily';
import { analyticsEventData, type AnalyticsEventValues } from '../data/analytics-events';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { isPrefetch, optedOut, pragueDay, refererFacts, userAgentFacts, utmOf, visitorHash } from './visit-facts';

export interface AnalyticsOptions {
  /** How often buffered views are written (default 5 s; 0: only by flush() and stop()). */
  flushMs?: number;
  /** Raw events are deleted after this many days (default 90). */
  retentionDays?: number;
  /** How often this instance offers to do the day's work (default 1 min; 0: only by runDaily()). */
  dailyEveryMs?: number;
  /** Views buffered at most; beyond, views are dropped (and counted) until the next batch is written. */
  maxBuffered?: number;
  /** The clock (tests). */
  now?: () => number;
  logger?: Logger;
}

export const DEFAULT_ANALYTICS_FLUSH_MS = 5_000;
/** The day's work waits this long past midnight, so every instance has written the last views of the ended day. */
export const DAILY_GRACE_MS = 2 * 60_000;

type Pending = { values: Omit<AnalyticsEventValues, 'visitor'> & { visitor: string | null }; raw?: { ip: string; userAgent: string; host: string } };

/** What an enquiry POST tells the analytics (the route already holds it). */
export interface EnquiryEvent {
  messageId: number;
  kind: Extract<AnalyticsEventKind, 'quote_sent' | 'contact_sent'>;
  /** The page it was sent from and its language (the form's own fields). */
  page: string | null;
  language: Language | null;
}

export class AnalyticsRecorder {
  private buffer: Pending[] = [];
  private readonly salts = new Map<string, string>();
  private saltLoading: string | null = null;
  private chain: Promise<void> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  private readonly events;
  private readonly daily;
  private readonly flushMs: number;
  private readonly dailyEveryMs: number;
  private readonly maxBuffered: number;
  readonly retentionDays: number;
  private readonly now: () => number;
  /** Views dropped because the buffer was full (the database was unreachable for long). */
  dropped = 0;

  constructor(
    db: Database,
    private readonly options: AnalyticsOptions = {},
  ) {
    this.events = analyticsEventData(db);
    this.daily = analyticsDailyData(db);
    this.flushMs = options.flushMs ?? DEFAULT_ANALYTICS_FLUSH_MS;
    this.dailyEveryMs = options.dailyEveryMs ?? 60_000;
    this.maxBuffered = options.maxBuffered ?? 100_000;
    this.retentionDays = options.retentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS;
    this.now = options.now ?? Date.now;
  }

  /** Views waiting to be written. */
  get buffered(): number {
    return this.buffer.length;
  }

  start(): void {
    this.loadSalt(pragueDay(this.now()));
    if (this.flushMs > 0) this.timers.push(setInterval(() => void this.flush(), this.flushMs).unref());
    if (this.dailyEveryMs > 0) this.timers.push(setInterval(() => void this.runDaily().catch(() => undefined), this.dailyEveryMs).unref());
  }

  /** Clean stop: no more timers, everything buffered written. */
  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.flush();
  }

  /**
   * A public page was sent (from the cache or rendered): counted when it is a GET answered 200 or 304, not a bot,
   * not a prefetch, and the visitor did not opt out. Synchronous, never throws into the request.
   */
  readonly pageView = (req: Request, status: number): void => {
    try {
      if (req.method !== 'GET' || (status !== 200 && status !== 304)) return;
      const headers = req.headers;
      if (isPrefetch(headers) || optedOut(headers)) return;
      const userAgent = headers['user-agent'];
      const device = userAgentFacts(userAgent);
      if (device === 'bot') return;
      const host = headers.host ?? '';
      const path = req.path.slice(0, MAX_ANALYTICS_TEXT);
      this.push(
        { kind: 'view', path, language: languageOfPath(path), ...refererFacts(headers.referer, host), ...utmOf(req.url), device },
        req.ip ?? req.socket.remoteAddress ?? '',
        userAgent!,
        host,
      );
    } catch (err) {
      this.options.logger?.error({ err }, 'analytics: a view could not be noted');
    }
  };

  /**
   * An enquiry was stored: its event is recorded the same cookieless way, and the enquiry remembers its visit — the
   * first view of the same visitor hash that day (written after the enquiry's own transaction). Errors are logged,
   * never raised: the enquiry is stored whatever happens here.
   */
  async enquiryReceived(req: Request, event: EnquiryEvent): Promise<void> {
    try {
      const headers = req.headers;
      if (optedOut(headers)) return;
      const userAgent = headers['user-agent'];
      const device = userAgentFacts(userAgent);
      if (device === 'bot') return;
      const at = this.now();
      const day = pragueDay(at);
      const host = headers.host ?? '';
      const salt = await this.saltFor(day);
      const visitor = visitorHash(salt, req.ip ?? req.socket.remoteAddress ?? '', userAgent!, host);
      const path = (event.page ?? '/').slice(0, MAX_ANALYTICS_TEXT);
      this.buffer.push({
        values: { day, at: new Date(at), kind: event.kind, visitor, path, language: event.language ?? languageOfPath(path), entry: false, device, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
      });
      await this.flush();
      const visit = await this.events.firstView(day, visitor);
      if (visit) await this.events.attributeEnquiry(event.messageId, visit);
    } catch (err) {
      this.options.logger?.error({ err }, 'analytics: the enquiry could not be attributed');
    }
  }

  /** Writes what is buffered (one batch after the one in progress). Failed batches go back to the buffer. */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.writeBuffered());
    return this.chain;
  }

  /** The day's rollup and purge, if no instance has done it today (the day starts DAILY_GRACE_MS after midnight). */
  runDaily(): Promise<DailyRun> {
    return this.daily.runDaily({ today: pragueDay(this.now() - DAILY_GRACE_MS), retentionDays: this.retentionDays }).catch((err: unknown) => {
      this.options.logger?.error({ err }, 'analytics: the daily rollup and purge failed (another minute, another try)');
      throw err;
    });
  }

  private push(values: Omit<Pending['values'], 'visitor' | 'day' | 'at'>, ip: string, userAgent: string, host: string): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped += 1;
      return;
    }
    const at = this.now();
    const day = pragueDay(at);
    const salt = this.salts.get(day);
    if (salt) this.buffer.push({ values: { ...values, day, at: new Date(at), visitor: visitorHash(salt, ip, userAgent, host) } });
    else {
      this.buffer.push({ values: { ...values, day, at: new Date(at), visitor: null }, raw: { ip, userAgent, host } });
      this.loadSalt(day);
    }
  }

  /** The day's salt into memory (once at a time); the salts of other days are forgotten. */
  private loadSalt(day: string): void {
    if (this.saltLoading === day) return;
    this.saltLoading = day;
    this.saltFor(day)
      .catch((err: unknown) => this.options.logger?.warn({ err }, 'analytics: the day salt could not be loaded yet'))
      .finally(() => {
        if (this.saltLoading === day) this.saltLoading = null;
      });
  }

  private async saltFor(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    const salt = await this.events.saltOf(day);
    for (const d of this.salts.keys()) if (d !== day) this.salts.delete(d);
    this.salts.set(day, salt);
    return salt;
  }

  private async writeBuffered(): Promise<void> {
    if (!this.buffer.length) return;
    const batch = this.buffer;
    this.buffer = [];
    try {
      const today = pragueDay(this.now());
      const rows: AnalyticsEventValues[] = [];
      for (const { values, raw } of batch) {
        if (values.visitor !== null) rows.push({ ...values, visitor: values.visitor });
        else if (raw) {
          // A view of a day that has ended meanwhile: its salt may be gone; a throwaway salt counts it, unlinkable.
          const salt = values.day === today ? await this.saltFor(values.day) : randomBytes(32).toString('hex');
          rows.push({ ...values, visitor: visitorHash(salt, raw.ip, raw.userAgent, raw.host) });
        }
      }
      await this.events.insertEvents(rows);
    } catch (err) {
      const room = Math.max(0, this.maxBuffered - this.buffer.length);
      this.dropped += Math.max(0, batch.length - room);
      this.buffer = [...batch.slice(0, room), ...this.buffer];
      this.options.logger?.error({ err, waiting: this.buffer.length }, 'analytics: a batch of views could not be written (kept for the next one)');
    }
  }
}
