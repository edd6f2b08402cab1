/**
 * The client portal's routes (issue 25, decision 032; the table: src/shared/portal.ts PORTAL_ROUTES): /portal in Czech,
 * /en/portal in English, mounted before the public pages (never cached, never rendered by them).
 *
 * For every portal request: the language from the prefix; a cross-site form post refused before anything is read;
 * forms parsed as urlencoded; the portal session read from its own cookie (never the staff cookie — a staff session
 * opens nothing here, and a portal session opens nothing under /api). Then the three parts:
 *   portal-sign-in-routes.ts  the sign-in form, the e-mailed link, sign-out
 *   portal-page-routes.ts     the overview and the client's proposals, invoices, projects, details, messages
 *   portal-data-routes.ts     the client's data export (GDPR)
 * and a 404 page for any other portal address.
 */
import { readAgencyProfile } from '@/server/data/agency-profile';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { Language } from '@/shared/constants';
import { PORTAL_PREFIX } from '@/shared/portal';
import { crossSiteReason } from '@/server/security/cross-site';
import { portalMessagePage } from '@/server/web/portal/portal-html';
import { PORTAL_TEXTS } from '@/server/web/portal/portal-texts';
import { languageOf, sendPortalHtml, setCaller, setLanguage, type PortalContext, portalPageOf, setAgencyName } from './portal-context';
import { portalDataRoutes } from './portal-data-routes';
import { portalPageRoutes } from './portal-page-routes';
import { portalSignInRoutes } from './portal-sign-in-routes';

const FORM_BODY_LIMIT = '32kb';

export function portalRoutes(context: PortalContext): Router {
  const router = Router();
  const forms = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT });

  const readSession = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const id = parseCookie(req.get('cookie') ?? '')[context.cookie.name];
      setCaller(res, id ? await context.sessions.find(id) : null);
      next();
    } catch (err) {
      next(err);
    }
  };

  for (const [language, prefix] of Object.entries(PORTAL_PREFIX) as [Language, string][]) {
    const portal = Router();
    portal.use(async (req, res, next) => {
      try {
        setLanguage(res, language);
        // The header of every portal page names the agency (its profile).
        setAgencyName(res, (await readAgencyProfile(context.db)).name);
        const reason = crossSiteReason(req);
        if (reason) {
          const t = PORTAL_TEXTS[language].crossSite;
          return sendPortalHtml(res, 403, portalMessagePage({ ...portalPageOf(res), title: t.heading, path: '' }, t.heading, t.text));
        }
        next();
      } catch (err) {
        next(err);
      }
    });
    portal.use(forms);
    portal.use(readSession);
    portal.use(portalSignInRoutes(context));
    portal.use(portalPageRoutes(context));
    portal.use(portalDataRoutes(context));
    portal.use((_req, res) => {
      const t = PORTAL_TEXTS[languageOf(res)].notFound;
      sendPortalHtml(res, 404, portalMessagePage({ ...portalPageOf(res), title: t.heading, path: '' }, t.heading, t.text));
    });
    router.use(prefix, portal);
  }
  return router;
}
