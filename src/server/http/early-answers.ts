/**
 * The server's request listener: answers that need nothing but this process's memory are given here, before the
 * Express stack (routing, compression, body parsing, sessions); everything else goes on to the Express app
 * (decision 018). Every response carries the answer headers (the security headers): an early answer writes them with
 * its own in one `writeHead` (no header set one by one), any other request has them set before Express. Early answers today: public pages already rendered at the current content version
 * (src/server/web/pages.ts) and GET /api/user for a session, user and security settings this process holds
 * (src/server/auth/current-user-from-memory.ts). An early answer that cannot be sure gives no answer: the Express app
 * then answers exactly as it would have.
 *
 * The incoming request and the response keep their own prototypes here. Express gives every request it handles its
 * own (Object.setPrototypeOf), which V8 pays for on every later property access of those objects — measured with a
 * bare Node server sending the same page: about half its throughput. So an early answer reads the request through a
 * view (a new object over Express's request prototype, with the app's settings: req.path, req.protocol with
 * TRUST_PROXY, req.query, req.get()), and switches the real objects to Express's API only when it needs it (res.json).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import type { Logger } from '../logger';
import { setAnswerHeaders } from '../security/headers';

export interface EarlyRequest {
  /** A read-only view of the request through Express's request API; the incoming message itself is untouched. */
  req: Request;
  /** The response, a plain ServerResponse. */
  res: ServerResponse;
  /**
   * The headers every answer carries (the security headers), as a flat list of names and values: an early answer
   * that writes its head itself must write them (`res.writeHead(status, answerHeaders.concat(own))`).
   */
  answerHeaders: readonly string[];
  /**
   * Gives the request and response Express's API (what app.handle does first), for an answer that needs it; the
   * answer headers are set on the response then.
   */
  express(): { req: Request; res: Response };
}

/** Answers the request and returns true; or returns false without having written anything. Synchronous. */
export type EarlyAnswer = (early: EarlyRequest) => boolean;

/** Runs for every request before any answer (metrics); synchronous; sets no header. */
export type EveryRequest = (req: Request, res: ServerResponse) => void;

export type SiteRequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RequestListenerParts {
  app: Express;
  everyRequest: EveryRequest[];
  /** The headers of every response (src/server/security/headers.ts), flat names and values. */
  answerHeaders: readonly string[];
  answers: EarlyAnswer[];
  logger: Logger;
}

/** The request seen through Express's request prototype, with the app's settings, without changing the request. */
function expressView(app: Express, incoming: IncomingMessage): Request {
  const view = Object.create(app.request as object) as Request & { connection: IncomingMessage['socket'] };
  view.headers = incoming.headers;
  view.url = incoming.url ?? '/';
  view.originalUrl = view.url;
  view.method = incoming.method ?? 'GET';
  view.socket = incoming.socket;
  view.connection = incoming.socket;
  return view;
}

export function siteRequestListener({ app, everyRequest, answerHeaders, answers, logger }: RequestListenerParts): SiteRequestListener {
  return (incoming, res) => {
    const req = expressView(app, incoming);
    const early: EarlyRequest = {
      req,
      res,
      answerHeaders,
      express: () => {
        setAnswerHeaders(res, answerHeaders);
        const request = incoming as Request;
        const response = res as Response;
        request.res = response;
        response.req = request;
        request.originalUrl ??= request.url;
        Object.setPrototypeOf(request, app.request);
        Object.setPrototypeOf(response, app.response);
        response.locals ??= Object.create(null) as Response['locals'];
        return { req: request, res: response };
      },
    };
    try {
      for (const step of everyRequest) step(req, res);
      for (const answer of answers) if (answer(early)) return;
    } catch (err) {
      logger.error({ err }, 'early answer failed; the request goes on to the app');
      if (res.headersSent) {
        res.destroy();
        return;
      }
    }
    setAnswerHeaders(res, answerHeaders);
    app(incoming, res);
  };
}
