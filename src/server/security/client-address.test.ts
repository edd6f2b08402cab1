/** The rate-limit key of a client's address (issue 33, item 15): IPv4 as is, IPv6 by its /64, mapped IPv4 as IPv4. */
import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address', () => {
    expect(rateLimitAddress('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys every spelling of one IPv6 /64 the same', () => {
    const key = '2001:db8:0:1::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1::ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:db8::1:0:0:0:42',
      '2001:db8:0:1:abcd:ef01:2345:6789',
      '[2001:db8:0:1::1]',
      '2001:db8:0:1::1%eth0',
      '2001:db8:0:1::192.0.2.1',
    ])
      expect(rateLimitAddress(spelling), spelling).toBe(key);
  });

  it('keys another /64 apart', () => {
    expect(rateLimitAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address, however it is written', () => {
    for (const spelling of ['::ffff:192.0.2.1', '::FFFF:192.0.2.1', '0:0:0:0:0:ffff:c000:201', '::ffff:c000:0201', '0000:0000:0000:0000:0000:ffff:192.0.2.1'])
      expect(rateLimitAddress(spelling), spelling).toBe('192.0.2.1');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
