import type { Request } from 'express';
import { z } from 'zod';
import { CLIENT_STATUSES } from '@/shared/constants';
import { clientImportSchema, type ClientImportResult } from '@/shared/client-import';
import { clientSchema } from '@/shared/schemas/client';
import { requestActor } from '@/server/audit/audit-log';
import { importPreview, readClientCsv } from '@/server/csv/client-import';
import { errorBody, HttpError } from '@/server/http/errors';
import { CLIENT_CSV_COLUMNS, CLIENT_SORT_KEYS, clientData, type ClientFilter } from '@/server/data/clients';
import { checkVatId, refuseCheckProblem, vatCheckAfterSave, vatCheckState } from '@/server/data/vat-checks';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { idParam } from '../id-param';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

/** ?status= of the clients list (and its export). */
export const clientFilterSchema = z.object({
  status: z.enum(CLIENT_STATUSES, { error: `Must be one of: ${CLIENT_STATUSES.join(', ')}` }).optional(),
});

export function clientRoutes(db: Database, outside: OutsideCaller): RouteDefinition[] {
  const clients = clientData(db);
  const filterOf = (req: Request): ClientFilter => parseInput(clientFilterSchema, { status: req.query.status });
  const read = (req: Request) => readClientCsv(parseInput(clientImportSchema, req.body).csv);
  const importRoutes: RouteDefinition[] = [
    // CSV import: a preview that writes nothing, then the confirmed import, which reads the file again.
    { method: 'post', path: '/clients/import/preview', handler: async (req, res) => res.json(importPreview(await read(req))) },
    {
      method: 'post',
      path: '/clients/import',
      handler: async (req, res) => {
        const file = await read(req);
        if (file.issues.length > 0) {
          const preview = importPreview(file);
          res.status(400).json({ ...errorBody(new HttpError(400, 'csv: The file has problems: nothing was imported', 'csv')), ...preview });
          return;
        }
        const result: ClientImportResult = { imported: await clients.importMany(file.rows.map((row) => row.input), requestActor(req, res)) };
        res.status(201).json(result);
      },
    },
  ];
  // VIES (issue 37, docs/product/czech-services.md#vies--the-vat-id-check): the client's VAT ID check, and "Check again".
  const vatCheckRoutes: RouteDefinition[] = [
    { method: 'get', path: '/clients/:id/vat-check', handler: async (req, res) => res.json(await vatCheckState(db, (await clientFound(idParam(req))).dic)) },
    {
      method: 'post',
      path: '/clients/:id/vat-check',
      handler: async (req, res) => {
        const client = await clientFound(idParam(req));
        const run = await checkVatId(db, outside, client.dic ?? '', requestActor(req, res).id, { reuse: false });
        refuseCheckProblem(run, 'dic');
        res.json(await vatCheckState(db, client.dic));
      },
    },
  ];
  const clientFound = async (id: number) => {
    const client = await clients.get(id);
    if (!client) throw new HttpError(404, 'Client not found');
    return client;
  };
  return [...importRoutes, ...vatCheckRoutes, ...resourceRoutes({
    path: '/clients',
    notFound: 'Client not found',
    list: { sortKeys: CLIENT_SORT_KEYS, load: (query, req) => clients.list(query, filterOf(req)) },
    get: (id) => clients.get(id),
    // A save answers the client with its VAT ID's check state (`vatCheck`): VIES down never fails the save.
    create: async (req, actor) => {
      const created = await clients.create(parseInput(clientSchema, req.body), actor);
      return { ...created, vatCheck: await vatCheckAfterSave(db, outside, undefined, created.dic, actor.id) };
    },
    update: async (id, req, actor) => {
      const input = parseInput(clientSchema, req.body);
      const before = await clients.get(id);
      const updated = await clients.update(id, input, actor);
      return updated && { ...updated, vatCheck: await vatCheckAfterSave(db, outside, before?.dic ?? null, updated.dic, actor.id) };
    },
    remove: (id, actor) => clients.remove(id, actor),
    csv: { name: 'clients', columns: CLIENT_CSV_COLUMNS, rows: (query, req, actor) => clients.exportRows(query, filterOf(req), actor) },
  })];
}
