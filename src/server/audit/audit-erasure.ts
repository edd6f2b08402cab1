/**
 * A client's erasure in the audit log (issue 33, item 11; docs/privacy.md "A client's erasure"). The log is kept (at
 * least a year, decision 011), so its entries stay — without the person: every entry the client made (actor
 * `client: Name (#id)`) or that concerns the client's records is pseudonymised in the erasure's transaction:
 *  - the actor becomes `client #<id> (erased)` and the entry's IP address is dropped (it was the client's);
 *  - every text of its changes and its record name that contains a personal value (e-mail, names, phone, addresses,
 *    the typed signer name, the IP) has that value replaced by ERASED_TEXT; the client's own entries are named by the
 *    client record as it is after the erasure.
 * Staff entries keep their actor and address (those are the staff member's, not the client's). This module and
 * audit-log.ts are the only writers of audit_log; this is the one place that updates an entry.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CLIENT_ACTOR_PREFIX, ERASED_TEXT, erasedClientActorName, type AuditChanges, type AuditEntity } from '@/shared/audit';
import { auditLog } from '../db/schema';
import type { Transaction } from '../data/content-version';

export interface AuditErasure {
  clientId: number;
  /** The records of the client whose entries are pseudonymised (the client itself, its messages, proposals, mails…). */
  records: Partial<Record<AuditEntity, readonly (number | string)[]>>;
  /** Personal values to remove wherever they appear in those entries (empty and very short values are ignored). */
  personal: readonly (string | null | undefined)[];
  /** The e-mail address: any entry whose changes hold it is pseudonymised too, whatever its record. */
  email: string;
  /** The name of the client's own entries after the erasure (the client record's name now). */
  clientLabel: string;
}

export interface AuditErasureResult {
  /** Entries changed. */
  entries: number;
  /** The IP addresses the client's own entries held (the caller forgets what is keyed by them). */
  ips: string[];
}

/** Values shorter than this are not searched for (a country code, an empty phone): they would match anything. */
const MIN_PERSONAL_LENGTH = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every personal value (any letter case) in a value: strings, arrays and objects, recursively. */
function scrubber(personal: readonly string[]): (value: unknown) => unknown {
  if (personal.length === 0) return (value) => value;
  const pattern = new RegExp(personal.map(escapeRegExp).join('|'), 'giu');
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, ERASED_TEXT);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    return value;
  };
  return scrub;
}

/** Pseudonymises the client's entries with the erasure's transaction. */
export async function pseudonymiseAuditEntries(tx: Transaction, erasure: AuditErasure): Promise<AuditErasureResult> {
  const suffix = ` (#${erasure.clientId})`;
  const byClient = sql`(${auditLog.actorId} is null and left(${auditLog.actorName}, ${CLIENT_ACTOR_PREFIX.length}) = ${CLIENT_ACTOR_PREFIX} and right(${auditLog.actorName}, ${suffix.length}) = ${suffix})`;
  const aboutRecords: SQL[] = Object.entries(erasure.records)
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([entity, ids]) => and(eq(auditLog.entity, entity as AuditEntity), inArray(auditLog.entityId, ids!.map(String)))!);
  const address = erasure.email.trim();
  const withAddress = address ? sql`${auditLog.changes}::text ilike ${`%${escapeLike(address)}%`}` : undefined;
  const entries = await tx
    .select()
    .from(auditLog)
    .where(or(byClient, withAddress, ...aboutRecords));

  const isClientsOwn = (row: (typeof entries)[number]) => row.actorId === null && row.actorName.startsWith(CLIENT_ACTOR_PREFIX) && row.actorName.endsWith(suffix);
  const ips = [...new Set(entries.filter(isClientsOwn).flatMap((row) => (row.ip ? [row.ip] : [])))];
  const personal = [...new Set([...erasure.personal, ...ips].map((value) => value?.trim() ?? '').filter((value) => value.length >= MIN_PERSONAL_LENGTH))]
    // Longer first: a full name is replaced before a part of it.
    .sort((a, b) => b.length - a.length);
  const scrub = scrubber(personal);

  let changed = 0;
  for (const row of entries) {
    const own = isClientsOwn(row);
    const actorName = own ? erasedClientActorName(erasure.clientId) : row.actorName;
    const ip = own ? null : row.ip;
    const changes = scrub(row.changes) as AuditChanges;
    const isClientEntry = row.entity === 'client' && row.entityId === String(erasure.clientId);
    const entityLabel = isClientEntry ? erasure.clientLabel : row.entityLabel === null ? null : (scrub(row.entityLabel) as string);
    if (actorName === row.actorName && ip === row.ip && entityLabel === row.entityLabel && JSON.stringify(changes) === JSON.stringify(row.changes)) continue;
    await tx.update(auditLog).set({ actorName, ip, changes, entityLabel }).where(eq(auditLog.id, row.id));
    changed++;
  }
  return { entries: changed, ips };
}
