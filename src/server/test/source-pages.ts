/**
 * Pages as production serves them (cached per content version, src/server/web/pages.ts), rendered by the client's real
 * server entry loaded from source through Vite (as `npm run dev` does), so API tests see the real HTML without a build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderPage } from '@/shared/page-rendering';
import type { Database } from '../db/database';
import { projectRoot } from '../project-root';
import { cachedPageRoutes, type PageOptions, type SitePages } from '../web/pages';

export async function sourcePages(db: Database, options: PageOptions = {}): Promise<SitePages> {
  const { createServer } = await import('vite');
  const root = projectRoot();
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const template = readFileSync(path.join(root, 'site.html'), 'utf8');
  const pages = await cachedPageRoutes(
    {
      template: async () => template,
      renderer: async () => ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
    },
    db,
    options,
  );
  return {
    ...pages,
    close: () => {
      pages.close();
      void vite.close();
    },
  };
}
