/**
 * The audit log (issue 14): what staff changed, who, when, and which fields went from what to what. The server writes
 * an entry in the same transaction as the change (src/server/audit/audit-log.ts); the back office reads them on the
 * Activity screen and in each record's history. Entries are never edited or deleted through the API, and are kept at
 * least a year (docs/decisions/011-audit-log.md).
 */
import { z } from 'zod';
import { optionalDate, optionalRecordId } from './schemas/fields';

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'status',
  'password',
  'sign_in',
  'sign_in_failed',
  'two_factor',
  'role',
  'export',
  'import',
  /** Staff sent a failed (or never sent) e-mail again. */
  'retry',
  /** Invoices (issue 23): a draft issued (numbered, frozen), a document sent, a credit note issued for an invoice. */
  'issue',
  'send',
  'credit',
  /** Money received: a payment recorded (by hand, or from a matched or paired bank transaction). */
  'payment',
  /** A bank transaction paired with an invoice by hand, or ignored. */
  'pair',
  'ignore',
  /** A payment reminder of an overdue invoice queued. */
  'remind',
  /**
   * The client portal (issue 25): staff turned a client's access on or off, or ended its sessions; a client signed in
   * (from a link) or out; staff approved or rejected a change request; a contact erased / anonymised on request (GDPR).
   */
  'portal_access',
  'end_sessions',
  'sign_out',
  'approve',
  'reject',
  'erase',
  /** A blog post or portfolio item set back to an earlier revision (issue 35): a save like any other. */
  'restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What it was done to. `user` is a staff account (sign-ins, passwords, roles, two-factor). */
/** `media` is an image of the media library (issue 11). */
/** `mail` is an outgoing e-mail of the outbox, `setting` a back-office setting (issue 12). */
/** `proposal` is an offer to a client (issue 22). */
/** `invoice` is an invoice, advance invoice or credit note; `bank_statement` an uploaded statement (issue 23). */
export const AUDIT_ENTITIES = [
  'client',
  'project',
  'blog_post',
  'portfolio_item',
  'message',
  'user',
  'mail',
  'setting',
  'media',
  'proposal',
  'invoice',
  'bank_statement',
  'bank_transaction',
  /** A client's request from the portal to change their billing details (issue 25). */
  'change_request',
  /** A page of the public site's texts (issue 35 point 2), by its key ('home', 'layout'). */
  'site_text',
  /** Time a staff member logged (issue 36), and an activity of the list time is logged against. */
  'time_entry',
  'time_activity',
  /** A staff member's cost per hour from a day (issue 36): admins only, like the whole activity log. */
  'cost_rate',
  /** A supplier's invoice the agency received, typed or imported from ISDOC (issue 36 point 5): a cost, admins only. */
  'received_invoice',
  /** A Fio bank feed (issue 37 point 4): an account's API token added or removed — never the token itself. */
  'bank_feed',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A field's value before and after (null: not set, or the record did not exist before / does not exist after). */
export interface AuditFieldChange {
  from: unknown;
  to: unknown;
}
export type AuditChanges = Record<string, AuditFieldChange>;

/** GET /api/admin/activity: one entry. */
export interface AuditEntry {
  id: number;
  at: string;
  /**
   * Null when the account was deleted later (the name stays), nobody was signed in (a failed sign-in), or the change
   * was made with the admin command line (`commandLine`).
   */
  actorId: number | null;
  actorName: string;
  /** Made with `npm run admin -- …` on the server (no staff member signed in): the screens name the command line. */
  commandLine: boolean;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  changes: AuditChanges;
  /**
   * The record's name (a client's or account's name, a post's title, a mail's subject): stored with the entry when it
   * was written, so a deleted record keeps the name it had; for older entries looked up now. Null when there is none
   * (the record was deleted before names were stored, or the entry is not about one record).
   */
  entityLabel: string | null;
  /** Names of the records logged values refer to (clientId, projectId, authorId…), by `entity:id`; deleted ones absent. */
  refs: Record<string, string>;
}

/** Fields whose logged value is the id of another record, and that record's entity. */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditEntity>> = {
  clientId: 'client',
  projectId: 'project',
  authorId: 'user',
  messageId: 'message',
  createdBy: 'user',
  userId: 'user',
  activityId: 'time_activity',
};

/**
 * The name an entry written by the admin command line stores as its actor (with no actor id and no address, which
 * no request's entry has), so the screens can name it in their language.
 */
export const COMMAND_LINE_ACTOR_NAME = 'command line';

/**
 * A client acting without an account (a proposal link, the portal) is the actor `client: <name> (#<client id>)`
 * (src/server/audit/audit-log.ts clientActor). After the client's erasure (issue 33) their entries stay, without the
 * person: the actor is `client #<id> (erased)` and personal values in the entries read ERASED_TEXT.
 */
export const CLIENT_ACTOR_PREFIX = 'client: ';
export const erasedClientActorName = (clientId: number): string => `client #${clientId} (erased)`;
export const ERASED_TEXT = '[erased]';

/** GET /api/admin/activity/people: everyone who can appear as the person of an entry. */
export interface AuditPerson {
  id: number;
  name: string;
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

const MESSAGE = {
  action: `Must be one of: ${AUDIT_ACTIONS.join(', ')}`,
  entity: `Must be one of: ${AUDIT_ENTITIES.join(', ')}`,
  entityId: 'Must be at most 100 characters',
  page: `Must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}`,
  offset: 'Must be a whole number from 0',
  range: 'Must not be before the start date',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The Activity filters (query string): person (actorId), entity (+ entityId for one record's history), action, and a
 * time range [from, to) — the screen sends the start of the first day and the start of the day after the last one,
 * both in the staff member's time zone.
 */
export const auditQuerySchema = z
  .object({
    actorId: optionalRecordId(),
    entity: z.preprocess(blankToUndefined, z.enum(AUDIT_ENTITIES, { error: MESSAGE.entity }).optional()),
    entityId: z.preprocess(blankToUndefined, z.string({ error: MESSAGE.entityId }).trim().max(100, MESSAGE.entityId).optional()),
    action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: MESSAGE.action }).optional()),
    from: optionalDate(),
    to: optionalDate(),
    limit: z.coerce.number({ error: MESSAGE.page }).int(MESSAGE.page).min(1, MESSAGE.page).max(AUDIT_MAX_PAGE_SIZE, MESSAGE.page).default(AUDIT_PAGE_SIZE),
    offset: z.coerce.number({ error: MESSAGE.offset }).int(MESSAGE.offset).min(0, MESSAGE.offset).max(1_000_000_000, MESSAGE.offset).default(0),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: MESSAGE.range });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
