/**
 * Staff accounts for the Team screen: list, create with a one-time password, change a role, deactivate or reactivate,
 * set a new one-time password; and the installation's rule "two-factor sign-in required for all staff".
 *
 * Never zero active admins: every change that could take the last active admin away runs in a transaction holding
 * one advisory lock (so two admins demoting each other at once cannot both succeed) and raises Conflict (409) instead.
 * The rows are written through the accounts module (./accounts/), which owns `users` and `sessions`.
 * Every change is written to the audit log in its own transaction (who, which account, which field from what to what;
 * never a password or its hash).
 */
import { sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '@/shared/access';
import type { PublicUser } from '@/shared/api-types';
import type { AuditChanges } from '@/shared/audit';
import type { UserRole } from '@/shared/constants';
import { isPlaceholderAddress } from '@/shared/mail-address';
import { STAFF_MESSAGES, type NewStaffInput, type SecuritySettings, type StaffLanguageInput, type StaffProfileInput } from '@/shared/schemas/staff';
import { auditChanges, COMMAND_LINE_ACTOR, recordAudit, type Actor } from '@/server/audit/audit-log';
import { hashPassword } from '@/server/auth/password';
import type { Database } from '@/server/db/database';
import { appMeta, type UserRow } from '@/server/db/schema';
import { Conflict } from '@/server/domain/errors';
import { endUserSessions } from './accounts/sessions';
import { disableTotp } from './accounts/two-factor-rows';
import {
  activeAdminEmails,
  anotherActiveAdmin,
  createUser,
  listUsers,
  lockUser,
  toPublicUser,
  updateUser,
  type NewUser,
  type UserChange,
} from './accounts/users';
import type { Transaction } from './content-version';
import { writeStaffAccess } from '../auth/staff-access-cache';
import { readSecuritySettings, REQUIRE_TWO_FACTOR_KEY } from './security-settings';

/** Key of the transaction-scoped advisory lock held by changes of roles and active flags. */
const STAFF_LOCK = 727_014;

async function lockStaff(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STAFF_LOCK))})`);
}

/** Conflict (409) when, after the change, no other active admin would remain. */
async function keepAnActiveAdmin(tx: Transaction, target: UserRow, after: { role: UserRole; active: boolean }): Promise<void> {
  const wasActiveAdmin = target.role === 'admin' && target.active;
  const staysActiveAdmin = after.role === 'admin' && after.active;
  if (!wasActiveAdmin || staysActiveAdmin) return;
  if (!(await anotherActiveAdmin(tx, target.id))) throw new Conflict(ACCESS_MESSAGES.lastAdmin);
}

/** The audit entry of a new account: who made it, and its username, name, e-mail and role (never the password). */
function auditNewUser(tx: Transaction, actor: Actor, row: UserRow) {
  const { username, name, email, role } = row;
  return recordAudit(tx, { actor, action: 'create', entity: 'user', entityId: row.id, changes: auditChanges(null, { username, name, email, role }) });
}

/**
 * The very first admin (POST /api/register while no user exists): created only while the users table is empty, with
 * an audit entry whose actor is the new admin. Null when someone else was first.
 */
export async function createFirstAdmin(db: Database, input: NewUser, ip: string | null): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const row = await createUser(tx, input, { onlyIfNoUsers: true });
    if (row) await auditNewUser(tx, { id: row.id, name: row.name, ip }, row);
    return row;
  });
}

/** `npm run admin -- create`: an admin, with an audit entry by the command line. */
export async function createAdminByCommandLine(db: Database, input: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await createUser(tx, { ...input, role: 'admin' });
    if (!row) throw new Error('user was not created');
    await auditNewUser(tx, COMMAND_LINE_ACTOR, row);
    return row;
  });
}

/**
 * `npm run admin -- reset-password`: the user's new password (no change needed at next sign-in), every session of
 * theirs ended, and an audit entry by the command line — all in one transaction.
 */
export async function resetPasswordByCommandLine(db: Database, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await writeStaffAccess(db, () => db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, mustChangePassword: false });
    await endUserSessions(tx, userId);
    await recordAudit(tx, { actor: COMMAND_LINE_ACTOR, action: 'password', entity: 'user', entityId: userId });
  }));
}

/** The audit entry of a change to a staff account. */
function auditStaffChange(tx: Transaction, actor: Actor, before: UserRow, after: UserRow, oneTimePassword: boolean) {
  if (oneTimePassword) return recordAudit(tx, { actor, action: 'password', entity: 'user', entityId: after.id });
  const action = before.role !== after.role ? 'role' : 'update';
  const changes: AuditChanges =
    action === 'role' ? { role: { from: before.role, to: after.role } } : { active: { from: before.active, to: after.active } };
  return recordAudit(tx, { actor, action, entity: 'user', entityId: after.id, changes });
}

export function staffData(db: Database) {
  /** Locks, loads the target, checks the admin rule, applies `set`, writes the audit entry; undefined for an unknown id. */
  async function change(
    actor: Actor,
    id: number,
    set: Pick<UserChange, 'role' | 'active' | 'passwordHash' | 'mustChangePassword'>,
    options: { endSessions?: boolean } = {},
  ): Promise<PublicUser | undefined> {
    return writeStaffAccess(db, () => db.transaction(async (tx) => {
      await lockStaff(tx);
      const target = await lockUser(tx, id);
      if (!target) return undefined;
      await keepAnActiveAdmin(tx, target, { role: set.role ?? target.role, active: set.active ?? target.active });
      const updated = await updateUser(tx, id, set);
      if (!updated) return undefined;
      // Sessions end at once: the user's next request finds no session (401).
      if (options.endSessions) await endUserSessions(tx, id);
      await auditStaffChange(tx, actor, target, updated, set.passwordHash !== undefined);
      return toPublicUser(updated);
    }));
  }

  return {
    async list(): Promise<PublicUser[]> {
      return (await listUsers(db, 'name')).map(toPublicUser);
    },

    /** A colleague with a one-time password they must change at first sign-in. */
    async create(input: NewStaffInput, actor: Actor): Promise<PublicUser> {
      return db.transaction(async (tx) => {
        const row = await createUser(tx, { ...input, mustChangePassword: true });
        if (!row) throw new Error('user was not created');
        await auditNewUser(tx, actor, row);
        return toPublicUser(row);
      });
    },

    setRole: (actor: Actor, id: number, role: UserRole) => change(actor, id, { role }),

    /**
     * Name and e-mail address (one's own profile, or a colleague's by an admin), with an audit entry of what changed.
     * Undefined for an unknown id. A new address receives enquiry notifications from the next mail sent (issue 20).
     */
    async setProfile(actor: Actor, id: number, input: StaffProfileInput): Promise<PublicUser | undefined> {
      return writeStaffAccess(db, () => db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (!before) return undefined;
        const after = await updateUser(tx, id, { name: input.name, email: input.email });
        const changes = auditChanges({ name: before.name, email: before.email }, { name: after!.name, email: after!.email });
        if (Object.keys(changes ?? {}).length) await recordAudit(tx, { actor, action: 'update', entity: 'user', entityId: id, changes });
        return toPublicUser(after!);
      }));
    },

    /**
     * One's own back-office language. Not audited (a preference, no record); the in-memory copy of the user is dropped
     * after the commit, so GET /api/user answers the new language at once.
     */
    async setLanguage(id: number, input: StaffLanguageInput): Promise<StaffLanguageInput> {
      await writeStaffAccess(db, () => updateUser(db, id, { language: input.language }));
      return { language: input.language };
    },

    /** Deactivating ends every session of the user in the same transaction. */
    setActive: (actor: Actor, id: number, active: boolean) => change(actor, id, { active }, { endSessions: !active }),

    /**
     * An admin turns off a colleague's two-factor sign-in (a lost phone, no recovery code left): secret and recovery
     * codes deleted, their sessions end; they may set it up again. Undefined for an unknown id.
     */
    async disableTwoFactor(actor: Actor, id: number): Promise<PublicUser | undefined> {
      // One's own two-factor sign-in is turned off with the password and a code (the account's own call).
      if (actor.id === id) throw new Conflict(STAFF_MESSAGES.ownTwoFactor);
      return writeStaffAccess(db, () => db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (!before) return undefined;
        const updated = await disableTotp(tx, id);
        await endUserSessions(tx, id);
        if (before.totpEnabled) {
          const changes = { twoFactorEnabled: { from: true, to: false } };
          await recordAudit(tx, { actor, action: 'two_factor', entity: 'user', entityId: id, changes });
        }
        return updated && toPublicUser(updated);
      }));
    },

    /** A new one-time password: the user must change it at next sign-in; their sessions end. */
    async setOneTimePassword(actor: Actor, id: number, password: string): Promise<PublicUser | undefined> {
      const passwordHash = await hashPassword(password);
      return change(actor, id, { passwordHash, mustChangePassword: true }, { endSessions: true });
    },
  };
}

/**
 * Where enquiry notifications go when NOTIFY_TO is not set (issue 20): every active admin's address, placeholders
 * (`…@admin.invalid`) left out. Read when a mail is sent, so a colleague's new address counts at once.
 */
export async function adminNotificationAddresses(db: Database | Transaction): Promise<string[]> {
  const emails = await activeAdminEmails(db);
  return [...new Set(emails.map((e) => e.trim()).filter((e) => e !== '' && !isPlaceholderAddress(e)))];
}

export async function writeSecuritySettings(db: Database, settings: SecuritySettings, actor: Actor): Promise<SecuritySettings> {
  return writeStaffAccess(db, () => db.transaction(async (tx) => {
    const before = await readSecuritySettings(tx);
    await tx
      .insert(appMeta)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: String(settings.requireTwoFactor) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: String(settings.requireTwoFactor) } });
    if (before.requireTwoFactor !== settings.requireTwoFactor) {
      await recordAudit(tx, {
        actor,
        action: 'two_factor',
        entity: 'user',
        entityId: null,
        changes: { requireTwoFactorForAllStaff: { from: before.requireTwoFactor, to: settings.requireTwoFactor } },
      });
    }
    return settings;
  }));
}
