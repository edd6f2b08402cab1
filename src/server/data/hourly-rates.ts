/**
 * Hourly rates (issue 36, docs/product/time-and-profit.md#rates-and-budgets): what an hour of each service type is
 * billed at, and what each person's hour costs the agency from a day on — the only writer of service_hourly_rates and
 * staff_cost_rates. Both are admins' (the `settings` and `team` areas); every write is audited.
 */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { PROJECT_SERVICE_TYPES } from '@/shared/constants';
import type { CostRateInput, ServiceRatesInput } from '@/shared/schemas/rates';
import { DEFAULT_HOURLY_RATES } from '@/shared/time/rates';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { serviceHourlyRates, staffCostRates, users, type ServiceHourlyRateRow, type StaffCostRateRow } from '../db/schema';
import type { Transaction } from './content-version';
import { firstRow } from './list-page';

type Reader = Database | Transaction;

/** Every service type's rate, in the order of PROJECT_SERVICE_TYPES (a type without a row shows its default). */
export async function readServiceRates(db: Reader): Promise<ServiceHourlyRateRow[]> {
  const rows = new Map((await db.select().from(serviceHourlyRates)).map((row) => [row.serviceType, row]));
  return PROJECT_SERVICE_TYPES.map((serviceType) => rows.get(serviceType) ?? { serviceType, hourlyRateCzk: DEFAULT_HOURLY_RATES[serviceType], updatedAt: new Date(0) });
}

export function hourlyRateData(db: Database) {
  return {
    serviceRates: () => readServiceRates(db),

    /** Sets every service type's rate; the audit log holds what changed (nothing when nothing did). */
    setServiceRates: (input: ServiceRatesInput, actor: Actor): Promise<ServiceHourlyRateRow[]> =>
      db.transaction(async (tx) => {
        const before = Object.fromEntries((await readServiceRates(tx)).map((r) => [r.serviceType, r.hourlyRateCzk]));
        const now = new Date();
        for (const serviceType of PROJECT_SERVICE_TYPES) {
          if (before[serviceType] === input[serviceType]) continue;
          await tx
            .insert(serviceHourlyRates)
            .values({ serviceType, hourlyRateCzk: input[serviceType], updatedAt: now })
            .onConflictDoUpdate({ target: serviceHourlyRates.serviceType, set: { hourlyRateCzk: input[serviceType], updatedAt: now } });
        }
        const changes = auditChanges(before, { ...input });
        if (Object.keys(changes).length > 0) await recordAudit(tx, { actor, action: 'update', entity: 'setting', entityId: 'hourly-rates', changes });
        return readServiceRates(tx);
      }),

    /** Everyone's cost per hour on a day (the latest rate valid from it or before); a person without one is absent. */
    costRatesOn: (day: string): Promise<StaffCostRateRow[]> =>
      db
        .selectDistinctOn([staffCostRates.userId])
        .from(staffCostRates)
        .where(lte(staffCostRates.validFrom, day))
        .orderBy(asc(staffCostRates.userId), desc(staffCostRates.validFrom)),

    /** A person's cost rates, the latest first; undefined for an unknown person. */
    costRates: async (userId: number): Promise<StaffCostRateRow[] | undefined> => {
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!person) return undefined;
      return db.select().from(staffCostRates).where(eq(staffCostRates.userId, userId)).orderBy(desc(staffCostRates.validFrom), asc(staffCostRates.id));
    },

    /** Sets a person's cost from a day on (a rate of the same day is replaced); undefined for an unknown person. */
    setCostRate: (userId: number, input: CostRateInput, actor: Actor): Promise<StaffCostRateRow | undefined> =>
      db.transaction(async (tx) => {
        const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (!person) return undefined;
        const before = firstRow(await tx.select().from(staffCostRates).where(and(eq(staffCostRates.userId, userId), eq(staffCostRates.validFrom, input.validFrom))));
        const [row] = await tx
          .insert(staffCostRates)
          .values({ userId, ...input })
          .onConflictDoUpdate({ target: [staffCostRates.userId, staffCostRates.validFrom], set: { hourlyCostCzk: input.hourlyCostCzk } })
          .returning();
        await recordAudit(tx, { actor, action: before ? 'update' : 'create', entity: 'cost_rate', entityId: row!.id, changes: auditChanges(before ?? null, row) });
        return row!;
      }),

    /** Deletes one of a person's cost rates: false when the person has no such rate. */
    removeCostRate: (userId: number, rateId: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.delete(staffCostRates).where(and(eq(staffCostRates.id, rateId), eq(staffCostRates.userId, userId))).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'cost_rate', entityId: rateId, changes: auditChanges(deleted, null) });
        return true;
      }),
  };
}
