/**
 * The pages a signed-in client sees in the portal (issue 25): the overview, a proposal (with its answer's forms while
 * open), an invoice (with the QR Platba of what is left to pay), a project (with the client's messages and a message
 * form) and the client's details (with a request to change the billing details). Server-rendered, no JavaScript, phone
 * first; money and dates in the page's language; every text escaped. A proposal's or invoice's own content is the
 * frozen document, in the document's language (marked with lang).
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { formatDocumentMoney, type DocumentCurrency } from '@/shared/money/document-money';
import { portalPath } from '@/shared/portal';
import { formatSpaydAmount } from '@/shared/payments/spayd';
import type { PortalDetails, PortalInvoice, PortalOverview, PortalProject, PortalProposal, PortalProposalStatus } from '@/server/data/portal/portal-records';
import type { InvoicePaymentState } from '@/shared/schemas/invoice';
import type { AcceptanceBillingForm } from '../acceptance-billing';
import { renderProposalBody, renderProposalParts, type TypedAnswer } from '../proposal-page';
import { escapeHtml as e, portalShell, type PortalPage } from './portal-html';
import { PORTAL_PAGE_TEXTS, type PortalPageTexts } from './portal-page-texts';

const money = (minor: number, currency: DocumentCurrency, language: Language) => `<span class="amt">${e(formatDocumentMoney(minor, currency, language))}</span>`;
/** A calendar day, or the office's day of an instant. */
const date = (day: string | Date | null, language: Language) => (day ? `<span class="amt">${e(formatDay(day, language))}</span>` : '');
const link = (language: Language, path: string, text: string) => `<a href="${e(portalPath(language, path))}">${text}</a>`;
const back = (language: Language) => `<p><a class="back" href="${e(portalPath(language))}">${e(PORTAL_PAGE_TEXTS[language].back)}</a></p>`;
const notice = (text: string) => `<p class="status" role="status">${e(text)}</p>`;

const WARN_PROPOSAL: readonly PortalProposalStatus[] = ['sent', 'viewed'];
const WARN_INVOICE: readonly InvoicePaymentState[] = ['unpaid', 'partial', 'overdue'];
const badge = (text: string, warn: boolean) => `<span class="badge${warn ? ' warn' : ''}">${e(text)}</span>`;

function section<T>(heading: string, id: string, items: readonly T[], empty: string, item: (i: T) => string): string {
  const list = items.length === 0 ? `<p class="empty">${e(empty)}</p>` : `<ul class="cards">${items.map((i) => `<li>${item(i)}</li>`).join('')}</ul>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${e(heading)}</h2>${list}</section>`;
}

/** `hours`: the client's retainers this month (portal-time-pages.ts renderRetainersSection), HTML already escaped. */
export function renderOverview(page: PortalPage, o: PortalOverview, hours = ''): string {
  const { language } = page;
  const t = PORTAL_PAGE_TEXTS[language];
  const proposals = section(t.overview.proposals, 'proposals', o.proposals, t.overview.noProposals, (p) =>
    `<div class="row">${link(language, `/proposals/${p.id}`, `${e(p.number)}: ${e(p.title)}`)}${badge(t.proposalStatus[p.status], WARN_PROPOSAL.includes(p.status))}</div>` +
    `<div class="row"><span>${e(t.validUntil)}: ${date(p.validUntil, language)}</span><span>${e(t.total)}: ${money(p.oneTimeMinor, p.currency, language)}` +
    (p.monthlyMinor ? ` + ${e(t.monthly.toLowerCase())} ${money(p.monthlyMinor, p.currency, language)}` : '') +
    `</span></div>`,
  );
  const invoices = section(t.overview.invoices, 'invoices', o.invoices, t.overview.noInvoices, (i) =>
    `<div class="row">${link(language, `/invoices/${i.id}`, `${e(t.invoiceKind[i.kind])} ${e(i.number)}`)}${badge(t.paymentState[i.paymentState], WARN_INVOICE.includes(i.paymentState))}</div>` +
    `<div class="row"><span>${e(t.issuedOn)}: ${date(i.issuedOn, language)}${i.dueOn ? ` · ${e(t.dueOn)}: ${date(i.dueOn, language)}` : ''}</span><span>${e(t.total)}: ${money(i.totalMinor, i.currency, language)}</span></div>` +
    (i.outstandingMinor > 0 ? `<div class="row"><span>${e(t.outstanding)}</span><strong>${money(i.outstandingMinor, i.currency, language)}</strong></div>` : ''),
  );
  const projects = section(t.overview.projects, 'projects', o.projects, t.overview.noProjects, (p) =>
    `<div class="row">${link(language, `/projects/${p.id}`, e(p.name))}${badge(t.projectStatus[p.status], false)}</div>` +
    (p.dueOn ? `<div class="row"><span>${e(t.dueOn)}: ${date(p.dueOn, language)}</span></div>` : ''),
  );
  const body = `<h1>${e(t.overview.heading)}</h1>${proposals}${invoices}${projects}${hours}<p><a class="more" href="${e(portalPath(language, '/details'))}">${e(t.overview.details)}</a></p>`;
  return portalShell({ ...page, title: t.overview.heading, path: '', clientName: o.clientName }, body);
}

export interface ProposalPageOptions {
  /** After an answer: what happened (accepted / declined), or the answer was refused (already answered, no longer open). */
  notice?: string;
  error?: { heading: string; text: string };
  formError?: string;
  /** The billing details the accept form asks for (the client record lacks what an invoice will need). */
  billing?: AcceptanceBillingForm | undefined;
  /** A refused acceptance: the typed name and consent, shown again. */
  typedAnswer?: TypedAnswer;
}

export function renderPortalProposal(page: PortalPage, clientName: string, p: PortalProposal, options: ProposalPageOptions = {}): string {
  const { language } = page;
  const t = PORTAL_PAGE_TEXTS[language];
  const path = `/proposals/${p.id}`;
  const closedNote = p.open ? undefined : p.status === 'withdrawn' ? t.proposal.closed.withdrawn : p.status === 'expired' ? t.proposal.closed.expired : undefined;
  const state = {
    status: p.storedStatus,
    acceptedName: p.acceptedName,
    acceptedAt: p.acceptedAt,
    snapshotHash: p.snapshotHash,
    ...(options.formError ? { formError: options.formError } : {}),
    ...(closedNote !== undefined ? { closedNote } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.typedAnswer ? { typedAnswer: options.typedAnswer } : {}),
  };
  const top =
    back(language) +
    (options.error ? `<div class="error" role="alert"><h2>${e(options.error.heading)}</h2><p>${e(options.error.text)}</p></div>` : '') +
    (options.notice ? notice(options.notice) : '') +
    `<p>${badge(t.proposalStatus[p.status], WARN_PROPOSAL.includes(p.status))}</p>`;
  const body = `${top}<div lang="${p.snapshot.language}">${renderProposalBody(p.snapshot, state, portalPath(language, path))}</div>`;
  return portalShell({ ...page, title: `${p.number}: ${p.title}`, path, clientName }, body);
}

export function renderPortalInvoice(page: PortalPage, clientName: string, i: PortalInvoice): string {
  const { language } = page;
  const t = PORTAL_PAGE_TEXTS[language];
  const path = `/invoices/${i.id}`;
  const heading = `${t.invoiceKind[i.kind]} ${i.number}`;
  const rows: [string, string][] = [
    [t.invoice.status, badge(t.paymentState[i.paymentState], WARN_INVOICE.includes(i.paymentState))],
    [t.issuedOn, date(i.issuedOn, language)],
    ...(i.dueOn ? ([[t.dueOn, date(i.dueOn, language)]] as [string, string][]) : []),
    ...(i.variableSymbol ? ([[t.invoice.variableSymbol, e(i.variableSymbol)]] as [string, string][]) : []),
    [t.total, money(i.totalMinor, i.currency, language)],
    ...(i.kind !== 'credit_note' ? ([[t.outstanding, money(i.outstandingMinor, i.currency, language)]] as [string, string][]) : []),
  ];
  const facts = `<table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td class="n">${v}</td></tr>`).join('')}</tbody></table>`;
  const payments =
    i.kind === 'credit_note'
      ? ''
      : `<h2>${e(t.invoice.payments)}</h2>` +
        (i.payments.length === 0
          ? `<p class="empty">${e(t.invoice.noPayments)}</p>`
          : `<table><thead><tr><th>${e(t.invoice.paidOn)}</th><th class="n">${e(t.invoice.amount)}</th></tr></thead><tbody>` +
            i.payments.map((p) => `<tr><td>${date(p.paidOn, language)}</td><td class="n">${money(p.amountMinor, i.currency, language)}</td></tr>`).join('') +
            `</tbody></table>`);
  // The QR code is the page's largest image on a phone (its largest contentful paint): fetched first, its size reserved.
  const qr = i.qr
    ? `<h2>${e(t.invoice.qrHeading)}</h2><p><img class="qr" src="${e(portalPath(language, `${path}/qr.png`))}" alt="${e(t.invoice.qrAlt(i.number))}" width="200" height="200" fetchpriority="high"></p>` +
      `<p>${e(t.invoice.qrText)}</p><table><tbody>` +
      `<tr><th scope="row">${e(t.invoice.account)}</th><td class="n">${e(i.qr.account)}</td></tr>` +
      `<tr><th scope="row">${e(t.invoice.amount)}</th><td class="n">${money(i.qr.amountMinor, i.currency, language)} <small>(${e(formatSpaydAmount(i.qr.amountMinor))} ${e(i.currency)})</small></td></tr>` +
      `<tr><th scope="row">${e(t.invoice.variableSymbol)}</th><td class="n">${e(i.qr.variableSymbol)}</td></tr></tbody></table>`
    : '';
  const body =
    back(language) +
    `<h1>${e(heading)}</h1>` +
    `<p class="pdf"><a href="${e(portalPath(language, `${path}/pdf`))}" download>${e(t.downloadPdf)}</a></p>` +
    facts +
    qr +
    payments;
  return portalShell({ ...page, title: heading, path, clientName }, body);
}

export interface ProjectPageOptions {
  sent?: boolean;
  /** The message form's problem and what was typed. */
  error?: string;
  value?: string;
  /** The project's hours (portal-time-pages.ts renderProjectHours), HTML already escaped. */
  hours?: string;
}

export function renderPortalProject(page: PortalPage, clientName: string, p: PortalProject, options: ProjectPageOptions = {}): string {
  const { language } = page;
  const t = PORTAL_PAGE_TEXTS[language];
  const path = `/projects/${p.id}`;
  const facts =
    `<p class="meta">${e(t.project.status)}: ${badge(t.projectStatus[p.status], false)} · ${e(t.dueOn)}: ${p.dueOn ? date(p.dueOn, language) : e(t.project.noDueDate)}</p>`;
  const agreed = p.proposal
    ? `<h2>${e(t.project.agreed)}</h2><p>${e(t.project.agreedIn)} ${link(language, `/proposals/${p.proposal.id}`, `${e(p.proposal.number)}: ${e(p.proposal.title)}`)}</p>` +
      `<div lang="${p.proposal.snapshot.language}">${renderProposalParts(p.proposal.snapshot)}</div>`
    : `<h2>${e(t.project.agreed)}</h2><p class="empty">${e(t.project.noProposal)}</p>`;
  const form =
    `<form method="post" action="${e(portalPath(language, `${path}/messages`))}" novalidate>` +
    `<label for="message">${e(t.project.messageLabel)}</label>` +
    (options.error ? `<p class="error" id="message-error" role="alert">${e(options.error)}</p>` : '') +
    `<textarea id="message" name="message" rows="5" maxlength="5000" required aria-describedby="message-hint${options.error ? ' message-error' : ''}"${options.error ? ' aria-invalid="true"' : ''}>${e(options.value ?? '')}</textarea>` +
    `<small id="message-hint">${e(t.project.messageHint)}</small>` +
    // The contact form's honeypot: hidden from people, filled by bots.
    `<div hidden><label for="website">Website</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>` +
    `<button type="submit" class="primary">${e(t.project.send)}</button></form>`;
  const own =
    `<h2>${e(t.project.messages)}</h2>` +
    (p.messages.length === 0
      ? `<p class="empty">${e(t.project.noMessages)}</p>`
      : `<ul class="cards">${p.messages.map((m) => `<li><small>${e(t.project.sentOn)}: ${date(m.createdAt, language)}</small><p>${e(m.message).replace(/\n/g, '<br>')}</p></li>`).join('')}</ul>`);
  const body = back(language) + `<h1>${e(p.name)}</h1>` + facts + (options.sent ? notice(t.project.sent) : '') + (options.hours ?? '') + agreed + form + own;
  return portalShell({ ...page, title: p.name, path, clientName }, body);
}

export type DetailsField = keyof PortalPageTexts['details']['fields'];
export const DETAILS_FIELDS: readonly DetailsField[] = ['billingName', 'ico', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'phone'];

export interface DetailsPageOptions {
  requested?: boolean;
  errors?: { field: string; message: string }[];
  /** What was typed (the form again after an error). */
  values?: Record<string, string>;
}

export function renderPortalDetails(page: PortalPage, d: PortalDetails, options: DetailsPageOptions = {}): string {
  const { language } = page;
  const t = PORTAL_PAGE_TEXTS[language];
  const f = t.details.fields;
  const shown = (v: string | null) => (v ? e(v) : e(t.details.notSet));
  const table = (rows: [string, string][]) => `<table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
  const contact = table([
    [t.details.email, e(d.email)],
    [f.phone, shown(d.phone)],
  ]);
  const billing = table([
    [f.billingName, shown(d.billingName)],
    [f.ico, shown(d.ico)],
    [f.dic, shown(d.dic)],
    [f.billingStreet, shown(d.billingStreet)],
    [f.billingCity, shown(d.billingCity)],
    [f.billingPostalCode, shown(d.billingPostalCode)],
    [f.billingCountry, e(d.billingCountry)],
    [f.vatPayer, e(d.vatPayer ? t.details.yes : t.details.no)],
  ]);
  const pending = d.pendingChange
    ? `<section aria-labelledby="pending"><h2 id="pending">${e(t.details.pendingHeading)}</h2><p>${e(t.details.pendingText(formatDay(d.pendingChange.createdAt, language)))}</p>` +
      table(DETAILS_FIELDS.map((k) => [f[k], shown(d.pendingChange!.changes[k as keyof typeof d.pendingChange.changes] as string | null)]))
        .replace('</tbody>', `<tr><th scope="row">${e(f.vatPayer)}</th><td>${e(d.pendingChange.changes.vatPayer ? t.details.yes : t.details.no)}</td></tr></tbody>`) +
      `</section>`
    : '';
  const errors = options.errors ?? [];
  const errorOf = (field: string) => errors.find((x) => x.field === field);
  const current: Record<string, string> = {
    billingName: d.billingName ?? '',
    ico: d.ico ?? '',
    dic: d.dic ?? '',
    billingStreet: d.billingStreet ?? '',
    billingCity: d.billingCity ?? '',
    billingPostalCode: d.billingPostalCode ?? '',
    billingCountry: d.billingCountry,
    phone: d.phone ?? '',
    note: '',
  };
  const value = (k: string) => options.values?.[k] ?? current[k] ?? '';
  const input = (k: DetailsField) => {
    const err = errorOf(k);
    return (
      `<label for="${k}">${e(f[k])}</label>` +
      (err ? `<p class="error" id="${k}-error">${e(err.message)}</p>` : '') +
      `<input type="text" id="${k}" name="${k}" value="${e(value(k))}"${err ? ` aria-invalid="true" aria-describedby="${k}-error"` : ''}>`
    );
  };
  const vatChecked = options.values ? options.values.vatPayer === 'on' : d.vatPayer;
  const noteError = errorOf('note');
  const summary = errors.length
    ? `<div class="error" role="alert"><p>${e(t.details.errorsHeading)}</p><ul>${errors.map((x) => `<li><a href="#${e(x.field)}">${e(f[x.field as DetailsField] ?? x.field)}</a>: ${e(x.message)}</li>`).join('')}</ul></div>`
    : '';
  const form =
    `<form method="post" action="${e(portalPath(language, '/details'))}" novalidate><h2>${e(t.details.requestHeading)}</h2><p>${e(t.details.requestIntro)}</p>${summary}` +
    DETAILS_FIELDS.map(input).join('') +
    `<label class="consent"><input type="checkbox" id="vatPayer" name="vatPayer" value="on"${vatChecked ? ' checked' : ''}> <span>${e(f.vatPayer)}</span></label>` +
    `<label for="note">${e(f.note)}</label>${noteError ? `<p class="error" id="note-error">${e(noteError.message)}</p>` : ''}` +
    `<textarea id="note" name="note" rows="3" maxlength="5000">${e(value('note'))}</textarea>` +
    `<button type="submit" class="primary">${e(t.details.submit)}</button></form>`;
  const body =
    back(language) +
    `<h1>${e(t.details.heading)}: ${e(d.name)}</h1>` +
    (options.requested ? notice(t.details.requested) : '') +
    `<h2>${e(t.details.contact)}</h2>${contact}<h2>${e(t.details.billing)}</h2>${billing}${pending}${form}` +
    // The client's data on request (GDPR): everything stored about them, one ZIP.
    `<section aria-labelledby="my-data"><h2 id="my-data">${e(t.details.dataHeading)}</h2><p>${e(t.details.dataText)}</p>` +
    `<p class="pdf"><a href="${e(portalPath(language, '/export'))}" download>${e(t.details.dataDownload)}</a></p></section>`;
  return portalShell({ ...page, title: t.details.heading, path: '/details', clientName: d.name }, body);
}
