/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, otplib): set-up (secret and QR code shown once,
 * confirmed by a first code), ten single-use recovery codes, checking a code at sign-in, turning it off.
 *
 * A code is accepted once: the time step of every accepted code is stored (users.totp_last_step) and a code of that
 * step or an earlier one is refused, with the update conditional on the stored step so two requests racing with the
 * same code cannot both pass. A recovery code is spent by one conditional update of its row (used_at).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { readAgencyProfile } from '../data/agency-profile';
import type { TwoFactorSetup } from '@/shared/api-types';
import { isAuthenticatorCode } from '@/shared/schemas/staff';
import {
  advanceTotpStep,
  disableTotp,
  enableTotp,
  recoveryCodesLeft,
  replaceRecoveryCodes as storeRecoveryCodes,
  spendRecoveryCode as spendStoredRecoveryCode,
  storeTotpSecret,
} from '@/server/data/accounts/two-factor-rows';
import type { Transaction } from '@/server/data/content-version';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
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
    return advanceTotpStep(tx, user.id, step);
  }

  const spendRecoveryCode = (tx: Database | Transaction, user: UserRow, code: string) =>
    spendStoredRecoveryCode(tx, user.id, hashRecoveryCode(code));

  async function replaceRecoveryCodes(tx: Transaction, userId: number): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await storeRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    /** A new secret for a user without two-factor sign-in (replacing an unconfirmed one); shown once. */
    async startSetup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = generateSecret();
      await storeTotpSecret(db, user.id, box.encrypt(secret, boundTo(user.id)));
      staffAccessChanged(db);
      // The authenticator app lists the account under the agency's name (its profile's).
      const otpauthUrl = generateURI({ issuer: (await readAgencyProfile(db)).name, label: user.username, secret });
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { secret, otpauthUrl, qrCodeDataUrl };
    },

    /** The first code confirms the set-up: two-factor sign-in is on, and ten recovery codes are returned (once). */
    async confirmSetup(user: UserRow, code: string, also?: (tx: Transaction) => Promise<void>): Promise<string[] | undefined> {
      return writeStaffAccess(db, () =>
        db.transaction(async (tx) => {
          if (!(await spendAuthenticatorCode(tx, user, code))) return undefined;
          await enableTotp(tx, user.id);
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
          await disableTotp(tx, userId);
          await also?.(tx);
        }),
      );
    },

    recoveryCodesLeft: (userId: number): Promise<number> => recoveryCodesLeft(db, userId),
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
