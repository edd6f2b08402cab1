/**
 * The reminder e-mail of an overdue invoice (docs/product/payments.md#reminders), to the client, in the invoice's
 * language; the outbox attaches the invoice's stored PDF (the mail's invoice_id). Texts: mail-texts.ts.
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { escapeHtml } from '@/shared/html-text';
import { subjectLine, type RenderedMail } from './enquiry-mail';
import { INVOICE_REMINDER_TEXTS } from './mail-texts';

export interface InvoiceReminderMail {
  invoiceId: number;
  to: string;
  stage: 1 | 2;
  number: string;
  /** Still to pay, minor units of `currency`. */
  amountDueMinor: number;
  currency: InvoiceCurrency;
  /** yyyy-mm-dd */
  dueOn: string;
  variableSymbol: string | null;
  /** The agency's account (Czech number) and IBAN, as its billing details give them. */
  bankAccount: string | null;
  iban: string | null;
  /** The agency's name on its billing details (the brand's name when not filled in). */
  agencyName: string | null;
}

/** `agencyName`: the agency profile's name, which signs the mail when the billing details name no company. */
export function renderInvoiceReminder(mail: InvoiceReminderMail, language: Language, agencyName: string): RenderedMail {
  const t = INVOICE_REMINDER_TEXTS[language];
  const due = formatDay(mail.dueOn, language);
  const facts: [string, string][] = [
    [t.amountDue, formatDocumentMoney(mail.amountDueMinor, mail.currency, language)],
    [t.dueOn, due],
  ];
  const payment: [string, string][] = [
    ...(mail.bankAccount ? [[t.account, mail.bankAccount] as [string, string]] : []),
    ...(mail.iban ? [[t.iban, mail.iban] as [string, string]] : []),
    ...(mail.variableSymbol ? [[t.variableSymbol, mail.variableSymbol] as [string, string]] : []),
  ];
  const body = t.body[mail.stage](mail.number, due);
  const signedBy = mail.agencyName ?? agencyName;
  const lines = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`);
  const rows = (pairs: [string, string][]) => pairs.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>');
  return {
    subject: subjectLine(t.subject[mail.stage](mail.number)),
    text: [t.greeting, '', body, '', ...lines(facts), '', ...(payment.length ? [t.howToPay, ...lines(payment), ''] : []), t.alreadyPaid, '', t.signature, signedBy].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${rows(facts)}</p>`,
      ...(payment.length ? [`<p>${escapeHtml(t.howToPay)}<br>${rows(payment)}</p>`] : []),
      `<p>${escapeHtml(t.alreadyPaid)}</p>`,
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(signedBy)}</p>`,
    ].join('\n'),
  };
}
