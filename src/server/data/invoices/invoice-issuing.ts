/**
 * Issuing and sending (docs/product/invoices.md#issuing; credit notes: credit-notes.ts). Issuing is one transaction: the agency's
 * details must be complete (409 listing what is missing), the number is taken from the year-and-kind series by an
 * atomic upsert (a rolled-back issue gives it back; concurrent issues on any number of instances queue on the series
 * row, so no number is shared or skipped), the dates are filled in, the snapshot is frozen with its SHA-256, and the
 * PDF is rendered from it and stored — all or nothing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { buildInvoiceSnapshot } from '@/shared/invoices/build-invoice-snapshot';
import { datesWhenIssued } from '@/shared/invoices/invoice-dates';
import { formatInvoiceNumber, invoiceVariableSymbol } from '@/shared/invoices/invoice-numbers';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import type { SnapshotVatCheck } from '@/shared/vat-checks';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { PaymentInputError } from '@/shared/payments/payment-input-error';
import { INVOICE_MESSAGES, type AdminInvoice, type InvoiceKind } from '@/shared/schemas/invoice';
import { missingTaxDocumentCustomer, TAX_DOCUMENT_CUSTOMER_MESSAGES, type TaxDocumentClient } from '@/shared/invoices/tax-document-customer';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { invoiceLines, invoiceNumberSeries, invoices, type InvoiceRow } from '@/server/db/schema';
import { Conflict, Invalid, InvalidFields, MissingDetails } from '@/server/domain/errors';
import { readAgencyBilling } from '../agency-billing';
import { vatProofForIssue, vatProofIn } from '../vat-checks';
import { readAgencyProfile } from '../agency-profile';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';
import { customerOf, supplierOf } from '../proposals/proposal-parties';
import { canonicalJson, sha256, type QueueMails } from '../proposals/proposal-sending';
import { checkAdvance, checkedInvoiceTotals, clientOf, draftRateDay, lockedInvoice, today } from './invoice-drafts';
import type { ExchangeRateAnswer } from '@/shared/exchange-rates';
import { rateFor } from '../exchange-rates';
import { renderInvoicePdf } from './invoice-pdf';
import { adminInvoice, paidOn } from './invoice-detail';
import { deductedTaxDocuments } from './advance-deductions';

export const INVOICE_ISSUE_MESSAGES = {
  clientNoEmail: 'The client has no e-mail address',
} as const;

export const invoiceSnapshotHash = (snapshot: InvoiceSnapshot) => sha256(canonicalJson(snapshot));

/** The next number of the series (year of issue, kind), taken in the caller's transaction. */
export async function nextInvoiceSequence(tx: Transaction, year: number, kind: InvoiceKind): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ year, kind, last: 1 })
    .onConflictDoUpdate({ target: [invoiceNumberSeries.year, invoiceNumberSeries.kind], set: { last: sql`${invoiceNumberSeries.last} + 1` } })
    .returning({ last: invoiceNumberSeries.last });
  return row!.last;
}

export async function numbered(tx: Transaction, kind: InvoiceKind, issuedOn: string) {
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await nextInvoiceSequence(tx, year, kind);
  try {
    return { number: formatInvoiceNumber(kind, year, sequence), variableSymbol: invoiceVariableSymbol(kind, year, sequence) };
  } catch (err) {
    // A year of issue before 2000, or the series of the year is full: nothing to issue under (never a 500).
    if (err instanceof RangeError) throw new Invalid('issuedOn', err.message);
    throw err;
  }
}

/** The agency's details, refused (409 with `missing`) while incomplete. */
export async function completeBilling(tx: Transaction) {
  const billing = await readAgencyBilling(tx);
  if (billing.missing.length > 0) throw new MissingDetails(INVOICE_MESSAGES.agencyBillingIncomplete, billing.missing);
  return billing;
}

/**
 * A tax document (invoice, credit note) is refused while its customer lacks what ZDPH §29 asks for: 400 naming each
 * missing field (docs/product/invoices.md#the-customer-on-a-tax-document). Checked before a number is taken.
 */
export function checkTaxDocumentCustomer(client: TaxDocumentClient): void {
  const missing = missingTaxDocumentCustomer(client);
  if (missing.length > 0) {
    throw new InvalidFields(TAX_DOCUMENT_CUSTOMER_MESSAGES.incomplete, Object.fromEntries(missing.map((field) => [field, TAX_DOCUMENT_CUSTOMER_MESSAGES.required])));
  }
}

/**
 * The rate a draft issued on `day` takes when it is a ČNB rate (docs/product/czech-services.md#čnb--exchange-rates):
 * the answer for the tax date the issue fills in, asked before the issuing transaction (it may call ČNB).
 */
export async function issueCnbRate(db: Database, outside: OutsideCaller, id: number, day: string, now: Date): Promise<ExchangeRateAnswer | null> {
  const row = firstRow(await db.select().from(invoices).where(eq(invoices.id, id)));
  if (!row || row.status !== 'draft' || row.currency === 'CZK' || row.exchangeRateSource === 'manual' || row.kind === 'credit_note') return null;
  return rateFor(db, outside, row.currency, draftRateDay(row, day), now);
}

/**
 * A ČNB-rate draft takes the rate of its tax date (`cnb`, asked by the caller); without an answer (a caller that did
 * not ask) it keeps the rate its last save stored. No rate to be had: 400 on the field, saying why.
 */
function withIssueRate(row: InvoiceRow, cnb: ExchangeRateAnswer | null | undefined, day: string): InvoiceRow {
  if (row.currency === 'CZK' || row.exchangeRateSource === 'manual' || row.kind === 'credit_note' || !cnb) return row;
  if (cnb.state === 'final' && cnb.amount === 1 && cnb.date === draftRateDay(row, day)) {
    return { ...row, exchangeRateSource: 'cnb', exchangeRateThousandths: cnb.rateThousandths, exchangeRateFixedOn: cnb.fixedOn, exchangeRateSerial: cnb.serial };
  }
  throw new Invalid('exchangeRateThousandths', cnb.state === 'not_published' ? INVOICE_MESSAGES.exchangeRateNotPublished : INVOICE_MESSAGES.exchangeRateUnavailable);
}

/**
 * Issues the locked draft `row` on `day` in `tx`: its number, dates, snapshot and PDF, audited. A reverse-charge
 * document freezes its VIES proof: `vatCheck`, asked of VIES before the transaction, when it is of the client's VAT
 * ID; otherwise the stored checks (refused, 409 `viesInvalid`, when the newest verdict is invalid).
 */
export async function issueLocked(tx: Transaction, row: InvoiceRow, actor: Actor, day: string, now: Date, vatCheck?: SnapshotVatCheck | null, cnb?: ExchangeRateAnswer | null): Promise<void> {
  if (row.status !== 'draft') throw new Conflict(INVOICE_MESSAGES.notDraft);
  const billing = await completeBilling(tx);
  // A ČNB-rate draft takes the rate of the tax date it is issued with (issue 37).
  row = withIssueRate(row, cnb, day);
  if (row.kind === 'credit_note') throw new Conflict(INVOICE_MESSAGES.notDraft);
  if (row.currency !== 'CZK' && row.exchangeRateThousandths === null) throw new Invalid('exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateRequired);
  const client = await clientOf(tx, row.clientId);
  if (row.kind !== 'advance_invoice') checkTaxDocumentCustomer(client);
  const proof = row.vatMode === 'reverse_charge' ? await vatProofIn(tx, client.dic, vatCheck) : null;
  const { issuedOn, dueOn } = datesWhenIssued(row, billing.invoiceDueDays, day);
  const taxableSupplyOn = row.kind === 'advance_invoice' ? null : (row.taxableSupplyOn ?? issuedOn);
  if (dueOn < issuedOn) throw new Invalid('dueOn', INVOICE_MESSAGES.dueBeforeIssue);
  const advanceRow = await checkAdvance(tx, row, true);
  // The advance's tax documents for received payments (issue 38) are deducted per rate: frozen with the deduction.
  const taxDocuments = advanceRow ? await deductedTaxDocuments(tx, advanceRow.id) : [];
  const advance = advanceRow ? { number: advanceRow.number!, paidMinor: await paidOn(tx, advanceRow.id), ...(taxDocuments.length > 0 ? { taxDocuments } : {}) } : null;
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.position));
  checkedInvoiceTotals(lines, row.vatMode, taxableSupplyOn ?? issuedOn, row.currency === 'CZK' ? null : row.exchangeRateThousandths);
  const { number, variableSymbol } = await numbered(tx, row.kind, issuedOn);
  let snapshot: InvoiceSnapshot;
  try {
    snapshot = buildInvoiceSnapshot(
      { ...row, kind: row.kind, number, issuedOn, taxableSupplyOn, dueOn, variableSymbol, lines },
      { supplier: supplierOf(billing, await readAgencyProfile(tx)), customer: customerOf(client) },
      advance,
      proof,
    );
  } catch (err) {
    if (err instanceof PaymentInputError) throw new Invalid(err.field, err.detail);
    throw err;
  }
  const { pdf, pdfSha256 } = await renderInvoicePdf(tx, snapshot, billing.logoMediaId);
  await tx
    .update(invoices)
    .set({
      status: 'issued',
      number,
      variableSymbol,
      exchangeRateThousandths: row.exchangeRateThousandths,
      exchangeRateSource: row.exchangeRateSource,
      exchangeRateFixedOn: row.exchangeRateFixedOn,
      exchangeRateSerial: row.exchangeRateSerial,
      issuedOn,
      taxableSupplyOn,
      dueOn,
      totalMinor: snapshot.totals.payableMinor,
      snapshot,
      snapshotHash: invoiceSnapshotHash(snapshot),
      pdf,
      pdfSha256,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(invoices.id, row.id));
  await recordAudit(tx, {
    actor,
    action: 'issue',
    entity: 'invoice',
    entityId: row.id,
    changes: { status: { from: 'draft', to: 'issued' }, number: { from: null, to: number }, totalMinor: { from: row.totalMinor, to: snapshot.totals.payableMinor } },
  });
}

/** Queues the e-mail of an issued invoice to its client (the PDF is attached by the outbox sender), audited. */
export async function sendLocked(tx: Transaction, row: InvoiceRow, queue: QueueMails, actor: Actor, now: Date): Promise<void> {
  if (row.status !== 'issued' || !row.snapshot || !row.number) throw new Conflict(INVOICE_MESSAGES.notIssued);
  const client = await clientOf(tx, row.clientId);
  if (!client.email) throw new Invalid('email', INVOICE_ISSUE_MESSAGES.clientNoEmail);
  const { snapshot } = row;
  await queue(tx, [
    {
      kind: 'invoice',
      language: row.language,
      data: {
        invoiceId: row.id,
        to: client.email,
        kind: row.kind,
        number: row.number,
        currency: row.currency,
        amountDueMinor: snapshot.amountDueMinor,
        dueOn: row.kind === 'credit_note' ? null : row.dueOn,
        variableSymbol: row.variableSymbol,
        clientId: row.clientId,
      },
    },
  ]);
  await tx.update(invoices).set({ sentAt: now }).where(eq(invoices.id, row.id));
  await recordAudit(tx, { actor, action: 'send', entity: 'invoice', entityId: row.id, changes: { sentAt: { from: row.sentAt, to: now }, to: { from: null, to: client.email } } });
}

/** A draft's VIES proof when it is a reverse-charge draft, asked before its issuing transaction (null otherwise). */
async function reverseChargeProof(db: Database, outside: OutsideCaller, id: number, actor: Actor): Promise<SnapshotVatCheck | null> {
  const draft = firstRow(await db.select({ status: invoices.status, vatMode: invoices.vatMode, clientId: invoices.clientId }).from(invoices).where(eq(invoices.id, id)));
  if (draft?.status !== 'draft' || draft.vatMode !== 'reverse_charge') return null;
  return vatProofForIssue(db, outside, (await clientOf(db, draft.clientId)).dic, actor.id);
}

export function invoiceIssuing(db: Database, options: { queue: QueueMails; outside: OutsideCaller }) {
  return {
    /**
     * Undefined for an unknown id; 409 unless a draft, or (with `missing`) while the agency's details are incomplete.
     * A reverse-charge draft's VAT ID is checked in VIES first (docs/product/czech-services.md#vies--the-vat-id-check):
     * invalid → 409 `viesInvalid`, nothing issued; VIES unavailable → issued on the last valid check, said so in the
     * answer's `vatCheck.unavailableAtIssue`.
     */
    issue: async (id: number, actor: Actor, now = new Date()): Promise<AdminInvoice | undefined> => {
      const day = today(now);
      const vatCheck = await reverseChargeProof(db, options.outside, id, actor);
      const cnb = await issueCnbRate(db, options.outside, id, day, now);
      const done = await db.transaction(async (tx) => {
        const row = await lockedInvoice(tx, id);
        if (!row) return false;
        await issueLocked(tx, row, actor, day, now, vatCheck, cnb);
        return true;
      });
      return done ? adminInvoice(db, id, day) : undefined;
    },

    /** Undefined for an unknown id; 409 unless issued; 400 on `email` when the client has none. */
    send: async (id: number, actor: Actor, now = new Date()): Promise<AdminInvoice | undefined> => {
      const done = await db.transaction(async (tx) => {
        const row = await lockedInvoice(tx, id);
        if (!row) return false;
        await sendLocked(tx, row, options.queue, actor, now);
        return true;
      });
      return done ? adminInvoice(db, id, today(now)) : undefined;
    },
  };
}
