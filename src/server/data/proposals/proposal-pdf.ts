/**
 * A sent proposal's PDF (docs/product/proposals.md#the-pdf): rendered once from its snapshot when it is sent, stored
 * with the sent version and its SHA-256, and never rendered again — a later change of the agency's details or logo
 * does not touch it. A new version gets its own when it is sent.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { proposalDocument } from '@/shared/documents/proposal-document';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import type { Database } from '@/server/db/database';
import { mediaVariants, proposals } from '@/server/db/schema';
import { renderCommercialDocumentPdf } from '@/server/documents/pdf/render-commercial-document';
import type { Transaction } from '../content-version';

type Reader = Pick<Database, 'select'>;

/** The bytes of the logo's largest stored WebP variant (the renderer converts it to PNG); null without a logo. */
export async function logoBytes(db: Reader, logoMediaId: number | null): Promise<Uint8Array | null> {
  if (logoMediaId === null) return null;
  const [variant] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, logoMediaId), eq(mediaVariants.format, 'webp')))
    .orderBy(desc(mediaVariants.width))
    .limit(1);
  return variant ? new Uint8Array(variant.bytes) : null;
}

/** Renders the snapshot's PDF and stores it on the proposal, in the caller's (sending) transaction. */
export async function storeProposalPdf(tx: Transaction, id: number, snapshot: ProposalSnapshot, logoMediaId: number | null): Promise<void> {
  const pdf = await renderCommercialDocumentPdf(proposalDocument(snapshot, await logoBytes(tx, logoMediaId)));
  await tx.update(proposals).set({ pdf, pdfSha256: createHash('sha256').update(pdf).digest('hex') }).where(eq(proposals.id, id));
}

export interface StoredProposalPdf {
  pdf: Buffer;
  /** "<number>-v<version>.pdf", ASCII only. */
  filename: string;
}

/** The file name a download is offered under: the number and version, anything but [A-Za-z0-9._-] as '-'. */
export const pdfFilename = (number: string, version: number) => `${number}-v${version}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');

/** The stored PDF of a proposal; undefined for an unknown id or a draft (which has none). */
export async function readProposalPdf(db: Reader, id: number): Promise<StoredProposalPdf | undefined> {
  const [row] = await db.select({ pdf: proposals.pdf, number: proposals.number, version: proposals.version }).from(proposals).where(eq(proposals.id, id));
  if (!row?.pdf) return undefined;
  return { pdf: row.pdf, filename: pdfFilename(row.number, row.version) };
}
