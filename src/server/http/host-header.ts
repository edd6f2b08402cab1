/**
 * The Host header rule, the same for pages and /api (issue 19): a request whose Host is not a valid host[:port] is
 * refused with 400 before anything runs — pages build absolute links from it (without PUBLIC_URL), and no route may
 * get to see one. A request without Host (HTTP/1.0) passes.
 */
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * A Host header links may be built from: a host name, an IPv4 address or a bracketed IPv6 address, optionally with a
 * port — nothing else ('"><script>', 'a/b', 'user@host').
 */
export function isValidHostHeader(host: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match) return false;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  if (name.startsWith('[')) return isIP(name.slice(1, -1)) === 6;
  try {
    // WHATWG parsing refuses what no browser would send ('999.1.1.1', empty labels); it must keep the name as it is.
    return new URL(`http://${name}`).hostname === name.toLowerCase();
  } catch {
    return false;
  }
}

/** Whether a request's Host header (absent, or the raw value) passes the rule. */
export const hostHeaderAcceptable = (host: string | undefined): boolean => host === undefined || isValidHostHeader(host);

export const INVALID_HOST_MESSAGE = 'Bad request: invalid Host header';

/** Pages: 400 in plain text. */
export const refuseInvalidHostPage: RequestHandler = (req, res, next) => {
  if (hostHeaderAcceptable(req.get('host'))) return next();
  res.status(400).type('text/plain').send(`${INVALID_HOST_MESSAGE}\n`);
};

/** /api: 400 in the API's JSON error format. */
export const refuseInvalidHostApi: RequestHandler = (req, _res, next) => {
  next(hostHeaderAcceptable(req.get('host')) ? undefined : new HttpError(400, INVALID_HOST_MESSAGE));
};
