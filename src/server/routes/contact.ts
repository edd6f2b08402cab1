import { Router, type Request, type Response } from 'express';
import { DEFAULT_LANGUAGE, POSSIBLE_SPAM_REASONS, type Language } from '@/shared/constants';
import type { AnalyticsRecorder } from '../analytics/recorder';
import { contactRequestSchema, HONEYPOT_FIELD, type EnquiryMeta } from '@/shared/schemas/contact';
import { CONTACT_MESSAGES } from '@/shared/schemas/messages';
import { quoteDetails, quoteRequestSchema, shownCurrencyOf } from '@/shared/schemas/quote';
import { messageData, type EnquiryValues } from '../data/messages';
import { priceListForQuote } from '../data/price-list';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import { formTokenToJudge, issueFormToken, judgeSpam, MIN_FILL_MS } from '../mail/form-token';
import { formTokenData } from '../data/form-tokens';
import { createMailer } from '../mail/mailer';
import type { MailService } from '../mail/mail-service';
import { rateLimitClient } from '../security/client-address';
import { contactRule, tooManyRequests, type RateLimiter, type RateLimitSettings } from '../security/rate-limit';
import { classicFormAnswer } from './classic-form-answer';

export const CONTACT_RATE_LIMIT_MESSAGE = CONTACT_MESSAGES.rateLimited;

export interface EnquiryRouteOptions {
  db: Database;
  limiter: RateLimiter;
  settings: RateLimitSettings;
  mail: MailService;
  /** Signs the form tokens (a key derived from it). */
  secret: string;
  /** The minimum fill time (default MIN_FILL_MS). */
  minFillMs?: number | undefined;
  /** The origin of the back-office link in notifications (PUBLIC_URL; localhost in development), never the request's. */
  mailOrigin: string;
  /** Records the enquiry and the visit it came from (decision 026); absent: not recorded. */
  analytics?: AnalyticsRecorder | undefined;
}

/** A classic HTML form post (no JavaScript): urlencoded body. */
const isClassicForm = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * Public enquiries (docs/product/api.md#enquiries POST /api/contact; issue 12 POST /api/quote, GET /api/contact/form-token). At most
 * `contactPerIp` accepted enquiries per IP per window, shared by both forms, then 429 with Retry-After. Clear spam
 * (honeypot filled, forged token) is stored with status spam and sends no mail; an enquiry sent faster than the
 * minimum fill time is possible spam: stored as spam (too_fast), listed in the default inbox and notified (issue 20).
 * The visitor sees the same success either way. A form token counts once (a reused one is judged as none). The enquiry
 * and its mail are written in one transaction; the sender is woken afterwards — no SMTP work happens while the visitor
 * waits.
 */
export function contactRouteTable(options: EnquiryRouteOptions): RouteDefinition[] {
  const { db, limiter, settings, mail, secret, mailOrigin, minFillMs = MIN_FILL_MS, analytics } = options;
  const mailer = createMailer({ service: mail, origin: mailOrigin });
  const rule = contactRule(settings);
  const messages = messageData(db);
  const formTokens = formTokenData(db);

  async function store(req: Request, res: Response, meta: EnquiryMeta, values: Omit<EnquiryValues, 'spamReason' | 'pagePath' | 'language'>) {
    const hit = await limiter.hit(rule, rateLimitClient(req));
    if (hit.limited) throw tooManyRequests(res, [hit], CONTACT_RATE_LIMIT_MESSAGE);
    // A token counts once: used again (or expired), the enquiry is judged as one sent without a token.
    const formToken = await formTokenToJudge(meta.formToken, secret, formTokens.useOnce);
    const spamReason = judgeSpam({ honeypot: meta[HONEYPOT_FIELD], formToken }, { secret, minFillMs });
    const { id, mails } = await messages.createEnquiry(
      { ...values, pagePath: meta.page ?? null, language: meta.lang ?? null, spamReason },
      mailer.enquiryMails,
    );
    if (mails > 0) mail.wake();
    // Clear spam is not an enquiry for the figures; a possible spam is (staff may release it).
    if (!spamReason || POSSIBLE_SPAM_REASONS.includes(spamReason))
      await analytics?.enquiryReceived(req, { messageId: id, kind: values.kind === 'quote' ? 'quote_sent' : 'contact_sent', page: meta.page ?? null, language: meta.lang ?? null });
    return id;
  }

  return [
    {
      method: 'get',
      path: '/contact/form-token',
      handler: (_req, res) => {
        res.json({ token: issueFormToken(secret) });
      },
    },
    {
      method: 'post',
      path: '/contact',
      handler: async (req, res) => {
        const classic = isClassicForm(req);
        let input;
        try {
          input = parseInput(contactRequestSchema, req.body);
        } catch (err) {
          if (classic && err instanceof HttpError && err.status === 400) {
            classicFormAnswer(res, 400, formLanguage(req.body), err);
            return;
          }
          throw err;
        }
        const id = await store(req, res, input, { kind: 'contact', name: input.name, email: input.email, message: input.message, phone: null, quote: null });
        if (classic) classicFormAnswer(res, 201, input.lang ?? 'cs');
        else res.status(201).json({ id, message: 'Message received' });
      },
    },
    {
      method: 'post',
      path: '/quote',
      handler: async (req, res) => {
        const input = parseInput(quoteRequestSchema, req.body);
        // The posted prices are ignored: the stored ones are recomputed from plan, mode and services with the price
        // list the page showed (409 when it was replaced too long ago: the visitor is told the prices changed).
        const prices = await priceListForQuote(db, input.priceVersion);
        // The company and IČO (optional, the IČO checked by the schema) are kept for the client a proposal creates, and
        // the currency the page showed (Kč in Czech, US dollars in English) for the proposal made from it (issue 38).
        const quote = {
          ...quoteDetails(prices, input.plan, input.paymentMode, input.services),
          shownCurrency: shownCurrencyOf(input.lang ?? DEFAULT_LANGUAGE),
          ...(input.company ? { company: input.company } : {}),
          ...(input.ico ? { ico: input.ico } : {}),
        };
        const id = await store(
          req,
          res,
          input,
          { kind: 'quote', name: input.name, email: input.email, message: input.note ?? '', phone: input.phone || null, quote },
        );
        res.status(201).json({ id, message: 'Quote request received', quote });
      },
    },
  ];
}

function formLanguage(body: unknown): Language {
  return (body as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'cs';
}

export function contactRoutes(options: EnquiryRouteOptions): Router {
  return registerRoutes(Router(), contactRouteTable(options));
}
