/**
 * The accountant's month-end export (issue 38 point 4; docs/product/accountant.md): every issued document of a period
 * by its date of issue (invoices, advance invoices, tax documents for received advance payments, credit notes) with
 * its stored PDF, its frozen snapshot (for the ISDOC and the POHODA pack) and its row of the invoices' CSV, and every
 * received invoice of the period by its DUZP with its stored ISDOC file — read in one read-only transaction (one
 * consistent picture), then packed by accountant-export-zip.ts. Reads only; the export is audited ('export', entity
 * invoice, with the period and the counts).
 */
import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { ACCOUNTANT_EXPORT_MAX_DOCUMENTS, ACCOUNTANT_EXPORT_MESSAGES, type AccountantExportQuery } from '@/shared/schemas/accountant-export';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import { recordExport, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { invoices, receivedInvoiceAmounts, receivedInvoices } from '@/server/db/schema';
import { TooLarge } from '@/server/domain/errors';
import type { PohodaReceivedInvoice } from '@/server/documents/pohoda/pohoda-xml';
import { readAgencyBilling } from './agency-billing';
import { hashOf } from './invoice-isdoc';
import { csvRow, exportSelect, type InvoiceCsvRow } from './invoices/invoice-export';

export interface ExportedIssuedDocument {
  id: number;
  number: string;
  issuedOn: string;
  snapshot: InvoiceSnapshot;
  snapshotHash: string;
  /** A credit note: the stored snapshot hash of the invoice it corrects (its ISDOC UUID). */
  correctsSnapshotHash: string | null;
  /** The PDF rendered when it was issued; null for a document stored without one. */
  pdf: Buffer | null;
}

export interface ExportedReceivedInvoice extends PohodaReceivedInvoice {
  /** The supplier's ISDOC file as imported; null for one typed by hand. */
  isdocXml: string | null;
}

export interface AccountantExportData {
  from: string;
  to: string;
  /** The agency's IČO (the POHODA pack's `ico`). */
  ico: string | null;
  issued: ExportedIssuedDocument[];
  /** The invoices' CSV rows of the issued documents, in the same order. */
  csvRows: InvoiceCsvRow[];
  received: ExportedReceivedInvoice[];
}

/**
 * The period's documents; TooLarge (413, naming `to`) beyond ACCOUNTANT_EXPORT_MAX_DOCUMENTS, and the export audited
 * (in its own statement: a read-only transaction writes nothing).
 */
export async function readAccountantExport(db: Database, period: AccountantExportQuery, actor: Actor, today: string): Promise<AccountantExportData> {
  const { from, to } = period;
  const issuedInPeriod = and(eq(invoices.status, 'issued'), gte(invoices.issuedOn, from), lte(invoices.issuedOn, to));
  const receivedInPeriod = and(gte(receivedInvoices.taxableSupplyOn, from), lte(receivedInvoices.taxableSupplyOn, to));
  const data = await db.transaction(
    async (tx) => {
      const [issuedCount] = await tx.select({ n: count() }).from(invoices).where(issuedInPeriod);
      const [receivedCount] = await tx.select({ n: count() }).from(receivedInvoices).where(receivedInPeriod);
      if ((issuedCount?.n ?? 0) + (receivedCount?.n ?? 0) > ACCOUNTANT_EXPORT_MAX_DOCUMENTS) throw new TooLarge('to', ACCOUNTANT_EXPORT_MESSAGES.tooManyDocuments);

      const rows = await tx
        .select({
          id: invoices.id,
          number: invoices.number,
          issuedOn: invoices.issuedOn,
          snapshot: invoices.snapshot,
          snapshotHash: invoices.snapshotHash,
          pdf: invoices.pdf,
          correctsInvoiceId: invoices.correctsInvoiceId,
        })
        .from(invoices)
        .where(issuedInPeriod)
        .orderBy(asc(invoices.issuedOn), asc(invoices.number), asc(invoices.id));
      const correctedIds = [...new Set(rows.flatMap((r) => (r.correctsInvoiceId === null ? [] : [r.correctsInvoiceId])))];
      const corrected = correctedIds.length
        ? await tx.select({ id: invoices.id, snapshot: invoices.snapshot, snapshotHash: invoices.snapshotHash }).from(invoices).where(inArray(invoices.id, correctedIds))
        : [];
      const correctedHash = new Map(corrected.flatMap((c) => (c.snapshot ? [[c.id, hashOf(c.snapshot, c.snapshotHash)] as const] : [])));
      const issued: ExportedIssuedDocument[] = rows.flatMap((r) =>
        r.snapshot && r.number && r.issuedOn
          ? [
              {
                id: r.id,
                number: r.number,
                issuedOn: r.issuedOn,
                snapshot: r.snapshot,
                snapshotHash: hashOf(r.snapshot, r.snapshotHash),
                correctsSnapshotHash: r.correctsInvoiceId === null ? null : (correctedHash.get(r.correctsInvoiceId) ?? null),
                pdf: r.pdf,
              },
            ]
          : [],
      );
      const csvById = new Map((await exportSelect(tx, today).where(issuedInPeriod)).map((row) => [row.id, csvRow(row)] as const));
      const csvRows = issued.flatMap((d) => {
        const row = csvById.get(d.id);
        return row ? [row] : [];
      });

      const receivedRows = await tx
        .select({
          id: receivedInvoices.id,
          supplierName: receivedInvoices.supplierName,
          supplierIco: receivedInvoices.supplierIco,
          supplierDic: receivedInvoices.supplierDic,
          number: receivedInvoices.number,
          variableSymbol: receivedInvoices.variableSymbol,
          issuedOn: receivedInvoices.issuedOn,
          taxableSupplyOn: receivedInvoices.taxableSupplyOn,
          dueOn: receivedInvoices.dueOn,
          currency: receivedInvoices.currency,
          exchangeRateThousandths: receivedInvoices.exchangeRateThousandths,
          description: receivedInvoices.description,
          isdocXml: receivedInvoices.isdocXml,
        })
        .from(receivedInvoices)
        .where(receivedInPeriod)
        .orderBy(asc(receivedInvoices.taxableSupplyOn), asc(receivedInvoices.id));
      const amounts = receivedRows.length
        ? await tx
            .select()
            .from(receivedInvoiceAmounts)
            .where(inArray(receivedInvoiceAmounts.receivedInvoiceId, receivedRows.map((r) => r.id)))
            .orderBy(asc(receivedInvoiceAmounts.receivedInvoiceId), asc(receivedInvoiceAmounts.vatPercent))
        : [];
      const received: ExportedReceivedInvoice[] = receivedRows.map((r) => ({
        ...r,
        amounts: amounts.filter((a) => a.receivedInvoiceId === r.id).map(({ vatPercent, baseMinor, vatMinor }) => ({ vatPercent, baseMinor, vatMinor })),
      }));
      const billing = await readAgencyBilling(tx);
      return { from, to, ico: billing.ico, issued, csvRows, received };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await recordExport(db, actor, 'invoice', { export: 'accountant', from, to, issued: data.issued.length, received: data.received.length });
  return data;
}
