/**
 * The Team screen's calls (admins only, by the access table in src/shared/access.ts): list staff, add a colleague
 * with a one-time password, change a role, deactivate or reactivate, set a new one-time password, turn off a
 * colleague's two-factor sign-in (lost phone), and the rule that every staff member must use two-factor sign-in.
 */
import { STAFF_MESSAGES, newStaffSchema, oneTimePasswordSchema, securitySettingsSchema, staffActiveSchema, staffProfileSchema, staffRoleSchema } from '@/shared/schemas/staff';
import { requestActor } from '@/server/audit/audit-log';
import { UsernameTakenError } from '@/server/data/accounts/users';
import { readSecuritySettings } from '@/server/data/security-settings';
import { staffData, writeSecuritySettings } from '@/server/data/staff';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam } from '../id-param';

export function teamRoutes(db: Database): RouteDefinition[] {
  const staff = staffData(db);
  const found = <T>(row: T | undefined): T => {
    if (row === undefined) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    return row;
  };
  return [
    { method: 'get', path: '/team', handler: async (_req, res) => res.json(await staff.list()) },
    {
      method: 'post',
      path: '/team',
      handler: async (req, res) => {
        const input = parseInput(newStaffSchema, req.body);
        try {
          res.status(201).json(await staff.create(input, requestActor(req, res)));
        } catch (err) {
          if (err instanceof UsernameTakenError) {
            throw new HttpError(409, 'username: Username is already taken', 'username', { username: 'Username is already taken' });
          }
          throw err;
        }
      },
    },
    {
      method: 'get',
      path: '/team/settings',
      handler: async (_req, res) => res.json(await readSecuritySettings(db)),
    },
    {
      method: 'put',
      path: '/team/settings',
      handler: async (req, res) => res.json(await writeSecuritySettings(db, parseInput(securitySettingsSchema, req.body), requestActor(req, res))),
    },
    {
      method: 'patch',
      path: '/team/:id/role',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await staff.setRole(requestActor(req, res), id, parseInput(staffRoleSchema, req.body).role)));
      },
    },
    {
      method: 'put',
      path: '/team/:id/profile',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await staff.setProfile(requestActor(req, res), id, parseInput(staffProfileSchema, req.body))));
      },
    },
    {
      method: 'patch',
      path: '/team/:id/active',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await staff.setActive(requestActor(req, res), id, parseInput(staffActiveSchema, req.body).active)));
      },
    },
    {
      method: 'post',
      path: '/team/:id/two-factor/disable',
      handler: async (req, res) => res.json(found(await staff.disableTwoFactor(requestActor(req, res), idParam(req)))),
    },
    {
      method: 'post',
      path: '/team/:id/one-time-password',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await staff.setOneTimePassword(requestActor(req, res), id, parseInput(oneTimePasswordSchema, req.body).password)));
      },
    },
  ];
}
