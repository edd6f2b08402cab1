/**
 * Staff control of a client's portal access (issue 25): admins only (area 'clients').
 *   GET  /clients/:id/portal               → AdminClientPortal
 *   PUT  /clients/:id/portal {enabled}     → AdminClientPortal (off: the client's sessions and unused links end too)
 *   PATCH /clients/:id/portal {showsTime}  → AdminClientPortal (the portal lists the time logged on the client's
 *                                            projects; 409 while access is off — docs/product/time-and-profit.md#client-portal-hours)
 *   POST /clients/:id/portal/end-sessions  → { ended }
 */
import { portalAccessSchema, portalShowsTimeSchema } from '@/shared/portal';
import { requestActor } from '@/server/audit/audit-log';
import { portalAccessData } from '@/server/data/portal/portal-access';
import { portalSessionStore } from '@/server/data/portal/portal-sessions';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam } from '../id-param';

export function clientPortalRoutes(db: Database): RouteDefinition[] {
  const access = portalAccessData(db, portalSessionStore(db));
  return [
    { method: 'get', path: '/clients/:id/portal', handler: async (req, res) => res.json(await access.status(idParam(req))) },
    {
      method: 'put',
      path: '/clients/:id/portal',
      handler: async (req, res) => {
        const id = idParam(req);
        const { enabled } = parseInput(portalAccessSchema, req.body);
        res.json(await access.setEnabled(id, enabled, requestActor(req, res)));
      },
    },
    {
      method: 'patch',
      path: '/clients/:id/portal',
      handler: async (req, res) => {
        const id = idParam(req);
        const { showsTime } = parseInput(portalShowsTimeSchema, req.body);
        res.json(await access.setShowsTime(id, showsTime, requestActor(req, res)));
      },
    },
    {
      method: 'post',
      path: '/clients/:id/portal/end-sessions',
      handler: async (req, res) => res.json({ ended: await access.endSessions(idParam(req), requestActor(req, res)) }),
    },
  ];
}
