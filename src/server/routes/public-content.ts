/**
 * Public content from the back office, no sign-in:
 *   GET /api/blog?lang=cs|en   published posts, newest first, in the requested language (default cs)
 *   GET /api/portfolio/featured featured portfolio items, newest first
 *   GET /api/agency             the agency's profile (name, contact, address, hours, links: what every page shows)
 * The server-rendered pages and the sitemap read the same data modules (src/server/web/public-pages/, sitemap.ts).
 */
import { Router } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/shared/constants';
import { readAgencyProfile } from '../data/agency-profile';
import { blogData } from '../data/blog-posts';
import { portfolioData } from '../data/portfolio-items';
import type { Database } from '../db/database';
import { registerRoutes } from '../http/route-table';
import { parseInput } from '../http/validate';

const blogQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).default(DEFAULT_LANGUAGE),
});

export function publicContentRoutes(db: Database): Router {
  const posts = blogData(db);
  const portfolio = portfolioData(db);
  return registerRoutes(Router(), [
    {
      method: 'get',
      path: '/blog',
      handler: async (req, res) => res.json(await posts.published(parseInput(blogQuerySchema, req.query).lang)),
    },
    { method: 'get', path: '/portfolio/featured', handler: async (_req, res) => res.json(await portfolio.featured()) },
    { method: 'get', path: '/agency', handler: async (_req, res) => res.json(await readAgencyProfile(db)) },
  ]);
}
