/**
 * Rate limits with their counters in the database (table rate_limits), so every instance behind a load balancer and
 * every restart sees the same numbers. Fixed windows: a key's window starts at its first hit and lasts `windowMs`;
 * hits are counted by atomic upserts (insert, or add the hits — or start a new window when the old one is over);
 * hits arriving together share one upsert (group commit).
 *
 * Sign-in (POST /api/login), counting FAILED attempts only (a refused or successful attempt counts nothing):
 *   - per account and IP:  10 failures / 15 min  → that IP may not try that account until the window ends;
 *   - per IP:              50 failures / 15 min  → that IP may not try any account (one IP spraying many usernames);
 *   - per account, all IPs: 100 failures / 15 min → nobody may try that account (a distributed guessing attack).
 * Why not simply "10 per account": then anyone could lock the real admin out from one IP. Here an attacker on one IP
 * only ever blocks its own (account, IP) pair — attempts refused with 429 are not counted, so it cannot push the
 * all-IPs counter past its own 10 — and locking the account for everyone takes at least 10 attacking IPs, for at
 * most one window. A successful sign-in clears its (account, IP) counter. The second step of two-factor sign-in (the
 * code) is counted on the same keys: a wrong code is a failed attempt, and only a right code clears the counter.
 *
 * Once signed in (issue 19): every code and password check — two-factor confirm and turn-off, new recovery codes,
 * change-password — on the same three limits and window, counted on keys of their own ('account-check:…', the
 * account being the signed-in user's id): a wrong answer counts, a right one clears its (account, IP) counter.
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

export function loginRules(settings: RateLimitSettings, prefix = 'login') {
  return {
    accountAndIp: { name: `${prefix}:account-ip`, limit: settings.loginPerAccountAndIp, windowMs: settings.loginWindowMs },
    ip: { name: `${prefix}:ip`, limit: settings.loginPerIp, windowMs: settings.loginWindowMs },
    account: { name: `${prefix}:account`, limit: settings.loginPerAccount, windowMs: settings.loginWindowMs },
  } satisfies Record<string, RateLimitRule>;
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

/**
 * How a sign-in attempt ended: false (a failure: it counts), true (signed in: this pair's failures are cleared), or
 * 'password-verified' (the password was right and the two-factor code is asked next: counts nothing, clears nothing).
 */
export type LoginOutcome = boolean | 'password-verified';

/**
 * The sign-in limiter. `attempt` counts the attempt on all three keys before the password is checked (so parallel
 * guesses cannot slip past the limit); the caller then reports the outcome.
 *
 * The same limiter, with its own counters (key prefix 'account-check') and the same numbers, guards every code and
 * password check of a signed-in user (`accountCheckRateLimit`): 2FA confirm and disable, new recovery codes,
 * change-password. The account there is the user's id, so a hijacked session cannot guess codes faster than a
 * sign-in could.
 */
export class LoginRateLimit {
  private readonly rules;

  constructor(
    private readonly limiter: RateLimiter,
    settings: RateLimitSettings,
    private readonly kind: { prefix: string; refusal: string } = { prefix: 'login', refusal: 'Too many failed sign-in attempts' },
  ) {
    this.rules = loginRules(settings, kind.prefix);
  }

  /** Usernames are compared case-insensitively here, so 'Admin' and 'admin' share their counters. */
  private ids(username: string, ip: string) {
    const account = username.trim().toLowerCase();
    return { accountAndIp: `${account}|${ip}`, ip, account };
  }

  /**
   * Counts the attempt. Over any limit: the attempt is taken back (a refused attempt never counts) and the 429 is
   * returned for the caller to throw. Otherwise a function to call once the outcome is known.
   */
  async attempt(
    res: Response,
    username: string,
    ip: string,
  ): Promise<{ refused: HttpError } | { done: (outcome: LoginOutcome) => Promise<void> }> {
    const ids = this.ids(username, ip);
    const hits = await Promise.all([
      this.limiter.hit(this.rules.accountAndIp, ids.accountAndIp),
      this.limiter.hit(this.rules.ip, ids.ip),
      this.limiter.hit(this.rules.account, ids.account),
    ]);
    const limited = hits.filter((h) => h.limited);
    if (limited.length) {
      await Promise.all(hits.map((h) => this.limiter.undo(h)));
      const minutes = Math.ceil(Math.max(...limited.map((h) => h.retryAfterSeconds)) / 60);
      return { refused: tooManyRequests(res, limited, `${this.kind.refusal}. Try again in ${minutes} min.`) };
    }
    return {
      done: async (outcome) => {
        if (outcome === false) return;
        if (outcome === 'password-verified') {
          // The password was right but a two-factor code is still to come: this attempt is not a failure, and the
          // failures so far stay (a right password must not buy fresh guesses at the code).
          await Promise.all(hits.map((h) => this.limiter.undo(h)));
          return;
        }
        // A success is not a failure: take it back, and clear this pair's failures.
        await Promise.all([
          this.limiter.reset(this.rules.accountAndIp, ids.accountAndIp),
          this.limiter.undo(hits[1]!),
          this.limiter.undo(hits[2]!),
        ]);
      },
    };
  }
}

/** The limiter of code and password checks once signed in: the sign-in numbers, counters of their own. */
export function accountCheckRateLimit(limiter: RateLimiter, settings: RateLimitSettings): LoginRateLimit {
  return new LoginRateLimit(limiter, settings, { prefix: 'account-check', refusal: 'Too many wrong codes or passwords' });
}
