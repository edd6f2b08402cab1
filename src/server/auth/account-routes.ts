/**
 * Each signed-in user's own two-factor sign-in (/api/account/two-factor…): status, set-up, confirm, new recovery
 * codes, turn off. Every check of a code or a password here is counted on the account-check limits
 * (src/server/security/rate-limit.ts: per account and IP, per IP, per account; then 429 with Retry-After): a wrong
 * one counts, a refused one (429) is not checked at all, so a right code after the limit is refused too.
 */
import type { Request, Response } from 'express';
import { ACCESS_MESSAGES } from '@/shared/access';
import { AUTH_MESSAGES } from '@/shared/schemas/auth';
import { disableTwoFactorSchema, STAFF_MESSAGES, staffLanguageSchema, staffProfileSchema, twoFactorCodeSchema } from '@/shared/schemas/staff';
import { staffData } from '../data/staff';
import { recordAudit, requestIp } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import type { RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import { rateLimitClient } from '../security/client-address';
import type { LoginRateLimit } from '../security/rate-limit-login';
import { verifyPassword } from './password';
import { currentUser } from './require-user';
import type { TwoFactorService } from './two-factor';

export const wrongCode = () => new HttpError(400, `code: ${STAFF_MESSAGES.codeWrong}`, 'code', { code: STAFF_MESSAGES.codeWrong });
export const wrongPassword = (field: 'password' | 'currentPassword') =>
  new HttpError(400, `${field}: ${AUTH_MESSAGES.currentPasswordWrong}`, field, { [field]: AUTH_MESSAGES.currentPasswordWrong });

/**
 * Runs one code or password check of a signed-in user on the account-check limits: 429 (nothing checked) once over a
 * limit; otherwise `check` runs and its outcome is reported — a wrong answer (or a failure) counts, a right one clears
 * this account and address's counter, as a successful sign-in does.
 */
export async function countedCheck<T>(
  limit: LoginRateLimit,
  req: Request,
  res: Response,
  user: UserRow,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const attempt = await limit.attempt(res, `user:${user.id}`, rateLimitClient(req));
  if ('refused' in attempt) throw attempt.refused;
  const outcome = await check();
  await attempt.done(outcome !== undefined);
  return outcome;
}

export function accountRouteTable(db: Database, checks: LoginRateLimit, twoFactor: TwoFactorService): RouteDefinition[] {
  /** The signed-in user for the account routes: 401 signed out, 403 while a one-time password must be changed. */
  const accountUser = async (req: Request, res: Response) => {
    const user = await currentUser(db, req, res);
    if (!user) throw new HttpError(401, 'Not signed in');
    if (user.mustChangePassword) throw new HttpError(403, ACCESS_MESSAGES.passwordChangeRequired);
    return user;
  };
  /** An audit entry about the user's own two-factor sign-in. */
  const selfEntry = (req: Request, user: UserRow) =>
    ({ actor: { id: user.id, name: user.name, ip: requestIp(req) }, action: 'two_factor', entity: 'user', entityId: user.id }) as const;
  return [
    {
      // One's own name and e-mail address (issue 20: the address enquiry notifications go to).
      method: 'put',
      path: '/account/profile',
      handler: async (req, res) => {
        const user = await accountUser(req, res);
        const input = parseInput(staffProfileSchema, req.body);
        res.json(await staffData(db).setProfile({ id: user.id, name: user.name, ip: requestIp(req) }, user.id, input));
      },
    },
    {
      // One's own back-office language (issue 20): applied at the next sign-in on any device. Allowed while a one-time
      // password must be changed: the language of that screen is picked too.
      method: 'patch',
      path: '/account/language',
      handler: async (req, res) => {
        const user = await currentUser(db, req, res);
        if (!user) throw new HttpError(401, 'Not signed in');
        res.json(await staffData(db).setLanguage(user.id, parseInput(staffLanguageSchema, req.body)));
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
        const recoveryCodes = await countedCheck(checks, req, res, user, () =>
          twoFactor.confirmSetup(user, input.code, (tx) =>
            recordAudit(tx, { ...selfEntry(req, user), changes: { twoFactorEnabled: { from: false, to: true } } }),
          ),
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
        if (!(await countedCheck(checks, req, res, user, () => twoFactor.checkCode(user, input.code)))) throw wrongCode();
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
        // The password and the code are one attempt: either wrong counts once.
        let refusal = wrongCode();
        const verified = await countedCheck(checks, req, res, user, async () => {
          if (!(await verifyPassword(input.password, user.passwordHash))) {
            refusal = wrongPassword('password');
            return undefined;
          }
          return (await twoFactor.checkCode(user, input.code)) ? true : undefined;
        });
        if (!verified) throw refusal;
        await twoFactor.disable(user.id, (tx) =>
          recordAudit(tx, { ...selfEntry(req, user), changes: { twoFactorEnabled: { from: true, to: false } } }),
        );
        res.json({ enabled: false });
      },
    },
  ];
}
