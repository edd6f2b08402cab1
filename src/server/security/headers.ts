/**
 * Security headers on every response, set in this one middleware (no helmet).
 *
 * Content-Security-Policy: scripts only from this origin, no inline script (the pages carry only
 * <script type="module" src=…> plus <script type="application/json"> and <script type="application/ld+json"> data
 * blocks, which are never executed, so no nonce is needed). Styles may be inline: the stylesheet is inlined into each
 * page and the UI libraries set style attributes. Images may also come from https: hosts, because blog posts and
 * portfolio items may point at images the admin keeps elsewhere (images cannot run code).
 * Development with Vite's dev server (hot reload) needs an inline preamble script and a WebSocket, so only there the
 * policy allows 'unsafe-inline' scripts and ws: connections.
 */
import type { ServerResponse } from 'node:http';

export interface SecurityHeaderOptions {
  /** NODE_ENV=production: adds Strict-Transport-Security. */
  production: boolean;
  /** Pages served through Vite's dev server: the relaxed development policy. */
  viteDev: boolean;
}

export const HSTS = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function contentSecurityPolicy(viteDev: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': viteDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers of every response, as a flat list of names and values (what `writeHead` takes): src/server/http/
 * early-answers.ts gives them to every response — written with an early answer's own headers in one `writeHead`, or
 * set (setAnswerHeaders) before the Express app answers.
 */
export function securityHeaderList({ production, viteDev }: SecurityHeaderOptions): readonly string[] {
  return Object.freeze([
    'Content-Security-Policy',
    contentSecurityPolicy(viteDev),
    'X-Content-Type-Options',
    'nosniff',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'X-Frame-Options',
    'DENY',
    'Permissions-Policy',
    PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy',
    'same-origin',
    ...(production ? ['Strict-Transport-Security', HSTS] : []),
  ]);
}

/** Sets a flat list of header names and values on a response. */
export function setAnswerHeaders(res: ServerResponse, headers: readonly string[]): void {
  for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}
