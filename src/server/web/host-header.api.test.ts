/** Pages build absolute links from the Host header: one that is not a valid host[:port] is a 400, never a 500. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '@/shared/page-rendering';
import { createLogger } from '../logger';
import { projectRoot } from '../project-root';
import { rawRequest } from '../test/raw-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { isValidHostHeader } from '../http/host-header';
import { cachedPageRoutes } from './pages';

let server: TestServer;
const logged: string[] = [];
beforeAll(async () => {
  // A renderer that writes the canonical link from the origin it is given, as the real one does (the server may not
  // import client code; the built renderer is covered by the e2e suite).
  const renderPage: RenderPage = async ({ url, origin }) => ({
    status: 200,
    head: `<link rel="canonical" href="${origin}${url}" />`,
    html: '<main>page</main>',
    islandsJson: '[]',
  });
  const templates = {
    site: readFileSync(path.join(projectRoot(), 'site.html'), 'utf8'),
    app: readFileSync(path.join(projectRoot(), 'index.html'), 'utf8'),
  };
  server = await startTestServer({
    pages: (db) => cachedPageRoutes({ template: async (name) => templates[name], renderer: async () => renderPage }, db, {}),
    logger: createLogger('error', { write: (line: string) => void logged.push(line) }),
  });
});
afterAll(() => server.close());

/** A GET with this exact Host header (fetch would not send it). */
async function getWithHost(pathname: string, host: string): Promise<{ status: number; body: string }> {
  const res = await rawRequest(server.url, pathname, { host });
  return { status: res.status, body: res.body.toString('utf8') };
}

describe('the Host header of page requests', () => {
  it.each(['"><script>alert(1)</script>', '"><script>', 'example.cz/evil', 'user@example.cz', 'example.cz:99999', 'exa mple.cz', '999.1.1.1', '[not-ipv6]', 'example.cz:80:80'])(
    'refuses %j with 400 on pages, the sitemap and robots.txt, logging nothing',
    async (host) => {
      logged.length = 0;
      for (const page of ['/', '/en/pricing', '/sitemap.xml', '/robots.txt', '/admin']) {
        const res = await getWithHost(page, host);
        expect(res.status, `${page} with Host ${host}`).toBe(400);
        expect(res.body).not.toContain('<script');
      }
      expect(logged.join('')).toBe('');
    },
  );

  it.each(['localhost', 'localhost:5000', 'www.lipadigital.cz', 'WWW.LipaDigital.cz:443', '127.0.0.1:8080', '[::1]:5000', 'my_host.internal'])(
    'serves the page for %j, with links on that origin',
    async (host) => {
      const res = await getWithHost('/en/pricing', host);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`href="http://${host}/en/pricing"`);
    },
  );

  it('isValidHostHeader', () => {
    expect(isValidHostHeader('example.cz')).toBe(true);
    expect(isValidHostHeader('[2001:db8::1]:8443')).toBe(true);
    expect(isValidHostHeader('')).toBe(false);
    expect(isValidHostHeader('example.cz:')).toBe(false);
    expect(isValidHostHeader('ex\tample.cz')).toBe(false);
    expect(isValidHostHeader('example.cz\\evil')).toBe(false);
  });
});
