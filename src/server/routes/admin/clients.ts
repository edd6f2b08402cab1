import type { Request } from 'express';
import { z } from 'zod';
import { CLIENT_STATUSES } from '@/shared/constants';
import { clientImportSchema, type ClientImportResult } from '@/shared/client-import';
import { clientSchema } from '@/shared/schemas/client';
import { requestActor } from '@/server/audit/audit-log';
import { importPreview, readClientCsv } from '@/server/csv/client-import';
import { errorBody, HttpError } from '@/server/http/errors';
import { CLIENT_CSV_COLUMNS, CLIENT_SORT_KEYS, clientData, type ClientFilter } from '@/server/data/clients';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

/** ?status= of the clients list (and its export). */
export const clientFilterSchema = z.object({
  status: z.enum(CLIENT_STATUSES, { error: `Must be one of: ${CLIENT_STATUSES.join(', ')}` }).optional(),
});

export function clientRoutes(db: Database): RouteDefinition[] {
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
  return [...importRoutes, ...resourceRoutes({
    path: '/clients',
    notFound: 'Client not found',
    list: { sortKeys: CLIENT_SORT_KEYS, load: (query, req) => clients.list(query, filterOf(req)) },
    get: (id) => clients.get(id),
    create: (req, actor) => clients.create(parseInput(clientSchema, req.body), actor),
    update: (id, req, actor) => clients.update(id, parseInput(clientSchema, req.body), actor),
    remove: (id, actor) => clients.remove(id, actor),
    csv: { name: 'clients', columns: CLIENT_CSV_COLUMNS, rows: (query, req, actor) => clients.exportRows(query, filterOf(req), actor) },
  })];
}
