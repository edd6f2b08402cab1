/** Configuration: read from the environment (its schema: config-env.ts) and validated once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MEDIA_MAX_IN_FLIGHT_MB } from '@/shared/media';
import { usernameSchema } from '@/shared/schemas/auth';
import { DEFAULT_PORT, envSchema, parseAddressList } from './config-env';
import type { TrustProxy } from './config-trust-proxy';
import { makeFolder } from './runtime/make-folder';
import type { RateLimitSettings } from './security/rate-limit';
import type { OutsideServiceUrls } from './outside/outside-services';

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
  /** Cookieless analytics (decision 026): raw events kept (days), batches written every flushMs. */
  analytics: { retentionDays: number; flushMs: number };
  /** ARES, VIES, ČNB rates and the Fio API: base URLs (ARES_URL, VIES_URL, CNB_RATES_URL, FIO_API_URL). */
  outsideServices: OutsideServiceUrls;
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
    analytics: { retentionDays: e.ANALYTICS_RETENTION_DAYS, flushMs: e.ANALYTICS_FLUSH_SECONDS * 1000 },
    outsideServices: { ares: e.ARES_URL, vies: e.VIES_URL, cnbRates: e.CNB_RATES_URL, fioApi: e.FIO_API_URL },
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
