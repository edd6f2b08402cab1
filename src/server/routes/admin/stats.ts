import { ADMIN_AREA_ROLES } from '@/shared/access';
import { signedInUser } from '@/server/auth/require-user';
import { adminStats } from '@/server/data/stats';
import { translationsBehind } from '@/server/data/translation-marks';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';

/**
 * The dashboard totals (the unread-messages count only for the roles that may read messages, 0 for the others) and its
 * list of translations behind.
 */
export function statsRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/stats',
      handler: async (_req, res) => {
        const stats = await adminStats(db);
        const readsMessages = (ADMIN_AREA_ROLES.messages as readonly string[]).includes(signedInUser(res).role);
        res.json(readsMessages ? stats : { ...stats, unreadMessages: 0 });
      },
    },
    // The dashboard's "translations behind" (posts and portfolio items: the roles of the blog and portfolio areas).
    { method: 'get', path: '/stats/translations-behind', handler: async (_req, res) => res.json(await translationsBehind(db)) },
  ];
}
