/**
 * The sign-in limits (POST /api/login), counting FAILED attempts only (a refused or successful attempt counts nothing),
 * on the counters of rate-limit.ts:
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
 * The address is the client's rate-limit key (client-address.ts: IPv4, or the IPv6 /64).
 */
import type { Response } from 'express';
import type { HttpError } from '../http/errors';
import { tooManyRequests, type RateLimiter, type RateLimitRule, type RateLimitSettings } from './rate-limit';

export function loginRules(settings: RateLimitSettings, prefix = 'login') {
  return {
    accountAndIp: { name: `${prefix}:account-ip`, limit: settings.loginPerAccountAndIp, windowMs: settings.loginWindowMs },
    ip: { name: `${prefix}:ip`, limit: settings.loginPerIp, windowMs: settings.loginWindowMs },
    account: { name: `${prefix}:account`, limit: settings.loginPerAccount, windowMs: settings.loginWindowMs },
  } satisfies Record<string, RateLimitRule>;
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
