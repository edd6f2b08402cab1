/**
 * The one key every per-address rate limit counts a client under (issue 33, item 15). An IPv4 address is itself; an
 * IPv6 address is its /64 network — one subscriber, one home or one server is normally given a whole /64, so keying
 * the full address would let one client take 2^64 fresh counters. An IPv4 address written as IPv6 (IPv4-mapped,
 * `::ffff:192.0.2.1`, as a dual-stack socket reports it) is the IPv4 address. The address is the client's as Express
 * reads it behind the proxies TRUST_PROXY names (`req.ip`).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The rate-limit key of an address: 'a.b.c.d' for IPv4 (mapped or not), 'xxxx:xxxx:xxxx:xxxx::/64' for IPv6. */
export function rateLimitAddress(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return bare;
  // A zone (fe80::1%eth0) names the local interface, not another client.
  const unzoned = bare.replace(/%.*$/, '');
  if (!isIPv6(unzoned)) return bare;
  const groups = ipv6Groups(unzoned.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The requester's rate-limit key (rateLimitAddress of the client's address, behind TRUST_PROXY trusted proxies). */
export function rateLimitClient(req: Request): string {
  return rateLimitAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, a trailing dotted IPv4 part read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const front = part(head);
  if (tail === undefined) return front;
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
