/**
 * The HTTP app, built by a factory so tests can run it on any port with any database: the server's request listener,
 * which gives the answers that need only memory first and hands everything else to the Express app (decision 018).
 */
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import session from 'express-session';
import { pinoHttp } from 'pino-http';
import { PREVIEW_QUERY_PARAMETER } from '@/shared/site-paths';
import type { AnalyticsRecorder } from './analytics/recorder';
import { DEFAULT_OUTSIDE_SERVICE_URLS, OutsideCaller } from './outside/outside-services';
import { authRoutes } from './auth/auth-routes';
import { currentUserFromMemory } from './auth/current-user-from-memory';
import { createSecretBox } from './auth/secret-box';
import { DatabaseSessionStore, pastAbsoluteLifetime, SESSION_IDLE_TIMEOUT_MS } from './auth/session-store';
import { twoFactorService } from './auth/two-factor';
import { mailLinkOrigin, type Config } from './config';
import { pingDatabase, type Database } from './db/database';
import { createMetrics } from './observability/metrics';
import { API_CACHE_CONTROL } from './http/api-cache-control';
import { siteRequestListener, type EarlyAnswer, type EveryRequest, type SiteRequestListener } from './http/early-answers';
import { apiNotFound, errorHandler } from './http/errors';
import { markAbandonedReads } from './runtime/abandoned-reads';
import { refuseInvalidHostApi } from './http/host-header';
import { safeError, type Logger } from './logger';
import { adminRouter, mediaUploadLimits } from './routes/admin/admin-routes';
import { MAIL_NOT_CONFIGURED, type MailService } from './mail/mail-service';
import { contactRoutes } from './routes/contact';
import { aresPublicRoutes } from './routes/ares-public';
import { mediaFileRoutes } from './routes/media-files';
import { publicContentRoutes } from './routes/public-content';
import { refuseCrossSiteWrites } from './security/cross-site';
import { createMailer } from './mail/mailer';
import { proposalPageRoutes } from './routes/proposal-page-routes';
import { portalRoutes } from './routes/portal/portal-routes';
import { portalSessionStore } from './data/portal/portal-sessions';
import { PORTAL_COOKIE_NAME, PORTAL_HOST_COOKIE_NAME } from '@/shared/portal';
import { securityHeaderList } from './security/headers';
import type { SitePages } from './web/pages';
import { SITE_TEXT_PREVIEW_BODY_LIMIT } from './web/site-text-preview';
import { refuseNulCharacters } from './security/input-guard';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './security/rate-limit';
import { accountCheckRateLimit, LoginRateLimit } from './security/rate-limit-login';

export { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from './auth/session-store';
export const SESSION_COOKIE_NAME = 'sid';
/**
 * Production with always-Secure cookies: the __Host- prefix makes the browser refuse the cookie unless it is Secure,
 * has Path=/ and no Domain — so no subdomain or plain-http page can plant or overwrite it.
 */
export const HOST_SESSION_COOKIE_NAME = '__Host-sid';

export function sessionCookieName(config: { env?: Config['env']; cookieSecure: Config['cookieSecure'] }): string {
  return config.env === 'production' && config.cookieSecure === 'always' ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}
/** The client portal's session cookie: `__Host-` exactly when the staff cookie is (issue 25). */
export function portalCookieName(config: { env?: Config['env']; cookieSecure: Config['cookieSecure'] }): string {
  return config.env === 'production' && config.cookieSecure === 'always' ? PORTAL_HOST_COOKIE_NAME : PORTAL_COOKIE_NAME;
}
export const JSON_BODY_LIMIT = '100kb';
/** Blog posts carry HTML in up to three versions (own + cs + en translations): admin blog writes get more room. */
export const BLOG_JSON_BODY_LIMIT = '1mb';
/** A clients CSV import sends the file's text (src/shared/client-import.ts caps it at 4 million characters). */
export const CLIENT_IMPORT_JSON_BODY_LIMIT = '12mb';

export interface AppOptions {
  /** env defaults to 'development', rateLimits to DEFAULT_RATE_LIMITS. */
  config: Pick<Config, 'sessionSecret' | 'trustProxy' | 'cookieSecure'> & Partial<Pick<Config, 'env' | 'rateLimits' | 'metricsToken' | 'publicUrl' | 'mailOrigin' | 'enquiryMinFillMs' | 'mediaMaxUploadMb' | 'mediaMaxInFlightMb' | 'mediaMaxQueuedJobs'>>;
  /** Outgoing mail (src/server/mail); default: no SMTP server, mail stays in the outbox as not_configured. */
  mail?: MailService;
  db: Database;
  logger: Logger;
  /** Serves the pages (built bundle or Vite dev server): src/server/web/page-sources.ts. Absent in API tests. */
  pages?: SitePages;
  /** The pages come from Vite's dev server: relaxed Content-Security-Policy (inline preamble, WebSocket). */
  viteDev?: boolean;
  /** Cookieless analytics (decision 026): told of enquiries; the pages tell it of views (PageOptions.pageViews). */
  analytics?: AnalyticsRecorder;
  /**
   * ARES, VIES, ČNB and Fio (issue 37, src/server/outside/outside-services.ts): default the real services; tests pass
   * one pointed at the stand-ins (src/server/test/stand-ins/).
   */
  outside?: OutsideCaller;
}

export function createApp({ config, db, logger, pages, viteDev = false, mail = MAIL_NOT_CONFIGURED, analytics, outside = new OutsideCaller(DEFAULT_OUTSIDE_SERVICE_URLS) }: AppOptions): SiteRequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Every response carries the security headers (written by the early answers with their own, else set before
  // Express); every request, before any answer, is timed (only when METRICS_TOKEN is set), whatever answers it.
  // Without METRICS_TOKEN /metrics is an unknown path (404).
  const answerHeaders = securityHeaderList({ production: config.env === 'production', viteDev });
  const everyRequest: EveryRequest[] = [];
  if (config.metricsToken) {
    const metrics = createMetrics({ token: config.metricsToken, db });
    everyRequest.push(metrics.observe);
    app.get('/metrics', metrics.endpoint);
  }

  // The access log of API requests, at info: below that level (LOG_LEVEL=warn) nothing of it would be written, so
  // nothing of it runs either (a child logger and a listener per request).
  const accessLog = logger.isLevelEnabled('info') ? pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }) : null;

  const cookieName = sessionCookieName(config);
  // Answered from memory before the Express stack (decision 018): pages already rendered at the current content
  // version (the cache holds Brotli and gzip bytes: no compression, no sessions, no logging needed), and the signed-in
  // user's own record when session, user and settings are in the staff-access cache (logged like the route's answer).
  const earlyAnswers: EarlyAnswer[] = [];
  if (pages?.cached) earlyAnswers.push(pages.cached);
  earlyAnswers.push(currentUserFromMemory(db, { name: cookieName, secret: config.sessionSecret }, accessLog ?? undefined));

  // The media library's files (content-hashed, immutable): before logging and sessions.
  app.use(mediaFileRoutes(db));
  if (accessLog) app.use(accessLog);
  app.use(compression());

  const store = new DatabaseSessionStore(db, SESSION_IDLE_TIMEOUT_MS);
  const rateLimits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limiter = new RateLimiter(db);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', API_CACHE_CONTROL);
    next();
  });
  // Before anything is parsed or read: a Host that is not a valid host[:port] (the pages' rule), and a cross-site
  // write, are refused outright.
  api.use(refuseInvalidHostApi);
  api.use(refuseCrossSiteWrites);
  api.use('/admin/blog', express.json({ limit: BLOG_JSON_BODY_LIMIT }));
  // A page of site texts: every text of the page in both languages.
  api.use('/admin/site-texts', express.json({ limit: SITE_TEXT_PREVIEW_BODY_LIMIT }));
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
  // A back-office read whose screen was left starts no further statement on the embedded database, from its session on.
  api.use('/admin', markAbandonedReads);
  api.use(sessions);
  api.use(absoluteSessionLifetime);
  api.get('/health', async (_req, res) => {
    await pingDatabase(db);
    res.json({ ok: true });
  });
  const twoFactor = twoFactorService(db, createSecretBox(config.sessionSecret));
  api.use(authRoutes(db, store, cookieName, new LoginRateLimit(limiter, rateLimits), twoFactor, accountCheckRateLimit(limiter, rateLimits)));
  // Links in e-mails: PUBLIC_URL (or localhost in development), never the request's Host.
  const mailOrigin = config.mailOrigin ?? mailLinkOrigin(config.publicUrl);
  api.use(contactRoutes({ db, limiter, settings: rateLimits, mail, secret: config.sessionSecret, mailOrigin, minFillMs: config.enquiryMinFillMs, analytics }));
  api.use(publicContentRoutes(db));
  api.use(aresPublicRoutes({ db, limiter, outside }));
  api.use('/admin', adminRouter(db, { mail, mailOrigin, media: mediaUploadLimits(config), secret: config.sessionSecret, outside }));
  api.use(apiNotFound);
  app.use('/api', api);
  // The client's proposal pages: before the public pages (never cached, never rendered by them).
  const proposalMailer = createMailer({ service: mail, origin: mailOrigin });
  app.use(proposalPageRoutes({ db, limiter, settings: rateLimits, queue: proposalMailer.queue, origin: mailOrigin, wake: () => mail.wake(), outside }));
  // The client portal (issue 25): its own session cookie and table, never the staff session; never cached.
  app.use(
    portalRoutes({
      db,
      limiter,
      settings: rateLimits,
      secret: config.sessionSecret,
      mailer: proposalMailer,
      wake: () => mail.wake(),
      origin: mailOrigin,
      sessions: portalSessionStore(db),
      cookie: { name: portalCookieName(config), secure: config.cookieSecure },
      onError: (err) => logger.error({ err: safeError(err) }, 'portal sign-in request failed'),
    }),
  );

  if (pages) {
    // The one kind of page that reads the session: a staff preview of a post (/blog/<slug>?preview=1).
    app.use((req, res, next) => {
      if (req.query[PREVIEW_QUERY_PARAMETER] === undefined) return next();
      sessions(req, res, (err?: unknown) => (err ? next(err) : absoluteSessionLifetime(req, res, next)));
    });
    app.use(pages.handler);
  }
  app.use(errorHandler(logger));
  return siteRequestListener({ app, everyRequest, answerHeaders, answers: earlyAnswers, logger });
}

/** A session older than the absolute lifetime is ended, however recently it was used. */
const absoluteSessionLifetime: RequestHandler = (req, _res, next) => {
  if (pastAbsoluteLifetime(req.session?.signedInAt)) {
    req.session.regenerate((err) => next(err));
    return;
  }
  next();
};
