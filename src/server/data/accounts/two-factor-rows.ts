/**
 * The two-factor columns of `users` (sealed TOTP secret, on/off, the last accepted time step) and the
 * `recovery_codes` table: every write to them is here. The codes themselves are checked in auth/two-factor.ts.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { recoveryCodes, users, type UserRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';

type Db = Database | Transaction;

/** A new sealed secret for a user without two-factor sign-in (replacing an unconfirmed one). */
export async function storeTotpSecret(db: Db, userId: number, sealedSecret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: sealedSecret, totpLastStep: null })
    .where(and(eq(users.id, userId), eq(users.totpEnabled, false)));
}

/** Accepts a code's time step once: true only if the stored step moved forward (no other request got there first). */
export async function advanceTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return moved.length === 1;
}

export async function enableTotp(tx: Db, userId: number): Promise<void> {
  await tx.update(users).set({ totpEnabled: true }).where(eq(users.id, userId));
}

/** Two-factor sign-in off: secret, step and recovery codes gone. The row after the change, undefined for an unknown id. */
export async function disableTotp(tx: Transaction, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
    .where(eq(users.id, userId))
    .returning();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return row;
}

/** The user's recovery codes are these (by hash) from now on. */
export async function replaceRecoveryCodes(tx: Transaction, userId: number, codeHashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code by one conditional update: true if this call spent it. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
