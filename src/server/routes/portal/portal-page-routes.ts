/** The portal pages: overview, proposals, invoices, projects, details, messages (issue 25). Built in its own branch. */
import { Router } from 'express';
import type { PortalContext } from './portal-context';

export function portalPageRoutes(_context: PortalContext): Router {
  return Router();
}
