import type { NextFunction, Request, Response } from 'express';
import { ACCESS_MESSAGES, rolesForAdminPath } from '@/shared/access';
import type { CurrentUser } from '@/shared/api-types';
import type { UserRole } from '@/shared/constants';
import type { SecuritySettings } from '@/shared/schemas/staff';
import { readSecuritySettings } from '@/server/data/security-settings';
import type { UserRow } from '../db/schema';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { staffAccessCache } from './staff-access-cache';
import { findUserById, toPublicUser } from '@/server/data/accounts/users';

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
  return { ...toPublicUser(user), twoFactorSetupRequired: twoFactorSetupRequired(user, settings), language: user.language ?? null };
}

/** What /api/user answers for a signed-in user. */
export async function toCurrentUser(db: Database, user: UserRow): Promise<CurrentUser> {
  return currentUserAnswer(user, await securitySettings(db));
}

/**
 * The back office's gates, in this order: signed in (else 401); a one-time password changed (else 403); two-factor
 * sign-in set up when admins require it (else 403); with `adminPath`, a role that may use that /api/admin path
 * (src/shared/access.ts, else 403). Returns the user or throws the refusal. Every /api/admin route passes them
 * (requireBackOfficeUser, then requireRole), and so does a staff preview of a post (src/server/web/pages.ts).
 */
export async function backOfficeUser(db: Database, req: Request, res: Response, adminPath?: string): Promise<UserRow> {
  const user = await currentUser(db, req, res);
  if (!user) throw new HttpError(401, 'Not signed in');
  if (user.mustChangePassword) throw new HttpError(403, ACCESS_MESSAGES.passwordChangeRequired);
  if (await mustSetUpTwoFactor(db, user)) throw new HttpError(403, ACCESS_MESSAGES.twoFactorSetupRequired);
  if (adminPath !== undefined && !rolesForAdminPath(adminPath).includes(user.role)) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return user;
}

/**
 * Whether this request may see drafts (the staff preview of a post, /blog/<slug>?preview=1): exactly the gates of the
 * back office's blog routes (backOfficeUser with '/blog'); a refused request simply gets the public answer.
 */
export async function mayPreviewPosts(db: Database, req: Request, res: Response): Promise<boolean> {
  try {
    await backOfficeUser(db, req, res, '/blog');
    return true;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 401 || err.status === 403)) return false;
    throw err;
  }
}

/** Guard in front of every /api/admin route (unknown ones too): backOfficeUser's gates. */
export function requireBackOfficeUser(db: Database) {
  return async (req: Request, res: Response, next: NextFunction) => {
    await backOfficeUser(db, req, res);
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

/** The user that requireBackOfficeUser put on the request. */
export function signedInUser(res: Response): UserRow {
  const user = res.locals.user;
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}
