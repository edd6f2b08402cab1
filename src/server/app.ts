/** The HTTP app, built by a factory so tests can run it on any port with any database. */
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import { pinoHttp } from 'pino-http';
import { DEFAULT_MEDIA_MAX_UPLOAD_MB } from '@/shared/media';
import { PREVIEW_QUERY_PARAMETER } from '@/shared/site-paths';
import { authRoutes } from './auth/auth-routes';
import { createSecretBox } from './auth/secret-box';
import { DatabaseSessionStore } from './auth/session-store';
import { twoFactorService } from './auth/two-factor';
import type { Config } from './config';
import { pingDatabase, type Database } from './db/database';
import { createMetrics } from './observability/metrics';
import { apiNotFound, errorHandler } from './http/errors';
import type { Logger } from './logger';
import { adminRouter } from './routes/admin/admin-routes';
import { MAIL_NOT_CONFIGURED, type MailService } from './mail/mail-service';
import { contactRoutes } from './routes/contact';
import { mediaFileRoutes } from './routes/media-files';
import { publicContentRoutes } from './routes/public-content';
import { refuseCrossSiteWrites } from './security/cross-site';
import { securityHeaders } from './security/headers';
import type { SitePages } from './web/pages';
import { refuseNulCharacters } from './security/input-guard';
import { DEFAULT_RATE_LIMITS, LoginRateLimit, RateLimiter } from './security/rate-limit';

/** Signed-in sessions end after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after sign-in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'sid';
/**
 * Production with always-Secure cookies: the __Host- prefix makes the browser refuse the cookie unless it is Secure,
 * has Path=/ and no Domain — so no subdomain or plain-http page can plant or overwrite it.
 */
export const HOST_SESSION_COOKIE_NAME = '__Host-sid';

export function sessionCookieName(config: { env?: Config['env']; cookieSecure: Config['cookieSecure'] }): string {
  return config.env === 'production' && config.cookieSecure === 'always' ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}
export const JSON_BODY_LIMIT = '100kb';
/** Blog posts carry HTML in up to three versions (own + cs + en translations): admin blog writes get more room. */
export const BLOG_JSON_BODY_LIMIT = '1mb';
/** A clients CSV import sends the file's text (src/shared/client-import.ts caps it at 4 million characters). */
export const CLIENT_IMPORT_JSON_BODY_LIMIT = '12mb';

export interface AppOptions {
  /** env defaults to 'development', rateLimits to DEFAULT_RATE_LIMITS. */
  config: Pick<Config, 'sessionSecret' | 'trustProxy' | 'cookieSecure'> & Partial<Pick<Config, 'env' | 'rateLimits' | 'metricsToken' | 'publicUrl' | 'enquiryMinFillMs' | 'mediaMaxUploadMb'>>;
  /** Outgoing mail (src/server/mail); default: no SMTP server, mail stays in the outbox as not_configured. */
  mail?: MailService;
  db: Database;
  logger: Logger;
  /** Serves the pages (built bundle or Vite dev server): src/server/web/pages.ts. Absent in API tests. */
  pages?: SitePages;
  /** The pages come from Vite's dev server: relaxed Content-Security-Policy (inline preamble, WebSocket). */
  viteDev?: boolean;
}

export function createApp({ config, db, logger, pages, viteDev = false, mail = MAIL_NOT_CONFIGURED }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // --- Metrics (src/server/observability): first, so every response is timed, whatever answers it. Only when
  // METRICS_TOKEN is set; otherwise nothing is mounted and /metrics is an unknown path (404).
  if (config.metricsToken) {
    const metrics = createMetrics({ token: config.metricsToken, db });
    app.use(metrics.observe);
    app.get('/metrics', metrics.endpoint);
  }
  // --- end of metrics

  app.use(securityHeaders({ production: config.env === 'production', viteDev }));
  // Pages already rendered at the current content version are answered here, before request logging, compression
  // (the cache holds Brotli and gzip bytes), body parsing and sessions, none of which they need. Misses go on.
  if (pages?.cached) app.use(pages.cached);
  // The media library's files (content-hashed, immutable): also before logging and sessions.
  app.use(mediaFileRoutes(db));

  // The access log of API requests, at info: below that level (LOG_LEVEL=warn) nothing of it would be written, so
  // nothing of it runs either (a child logger and a listener per request).
  if (logger.isLevelEnabled('info')) app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  app.use(compression());

  const store = new DatabaseSessionStore(db, SESSION_IDLE_TIMEOUT_MS);
  const cookieName = sessionCookieName(config);
  const rateLimits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limiter = new RateLimiter(db);
  const api = express.Router();
  // API answers (signed-in data, errors included) are never stored by a browser or a shared cache.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Before anything is parsed or read: a cross-site write is refused outright.
  api.use(refuseCrossSiteWrites);
  api.use('/admin/blog', express.json({ limit: BLOG_JSON_BODY_LIMIT }));
  api.use('/admin/clients/import', express.json({ limit: CLIENT_IMPORT_JSON_BODY_LIMIT }));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  // The contact form without JavaScript posts itself as a classic urlencoded form (answered with a small page).
  api.use('/contact', express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  api.use(refuseNulCharacters);
  const sessions = session({
    name: cookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // No `proxy` option: the session then asks Express whether the request came over HTTPS (req.secure), which
    // believes X-Forwarded-Proto only from the proxies TRUST_PROXY names. (`proxy: true` would believe it from anyone.)
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.cookieSecure === 'always' ? true : config.cookieSecure === 'never' ? false : 'auto',
      maxAge: SESSION_IDLE_TIMEOUT_MS,
    },
  });
  api.use(sessions);
  api.use(absoluteSessionLifetime);
  api.get('/health', async (_req, res) => {
    await pingDatabase(db);
    res.json({ ok: true });
  });
  const twoFactor = twoFactorService(db, createSecretBox(config.sessionSecret));
  api.use(authRoutes(db, store, cookieName, new LoginRateLimit(limiter, rateLimits), twoFactor));
  api.use(contactRoutes({ db, limiter, settings: rateLimits, mail, secret: config.sessionSecret, publicUrl: config.publicUrl, minFillMs: config.enquiryMinFillMs }));
  api.use(publicContentRoutes(db));
  api.use('/admin', adminRouter(db, { mail, publicUrl: config.publicUrl, mediaMaxUploadMb: config.mediaMaxUploadMb ?? DEFAULT_MEDIA_MAX_UPLOAD_MB }));
  api.use(apiNotFound);
  app.use('/api', api);

  if (pages) {
    // The one kind of page that reads the session: a staff preview of a post (/blog/<slug>?preview=1).
    app.use((req, res, next) => {
      if (req.query[PREVIEW_QUERY_PARAMETER] === undefined) return next();
      sessions(req, res, (err?: unknown) => (err ? next(err) : absoluteSessionLifetime(req, res, next)));
    });
    app.use(pages.handler);
  }
  app.use(errorHandler(logger));
  return app;
}

/** A session older than the absolute lifetime is ended, however recently it was used. */
const absoluteSessionLifetime: RequestHandler = (req, _res, next) => {
  const signedInAt = req.session?.signedInAt;
  if (signedInAt && Date.now() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS) {
    req.session.regenerate((err) => next(err));
    return;
  }
  next();
};
