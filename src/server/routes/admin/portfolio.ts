import {
  portfolioFeaturedSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  portfolioMoveSchema,
} from '@/shared/schemas/portfolio-item';
import { PORTFOLIO_CSV_COLUMNS, PORTFOLIO_SORT_KEYS, portfolioData } from '@/server/data/portfolio-items';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

export function portfolioRoutes(db: Database): RouteDefinition[] {
  const portfolio = portfolioData(db);
  return resourceRoutes({
    path: '/portfolio',
    notFound: 'Portfolio item not found',
    list: { sortKeys: PORTFOLIO_SORT_KEYS, load: (query) => portfolio.list(query) },
    get: (id) => portfolio.get(id),
    create: (req, actor) => portfolio.create(parseInput(portfolioItemSchema, req.body), actor),
    update: (id, req, actor) => portfolio.update(id, parseInput(portfolioItemUpdateSchema, req.body), actor),
    patch: {
      '/:id/move': (id, req, actor) => portfolio.move(id, parseInput(portfolioMoveSchema, req.body).direction, actor),
      '/:id/featured': (id, req, actor) => portfolio.setFeatured(id, parseInput(portfolioFeaturedSchema, req.body).featured, actor),
    },
    remove: (id, actor) => portfolio.remove(id, actor),
    revisions: portfolio.revisions,
    translationMarks: portfolio.translationMarks,
    csv: { name: 'portfolio', columns: PORTFOLIO_CSV_COLUMNS, rows: (query, _req, actor) => portfolio.exportRows(query, actor) },
  });
}
