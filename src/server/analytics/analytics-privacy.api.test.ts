/**
 * Privacy by construction (issue 24, docs/privacy.md): no public page answer sets a cookie — rendered or from the
 * cache, in both languages, every page and post — nor do the public enquiry endpoints; and the views of all of them
 * are counted without anything of the visitor's address or browser in the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/constants';
import { blogPostPath, pathInLanguage, PUBLIC_PAGES } from '@/shared/site-paths';
import { blogPosts } from '../db/schema';
import { rawRequest } from '../test/raw-request';
import { sourcePages } from '../test/source-pages';
import { startTestServer, type TestServer } from '../test/test-server';
import { everyAnalyticsRow, FIREFOX, storedViews } from './analytics-fixtures';

const ORIGIN = 'https://www.lipa.example';
const BROWSER = { 'user-agent': FIREFOX, 'x-forwarded-for': '192.0.2.200', host: 'www.lipa.example', 'accept-encoding': 'br, gzip' };
const SECOND_ADDRESS = '192.0.2.201';

describe('public pages set no cookie and store nothing personal', () => {
  let server: TestServer;
  let paths: string[];
  beforeAll(async () => {
    server = await startTestServer({
      initialContent: true,
      config: { trustProxy: 1 },
      pages: (db, pageViews) => sourcePages(db, { publicUrl: ORIGIN, pageViews }),
    });
    const posts = await server.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(posts.length).toBeGreaterThan(0);
    const unprefixed = [...PUBLIC_PAGES, ...posts.map((p) => blogPostPath(p.slug))];
    paths = LANGUAGES.flatMap((lang) => unprefixed.map((p) => pathInLanguage(p, lang)));
  });
  afterAll(() => server.close());

  it('no Set-Cookie on any public page, rendered or cached, in both languages; each view counted', async () => {
    // Each round from its own address: one visitor's views are counted up to ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE.
    for (const [round, address] of [['rendered', BROWSER['x-forwarded-for']], ['cached', SECOND_ADDRESS]] as const) {
      for (const path of paths) {
        const res = await rawRequest(server.url, `${path}?utm_source=test&utm_campaign=${round}`, { ...BROWSER, 'x-forwarded-for': address });
        expect(res.status, `${round} ${path}`).toBe(200);
        expect(res.headers['set-cookie'], `${round} ${path}`).toBeUndefined();
      }
    }
    await server.analytics.flush();
    expect((await storedViews(server.db)).length).toBe(paths.length * 2);
  });

  it('no Set-Cookie from the public enquiry endpoints either', async () => {
    const token = await rawRequest(server.url, '/api/contact/form-token', BROWSER);
    expect(token.status).toBe(200);
    expect(token.headers['set-cookie']).toBeUndefined();
    const body = JSON.stringify({ name: 'Eva Malá', email: 'eva@example.cz', message: 'Dobrý den, máme zájem o web.', page: '/contact', lang: 'cs' });
    const sent = await rawRequest(server.url, '/api/contact', { ...BROWSER, 'content-type': 'application/json' }, { method: 'POST', body });
    expect(sent.status).toBe(201);
    expect(sent.headers['set-cookie']).toBeUndefined();
  });

  it('no stored analytics row holds the IP address or the user agent', async () => {
    await server.analytics.flush();
    await server.analytics.runDaily();
    const stored = await everyAnalyticsRow(server.db);
    expect(stored).toContain('/en/pricing');
    for (const secret of ['192.0.2.200', SECOND_ADDRESS, FIREFOX, 'Firefox/', 'X11; Linux']) expect(stored).not.toContain(secret);
  });

  // The one exception, and not of analytics: the contact form's abuse limit counts messages per address for its window
  // (rate_limits, src/server/security/rate-limit.ts; deleted by age, docs/privacy.md). A page view writes no such row.
  it('nor does any other table: every row of the whole database after the views and the enquiry, but the contact limit', async () => {
    await server.analytics.flush();
    const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
    const tables = rows<{ name: string }>(
      await server.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['analytics_events', 'enquiry_visits', 'messages', 'rate_limits']));
    const limits = rows<{ key: string }>(await server.db.execute(sql`select key from rate_limits`)).map((r) => r.key);
    expect(limits.filter((k) => k.includes('192.0.2.200'))).toEqual(['contact:ip:192.0.2.200']);
    const everything = (await Promise.all(tables.filter((t) => t !== 'rate_limits').map(async (t) => JSON.stringify(rows(await server.db.execute(sql`select * from ${sql.identifier(t)}`)))))).join('\n');
    expect(everything).toContain('eva@example.cz');
    for (const secret of ['192.0.2.200', SECOND_ADDRESS, FIREFOX, 'Firefox/', 'X11; Linux']) expect(everything).not.toContain(secret);
  });
});
