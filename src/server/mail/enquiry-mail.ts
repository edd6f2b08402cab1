/**
 * The e-mails of an enquiry (issue 12), rendered once when the enquiry is stored and kept in the outbox as written:
 * the staff notification (every field, the page and language, a link into the back office; plain text and HTML) and
 * the optional auto-reply to the visitor (a fixed text). Everything the visitor typed is escaped in the HTML part.
 */
import { DEFAULT_LANGUAGE, type Language, type MessageKind } from '@/shared/constants';
import { formatPrice } from '@/shared/currency';
import { formatDateTime } from '@/shared/dates';
import { escapeHtml } from '@/shared/html-text';
import type { QuoteDetails } from '@/shared/schemas/quote';
import { MAIL_TEXTS, type MailTexts } from './mail-texts';

/** The enquiry as the mails need it. */
export interface EnquiryForMail {
  id: number;
  kind: MessageKind;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  pagePath: string | null;
  language: Language | null;
  quote: QuoteDetails | null;
  createdAt: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The language staff get notifications in: the back office's default (users have no language of their own). */
export const STAFF_MAIL_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** A subject line never carries a line break (header injection) and stays short. */
export function subjectLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').slice(0, 200);
}

type Row = [label: string, value: string];

/** A row for a value the visitor may leave out: none when they did. */
const rowIfGiven = (label: string, value: string | null | undefined): Row[] => (value ? [[label, value]] : []);

function quoteRows(quote: QuoteDetails, t: MailTexts, language: Language): { config: Row[]; czk: Row[]; usd: Row[] } {
  const services = quote.services.length ? quote.services.map((s) => t.services[s]).join(', ') : t.none;
  const prices = (p: QuoteDetails['priceCzk'], lang: Language, usd: boolean): Row[] => {
    // formatPrice takes Kč and shows English in dollars; the USD prices are already dollars, so they are written out.
    const show = (v: number) => (usd ? `$${v.toLocaleString('en-US')}` : formatPrice(v, lang));
    return [
      [t.fields.setup, show(p.setup)],
      [t.fields.monthly, show(p.monthly)],
      [t.fields.firstYear, show(p.firstYearTotal)],
    ];
  };
  return {
    config: [
      // The company and IČO the visitor gave (optional): they go to the client when the proposal is sent.
      ...rowIfGiven(t.fields.company, quote.company),
      ...rowIfGiven(t.fields.ico, quote.ico),
      [t.fields.plan, quote.planNames?.[language] ?? t.plans[quote.plan]],
      [t.fields.paymentMode, t.paymentModes[quote.paymentMode]],
      [t.fields.services, services],
    ],
    czk: prices(quote.priceCzk, 'cs', false),
    usd: prices(quote.priceUsd, 'en', true),
  };
}

function textBlock(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

/**
 * The staff notification of a new enquiry; `adminUrl` opens it in the back office. A possible spam (only the time trap
 * tripped, issue 20) is marked in the subject and says so first.
 */
export function renderNotification(enquiry: EnquiryForMail, adminUrl: string, lang: Language = STAFF_MAIL_LANGUAGE, possibleSpam = false): RenderedMail {
  const t = MAIL_TEXTS[lang];
  const warning = possibleSpam ? [t.possibleSpam.note, ''] : [];
  const isQuote = enquiry.kind === 'quote';
  const rows: Row[] = [
    [t.fields.name, enquiry.name],
    [t.fields.email, enquiry.email],
    [t.fields.phone, enquiry.phone ?? t.none],
    [t.fields.page, enquiry.pagePath ?? t.none],
    [t.fields.language, enquiry.language ? t.languages[enquiry.language] : t.none],
    [t.fields.received, formatDateTime(enquiry.createdAt, lang)],
  ];
  const bodyLabel = isQuote ? t.fields.note : t.fields.message;
  const body = enquiry.message.trim() === '' ? t.none : enquiry.message;
  const quote = enquiry.quote ? quoteRows(enquiry.quote, t, lang) : null;

  const text = [
    ...warning,
    t.intro[enquiry.kind],
    '',
    textBlock(rows),
    ...(quote ? ['', textBlock(quote.config), '', `${t.fields.pricesCzk}:`, textBlock(quote.czk), '', `${t.fields.pricesUsd}:`, textBlock(quote.usd)] : []),
    '',
    `${bodyLabel}:`,
    body,
    '',
    `${t.open}: ${adminUrl}`,
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">',
    ...(possibleSpam ? [`<p><strong>${escapeHtml(t.possibleSpam.tag)}:</strong> ${escapeHtml(t.possibleSpam.note)}</p>`] : []),
    `<p>${escapeHtml(t.intro[enquiry.kind])}</p>`,
    htmlTable(rows),
    ...(quote
      ? [
          `<h3>${escapeHtml(t.fields.plan)}</h3>`,
          htmlTable(quote.config),
          `<h4>${escapeHtml(t.fields.pricesCzk)}</h4>`,
          htmlTable(quote.czk),
          `<h4>${escapeHtml(t.fields.pricesUsd)}</h4>`,
          htmlTable(quote.usd),
        ]
      : []),
    `<h3>${escapeHtml(bodyLabel)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(t.open)}</a></p>`,
    '</body></html>',
  ].join('\n');

  const subject = t.subject[enquiry.kind](enquiry.name);
  return { subject: subjectLine(possibleSpam ? `[${t.possibleSpam.tag}] ${subject}` : subject), text, html };
}

/**
 * The visitor's auto-reply, in the language of the page they wrote from: a fixed text (issue 19). The address was typed
 * by whoever sent the form and nobody has verified it, so the mail repeats nothing of the enquiry — no name, no
 * message — and cannot carry anyone's text to a third party. The sender marks it `Auto-Submitted: auto-replied`.
 */
/** `agencyName`: the agency profile's name, which signs the mail. */
export function renderAutoReply(language: Language | null, agencyName: string): RenderedMail {
  const t = MAIL_TEXTS[language ?? DEFAULT_LANGUAGE].autoReply;
  const paragraphs = [t.body, t.notYou];
  const text = [t.greeting, '', ...paragraphs.flatMap((p) => [p, '']), t.signature, agencyName].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">',
    `<p>${escapeHtml(t.greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(t.signature)}<br>${escapeHtml(agencyName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: subjectLine(`${t.subject} – ${agencyName}`), text, html };
}
