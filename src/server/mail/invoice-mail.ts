/**
 * The invoice e-mail (docs/product/invoices.md#sending): to the client, in the invoice's language, with the stored PDF
 * attached by the outbox sender when it sends (the row carries the invoice's id, not the bytes).
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import type { InvoiceCurrency, InvoiceKind } from '@/shared/schemas/invoice';
import { escapeHtml } from '@/shared/html-text';
import { subjectLine, type RenderedMail } from './enquiry-mail';

export interface InvoiceMail {
  invoiceId: number;
  to: string;
  kind: InvoiceKind;
  number: string;
  currency: InvoiceCurrency;
  /** What is left to pay when issued (a credit note's is negative). */
  amountDueMinor: number;
  /** yyyy-mm-dd; null on a credit note. */
  dueOn: string | null;
  variableSymbol: string | null;
  /** The client's id: with portal access the mail names the portal's address (issue 25). */
  clientId?: number;
}

interface InvoiceMailTexts {
  document: Record<InvoiceKind, string>;
  title: Record<InvoiceKind, string>;
  greeting: string;
  attached: (document: string, number: string) => string;
  pay: (amount: string, due: string, vs: string) => string;
  nothingDue: string;
  portal: string;
  signature: string;
}

export const INVOICE_MAIL_TEXTS: Record<Language, InvoiceMailTexts> = {
  cs: {
    document: { invoice: 'fakturu', advance_invoice: 'zálohovou fakturu', credit_note: 'opravný daňový doklad', advance_tax_document: 'daňový doklad k přijaté platbě' },
    title: { invoice: 'Faktura', advance_invoice: 'Zálohová faktura', credit_note: 'Opravný daňový doklad', advance_tax_document: 'Daňový doklad k přijaté platbě' },
    greeting: 'Dobrý den,',
    attached: (document, number) => `v příloze Vám posíláme ${document} č. ${number} (PDF).`,
    pay: (amount, due, vs) => `Prosíme o úhradu ${amount} do ${due} s variabilním symbolem ${vs}. Platit můžete i QR kódem na faktuře.`,
    nothingDue: 'Není třeba nic platit.',
    portal: 'Faktury, nabídky a projekty najdete také v klientském portálu:',
    signature: 'S pozdravem',
  },
  en: {
    document: { invoice: 'invoice', advance_invoice: 'advance invoice', credit_note: 'credit note', advance_tax_document: 'tax document for a received payment' },
    title: { invoice: 'Invoice', advance_invoice: 'Advance invoice', credit_note: 'Credit note', advance_tax_document: 'Tax document for a received payment' },
    greeting: 'Hello,',
    attached: (document, number) => `please find attached our ${document} No. ${number} (PDF).`,
    pay: (amount, due, vs) => `Please pay ${amount} by ${due} with the variable symbol ${vs}. You can also pay with the QR code on the invoice.`,
    nothingDue: 'Nothing is to be paid.',
    portal: 'You will also find your invoices, proposals and projects in the client portal:',
    signature: 'Kind regards',
  },
};

/** `agencyName`: the agency profile's name, which signs the mail. */
export function renderInvoiceMail(mail: InvoiceMail, language: Language, agencyName: string, portalUrl?: string): RenderedMail {
  const t = INVOICE_MAIL_TEXTS[language];
  const document = t.document[mail.kind];
  const attached = t.attached(document, mail.number);
  const payment =
    mail.kind !== 'credit_note' && mail.kind !== 'advance_tax_document' && mail.amountDueMinor > 0 && mail.dueOn
      ? t.pay(formatDocumentMoney(mail.amountDueMinor, mail.currency, language), formatDay(mail.dueOn, language), mail.variableSymbol ?? '')
      : t.nothingDue;
  return {
    subject: subjectLine(`${t.title[mail.kind]} ${mail.number} – ${agencyName}`),
    text: [t.greeting, '', attached, payment, '', ...(portalUrl ? [`${t.portal} ${portalUrl}`, ''] : []), t.signature, agencyName].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(attached)}</p>`,
      `<p>${escapeHtml(payment)}</p>`,
      ...(portalUrl ? [`<p>${escapeHtml(t.portal)} <a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a></p>`] : []),
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(agencyName)}</p>`,
    ].join('\n'),
  };
}
