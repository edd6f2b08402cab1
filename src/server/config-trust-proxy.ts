/** TRUST_PROXY: which proxies Express believes about X-Forwarded-* (read by the environment schema, config-env.ts). */
import { isIP } from 'node:net';

/**
 * Express's `trust proxy`: a number of proxy hops in front of the app (the last N addresses in X-Forwarded-For are
 * believed, whoever sent them — safe only when the port cannot be reached except through those proxies), or the
 * addresses of the proxies themselves (X-Forwarded-* is believed only from them).
 */
export type TrustProxy = number | string[];

/** Names Express accepts for address ranges: 127.0.0.0/8 + ::1, 169.254.0.0/16 + fe80::/10, private ranges + fc00::/7. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: unset, blank or '0' → 0 (trust no proxy); a hop count '1'…'10'; or a comma-separated list of
 * 'loopback', 'linklocal', 'uniquelocal', IP addresses and CIDR ranges ('10.0.0.0/8', 'fd00::/8').
 */
export function parseTrustProxy(text: string | undefined): { value: TrustProxy } | { error: string } {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { value: 0 };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= MAX_PROXY_HOPS
      ? { value: hops }
      : { error: `${trimmed} proxy hops is more than ${MAX_PROXY_HOPS}; give the proxies' addresses instead` };
  }
  const entries = trimmed.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (bad.length) {
    return {
      error:
        `${bad.map((b) => JSON.stringify(b)).join(', ')} ${bad.length > 1 ? 'are' : 'is'} not a hop count, 'loopback', ` +
        `'linklocal', 'uniquelocal', an IP address or a CIDR range (e.g. 1, loopback, 10.0.0.5, 10.0.0.0/8, loopback,fd00::/8)`,
    };
  }
  return { value: entries };
}

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
