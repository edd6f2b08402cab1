/**
 * Profitability (issue 36 point 6, docs/product/time-and-profit.md#profitability): GET /profitability — one page of a
 * view with the period's totals; GET /profitability/export — every row of the view as CSV in the staff member's
 * language (Czech Excel: `;`, decimal comma, BOM). Admins only (src/shared/access.ts): costs and profit are the agency's.
 */
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import {
  defaultProfitPeriod,
  hoursOfMinutes,
  profitExportSchema,
  profitQuerySchema,
  UNATTRIBUTED_LABELS,
  type ProfitRow,
  type ProfitView,
} from '@/shared/profitability';
import { recordExport, requestActor } from '@/server/audit/audit-log';
import { exportFileName, sendCsv } from '@/server/csv/csv-export';
import { csvFormatOf } from '@/server/csv/csv-format';
import { csvValue } from '@/server/csv/csv-labels';
import { profitabilityData, type ProfitQuery } from '@/server/data/profitability';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';

const PROFIT_CSV_COLUMNS = ['key', 'name', 'detail', 'revenue', 'timeCost', 'expenses', 'cost', 'profit', 'margin', 'hours', 'effectiveRate'] as const;
type ProfitCsvRow = Record<(typeof PROFIT_CSV_COLUMNS)[number], string | number | null>;

/** A row as the file writes it: names in the file's language, margin in percent, time in hours. */
function csvRow(view: ProfitView, row: ProfitRow, lang: Language): ProfitCsvRow {
  const name = row.key === null && view !== 'month' ? UNATTRIBUTED_LABELS[view][lang] : view === 'service' && row.label ? csvValue('profitability', 'serviceType', row.label, lang) : row.label;
  return {
    key: row.key,
    name,
    detail: row.detail,
    revenue: row.revenue,
    timeCost: row.timeCost,
    expenses: row.expenses,
    cost: row.cost,
    profit: row.profit,
    margin: row.marginTenths === null ? null : row.marginTenths / 10,
    hours: hoursOfMinutes(row.minutes),
    effectiveRate: row.effectiveRate,
  };
}

/** The query's period, the current office year to date when both ends are left out (one end alone: the other is it). */
function queryOf(input: { view: ProfitView; from?: string | undefined; to?: string | undefined; q: string; sort?: ProfitQuery['sort']; dir?: ProfitQuery['dir'] }): ProfitQuery {
  const fallback = defaultProfitPeriod(officeDay());
  const from = input.from ?? (input.to ? input.to : fallback.from);
  const to = input.to ?? (input.from ? input.from : fallback.to);
  return { view: input.view, from, to, q: input.q, sort: input.sort, dir: input.dir };
}

export function profitabilityRoutes(db: Database): RouteDefinition[] {
  const profitability = profitabilityData(db);
  return [
    {
      method: 'get',
      path: '/profitability',
      handler: async (req, res) => {
        const input = parseInput(profitQuerySchema, req.query);
        res.json(await profitability.page(queryOf(input), input.limit, input.offset));
      },
    },
    {
      method: 'get',
      path: '/profitability/export',
      handler: async (req, res) => {
        const input = parseInput(profitExportSchema, req.query);
        const format = csvFormatOf(req, res);
        const query = queryOf(input);
        await recordExport(db, requestActor(req, res), 'project', { list: 'profitability', view: query.view, from: query.from, to: query.to, q: query.q });
        const rows = (await profitability.all(query)).map((row) => csvRow(query.view, row, format.lang));
        async function* batches() {
          yield rows;
        }
        await sendCsv<ProfitCsvRow>(res, exportFileName(`profitability-${query.view}`), PROFIT_CSV_COLUMNS, batches(), { list: 'profitability', format });
      },
    },
  ];
}
