/**
 * The proposal e-mails (docs/product/proposals.md#sending): the client's link and the client's confirmation of an
 * acceptance, in the proposal's language, and the staff notice of the client's answer (accepted or declined). The
 * subject names the document once ("Nabídka N-2026-0001: <the deal's title>"). Everything that came from a person is
 * escaped in HTML.
 */
import type { Language } from '@/shared/constants';
import { formatDateTime, formatDay } from '@/shared/dates';
import { escapeHtml } from '@/shared/html-text';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { dealTitle } from '@/shared/proposal-paths';
import type { ProposalCurrency } from '@/shared/schemas/proposal';
import { subjectLine, type RenderedMail } from './enquiry-mail';

export interface ProposalLinkMail {
  proposalId: number;
  to: string;
  number: string;
  title: string;
  link: string;
  /** yyyy-mm-dd */
  validUntil: string;
  /** The client's id: with portal access the mail names the portal's address (issue 25). */
  clientId?: number;
}

export interface ProposalAnswerMail {
  proposalId: number;
  number: string;
  clientName: string;
  answer: 'accepted' | 'declined';
  /** The typed name (accepted) or the reason (declined, may be empty). */
  detail: string;
  adminUrl: string;
}

const LINK_TEXTS: Record<Language, { subject: (n: string, t: string) => string; greeting: string; body: (v: string) => string; open: string; portal: string; signature: string }> = {
  cs: {
    subject: (n, t) => `Nabídka ${n}: ${t}`,
    greeting: 'Dobrý den,',
    body: (v) => `posíláme Vám nabídku (v příloze i jako PDF). Prohlédnout, vytisknout a přijmout ji můžete online do ${v}:`,
    open: 'Otevřít nabídku',
    portal: 'Nabídky, faktury a projekty najdete také v klientském portálu:',
    signature: 'S pozdravem',
  },
  en: {
    subject: (n, t) => `Proposal ${n}: ${t}`,
    greeting: 'Hello,',
    body: (v) => `please find our proposal below (the PDF is attached). You can view, print and accept it online until ${v}:`,
    open: 'Open the proposal',
    portal: 'You will also find your proposals, invoices and projects in the client portal:',
    signature: 'Kind regards',
  },
};

/** `agencyName`: the agency profile's name, which signs the mail. */
export function renderProposalLink(mail: ProposalLinkMail, language: Language, agencyName: string, portalUrl?: string): RenderedMail {
  const t = LINK_TEXTS[language];
  const body = t.body(formatDay(mail.validUntil, language));
  return {
    subject: subjectLine(t.subject(mail.number, dealTitle(mail.title))),
    text: [t.greeting, '', body, mail.link, '', ...(portalUrl ? [`${t.portal} ${portalUrl}`, ''] : []), t.signature, agencyName].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.open)}</a></p>`,
      ...(portalUrl ? [`<p>${escapeHtml(t.portal)} <a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a></p>`] : []),
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(agencyName)}</p>`,
    ].join('\n'),
  };
}

const ANSWER_TEXTS: Record<Language, { accepted: string; declined: string; by: string; reason: string; open: string }> = {
  cs: { accepted: 'Klient přijal nabídku', declined: 'Klient odmítl nabídku', by: 'Přijal(a)', reason: 'Důvod', open: 'Otevřít v administraci' },
  en: { accepted: 'The client accepted the proposal', declined: 'The client declined the proposal', by: 'Accepted by', reason: 'Reason', open: 'Open in the back office' },
};

export function renderProposalAnswer(mail: ProposalAnswerMail, language: Language): RenderedMail {
  const t = ANSWER_TEXTS[language];
  const headline = `${t[mail.answer]} ${mail.number}: ${mail.clientName}`;
  const label = mail.answer === 'accepted' ? t.by : t.reason;
  return {
    subject: subjectLine(headline),
    text: [headline, `${label}: ${mail.detail}`, mail.adminUrl].join('\n'),
    html: [
      `<p>${escapeHtml(headline)}</p>`,
      `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(mail.detail)}</p>`,
      `<p><a href="${escapeHtml(mail.adminUrl)}">${escapeHtml(t.open)}</a></p>`,
    ].join('\n'),
  };
}

/** The client's confirmation of an acceptance (docs/product/proposals.md#acceptance); the PDF is attached by the sender. */
export interface ProposalAcceptedMail {
  proposalId: number;
  clientId: number;
  to: string;
  number: string;
  version: number;
  title: string;
  acceptedName: string;
  acceptedAt: Date;
  currency: ProposalCurrency;
  oneTimeMinor: number;
  monthlyMinor: number;
  /** The page of the accepted version (accepted through the e-mailed link); null from the portal. */
  link: string | null;
}

const ACCEPTED_TEXTS: Record<
  Language,
  { subject: (n: string, t: string) => string; greeting: string; body: (n: string, at: string, name: string) => string; oneTime: string; monthly: string; attached: string; open: string; portal: string; signature: string }
> = {
  cs: {
    subject: (n, t) => `Potvrzení přijetí nabídky ${n}: ${t}`,
    greeting: 'Dobrý den,',
    body: (n, at, name) => `děkujeme, nabídku ${n} jste přijali ${at} (přijal(a): ${name}). Brzy se Vám ozveme s dalšími kroky.`,
    oneTime: 'Jednorázově',
    monthly: 'Měsíčně',
    attached: 'Přijatou nabídku přikládáme v PDF.',
    open: 'Nabídku si můžete kdykoli znovu prohlédnout:',
    portal: 'Nabídky, faktury a projekty najdete také v klientském portálu:',
    signature: 'S pozdravem',
  },
  en: {
    subject: (n, t) => `Proposal ${n} accepted: ${t}`,
    greeting: 'Hello,',
    body: (n, at, name) => `thank you for accepting proposal ${n} on ${at} (accepted by ${name}). We will be in touch shortly about the next steps.`,
    oneTime: 'One-time',
    monthly: 'Monthly',
    attached: 'The accepted proposal is attached as a PDF.',
    open: 'You can view the proposal again at any time:',
    portal: 'You will also find your proposals, invoices and projects in the client portal:',
    signature: 'Kind regards',
  },
};

export function renderProposalAccepted(mail: ProposalAcceptedMail, language: Language, agencyName: string, portalUrl?: string): RenderedMail {
  const t = ACCEPTED_TEXTS[language];
  const number = mail.version > 1 ? `${mail.number} (v${mail.version})` : mail.number;
  const body = t.body(number, formatDateTime(mail.acceptedAt, language), mail.acceptedName);
  const amounts = [
    ...(mail.oneTimeMinor ? [`${t.oneTime}: ${formatDocumentMoney(mail.oneTimeMinor, mail.currency, language)}`] : []),
    ...(mail.monthlyMinor ? [`${t.monthly}: ${formatDocumentMoney(mail.monthlyMinor, mail.currency, language)}`] : []),
  ];
  return {
    subject: subjectLine(t.subject(number, dealTitle(mail.title))),
    text: [
      t.greeting, '', body, ...amounts, '', t.attached,
      ...(mail.link ? [t.open, mail.link] : []),
      ...(portalUrl ? ['', `${t.portal} ${portalUrl}`] : []),
      '', t.signature, agencyName,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      ...(amounts.length ? [`<p>${amounts.map(escapeHtml).join('<br>')}</p>`] : []),
      `<p>${escapeHtml(t.attached)}</p>`,
      ...(mail.link ? [`<p>${escapeHtml(t.open)} <a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`] : []),
      ...(portalUrl ? [`<p>${escapeHtml(t.portal)} <a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a></p>`] : []),
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(agencyName)}</p>`,
    ].join('\n'),
  };
}
