/** Every /api/admin route, in one table. The router mounts them behind the sign-in guard. */
import { Router } from 'express';
import { requireUser } from '@/server/auth/require-user';
import type { Database } from '@/server/db/database';
import { registerRoutes, type RouteDefinition } from '@/server/http/route-table';
import { accountingRoutes } from './accounting';
import { activityRoutes } from './activity';
import { blogRoutes } from './blog';
import { clientRoutes } from './clients';
import { messageRoutes } from './messages';
import { portfolioRoutes } from './portfolio';
import { projectRoutes } from './projects';
import { statsRoutes } from './stats';

export function adminRouteTable(db: Database): RouteDefinition[] {
  return [
    ...statsRoutes(db),
    ...clientRoutes(db),
    ...projectRoutes(db),
    ...accountingRoutes(db),
    ...messageRoutes(db),
    ...blogRoutes(db),
    ...portfolioRoutes(db),
    ...activityRoutes(db),
  ];
}

/** The guard runs before any admin route, including unknown ones: anonymous callers learn nothing. */
export function adminRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser(db));
  return registerRoutes(router, adminRouteTable(db));
}
