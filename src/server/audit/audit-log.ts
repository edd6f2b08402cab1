/**
 * The audit log (issue 14): `recordAudit` writes one entry with the handle of the change's own transaction, so the
 * entry and the change are committed together or not at all. `auditChanges` computes which fields changed; secrets
 * never reach an entry (one deny-list below). Entries are only ever inserted here; the one change made to an entry is
 * a client's erasure (audit-erasure.ts: pseudonymised, never deleted).
 */
import type { Request, Response } from 'express';
import { CLIENT_ACTOR_PREFIX, COMMAND_LINE_ACTOR_NAME, type AuditAction, type AuditChanges, type AuditEntity } from '@/shared/audit';
import { signedInUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';
import { yieldToEventLoop } from '../runtime/yield';
import type { Transaction } from '../data/content-version';
import { labelForEntry, labelFromChanges } from './audit-labels';

/** Who made a change: the signed-in staff member (id + name copied into the entry) and the request's address. */
export interface Actor {
  /** Null when nobody is signed in (a failed sign-in) — the name then is what was typed as the username. */
  id: number | null;
  name: string;
  ip: string | null;
}

/** The actor of changes made with the admin command line (`npm run admin -- …`): no account, no address. */
export const COMMAND_LINE_ACTOR: Actor = { id: null, name: COMMAND_LINE_ACTOR_NAME, ip: null };

/**
 * A client acting without an account (a proposal link, the portal): named `client: <name> (#<client id>)` — the id
 * tells apart clients of the same name, as no account id does — with the request's address. The name is cut to fit
 * the entry's 200 characters, the id never.
 */
export const clientActor = (name: string, ip: string | null, clientId: number): Actor => {
  const id = ` (#${clientId})`;
  return { id: null, name: `${CLIENT_ACTOR_PREFIX}${name}`.slice(0, 200 - id.length) + id, ip };
};

/** A database handle: the database itself (one statement) or the transaction of the change. */
export type AuditWriter = Database | Transaction;

export interface AuditInput {
  actor: Actor;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  changes?: AuditChanges;
}

/**
 * Fields never written to the log, whatever the table: password hashes, two-factor secrets, recovery codes, tokens.
 * Matched on the field name, any letter case ('passwordHash', 'totp_secret', 'recoveryCodes', 'resetToken').
 */
const SECRET_FIELD = /password|secret|token|recovery|totp|otp_?key|hash/i;

/** Bookkeeping columns every write touches: not worth an entry line. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** Longer texts (a blog post's HTML) are cut to this many characters in an entry. */
export const MAX_LOGGED_TEXT = 500;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** A value as an entry stores it: dates as ISO text, long texts cut, nested objects as they are (JSON). */
function loggedValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_LOGGED_TEXT) return value.slice(0, MAX_LOGGED_TEXT) + '…';
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(loggedValue(a)) === JSON.stringify(loggedValue(b));

/**
 * The fields that differ between two versions of a record, `{ field: { from, to } }`. `before` null = created (every
 * set field from null), `after` null = deleted (every set field to null). Secrets and bookkeeping columns are left out.
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key) || isSecretField(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (same(from, to)) continue;
    changes[key] = { from: loggedValue(from), to: loggedValue(to) };
  }
  return changes;
}

/**
 * The row of an entry; secrets are dropped here too, whatever `changes` the caller built. `label` (the record's name)
 * is stored with it so the entry keeps naming the record after it is renamed or deleted.
 */
function auditRow(entry: AuditInput, label: string | null): typeof auditLog.$inferInsert {
  const changes: AuditChanges = {};
  for (const [field, change] of Object.entries(entry.changes ?? {})) if (!isSecretField(field)) changes[field] = change;
  return {
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    entityLabel: label,
    changes,
    ip: entry.actor.ip,
  };
}

/**
 * An edit saved without changing any field (the form submitted as it was) is no event: it leaves no entry, so a
 * record's history lists only real changes. Every other action is recorded even without field changes.
 */
export function isEmptyUpdate(entry: AuditInput): boolean {
  return entry.action === 'update' && Object.keys(entry.changes ?? {}).every(isSecretField);
}

/** Writes one entry with `db` — pass the change's transaction so both commit together or neither does. */
export async function recordAudit(db: AuditWriter, entry: AuditInput): Promise<void> {
  if (isEmptyUpdate(entry)) return;
  const entityId = entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId);
  const label = await labelForEntry(db, entry.entity, entityId, entry.changes ?? {});
  await db.insert(auditLog).values(auditRow(entry, label));
}

/** Entries written per statement by recordAudits. */
const AUDIT_BATCH = 250;

/**
 * Writes many entries (an import) with `db`, in statements of AUDIT_BATCH, letting the event loop run after each (a
 * long import must not hold up other requests: src/server/data/clients.ts); names come from their own changes.
 */
export async function recordAudits(db: AuditWriter, all: readonly AuditInput[]): Promise<void> {
  const entries = all.filter((entry) => !isEmptyUpdate(entry));
  for (let i = 0; i < entries.length; i += AUDIT_BATCH) {
    await db.insert(auditLog).values(entries.slice(i, i + AUDIT_BATCH).map((e) => auditRow(e, labelFromChanges(e.entity, e.changes ?? {}))));
    await yieldToEventLoop();
  }
}

/** The requester's address (the client's, behind TRUST_PROXY trusted proxies). */
export function requestIp(req: Request): string | null {
  return req.ip ?? req.socket.remoteAddress ?? null;
}

/** The signed-in staff member of a request (put there by the sign-in guard) as the actor of its changes. */
export function requestActor(req: Request, res: Response): Actor {
  const user = signedInUser(res);
  return { id: user.id, name: user.name, ip: requestIp(req) };
}

/** An export: the list and what it was narrowed to (search, sort, filters) — the rows themselves are not logged. */
export async function recordExport(db: AuditWriter, actor: Actor, entity: AuditEntity, filters: Record<string, unknown>): Promise<void> {
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  await recordAudit(db, { actor, action: 'export', entity, changes: { filters: { from: null, to: given } } });
}
