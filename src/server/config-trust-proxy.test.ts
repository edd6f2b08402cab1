import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { trustProxyWarning } from './startup-warnings';

const trustProxyOf = (value: string | undefined) =>
  loadConfig({ SESSION_SECRET: 'x'.repeat(40), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

describe('TRUST_PROXY', () => {
  it('a hop count, 0 when unset or blank', () => {
    expect(trustProxyOf(undefined)).toBe(0);
    expect(trustProxyOf('')).toBe(0);
    expect(trustProxyOf(' 0 ')).toBe(0);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
  });

  it("the proxies' addresses: loopback, linklocal, uniquelocal, IP addresses and CIDR ranges, comma-separated", () => {
    expect(trustProxyOf('loopback')).toEqual(['loopback']);
    expect(trustProxyOf('Loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.5,::1,uniquelocal,linklocal')).toEqual([
      'loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.5', '::1', 'uniquelocal', 'linklocal',
    ]);
  });

  it('every accepted form is one Express accepts', () => {
    for (const text of ['0', '1', 'loopback', 'loopback,10.0.0.0/8,fd00::/8,192.168.1.5,::1', 'uniquelocal', '10.1.2.3/32']) {
      expect(() => express().set('trust proxy', trustProxyOf(text)), text).not.toThrow();
    }
  });

  it.each(['true', 'yes', '11', '-1', '1.5', '10.0.0.0/33', 'fd00::/129', '300.1.1.1', 'loopback,', 'loopback;10.0.0.1', '10.0.0.1/8/1', '10.0.0.0/x', 'proxy.example.cz'])(
    'refuses %j with a message naming the variable and the value',
    (text) => {
      expect(() => trustProxyOf(text)).toThrow(ConfigError);
      expect(() => trustProxyOf(text)).toThrow(/TRUST_PROXY: .*(hop|not a hop count)/);
    },
  );

  it('names only the entries it does not understand', () => {
    expect(() => trustProxyOf('loopback, 10.0.0.0/40, nginx')).toThrow(/"10\.0\.0\.0\/40", "nginx" are not a hop count/);
  });
});

// Issue 19, item 11: a hop count believes any client's X-Forwarded-For; on every interface that is a forged address.
describe('the start-up warning about TRUST_PROXY', () => {
  it('is given for a hop count while listening on every interface (HOST unset, 0.0.0.0 or ::)', () => {
    for (const host of [undefined, '0.0.0.0', '::']) {
      expect(trustProxyWarning({ trustProxy: 1, host }), String(host)).toMatch(/^TRUST_PROXY=1 trusts X-Forwarded-For from any client, and HOST=(0\.0\.0\.0|::) /);
    }
    expect(trustProxyWarning({ trustProxy: 2, host: '0.0.0.0' })).toContain('docs/deploy.md');
  });

  it('is not given for no proxy, for named proxies, or for a hop count on a bound interface', () => {
    expect(trustProxyWarning({ trustProxy: 0, host: '0.0.0.0' })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: ['loopback'], host: '0.0.0.0' })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: 1, host: '127.0.0.1' })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: 1, host: '10.0.0.5' })).toBeUndefined();
  });
});
