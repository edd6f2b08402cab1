/** Every /api/admin route, in one table. The router mounts them behind the sign-in guard. */
import { Router } from 'express';
import { requireUser } from '@/server/auth/require-user';
import type { Database } from '@/server/db/database';
import { registerRoutes, type RouteDefinition } from '@/server/http/route-table';
import { accountingRoutes } from './accounting';
import { activityRoutes } from './activity';
import { blogRoutes } from './blog';
import { clientRoutes } from './clients';
import { MAIL_NOT_CONFIGURED, type MailService } from '@/server/mail/mail-service';
import { mailRoutes } from './mail';
import { messageRoutes } from './messages';
import { portfolioRoutes } from './portfolio';
import { projectRoutes } from './projects';
import { statsRoutes } from './stats';

/** Outgoing mail and the site's public origin, for the enquiry routes. */
export interface AdminRouteOptions {
  mail: MailService;
  publicUrl: string | undefined;
}

/** Without an SMTP server (route walks in tests). */
const NO_MAIL: AdminRouteOptions = { mail: MAIL_NOT_CONFIGURED, publicUrl: undefined };

export function adminRouteTable(db: Database, options: AdminRouteOptions = NO_MAIL): RouteDefinition[] {
  return [
    ...statsRoutes(db),
    ...clientRoutes(db),
    ...projectRoutes(db),
    ...accountingRoutes(db),
    ...messageRoutes(db, options),
    ...mailRoutes(db, options.mail),
    ...blogRoutes(db),
    ...portfolioRoutes(db),
    ...activityRoutes(db),
  ];
}

/** The guard runs before any admin route, including unknown ones: anonymous callers learn nothing. */
export function adminRouter(db: Database, options: AdminRouteOptions): Router {
  const router = Router();
  router.use(requireUser(db));
  return registerRoutes(router, adminRouteTable(db, options));
}
