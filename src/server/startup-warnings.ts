/**
 * Warnings the server logs at start (src/server/main.ts) about settings or data that work but are risky.
 */
import { isAllowedUsername, normaliseUsername } from '@/shared/schemas/auth';
import type { Config } from './config';
import type { Database } from './db/database';
import { listUsers } from './data/accounts/users';

/** Interfaces that accept connections from anywhere. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '::0']);

/**
 * TRUST_PROXY as a hop count believes X-Forwarded-For from whoever connects; listening on every interface, a client
 * that reaches the port directly then picks its own address and escapes the per-IP limits (sign-in, contact form).
 */
export function trustProxyWarning(config: Pick<Config, 'trustProxy' | 'host'>): string | undefined {
  if (typeof config.trustProxy !== 'number' || config.trustProxy === 0) return undefined;
  const host = config.host ?? '0.0.0.0';
  if (!EVERY_INTERFACE.has(host)) return undefined;
  return (
    `TRUST_PROXY=${config.trustProxy} trusts X-Forwarded-For from any client, and HOST=${host} lets clients reach this port ` +
    'directly: they can forge their address and escape the sign-in and contact limits. Set TRUST_PROXY to the ' +
    "proxy's address (e.g. loopback or 10.0.0.0/8), or bind HOST to the proxy's network, or firewall the port " +
    '(docs/deploy.md, "Which proxy to trust").'
  );
}

/**
 * Usernames that break the rules (src/shared/schemas/auth.ts) — left as they were by migration 0009 because they
 * are not allowed even after NFKC, or because their normalised form clashes with another user's. One line each.
 */
export async function usernameWarnings(db: Database): Promise<string[]> {
  const rows = (await listUsers(db, 'id')).map(({ id, username }) => ({ id, username }));
  const byKey = new Map<string, { id: number; username: string }[]>();
  for (const row of rows) {
    const key = normaliseUsername(row.username).toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const warnings: string[] = [];
  for (const row of rows) {
    const others = byKey.get(normaliseUsername(row.username).toLowerCase())!.filter((o) => o.id !== row.id);
    if (isAllowedUsername(row.username) && others.length === 0) continue;
    const why = others.length
      ? `looks the same as ${others.map((o) => `${JSON.stringify(o.username)} (id ${o.id})`).join(', ')} once normalised`
      : 'uses characters outside letters a–z, digits, ".", "_" and "-"';
    warnings.push(
      `username ${JSON.stringify(row.username)} (id ${row.id}) is not allowed: it ${why}. It still signs in; rename it: ` +
        `UPDATE users SET username = 'new-name' WHERE id = ${row.id};`,
    );
  }
  return warnings;
}
