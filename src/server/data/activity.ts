/** The audit log as the back office reads it (issue 14): the Activity screen and each record's history. Read-only. */
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_REFERENCE_FIELDS, COMMAND_LINE_ACTOR_NAME, type AuditEntity, type AuditEntry, type AuditPerson, type AuditQuery } from '@/shared/audit';
import type { Database } from '../db/database';
import { auditLog, users, type AuditLogRow } from '../db/schema';
import type { Page } from './list-page';
import { labelFromChanges, lookupLabels } from '../audit/audit-labels';

/** An entry as the API gives it, with the name stored with it (no names of referenced records yet). */
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
    entityLabel: row.entityLabel ?? labelFromChanges(row.entity, row.changes),
    refs: {},
  };
}

/**
 * Names the records of a page of entries: entries written before names were stored get their record's current name
 * (none when it was deleted since), and ids in reference fields (clientId → 4) the name of the record they point to.
 */
async function withNames(db: Database, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<AuditEntity, Set<unknown>>();
  const want = (entity: AuditEntity, id: unknown) => (wanted.get(entity) ?? wanted.set(entity, new Set()).get(entity)!).add(id);
  for (const entry of entries) {
    if (entry.entityLabel === null && entry.entityId !== null) want(entry.entity, entry.entityId);
    for (const [field, change] of Object.entries(entry.changes)) {
      const target = AUDIT_REFERENCE_FIELDS[field];
      if (target) [change.from, change.to].forEach((id) => want(target, id));
    }
  }
  if (wanted.size === 0) return entries;
  const names = await lookupLabels(db, wanted);
  return entries.map((entry) => {
    const refs: Record<string, string> = {};
    for (const [field, change] of Object.entries(entry.changes)) {
      const target = AUDIT_REFERENCE_FIELDS[field];
      if (!target) continue;
      for (const id of [change.from, change.to]) {
        const name = names.get(`${target}:${String(id)}`);
        if (name !== undefined) refs[`${target}:${String(id)}`] = name;
      }
    }
    const entityLabel = entry.entityLabel ?? (entry.entityId === null ? null : (names.get(`${entry.entity}:${entry.entityId}`) ?? null));
    return { ...entry, entityLabel, refs };
  });
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
      return { rows: await withNames(db, rows.map(toAuditEntry)), total };
    },
    /** The staff accounts the Activity screen filters by. */
    people: async (): Promise<AuditPerson[]> =>
      db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id)),
  };
}
