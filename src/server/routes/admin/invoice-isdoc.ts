/**
 * GET /api/admin/invoices/:id/isdoc (docs/product/e-invoice.md#the-download): an issued invoice,
 * advance invoice or credit note as an ISDOC 6.0.2 file for accounting software. Admins only (the `invoices` area of
 * src/shared/access.ts). Written from the frozen snapshot on each request — the same bytes every time (its UUID comes
 * from the stored snapshot hash) — so nothing is stored. A draft has none: 409.
 */
import type { Response } from 'express';
import { readIsdocSource } from '@/server/data/invoice-isdoc';
import type { Database } from '@/server/db/database';
import { invoiceIsdoc } from '@/server/documents/isdoc/invoice-isdoc';
import { isdocUuid } from '@/server/documents/isdoc/isdoc-uuid';
import type { RouteDefinition } from '@/server/http/route-table';
import { idParam } from '../id-param';

/** The file name a download is offered under: "<number>.isdoc", anything but [A-Za-z0-9._-] as '-'. */
export const isdocFilename = (number: string) => `${number}.isdoc`.replace(/[^A-Za-z0-9._-]/g, '-');

/** An attachment never cached by anyone (a private document), never indexed, never sniffed as something else. */
export function sendIsdocDownload(res: Response, xml: string, filename: string): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(Buffer.from(xml, 'utf8'));
}

export function invoiceIsdocRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/invoices/:id/isdoc',
      handler: async (req, res) => {
        const source = await readIsdocSource(db, idParam(req));
        const xml = invoiceIsdoc(source.snapshot, {
          uuid: isdocUuid(source.snapshotHash),
          correctsUuid: source.correctsSnapshotHash === null ? null : isdocUuid(source.correctsSnapshotHash),
        });
        sendIsdocDownload(res, xml, isdocFilename(source.number));
      },
    },
  ];
}
