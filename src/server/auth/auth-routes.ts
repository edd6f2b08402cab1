/**
 * SPEC §7 auth calls: /api/user, /api/login, /api/logout, /api/register, /api/change-password; plus
 * POST /api/sessions/revoke-others (sign out every other session of the signed-in user).
 */
import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginSchema,
  registerSchema,
} from '@/shared/schemas/auth';
import { recordAudit, requestIp } from '../audit/audit-log';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import type { LoginRateLimit } from '../security/rate-limit';
import { dummyPasswordHash, verifyPassword } from './password';
import { currentUser } from './require-user';
import type { DatabaseSessionStore } from './session-store';
import {
  countUsers,
  createUser,
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

/** The requester's address (the client's, behind TRUST_PROXY trusted proxies). */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function authRouteTable(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/user',
      handler: async (req, res) => {
        const user = await currentUser(db, req, res);
        if (!user) throw new HttpError(401, 'Not signed in');
        res.json(toPublicUser(user));
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
        await attempt.done(Boolean(user && valid));
        // Audit log: a failure names what was typed (and the account, when it exists); never the password.
        const actor = { id: user?.id ?? null, name: user?.name ?? input.username, ip: requestIp(req) };
        const entity = { entity: 'user', entityId: user?.id ?? null } as const;
        if (!user || !valid) {
          await recordAudit(db, { actor, action: 'sign_in_failed', ...entity });
          throw new HttpError(401, AUTH_MESSAGES.loginFailed);
        }
        await signIn(req, user.id);
        await recordAudit(db, { actor, action: 'sign_in', ...entity });
        res.json(toPublicUser(user));
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
  ];
}

export function authRoutes(
  db: Database,
  store: DatabaseSessionStore,
  cookieName: string,
  loginRateLimit: LoginRateLimit,
): Router {
  return registerRoutes(Router(), authRouteTable(db, store, cookieName, loginRateLimit));
}
