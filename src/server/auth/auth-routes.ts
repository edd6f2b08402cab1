/**
 * docs/product/api.md#sign-in-and-account auth calls: /api/user, /api/login, /api/logout, /api/register, /api/change-password; plus
 * POST /api/sessions/revoke-others (sign out every other session of the signed-in user), the second step of
 * two-factor sign-in (POST /api/login/two-factor) and each user's own two-factor set-up (/api/account/two-factor…).
 *
 * Two-factor sign-in: a right password for a user with 2FA on does not sign in. The session only records "password
 * verified, code pending" (pendingUserId, for PENDING_SIGN_IN_MS); every protected route keeps answering 401 until
 * the code is given, and the code step counts wrong codes on the sign-in rate limits.
 *
 * /api/register makes only the very first admin (while no user exists; audited); afterwards it answers 403 and staff
 * are added on the Team screen. Checking the current password on /api/change-password counts on the account-check
 * limits, like the codes of /api/account/two-factor… (account-routes.ts).
 */
import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginSchema,
  registerSchema,
} from '@/shared/schemas/auth';
import { STAFF_MESSAGES, twoFactorCodeSchema } from '@/shared/schemas/staff';
import { recordAudit, requestIp } from '../audit/audit-log';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import { rateLimitClient } from '../security/client-address';
import type { LoginRateLimit } from '../security/rate-limit-login';
import { dummyPasswordHash, verifyPassword } from './password';
import { currentUser, toCurrentUser } from './require-user';
import type { DatabaseSessionStore } from './session-store';
import type { TwoFactorService } from './two-factor';
import { writeStaffAccess } from './staff-access-cache';
import { accountRouteTable, countedCheck, wrongCode, wrongPassword } from './account-routes';
import { createFirstAdmin } from '../data/staff';
import {
  countUsers,
  findUserById,
  findUserByUsername,
  setPassword,
  toPublicUser,
  UsernameTakenError,
} from '@/server/data/accounts/users';

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}
function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}
function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

/** A fresh session id on every sign-in (no session fixation). */
async function signIn(req: Request, userId: number): Promise<void> {
  await regenerate(req);
  req.session.userId = userId;
  req.session.signedInAt = Date.now();
  await save(req);
}

/** The answer of /api/register once any user exists. */
export const REGISTRATION_CLOSED =
  'Registration is closed: it only creates the very first admin. An admin adds staff on the Team screen (/admin/team).';

/** How long the code step waits after the password step. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** Password verified, code pending: a fresh session id, and no userId (so nothing else is granted). */
async function awaitCode(req: Request, userId: number): Promise<void> {
  await regenerate(req);
  req.session.pendingUserId = userId;
  req.session.pendingSince = Date.now();
  await save(req);
}

export function authRouteTable(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
  twoFactor: TwoFactorService,
  /** The limits of code and password checks once signed in (accountCheckRateLimit). */
  accountChecks: LoginRateLimit,
): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/user',
      handler: async (req, res) => {
        const user = await currentUser(db, req, res);
        if (!user) throw new HttpError(401, 'Not signed in');
        res.json(await toCurrentUser(db, user));
      },
    },
    {
      method: 'post',
      path: '/login',
      handler: async (req, res) => {
        const input = parseInput(loginSchema, req.body);
        // Counted before the password is checked; over a limit → 429 without checking it (no guessing oracle).
        const attempt = await loginRateLimit.attempt(res, input.username, rateLimitClient(req));
        if ('refused' in attempt) throw attempt.refused;
        const user = await findUserByUsername(db, input.username);
        // Same work and same answer whether the user is unknown or the password is wrong.
        const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
        const accepted = Boolean(user && valid && user.active);
        // Audit log: a failure names what was typed (and the account, when it exists); never the password.
        const actor = { id: user?.id ?? null, name: user?.name ?? input.username, ip: requestIp(req) };
        if (!user || !accepted) {
          await attempt.done(false);
          await recordAudit(db, { actor, action: 'sign_in_failed', entity: 'user', entityId: user?.id ?? null });
          throw new HttpError(401, AUTH_MESSAGES.loginFailed);
        }
        if (user.totpEnabled) {
          await attempt.done('password-verified');
          await awaitCode(req, user.id);
          res.json({ twoFactorRequired: true });
          return;
        }
        await attempt.done(true);
        await signIn(req, user.id);
        await recordAudit(db, { actor, action: 'sign_in', entity: 'user', entityId: user.id });
        res.json(await toCurrentUser(db, user));
      },
    },
    {
      method: 'post',
      path: '/login/two-factor',
      handler: async (req, res) => {
        const input = parseInput(twoFactorCodeSchema, req.body);
        const pendingUserId = req.session?.pendingUserId;
        const pendingSince = req.session?.pendingSince ?? 0;
        if (!pendingUserId || Date.now() - pendingSince > PENDING_SIGN_IN_MS) {
          throw new HttpError(401, STAFF_MESSAGES.noPendingSignIn);
        }
        const user = await findUserById(db, pendingUserId);
        if (!user?.active || !user.totpEnabled) throw new HttpError(401, STAFF_MESSAGES.noPendingSignIn);
        const attempt = await loginRateLimit.attempt(res, user.username, rateLimitClient(req));
        if ('refused' in attempt) throw attempt.refused;
        const actor = { id: user.id, name: user.name, ip: requestIp(req) };
        const kind = await db.transaction(async (tx) => {
          const spent = await twoFactor.checkCode(user, input.code, tx);
          // The entry of a spent recovery code is written with its spending.
          if (spent === 'recovery') {
            await recordAudit(tx, { actor, action: 'two_factor', entity: 'user', entityId: user.id, changes: { twoFactor: { from: null, to: 'recovery code used' } } });
          }
          return spent;
        });
        await attempt.done(kind !== undefined);
        if (!kind) {
          await recordAudit(db, { actor, action: 'sign_in_failed', entity: 'user', entityId: user.id, changes: { step: { from: null, to: 'two-factor code' } } });
          throw wrongCode();
        }
        await signIn(req, user.id);
        await recordAudit(db, { actor, action: 'sign_in', entity: 'user', entityId: user.id });
        res.json(await toCurrentUser(db, user));
      },
    },
    {
      method: 'post',
      path: '/logout',
      handler: async (req, res) => {
        if (req.session) await destroy(req);
        // A __Host- cookie is only replaced (here: expired) by a Set-Cookie that is itself Secure.
        res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieName.startsWith('__Host-') || req.secure });
        res.json({ ok: true });
      },
    },
    {
      method: 'post',
      path: '/register',
      // Only the very first admin, while no user exists. Every later account is made on the Team screen
      // (POST /api/admin/team: audited, behind the back office's gates), also by a signed-in admin.
      handler: async (req, res) => {
        if ((await countUsers(db)) > 0) throw new HttpError(403, REGISTRATION_CLOSED);
        const input = parseInput(registerSchema, req.body);
        let created;
        try {
          created = await createFirstAdmin(db, input, requestIp(req));
        } catch (err) {
          if (err instanceof UsernameTakenError) {
            throw new HttpError(409, 'username: Username is already taken', 'username', {
              username: 'Username is already taken',
            });
          }
          throw err;
        }
        if (!created) throw new HttpError(403, REGISTRATION_CLOSED);
        await signIn(req, created.id);
        res.status(201).json(toPublicUser(created));
      },
    },
    {
      method: 'post',
      path: '/change-password',
      handler: async (req, res) => {
        const user = await currentUser(db, req, res);
        if (!user) throw new HttpError(401, 'Not signed in');
        const input = parseInput(changePasswordSchema, req.body);
        const verified = await countedCheck(accountChecks, req, res, user, async () =>
          (await verifyPassword(input.currentPassword, user.passwordHash)) ? true : undefined,
        );
        if (!verified) throw wrongPassword('currentPassword');
        await writeStaffAccess(db, () => db.transaction(async (tx) => {
          await setPassword(tx, user.id, input.newPassword);
          const actor = { id: user.id, name: user.name, ip: requestIp(req) };
          await recordAudit(tx, { actor, action: 'password', entity: 'user', entityId: user.id });
        }));
        await store.destroyOtherSessions(user.id, req.sessionID);
        res.json({ message: AUTH_MESSAGES.passwordUpdated });
      },
    },
    {
      method: 'post',
      path: '/sessions/revoke-others',
      handler: async (req, res) => {
        const user = await currentUser(db, req, res);
        if (!user) throw new HttpError(401, 'Not signed in');
        const revoked = await store.destroyOtherSessions(user.id, req.sessionID);
        res.json({ revoked });
      },
    },
    ...accountRouteTable(db, accountChecks, twoFactor),
  ];
}

export function authRoutes(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
  twoFactor: TwoFactorService,
  accountChecks: LoginRateLimit,
): Router {
  return registerRoutes(Router(), authRouteTable(db, store, cookieName, loginRateLimit, twoFactor, accountChecks));
}
