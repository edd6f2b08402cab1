/**
 * The analytics tables' writer for what the site records as it goes (decision 026): the daily salts, the batches of
 * views and events, and the visit an enquiry came from. The once-a-day work is analytics-daily.ts; the reads
 * analytics-reports.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { analyticsEvents, analyticsSalts, enquiryVisits } from '../db/schema';
import { yieldToEventLoop } from '../runtime/yield';
import { capEvents } from './analytics-caps';
import type { Transaction } from './content-version';

export type AnalyticsEventValues = typeof analyticsEvents.$inferInsert;

/** The visit an enquiry is attributed to. */
export type EnquiryVisit = Omit<typeof enquiryVisits.$inferInsert, 'messageId'>;

/**
 * Rows per INSERT statement of a batch: each statement passes one array per column (unnest), 12 parameters whatever
 * the number of rows, and the event loop is let through between statements — the embedded database runs a statement
 * inside this process, and a batch of a busy minute written in one go would hold up every cached page meanwhile.
 */
const ROWS_PER_STATEMENT = 1000;

export function analyticsEventData(db: Database) {
  return {
    /**
     * The salt of a Prague day, created by the first instance that needs it (every instance then reads the same one).
     * A new random salt: 32 bytes, never derived from anything.
     */
    saltOf: async (day: string): Promise<string> => {
      await db.insert(analyticsSalts).values({ day, salt: randomBytes(32).toString('hex') }).onConflictDoNothing();
      const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
      return row!.salt;
    },

    /**
     * Writes a batch of views and events: one transaction, statements of up to ROWS_PER_STATEMENT rows, within the
     * per-visitor limit and the day's distinct values (analytics-caps.ts).
     */
    insertEvents: async (batch: readonly AnalyticsEventValues[]): Promise<void> => {
      if (!batch.length) return;
      await db.transaction(async (tx) => {
        const rows = await capEvents(tx, batch);
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
          if (i > 0) await yieldToEventLoop();
          const part = rows.slice(i, i + ROWS_PER_STATEMENT);
          const column = (pick: (row: AnalyticsEventValues) => unknown) => sql.param(part.map(pick));
          await tx.execute(sql`insert into analytics_events (day, at, kind, visitor, path, language, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
            select * from unnest(${column((r) => r.day)}::date[], ${column((r) => r.at.toISOString())}::timestamptz[], ${column((r) => r.kind)}::text[],
              ${column((r) => r.visitor)}::text[], ${column((r) => r.path)}::text[], ${column((r) => r.language)}::text[], ${column((r) => r.entry)}::boolean[],
              ${column((r) => r.referrerHost ?? null)}::text[], ${column((r) => r.utmSource ?? null)}::text[], ${column((r) => r.utmMedium ?? null)}::text[],
              ${column((r) => r.utmCampaign ?? null)}::text[], ${column((r) => r.device)}::text[])`);
        }
      });
    },

    /** The first view of a visitor hash on a day (its entry page, referrer and campaign), or undefined. */
    firstView: async (day: string, visitor: string): Promise<EnquiryVisit | undefined> => {
      const [row] = await db
        .select({
          enteredAt: analyticsEvents.at,
          entryPath: analyticsEvents.path,
          referrerHost: analyticsEvents.referrerHost,
          utmSource: analyticsEvents.utmSource,
          utmMedium: analyticsEvents.utmMedium,
          utmCampaign: analyticsEvents.utmCampaign,
        })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.day, day), eq(analyticsEvents.visitor, visitor), eq(analyticsEvents.kind, 'view')))
        .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id))
        .limit(1);
      return row;
    },

    /** Remembers the visit an enquiry came from (written once, after the enquiry's own transaction). */
    attributeEnquiry: async (messageId: number, visit: EnquiryVisit): Promise<void> => {
      await db.insert(enquiryVisits).values({ ...visit, messageId }).onConflictDoNothing();
    },
  };
}

/** Deletes the visits of messages (a GDPR erasure of their sender, issue 25: the analytics link): how many. */
export async function deleteEnquiryVisits(tx: Transaction, messageIds: readonly number[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  return (await tx.delete(enquiryVisits).where(inArray(enquiryVisits.messageId, [...messageIds])).returning({ id: enquiryVisits.messageId })).length;
}
