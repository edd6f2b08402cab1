/**
 * What the ISDOC export of an issued document reads (docs/product/e-invoice.md): its frozen snapshot and the snapshot's
 * stored hash, and for a credit note the stored hash of the invoice it corrects (its ISDOC UUID is derived from it).
 * Read only: the invoices module writes these rows (issuing is its work); nothing here changes them.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import { INVOICE_MESSAGES } from '@/shared/schemas/invoice';
import type { Database } from '@/server/db/database';
import { invoices } from '@/server/db/schema';
import { Conflict, NotFound } from '@/server/domain/errors';

type Reader = Pick<Database, 'select'>;

/** The answer for a draft: it has no number and no frozen content yet. */
export const ISDOC_DRAFT_MESSAGE = 'A draft has no e-invoice: issue it first';

export interface IsdocSource {
  number: string;
  snapshot: InvoiceSnapshot;
  /** SHA-256 (hex) of the stored snapshot. */
  snapshotHash: string;
  /** A credit note: the stored snapshot hash of the invoice it corrects. */
  correctsSnapshotHash: string | null;
}

/** The hash as stored; for a row stored without one, the SHA-256 of the snapshot as read (stable for the same row). */
export const hashOf = (snapshot: InvoiceSnapshot, stored: string | null) => stored ?? createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');

/** The issued document with this id: NotFound for an unknown id, Conflict for a draft. */
export async function readIsdocSource(db: Reader, id: number): Promise<IsdocSource> {
  const [row] = await db
    .select({
      status: invoices.status,
      number: invoices.number,
      snapshot: invoices.snapshot,
      snapshotHash: invoices.snapshotHash,
      correctsInvoiceId: invoices.correctsInvoiceId,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw new NotFound(INVOICE_MESSAGES.notFound);
  if (row.status !== 'issued' || row.number === null || !row.snapshot) throw new Conflict(ISDOC_DRAFT_MESSAGE);
  let correctsSnapshotHash: string | null = null;
  if (row.correctsInvoiceId !== null) {
    const [corrected] = await db
      .select({ snapshot: invoices.snapshot, snapshotHash: invoices.snapshotHash })
      .from(invoices)
      .where(eq(invoices.id, row.correctsInvoiceId));
    if (corrected?.snapshot) correctsSnapshotHash = hashOf(corrected.snapshot, corrected.snapshotHash);
  }
  return { number: row.number, snapshot: row.snapshot, snapshotHash: hashOf(row.snapshot, row.snapshotHash), correctsSnapshotHash };
}
