/**
 * Time entries and the timer (issue 36, docs/product/time-and-profit.md): the only writer of time_entries. Staff see
 * and change their own time, admins everyone's (`TimeCaller`); an entry on an issued invoice is locked; a running
 * timer is an entry with `running_since` (one per person, enforced by a unique index and by locking the person's row
 * for every timer move, so two tabs cannot start two timers). Every write is audited in its transaction.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import {
  TIME_MESSAGES,
  type TimeEntryInput,
  type TimeOptions,
  type TimeProjectOption,
  type TimerStartInput,
} from '@/shared/schemas/time-entry';
import type { Language } from '@/shared/constants';
import { UNBILLED_ENTRIES_SHOWN } from '@/shared/schemas/time-billing';
import { TIME_GROUPINGS, timeInvoiceLines, type TimeGrouping, type UnbilledGroup } from '@/shared/time/billing';
import { MAX_ENTRY_MINUTES, timerMinutes } from '@/shared/time/minutes';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { clients, projects, timeActivities, timeEntries, users, type TimeEntryRow } from '../db/schema';
import { Conflict, Forbidden, Invalid } from '../domain/errors';
import type { Transaction } from './content-version';
import { firstRow, searchStored } from './list-page';
import { PROJECT_SEARCH } from './projects';
import { activityAnswer } from './time-activities';
import { checkBudgetAlerts } from './project-budgets';
import type { QueueMails } from './proposals/proposal-sending';

/** How many of the caller's recent projects the options offer. */
const RECENT_PROJECTS = 8;
/** How many of the caller's latest entries the recent projects are read from. */
const RECENT_ENTRIES_READ = 200;

/** Who asks: their account, and whether their role may see and change other people's time (admins). */
export interface TimeCaller {
  actor: Actor & { id: number };
  othersToo: boolean;
}

/** Every column of the entry, with the names of its person, project and client. */
const entryWithNames = { ...getTableColumns(timeEntries), userName: users.name, projectName: projects.name, clientName: clients.name };

type Reader = Database | Transaction;
const selectEntries = (db: Reader) =>
  db
    .select(entryWithNames)
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .$dynamic();

/** An entry as every answer shows it (AdminTimeEntry, once sent as JSON). */
export type TimeEntryWithNames = Awaited<ReturnType<typeof selectEntries>>[number];

const entryById = async (db: Reader, id: number): Promise<TimeEntryWithNames | undefined> =>
  firstRow(await selectEntries(db).where(eq(timeEntries.id, id)));

/** A person's running entry: its timer. */
const isRunningOf = (userId: number) => and(eq(timeEntries.userId, userId), isNotNull(timeEntries.runningSince));

/** A project's period of unbilled time: billable, stopped, on no invoice (draft or issued). */
export interface UnbilledPeriod {
  projectId: number;
  from: string;
  to: string;
}

const unbilledIn = (p: UnbilledPeriod) =>
  and(
    eq(timeEntries.projectId, p.projectId),
    eq(timeEntries.billable, true),
    isNull(timeEntries.invoiceId),
    isNull(timeEntries.runningSince),
    gte(timeEntries.date, p.from),
    lte(timeEntries.date, p.to),
  );

const minutesSum = sql<number>`coalesce(sum(${timeEntries.minutes}), 0)`.mapWith(Number);
const entryCount = sql<number>`count(*)`.mapWith(Number);

/**
 * The unbilled time of a period grouped as an invoice's lines will be (per activity named in `language`, per person,
 * per day), each group first where its first entry is. Summed in the database: a project with 10,000 entries reads a
 * few rows.
 */
export async function unbilledGroups(db: Reader, period: UnbilledPeriod, grouping: TimeGrouping, language: Language): Promise<UnbilledGroup[]> {
  const where = unbilledIn(period);
  const first = sql`min(${timeEntries.date})`;
  if (grouping === 'activity') {
    const name = language === 'cs' ? timeActivities.nameCs : timeActivities.nameEn;
    const rows = await db
      .select({ key: timeEntries.activityId, label: name, minutes: minutesSum, entries: entryCount })
      .from(timeEntries)
      .innerJoin(timeActivities, eq(timeActivities.id, timeEntries.activityId))
      .where(where)
      .groupBy(timeEntries.activityId, name)
      .orderBy(first, timeEntries.activityId);
    return rows.map((r) => ({ ...r, key: String(r.key) }));
  }
  if (grouping === 'person') {
    const rows = await db
      .select({ key: timeEntries.userId, label: users.name, minutes: minutesSum, entries: entryCount })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.userId))
      .where(where)
      .groupBy(timeEntries.userId, users.name)
      .orderBy(first, timeEntries.userId);
    return rows.map((r) => ({ ...r, key: String(r.key) }));
  }
  const rows = await db
    .select({ day: timeEntries.date, minutes: minutesSum, entries: entryCount })
    .from(timeEntries)
    .where(where)
    .groupBy(timeEntries.date)
    .orderBy(timeEntries.date);
  return rows.map((r) => ({ key: r.day, label: r.day, minutes: r.minutes, entries: r.entries }));
}

/** How many unbilled entries a period has, and their minutes. */
export async function unbilledTotals(db: Reader, period: UnbilledPeriod): Promise<{ entries: number; minutes: number }> {
  const [row] = await db.select({ entries: entryCount, minutes: minutesSum }).from(timeEntries).where(unbilledIn(period));
  return row ?? { entries: 0, minutes: 0 };
}

/** The first of a period's unbilled entries, oldest first, with their names (the preview's list). */
export const unbilledEntriesShown = (db: Reader, period: UnbilledPeriod): Promise<TimeEntryWithNames[]> =>
  selectEntries(db).where(unbilledIn(period)).orderBy(asc(timeEntries.date), asc(timeEntries.id)).limit(UNBILLED_ENTRIES_SHOWN);

/**
 * Puts a period's unbilled time on an invoice draft, in the draft's transaction: how many entries and minutes it took
 * (the caller compares them with the preview's). From then on the entries are locked (409) until the draft is deleted
 * or the issued invoice is credited.
 */
export async function billTime(tx: Transaction, period: UnbilledPeriod, invoiceId: number): Promise<{ entries: number; minutes: number }> {
  const taken = await tx.update(timeEntries).set({ invoiceId, updatedAt: new Date() }).where(unbilledIn(period)).returning({ minutes: timeEntries.minutes });
  return { entries: taken.length, minutes: taken.reduce((sum, e) => sum + e.minutes, 0) };
}

/** Releases the time on an invoice (its draft deleted, or the invoice credited), in that write's transaction: how many. */
export async function releaseTime(tx: Transaction, invoiceId: number): Promise<number> {
  const released = await tx.update(timeEntries).set({ invoiceId: null, updatedAt: new Date() }).where(eq(timeEntries.invoiceId, invoiceId)).returning({ id: timeEntries.id });
  return released.length;
}

/** An invoice line as the time on it is recognised by (issue 38): its text, hours, unit and hourly rate. */
export interface BilledTimeLine {
  description: string;
  quantityThousandths: number;
  unit: string;
  unitPriceMinor: number;
}

/**
 * Releases the time billed on some lines of an invoice (a credit note crediting them wholly; issue 38,
 * docs/product/invoices.md#credit-notes), in that write's transaction: how many. An entry carries its invoice, not a
 * line, so a line's entries are the group — by activity, person or day — whose line the unbilled-time draft would
 * make exactly as `lines` holds it (its text in the invoice's language, hours, unit, rate: shared/time/billing.ts). A
 * line staff retyped after the time was put on it matches no group: its time stays on the invoice until the invoice
 * is credited whole (releaseTime).
 */
export async function releaseTimeOfLines(tx: Transaction, invoiceId: number, language: Language, lines: readonly BilledTimeLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  const entries = await tx
    .select({
      id: timeEntries.id,
      activityId: timeEntries.activityId,
      activity: language === 'cs' ? timeActivities.nameCs : timeActivities.nameEn,
      userId: timeEntries.userId,
      person: users.name,
      date: timeEntries.date,
      minutes: timeEntries.minutes,
    })
    .from(timeEntries)
    .innerJoin(timeActivities, eq(timeActivities.id, timeEntries.activityId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(eq(timeEntries.invoiceId, invoiceId));
  const released = new Set<number>();
  for (const grouping of TIME_GROUPINGS) {
    const groups = new Map<string, UnbilledGroup & { ids: number[] }>();
    for (const entry of entries) {
      const key = grouping === 'activity' ? String(entry.activityId) : grouping === 'person' ? String(entry.userId) : entry.date;
      const label = grouping === 'activity' ? entry.activity : grouping === 'person' ? entry.person : entry.date;
      const group = groups.get(key) ?? { key, label, minutes: 0, entries: 0, ids: [] };
      group.minutes += entry.minutes;
      group.entries += 1;
      group.ids.push(entry.id);
      groups.set(key, group);
    }
    for (const line of lines) {
      for (const group of groups.values()) {
        const made = timeInvoiceLines([group], grouping, line.unitPriceMinor, language)[0]!;
        if (made.description === line.description && made.quantityThousandths === line.quantityThousandths && made.unit === line.unit) {
          for (const id of group.ids) released.add(id);
        }
      }
    }
  }
  if (released.size === 0) return 0;
  const rows = await tx
    .update(timeEntries)
    .set({ invoiceId: null, updatedAt: new Date() })
    .where(and(eq(timeEntries.invoiceId, invoiceId), inArray(timeEntries.id, [...released])))
    .returning({ id: timeEntries.id });
  return rows.length;
}

/** The caller's running entry, read in `tx`. */
async function runningOf(tx: Reader, userId: number): Promise<TimeEntryRow | undefined> {
  return firstRow(await tx.select().from(timeEntries).where(isRunningOf(userId)));
}

/** Refuses (403) a caller who may not touch `userId`'s time: everyone their own, admins everyone's (and `'all'`). */
function assertMayTouch(caller: TimeCaller, userId: number | 'all'): void {
  if (userId !== caller.actor.id && !caller.othersToo) throw new Forbidden(TIME_MESSAGES.othersTime);
}

/**
 * Serialises the timer moves of one person (start, stop, a second tab doing the same): their account row is locked
 * for the transaction.
 */
async function lockPerson(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The activity, refused when it does not exist, or is archived unless the entry already had it (old entries keep
 * theirs): its `billable` is the default of new time.
 */
async function activityFor(tx: Reader, activityId: number, keep: number | null = null): Promise<{ billable: boolean }> {
  const activity = firstRow(
    await tx.select({ archived: timeActivities.archived, billable: timeActivities.billable }).from(timeActivities).where(eq(timeActivities.id, activityId)),
  );
  if (!activity || (activity.archived && activityId !== keep)) throw new Invalid('activityId', TIME_MESSAGES.activityNotFound);
  return activity;
}

/** The project can disappear between the check and the write: the foreign key then answers the same 400. */
async function withReferenceCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw new Invalid('projectId', TIME_MESSAGES.projectNotFound);
    throw err;
  }
}

async function assertProject(tx: Reader, projectId: number): Promise<void> {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Invalid('projectId', TIME_MESSAGES.projectNotFound);
}

/** Whose time an entry is: the caller's own, or (admins only) an active staff member's. */
async function ownerOf(tx: Reader, caller: TimeCaller, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === caller.actor.id) return caller.actor.id;
  assertMayTouch(caller, userId);
  const [person] = await tx.select({ active: users.active }).from(users).where(eq(users.id, userId));
  if (!person?.active) throw new Invalid('userId', TIME_MESSAGES.userNotFound);
  return userId;
}

/** The entry, locked for the change, if the caller may change it: unknown → undefined; another's → 403; billed → 409. */
async function entryToChange(tx: Transaction, id: number, caller: TimeCaller): Promise<TimeEntryRow | undefined> {
  const before = firstRow(await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for('update'));
  if (!before) return undefined;
  assertMayTouch(caller, before.userId);
  if (before.invoiceId !== null) throw new Conflict(TIME_MESSAGES.locked);
  return before;
}

/** `queue`: the mailer's, for the budget e-mails logged time may set off (project-budgets.ts). */
export function timeData(db: Database, options: { queue: QueueMails }) {
  /** Stops `running` at `now` in `tx`: its minutes grow by the time it ran (timerMinutes), up to a day in all. */
  async function stopEntry(tx: Transaction, running: TimeEntryRow, now: Date, actor: Actor): Promise<void> {
    const minutes = Math.min(MAX_ENTRY_MINUTES, running.minutes + timerMinutes(now.getTime() - running.runningSince!.getTime()));
    const [after] = await tx
      .update(timeEntries)
      .set({ minutes, runningSince: null, updatedAt: now })
      .where(eq(timeEntries.id, running.id))
      .returning();
    await recordAudit(tx, { actor, action: 'update', entity: 'time_entry', entityId: running.id, changes: auditChanges(running, after) });
    await checkBudgetAlerts(tx, [running.projectId], options.queue);
  }

  /** The timer's answer (TimerAnswer as JSON): the running entry, the one just stopped, the server's clock. */
  const timerAnswer = async (userId: number, stoppedId: number | null, now: Date) => ({
    running: firstRow(await selectEntries(db).where(isRunningOf(userId))) ?? null,
    stopped: stoppedId === null ? null : ((await entryById(db, stoppedId)) ?? null),
    now,
  });

  return {
    /** The entries of the days from..to, oldest first: one person's, or everyone's (`'all'`; admins). */
    list: async (from: string, to: string, caller: TimeCaller, userId: number | 'all' | undefined): Promise<TimeEntryWithNames[]> => {
      const whose = userId ?? caller.actor.id;
      assertMayTouch(caller, whose);
      const filters: SQL[] = [gte(timeEntries.date, from), lte(timeEntries.date, to)];
      if (whose !== 'all') filters.push(eq(timeEntries.userId, whose));
      return selectEntries(db)
        .where(and(...filters))
        .orderBy(asc(timeEntries.date), asc(timeEntries.id));
    },

    get: async (id: number, caller: TimeCaller): Promise<TimeEntryWithNames | undefined> => {
      const entry = await entryById(db, id);
      if (entry) assertMayTouch(caller, entry.userId);
      return entry;
    },

    create: async (input: TimeEntryInput, caller: TimeCaller): Promise<TimeEntryWithNames> => {
      const id = await withReferenceCheck(() =>
        db.transaction(async (tx) => {
          const userId = await ownerOf(tx, caller, input.userId);
          await assertProject(tx, input.projectId);
          const activity = await activityFor(tx, input.activityId);
          const { userId: _given, ...values } = input;
          const [row] = await tx
            .insert(timeEntries)
            .values({ ...values, userId, billable: input.billable ?? activity.billable })
            .returning();
          await recordAudit(tx, { actor: caller.actor, action: 'create', entity: 'time_entry', entityId: row!.id, changes: auditChanges(null, row) });
          await checkBudgetAlerts(tx, [row!.projectId], options.queue);
          return row!.id;
        }),
      );
      return (await entryById(db, id))!;
    },

    /** Undefined for an unknown id. A running entry is changed by stopping it first (409). */
    update: async (id: number, input: TimeEntryInput, caller: TimeCaller): Promise<TimeEntryWithNames | undefined> => {
      const changed = await withReferenceCheck(() =>
        db.transaction(async (tx) => {
          const before = await entryToChange(tx, id, caller);
          if (!before) return false;
          if (before.runningSince) throw new Conflict(TIME_MESSAGES.running);
          const userId = input.userId === undefined ? before.userId : await ownerOf(tx, caller, input.userId);
          await assertProject(tx, input.projectId);
          await activityFor(tx, input.activityId, before.activityId);
          const { userId: _given, ...values } = input;
          const [after] = await tx
            .update(timeEntries)
            .set({ ...values, userId, billable: input.billable ?? before.billable, updatedAt: new Date() })
            .where(eq(timeEntries.id, id))
            .returning();
          await recordAudit(tx, { actor: caller.actor, action: 'update', entity: 'time_entry', entityId: id, changes: auditChanges(before, after) });
          await checkBudgetAlerts(tx, [after!.projectId], options.queue);
          return true;
        }),
      );
      return changed ? entryById(db, id) : undefined;
    },

    /** False for an unknown id; a running entry may be deleted (the timer is discarded). */
    remove: async (id: number, caller: TimeCaller): Promise<boolean> =>
      db.transaction(async (tx) => {
        const before = await entryToChange(tx, id, caller);
        if (!before) return false;
        await tx.delete(timeEntries).where(eq(timeEntries.id, id));
        await recordAudit(tx, { actor: caller.actor, action: 'delete', entity: 'time_entry', entityId: id, changes: auditChanges(before, null) });
        return true;
      }),

    /** The caller's running timer. */
    timer: (caller: TimeCaller) => timerAnswer(caller.actor.id, null, new Date()),

    /**
     * Starts the caller's timer on a project and activity, on today's office day; a timer already running is stopped
     * first (its time is kept) — so one tap on another project moves the timer there.
     */
    start: async (input: TimerStartInput, caller: TimeCaller) => {
      const now = new Date();
      const stoppedId = await withReferenceCheck(() =>
        db.transaction(async (tx) => {
          await lockPerson(tx, caller.actor.id);
          await assertProject(tx, input.projectId);
          const activity = await activityFor(tx, input.activityId);
          const running = await runningOf(tx, caller.actor.id);
          if (running) await stopEntry(tx, running, now, caller.actor);
          const [row] = await tx
            .insert(timeEntries)
            .values({ ...input, billable: input.billable ?? activity.billable, userId: caller.actor.id, date: officeDay(now), minutes: 0, runningSince: now })
            .returning();
          await recordAudit(tx, { actor: caller.actor, action: 'create', entity: 'time_entry', entityId: row!.id, changes: auditChanges(null, row) });
          return running?.id ?? null;
        }),
      );
      return timerAnswer(caller.actor.id, stoppedId, now);
    },

    /** Stops the caller's timer: 409 when none runs (another tab stopped it already). */
    stop: async (caller: TimeCaller) => {
      const now = new Date();
      const stoppedId = await db.transaction(async (tx) => {
        await lockPerson(tx, caller.actor.id);
        const running = await runningOf(tx, caller.actor.id);
        if (!running) throw new Conflict(TIME_MESSAGES.noTimer);
        await stopEntry(tx, running, now, caller.actor);
        return running.id;
      });
      return timerAnswer(caller.actor.id, stoppedId, now);
    },

    /**
     * What the entry form and the timer offer at once: the activities (archived ones marked: they name old entries and
     * are not offered), the projects the caller logged time on last (not completed), and whose week they may open.
     * Other projects are searched.
     */
    options: async (caller: TimeCaller): Promise<TimeOptions> => {
      const [recent, activityRows, people] = await Promise.all([
        // The caller's latest entries (index time_entries_user_date_idx, read backwards), not every one they have.
        db
          .select({ id: projects.id, name: projects.name, clientName: clients.name, status: projects.status })
          .from(timeEntries)
          .innerJoin(projects, eq(projects.id, timeEntries.projectId))
          .innerJoin(clients, eq(clients.id, projects.clientId))
          .where(eq(timeEntries.userId, caller.actor.id))
          .orderBy(desc(timeEntries.date), desc(timeEntries.id))
          .limit(RECENT_ENTRIES_READ),
        db.select().from(timeActivities).orderBy(asc(timeActivities.id)),
        caller.othersToo
          ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.active, true)).orderBy(asc(users.name), asc(users.id))
          : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, caller.actor.id)),
      ]);
      const recentProjects = [...new Map(recent.filter((p) => p.status !== 'completed').map((p) => [p.id, p])).values()]
        .slice(0, RECENT_PROJECTS)
        .map(({ id, name, clientName }) => ({ id, name, clientName }));
      return { recentProjects, activities: activityRows.map(activityAnswer), people };
    },

    /** Projects not completed whose name, description or status holds `q` (all of them when blank), newest first. */
    searchProjects: async (q: string, limit: number): Promise<TimeProjectOption[]> => {
      const filters: SQL[] = [ne(projects.status, 'completed')];
      if (q.trim()) filters.push(searchStored(q.trim(), PROJECT_SEARCH));
      return db
        .select({ id: projects.id, name: projects.name, clientName: clients.name })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .where(and(...filters))
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit);
    },
  };
}
