/** The portal's sign-in: the form, the e-mailed single-use link, sign-out (issue 25). Built in its own branch. */
import { Router } from 'express';
import type { PortalContext } from './portal-context';

export function portalSignInRoutes(_context: PortalContext): Router {
  return Router();
}
