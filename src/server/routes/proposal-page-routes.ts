/**
 * The client's proposal page (docs/product/proposals.md#the-clients-page): GET shows it, POST takes the Accept or
 * Decline form (classic urlencoded posts, answered with the page again). Never cached (no-store), never indexed
 * (X-Robots-Tag and meta robots), outside the public page cache; every lookup counts against a per-IP limit, and a
 * cross-site post is refused before anything is read. `<page>/pdf` downloads the PDF stored when it was sent;
 * `<page>/newest` is the newest version of an accepted (and since superseded) proposal's deal, with the same rules.
 */
import express, { Router, type Request, type Response } from 'express';
import type { Language } from '@/shared/constants';
import { NEWEST_VERSION_SUFFIX, PROPOSAL_PAGE_ROUTES } from '@/shared/proposal-paths';
import { proposalAcceptSchema, proposalDeclineSchema } from '@/shared/schemas/proposal';
import { proposalAnswers, type ProposalLocator, type TokenLookup } from '../data/proposals/proposal-answers';
import type { QueueMails } from '../data/proposals/proposal-sending';
import type { Database } from '../db/database';
import { Conflict, InvalidFields } from '../domain/errors';
import { readProposalPdf } from '../data/proposals/proposal-pdf';
import { sendPdfDownload } from '../http/pdf-response';
import { isPrefetch, userAgentFacts } from '../analytics/visit-facts';
import { crossSiteReason } from '../security/cross-site';
import type { RateLimiter, RateLimitSettings } from '../security/rate-limit';
import { rateLimitClient } from '../security/client-address';
import { proposalLookupRule } from '../security/rate-limit';
import { PAGE_TEXTS } from '../web/proposal-page-texts';
import { ACCEPTANCE_BILLING_TEXTS } from '../web/acceptance-billing';
import { acceptanceBillingForm, acceptanceBillingInput, type BillingProblem } from './acceptance-billing-input';
import { fillAcceptanceFromAres } from './acceptance-ares';
import type { OutsideCaller } from '../outside/outside-services';
import type { AcceptanceAresNote } from '../web/acceptance-billing';
import { renderProposalPage, renderProposalProblem, typedAnswerOf, type TypedAnswer } from '../web/proposal-page';

export interface ProposalPageOptions {
  db: Database;
  limiter: RateLimiter;
  settings: RateLimitSettings;
  queue: QueueMails;
  origin: string;
  /** Called after a write that queued mail (wakes the outbox sender). */
  wake: () => void;
  /** ARES (issue 37): the billing form's "Fill from ARES"; absent, the form does not offer it. */
  outside?: OutsideCaller;
}

const FORM_BODY_LIMIT = '16kb';

/**
 * Whether a person opened the link: mail security scanners (Outlook Safe Links, Gmail's and corporate gateways' link
 * checks) and browsers' prefetches open links before the client does, and must not mark the proposal viewed. Bots are
 * told by isbot on the user agent (no user agent at all counts as a bot), prefetches by Sec-Purpose / Purpose.
 */
function openedByPerson(req: Request): boolean {
  return req.method === 'GET' && !isPrefetch(req.headers) && userAgentFacts(req.get('user-agent')) !== 'bot';
}

function send(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }).type('html').send(html);
}

export function proposalPageRoutes(options: ProposalPageOptions): Router {
  const answers = proposalAnswers(options.db, { queue: options.queue, origin: options.origin });
  const rule = proposalLookupRule(options.settings);
  const router = Router();

  /** `justAnswered`: the form's post was answered — its confirmation takes the focus. */
  const show = async (res: Response, found: TokenLookup, language: Language, action: string, formError?: string, status = 200, justAnswered = false, billing?: BillingProblem & { ares?: AcceptanceAresNote }, typedAnswer?: TypedAnswer) => {
    if (found.kind === 'unknown') return send(res, 404, renderProposalProblem(language, 'notFound'));
    if (found.kind === 'gone') return send(res, 410, renderProposalProblem(found.language, found.reason));
    const { row } = found;
    const open = row.status === 'sent' || row.status === 'viewed';
    const billingForm = open ? await acceptanceBillingForm(options.db, row.clientId, billing?.typed, billing?.errors) : undefined;
    const state = {
      status: row.status as 'sent' | 'viewed' | 'accepted' | 'declined',
      acceptedName: row.acceptedName,
      acceptedAt: row.acceptedAt,
      snapshotHash: row.snapshotHash,
      ...(formError ? { formError } : {}),
      ...(found.newerVersion !== undefined ? { newer: { version: found.newerVersion, href: `${action}${NEWEST_VERSION_SUFFIX}` } } : {}),
      ...(justAnswered ? { justAnswered } : {}),
      ...(billingForm ? { billing: { ...billingForm, aresLookup: options.outside !== undefined, ...(billing?.ares ? { ares: billing.ares } : {}) } } : {}),
      ...(typedAnswer ? { typedAnswer } : {}),
    };
    send(res, status, renderProposalPage(row.snapshot, state, action));
  };

  /** Counts the lookup; false (and a 429 page) when this address is over the limit. */
  const allowed = async (req: Request, res: Response, language: Language): Promise<boolean> => {
    const hit = await options.limiter.hit(rule, rateLimitClient(req));
    if (!hit.limited) return true;
    res.setHeader('Retry-After', String(hit.retryAfterSeconds));
    send(res, 429, renderProposalProblem(language, 'tooMany'));
    return false;
  };

  // The page of a link, and (an accepted version a newer one superseded) the newest version of its deal through it.
  const pages = (Object.entries(PROPOSAL_PAGE_ROUTES) as [Language, string][]).flatMap(([language, route]) => [
    { language, path: route, newest: false },
    { language, path: `${route}${NEWEST_VERSION_SUFFIX}`, newest: true },
  ]);
  for (const { language, path, newest } of pages) {
    const locate = (req: Request): ProposalLocator => ({ token: String(req.params.token), newest });
    router.get(path, async (req, res) => {
      if (!(await allowed(req, res, language))) return;
      await show(res, await answers.openAt(locate(req), req.ip ?? null, new Date(), openedByPerson(req)), language, req.path);
    });
    // The PDF stored when it was sent, with exactly the page's token rules and limit.
    const pdfPath: string = `${path}/pdf`;
    router.get(pdfPath, async (req, res) => {
      if (!(await allowed(req, res, language))) return;
      const found = await answers.openAt(locate(req), req.ip ?? null, new Date(), openedByPerson(req));
      const stored = found.kind === 'open' ? await readProposalPdf(options.db, found.row.id) : undefined;
      if (!stored) return show(res, found.kind === 'open' ? { kind: 'unknown' } : found, language, req.path);
      sendPdfDownload(res, stored.pdf, stored.filename);
    });
    router.post(path, (req, res, next) => (crossSiteReason(req) ? send(res, 403, renderProposalProblem(language, 'refused')) : next()));
    router.post(path, express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT }), async (req, res) => {
      if (!(await allowed(req, res, language))) return;
      const locator = locate(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        if (body.answer === 'decline') {
          const reason = proposalDeclineSchema.safeParse({ reason: body.reason ?? '' });
          const result = await answers.declineAt(locator, reason.success ? reason.data.reason : '', req.ip ?? null);
          if (result.kind === 'answered') options.wake();
          return show(res, result.kind === 'answered' ? await answers.openAt(locator, req.ip ?? null) : result, language, req.path, undefined, 200, true);
        }
        const parsed = proposalAcceptSchema.safeParse({ name: body.name, consent: body.consent });
        const billing = acceptanceBillingInput(body);
        // "Fill from ARES" (issue 37): the form again, its company fields filled from ARES, nothing answered.
        if (body.ares === '1' && options.outside && billing.typed) {
          const filled = await fillAcceptanceFromAres({ db: options.db, outside: options.outside, limiter: options.limiter }, req, billing.typed);
          return show(res, await answers.openAt(locator, req.ip ?? null), language, req.path, undefined, 200, false, { errors: {}, typed: filled.typed, ares: filled.note }, typedAnswerOf(body));
        }
        if (!parsed.success) {
          const t = PAGE_TEXTS[language];
          const field = parsed.error.issues[0]?.path[0];
          const typed = billing.typed ? { errors: billing.ok ? {} : billing.errors, typed: billing.typed } : undefined;
          return show(res, await answers.openAt(locator, req.ip ?? null), language, req.path, field === 'consent' ? t.consentRequired : t.nameRequired, 400, false, typed, typedAnswerOf(body));
        }
        if (!billing.ok) return show(res, await answers.openAt(locator, req.ip ?? null), language, req.path, ACCEPTANCE_BILLING_TEXTS[language].incomplete, 400, false, billing, typedAnswerOf(body));
        const shownHash = typeof body.shown === 'string' ? body.shown : undefined;
        try {
          const result = await answers.acceptAt(locator, { name: parsed.data.name, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, shownHash, billing: billing.billing });
          if (result.kind === 'answered') options.wake();
          return show(res, result.kind === 'answered' ? await answers.openAt(locator, req.ip ?? null) : result, language, req.path, undefined, 200, true);
        } catch (err) {
          // The client record still lacks what an invoice needs: the form again naming each field.
          if (!(err instanceof InvalidFields)) throw err;
          return show(res, await answers.openAt(locator, req.ip ?? null), language, req.path, ACCEPTANCE_BILLING_TEXTS[language].incomplete, 400, false, { errors: { ...err.fields }, typed: billing.typed }, typedAnswerOf(body));
        }
      } catch (err) {
        if (err instanceof Conflict) return send(res, 409, renderProposalProblem(language, 'refused'));
        throw err;
      }
    });
  }
  return router;
}
