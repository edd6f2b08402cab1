/** Configuration: read from the environment and validated once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './security/rate-limit';

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
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'SESSION_SECRET must be at least 32 characters',
  }),
  /** Number of proxy hops to trust for X-Forwarded-* (e.g. 1 behind one TLS-terminating proxy). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
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
  /**
   * The site's public origin (https://www.example.cz): canonical and hreflang links, the sitemap and robots.txt use it,
   * so no request header can change them. Unset: each request's own origin (fine for development; in production the
   * server starts with a warning).
   */
  PUBLIC_URL: optionalText.pipe(publicOrigin),
  /** Load demo clients, projects, messages and portfolio items into a new database (default: not in production). */
  DEMO_CONTENT: z.enum(['true', 'false']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  trustProxy: number;
  cookieSecure: 'auto' | 'always' | 'never';
  rateLimits: RateLimitSettings;
  logLevel: string;
  initialAdmin: { username: string; password: string; name: string; email: string } | null;
  demoContent: boolean;
  /** PUBLIC_URL as an origin (no trailing slash), or undefined: each request's origin. */
  publicUrl: string | undefined;
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
    initialAdmin = {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD,
      name: e.ADMIN_NAME ?? e.ADMIN_USERNAME,
      email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@admin.invalid`,
    };
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
    publicUrl: e.PUBLIC_URL,
  };
}

function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
