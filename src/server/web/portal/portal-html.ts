/**
 * The client portal's page frame (issue 25, decision 032): server-rendered HTML, no JavaScript, phone first — the
 * proposal page's styles (one look for every page a client opens from an e-mail) plus the portal's header: the agency,
 * the client's name, the other language, and sign-out (a form: it changes state). Every text is escaped.
 */
import type { Language } from '@/shared/constants';
import { PORTAL_PREFIX, portalPath } from '@/shared/portal';
import { escapeHtml as e } from '@/shared/html-text';
import { DOCUMENT_PAGE_STYLE } from '../proposal-page';
import { PORTAL_TEXTS } from './portal-texts';

export { escapeHtml } from '@/shared/html-text';

const PORTAL_STYLE = `.top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}.top p{margin:0}
.top nav{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}.top a{color:#fff;display:inline-flex;align-items:center;min-height:44px}
.top form{margin:0;padding:0;border:0;background:none}.top button{min-height:44px;width:auto;margin:0;padding:.3rem .9rem;background:transparent;color:#fff;border:2px solid #fff}
.cards{list-style:none;padding:0;margin:.5rem 0;display:grid;gap:.5rem}.cards li{border:1px solid #e2e5e2;border-radius:.5rem;padding:.75rem 1rem;background:#fff}
.cards a{color:#14532d;font-weight:600;display:inline-flex;min-height:44px;align-items:center}.row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem}
.badge{display:inline-block;align-self:center;padding:.1rem .5rem;border-radius:999px;background:#e8f0ea;color:#14532d;font-size:.85rem;font-weight:600}.badge.warn{background:#fef3c7;color:#7c2d12}
.empty{color:#555}.back,.more{display:inline-flex;min-height:44px;align-items:center;color:#14532d}img.qr{width:200px;height:200px;image-rendering:pixelated}
.amt{white-space:nowrap}
select,input[type=email]{width:100%;min-height:44px;font:inherit;padding:.5rem .75rem;border:1px solid #8a948c;border-radius:.5rem;background:#fff}`;

/** What every portal page knows: its language and the agency profile's name (the header). */
export interface PortalPage {
  language: Language;
  agencyName: string;
}

export interface PortalShellOptions extends PortalPage {
  title: string;
  /** The page's path after the language prefix ('' for the overview): the language switch keeps the page. */
  path: string;
  /** The signed-in client's name: the header then shows the overview link and sign-out. */
  clientName?: string;
}

/** One whole portal page. `body` is HTML the caller escaped. */
export function portalShell({ language, title, path, clientName, agencyName }: PortalShellOptions, body: string): string {
  const t = PORTAL_TEXTS[language];
  const other: Language = language === 'cs' ? 'en' : 'cs';
  const nav =
    (clientName !== undefined
      ? `<a href="${e(portalPath(language))}">${e(t.overview)}</a><a href="${e(portalPath(language, '/details'))}">${e(t.details)}</a>` +
        `<form method="post" action="${e(portalPath(language, '/sign-out'))}"><button type="submit">${e(t.signOut)}</button></form>`
      : '') + `<a href="${e(`${PORTAL_PREFIX[other]}${path}`)}" hreflang="${other}" lang="${other}">${e(t.otherLanguage)}</a>`;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${e(title)} · ${e(t.portal)}</title>` +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${DOCUMENT_PAGE_STYLE}${PORTAL_STYLE}</style></head>` +
    `<body><header class="top"><p>${e(agencyName)} · ${e(t.portal)}${clientName ? ` · ${e(clientName)}` : ''}</p><nav aria-label="${e(t.navigation)}">${nav}</nav></header>` +
    `<main><div class="sheet">${body}</div></main></body></html>`
  );
}

/** A page that says one thing (not found, signed out, too many requests, …). */
export function portalMessagePage(options: PortalShellOptions, heading: string, text: string, link?: { href: string; label: string }): string {
  return portalShell(options, `<h1>${e(heading)}</h1><p>${e(text)}</p>${link ? `<p><a class="back" href="${e(link.href)}">${e(link.label)}</a></p>` : ''}`);
}
