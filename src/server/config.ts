/** Configuration: read from the environment and validated once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MEDIA_MAX_IN_FLIGHT_MB, DEFAULT_MEDIA_MAX_QUEUED_JOBS, DEFAULT_MEDIA_MAX_UPLOAD_MB } from '@/shared/media';
import { usernameSchema } from '@/shared/schemas/auth';
import { makeFolder } from './runtime/make-folder';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './security/rate-limit';
import { isIP } from 'node:net';

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

const envSchema = z.object({
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

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  trustProxy: TrustProxy;
  cookieSecure: 'auto' | 'always' | 'never';
  rateLimits: RateLimitSettings;
  logLevel: string;
  initialAdmin: { username: string; password: string; name: string; email: string } | null;
  demoContent: boolean;
  /** Set: GET /metrics answers scrapes that send it as a bearer token. Unset: no /metrics. */
  metricsToken: string | undefined;
  /** PUBLIC_URL as an origin (no trailing slash), or undefined (not in production): pages use each request's origin. */
  publicUrl: string | undefined;
  /** The origin of every link in an e-mail: PUBLIC_URL, or http://localhost:<PORT> in development (mailLinkOrigin). */
  mailOrigin: string;
  mail: MailConfig;
  /** The minimum fill time of the public enquiry forms (ms); undefined: the default (src/server/mail/form-token.ts). */
  enquiryMinFillMs: number | undefined;
  /** Upload limit of the media library in MB (MEDIA_MAX_UPLOAD_MB, default 15). */
  mediaMaxUploadMb: number;
  /** Cap on the bytes of media uploads in flight, MB (MEDIA_MAX_IN_FLIGHT_MB, default 64). */
  mediaMaxInFlightMb: number;
  /** Uploads that may wait for the image worker (MEDIA_MAX_QUEUED_JOBS, default 8). */
  mediaMaxQueuedJobs: number;
}

/** Outgoing mail settings (src/server/mail). */
export interface MailConfig {
  /** Unset: nothing is sent; mail stays in the outbox as not_configured. */
  smtpUrl: string | undefined;
  from: string | undefined;
  /** Unset: the admins' e-mail addresses, looked up when a notification is queued. */
  notifyTo: string[] | undefined;
}

export class ConfigError extends Error {}

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

/** Reads and checks the environment. Generates the session secret for local use, never in production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // The embedded database and the generated session secret live there: check it can be written before anything opens.
  if (!e.DATABASE_URL || !e.SESSION_SECRET) checkDataDir(dataDir);

  let sessionSecret = e.SESSION_SECRET;
  if (!sessionSecret) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
    }
    sessionSecret = readOrCreateLocalSecret(dataDir);
  }

  let initialAdmin: Config['initialAdmin'] = null;
  if (e.ADMIN_USERNAME || e.ADMIN_PASSWORD) {
    if (!e.ADMIN_USERNAME || !e.ADMIN_PASSWORD) {
      throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together.');
    }
    if (e.ADMIN_PASSWORD.length < 6) {
      throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters.');
    }
    const username = usernameSchema.safeParse(e.ADMIN_USERNAME);
    if (!username.success) throw new ConfigError(`ADMIN_USERNAME: ${username.error.issues[0]?.message ?? 'not a valid username'}.`);
    initialAdmin = {
      username: username.data,
      password: e.ADMIN_PASSWORD,
      name: e.ADMIN_NAME ?? username.data,
      email: e.ADMIN_EMAIL ?? `${username.data}@admin.invalid`,
    };
  }

  if (e.MEDIA_MAX_IN_FLIGHT_MB !== undefined && e.MEDIA_MAX_IN_FLIGHT_MB < e.MEDIA_MAX_UPLOAD_MB) {
    throw new ConfigError(`Invalid configuration:\n  MEDIA_MAX_IN_FLIGHT_MB: ${e.MEDIA_MAX_IN_FLIGHT_MB} is less than MEDIA_MAX_UPLOAD_MB (${e.MEDIA_MAX_UPLOAD_MB}): no upload of the largest size could ever be accepted`);
  }

  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production: the site's public origin (e.g. https://www.example.cz), which links in e-mails, canonical links and the sitemap are built from.",
    );
  }

  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: required when SMTP_URL is set (the sender address, e.g. "Agency <web@example.cz>")');
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? (e.NODE_ENV === 'production' ? 'always' : 'auto'),
    rateLimits: {
      loginPerAccountAndIp: e.LOGIN_RATE_LIMIT,
      loginPerIp: e.LOGIN_IP_RATE_LIMIT,
      loginPerAccount: e.LOGIN_ACCOUNT_RATE_LIMIT,
      loginWindowMs: e.LOGIN_RATE_WINDOW_MINUTES * 60_000,
      contactPerIp: e.CONTACT_RATE_LIMIT,
      contactWindowMs: e.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    },
    logLevel: e.LOG_LEVEL,
    initialAdmin,
    demoContent: e.DEMO_CONTENT ? e.DEMO_CONTENT === 'true' : e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    mailOrigin: mailLinkOrigin(e.PUBLIC_URL, e.PORT),
    mediaMaxUploadMb: e.MEDIA_MAX_UPLOAD_MB,
    mediaMaxInFlightMb: e.MEDIA_MAX_IN_FLIGHT_MB ?? Math.max(DEFAULT_MEDIA_MAX_IN_FLIGHT_MB, e.MEDIA_MAX_UPLOAD_MB),
    mediaMaxQueuedJobs: e.MEDIA_MAX_QUEUED_JOBS,
    enquiryMinFillMs: e.ENQUIRY_MIN_FILL_SECONDS === undefined ? undefined : e.ENQUIRY_MIN_FILL_SECONDS * 1000,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      notifyTo: e.NOTIFY_TO ? (parseAddressList(e.NOTIFY_TO) ?? undefined) : undefined,
    },
  };
}

/**
 * Where links in e-mails point (issue 19): PUBLIC_URL; without it (development only) this machine's own address on
 * PORT. Never a request's Host header, which any client can set.
 */
export function mailLinkOrigin(publicUrl: string | undefined, port: number = DEFAULT_PORT): string {
  return publicUrl ?? `http://localhost:${port}`;
}

/** DATA_DIR must be a folder this process can create and write; a clear ConfigError otherwise. */
export function checkDataDir(dataDir: string): void {
  const fail = (what: string, err: unknown) => {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(`Invalid configuration:\n  DATA_DIR: ${dataDir} ${what} (${code}); set DATA_DIR to a folder this user can write`);
  };
  try {
    makeFolder(dataDir);
  } catch (err) {
    fail('cannot be created', err);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (err) {
    fail('is not writable', err);
  }
}

function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
