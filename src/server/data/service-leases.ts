/**
 * Leases on work that one instance at a time does (issue 37: the ČNB rates fetch, each bank feed's poll): a row per
 * lease name, taken when free or expired, renewed by its holder, released when the work is done. Several instances
 * behind a load balancer share the database, so the lease lives there (docs/product/czech-services.md#leases).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { serviceLeases } from '@/server/db/schema';

/** This process's holder id: a lease it took is its own until it expires or is released. */
export const PROCESS_LEASE_HOLDER = `${process.pid}-${randomUUID()}`;

/**
 * Takes or renews the lease `name` for `ms` milliseconds: true when `holder` has it now (it was free, expired, or
 * already this holder's), false when another holder has it. One statement: two instances asking at the same moment
 * get one true between them.
 */
export async function acquireLease(db: Database, name: string, ms: number, holder: string = PROCESS_LEASE_HOLDER): Promise<boolean> {
  const rows = await db
    .insert(serviceLeases)
    .values({ name, holder, leasedUntil: sql`now() + ${`${Math.max(1, Math.round(ms))} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: serviceLeases.name,
      set: { holder, leasedUntil: sql`excluded.leased_until` },
      setWhere: sql`${serviceLeases.leasedUntil} < now() or ${serviceLeases.holder} = ${holder}`,
    })
    .returning({ name: serviceLeases.name });
  return rows.length > 0;
}

/** Gives the lease up (only the holder's own): the next instance need not wait for it to expire. */
export async function releaseLease(db: Database, name: string, holder: string = PROCESS_LEASE_HOLDER): Promise<void> {
  await db.delete(serviceLeases).where(and(eq(serviceLeases.name, name), eq(serviceLeases.holder, holder)));
}

/** Runs `work` under the lease when it can be had, then releases it; null when another instance holds it. */
export async function withLease<T>(db: Database, name: string, ms: number, work: () => Promise<T>, holder: string = PROCESS_LEASE_HOLDER): Promise<T | null> {
  if (!(await acquireLease(db, name, ms, holder))) return null;
  try {
    return await work();
  } finally {
    await releaseLease(db, name, holder).catch(() => {});
  }
}
