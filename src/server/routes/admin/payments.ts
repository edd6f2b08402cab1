/**
 * Payments and bank statements (docs/product/payments.md#payments; the fixed contract of the invoice screens): manual
 * payments of an invoice, statement uploads, the transactions and what staff do with them. Admins only (the
 * `invoices`, `bank-statements` and `bank-transactions` areas of src/shared/access.ts). Thin: parse → data module.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { FIELD_MESSAGES, MAX_ID } from '@/shared/schemas/fields';
import {
  bankTransactionFilterSchema,
  manualPaymentSchema,
  pairTransactionSchema,
  PAYMENT_MESSAGES,
  type AdminBankStatementImport,
  type AdminBankTransaction,
  type BankStatementImportResult,
} from '@/shared/schemas/payment';
import type { AdminInvoicePayment } from '@/shared/schemas/invoice';
import { requestActor } from '@/server/audit/audit-log';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MESSAGES } from '@/server/bank-statements/parse-statement';
import { paymentData } from '@/server/data/payments';
import type { Database } from '@/server/db/database';
import { fieldError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam } from '../id-param';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, sendPage } from './list-query';
import { clientGone, receiveFile } from './media';

const MB = 1024 * 1024;
/** Room for the multipart framing around the file in a request's declared length. */
const MULTIPART_OVERHEAD = 64 * 1024;

const UPLOAD_TEXTS = {
  notMultipart: PAYMENT_MESSAGES.notMultipart,
  noFile: PAYMENT_MESSAGES.fileRequired,
  tooLarge: () => BANK_STATEMENT_MESSAGES.tooLarge,
};

const pageNumber = (min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
const pageSchema = z.object({
  limit: pageNumber(1, MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
  offset: pageNumber(0, 1_000_000_000).default(0),
});
const pageOf = (req: Request) => parseInput(pageSchema, { limit: req.query.limit, offset: req.query.offset });

const paymentIdSchema = z.object({
  paymentId: z
    .string({ error: FIELD_MESSAGES.idInvalid })
    .regex(/^[1-9][0-9]{0,9}$/, FIELD_MESSAGES.idInvalid)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, FIELD_MESSAGES.idInvalid)),
});

export function paymentRoutes(db: Database): RouteDefinition[] {
  const payments = paymentData(db);
  return [
    {
      method: 'post',
      path: '/invoices/:id/payments',
      handler: async (req, res) => {
        const id = idParam(req);
        const payment = await payments.addManual(id, parseInput(manualPaymentSchema, req.body), requestActor(req, res));
        res.status(201).json(payment satisfies AdminInvoicePayment);
      },
    },
    {
      method: 'delete',
      path: '/invoices/:id/payments/:paymentId',
      handler: async (req, res) => {
        const id = idParam(req);
        await payments.removeManual(id, parseInput(paymentIdSchema, req.params).paymentId, requestActor(req, res));
        res.status(204).end();
      },
    },
    {
      method: 'post',
      path: '/bank-statements',
      handler: async (req, res) => {
        const declared = Number(req.headers['content-length']);
        // A request far over the limit is refused from its declared length, before anything is read.
        if (req.headers['content-length'] !== undefined && declared > BANK_STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD) {
          res.setHeader('Connection', 'close');
          throw fieldError('file', BANK_STATEMENT_MESSAGES.tooLarge, 413, { code: 'tooLarge' });
        }
        const signal = clientGone(res);
        try {
          const file = await receiveFile(req, BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MAX_BYTES / MB, signal, UPLOAD_TEXTS);
          const result = await payments.importStatement({ bytes: file.bytes, name: file.name }, requestActor(req, res));
          res.status(201).json(result satisfies BankStatementImportResult);
        } catch (err) {
          // The client has gone: nothing to answer (a statement read whole is imported or not, never in part).
          if (signal.aborted) return;
          throw err;
        }
      },
    },
    {
      method: 'get',
      path: '/bank-statements',
      handler: async (req, res) => sendPage(res, await payments.listImports(pageOf(req)) satisfies { rows: AdminBankStatementImport[] }),
    },
    {
      method: 'get',
      path: '/bank-transactions',
      handler: async (req, res) => {
        const filter = parseInput(bankTransactionFilterSchema, { state: req.query.state, importId: req.query.importId });
        sendPage(res, await payments.listTransactions(filter, pageOf(req)) satisfies { rows: AdminBankTransaction[] });
      },
    },
    {
      method: 'post',
      path: '/bank-transactions/:id/pair',
      handler: async (req, res) => {
        const id = idParam(req);
        const { invoiceId } = parseInput(pairTransactionSchema, req.body);
        res.json(await payments.pair(id, invoiceId, requestActor(req, res)));
      },
    },
    {
      method: 'post',
      path: '/bank-transactions/:id/ignore',
      handler: async (req, res) => res.json(await payments.setIgnored(idParam(req), true, requestActor(req, res))),
    },
    {
      method: 'post',
      path: '/bank-transactions/:id/unignore',
      handler: async (req, res) => res.json(await payments.setIgnored(idParam(req), false, requestActor(req, res))),
    },
  ];
}
