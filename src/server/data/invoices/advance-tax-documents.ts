/**
 * Tax documents for payments received on advance invoices (daňový doklad k přijaté platbě, issue 38;
 * docs/product/invoices.md#tax-documents-for-received-advance-payments). Called in the transaction of every payment
 * insert (src/server/data/payments/record-payment.ts, the one place payments are written): when the payment is on an
 * issued advance invoice charging Czech VAT, a tax document is issued at once — its own gap-free series P-yyyy-nnnn
 * (VS yyyy4nnnnn), dated the payment's day (issue = DUZP = payment day), for the amount received with the split rule's
 * VAT recap (src/shared/invoices/advance-tax-document.ts), the snapshot frozen and its PDF stored, audited. None when
 * the advance charges no Czech VAT (the agency no VAT payer, reverse charge, outside the EU): it is then just paid.
 *
 * A foreign currency's CZK recap takes the ČNB rate of the payment day as stored (the daily fetch stores every working
 * day's list; nothing is asked of ČNB inside a payment's transaction); when none is stored for that day, the advance
 * invoice's own rate, said so on the document (`receivedPayment.rateSource: 'advance'`).
 *
 * A payment deleted (only one entered by hand can be) credits its tax document by a credit note of the whole
 * document (D- series); the tax document is never deleted.
 */
import { and, eq } from 'drizzle-orm';
import { buildAdvanceTaxDocumentSnapshot } from '@/shared/invoices/advance-tax-document';
import { buildCreditNoteSnapshot } from '@/shared/invoices/build-invoice-snapshot';
import { formatInvoiceNumber, invoiceVariableSymbol } from '@/shared/invoices/invoice-numbers';
import type { Language } from '@/shared/constants';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { invoices, type InvoicePaymentRow } from '@/server/db/schema';
import { Invalid } from '@/server/domain/errors';
import { readAgencyBilling } from '../agency-billing';
import { readAgencyProfile } from '../agency-profile';
import type { Transaction } from '../content-version';
import { storedRate } from '../exchange-rates';
import { firstRow } from '../list-page';
import { customerOf, supplierOf } from '../proposals/proposal-parties';
import { clientOf } from './invoice-drafts';
import { nextInvoiceSequence } from './invoice-issuing';
import { insertIssuedDocument } from './issued-document-rows';
import { renderInvoicePdf } from './invoice-pdf';

/** The reason printed on the credit note of a tax document whose payment was deleted. */
export const TAX_DOCUMENT_CREDIT_REASON: Record<Language, string> = {
  cs: 'Zrušení přijaté platby (platba smazána)',
  en: 'The payment received was cancelled (payment deleted)',
};

async function numberedIn(tx: Transaction, kind: 'advance_tax_document' | 'credit_note', day: string) {
  const year = Number(day.slice(0, 4));
  const sequence = await nextInvoiceSequence(tx, year, kind);
  try {
    return { number: formatInvoiceNumber(kind, year, sequence), variableSymbol: invoiceVariableSymbol(kind, year, sequence) };
  } catch (err) {
    if (err instanceof RangeError) throw new Invalid('paidOn', err.message);
    throw err;
  }
}

/**
 * Issues the tax document of `payment` in the payment's transaction when the payment is on an issued advance invoice
 * charging Czech VAT; its id, or null when none is made.
 */
export async function issueAdvanceTaxDocument(tx: Transaction, payment: InvoicePaymentRow, actor: Actor, now = new Date()): Promise<number | null> {
  const advance = firstRow(await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId)));
  if (!advance || advance.kind !== 'advance_invoice' || advance.status !== 'issued' || !advance.snapshot || !advance.number) return null;
  if (advance.vatMode !== 'czech_vat' || !advance.snapshot.vatCharged) return null;
  const billing = await readAgencyBilling(tx);
  if (!billing.vatPayer) return null;
  const foreign = advance.currency !== 'CZK';
  const cnb = foreign ? await storedRate(tx, advance.currency, payment.paidOn) : null;
  const fromCnb = cnb?.state === 'final' && cnb.amount === 1 ? cnb : null;
  const rateThousandths = foreign ? (fromCnb?.rateThousandths ?? advance.exchangeRateThousandths) : null;
  const rateSource = foreign ? (fromCnb ? 'cnb' : 'advance') : null;
  const { number, variableSymbol } = await numberedIn(tx, 'advance_tax_document', payment.paidOn);
  const client = await clientOf(tx, advance.clientId);
  const snapshot = buildAdvanceTaxDocumentSnapshot(
    advance.snapshot,
    { number, variableSymbol, paidOn: payment.paidOn, amountMinor: payment.amountMinor, rateThousandths, rateSource, rateFixedOn: fromCnb?.fixedOn ?? null },
    { supplier: supplierOf(billing, await readAgencyProfile(tx)), customer: customerOf(client) },
  );
  const { pdf, pdfSha256 } = await renderInvoicePdf(tx, snapshot, billing.logoMediaId);
  const id = await insertIssuedDocument(tx, {
    kind: 'advance_tax_document',
    number,
    variableSymbol,
    // The advance's parties and VAT mode; the rate of the payment day when ČNB's is stored, else the advance's.
    from: {
      ...advance,
      exchangeRateThousandths: rateThousandths,
      exchangeRateSource: foreign ? (fromCnb ? 'cnb' : advance.exchangeRateSource) : null,
      exchangeRateFixedOn: fromCnb?.fixedOn ?? (foreign ? advance.exchangeRateFixedOn : null),
      exchangeRateSerial: fromCnb?.serial ?? (foreign ? advance.exchangeRateSerial : null),
    },
    links: { proposalId: advance.proposalId, advanceInvoiceId: advance.id, paymentId: payment.id },
    snapshot,
    pdf,
    pdfSha256,
    issuedAt: now,
    lines: snapshot.lines,
  });
  await recordAudit(tx, {
    actor,
    action: 'issue',
    entity: 'invoice',
    entityId: id,
    changes: {
      status: { from: null, to: 'issued' },
      number: { from: null, to: number },
      advance: { from: null, to: advance.number },
      paymentId: { from: null, to: payment.id },
      totalMinor: { from: null, to: snapshot.totals.payableMinor },
      vatMinor: { from: null, to: snapshot.totals.vatMinor },
      ...(rateSource ? { exchangeRate: { from: null, to: { thousandths: rateThousandths, source: rateSource } } } : {}),
    },
  });
  return id;
}

/**
 * Before a payment entered by hand is deleted: its tax document (if any, not credited yet) is credited by a credit
 * note of the whole document, dated `day`, audited; the tax document stays. The credit note's id, or null.
 */
export async function creditAdvanceTaxDocument(tx: Transaction, paymentId: number, actor: Actor, day: string, now = new Date()): Promise<number | null> {
  const document = firstRow(await tx.select().from(invoices).where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'advance_tax_document'))).for('update'));
  if (!document?.snapshot || !document.number) return null;
  const credited = firstRow(await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.correctsInvoiceId, document.id), eq(invoices.kind, 'credit_note'))));
  if (credited) return null;
  const billing = await readAgencyBilling(tx);
  const { number, variableSymbol } = await numberedIn(tx, 'credit_note', day);
  const reason = TAX_DOCUMENT_CREDIT_REASON[document.language];
  const snapshot = buildCreditNoteSnapshot(document.snapshot, { number, variableSymbol, issuedOn: day, dueOn: day, reason });
  const { pdf, pdfSha256 } = await renderInvoicePdf(tx, snapshot, billing.logoMediaId);
  const noteId = await insertIssuedDocument(tx, {
    kind: 'credit_note',
    number,
    variableSymbol,
    from: document,
    links: { correctsInvoiceId: document.id },
    snapshot,
    pdf,
    pdfSha256,
    issuedAt: now,
    lines: snapshot.lines,
  });
  await recordAudit(tx, {
    actor,
    action: 'credit',
    entity: 'invoice',
    entityId: document.id,
    changes: { creditNote: { from: null, to: number }, reason: { from: null, to: reason }, paymentId: { from: paymentId, to: null } },
  });
  await recordAudit(tx, {
    actor,
    action: 'issue',
    entity: 'invoice',
    entityId: noteId,
    changes: { status: { from: null, to: 'issued' }, number: { from: null, to: number }, corrects: { from: null, to: document.number }, totalMinor: { from: null, to: snapshot.totals.payableMinor } },
  });
  return noteId;
}
