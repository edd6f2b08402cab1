/**
 * What a final invoice deducts of the advance invoice it settles (issue 38; docs/product/invoices.md#tax-documents-for-received-advance-payments):
 * the advance's tax documents for received payments that are not credited, frozen into the final invoice's snapshot
 * when it is issued (invoice-issuing.ts), whose base and VAT its recap deducts per rate.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { deductedTaxDocument } from '@/shared/invoices/advance-tax-document';
import type { SnapshotDeductedTaxDocument } from '@/shared/invoice-snapshot';
import { invoices } from '@/server/db/schema';
import type { Transaction } from '../content-version';

/**
 * The tax documents of the advance invoice `advanceId` a final invoice deducts, in the order issued: those not
 * credited, as the final invoice's snapshot keeps them.
 */
export async function deductedTaxDocuments(tx: Transaction, advanceId: number): Promise<SnapshotDeductedTaxDocument[]> {
  const documents = await tx
    .select({ id: invoices.id, snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.advanceInvoiceId, advanceId), eq(invoices.kind, 'advance_tax_document'), eq(invoices.status, 'issued')))
    .orderBy(asc(invoices.id));
  if (documents.length === 0) return [];
  const credited = new Set(
    (
      await tx
        .select({ id: invoices.correctsInvoiceId })
        .from(invoices)
        .where(and(eq(invoices.kind, 'credit_note'), inArray(invoices.correctsInvoiceId, documents.map((d) => d.id))))
    ).map((row) => row.id),
  );
  return documents.flatMap((doc) => (doc.snapshot && !credited.has(doc.id) ? [deductedTaxDocument(doc.snapshot)] : []));
}
