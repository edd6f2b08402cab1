/**
 * A client's data on request and its change requests (issue 25; docs/product/client-portal.md), admins only (the
 * `clients` area of src/shared/access.ts):
 *   GET  /clients/:id/export                                   everything stored about the client (ZIP, audited)
 *   POST /clients/:id/erase            { confirm: true }       erase / anonymise its personal data (GDPR)
 *   GET  /clients/:id/change-requests                          its requests to change billing details
 *   POST /clients/:id/change-requests/:requestId/approve       written to the client (409 once decided)
 *   POST /clients/:id/change-requests/:requestId/reject
 */
import type { Request } from 'express';
import { z } from 'zod';
import { clientEraseSchema } from '@/shared/client-privacy';
import { FIELD_MESSAGES, MAX_ID } from '@/shared/schemas/fields';
import { requestActor } from '@/server/audit/audit-log';
import { clientChangeRequests } from '@/server/data/portal/client-change-requests';
import { exportClientData } from '@/server/data/portal/client-data-export';
import { eraseClient, type ErasureForget } from '@/server/data/portal/client-erasure';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { deleteRateLimitKeys, personalRateLimitKeys } from '@/server/security/rate-limit-keys';
import { idParam } from '../id-param';

const CLIENT_NOT_FOUND = 'Client not found';
const REQUEST_NOT_FOUND = 'Change request not found';

const requestIdSchema = z.object({
  requestId: z
    .string({ error: FIELD_MESSAGES.idInvalid })
    .regex(/^[1-9][0-9]{0,9}$/, FIELD_MESSAGES.idInvalid)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, FIELD_MESSAGES.idInvalid)),
});
const requestIdParam = (req: Request): number => parseInput(requestIdSchema, req.params).requestId;

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}

export function clientPrivacyRoutes(db: Database, secret: string): RouteDefinition[] {
  const changeRequests = clientChangeRequests(db);
  return [
    {
      method: 'get',
      path: '/clients/:id/export',
      handler: async (req, res) => {
        const file = found(await exportClientData(db, idParam(req), requestActor(req, res)), CLIENT_NOT_FOUND);
        res
          .status(200)
          .set({
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          })
          .send(Buffer.from(file.zip));
      },
    },
    {
      method: 'post',
      path: '/clients/:id/erase',
      handler: async (req, res) => {
        const id = idParam(req);
        parseInput(clientEraseSchema, req.body ?? {});
        const forget: ErasureForget = (tx, person) => deleteRateLimitKeys(tx, personalRateLimitKeys(secret, person));
        res.json(found(await eraseClient(db, id, requestActor(req, res), forget), CLIENT_NOT_FOUND));
      },
    },
    {
      method: 'get',
      path: '/clients/:id/change-requests',
      handler: async (req, res) => res.json(found(await changeRequests.list(idParam(req)), CLIENT_NOT_FOUND)),
    },
    {
      method: 'post',
      path: '/clients/:id/change-requests/:requestId/approve',
      handler: async (req, res) =>
        res.json(found(await changeRequests.approve(idParam(req), requestIdParam(req), requestActor(req, res)), REQUEST_NOT_FOUND)),
    },
    {
      method: 'post',
      path: '/clients/:id/change-requests/:requestId/reject',
      handler: async (req, res) =>
        res.json(found(await changeRequests.reject(idParam(req), requestIdParam(req), requestActor(req, res)), REQUEST_NOT_FOUND)),
    },
  ];
}
