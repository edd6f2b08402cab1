import { z } from 'zod';
import { optionalRecordId } from '@/shared/schemas/fields';
import { projectSchema, projectStatusSchema, projectUpdateSchema } from '@/shared/schemas/project';
import { PROJECT_CSV_COLUMNS, PROJECT_SORT_KEYS, projectData } from '@/server/data/projects';
import type { Database } from '@/server/db/database';
import { createMailer } from '@/server/mail/mailer';
import type { MailService } from '@/server/mail/mail-service';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

/** Optional list filter: ?clientId=<id> lists one client's projects (the client detail page). */
const projectFilterSchema = z.object({ clientId: optionalRecordId() });

export function projectRoutes(db: Database, options: { mail: MailService; mailOrigin: string }): RouteDefinition[] {
  const projects = projectData(db, { queue: createMailer({ service: options.mail, origin: options.mailOrigin }).queue });
  return resourceRoutes({
    path: '/projects',
    notFound: 'Project not found',
    list: {
      sortKeys: PROJECT_SORT_KEYS,
      load: (query, req) => projects.list(query, parseInput(projectFilterSchema, req.query).clientId),
    },
    get: (id) => projects.get(id),
    create: (req, actor) => projects.create(parseInput(projectSchema, req.body), actor),
    update: (id, req, actor) => projects.update(id, parseInput(projectUpdateSchema, req.body), actor),
    patch: { '/:id/status': (id, req, actor) => projects.setStatus(id, parseInput(projectStatusSchema, req.body).status, actor) },
    remove: (id, actor) => projects.remove(id, actor),
    csv: {
      name: 'projects',
      columns: PROJECT_CSV_COLUMNS,
      rows: (query, req, actor) => projects.exportRows(query, parseInput(projectFilterSchema, req.query).clientId, actor),
    },
  });
}
