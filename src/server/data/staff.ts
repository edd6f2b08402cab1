/**
 * Staff accounts for the Team screen: list, create with a one-time password, change a role, deactivate or reactivate,
 * set a new one-time password; and the installation's rule "two-factor sign-in required for all staff".
 *
 * Never zero active admins: every change that could take the last active admin away runs in a transaction holding
 * one advisory lock (so two admins demoting each other at once cannot both succeed) and answers 409 instead.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '@/shared/access';
import type { PublicUser } from '@/shared/api-types';
import type { UserRole } from '@/shared/constants';
import type { NewStaffInput, SecuritySettings } from '@/shared/schemas/staff';
import { hashPassword } from '@/server/auth/password';
import { createUser, toPublicUser } from '@/server/auth/users';
import type { Database } from '@/server/db/database';
import { appMeta, sessions, users, type UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { Transaction } from './content-version';

/** Key of the transaction-scoped advisory lock held by changes of roles and active flags. */
const STAFF_LOCK = 727_014;
const REQUIRE_TWO_FACTOR_KEY = 'require_two_factor';

async function lockStaff(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STAFF_LOCK))})`);
}

/** 409 when, after the change, no other active admin would remain. */
async function keepAnActiveAdmin(tx: Transaction, target: UserRow, after: { role: UserRole; active: boolean }): Promise<void> {
  const wasActiveAdmin = target.role === 'admin' && target.active;
  const staysActiveAdmin = after.role === 'admin' && after.active;
  if (!wasActiveAdmin || staysActiveAdmin) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, target.id)))
    .limit(1);
  if (!other) throw new HttpError(409, ACCESS_MESSAGES.lastAdmin);
}

/** Hook for writing more in the same transaction as a change (e.g. its audit entry). */
export type AlsoWrite = (tx: Transaction, before: UserRow, after: UserRow) => Promise<void>;

export function staffData(db: Database) {
  /** Locks, loads the target, checks the admin rule, applies `set`, runs `also`; undefined for an unknown id. */
  async function change(
    id: number,
    set: Partial<Pick<UserRow, 'role' | 'active' | 'passwordHash' | 'mustChangePassword'>>,
    options: { endSessions?: boolean; also?: AlsoWrite } = {},
  ): Promise<PublicUser | undefined> {
    return db.transaction(async (tx) => {
      await lockStaff(tx);
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) return undefined;
      await keepAnActiveAdmin(tx, target, { role: set.role ?? target.role, active: set.active ?? target.active });
      const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
      if (!updated) return undefined;
      // Sessions end at once: the user's next request finds no session (401).
      if (options.endSessions) await tx.delete(sessions).where(eq(sessions.userId, id));
      await options.also?.(tx, target, updated);
      return toPublicUser(updated);
    });
  }

  return {
    async list(): Promise<PublicUser[]> {
      const rows = await db.select().from(users).orderBy(asc(users.name), asc(users.id));
      return rows.map(toPublicUser);
    },

    /** A colleague with a one-time password they must change at first sign-in. */
    async create(input: NewStaffInput): Promise<PublicUser> {
      const row = await createUser(db, { ...input, mustChangePassword: true });
      if (!row) throw new Error('user was not created');
      return toPublicUser(row);
    },

    setRole: (id: number, role: UserRole, also?: AlsoWrite) => change(id, { role }, { also }),

    /** Deactivating ends every session of the user in the same transaction. */
    setActive: (id: number, active: boolean, also?: AlsoWrite) => change(id, { active }, { endSessions: !active, also }),

    /** A new one-time password: the user must change it at next sign-in; their sessions end. */
    async setOneTimePassword(id: number, password: string, also?: AlsoWrite): Promise<PublicUser | undefined> {
      const passwordHash = await hashPassword(password);
      return change(id, { passwordHash, mustChangePassword: true }, { endSessions: true, also });
    },
  };
}

export async function readSecuritySettings(db: Database | Transaction): Promise<SecuritySettings> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
  return { requireTwoFactor: row?.value === 'true' };
}

export async function writeSecuritySettings(
  db: Database,
  settings: SecuritySettings,
  also?: (tx: Transaction, before: SecuritySettings) => Promise<void>,
): Promise<SecuritySettings> {
  return db.transaction(async (tx) => {
    const before = await readSecuritySettings(tx);
    await tx
      .insert(appMeta)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: String(settings.requireTwoFactor) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: String(settings.requireTwoFactor) } });
    await also?.(tx, before);
    return settings;
  });
}
