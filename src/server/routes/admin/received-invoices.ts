/**
 * /api/admin/received-invoices (docs/product/time-and-profit.md#costs-from-suppliers): supplier invoices typed by hand
 * or imported from an ISDOC file, and the stored file. Admins only (the `received-invoices` area of
 * src/shared/access.ts: costs). Thin: parse with the shared schema → the data module (received-invoices.ts) → answer.
 */
import { MAX_ISDOC_BYTES, RECEIVED_INVOICE_MESSAGES, receivedInvoiceSchema } from '@/shared/schemas/received-invoice';
import { isdocImportFieldsSchema, receivedInvoiceFilterSchema } from '@/shared/schemas/received-invoice-list';
import { requestActor } from '@/server/audit/audit-log';
import { RECEIVED_INVOICE_SORT_KEYS, receivedInvoiceData } from '@/server/data/received-invoices';
import type { Database } from '@/server/db/database';
import { readIsdocUpload } from '@/server/documents/isdoc/isdoc-import';
import { fieldError, HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam } from '../id-param';
import { isdocFilename, sendIsdocDownload } from './invoice-isdoc';
import { ISDOC_UPLOAD_FIELD, receiveIsdocUpload } from './isdoc-upload';
import { clientGone } from './media';
import { resourceRoutes } from './resource-routes';

const PATH = '/received-invoices';
/** Room for the multipart framing and the text fields around the file in a request's declared length. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function receivedInvoiceRoutes(db: Database): RouteDefinition[] {
  const received = receivedInvoiceData(db);
  return [
    {
      // Before the resource's routes: a multipart upload of an .isdoc / .isdocx, with projectId, rebillable and
      // markupBasisPoints as form fields. Nothing is stored unless the whole file is read.
      method: 'post',
      path: `${PATH}/import`,
      handler: async (req, res) => {
        const declared = Number(req.headers['content-length']);
        // A request far over the limit is refused from its declared length, before anything is read.
        if (req.headers['content-length'] !== undefined && declared > MAX_ISDOC_BYTES + MULTIPART_OVERHEAD) {
          res.setHeader('Connection', 'close');
          throw fieldError(ISDOC_UPLOAD_FIELD, RECEIVED_INVOICE_MESSAGES.isdocTooLarge, 413);
        }
        const signal = clientGone(res);
        try {
          const upload = await receiveIsdocUpload(req, signal);
          const fields = parseInput(isdocImportFieldsSchema, upload.fields);
          const { input, xml } = await readIsdocUpload(upload.bytes, fields);
          res.status(201).json(await received.create(input, requestActor(req, res), xml));
        } catch (err) {
          // The client has gone: nothing to answer (the file is stored whole or not at all).
          if (signal.aborted) return;
          throw err;
        }
      },
    },
    {
      method: 'get',
      path: `${PATH}/:id/isdoc`,
      handler: async (req, res) => {
        const stored = await received.isdoc(idParam(req));
        if (!stored) throw new HttpError(404, RECEIVED_INVOICE_MESSAGES.notFound);
        if (stored.xml === null) throw new HttpError(404, RECEIVED_INVOICE_MESSAGES.noIsdoc);
        sendIsdocDownload(res, stored.xml, isdocFilename(stored.number));
      },
    },
    ...resourceRoutes({
      path: PATH,
      notFound: RECEIVED_INVOICE_MESSAGES.notFound,
      list: {
        sortKeys: RECEIVED_INVOICE_SORT_KEYS,
        load: (query, req) =>
          received.list(query, parseInput(receivedInvoiceFilterSchema, { projectId: req.query.projectId, from: req.query.from, to: req.query.to, rebill: req.query.rebill })),
      },
      get: (id) => received.get(id),
      create: (req, actor) => received.create(parseInput(receivedInvoiceSchema, req.body), actor),
      update: (id, req, actor) => received.update(id, parseInput(receivedInvoiceSchema, req.body), actor),
      remove: (id, actor) => received.remove(id, actor),
    }),
  ];
}
