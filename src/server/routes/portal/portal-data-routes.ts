/** The client data export (GDPR) (issue 25). Built in its own branch. */
import { Router } from 'express';
import type { PortalContext } from './portal-context';

export function portalDataRoutes(_context: PortalContext): Router {
  return Router();
}
