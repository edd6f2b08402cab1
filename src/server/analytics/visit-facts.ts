/**
 * What a request tells the analytics, as pure functions (decision 026): whether it is counted at all (bots,
 * prefetches, Do Not Track / Global Privacy Control), the device class, the referrer's host, the UTM parameters, the
 * Prague day, and the visitor hash. Nothing here keeps the IP address or the user agent.
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { MAX_ANALYTICS_TEXT, type DeviceClass } from '@/shared/analytics';
import { officeDay } from '@/shared/dates';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** A browser's speculative load (link prefetch, Speculation Rules): not a view. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = header(headers, 'sec-purpose') ?? header(headers, 'purpose') ?? header(headers, 'x-purpose') ?? header(headers, 'x-moz');
  return purpose !== undefined && /prefetch|prerender|preview/i.test(purpose);
}

/** The visitor asked not to be tracked: `DNT: 1` or `Sec-GPC: 1` (docs/privacy.md). */
export function optedOut(headers: Headers): boolean {
  return header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1';
}

/** What the user agent says, remembered for the last few thousand user agents (they repeat): bot or a device class. */
const uaFacts = new Map<string, DeviceClass | 'bot'>();
const UA_FACTS_MAX = 2000;

/** 'bot' (isbot, or no user agent at all), else the device class: a minimal reading, never the full string stored. */
export function userAgentFacts(userAgent: string | undefined): DeviceClass | 'bot' {
  if (!userAgent) return 'bot';
  const known = uaFacts.get(userAgent);
  if (known) return known;
  const facts: DeviceClass | 'bot' = isbot(userAgent) ? 'bot' : deviceClass(userAgent);
  if (uaFacts.size >= UA_FACTS_MAX) uaFacts.clear();
  uaFacts.set(userAgent, facts);
  return facts;
}

/** Tablet (iPad, Android without "Mobile", tablets by name), mobile (phones), else desktop. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export interface RefererFacts {
  /** The referrer's host (lower case, no port, no "www."); null without one, or when it is the site itself. */
  referrerHost: string | null;
  /** The view enters the site: its referrer is not a page of the site (or there is none). */
  entry: boolean;
}

const bareHost = (h: string) => h.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');

/** scheme://host[:port] at the start of an http(s) address: the host, read without building a URL (this runs per view). */
const HTTP_HOST = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i;

/** What the Referer header says: the referrer's host only, and whether the view enters the site. */
export function refererFacts(referer: string | undefined, siteHost: string): RefererFacts {
  const host = referer ? HTTP_HOST.exec(referer)?.[1] : undefined;
  if (!host) return { referrerHost: null, entry: true };
  const bare = bareHost(host);
  if (bare === bareHost(siteHost)) return { referrerHost: null, entry: false };
  return { referrerHost: bare.slice(0, MAX_ANALYTICS_TEXT) || null, entry: true };
}

/** The referrer's host, or null (refererFacts). */
export function referrerHost(referer: string | undefined, siteHost: string): string | null {
  return refererFacts(referer, siteHost).referrerHost;
}

export interface Utm {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const NO_UTM: Utm = { utmSource: null, utmMedium: null, utmCampaign: null };

/** utm_source, utm_medium, utm_campaign of a request URL (trimmed, lower-cased, cut), null when absent. */
export function utmOf(url: string): Utm {
  const q = url.indexOf('?');
  if (q < 0 || !url.includes('utm_', q)) return NO_UTM;
  const params = new URLSearchParams(url.slice(q + 1));
  const value = (name: string) => {
    const v = params.get(name)?.trim().toLowerCase().slice(0, MAX_ANALYTICS_TEXT);
    return v ? v : null;
  };
  return { utmSource: value('utm_source'), utmMedium: value('utm_medium'), utmCampaign: value('utm_campaign') };
}

let cachedMinute = -1;
let cachedDay = '';

/**
 * The Prague calendar day of a moment, YYYY-MM-DD. Prague's offset is a whole number of hours, so a day never changes
 * within a minute: the answer is reused for the minute (no Intl call per request).
 */
export function pragueDay(ms: number): string {
  const minute = Math.floor(ms / 60_000);
  if (minute !== cachedMinute) {
    cachedDay = officeDay(ms);
    cachedMinute = minute;
  }
  return cachedDay;
}

/** The visitor of a day: a hash of the day's secret salt, the IP address, the user agent and the site's host (128 bits). */
export function visitorHash(salt: string, ip: string, userAgent: string, host: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}\n${host}`).digest('hex').slice(0, 32);
}
