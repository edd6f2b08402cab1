/**
 * The client's data export (GDPR right of access; issue 25, docs/product/client-portal.md): GET /portal/export and
 * /en/portal/export answer one ZIP with everything stored about the signed-in client (data.json, a CSV per table,
 * README.txt in the page's language) — read for the session's client only, never for an id from the address. Never
 * cached. Audited ('export', entity client) with the client as the actor. Without a portal session: 303 to sign-in.
 */
import { Router } from 'express';
import { clientActor, requestIp } from '@/server/audit/audit-log';
import { exportClientData } from '@/server/data/portal/client-data-export';
import { callerOf, languageOf, redirectInPortal, type PortalContext } from './portal-context';

export function portalDataRoutes(context: PortalContext): Router {
  const router = Router();
  router.get('/export', async (req, res, next) => {
    try {
      const caller = callerOf(res);
      if (!caller) return redirectInPortal(res, '');
      const file = await exportClientData(context.db, caller.clientId, (client) => clientActor(client.name, requestIp(req), caller.clientId), languageOf(res));
      if (!file) return redirectInPortal(res, '');
      res
        .status(200)
        .set({
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex, nofollow',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(Buffer.from(file.zip));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
