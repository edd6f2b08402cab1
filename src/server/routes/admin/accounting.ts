import { z } from 'zod';
import { ACCOUNTING_SORT_KEYS, accountingView, DEFAULT_ACCOUNTING_SORT } from '@/shared/accounting-view';
import { LANGUAGES, PROJECT_SERVICE_TYPES } from '@/shared/constants';
import { recordExport, requestActor } from '@/server/audit/audit-log';
import { exportFileName, sendCsv } from '@/server/csv/csv-export';
import { csvFormatOf } from '@/server/csv/csv-format';
import { projectData } from '@/server/data/projects';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { EXPORT_BATCH_SIZE } from '@/server/data/list-page';
import { MAX_SEARCH_LENGTH } from './list-query';

/** The accounting table's choices, as its Export button sends them (the same view the table shows). */
const accountingExportSchema = z.object({
  q: z.string({ error: 'Must be a single text' }).trim().max(MAX_SEARCH_LENGTH, `Must be at most ${MAX_SEARCH_LENGTH} characters`).default(''),
  serviceType: z.enum(PROJECT_SERVICE_TYPES, { error: `Must be one of: ${PROJECT_SERVICE_TYPES.join(', ')}` }).optional(),
  sort: z.enum(ACCOUNTING_SORT_KEYS, { error: `Must be one of: ${ACCOUNTING_SORT_KEYS.join(', ')}` }).default(DEFAULT_ACCOUNTING_SORT.key),
  dir: z.enum(['asc', 'desc'], { error: 'Must be one of: asc, desc' }).default(DEFAULT_ACCOUNTING_SORT.dir),
  lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).default('cs'),
});

const ACCOUNTING_CSV_COLUMNS = [
  'projectId', 'clientName', 'projectName', 'serviceType', 'amountPaid', 'profitMargin', 'daysRemaining', 'dueDate',
] as const;

/**
 * GET /accounting: one read-only row per project (docs/product/records.md#accounting-row, docs/product/rules.md#accounting). GET /accounting/export: the rows the
 * table shows (search, service type, sort) as CSV. The table loads every row at once, so does its export; the file is
 * still written batch by batch.
 */
export function accountingRoutes(db: Database): RouteDefinition[] {
  const projects = projectData(db);
  return [
    { method: 'get', path: '/accounting', handler: async (_req, res) => res.json(await projects.accountingRows()) },
    {
      method: 'get',
      path: '/accounting/export',
      handler: async (req, res) => {
        const input = parseInput(accountingExportSchema, req.query);
        const format = csvFormatOf(req, res);
        await recordExport(db, requestActor(req, res), 'project', { list: 'accounting', ...input });
        const rows = accountingView(await projects.accountingRows(), {
          query: input.q,
          serviceType: input.serviceType,
          sort: { key: input.sort, dir: input.dir },
          locale: input.lang,
        });
        async function* batches() {
          for (let i = 0; i < rows.length; i += EXPORT_BATCH_SIZE) yield rows.slice(i, i + EXPORT_BATCH_SIZE);
        }
        await sendCsv(res, exportFileName('accounting'), ACCOUNTING_CSV_COLUMNS, batches(), { list: 'accounting', format });
      },
    },
  ];
}
