/** The audit log as the back office reads it (issue 14): the Activity screen and each record's history. Read-only. */
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { COMMAND_LINE_ACTOR_NAME, type AuditEntry, type AuditPerson, type AuditQuery } from '@/shared/audit';
import type { Database } from '../db/database';
import { auditLog, users, type AuditLogRow } from '../db/schema';
import type { Page } from './list-page';

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    commandLine: row.actorId === null && row.ip === null && row.actorName === COMMAND_LINE_ACTOR_NAME,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: row.changes,
  };
}

export function activityData(db: Database) {
  return {
    /** Newest first, filtered by person, entity (and id), action and the time range [from, to). */
    list: async (query: AuditQuery): Promise<Page<AuditEntry>> => {
      const filters: (SQL | undefined)[] = [
        query.actorId === null ? undefined : eq(auditLog.actorId, query.actorId),
        query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
        query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
        query.action === undefined ? undefined : eq(auditLog.action, query.action),
        query.from ? gte(auditLog.at, query.from) : undefined,
        query.to ? lt(auditLog.at, query.to) : undefined,
      ];
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(query.limit).offset(query.offset),
        db.$count(auditLog, where),
      ]);
      return { rows: rows.map(toAuditEntry), total };
    },
    /** The staff accounts the Activity screen filters by. */
    people: async (): Promise<AuditPerson[]> =>
      db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id)),
  };
}
