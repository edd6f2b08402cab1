import { describe, expect, it } from 'vitest';
import { deviceClass, isPrefetch, optedOut, pragueDay, refererFacts, referrerHost, userAgentFacts, utmOf, visitorHash } from './visit-facts';

describe('what a request tells the analytics', () => {
  it('device classes from a minimal reading of the user agent; bots and no user agent are bots', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe('desktop');
    expect(userAgentFacts('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe('bot');
    expect(userAgentFacts('curl/8.5.0')).toBe('bot');
    expect(userAgentFacts(undefined)).toBe('bot');
  });

  it('prefetches and opted-out visitors are recognised', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '0' })).toBe(false);
  });

  it('the referrer’s host only, none for the site itself or a non-web address', () => {
    expect(referrerHost('https://www.google.com/search?q=web', 'www.lipa.example')).toBe('google.com');
    expect(referrerHost('https://lipa.example/cenik', 'www.lipa.example')).toBeNull();
    expect(referrerHost('android-app://com.slack/', 'www.lipa.example')).toBeNull();
    expect(referrerHost('not a url', 'www.lipa.example')).toBeNull();
    expect(referrerHost(undefined, 'www.lipa.example')).toBeNull();
    expect(refererFacts('https://www.lipa.example:8443/en', 'www.lipa.example:8443')).toEqual({ referrerHost: null, entry: false });
    expect(refererFacts('https://news.example.org/a', 'www.lipa.example')).toEqual({ referrerHost: 'news.example.org', entry: true });
    expect(refererFacts(undefined, 'www.lipa.example')).toEqual({ referrerHost: null, entry: true });
    expect(refererFacts('https://user:secret@Mail.Example.COM:8080/inbox?id=1', 'www.lipa.example')).toEqual({ referrerHost: 'mail.example.com', entry: true });
  });

  it('UTM parameters, trimmed and lower-cased; none without them', () => {
    expect(utmOf('/?utm_source=Newsletter&utm_medium=%20Email&utm_campaign=Jaro-2026&x=1')).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'jaro-2026' });
    expect(utmOf('/pricing?x=1')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
    expect(utmOf('/?utm_source=')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it('the Prague day, across midnight and the daylight-saving change', () => {
    expect(pragueDay(Date.parse('2026-11-11T22:59:59Z'))).toBe('2026-11-11');
    expect(pragueDay(Date.parse('2026-11-11T23:00:00Z'))).toBe('2026-11-12');
    expect(pragueDay(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(pragueDay(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('the visitor hash depends on the salt, address, browser and host, and reveals none of them', () => {
    const h = visitorHash('salt-a', '203.0.113.7', 'Firefox', 'www.lipa.example');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt-a', '203.0.113.7', 'Firefox', 'www.lipa.example')).toBe(h);
    for (const other of [visitorHash('salt-b', '203.0.113.7', 'Firefox', 'www.lipa.example'), visitorHash('salt-a', '203.0.113.8', 'Firefox', 'www.lipa.example'), visitorHash('salt-a', '203.0.113.7', 'Chrome', 'www.lipa.example'), visitorHash('salt-a', '203.0.113.7', 'Firefox', 'lipa.example')])
      expect(other).not.toBe(h);
  });
});
