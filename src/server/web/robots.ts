/** robots.txt of the public site (cached like the pages: decision 010). */
import type { RenderedPage } from './rendered-pages';

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** robots.txt as cached: it changes only with the origin. */
export function robotsFile(origin: string): RenderedPage {
  return { status: 200, contentType: 'text/plain; charset=utf-8', vary: 'Accept-Encoding', body: robotsTxt(origin), expiresAt: Infinity };
}
