/**
 * The environment variables the server reads, as one schema: each variable's format and default, checked once by
 * loadConfig (config.ts), which also checks the rules between variables.
 */
import { z } from 'zod';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from '@/shared/analytics';
import { DEFAULT_MEDIA_MAX_QUEUED_JOBS, DEFAULT_MEDIA_MAX_UPLOAD_MB } from '@/shared/media';
import { parseTrustProxy } from './config-trust-proxy';
import { DEFAULT_RATE_LIMITS } from './security/rate-limit';
import { DEFAULT_OUTSIDE_SERVICE_URLS } from './outside/outside-services';

/** PORT when unset. */
export const DEFAULT_PORT = 5000;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A whole number ≥ 1; unset or blank → the default. */
const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000_000).default(fallback),
  );

/** An absolute http(s) origin: scheme, host and optional port, nothing after it (a trailing / is dropped). */
const publicOrigin = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'PUBLIC_URL must be an absolute URL such as https://www.example.cz' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'PUBLIC_URL must start with https:// or http://' });
    } else if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'PUBLIC_URL must be an origin only (no path, query, fragment or credentials), e.g. https://www.example.cz' });
    }
  })
  .transform((v) => (v === undefined ? undefined : new URL(v).origin));

/** The base URL of an outside service (docs/product/czech-services.md): absolute http(s), a trailing / dropped. */
const serviceUrl = (name: string, fallback: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? fallback : v))
    .default(fallback)
    .superRefine((v, ctx) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be an absolute http(s) URL (default ${fallback})` });
        return;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: `${name} must start with https:// or http://` });
      else if (url.username || url.password || url.hash) ctx.addIssue({ code: 'custom', message: `${name} must not hold credentials or a fragment` });
    })
    .transform((v) => v.replace(/\/+$/, ''));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a whole number from 0 to 65535' })
    .int({ message: 'PORT must be a whole number from 0 to 65535' })
    .min(0, { message: 'PORT must be a whole number from 0 to 65535' })
    .max(65535, { message: 'PORT must be a whole number from 0 to 65535' })
    .default(DEFAULT_PORT),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || isPostgresUrl(v), {
    // The value itself is not repeated: it may hold a password.
    message: 'DATABASE_URL is not a valid PostgreSQL URL (expected postgres://user:password@host:5432/database)',
  }),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'SESSION_SECRET must be at least 32 characters',
  }),
  /** Which proxies to believe about X-Forwarded-*: a hop count, or the proxies' addresses (see parseTrustProxy). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
  /**
   * 'auto': cookie marked Secure when the request came over HTTPS (directly or via a trusted proxy). Default 'always'
   * in production (the cookie is then called __Host-sid), 'auto' otherwise so http://localhost signs in.
   */
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).optional(),
  /** Rate limits (src/server/security/rate-limit.ts): failed sign-ins per account+IP, per IP, per account. */
  LOGIN_RATE_LIMIT: positiveInt(DEFAULT_RATE_LIMITS.loginPerAccountAndIp),
  LOGIN_IP_RATE_LIMIT: positiveInt(DEFAULT_RATE_LIMITS.loginPerIp),
  LOGIN_ACCOUNT_RATE_LIMIT: positiveInt(DEFAULT_RATE_LIMITS.loginPerAccount),
  LOGIN_RATE_WINDOW_MINUTES: positiveInt(DEFAULT_RATE_LIMITS.loginWindowMs / 60_000),
  /** Accepted contact messages per IP per window. */
  CONTACT_RATE_LIMIT: positiveInt(DEFAULT_RATE_LIMITS.contactPerIp),
  CONTACT_RATE_WINDOW_MINUTES: positiveInt(DEFAULT_RATE_LIMITS.contactWindowMs / 60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: optionalText,
  ADMIN_EMAIL: optionalText,
  /** Turns GET /metrics on; every scrape must then send `Authorization: Bearer <METRICS_TOKEN>`. Off when unset. */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'METRICS_TOKEN must be at least 32 characters',
  }),
  /**
   * The site's public origin (https://www.example.cz): links in e-mails, canonical and hreflang links, the sitemap and
   * robots.txt use it, so no request header can change them. Required in production. Unset in development: pages use
   * each request's own origin, e-mails http://localhost:<PORT> (never a request's Host).
   */
  PUBLIC_URL: optionalText.pipe(publicOrigin),
  /** Load demo clients, projects, messages and portfolio items into a new database (default: not in production). */
  DEMO_CONTENT: z.enum(['true', 'false']).optional(),
  /**
   * Outgoing mail (enquiry notifications, auto-replies): smtp://user:password@host:587 or smtps://…:465. Unset: mail
   * stays in the outbox as "not sent: no SMTP configured", visible in the back office.
   */
  SMTP_URL: optionalText.refine((v) => v === undefined || isSmtpUrl(v), {
    // The value itself is not repeated: it may hold a password.
    message: 'SMTP_URL is not a valid SMTP URL (expected smtp://user:password@host:587 or smtps://user:password@host:465)',
  }),
  /**
   * Enquiries sent sooner than this after the form was shown are judged spam (default 3). Browser tests that fill
   * forms in milliseconds set 0.
   */
  ENQUIRY_MIN_FILL_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ message: 'ENQUIRY_MIN_FILL_SECONDS must be a whole number of seconds from 0 to 600' }).int({ message: 'ENQUIRY_MIN_FILL_SECONDS must be a whole number of seconds from 0 to 600' }).min(0, { message: 'ENQUIRY_MIN_FILL_SECONDS must be a whole number of seconds from 0 to 600' }).max(600, { message: 'ENQUIRY_MIN_FILL_SECONDS must be a whole number of seconds from 0 to 600' }).optional(),
  ),
  /** Days raw analytics events are kept (default 90); the daily rollups are kept for ever (decision 026). */
  ANALYTICS_RETENTION_DAYS: positiveInt(DEFAULT_ANALYTICS_RETENTION_DAYS),
  /** Seconds between the batches of page views written (default 5): what a kill -9 may lose at most. */
  ANALYTICS_FLUSH_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ message: 'ANALYTICS_FLUSH_SECONDS must be a whole number of seconds from 1 to 300' }).int({ message: 'ANALYTICS_FLUSH_SECONDS must be a whole number of seconds from 1 to 300' }).min(1, { message: 'ANALYTICS_FLUSH_SECONDS must be a whole number of seconds from 1 to 300' }).max(300, { message: 'ANALYTICS_FLUSH_SECONDS must be a whole number of seconds from 1 to 300' }).default(5),
  ),
  /** Largest image staff may upload to the media library, in MB (default 15). */
  MEDIA_MAX_UPLOAD_MB: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ message: 'MEDIA_MAX_UPLOAD_MB must be a number of MB from 0.01 to 200' }).min(0.01, { message: 'MEDIA_MAX_UPLOAD_MB must be a number of MB from 0.01 to 200' }).max(200, { message: 'MEDIA_MAX_UPLOAD_MB must be a number of MB from 0.01 to 200' }).default(DEFAULT_MEDIA_MAX_UPLOAD_MB),
  ),
  /**
   * Cap on the bytes of all media uploads in flight — being received, waiting for the image worker or processed — in
   * MB (default 64, or MEDIA_MAX_UPLOAD_MB if that is more; never less than it). Past it an upload is refused with
   * 503 + Retry-After, unread.
   */
  MEDIA_MAX_IN_FLIGHT_MB: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ message: 'MEDIA_MAX_IN_FLIGHT_MB must be a number of MB from 0.01 to 10000' }).min(0.01, { message: 'MEDIA_MAX_IN_FLIGHT_MB must be a number of MB from 0.01 to 10000' }).max(10_000, { message: 'MEDIA_MAX_IN_FLIGHT_MB must be a number of MB from 0.01 to 10000' }).optional(),
  ),
  /** Uploads that may wait for the image worker (default 8); one more is refused with 503 + Retry-After. */
  MEDIA_MAX_QUEUED_JOBS: positiveInt(DEFAULT_MEDIA_MAX_QUEUED_JOBS),
  /** Czech and EU public services (docs/product/czech-services.md): base URLs, the real services by default. */
  ARES_URL: serviceUrl('ARES_URL', DEFAULT_OUTSIDE_SERVICE_URLS.ares),
  VIES_URL: serviceUrl('VIES_URL', DEFAULT_OUTSIDE_SERVICE_URLS.vies),
  CNB_RATES_URL: serviceUrl('CNB_RATES_URL', DEFAULT_OUTSIDE_SERVICE_URLS.cnbRates),
  FIO_API_URL: serviceUrl('FIO_API_URL', DEFAULT_OUTSIDE_SERVICE_URLS.fioApi),
  /** The sender address of outgoing mail, e.g. "Lipa Digital <web@example.cz>"; required with SMTP_URL. */
  MAIL_FROM: optionalText,
  /** Who gets enquiry notifications (comma-separated addresses). Unset: every admin's e-mail address. */
  NOTIFY_TO: optionalText.refine((v) => v === undefined || parseAddressList(v) !== null, {
    message: 'NOTIFY_TO must be one or more e-mail addresses separated by commas',
  }),
});

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** "a@x.cz, b@y.cz" → the addresses; null when any is not an e-mail address. */
export function parseAddressList(text: string): string[] | null {
  const list = text.split(',').map((a) => a.trim()).filter((a) => a !== '');
  const valid = list.length > 0 && list.every((a) => z.email().safeParse(a).success);
  return valid ? list : null;
}

/** postgres:// or postgresql:// with a host (or a socket folder in ?host=) and a database name. */
function isPostgresUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return false;
  return url.hostname !== '' || url.searchParams.has('host');
}
