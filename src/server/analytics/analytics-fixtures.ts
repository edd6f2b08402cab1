/**
 * What the analytics API tests share: pages served as production serves them (cached, counted) with a small stand-in
 * renderer, and views sent as a given browser from a given address (TRUST_PROXY=1, X-Forwarded-For).
 */
import { escapeHtml } from '@/shared/html-text';
import type { RenderPage } from '@/shared/page-rendering';
import type { Database } from '../db/database';
import { analyticsDaily, analyticsDayValues, analyticsEvents, analyticsSalts, enquiryVisits } from '../db/schema';
import { rawRequest, type RawResponse } from '../test/raw-request';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/test-server';
import { cachedPageRoutes } from '../web/pages';
import type { PageViewSink } from '../web/rendered-pages';

const TEMPLATE = '<!doctype html><html lang="cs"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

const renderPage: RenderPage = async ({ url }) => ({
  head: '',
  html: `<main><h1>${escapeHtml(url)}</h1></main>`,
  islandsJson: '[]',
  status: url.includes('neexistuje') ? 404 : 200,
});

export const countedPages = (db: Database, pageViews: PageViewSink) =>
  cachedPageRoutes({ template: async () => TEMPLATE, renderer: async () => renderPage }, db, { publicUrl: 'https://www.lipa.example', pageViews });

/** An app instance serving counted pages, believing one proxy (X-Forwarded-For gives the visitor's address). */
export function startCountingServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ pages: countedPages, ...options, config: { trustProxy: 1, ...options.config } });
}

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page requested by a browser (user agent) from an address, with any other headers. */
export function visit(server: Pick<TestServer, 'url'>, path: string, as: { ip: string; ua: string }, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(server.url, path, { 'user-agent': as.ua, 'x-forwarded-for': as.ip, host: 'www.lipa.example', ...headers });
}

/** Every stored analytics row, of every analytics table, as one text (to search it for what must not be there). */
export async function everyAnalyticsRow(db: Database): Promise<string> {
  const tables = [analyticsEvents, analyticsDaily, analyticsDayValues, analyticsSalts, enquiryVisits];
  const rows = await Promise.all(tables.map((t) => db.select().from(t)));
  return JSON.stringify(rows);
}

export const storedViews = (db: Database) => db.select().from(analyticsEvents);
