/** Projects (docs/product/records.md#projects): every project answer carries its client's name (the accounting rows: accounting.ts). */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  PROJECT_MESSAGES,
  type ProjectInput,
  type ProjectStatus,
  type ProjectUpdateInput,
} from '@/shared/schemas/project';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { AuditAction } from '@/shared/audit';
import type { Database } from '../db/database';
import { columnValues } from './column-values';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { clients, projects, receivedInvoices, timeEntries, type ProjectRow } from '../db/schema';
import { Conflict, Invalid } from '../domain/errors';
import { DERIVED_MESSAGES } from '@/shared/schemas/payment';
import { hasIssuedInvoicesSql, PROJECT_ID, projectAmountPaidSql } from './payments/invoice-balances';
import { exactMinorUnits } from '@/shared/money/minor-units';
import { invoiceMinorToUsdMinor } from '@/shared/money/accounting-usd';
import type { DocumentCurrency } from '@/shared/money/document-currencies';
import type { Transaction } from './content-version';
import { billableMinutesSql, checkBudgetAlerts, hourlyRateSql, loggedMinutesSql } from './project-budgets';
import type { QueueMails } from './proposals/proposal-sending';
import { firstRow, listBatches, listPage, searchStored, sortKeys, type ListQuery, type ListSpec, type SortColumn, type StoredSearch } from './list-page';

/**
 * The amount paid a project answer shows (US cents): from its invoices' payments once it has an issued invoice, else
 * the stored (typed) one — computed in the query, so lists sort by it and exports write it
 * (docs/product/payments.md#payments).
 */
const amountPaidShown = sql<number>`coalesce(${projectAmountPaidSql(PROJECT_ID)}, ${projects.amountPaid})`.mapWith(exactMinorUnits);
const amountPaidFromInvoices = hasIssuedInvoicesSql('project_id', PROJECT_ID);

const SORTABLE = {
  createdAt: { column: projects.createdAt },
  updatedAt: { column: projects.updatedAt },
  name: { column: projects.name, text: true },
  clientName: { column: clients.name, text: true },
  status: { column: projects.status },
  serviceType: { column: projects.serviceType },
  startDate: { column: projects.startDate },
  dueDate: { column: projects.dueDate },
  budget: { column: projects.budget },
  amountPaid: { column: amountPaidShown },
  monthlyFee: { column: projects.monthlyFee },
  costOfService: { column: projects.costOfService },
} satisfies Record<string, SortColumn>;
export type ProjectSortKey = keyof typeof SORTABLE;
export const PROJECT_SORT_KEYS = sortKeys(SORTABLE);

/** What a project search reads (stored as its search_text, migration 0035). */
export const PROJECT_SEARCH: StoredSearch = { table: projects, columns: [projects.name, projects.description, projects.status] };

const LIST: ListSpec<ProjectSortKey> = {
  table: projects,
  id: projects.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** docs/product/rules.md#search: projects are searched by name, description, status. */
  search: (q) => searchStored(q, PROJECT_SEARCH),
};

/** A project as every project answer shows it: the columns plus the client's name. */
export type ProjectWithClient = ProjectRow & { clientName: string; amountPaidFromInvoices: boolean; loggedMinutes: number; billableMinutes: number; hourlyRateShown: number };
const projectWithClient = {
  ...getTableColumns(projects),
  amountPaid: amountPaidShown,
  clientName: clients.name,
  amountPaidFromInvoices,
  loggedMinutes: loggedMinutesSql,
  billableMinutes: billableMinutesSql,
  hourlyRateShown: hourlyRateSql,
};

/** A project's schema output as the columns it writes: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<typeof projects.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>();

export const PROJECT_CSV_COLUMNS = [
  'id', 'clientId', 'clientName', 'name', 'description', 'status', 'serviceType', 'startDate', 'dueDate', 'budget',
  'monthlyFee', 'amountPaid', 'costOfService', 'notes', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof ProjectWithClient)[];

export const PROJECT_HAS_TIME = 'Time is logged on this project; it is kept, so the project cannot be deleted';
export const PROJECT_HAS_COSTS = 'Received invoices are recorded on this project; they are kept, so the project cannot be deleted';

const unknownClient = () => new Invalid('clientId', PROJECT_MESSAGES.clientNotFound);

/** `queue`: the mailer's, for the budget e-mails a changed budget or rate may set off (project-budgets.ts). */
export function projectData(db: Database, options: { queue: QueueMails }) {
  const selectWithClient = () =>
    db.select(projectWithClient).from(projects).innerJoin(clients, eq(clients.id, projects.clientId)).$dynamic();
  const get = async (id: number): Promise<ProjectWithClient | undefined> =>
    firstRow(await selectWithClient().where(eq(projects.id, id)));
  const assertClientExists = async (clientId: number) => {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw unknownClient();
  };
  /** The client can disappear between the check and the write: the foreign key then answers the same 400. */
  const withClientCheck = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw unknownClient();
      throw err;
    }
  };
  /**
   * Sets fields (and updatedAt) of one project and records the change in the audit log, in one transaction: the
   * project with its client, or undefined for an unknown id.
   */
  const change = async (id: number, set: Partial<ProjectInput>, actor: Actor, action: AuditAction) => {
    const updated = await withClientCheck(() =>
      db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(projects).where(eq(projects.id, id)).for('update'));
        if (!before) return undefined;
        if (set.amountPaid !== undefined) {
          // Derived from the project's invoices: the value shown may be sent back unchanged, never another.
          const [shown] = await tx.select({ amountPaid: amountPaidShown, derived: amountPaidFromInvoices }).from(projects).where(eq(projects.id, id));
          if (shown?.derived) {
            if (set.amountPaid !== shown.amountPaid) throw new Invalid('amountPaid', DERIVED_MESSAGES.projectAmountPaid);
            set = { ...set, amountPaid: before.amountPaid };
          }
        }
        const [after] = await tx
          .update(projects)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(projects.id, id))
          .returning();
        await recordAudit(tx, { actor, action, entity: 'project', entityId: id, changes: auditChanges(before, after) });
        await checkBudgetAlerts(tx, [id], options.queue);
        return after;
      }),
    );
    return updated ? get(id) : undefined;
  };

  return {
    /** `clientId` (or null for all) lists one client's projects (the client detail page). */
    list: (query: ListQuery<ProjectSortKey>, clientId: number | null) => {
      const filter: SQL | undefined = clientId === null ? undefined : eq(projects.clientId, clientId);
      return listPage(db, LIST, query, selectWithClient(), filter);
    },
    /** Every project the list shows (search, sort, client), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<ProjectSortKey>, clientId: number | null, actor: Actor): Promise<AsyncIterable<ProjectWithClient[]>> => {
      await recordExport(db, actor, 'project', { q: query.q, sort: query.sort, dir: query.dir, clientId });
      const filter: SQL | undefined = clientId === null ? undefined : eq(projects.clientId, clientId);
      return listBatches<ProjectSortKey, ProjectWithClient>(db, LIST, query, selectWithClient, filter);
    },
    get,
    /** An unknown client is a 400 on clientId. */
    create: async (input: ProjectInput, actor: Actor): Promise<ProjectWithClient> => {
      await assertClientExists(input.clientId);
      const created = await withClientCheck(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(projects).values(toColumns(input)).returning();
          await recordAudit(tx, { actor, action: 'create', entity: 'project', entityId: row!.id, changes: auditChanges(null, row) });
          return row!;
        }),
      );
      return (await get(created.id))!;
    },
    /** Undefined for an unknown id (checked before the client); a missing status is left unchanged. */
    update: async (id: number, input: ProjectUpdateInput, actor: Actor): Promise<ProjectWithClient | undefined> => {
      if (!(await get(id))) return undefined;
      await assertClientExists(input.clientId);
      return change(id, toColumns(input), actor, 'update');
    },
    setStatus: (id: number, status: ProjectStatus, actor: Actor) => change(id, { status }, actor, 'status'),
    /**
     * False for an unknown id; a project with logged time or received invoices is kept (409: they are part of the
     * agency's records).
     */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [time] = await tx.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.projectId, id)).limit(1);
        if (time) throw new Conflict(PROJECT_HAS_TIME);
        const [cost] = await tx.select({ id: receivedInvoices.id }).from(receivedInvoices).where(eq(receivedInvoices.projectId, id)).limit(1);
        if (cost) throw new Conflict(PROJECT_HAS_COSTS);
        const [deleted] = await tx.delete(projects).where(eq(projects.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'project', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
  };
}

/**
 * The project of an accepted proposal's deal (docs/product/proposals.md#acceptance), written in the acceptance's
 * transaction: budget = the one-time total and monthlyFee = the monthly total (without VAT), status `active` — the state
 * the monthly invoices bill (docs/product/invoices.md#monthly-invoices). The first accepted version creates it; a later
 * version of the same deal (`projectId`, when that project still exists) updates it — its name, amounts and status —
 * audited as a change, so a deal has one project. The proposal's amounts are minor units of its currency; a project's
 * are US cents (the spec's accounting currency): haléře at the one stated rate, a USD proposal's cents as they are, an
 * EUR proposal's through CZK at the ČNB rate it was sent with (0 without one) — invoiceMinorToUsdMinor (issue 38).
 */
export async function projectOfAcceptedProposal(
  tx: Transaction,
  input: {
    projectId: number | null;
    clientId: number;
    name: string;
    description: string;
    budgetMinor: number;
    monthlyFeeMinor: number;
    currency?: DocumentCurrency;
    rateThousandths?: number | null;
  },
  actor: Actor,
): Promise<ProjectRow> {
  const usd = (minor: number) => invoiceMinorToUsdMinor(minor, input.currency ?? 'CZK', input.rateThousandths ?? null);
  const values = {
    clientId: input.clientId,
    name: input.name,
    description: input.description,
    status: 'active' as const,
    budget: usd(input.budgetMinor),
    monthlyFee: usd(input.monthlyFeeMinor),
  };
  const before = input.projectId === null ? undefined : firstRow(await tx.select().from(projects).where(eq(projects.id, input.projectId)).for('update'));
  if (before) {
    const [after] = await tx.update(projects).set({ ...values, updatedAt: new Date() }).where(eq(projects.id, before.id)).returning();
    await recordAudit(tx, { actor, action: 'update', entity: 'project', entityId: before.id, changes: auditChanges(before, after) });
    return after!;
  }
  const [row] = await tx.insert(projects).values(values).returning();
  await recordAudit(tx, { actor, action: 'create', entity: 'project', entityId: row!.id, changes: auditChanges(null, row) });
  return row!;
}
