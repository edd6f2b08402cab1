/**
 * The hours a signed-in client reads in the portal (issue 36, docs/product/time-and-profit.md#client-portal-hours):
 * each monthly retainer's month so far (always), and the time logged on a project per month, activity and day (only
 * while staff show the client their time: portal_access.shows_time). Read-only; every query is filtered by the
 * session's client id in SQL, so another client's project finds nothing (null → the 404 page).
 *
 * What a client never reads here: notes, who logged the time, billable marks, invoices, rates or costs — no query
 * selects them and no answer has a field for them.
 */
import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { PORTAL_TIME_MONTHS } from '@/shared/portal';
import { daysOfMonth } from '@/shared/time/retainers';
import type { Database } from '@/server/db/database';
import { portalAccess, projects, timeActivities, timeEntries } from '@/server/db/schema';
import { firstRow } from '../list-page';
import { retainerMonthOf } from '../retainers';

/** A retainer's current month so far, as the month's close will count it (retainerMonthOf). */
export interface PortalRetainerMonth {
  projectId: number;
  projectName: string;
  /** yyyy-mm: the office's current month. */
  month: string;
  includedMinutes: number;
  /** Unused minutes the month before rolled over (its closed row in retainer_months; 0 when none). */
  carriedInMinutes: number;
  /** The month's billable time so far that is on no invoice yet. */
  usedMinutes: number;
  /** Included + carried in − used, 0 when more was used. */
  leftMinutes: number;
  /** Used beyond included + carried in: billed beyond the fee when the month closes. */
  overageMinutes: number;
}

export interface PortalTimeRow {
  /** An activity's name in the reader's language, or a day (yyyy-mm-dd). */
  label: string;
  minutes: number;
}

export interface PortalTimeMonth {
  /** yyyy-mm */
  month: string;
  minutes: number;
  /** Most time first. */
  activities: PortalTimeRow[];
  /** Newest day first. */
  days: PortalTimeRow[];
}

export interface PortalProjectTime {
  projectId: number;
  projectName: string;
  /** 1 = the newest PORTAL_TIME_MONTHS months with time. */
  page: number;
  /** Newest first; empty past the last page. */
  months: PortalTimeMonth[];
  hasOlder: boolean;
}

const minutesSum = sql<number>`coalesce(sum(${timeEntries.minutes}), 0)`.mapWith(Number);
/** The month of an entry's day (yyyy-mm). */
const entryMonth = sql<string>`to_char(${timeEntries.date}, 'YYYY-MM')`;

/** The office's month of an instant (yyyy-mm). */
export const officeMonth = (now: Date): string => officeDay(now).slice(0, 7);

/** The time a client may read: stopped entries (a running timer is not time yet) of one of the client's projects. */
const clientTime = (clientId: number, projectId: number) => and(eq(projects.clientId, clientId), eq(timeEntries.projectId, projectId), isNull(timeEntries.runningSince));

export function portalTime(db: Database) {
  /**
   * The client's retainers running this month (a fee set, the first month reached), newest project first, each with
   * its month so far; `projectId` narrows it to one project.
   */
  const retainers = async (clientId: number, options: { projectId?: number; now?: Date } = {}): Promise<PortalRetainerMonth[]> => {
    const month = officeMonth(options.now ?? new Date());
    const rows = await db
      .select({
        id: projects.id,
        name: projects.name,
        includedMinutes: projects.retainerMinutes,
        rollover: projects.retainerRollover,
        rolloverCapMinutes: projects.retainerRolloverCapMinutes,
      })
      .from(projects)
      .where(
        and(
          eq(projects.clientId, clientId),
          isNotNull(projects.retainerFeeCzk),
          lte(projects.retainerSince, month),
          options.projectId === undefined ? undefined : eq(projects.id, options.projectId),
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id));
    const months: PortalRetainerMonth[] = [];
    for (const row of rows) {
      const so = await retainerMonthOf(db, row.id, month, { includedMinutes: row.includedMinutes ?? 0, rollover: row.rollover, rolloverCapMinutes: row.rolloverCapMinutes });
      const available = so.includedMinutes + so.carriedInMinutes;
      months.push({
        projectId: row.id,
        projectName: row.name,
        month,
        includedMinutes: so.includedMinutes,
        carriedInMinutes: so.carriedInMinutes,
        usedMinutes: so.usedMinutes,
        leftMinutes: Math.max(0, available - so.usedMinutes),
        overageMinutes: so.overageMinutes,
      });
    }
    return months;
  };

  /** Whether staff show the client the time logged on their projects. */
  const showsTime = async (clientId: number): Promise<boolean> =>
    firstRow(await db.select({ showsTime: portalAccess.showsTime }).from(portalAccess).where(eq(portalAccess.clientId, clientId)))?.showsTime ?? false;

  /** The months of a page of a project's time (one more than a page: whether older months exist), newest first. */
  const monthsPage = (clientId: number, projectId: number, page: number) =>
    db
      .select({ month: entryMonth, minutes: minutesSum })
      .from(timeEntries)
      .innerJoin(projects, eq(projects.id, timeEntries.projectId))
      .where(clientTime(clientId, projectId))
      .groupBy(entryMonth)
      .orderBy(desc(entryMonth))
      .limit(PORTAL_TIME_MONTHS + 1)
      .offset((page - 1) * PORTAL_TIME_MONTHS);

  /** Per month and activity (named in `language`) and per day, between two days. */
  const breakdown = async (clientId: number, projectId: number, from: string, to: string, language: Language) => {
    const where = and(clientTime(clientId, projectId), gte(timeEntries.date, from), lte(timeEntries.date, to));
    const name = language === 'cs' ? timeActivities.nameCs : timeActivities.nameEn;
    const [activities, days] = await Promise.all([
      db
        .select({ month: entryMonth, label: name, minutes: minutesSum })
        .from(timeEntries)
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .innerJoin(timeActivities, eq(timeActivities.id, timeEntries.activityId))
        .where(where)
        .groupBy(entryMonth, timeEntries.activityId, name)
        .orderBy(desc(entryMonth), desc(minutesSum), name),
      db
        .select({ label: timeEntries.date, minutes: minutesSum })
        .from(timeEntries)
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(where)
        .groupBy(timeEntries.date)
        .orderBy(desc(timeEntries.date)),
    ]);
    return { activities, days };
  };

  /**
   * A page of the time logged on one of the client's projects, or null: not the client's project, or staff do not
   * show the client their time (both answered as a page that does not exist).
   */
  const projectTime = async (clientId: number, projectId: number, language: Language, page: number): Promise<PortalProjectTime | null> => {
    const project = firstRow(
      await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .innerJoin(portalAccess, eq(portalAccess.clientId, projects.clientId))
        .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId), eq(portalAccess.showsTime, true))),
    );
    if (!project) return null;
    const found = await monthsPage(clientId, projectId, page);
    const shown = found.slice(0, PORTAL_TIME_MONTHS);
    const base = { projectId, projectName: project.name, page, hasOlder: found.length > PORTAL_TIME_MONTHS };
    if (shown.length === 0) return { ...base, months: [] };
    const { activities, days } = await breakdown(clientId, projectId, daysOfMonth(shown.at(-1)!.month).from, daysOfMonth(shown[0]!.month).to, language);
    const months = shown.map((m) => ({
      month: m.month,
      minutes: m.minutes,
      activities: activities.filter((a) => a.month === m.month).map(({ label, minutes }) => ({ label, minutes })),
      days: days.filter((d) => d.label.startsWith(`${m.month}-`)),
    }));
    return { ...base, months };
  };

  return { retainers, showsTime, projectTime };
}

export type PortalTime = ReturnType<typeof portalTime>;
