/**
 * Project budgets (issue 36, docs/product/time-and-profit.md#budgets): how much of a project's budget its logged time
 * uses, and the e-mails to its staff at 80 % and 100 % — the only writer of project_budget_alerts.
 *
 * A threshold's mail is claimed by one statement (insert the project's threshold row, or take it over when the
 * budget it was sent for is not the current one), in the transaction of the write that crossed it: on any number of
 * instances it is queued once per budget; a new budget (kind or amount) re-arms it.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/shared/constants';
import { isPlaceholderAddress } from '@/shared/mail-address';
import { budgetBurn, budgetKey, thresholdsReached } from '@/shared/time/rates';
import { clients, projectBudgetAlerts, projects, serviceHourlyRates, timeEntries, users } from '../db/schema';
import type { MailContent } from '../mail/mailer';
import type { Transaction } from './content-version';
import type { QueueMails } from './proposals/proposal-sending';

/** Every minute logged on the project (a running timer counts once stopped). */
export const loggedMinutesSql = sql<number>`(select coalesce(sum(${timeEntries.minutes}), 0) from ${timeEntries} where ${timeEntries.projectId} = ${projects.id})`.mapWith(Number);
/** The billable minutes logged on the project. */
export const billableMinutesSql = sql<number>`(select coalesce(sum(${timeEntries.minutes}), 0) from ${timeEntries} where ${timeEntries.projectId} = ${projects.id} and ${timeEntries.billable})`.mapWith(Number);
/** What an hour on the project is billed at: its own rate, else its service type's. */
export const hourlyRateSql = sql<number>`coalesce(${projects.hourlyRateCzk}, (select ${serviceHourlyRates.hourlyRateCzk} from ${serviceHourlyRates} where ${serviceHourlyRates.serviceType} = ${projects.serviceType}), 0)`.mapWith(Number);

/**
 * After a write that may have moved these projects' burn (time logged, changed or moved; a budget or rate changed):
 * claims every threshold newly reached and queues its mails, in `tx`. How many mails were queued.
 */
export async function checkBudgetAlerts(tx: Transaction, projectIds: readonly number[], queue: QueueMails): Promise<number> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      clientName: clients.name,
      budgetKind: projects.budgetKind,
      budgetMinutes: projects.budgetMinutes,
      budgetCzk: projects.budgetCzk,
      minutes: loggedMinutesSql,
      billableMinutes: billableMinutesSql,
      hourlyRate: hourlyRateSql,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(inArray(projects.id, ids), sql`${projects.budgetKind} <> 'none'`));
  let queued = 0;
  for (const project of rows) {
    const burn = budgetBurn(project, { minutes: project.minutes, billableMinutes: project.billableMinutes }, project.hourlyRate);
    if (!burn) continue;
    const key = budgetKey(burn);
    // The highest threshold reached is told; a lower one passed at the same write is claimed with it, not mailed.
    const reached = thresholdsReached(burn);
    const claimed: number[] = [];
    for (const threshold of reached) {
      const [row] = await tx
        .insert(projectBudgetAlerts)
        .values({ projectId: project.id, threshold, budgetKey: key })
        .onConflictDoUpdate({
          target: [projectBudgetAlerts.projectId, projectBudgetAlerts.threshold],
          set: { budgetKey: key, sentAt: sql`now()` },
          setWhere: sql`${projectBudgetAlerts.budgetKey} <> ${key}`,
        })
        .returning({ threshold: projectBudgetAlerts.threshold });
      if (row) claimed.push(row.threshold);
    }
    const told = reached.filter((t) => claimed.includes(t)).at(-1);
    if (told === undefined) continue;
    const people = await projectStaff(tx, project.id);
    queued += await queue(
      tx,
      people.map(
        (person): MailContent => ({
          kind: 'budget_alert',
          language: person.language ?? DEFAULT_LANGUAGE,
          data: {
            projectId: project.id,
            projectName: project.name,
            clientName: project.clientName,
            threshold: told,
            burn,
            to: person.email,
            showAmounts: person.role === 'admin',
          },
        }),
      ),
    );
  }
  return queued;
}

/** A project's staff: the active admins and everyone active who logged time on it, with a real address. */
async function projectStaff(tx: Transaction, projectId: number) {
  const loggedHere: SQL = sql`exists (select 1 from ${timeEntries} where ${timeEntries.projectId} = ${projectId} and ${timeEntries.userId} = ${users.id})`;
  const people = await tx
    .select({ email: users.email, language: users.language, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), or(eq(users.role, 'admin'), loggedHere)));
  return people.filter((p) => p.email.trim() !== '' && !isPlaceholderAddress(p.email));
}
