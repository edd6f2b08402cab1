/**
 * GET /api/admin/accountant-export?from=yyyy-mm-dd&to=yyyy-mm-dd (issue 38 point 4; docs/product/accountant.md): the
 * period's documents for the accountant as one ZIP — PDFs, ISDOC, the CSVs and the POHODA XML data pack. Admins only
 * (an area src/shared/access.ts lists for admins). Thin: parse the period with the shared schema (400 naming `from` or
 * `to`) → read and audit (data/accountant-export.ts) → pack (data/accountant-export-zip.ts) → answer. The CSVs follow
 * the staff member's language like every export (?lang=, ?separator=).
 */
import { accountantExportFileName, accountantExportQuerySchema } from '@/shared/schemas/accountant-export';
import { officeDay } from '@/shared/dates';
import { requestActor } from '@/server/audit/audit-log';
import { csvFormatOf } from '@/server/csv/csv-format';
import { readAccountantExport } from '@/server/data/accountant-export';
import { accountantExportZip } from '@/server/data/accountant-export-zip';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';

export function accountantExportRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/accountant-export',
      handler: async (req, res) => {
        const period = parseInput(accountantExportQuerySchema, { from: req.query.from, to: req.query.to });
        const format = csvFormatOf(req, res);
        const data = await readAccountantExport(db, period, requestActor(req, res), officeDay());
        const zip = accountantExportZip(data, format);
        res
          .status(200)
          .set({
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${accountantExportFileName(period.from, period.to)}"`,
            'Cache-Control': 'private, no-store',
            'X-Robots-Tag': 'noindex, nofollow',
            'X-Content-Type-Options': 'nosniff',
          })
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    },
  ];
}
