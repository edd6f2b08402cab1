import { z } from 'zod';
import { ACCOUNTING_SORT_KEYS, DEFAULT_ACCOUNTING_SORT } from '@/shared/accounting-view';
import { LANGUAGES, PROJECT_SERVICE_TYPES } from '@/shared/constants';
import { recordExport, requestActor } from '@/server/audit/audit-log';
import { exportFileName, sendCsv } from '@/server/csv/csv-export';
import { csvFormatOf } from '@/server/csv/csv-format';
import { accountingData, type AccountingQuery } from '@/server/data/accounting';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, MAX_SEARCH_LENGTH, sendPage, wholeNumber } from './list-query';

/** The accounting table's view (docs/product/rules.md#accounting): search, service type, sort — the list and its export. */
const viewSchema = z.object({
  q: z.string({ error: 'Must be a single text' }).trim().max(MAX_SEARCH_LENGTH, `Must be at most ${MAX_SEARCH_LENGTH} characters`).default(''),
  serviceType: z.enum(PROJECT_SERVICE_TYPES, { error: `Must be one of: ${PROJECT_SERVICE_TYPES.join(', ')}` }).optional(),
  sort: z.enum(ACCOUNTING_SORT_KEYS, { error: `Must be one of: ${ACCOUNTING_SORT_KEYS.join(', ')}` }).default(DEFAULT_ACCOUNTING_SORT.key),
  dir: z.enum(['asc', 'desc'], { error: 'Must be one of: asc, desc' }).default(DEFAULT_ACCOUNTING_SORT.dir),
});
const pageSchema = viewSchema.extend({
  limit: wholeNumber(1, MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
  offset: wholeNumber(0, 1_000_000_000).default(0),
});
const exportSchema = viewSchema.extend({
  lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).default('cs'),
});

const ACCOUNTING_CSV_COLUMNS = [
  'projectId', 'clientName', 'projectName', 'serviceType', 'amountPaid', 'profitMargin', 'costSource', 'daysRemaining', 'dueDate',
] as const;

/**
 * GET /accounting: one page of read-only rows, one per project (docs/product/records.md#accounting-row,
 * docs/product/rules.md#accounting) — ?q (client or project name, case and accents ignored), ?serviceType, ?sort
 * (clientName, amountPaid, daysRemaining, profitMargin; default clientName), ?dir (default asc), ?limit, ?offset; a JSON
 * array with the total in X-Total-Count, as every list. GET /accounting/summary: the amount paid per service type (the
 * chart). GET /accounting/export: the same view as CSV, written batch by batch.
 */
export function accountingRoutes(db: Database): RouteDefinition[] {
  const accounting = accountingData(db);
  return [
    {
      method: 'get',
      path: '/accounting',
      handler: async (req, res) => {
        const input = parseInput(pageSchema, req.query);
        const query: AccountingQuery = { ...input, q: input.q || undefined, serviceType: input.serviceType };
        sendPage(res, await accounting.page(query));
      },
    },
    { method: 'get', path: '/accounting/summary', handler: async (_req, res) => res.json(await accounting.paidByServiceType()) },
    {
      method: 'get',
      path: '/accounting/export',
      handler: async (req, res) => {
        const input = parseInput(exportSchema, req.query);
        const format = csvFormatOf(req, res);
        await recordExport(db, requestActor(req, res), 'project', { list: 'accounting', ...input });
        const rows = accounting.batches({ q: input.q || undefined, serviceType: input.serviceType, sort: input.sort, dir: input.dir });
        await sendCsv(res, exportFileName('accounting'), ACCOUNTING_CSV_COLUMNS, rows, { list: 'accounting', format });
      },
    },
  ];
}
