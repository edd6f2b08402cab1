/**
 * Rate limits with their counters in the database (table rate_limits), so every instance behind a load balancer and
 * every restart sees the same numbers. Fixed windows: a key's window starts at its first hit and lasts `windowMs`;
 * hits are counted by atomic upserts (insert, or add the hits — or start a new window when the old one is over);
 * hits arriving together share one upsert (group commit).
 *
 * Per-address limits count a client by rateLimitClient (client-address.ts): an IPv4 address, or an IPv6 /64.
 *
 * Sign-in and the checks of a signed-in user's codes and passwords: rate-limit-login.ts.
 *
 * Contact form (POST /api/contact): 5 accepted messages per IP per 10 minutes.
 *
 * All numbers are configurable (LOGIN_RATE_LIMIT, LOGIN_IP_RATE_LIMIT, LOGIN_ACCOUNT_RATE_LIMIT,
 * LOGIN_RATE_WINDOW_MINUTES, CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MINUTES; see src/server/config.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Response } from 'express';
import { PORTAL_MESSAGE_LIMITS, PORTAL_SIGN_IN_LIMITS } from '@/shared/portal';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { writeBatch } from '../data/write-batch';
import { HttpError } from '../http/errors';

export interface RateLimitSettings {
  /** Failed sign-ins per (account, IP) pair per window. */
  loginPerAccountAndIp: number;
  /** Failed sign-ins per IP (any account) per window. */
  loginPerIp: number;
  /** Failed sign-ins per account from all IPs together per window. */
  loginPerAccount: number;
  loginWindowMs: number;
  /** Accepted contact messages per IP per window. */
  contactPerIp: number;
  contactWindowMs: number;
  /** Proposal link lookups (page views and answers) per IP per window (docs/product/proposals.md#abuse). */
  proposalPerIp?: number;
  proposalWindowMs?: number;
  /** Portal sign-in link requests per e-mail address / per IP per window (default PORTAL_SIGN_IN_LIMITS; issue 25). */
  portalSignInPerAddress?: number;
  portalSignInPerIp?: number;
  portalSignInWindowMs?: number;
}

const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccountAndIp: 10,
  loginPerIp: 50,
  loginPerAccount: 100,
  loginWindowMs: 15 * MINUTE,
  contactPerIp: 5,
  contactWindowMs: 10 * MINUTE,
};

export interface RateLimitRule {
  /** Key prefix, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitHit {
  rule: RateLimitRule;
  key: string;
  /** Hits in the current window, this one included. */
  count: number;
  windowStart: Date;
  /** True when this hit went over the limit. */
  limited: boolean;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

interface PendingHit {
  key: string;
  now: number;
}
interface CountedHit {
  count: number;
  windowStart: Date;
}

/** Windows older than this are deleted (longer than any window in use). */
const KEEP_ROWS_MS = 24 * 60 * MINUTE;
/** How often one instance deletes old rows. */
const CLEANUP_EVERY_MS = 10 * MINUTE;

export class RateLimiter {
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** One group-commit writer per rule (the window length is part of the statement). */
  private readonly writers = new Map<string, (hit: PendingHit) => Promise<CountedHit>>();

  /**
   * Counts one hit atomically and says whether it is over the limit. Hits arriving together (a burst of contact
   * messages) are counted by one statement: each key's row gets `count + n`, and the n hits get the n counts in turn
   * — the same numbers n separate upserts would give, for one round trip (src/server/data/write-batch.ts).
   */
  async hit(rule: RateLimitRule, id: string): Promise<RateLimitHit> {
    await this.cleanupNowAndThen();
    const key = `${rule.name}:${id}`;
    const now = this.now();
    const { count, windowStart } = await this.writerFor(rule)({ key, now });
    return {
      rule,
      key,
      count,
      windowStart,
      limited: count > rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000)),
    };
  }

  private writerFor(rule: RateLimitRule): (hit: PendingHit) => Promise<CountedHit> {
    const name = `${rule.name}/${rule.windowMs}`;
    let writer = this.writers.get(name);
    if (!writer) {
      writer = writeBatch((hits: PendingHit[]) => this.countHits(rule, hits));
      this.writers.set(name, writer);
    }
    return writer;
  }

  /** One upsert for a batch of hits of one rule; returns each hit's count, in the order given. */
  private async countHits(rule: RateLimitRule, hits: PendingHit[]): Promise<CountedHit[]> {
    const perKey = new Map<string, number>();
    for (const { key } of hits) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    const now = Math.max(...hits.map((h) => h.now));
    const windowOverBefore = new Date(now - rule.windowMs).toISOString();
    const expired = sql`${rateLimits.windowStart} <= ${windowOverBefore}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values([...perKey].map(([key, n]) => ({ key, windowStart: new Date(now), count: n })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
          windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart });
    const counted = new Map(rows.map((r) => [r.key, r]));
    // The hits of one key get the counts up to the row's new count, in arrival order.
    const seen = new Map<string, number>();
    return hits.map(({ key }) => {
      const row = counted.get(key);
      const n = perKey.get(key)!;
      const i = seen.get(key) ?? 0;
      seen.set(key, i + 1);
      return { count: (row?.count ?? n) - (n - 1 - i), windowStart: row?.windowStart ?? new Date(now) };
    });
  }

  /** Takes a hit back (same window only): for attempts that turn out not to count. */
  async undo(hit: RateLimitHit): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowStart, hit.windowStart)));
  }

  /** Forgets a key entirely. */
  async reset(rule: RateLimitRule, id: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, `${rule.name}:${id}`));
  }

  private async cleanupNowAndThen(): Promise<void> {
    const now = this.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - KEEP_ROWS_MS)));
  }
}

/** 429 with Retry-After (seconds) for the hit that waits longest. */
export function tooManyRequests(res: Response, hits: readonly RateLimitHit[], message: string): HttpError {
  const seconds = Math.max(1, ...hits.map((h) => h.retryAfterSeconds));
  res.setHeader('Retry-After', String(seconds));
  return new HttpError(429, message);
}

/** Proposal links: 60 lookups per IP per 10 minutes unless set. */
export function proposalLookupRule(settings: RateLimitSettings): RateLimitRule {
  return { name: 'proposal:ip', limit: settings.proposalPerIp ?? 60, windowMs: settings.proposalWindowMs ?? 10 * MINUTE };
}

/**
 * Portal sign-in link requests (issue 25): per e-mail address (its keyed hash, rate-limit-keys.ts — whether or not it
 * is a client's: the count says nothing about the address) and per IP, PORTAL_SIGN_IN_LIMITS unless set.
 */
export function portalSignInRules(settings: RateLimitSettings) {
  const windowMs = settings.portalSignInWindowMs ?? PORTAL_SIGN_IN_LIMITS.windowMs;
  return {
    address: { name: 'portal-sign-in:address', limit: settings.portalSignInPerAddress ?? PORTAL_SIGN_IN_LIMITS.perAddress, windowMs },
    ip: { name: 'portal-sign-in:ip', limit: settings.portalSignInPerIp ?? PORTAL_SIGN_IN_LIMITS.perIp, windowMs },
  } satisfies Record<string, RateLimitRule>;
}

export function contactRule(settings: RateLimitSettings): RateLimitRule {
  return { name: 'contact:ip', limit: settings.contactPerIp, windowMs: settings.contactWindowMs };
}

/** Messages a client sends from the portal: per client (not per IP: the client is known), PORTAL_MESSAGE_LIMITS. */
export function portalMessageRule(): RateLimitRule {
  return { name: 'portal-message:client', limit: PORTAL_MESSAGE_LIMITS.perClient, windowMs: PORTAL_MESSAGE_LIMITS.windowMs };
}
