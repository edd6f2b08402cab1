/**
 * /api/admin/invoices and POST /api/admin/proposals/:id/invoice (docs/product/api.md#invoices): admins only (the
 * `invoices` area of src/shared/access.ts). Thin: parse with the shared schema → the invoices data module → answer.
 */
import type { Request } from 'express';
import { invoiceDraftSchema, invoiceFilterSchema, type AdminInvoice, type AdminInvoiceListItem } from '@/shared/schemas/invoice';
import { creditNoteSchema } from '@/shared/schemas/credit-note';
import { requestActor } from '@/server/audit/audit-log';
import { INVOICE_CSV_COLUMNS, INVOICE_SORT_KEYS, invoiceData, readInvoicePdf, type InvoiceCsvRow, type InvoiceSortKey } from '@/server/data/invoices';
import type { Database } from '@/server/db/database';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { HttpError } from '@/server/http/errors';
import { sendPdfDownload } from '@/server/http/pdf-response';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { createMailer } from '@/server/mail/mailer';
import type { MailService } from '@/server/mail/mail-service';
import { idParam } from '../id-param';
import { resourceRoutes } from './resource-routes';
import { invoiceFromTimeSchema, unbilledTimeQuerySchema } from '@/shared/schemas/time-billing';

const NOT_FOUND = 'Invoice not found';

export function invoiceRoutes(db: Database, options: { mail: MailService; mailOrigin: string; outside: OutsideCaller }): RouteDefinition[] {
  const mailer = createMailer({ service: options.mail, origin: options.mailOrigin });
  const invoices = invoiceData(db, { queue: mailer.queue, outside: options.outside });
  const filterOf = (req: Request) =>
    parseInput(invoiceFilterSchema, {
      state: req.query.state,
      kind: req.query.kind,
      currency: req.query.currency,
      open: req.query.open,
      clientId: req.query.clientId,
      projectId: req.query.projectId,
      issuedFrom: req.query.issuedFrom,
      issuedTo: req.query.issuedTo,
    });
  const found = <T>(value: T | undefined, message = NOT_FOUND): T => {
    if (value === undefined) throw new HttpError(404, message);
    return value;
  };
  return [
    // Before GET /invoices/:id, which would read 'summary' as an id.
    { method: 'get', path: '/invoices/summary', handler: async (_req, res) => res.json(await invoices.summary()) },
    // Unbilled time → a draft (issue 36): before /invoices/:id too.
    { method: 'get', path: '/invoices/unbilled-time', handler: async (req, res) => res.json(await invoices.unbilledTime(parseInput(unbilledTimeQuerySchema, req.query))) },
    {
      method: 'post',
      path: '/invoices/from-time',
      handler: async (req, res) => res.status(201).json(await invoices.fromTime(parseInput(invoiceFromTimeSchema, req.body), requestActor(req, res))),
    },
    ...resourceRoutes<InvoiceSortKey, AdminInvoiceListItem | AdminInvoice, InvoiceCsvRow>({
      path: '/invoices',
      notFound: NOT_FOUND,
      list: { sortKeys: INVOICE_SORT_KEYS, load: (query, req) => invoices.list(query, filterOf(req)) },
      get: (id) => invoices.get(id),
      create: (req, actor) => invoices.create(parseInput(invoiceDraftSchema, req.body), actor),
      update: (id, req, actor) => invoices.update(id, parseInput(invoiceDraftSchema, req.body), actor),
      remove: (id, actor) => invoices.remove(id, actor),
      csv: { name: 'invoices', columns: INVOICE_CSV_COLUMNS, rows: (query, req, actor) => invoices.exportRows(query, filterOf(req), actor) },
    }),
    {
      method: 'post',
      path: '/invoices/:id/issue',
      handler: async (req, res) => res.json(found(await invoices.issue(idParam(req), requestActor(req, res)))),
    },
    {
      method: 'post',
      path: '/invoices/:id/send',
      handler: async (req, res) => {
        const sent = found(await invoices.send(idParam(req), requestActor(req, res)));
        options.mail.wake();
        res.json(sent);
      },
    },
    {
      method: 'post',
      path: '/invoices/:id/credit-note',
      handler: async (req, res) => {
        const id = idParam(req);
        res.status(201).json(found(await invoices.creditNote(id, parseInput(creditNoteSchema, req.body ?? {}), requestActor(req, res))));
      },
    },
    {
      // What is left to credit of an issued invoice (the credit-note dialog's lines and rates; issue 38).
      method: 'get',
      path: '/invoices/:id/credit-note',
      handler: async (req, res) => res.json(found(await invoices.creditable(idParam(req)))),
    },
    {
      // The PDF stored when it was issued (a draft has none: 404).
      method: 'get',
      path: '/invoices/:id/pdf',
      handler: async (req, res) => {
        const stored = found(await readInvoicePdf(db, idParam(req)));
        sendPdfDownload(res, stored.pdf, stored.filename);
      },
    },
    {
      method: 'post',
      path: '/proposals/:id/invoice',
      handler: async (req, res) => res.status(201).json(found(await invoices.fromProposal(idParam(req), requestActor(req, res)), 'Proposal not found')),
    },
  ];
}
