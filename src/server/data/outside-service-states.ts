/**
 * What staff see of each outside service (issue 37; docs/product/czech-services.md#every-outside-call): the last successful
 * call, the last failure with its reason, and failures in a row — kept in the database, so every instance shows the
 * same state. The callers note each outcome; a failure's reason is a short code ('timeout', 'server_error',
 * 'malformed' …), never a URL (the Fio token is in its path) nor a service's own text.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { outsideServiceStates } from '@/server/db/schema';
import type { OutsideService, OutsideServiceState } from '@/shared/outside-services';

export async function noteServiceSuccess(db: Database, service: OutsideService): Promise<void> {
  await db
    .insert(outsideServiceStates)
    .values({ service, lastSuccessAt: sql`now()`, consecutiveFailures: 0 })
    .onConflictDoUpdate({ target: outsideServiceStates.service, set: { lastSuccessAt: sql`now()`, consecutiveFailures: 0 } });
}

export async function noteServiceFailure(db: Database, service: OutsideService, reason: string): Promise<void> {
  const error = reason.slice(0, 100);
  await db
    .insert(outsideServiceStates)
    .values({ service, lastFailureAt: sql`now()`, lastError: error, consecutiveFailures: 1 })
    .onConflictDoUpdate({
      target: outsideServiceStates.service,
      set: { lastFailureAt: sql`now()`, lastError: error, consecutiveFailures: sql`${outsideServiceStates.consecutiveFailures} + 1` },
    });
}

/** Every service's state (a service never called has none and is not listed). */
export async function outsideServiceStateList(db: Database): Promise<OutsideServiceState[]> {
  const rows = await db.select().from(outsideServiceStates).orderBy(outsideServiceStates.service);
  return rows.map((row) => ({
    service: row.service,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    down: row.consecutiveFailures > 0,
  }));
}
