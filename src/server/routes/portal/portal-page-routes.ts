/**
 * The portal pages of a signed-in client (issue 25): the overview, proposals (accept / decline as on the token page, the
 * PDF), invoices (the PDF, the QR Platba of what is left to pay), projects (a message about one; a retainer's hours
 * this month; the time logged, while staff show it — issue 36), and the client's details (a request to change the
 * billing details). Thin: every lookup goes through portal-records.ts (the hours: portal-time.ts) with the session's
 * client id (another client's id is a 404 like a missing one); the writes through their data modules.
 * Without a portal session: a GET is sent to the sign-in page (303), a POST answered 401.
 */
import { Router, type Request, type Response } from 'express';
import { HONEYPOT_FIELD } from '@/shared/constants';
import { portalMessageSchema, portalPath, type PortalCaller } from '@/shared/portal';
import { clientChangeRequestSchema } from '@/shared/schemas/client';
import { proposalAcceptSchema, proposalDeclineSchema } from '@/shared/schemas/proposal';
import { validationText } from '@/shared/validation-texts';
import { isPrefetch } from '@/server/analytics/visit-facts';
import { clientActor, requestIp } from '@/server/audit/audit-log';
import { messageData } from '@/server/data/messages';
import { clientChangeRequests } from '@/server/data/portal/client-change-requests';
import { portalRecords, type PortalProposal } from '@/server/data/portal/portal-records';
import { portalTime } from '@/server/data/portal/portal-time';
import { readInvoicePdf } from '@/server/data/invoices/invoice-pdf';
import { proposalAnswers, type AnswerResult } from '@/server/data/proposals/proposal-answers';
import { readProposalPdf } from '@/server/data/proposals/proposal-pdf';
import { Conflict, InvalidFields } from '@/server/domain/errors';
import { sendPdfDownload } from '@/server/http/pdf-response';
import { STAFF_MAIL_LANGUAGE } from '@/server/mail/enquiry-mail';
import { renderSpaydPng } from '@/server/payments/qr-platba';
import { portalMessageRule } from '@/server/security/rate-limit';
import { portalMessagePage } from '@/server/web/portal/portal-html';
import { PORTAL_PAGE_TEXTS } from '@/server/web/portal/portal-page-texts';
import { renderOverview, renderPortalDetails, renderPortalInvoice, renderPortalProject, renderPortalProposal, type ProposalPageOptions } from '@/server/web/portal/portal-pages';
import { PORTAL_TEXTS } from '@/server/web/portal/portal-texts';
import { renderPortalProjectTime, renderProjectHours, renderRetainersSection } from '@/server/web/portal/portal-time-pages';
import { PAGE_TEXTS } from '@/server/web/proposal-page-texts';
import { typedAnswerOf } from '@/server/web/proposal-page';
import { ACCEPTANCE_BILLING_TEXTS } from '@/server/web/acceptance-billing';
import { acceptanceBillingForm, acceptanceBillingInput, type BillingProblem } from '../acceptance-billing-input';
import { callerOf, languageOf, portalIdParam, redirectInPortal, sendPortalHtml, type PortalContext, portalPageOf } from './portal-context';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The page of a list in a portal address (`?page=2`): 1 when absent, null when it is no whole number from 1 to 9999. */
function pageParam(req: Request): number | null {
  const raw = req.query.page;
  if (raw === undefined) return 1;
  return typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

export function portalPageRoutes(context: PortalContext): Router {
  const router = Router();
  const records = portalRecords(context.db);
  const answers = proposalAnswers(context.db, { queue: context.mailer.queue, origin: context.origin });
  const inbox = messageData(context.db);
  const changeRequests = clientChangeRequests(context.db);
  const hours = portalTime(context.db);

  /** A project page's hours (issue 36): its retainer this month, and the link to its time while staff show it. */
  const projectHours = async (res: Response, clientId: number, projectId: number): Promise<string> => {
    const [[retainer], showsTime] = await Promise.all([hours.retainers(clientId, { projectId }), hours.showsTime(clientId)]);
    return renderProjectHours(languageOf(res), projectId, retainer, showsTime);
  };

  /** The signed-in client, or null after answering: a GET goes to the sign-in page, a POST gets the 401 page. */
  const signedIn = (req: Request, res: Response): PortalCaller | null => {
    const caller = callerOf(res);
    if (caller) return caller;
    if (req.method === 'GET') {
      redirectInPortal(res, '');
    } else {
      const page = portalPageOf(res);
    const { language } = page;
      const t = PORTAL_TEXTS[language].signInFirst;
      sendPortalHtml(res, 401, portalMessagePage({ ...page, title: t.heading, path: '' }, t.heading, t.text, { href: portalPath(language), label: t.link }));
    }
    return null;
  };

  const notFound = async (res: Response, clientId: number) => {
    const page = portalPageOf(res);
    const { language } = page;
    const t = PORTAL_TEXTS[language].notFound;
    const clientName = (await records.clientName(clientId)) ?? '';
    sendPortalHtml(res, 404, portalMessagePage({ ...page, title: t.heading, path: '', clientName }, t.heading, t.text));
  };

  /** The caller and the record `:id` names when it is theirs; otherwise answered (sign-in, 404) and null. */
  const owned = async <T>(req: Request, res: Response, find: (clientId: number, id: number) => Promise<T | null>) => {
    const caller = signedIn(req, res);
    if (!caller) return null;
    const id = portalIdParam(req);
    const record = id === null ? null : await find(caller.clientId, id);
    if (record === null || id === null) {
      await notFound(res, caller.clientId);
      return null;
    }
    return { caller, id, record };
  };

  router.get('/', async (req, res, next) => {
    const caller = callerOf(res);
    if (!caller) return next(); // signed out: the sign-in form (portal-sign-in-routes.ts)
    const overview = await records.overview(caller.clientId);
    if (!overview) return notFound(res, caller.clientId);
    const retainers = renderRetainersSection(languageOf(res), await hours.retainers(caller.clientId));
    sendPortalHtml(res, 200, renderOverview(portalPageOf(res), overview, retainers));
  });

  // Proposals.
  const showProposal = async (res: Response, clientId: number, p: PortalProposal, options: ProposalPageOptions = {}, status = 200, billing?: BillingProblem) => {
    const asking = p.open && (p.storedStatus === 'sent' || p.storedStatus === 'viewed');
    const billingForm = asking ? await acceptanceBillingForm(context.db, clientId, billing?.typed, billing?.errors) : undefined;
    sendPortalHtml(res, status, renderPortalProposal(portalPageOf(res), (await records.clientName(clientId)) ?? '', p, { ...options, billing: billingForm }));
  };

  router.get('/proposals/:id', async (req, res) => {
    const found = await owned(req, res, records.proposal);
    if (!found) return;
    // The first opening by the client marks it viewed, as the link's page does (a prefetch does not).
    const { caller, id, record } = found;
    if (record.storedStatus === 'sent' && record.open && !isPrefetch(req.headers)) {
      await answers.openInPortal(caller.clientId, id, req.ip ?? null);
      return showProposal(res, caller.clientId, (await records.proposal(caller.clientId, id)) ?? record);
    }
    await showProposal(res, caller.clientId, record);
  });

  router.post('/proposals/:id', async (req, res) => {
    const found = await owned(req, res, records.proposal);
    if (!found) return;
    const { caller, id, record } = found;
    const page = portalPageOf(res);
    const { language } = page;
    const t = PORTAL_PAGE_TEXTS[language].proposal;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const again = async () => (await records.proposal(caller.clientId, id)) ?? record;
    let result: AnswerResult;
    try {
      if (body.answer === 'decline') {
        const reason = proposalDeclineSchema.safeParse({ reason: body.reason ?? '' });
        result = await answers.declineInPortal(caller.clientId, id, reason.success ? reason.data.reason : '', req.ip ?? null);
      } else {
        const parsed = proposalAcceptSchema.safeParse({ name: body.name, consent: body.consent });
        const billing = acceptanceBillingInput(body);
        const typed = billing.typed ? { errors: billing.ok ? {} : billing.errors, typed: billing.typed } : undefined;
        if (!parsed.success) {
          const texts = PAGE_TEXTS[record.snapshot.language];
          const field = parsed.error.issues[0]?.path[0];
          return showProposal(res, caller.clientId, record, { formError: field === 'consent' ? texts.consentRequired : texts.nameRequired, typedAnswer: typedAnswerOf(body) }, 400, typed);
        }
        const incomplete = ACCEPTANCE_BILLING_TEXTS[record.snapshot.language].incomplete;
        if (!billing.ok) return showProposal(res, caller.clientId, record, { formError: incomplete, typedAnswer: typedAnswerOf(body) }, 400, typed);
        const shownHash = typeof body.shown === 'string' ? body.shown : undefined;
        try {
          result = await answers.acceptInPortal(caller.clientId, id, { name: parsed.data.name, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, shownHash, billing: billing.billing });
        } catch (err) {
          // The client record still lacks what an invoice needs: the form again naming each field.
          if (!(err instanceof InvalidFields)) throw err;
          return showProposal(res, caller.clientId, record, { formError: incomplete, typedAnswer: typedAnswerOf(body) }, 400, { errors: { ...err.fields }, typed: billing.typed });
        }
      }
    } catch (err) {
      if (err instanceof Conflict) return showProposal(res, caller.clientId, await again(), { error: t.refused }, 409);
      throw err;
    }
    if (result.kind === 'unknown') return notFound(res, caller.clientId);
    if (result.kind === 'gone') return showProposal(res, caller.clientId, await again(), { error: t.refused }, 409);
    const answer = result.row.status === 'declined' ? 'declined' : 'accepted';
    if (result.repeated) {
      return showProposal(res, caller.clientId, await again(), { error: { heading: t.alreadyAnswered.heading, text: t.alreadyAnswered[answer] } }, 409);
    }
    context.wake();
    return showProposal(res, caller.clientId, await again(), { notice: t.answered[answer] });
  });

  router.get('/proposals/:id/pdf', async (req, res) => {
    const found = await owned(req, res, records.proposal);
    if (!found) return;
    const stored = await readProposalPdf(context.db, found.id);
    if (!stored) return notFound(res, found.caller.clientId);
    sendPdfDownload(res, stored.pdf, stored.filename);
  });

  // Invoices.
  router.get('/invoices/:id', async (req, res) => {
    const found = await owned(req, res, records.invoice);
    if (found) sendPortalHtml(res, 200, renderPortalInvoice(portalPageOf(res), (await records.clientName(found.caller.clientId)) ?? '', found.record));
  });

  router.get('/invoices/:id/pdf', async (req, res) => {
    const found = await owned(req, res, records.invoice);
    if (!found) return;
    const stored = await readInvoicePdf(context.db, found.id);
    if (!stored) return notFound(res, found.caller.clientId);
    sendPdfDownload(res, stored.pdf, stored.filename);
  });

  router.get('/invoices/:id/qr.png', async (req, res) => {
    const found = await owned(req, res, records.invoice);
    if (!found) return;
    if (!found.record.qr) return notFound(res, found.caller.clientId);
    const png = await renderSpaydPng(found.record.qr.spayd);
    res.status(200).set({ 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'X-Content-Type-Options': 'nosniff' }).send(png);
  });

  // Projects and their messages.
  router.get('/projects/:id', async (req, res) => {
    const found = await owned(req, res, records.project);
    if (found) {
      const name = (await records.clientName(found.caller.clientId)) ?? '';
      const projectHoursHtml = await projectHours(res, found.caller.clientId, found.id);
      sendPortalHtml(res, 200, renderPortalProject(portalPageOf(res), name, found.record, { sent: req.query.sent === '1', hours: projectHoursHtml }));
    }
  });

  // The time logged on a project (issue 36): only while staff show it; otherwise, or a bad ?page, the 404 page.
  router.get('/projects/:id/time', async (req, res) => {
    const page = pageParam(req);
    const found = await owned(req, res, async (clientId, id) => (page === null ? null : hours.projectTime(clientId, id, languageOf(res), page)));
    if (found) sendPortalHtml(res, 200, renderPortalProjectTime(portalPageOf(res), (await records.clientName(found.caller.clientId)) ?? '', found.record));
  });

  router.post('/projects/:id/messages', async (req, res) => {
    const found = await owned(req, res, records.project);
    if (!found) return;
    const { caller, id, record } = found;
    const page = portalPageOf(res);
    const { language } = page;
    const t = PORTAL_PAGE_TEXTS[language].project;
    const client = await records.details(caller.clientId);
    if (!client) return notFound(res, caller.clientId);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const typed = asText(body.message);
    const parsed = portalMessageSchema.safeParse({ message: typed });
    if (!parsed.success) {
      const error = typed.trim() === '' ? t.messageRequired : t.messageTooLong;
      return sendPortalHtml(res, 400, renderPortalProject(page, client.name, record, { error, value: typed, hours: await projectHours(res, caller.clientId, id) }));
    }
    const hit = await context.limiter.hit(portalMessageRule(), String(caller.clientId));
    if (hit.limited) {
      res.setHeader('Retry-After', String(hit.retryAfterSeconds));
      return sendPortalHtml(res, 429, renderPortalProject(page, client.name, record, { error: t.tooMany, value: typed, hours: await projectHours(res, caller.clientId, id) }));
    }
    // The contact form's honeypot (a person never sees the field): kept as spam, nobody notified.
    const spamReason = asText(body[HONEYPOT_FIELD]).trim() !== '' ? ('honeypot' as const) : null;
    const { mails } = await inbox.createPortalMessage(
      { name: client.name, email: client.email, message: parsed.data.message, language, pagePath: portalPath(language, `/projects/${id}`), clientId: caller.clientId, projectId: id, spamReason },
      clientActor(client.name, requestIp(req), caller.clientId),
      (tx, row) => context.mailer.queue(tx, [{ kind: 'portal_message', language: STAFF_MAIL_LANGUAGE, data: { message: row } }]),
    );
    if (mails > 0) context.wake();
    redirectInPortal(res, `/projects/${id}?sent=1`);
  });

  // The client's details and a request to change the billing details.
  router.get('/details', async (req, res) => {
    const caller = signedIn(req, res);
    if (!caller) return;
    const details = await records.details(caller.clientId);
    if (!details) return notFound(res, caller.clientId);
    sendPortalHtml(res, 200, renderPortalDetails(portalPageOf(res), details, { requested: req.query.requested === '1' }));
  });

  router.post('/details', async (req, res) => {
    const caller = signedIn(req, res);
    if (!caller) return;
    const page = portalPageOf(res);
    const { language } = page;
    const details = await records.details(caller.clientId);
    if (!details) return notFound(res, caller.clientId);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values: Record<string, string> = {};
    for (const key of ['billingName', 'ico', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'phone', 'note', 'vatPayer']) values[key] = asText(body[key]);
    const parsed = clientChangeRequestSchema.safeParse({ ...values, vatPayer: values.vatPayer === 'on' });
    if (!parsed.success) {
      const t = PORTAL_PAGE_TEXTS[language].details;
      const errors: { field: string; message: string }[] = [];
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'note');
        if (!errors.some((x) => x.field === field)) errors.push({ field, message: validationText(language, issue.message) ?? t.fieldInvalid });
      }
      return sendPortalHtml(res, 400, renderPortalDetails(page, details, { errors, values }));
    }
    const created = await changeRequests.create(caller.clientId, parsed.data, clientActor(details.name, requestIp(req), caller.clientId), (tx, { request, client, current }) =>
      context.mailer.queue(tx, [
        {
          kind: 'change_request',
          language: STAFF_MAIL_LANGUAGE,
          data: { changeRequestId: request.id, clientId: client.id, clientName: client.name, clientEmail: client.email, changes: request.changes, current },
        },
      ]),
    );
    if (!created) return notFound(res, caller.clientId);
    if (created.mails > 0) context.wake();
    redirectInPortal(res, '/details?requested=1');
  });

  return router;
}
