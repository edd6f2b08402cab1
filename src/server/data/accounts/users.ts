/**
 * The `users` table: every write to it is here (sign-up, passwords, profile, role and active flag, the two-factor
 * columns in ./two-factor-rows.ts), and the reads the rest of the server needs. Responses only ever see PublicUser.
 * A test (./table-owners.test.ts) and the lint (eslint.config.js) keep it so.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PublicUser } from '@/shared/api-types';
import { DEFAULT_USER_ROLE, type UserRole } from '@/shared/constants';
import { hashPassword } from '@/server/auth/password';
import type { Database } from '@/server/db/database';
import { users, type UserRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';

type Db = Database | Transaction;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    twoFactorEnabled: row.totpEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewUser {
  username: string;
  password: string;
  email: string;
  name: string;
  /** Default admin (ADMIN_* variables, the CLI and the very first /api/register create admins). */
  role?: UserRole;
  /** A one-time password: the user must change it at first sign-in. */
  mustChangePassword?: boolean;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Usernames are matched whatever their letter case ('Admin' finds 'admin'), the same way the unique index
 * users_username_lower_unique compares them, so at most one user matches.
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Every user, ordered by `order`: by name for the Team screen, by id (creation) for the command line and checks. */
export async function listUsers(db: Db, order: 'name' | 'id'): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(...(order === 'name' ? [asc(users.name), asc(users.id)] : [asc(users.id)]));
}

/** The names of the users with these ids (audit log labels). */
export async function userNames(db: Db, ids: number[]): Promise<{ id: number; label: string }[]> {
  return db.select({ id: users.id, label: users.name }).from(users).where(inArray(users.id, ids));
}

/** The addresses of every active admin, by id. */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}

/** An active admin other than `userId` exists. */
export async function anotherActiveAdmin(tx: Db, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(tx: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The username, or one differing from it only in letter case, belongs to another user. */
export class UsernameTakenError extends Error {}

/**
 * Creates a user (an admin unless `role` says otherwise). With `onlyIfNoUsers`, the insert happens only while the table is empty, in one statement,
 * so two simultaneous first sign-ups cannot both succeed. Returns null when that condition failed.
 */
export async function createUser(db: Db, input: NewUser, options: { onlyIfNoUsers?: boolean } = {}): Promise<UserRow | null> {
  const passwordHash = await hashPassword(input.password);
  try {
    if (options.onlyIfNoUsers) {
      const result: unknown = await db.execute(sql`
        insert into ${users} (username, password_hash, email, name, role)
        select ${input.username}, ${passwordHash}, ${input.email}, ${input.name}, ${DEFAULT_USER_ROLE}
        where not exists (select 1 from ${users})
        returning id`);
      const id = firstRowId(result);
      return id === undefined ? null : ((await findUserById(db, id)) ?? null);
    }
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        email: input.email,
        name: input.name,
        role: input.role ?? DEFAULT_USER_ROLE,
        mustChangePassword: input.mustChangePassword ?? false,
      })
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) throw new UsernameTakenError(input.username);
    throw err;
  }
}

/**
 * The user's own new password (a one-time password no longer needs changing). Run inside the caller's
 * writeStaffAccess, so that this process's copy of the user is dropped after the commit.
 */
export async function setPassword(tx: Db, userId: number, password: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
    .where(eq(users.id, userId));
}

/** What the Team screen, the account page and the command line change of a user. */
export type UserChange = Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'active' | 'passwordHash' | 'mustChangePassword' | 'language'>>;

/** Applies `set` to the user; the row after the change, undefined for an unknown id. */
export async function updateUser(tx: Db, id: number, set: UserChange): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  return row;
}

/** The `id` of the first row a raw statement returned (`{ rows: [{ id }] }`, PGlite and node-postgres alike). */
function firstRowId(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return undefined;
  const first: unknown = result.rows[0];
  return typeof first === 'object' && first !== null && 'id' in first ? Number(first.id) : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
