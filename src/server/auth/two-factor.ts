/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, otplib): set-up (secret and QR code shown once,
 * confirmed by a first code), ten single-use recovery codes, checking a code at sign-in, turning it off.
 *
 * A code is accepted once: the time step of every accepted code is stored (users.totp_last_step) and a code of that
 * step or an earlier one is refused, with the update conditional on the stored step so two requests racing with the
 * same code cannot both pass. A recovery code is spent by one conditional update of its row (used_at).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AGENCY } from '@/shared/brand';
import type { TwoFactorSetup } from '@/shared/api-types';
import { isAuthenticatorCode } from '@/shared/schemas/staff';
import type { Transaction } from '@/server/data/content-version';
import type { Database } from '../db/database';
import { recoveryCodes, users, type UserRow } from '../db/schema';
import { staffAccessChanged, writeStaffAccess } from './staff-access-cache';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { SecretBoxError, type SecretBox } from './secret-box';

/** Codes of the previous and the next 30-second step are accepted too (clock drift, typing time). */
const EPOCH_TOLERANCE_SECONDS = 30;

export type CodeKind = 'authenticator' | 'recovery';

const boundTo = (userId: number) => `user:${userId}`;

export function twoFactorService(db: Database, box: SecretBox) {
  function secretOf(user: UserRow): string | undefined {
    if (!user.totpSecret) return undefined;
    try {
      return box.decrypt(user.totpSecret, boundTo(user.id));
    } catch (err) {
      if (err instanceof SecretBoxError) return undefined;
      throw err;
    }
  }

  /** The time step the code belongs to, if it is a valid code newer than the last accepted one. */
  async function matchingStep(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
    try {
      const result = await verify({
        secret,
        token: code.replace(/\s/g, ''),
        epochTolerance: EPOCH_TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : undefined;
    } catch {
      // otplib refuses malformed input by throwing: a wrong code.
      return undefined;
    }
  }

  /** Accepts an authenticator code once: the stored step moves forward only if no other request got there first. */
  async function spendAuthenticatorCode(tx: Database | Transaction, user: UserRow, code: string): Promise<boolean> {
    const secret = secretOf(user);
    if (!secret) return false;
    const step = await matchingStep(secret, code, user.totpLastStep);
    if (step === undefined) return false;
    const moved = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return moved.length === 1;
  }

  async function spendRecoveryCode(tx: Database | Transaction, user: UserRow, code: string): Promise<boolean> {
    const spent = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }

  async function replaceRecoveryCodes(tx: Transaction, userId: number): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    return codes;
  }

  return {
    /** A new secret for a user without two-factor sign-in (replacing an unconfirmed one); shown once. */
    async startSetup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = generateSecret();
      await db
        .update(users)
        .set({ totpSecret: box.encrypt(secret, boundTo(user.id)), totpLastStep: null })
        .where(and(eq(users.id, user.id), eq(users.totpEnabled, false)));
      staffAccessChanged(db);
      const otpauthUrl = generateURI({ issuer: AGENCY.name, label: user.username, secret });
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { secret, otpauthUrl, qrCodeDataUrl };
    },

    /** The first code confirms the set-up: two-factor sign-in is on, and ten recovery codes are returned (once). */
    async confirmSetup(user: UserRow, code: string, also?: (tx: Transaction) => Promise<void>): Promise<string[] | undefined> {
      return writeStaffAccess(db, () =>
        db.transaction(async (tx) => {
          if (!(await spendAuthenticatorCode(tx, user, code))) return undefined;
          await tx.update(users).set({ totpEnabled: true }).where(eq(users.id, user.id));
          const codes = await replaceRecoveryCodes(tx, user.id);
          await also?.(tx);
          return codes;
        }),
      );
    },

    /** Checks (and spends) a code: an authenticator code, else a recovery code. Undefined: wrong or already used. */
    async checkCode(user: UserRow, code: string, tx: Database | Transaction = db): Promise<CodeKind | undefined> {
      if (!user.totpEnabled) return undefined;
      if (isAuthenticatorCode(code)) {
        const spent = await spendAuthenticatorCode(tx, user, code);
        // The stored step moved (the database refuses a reused code whatever a cached copy says).
        staffAccessChanged(db);
        return spent ? 'authenticator' : undefined;
      }
      return (await spendRecoveryCode(tx, user, code)) ? 'recovery' : undefined;
    },

    async regenerateRecoveryCodes(userId: number, also?: (tx: Transaction) => Promise<void>): Promise<string[]> {
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, userId);
        await also?.(tx);
        return codes;
      });
    },

    async disable(userId: number, also?: (tx: Transaction) => Promise<void>): Promise<void> {
      await writeStaffAccess(db, () =>
        db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
            .where(eq(users.id, userId));
          await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
          await also?.(tx);
        }),
      );
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
