import { asc, eq, sql } from 'drizzle-orm';
import { daysRemaining, profitMargin } from '../../../shared/accounting';
import type { AccountingRow } from '../../../shared/api-types';
import type { Database } from '../../db/database';
import { clients, projects } from '../../db/schema';
import type { RouteDefinition } from '../../http/route-table';

/** GET /accounting: one read-only row per project, computed with the shared accounting rules (SPEC §9). */
export function accountingRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/accounting',
      handler: async (_req, res) => {
        const rows = await db
          .select({
            projectId: projects.id,
            clientName: clients.name,
            projectName: projects.name,
            amountPaid: projects.amountPaid,
            serviceType: projects.serviceType,
            dueDate: projects.dueDate,
          })
          .from(projects)
          .innerJoin(clients, eq(clients.id, projects.clientId))
          // The spec's table starts sorted by client, ascending.
          .orderBy(sql`lower(${clients.name}) asc`, asc(projects.id));
        const now = new Date();
        const body: AccountingRow[] = rows.map((row) => ({
          projectId: row.projectId,
          clientName: row.clientName,
          projectName: row.projectName,
          amountPaid: row.amountPaid,
          serviceType: row.serviceType,
          daysRemaining: daysRemaining(row.dueDate, now),
          profitMargin: profitMargin(row.amountPaid, row.serviceType),
          dueDate: row.dueDate ? row.dueDate.toISOString() : null,
        }));
        res.json(body);
      },
    },
  ];
}
