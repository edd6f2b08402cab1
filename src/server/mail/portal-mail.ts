/**
 * The client portal's sign-in e-mail (issue 25, decision 032): the single-use link, in the language the client asked
 * in, valid PORTAL_LINK_TTL_MS (15 minutes). Nothing the requester typed is repeated but the address it goes to.
 */
import type { Language } from '@/shared/constants';
import { PORTAL_LINK_TTL_MS } from '@/shared/portal';
import { escapeHtml } from '@/shared/html-text';
import { subjectLine, type RenderedMail } from './enquiry-mail';

export interface PortalSignInMail {
  clientId: number;
  to: string;
  /** The whole link: `${origin}${portalPath(language, '/sign-in/' + token)}`. */
  link: string;
}

const MINUTES = Math.round(PORTAL_LINK_TTL_MS / 60_000);

interface PortalMailTexts {
  subject: string;
  greeting: string;
  body: string;
  open: string;
  validity: string;
  ignore: string;
  signature: string;
}

export const PORTAL_MAIL_TEXTS: Record<Language, PortalMailTexts> = {
  cs: {
    subject: 'Přihlášení do klientského portálu – {agency}',
    greeting: 'Dobrý den,',
    body: 'do klientského portálu se přihlásíte tímto odkazem:',
    open: 'Přihlásit se do portálu',
    validity: `Odkaz platí ${MINUTES} minut a lze jej použít jen jednou.`,
    ignore: 'Pokud jste o přihlášení nežádali, e-mail prosím ignorujte.',
    signature: 'S pozdravem',
  },
  en: {
    subject: 'Sign in to the client portal – {agency}',
    greeting: 'Hello,',
    body: 'sign in to the client portal with this link:',
    open: 'Sign in to the portal',
    validity: `The link is valid for ${MINUTES} minutes and can be used once.`,
    ignore: 'If you did not ask to sign in, please ignore this e-mail.',
    signature: 'Kind regards',
  },
};

/** `agencyName`: the agency profile's name (the subject, the signature). */
export function renderPortalSignIn(mail: PortalSignInMail, language: Language, agencyName: string): RenderedMail {
  const t = PORTAL_MAIL_TEXTS[language];
  return {
    subject: subjectLine(t.subject.replace('{agency}', agencyName)),
    text: [t.greeting, '', t.body, mail.link, '', t.validity, t.ignore, '', t.signature, agencyName].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(t.body)}</p>`,
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.open)}</a></p>`,
      `<p>${escapeHtml(t.validity)} ${escapeHtml(t.ignore)}</p>`,
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(agencyName)}</p>`,
    ].join('\n'),
  };
}
