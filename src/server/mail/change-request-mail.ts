/**
 * Staff told of a client's request, made in the portal, to change their billing details (issue 25,
 * docs/product/client-portal.md): in the staff's language, the client named in the subject, every requested field with
 * the client's current value → the requested one (an unchanged field says so), the client's note, and the link to the
 * client's page in the back office, where staff approve or reject it. What the client typed is escaped in the HTML.
 */
import type { ChangeRequestField } from '@/shared/client-privacy';
import type { Language } from '@/shared/constants';
import { escapeHtml } from '@/shared/html-text';
import type { ClientChangeRequestInput } from '@/shared/schemas/client';
import { subjectLine, type RenderedMail } from './enquiry-mail';
import { MAIL_TEXTS } from './mail-texts';

export interface ChangeRequestMail {
  changeRequestId: number;
  clientId: number;
  clientName: string;
  /** The client's address: the mail's Reply-To. */
  clientEmail: string;
  changes: ClientChangeRequestInput;
  /** The client's values of the requested fields when the request was made. */
  current: Partial<Record<ChangeRequestField, string | boolean | null>>;
}

interface ChangeRequestMailTexts {
  subject: (name: string) => string;
  intro: (name: string) => string;
  /** The labels of the fields, in the order the mail lists them. */
  fields: Record<ChangeRequestField, string>;
  field: string;
  current: string;
  requested: string;
  unchanged: string;
  note: string;
  yes: string;
  no: string;
}

export const CHANGE_REQUEST_MAIL_TEXTS: Record<Language, ChangeRequestMailTexts> = {
  cs: {
    subject: (name) => `Žádost o změnu fakturačních údajů: ${name}`,
    intro: (name) => `Klient ${name} požádal v klientském portálu o změnu fakturačních údajů. Schválit, nebo zamítnout ji můžete na stránce klienta v administraci.`,
    fields: {
      billingName: 'Fakturační název',
      ico: 'IČO',
      dic: 'DIČ',
      vatPayer: 'Plátce DPH',
      billingStreet: 'Ulice a číslo',
      billingCity: 'Město',
      billingPostalCode: 'PSČ',
      billingCountry: 'Země',
      phone: 'Telefon',
    },
    field: 'Údaj',
    current: 'Nyní',
    requested: 'Požadováno',
    unchanged: 'beze změny',
    note: 'Poznámka klienta',
    yes: 'ano',
    no: 'ne',
  },
  en: {
    subject: (name) => `Billing details change request: ${name}`,
    intro: (name) => `${name} asked in the client portal to change their billing details. Approve or reject the request on the client's page in the back office.`,
    fields: {
      billingName: 'Billing name',
      ico: 'Company ID (IČO)',
      dic: 'VAT ID (DIČ)',
      vatPayer: 'VAT payer',
      billingStreet: 'Street and number',
      billingCity: 'City',
      billingPostalCode: 'Postal code',
      billingCountry: 'Country',
      phone: 'Phone',
    },
    field: 'Field',
    current: 'Now',
    requested: 'Requested',
    unchanged: 'unchanged',
    note: "The client's note",
    yes: 'yes',
    no: 'no',
  },
};

/** The staff notification of a new change request; `adminUrl` opens the client's page in the back office. */
export function renderChangeRequest(mail: ChangeRequestMail, adminUrl: string, language: Language): RenderedMail {
  const t = CHANGE_REQUEST_MAIL_TEXTS[language];
  const none = MAIL_TEXTS[language].none;
  const shown = (value: string | boolean | null | undefined) =>
    value === null || value === undefined || value === '' ? none : typeof value === 'boolean' ? (value ? t.yes : t.no) : value;
  const rows = (Object.keys(t.fields) as ChangeRequestField[])
    .filter((field) => field in mail.changes)
    .map((field) => {
      const current = shown(mail.current[field]);
      const requested = shown(mail.changes[field]);
      return { label: t.fields[field], current, requested, changed: current !== requested };
    });
  const note = mail.changes.note?.trim() ? mail.changes.note : none;
  const open = MAIL_TEXTS[language].open;

  const text = [
    t.intro(mail.clientName),
    '',
    ...rows.map((r) => (r.changed ? `${r.label}: ${r.current} → ${r.requested}` : `${r.label}: ${r.current} (${t.unchanged})`)),
    '',
    `${t.note}:`,
    note,
    '',
    `${open}: ${adminUrl}`,
  ].join('\n');

  const cell = 'style="padding:4px 12px 4px 0;vertical-align:top"';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">',
    `<p>${escapeHtml(t.intro(mail.clientName))}</p>`,
    `<table cellspacing="0" cellpadding="0"><tr><th align="left" ${cell}>${escapeHtml(t.field)}</th><th align="left" ${cell}>${escapeHtml(t.current)}</th><th align="left" ${cell}>${escapeHtml(t.requested)}</th></tr>`,
    ...rows.map(
      (r) =>
        `<tr><th align="left" ${cell}>${escapeHtml(r.label)}</th><td ${cell}>${escapeHtml(r.current)}</td><td ${cell}>${r.changed ? `<strong>${escapeHtml(r.requested)}</strong>` : `${escapeHtml(r.requested)} (${escapeHtml(t.unchanged)})`}</td></tr>`,
    ),
    '</table>',
    `<h3>${escapeHtml(t.note)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(note)}</p>`,
    `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(open)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return { subject: subjectLine(t.subject(mail.clientName)), text, html };
}
