/**
 * The activities time is logged against (issue 36): the only writer of time_activities. Staff (admins, in Settings)
 * add, rename and archive them; an archived activity stays on its entries and is no longer offered. Never deleted:
 * entries keep pointing at it.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminTimeActivity, TimeActivityInput } from '@/shared/schemas/time-entry';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { timeActivities, type TimeActivityRow } from '../db/schema';
import { firstRow } from './list-page';

export const activityAnswer = (row: TimeActivityRow): AdminTimeActivity => ({
  id: row.id,
  names: { cs: row.nameCs, en: row.nameEn },
  billable: row.billable,
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
});

const toColumns = (input: TimeActivityInput) => ({
  nameCs: input.names.cs,
  nameEn: input.names.en,
  billable: input.billable,
  archived: input.archived,
});

export function timeActivityData(db: Database) {
  return {
    /** Every activity, archived ones too, in the order they were added. */
    list: async (): Promise<AdminTimeActivity[]> =>
      (await db.select().from(timeActivities).orderBy(asc(timeActivities.id))).map(activityAnswer),

    create: async (input: TimeActivityInput, actor: Actor): Promise<AdminTimeActivity> =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(timeActivities).values(toColumns(input)).returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'time_activity', entityId: row!.id, changes: auditChanges(null, row) });
        return activityAnswer(row!);
      }),

    /** Undefined for an unknown id. */
    update: async (id: number, input: TimeActivityInput, actor: Actor): Promise<AdminTimeActivity | undefined> =>
      db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(timeActivities).where(eq(timeActivities.id, id)).for('update'));
        if (!before) return undefined;
        const [after] = await tx.update(timeActivities).set(toColumns(input)).where(eq(timeActivities.id, id)).returning();
        await recordAudit(tx, { actor, action: 'update', entity: 'time_activity', entityId: id, changes: auditChanges(before, after) });
        return activityAnswer(after!);
      }),
  };
}
