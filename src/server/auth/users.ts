/** Staff users: creation, lookup, password changes. Responses only ever see PublicUser. */
import { count, eq, sql } from 'drizzle-orm';
import type { PublicUser } from '@/shared/api-types';
import { DEFAULT_USER_ROLE, type UserRole } from '@/shared/constants';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { staffAccessChanged } from './staff-access-cache';
import { hashPassword } from './password';

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

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Usernames are matched whatever their letter case ('Admin' finds 'admin'), the same way the unique index
 * users_username_lower_unique compares them, so at most one user matches.
 */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The username, or one differing from it only in letter case, belongs to another user. */
export class UsernameTakenError extends Error {}

/**
 * Creates a user (an admin unless `role` says otherwise). With `onlyIfNoUsers`, the insert happens only while the table is empty, in one statement,
 * so two simultaneous first sign-ups cannot both succeed. Returns null when that condition failed.
 */
export async function createUser(
  db: Database,
  input: NewUser,
  options: { onlyIfNoUsers?: boolean } = {},
): Promise<UserRow | null> {
  const passwordHash = await hashPassword(input.password);
  try {
    if (options.onlyIfNoUsers) {
      const result = (await db.execute(sql`
        insert into ${users} (username, password_hash, email, name, role)
        select ${input.username}, ${passwordHash}, ${input.email}, ${input.name}, ${DEFAULT_USER_ROLE}
        where not exists (select 1 from ${users})
        returning id`)) as unknown as { rows: { id: number }[] };
      const id = result.rows[0]?.id;
      return id === undefined ? null : ((await findUserById(db, Number(id))) ?? null);
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

/** The user's own new password (a one-time password no longer needs changing). */
export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
    .where(eq(users.id, userId));
  staffAccessChanged(db);
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
