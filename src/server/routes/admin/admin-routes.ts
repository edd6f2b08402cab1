/**
 * Every /api/admin route, in one table. The router mounts them behind the sign-in guard, then each behind the role
 * guard of its area (src/shared/access.ts: a route of an area the table does not list is for admins only).
 */
import { randomBytes } from 'node:crypto';
import { mailLinkOrigin } from '@/server/config';
import { Router } from 'express';
import { rolesForAdminPath } from '@/shared/access';
import { DEFAULT_MEDIA_MAX_IN_FLIGHT_MB, DEFAULT_MEDIA_MAX_QUEUED_JOBS, DEFAULT_MEDIA_MAX_UPLOAD_MB } from '@/shared/media';
import { requireBackOfficeUser, requireRole } from '@/server/auth/require-user';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { accountingRoutes } from './accounting';
import { profitabilityRoutes } from './profitability';
import { activityRoutes } from './activity';
import { analyticsRoutes } from './analytics';
import { billingSettingsRoutes } from './billing-settings';
import { siteTextRoutes } from './site-texts';
import { blogRoutes } from './blog';
import { clientPrivacyRoutes } from './client-privacy';
import { clientRoutes } from './clients';
import { clientPortalRoutes } from './client-portal';
import { invoiceRoutes } from './invoices';
import { MAIL_NOT_CONFIGURED, type MailService } from '@/server/mail/mail-service';
import { mailRoutes } from './mail';
import { mediaRoutes, type MediaUploadLimits } from './media';
import { messageRoutes } from './messages';
import { paymentRoutes } from './payments';
import { portfolioRoutes } from './portfolio';
import { projectRoutes } from './projects';
import { proposalRoutes } from './proposals';
import { statsRoutes } from './stats';
import { teamRoutes } from './team';
import { timeRoutes } from './time';
import { rateRoutes } from './rates';
import { invoiceIsdocRoutes } from './invoice-isdoc';
import { receivedInvoiceRoutes } from './received-invoices';
import { exchangeRateRoutes } from './exchange-rates';
import { bankFeedRoutes } from './bank-feeds';
import { aresRoutes } from './ares';
import { accountantExportRoutes } from './accountant-export';
import { DEFAULT_OUTSIDE_SERVICE_URLS, OutsideCaller } from '@/server/outside/outside-services';

/** Outgoing mail and the origin of links in e-mails (PUBLIC_URL), for the enquiry routes. */
export interface AdminRouteOptions {
  mail: MailService;
  mailOrigin: string;
  /** Upload limits of the media library (MEDIA_MAX_UPLOAD_MB, MEDIA_MAX_IN_FLIGHT_MB, MEDIA_MAX_QUEUED_JOBS). */
  media: MediaUploadLimits;
  /** The server's secret (SESSION_SECRET): an erasure forgets the rate-limit counters keyed by the client's address. */
  secret: string;
  /** ARES, VIES, ČNB and Fio (issue 37). */
  outside: OutsideCaller;
}

/** The media limits of a (partial) app config, defaults for what it leaves out. */
export function mediaUploadLimits(config: { mediaMaxUploadMb?: number; mediaMaxInFlightMb?: number; mediaMaxQueuedJobs?: number }): MediaUploadLimits {
  const maxUploadMb = config.mediaMaxUploadMb ?? DEFAULT_MEDIA_MAX_UPLOAD_MB;
  return {
    maxUploadMb,
    maxInFlightMb: config.mediaMaxInFlightMb ?? Math.max(DEFAULT_MEDIA_MAX_IN_FLIGHT_MB, maxUploadMb),
    maxQueuedJobs: config.mediaMaxQueuedJobs ?? DEFAULT_MEDIA_MAX_QUEUED_JOBS,
  };
}

/** Without an SMTP server (route walks in tests). */
const NO_MAIL: AdminRouteOptions = {
  mail: MAIL_NOT_CONFIGURED,
  mailOrigin: mailLinkOrigin(undefined),
  media: mediaUploadLimits({}),
  secret: randomBytes(32).toString('hex'),
  outside: new OutsideCaller(DEFAULT_OUTSIDE_SERVICE_URLS),
};

export function adminRouteTable(db: Database, options: AdminRouteOptions = NO_MAIL): RouteDefinition[] {
  return [
    ...statsRoutes(db),
    ...clientPortalRoutes(db),
    ...clientRoutes(db, options.outside),
    ...clientPrivacyRoutes(db, options.secret),
    ...projectRoutes(db, options),
    ...accountingRoutes(db),
    ...profitabilityRoutes(db),
    ...messageRoutes(db, options),
    ...proposalRoutes(db, options),
    ...invoiceRoutes(db, options),
    ...paymentRoutes(db),
    ...mailRoutes(db, options.mail),
    ...blogRoutes(db),
    ...portfolioRoutes(db),
    ...mediaRoutes(db, options.media),
    ...activityRoutes(db),
    ...analyticsRoutes(db),
    ...teamRoutes(db),
    ...billingSettingsRoutes(db),
    ...siteTextRoutes(db),
    ...invoiceIsdocRoutes(db),
    ...timeRoutes(db, options),
    ...rateRoutes(db),
    ...receivedInvoiceRoutes(db),
    ...exchangeRateRoutes(db, options),
    ...bankFeedRoutes(db, options),
    ...aresRoutes(db, options),
    ...accountantExportRoutes(db),
  ];
}

/**
 * The guards run before any admin route, including unknown ones: anonymous callers learn nothing (401), and a user
 * who must first change a one-time password or set up two-factor sign-in gets 403. Then each route checks its roles.
 */
export function adminRouter(db: Database, options: AdminRouteOptions): Router {
  const router = Router();
  router.use(requireBackOfficeUser(db));
  for (const route of adminRouteTable(db, options)) {
    router[route.method](route.path, requireRole(rolesForAdminPath(route.path)), route.handler);
  }
  return router;
}
