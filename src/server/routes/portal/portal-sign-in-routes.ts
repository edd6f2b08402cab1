/**
 * The portal's sign-in (issue 25, decision 032; PORTAL_ROUTES in src/shared/portal.ts): the form, the e-mailed
 * single-use link, sign-out. Classic forms, no JavaScript.
 *
 *  GET  ''               signed out: the form (a signed-in client goes on to the overview: `next()`).
 *  POST /sign-in         the "check your e-mail" page — the SAME page, sent BEFORE the address is looked up: the link
 *                        is made and mailed in the background (portal-sign-in.ts requestInBackground), so neither the
 *                        answer nor its time tells a known address from an unknown one. Limits per IP and per address
 *                        (counted for any address alike, so a 429 tells nothing either) → 429 page with Retry-After.
 *  GET  /sign-in/:token  a page with one button (mail scanners open links; only the POST uses the token).
 *  POST /sign-in/:token  uses the link: the session cookie, 303 to the overview; unknown 404 / used or expired 410.
 *  POST /sign-out        ends the session, clears the cookie, 303 to the sign-in page (without a session too).
 */
import { Router, type Response } from 'express';
import { portalPath, portalSignInSchema } from '@/shared/portal';
import { requestIp } from '@/server/audit/audit-log';
import { portalSignIn, type LinkState } from '@/server/data/portal/portal-sign-in';
import { rateLimitClient } from '@/server/security/client-address';
import { portalSignInRules } from '@/server/security/rate-limit';
import { addressRateLimitId } from '@/server/security/rate-limit-keys';
import { escapeHtml as e, portalMessagePage, portalShell, type PortalPage } from '@/server/web/portal/portal-html';
import { PORTAL_SIGN_IN_TEXTS } from '@/server/web/portal/portal-sign-in-texts';
import { callerOf, portalCookieOptions, redirectInPortal, sendPortalHtml, type PortalContext, portalPageOf } from './portal-context';

/** The sign-in form (again with the typed address and the field's message after a bad one). */
export function renderSignInForm(page: PortalPage, value = '', error?: string): string {
  const { language } = page;
  const t = PORTAL_SIGN_IN_TEXTS[language].form;
  const described = error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return portalShell(
    { ...page, title: t.title, path: '' },
    `<h1>${e(t.heading)}</h1><p>${e(t.intro)}</p>` +
      (error ? `<p class="error" id="email-error" role="alert">${e(error)}</p>` : '') +
      `<form method="post" action="${e(portalPath(language, '/sign-in'))}" novalidate>` +
      `<p><label for="email">${e(t.emailLabel)}</label>` +
      `<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="254" value="${e(value)}"${described}></p>` +
      `<input type="hidden" name="language" value="${language}">` +
      `<button type="submit" class="primary">${e(t.submit)}</button></form>`,
  );
}

function linkProblem(res: Response, state: Exclude<LinkState, 'valid'>): void {
  const page = portalPageOf(res);
    const { language } = page;
  const t = PORTAL_SIGN_IN_TEXTS[language][state === 'gone' ? 'linkGone' : 'linkUnknown'];
  sendPortalHtml(res, state === 'gone' ? 410 : 404, portalMessagePage({ ...page, title: t.heading, path: '' }, t.heading, t.text, { href: portalPath(language), label: t.again }));
}

export function portalSignInRoutes(context: PortalContext): Router {
  const router = Router();
  const signIn = portalSignIn(context.db, {
    sessions: context.sessions,
    mailer: context.mailer,
    origin: context.origin,
    wake: context.wake,
    onError: context.onError ?? (() => {}),
  });
  const rules = portalSignInRules(context.settings);

  router.get('/', (_req, res, next) => {
    if (callerOf(res)) return next();
    sendPortalHtml(res, 200, renderSignInForm(portalPageOf(res)));
  });

  router.post('/sign-in', async (req, res) => {
    const page = portalPageOf(res);
    const { language } = page;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = portalSignInSchema.safeParse({ email: body.email });
    if (!parsed.success) {
      const typed = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
      return sendPortalHtml(res, 400, renderSignInForm(page, typed, PORTAL_SIGN_IN_TEXTS[language].form.emailInvalid));
    }
    const email = parsed.data.email;
    // Per IP first; an IP over its limit does not count against the address.
    for (const [rule, id] of [
      [rules.ip, rateLimitClient(req)],
      [rules.address, addressRateLimitId(context.secret, email)],
    ] as const) {
      const hit = await context.limiter.hit(rule, id);
      if (hit.limited) {
        const t = PORTAL_SIGN_IN_TEXTS[language].tooMany;
        res.setHeader('Retry-After', String(hit.retryAfterSeconds));
        return sendPortalHtml(res, 429, portalMessagePage({ ...page, title: t.heading, path: '' }, t.heading, t.text(Math.ceil(hit.retryAfterSeconds / 60))));
      }
    }
    const t = PORTAL_SIGN_IN_TEXTS[language].sent;
    sendPortalHtml(res, 200, portalMessagePage({ ...page, title: t.title, path: '' }, t.heading, t.text, { href: portalPath(language), label: t.again }));
    // After the answer: whether the address is known changes nothing the requester sees.
    signIn.requestInBackground(email, language);
  });

  router.get('/sign-in/:token', async (req, res) => {
    const page = portalPageOf(res);
    const { language } = page;
    const token = String(req.params.token);
    const state = await signIn.peek(token);
    if (state !== 'valid') return linkProblem(res, state);
    const t = PORTAL_SIGN_IN_TEXTS[language].link;
    sendPortalHtml(
      res,
      200,
      // The language switch keeps this page (and its link): a client who reads the other language signs in from there.
      portalShell(
        { ...page, title: t.title, path: `/sign-in/${token}` },
        `<h1>${e(t.heading)}</h1><p>${e(t.text)}</p><form method="post" action="${e(portalPath(language, `/sign-in/${token}`))}"><button type="submit" class="primary">${e(t.submit)}</button></form>`,
      ),
    );
  });

  router.post('/sign-in/:token', async (req, res) => {
    const result = await signIn.use(String(req.params.token), requestIp(req));
    if (result.kind === 'refused') return linkProblem(res, result.state);
    res.cookie(context.cookie.name, result.sessionId, portalCookieOptions(req, context.cookie, result.expiresAt));
    redirectInPortal(res);
  });

  router.post('/sign-out', async (req, res) => {
    const caller = callerOf(res);
    if (caller) await signIn.signOut(caller.sessionId, caller.clientId, requestIp(req));
    res.clearCookie(context.cookie.name, portalCookieOptions(req, context.cookie));
    redirectInPortal(res);
  });

  return router;
}
