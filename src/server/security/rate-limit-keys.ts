/**
 * Rate-limit keys that name a person (issue 33; docs/privacy.md "A client's erasure"): an e-mail address is counted
 * under a keyed hash, never in clear, and an erasure deletes the counters keyed by the person's address and IPs —
 * the only other writer of rate_limits besides rate-limit.ts.
 */
import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { rateLimitAddress } from './client-address';
import { contactRule, DEFAULT_RATE_LIMITS, portalSignInRules, proposalLookupRule } from './rate-limit';

/**
 * The id an e-mail address is counted under (the portal sign-in limit per address): a keyed hash (HMAC-SHA256 with the
 * server's secret, 128 bits) of the address trimmed and lower-cased — no address is ever stored in clear in
 * rate_limits, and nobody with the database alone can test a guessed address against it (issue 33).
 */
export function addressRateLimitId(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`rate-limit-address:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

/**
 * The keys that name a person whose data is erased (issue 33; docs/privacy.md): their address's sign-in counter (and
 * the clear one rows written before addresses were hashed used), and the counters of the IP addresses they used on
 * the client's pages (portal sign-in, proposal links, the contact form).
 */
export function personalRateLimitKeys(secret: string, person: { email: string; ips: readonly string[] }): string[] {
  const sign = portalSignInRules(DEFAULT_RATE_LIMITS);
  const ipRules = [sign.ip.name, proposalLookupRule(DEFAULT_RATE_LIMITS).name, contactRule(DEFAULT_RATE_LIMITS).name];
  return [
    `${sign.address.name}:${addressRateLimitId(secret, person.email)}`,
    `${sign.address.name}:${person.email.trim().toLowerCase()}`,
    // Counted under the same key the limiters use (an IPv6 address by its /64).
    ...[...new Set(person.ips.map(rateLimitAddress))].flatMap((ip) => ipRules.map((rule) => `${rule}:${ip}`)),
  ];
}

/** Deletes rate-limit rows by key (an erasure, in its transaction); the number deleted. */
export async function deleteRateLimitKeys(db: Pick<Database, 'delete'>, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys])).returning({ key: rateLimits.key });
  return rows.length;
}
