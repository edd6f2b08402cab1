/**
 * Retainers' closed months (issue 36, docs/product/time-and-profit.md#retainers): the only writer of retainer_months.
 * The monthly run of a month closes the month before, in its claim's transaction (invoice-recurring.ts): once per
 * project and month on any number of instances.
 */
import { and, eq } from 'drizzle-orm';
import { closeRetainerMonth, daysOfMonth, monthBefore, type RetainerMonth, type RetainerTerms } from '@/shared/time/retainers';
import type { Database } from '../db/database';
import { retainerMonths } from '../db/schema';
import type { Transaction } from './content-version';
import { firstRow } from './list-page';
import { unbilledTotals } from './time-entries';

/**
 * What a retainer's month comes to: its billable time not yet on an invoice, and the minutes the month before carried
 * in (0 when that month was not closed: the first month, or before the retainer). The monthly run closes a month with
 * it; the client portal reads the month so far with it (portal/portal-time.ts), so both count alike.
 */
export async function retainerMonthOf(tx: Database | Transaction, projectId: number, month: string, terms: RetainerTerms): Promise<RetainerMonth> {
  const before = firstRow(await tx.select({ carried: retainerMonths.carriedOutMinutes }).from(retainerMonths).where(and(eq(retainerMonths.projectId, projectId), eq(retainerMonths.month, monthBefore(month)))));
  const used = await unbilledTotals(tx, { projectId, ...daysOfMonth(month) });
  return closeRetainerMonth(terms, before?.carried ?? 0, used.minutes);
}

/** Records a closed month with the invoice that billed it (in the run's transaction). */
export async function recordRetainerMonth(tx: Transaction, projectId: number, month: string, closed: RetainerMonth, invoiceId: number): Promise<void> {
  await tx.insert(retainerMonths).values({ projectId, month, ...closed, invoiceId });
}
