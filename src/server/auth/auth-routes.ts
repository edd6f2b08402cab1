/**
 * SPEC §7 auth calls: /api/user, /api/login, /api/logout, /api/register, /api/change-password; plus
 * POST /api/sessions/revoke-others (sign out every other session of the signed-in user), the second step of
 * two-factor sign-in (POST /api/login/two-factor) and each user's own two-factor set-up (/api/account/two-factor…).
 *
 * Two-factor sign-in: a right password for a user with 2FA on does not sign in. The session only records "password
 * verified, code pending" (pendingUserId, for PENDING_SIGN_IN_MS); every protected route keeps answering 401 until
 * the code is given, and the code step counts wrong codes on the sign-in rate limits.
 */
import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginSchema,
  registerSchema,
} from '@/shared/schemas/auth';
import { disableTwoFactorSchema, STAFF_MESSAGES, twoFactorCodeSchema } from '@/shared/schemas/staff';
import { recordAudit, requestIp } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { ACCESS_MESSAGES } from '@/shared/access';
import { HttpError } from '../http/errors';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import type { LoginRateLimit } from '../security/rate-limit';
import { dummyPasswordHash, verifyPassword } from './password';
import { currentUser, toCurrentUser } from './require-user';
import type { DatabaseSessionStore } from './session-store';
import type { TwoFactorService } from './two-factor';
import {
  countUsers,
  createUser,
  findUserById,
  findUserByUsername,
  setPassword,
  toPublicUser,
  UsernameTakenError,
} from './users';

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

/** How long the code step waits after the password step. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** Password verified, code pending: a fresh session id, and no userId (so nothing else is granted). */
async function awaitCode(req: Request, userId: number): Promise<void> {
  await regenerate(req);
  req.session.pendingUserId = userId;
  req.session.pendingSince = Date.now();
  await save(req);
}

/** The requester's address (the client's, behind TRUST_PROXY trusted proxies). */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function authRouteTable(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
  twoFactor: TwoFactorService,
): RouteDefinition[] {
  /** The signed-in user for the account routes: 401 signed out, 403 while a one-time password must be changed. */
  const accountUser = async (req: Request, res: Parameters<RouteDefinition['handler']>[1]) => {
    const user = await currentUser(db, req, res);
    if (!user) throw new HttpError(401, 'Not signed in');
    if (user.mustChangePassword) throw new HttpError(403, ACCESS_MESSAGES.passwordChangeRequired);
    return user;
  };
  /** An audit entry about the user's own two-factor sign-in. */
  const selfEntry = (req: Request, user: UserRow) =>
    ({ actor: { id: user.id, name: user.name, ip: requestIp(req) }, action: 'two_factor', entity: 'user', entityId: user.id }) as const;
  const wrongCode = () => new HttpError(400, `code: ${STAFF_MESSAGES.codeWrong}`, 'code', { code: STAFF_MESSAGES.codeWrong });
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
        const attempt = await loginRateLimit.attempt(res, input.username, clientIp(req));
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
        const attempt = await loginRateLimit.attempt(res, user.username, clientIp(req));
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
      handler: async (req, res) => {
        const signedIn = await currentUser(db, req, res);
        if (!signedIn && (await countUsers(db)) > 0) {
          throw new HttpError(403, 'Registration is closed: ask an admin to create your account');
        }
        // It creates admins: only an admin may add one.
        if (signedIn && signedIn.role !== 'admin') throw new HttpError(403, ACCESS_MESSAGES.forbidden);
        if (signedIn?.mustChangePassword) throw new HttpError(403, ACCESS_MESSAGES.passwordChangeRequired);
        const input = parseInput(registerSchema, req.body);
        let created;
        try {
          created = await createUser(db, input, { onlyIfNoUsers: !signedIn });
        } catch (err) {
          if (err instanceof UsernameTakenError) {
            throw new HttpError(409, 'username: Username is already taken', 'username', {
              username: 'Username is already taken',
            });
          }
          throw err;
        }
        if (!created) throw new HttpError(403, 'Registration is closed: ask an admin to create your account');
        // The very first admin is signed in; an admin creating a colleague stays who they are.
        if (!signedIn) await signIn(req, created.id);
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
        if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
          throw new HttpError(400, `currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`, 'currentPassword', {
            currentPassword: AUTH_MESSAGES.currentPasswordWrong,
          });
        }
        await db.transaction(async (tx) => {
          await setPassword(tx, user.id, input.newPassword);
          const actor = { id: user.id, name: user.name, ip: requestIp(req) };
          await recordAudit(tx, { actor, action: 'password', entity: 'user', entityId: user.id });
        });
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
    {
      method: 'get',
      path: '/account/two-factor',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        res.json({ enabled: user.totpEnabled, recoveryCodesLeft: user.totpEnabled ? await twoFactor.recoveryCodesLeft(user.id) : 0 });
      },
    },
    {
      method: 'post',
      path: '/account/two-factor/setup',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        if (user.totpEnabled) throw new HttpError(409, STAFF_MESSAGES.twoFactorAlreadyOn);
        res.json(await twoFactor.startSetup(user));
      },
    },
    {
      method: 'post',
      path: '/account/two-factor/confirm',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        const input = parseInput(twoFactorCodeSchema, req.body);
        if (user.totpEnabled) throw new HttpError(409, STAFF_MESSAGES.twoFactorAlreadyOn);
        if (!user.totpSecret) throw new HttpError(409, STAFF_MESSAGES.twoFactorNotStarted);
        const recoveryCodes = await twoFactor.confirmSetup(user, input.code, (tx) =>
          recordAudit(tx, { ...selfEntry(req, user), changes: { twoFactorEnabled: { from: false, to: true } } }),
        );
        if (!recoveryCodes) throw wrongCode();
        res.json({ recoveryCodes });
      },
    },
    {
      method: 'post',
      path: '/account/two-factor/recovery-codes',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        const input = parseInput(twoFactorCodeSchema, req.body);
        if (!user.totpEnabled) throw new HttpError(409, STAFF_MESSAGES.twoFactorOff);
        if (!(await twoFactor.checkCode(user, input.code))) throw wrongCode();
        const recoveryCodes = await twoFactor.regenerateRecoveryCodes(user.id, (tx) =>
          recordAudit(tx, { ...selfEntry(req, user), changes: { twoFactor: { from: null, to: 'recovery codes regenerated' } } }),
        );
        res.json({ recoveryCodes });
      },
    },
    {
      method: 'post',
      path: '/account/two-factor/disable',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        const input = parseInput(disableTwoFactorSchema, req.body);
        if (!user.totpEnabled) throw new HttpError(409, STAFF_MESSAGES.twoFactorOff);
        if (!(await verifyPassword(input.password, user.passwordHash))) {
          throw new HttpError(400, `password: ${AUTH_MESSAGES.currentPasswordWrong}`, 'password', {
            password: AUTH_MESSAGES.currentPasswordWrong,
          });
        }
        if (!(await twoFactor.checkCode(user, input.code))) throw wrongCode();
        await twoFactor.disable(user.id, (tx) =>
          recordAudit(tx, { ...selfEntry(req, user), changes: { twoFactorEnabled: { from: true, to: false } } }),
        );
        res.json({ enabled: false });
      },
    },
  ];
}

export function authRoutes(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
  twoFactor: TwoFactorService,
): Router {
  return registerRoutes(Router(), authRouteTable(db, store, cookieName, loginRateLimit, twoFactor));
}
