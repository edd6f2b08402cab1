/**
 * Credit notes of an issued tax invoice, whole or partial (issue 23, issue 38; docs/product/invoices.md#credit-notes):
 * what is left to credit (GET …/credit-note) and issuing a credit note (POST …/credit-note) of chosen lines and
 * quantities, of an amount per VAT rate, or of the whole rest. The lines and totals are the shared rule's
 * (src/shared/invoices/credit-note-lines.ts); issuing is one transaction with the invoice's row locked, so two credit
 * notes at once queue and the second sees what the first took (never more than the invoice). The time and the
 * rebilled costs of the lines a credit note leaves wholly credited are released (all of them when the invoice is).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays } from '@/shared/dates';
import { creditNoteLines, creditNoteSnapshot, isRefused, nothingLeft } from '@/shared/invoices/credit-note-lines';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import type { VatRecapRow } from '@/shared/money/document-totals';
import { creditNoteChoice, CREDIT_NOTE_MESSAGES, type CreditableInvoice, type CreditableRate, type CreditNoteInput } from '@/shared/schemas/credit-note';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { invoiceLines, invoices, type InvoiceRow } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { releaseRebilledCosts, releaseRebilledCostsOfLines } from '../received-invoices';
import { releaseTime, releaseTimeOfLines } from '../time-entries';
import { adminInvoice } from './invoice-detail';
import { clientOf, lockedInvoice, today } from './invoice-drafts';
import { checkTaxDocumentCustomer, completeBilling, numbered } from './invoice-issuing';
import { insertIssuedDocument } from './issued-document-rows';
import { renderInvoicePdf } from './invoice-pdf';
import type { Reader } from './invoice-records';

const onlyInvoice = () => new Conflict(CREDIT_NOTE_MESSAGES.onlyInvoice, undefined, undefined, { code: 'onlyInvoice' });

/** The invoice as it can be credited (an issued tax invoice with its snapshot), else a 409. */
function creditableRow(row: InvoiceRow): InvoiceRow & { snapshot: InvoiceSnapshot; number: string } {
  if (row.status !== 'issued' || row.kind !== 'invoice' || !row.snapshot || !row.number) throw onlyInvoice();
  return { ...row, snapshot: row.snapshot, number: row.number };
}

const sumAt = (rows: readonly (readonly VatRecapRow[] | null)[], code: string, pick: (row: VatRecapRow) => number) =>
  rows.reduce((sum, recap) => sum + (recap ?? []).filter((r) => r.vatRateCode === code).reduce((s, r) => s + pick(r), 0), 0);

/** What is left to credit of the issued invoice `row`: its lines and rates less its issued credit notes. */
async function creditableOf(db: Reader, row: InvoiceRow & { snapshot: InvoiceSnapshot; number: string }): Promise<CreditableInvoice> {
  const { snapshot } = row;
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.position));
  const notes = await db
    .select({ id: invoices.id, number: invoices.number, issuedOn: invoices.issuedOn, totalMinor: invoices.totalMinor, snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, row.id), eq(invoices.kind, 'credit_note'), eq(invoices.status, 'issued')))
    .orderBy(asc(invoices.id));
  const noteLines =
    notes.length === 0
      ? []
      : await db
          .select({ invoiceId: invoiceLines.invoiceId, position: invoiceLines.position, creditsLineId: invoiceLines.creditsLineId, quantityThousandths: invoiceLines.quantityThousandths })
          .from(invoiceLines)
          .where(
            inArray(
              invoiceLines.invoiceId,
              notes.map((n) => n.id),
            ),
          );
  const recaps = notes.map((n) => n.snapshot?.totals.recap ?? null);
  const czkRecaps = notes.map((n) => n.snapshot?.vatRecapCzk ?? null);
  const rates: CreditableRate[] = snapshot.totals.recap.map((rate) => {
    const czk = snapshot.vatRecapCzk?.find((r) => r.vatRateCode === rate.vatRateCode);
    return {
      vatRateCode: rate.vatRateCode,
      vatPercent: rate.vatPercent,
      baseMinor: rate.baseMinor,
      vatMinor: rate.vatMinor,
      leftBaseMinor: Math.max(0, rate.baseMinor + sumAt(recaps, rate.vatRateCode, (r) => r.baseMinor)),
      leftVatMinor: Math.max(0, rate.vatMinor + sumAt(recaps, rate.vatRateCode, (r) => r.vatMinor)),
      czk: czk
        ? {
            baseMinor: czk.baseMinor,
            vatMinor: czk.vatMinor,
            leftBaseMinor: Math.max(0, czk.baseMinor + sumAt(czkRecaps, rate.vatRateCode, (r) => r.baseMinor)),
            leftVatMinor: Math.max(0, czk.vatMinor + sumAt(czkRecaps, rate.vatRateCode, (r) => r.vatMinor)),
          }
        : null,
    };
  });
  const closed = nothingLeft({ rates });
  const creditedOf = (lineId: number) => {
    let quantity = 0;
    let base = 0;
    for (const credit of noteLines.filter((l) => l.creditsLineId === lineId)) {
      quantity += credit.quantityThousandths;
      base -= notes.find((n) => n.id === credit.invoiceId)?.snapshot?.lines[credit.position]?.baseMinor ?? 0;
    }
    return { quantity, base };
  };
  return {
    invoiceId: row.id,
    number: row.number,
    currency: row.currency,
    language: row.language,
    vatCharged: snapshot.vatCharged,
    exchangeRateThousandths: snapshot.exchangeRateThousandths,
    lines: lines.map((line, i) => {
      const frozen = snapshot.lines[i]!;
      const credited = creditedOf(line.id);
      return {
        lineId: line.id,
        position: line.position,
        description: line.description,
        unit: line.unit,
        quantityThousandths: line.quantityThousandths,
        unitPriceMinor: line.unitPriceMinor,
        discountBasisPoints: line.discountBasisPoints,
        vatRateCode: line.vatRateCode,
        baseMinor: frozen.baseMinor,
        // An invoice credited whole (also by a credit note of issue 23, whose lines name none) has nothing left.
        leftQuantityThousandths: closed ? 0 : Math.max(0, line.quantityThousandths - credited.quantity),
        leftBaseMinor: closed ? 0 : Math.max(0, frozen.baseMinor - credited.base),
      };
    }),
    rates,
    leftMinor: rates.reduce((sum, r) => sum + r.leftBaseMinor + r.leftVatMinor, 0),
    creditNotes: notes.map((n) => ({ id: n.id, number: n.number ?? '', issuedOn: n.issuedOn ?? '', totalMinor: n.totalMinor, reason: n.snapshot?.corrects?.reason ?? '' })),
  };
}

/** Releases the time and rebilled costs of what the credit note leaves wholly credited; how many of each. */
async function releaseCredited(tx: Transaction, invoice: CreditableInvoice, closedLineIds: readonly number[], closesInvoice: boolean, actor: Actor) {
  if (closesInvoice) return { time: await releaseTime(tx, invoice.invoiceId), costs: await releaseRebilledCosts(tx, invoice.invoiceId, actor) };
  const lines = invoice.lines.filter((line) => closedLineIds.includes(line.lineId));
  return {
    time: await releaseTimeOfLines(tx, invoice.invoiceId, invoice.language, lines),
    costs: await releaseRebilledCostsOfLines(tx, invoice.invoiceId, invoice.language, lines, actor),
  };
}

export function creditNotes(db: Database) {
  return {
    /** GET /invoices/:id/credit-note: what is left to credit; undefined for an unknown id; 409 unless an issued tax invoice. */
    creditable: async (id: number): Promise<CreditableInvoice | undefined> => {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ? creditableOf(db, creditableRow(row)) : undefined;
    },

    /**
     * Issues a credit note of the invoice at once with its own number (D- series): the chosen lines or amounts, or
     * the whole rest. Undefined for an unknown id; 409 for a draft, an advance invoice, a credit note or a tax
     * document, or when nothing is left; 400 naming the field for a line or amount beyond what is left.
     */
    creditNote: async (id: number, input: CreditNoteInput, actor: Actor, now = new Date()): Promise<AdminInvoice | undefined> => {
      const day = today(now);
      const noteId = await db.transaction(async (tx) => {
        // The invoice's row is locked: a second credit note of it waits here, then reads what this one took.
        const locked = await lockedInvoice(tx, id);
        if (!locked) return undefined;
        const invoice = creditableRow(locked);
        const creditable = await creditableOf(tx, invoice);
        if (nothingLeft(creditable)) throw new Conflict(CREDIT_NOTE_MESSAGES.nothingLeft, undefined, undefined, { code: 'nothingLeft' });
        const computed = creditNoteLines(creditable, creditNoteChoice(input));
        if (isRefused(computed)) throw new Invalid(computed.field, computed.message, { code: computed.code, ...(computed.params ? { params: computed.params } : {}) });
        const billing = await completeBilling(tx);
        checkTaxDocumentCustomer(await clientOf(tx, invoice.clientId));
        const { number, variableSymbol } = await numbered(tx, 'credit_note', day);
        const snapshot = creditNoteSnapshot(invoice.snapshot, computed, { number, variableSymbol, issuedOn: day, dueOn: addDays(day, billing.invoiceDueDays), reason: input.reason });
        const { pdf, pdfSha256 } = await renderInvoicePdf(tx, snapshot, billing.logoMediaId);
        const noteId = await insertIssuedDocument(tx, {
          kind: 'credit_note',
          number,
          variableSymbol,
          from: invoice,
          links: { correctsInvoiceId: invoice.id },
          snapshot,
          pdf,
          pdfSha256,
          issuedAt: now,
          lines: computed.lines,
        });
        const released = await releaseCredited(tx, creditable, computed.closedLineIds, computed.closesInvoice, actor);
        await recordAudit(tx, {
          actor,
          action: 'credit',
          entity: 'invoice',
          entityId: invoice.id,
          changes: {
            creditNote: { from: null, to: number },
            reason: { from: null, to: input.reason },
            creditedMinor: { from: null, to: snapshot.totals.payableMinor },
            ...(computed.closesInvoice ? { fullyCredited: { from: false, to: true } } : {}),
            ...(released.time ? { timeEntries: { from: released.time, to: 0 } } : {}),
            ...(released.costs ? { receivedInvoices: { from: released.costs, to: 0 } } : {}),
          },
        });
        await recordAudit(tx, {
          actor,
          action: 'issue',
          entity: 'invoice',
          entityId: noteId,
          changes: { status: { from: null, to: 'issued' }, number: { from: null, to: number }, corrects: { from: null, to: invoice.number }, totalMinor: { from: null, to: snapshot.totals.payableMinor } },
        });
        return noteId;
      });
      return noteId === undefined ? undefined : adminInvoice(db, noteId, day);
    },
  };
}
