import type { NextFunction, Request, Response } from 'express';
import { ACCESS_MESSAGES } from '@/shared/access';
import type { CurrentUser } from '@/shared/api-types';
import type { UserRole } from '@/shared/constants';
import type { SecuritySettings } from '@/shared/schemas/staff';
import { readSecuritySettings } from '@/server/data/security-settings';
import type { UserRow } from '../db/schema';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { staffAccessCache } from './staff-access-cache';
import { findUserById, toPublicUser } from './users';

declare module 'express-serve-static-core' {
  interface Locals {
    user?: UserRow;
  }
}

/**
 * The signed-in user of this request, or undefined. Loaded once per request, through the staff-access cache (no
 * database read when this process has the user already). Only a session that completed sign-in
 * (password, and the code when two-factor sign-in is on) carries `userId`; a deactivated user counts as signed out.
 */
export async function currentUser(db: Database, req: Request, res: Response): Promise<UserRow | undefined> {
  if (res.locals.user) return res.locals.user;
  const userId = req.session?.userId;
  if (!userId) return undefined;
  const user = await staffAccessCache(db).user(userId, () => findUserById(db, userId));
  if (!user?.active) return undefined;
  res.locals.user = user;
  return user;
}

/** The security settings, through the staff-access cache. */
function securitySettings(db: Database): Promise<SecuritySettings> {
  return staffAccessCache(db).securitySettings(() => readSecuritySettings(db));
}

/** Two-factor sign-in is required for all staff and this user has not set it up. */
export async function mustSetUpTwoFactor(db: Database, user: UserRow): Promise<boolean> {
  return twoFactorSetupRequired(user, await securitySettings(db));
}

function twoFactorSetupRequired(user: UserRow, settings: SecuritySettings): boolean {
  return !user.totpEnabled && settings.requireTwoFactor;
}

/** What /api/user answers for a signed-in user, given the security settings. */
export function currentUserAnswer(user: UserRow, settings: SecuritySettings): CurrentUser {
  return { ...toPublicUser(user), twoFactorSetupRequired: twoFactorSetupRequired(user, settings) };
}

/** What /api/user answers for a signed-in user. */
export async function toCurrentUser(db: Database, user: UserRow): Promise<CurrentUser> {
  return currentUserAnswer(user, await securitySettings(db));
}

/** Guard for every protected route: 401 without a signed-in user. */
export function requireUser(db: Database) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = await currentUser(db, req, res);
    if (!user) throw new HttpError(401, 'Not signed in');
    next();
  };
}

/**
 * Guard of the back office after requireUser: a user with a one-time password changes it first, and when admins
 * require two-factor sign-in, a user without it sets it up first (403 until then).
 */
export function requireReadyStaff(db: Database) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const user = signedInUser(res);
    if (user.mustChangePassword) throw new HttpError(403, ACCESS_MESSAGES.passwordChangeRequired);
    if (await mustSetUpTwoFactor(db, user)) throw new HttpError(403, ACCESS_MESSAGES.twoFactorSetupRequired);
    next();
  };
}

/** 403 unless the signed-in user's role is one of `roles`. */
export function requireRole(roles: readonly UserRole[]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (!roles.includes(signedInUser(res).role)) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
    next();
  };
}

/** The user that requireUser put on the request. */
export function signedInUser(res: Response): UserRow {
  const user = res.locals.user;
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}
