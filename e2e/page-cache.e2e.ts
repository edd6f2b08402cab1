/**
 * The production build serves public pages from memory (docs/decisions/010): precompressed Brotli and gzip bytes that
 * decode to the same HTML, strong ETags answered with 304, and — with PUBLIC_URL set — canonical links, the sitemap and
 * robots.txt that no Host header can change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rawRequest as raw } from '../src/server/test/raw-request';
import { startServer, type ServerProcess } from '../src/server/test/server-process';


describe('cached public pages of the production build', () => {
  const baseUrl = inject('baseUrl');

  it.each(['/', '/en/pricing', '/blog'])('%s: Brotli and gzip variants decode to the same HTML; a matching ETag gets 304', async (p) => {
    const plain = await raw(baseUrl, p, { 'accept-language': 'cs' });
    const br = await raw(baseUrl, p, { 'accept-language': 'cs', 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await raw(baseUrl, p, { 'accept-language': 'cs', 'accept-encoding': 'gzip, deflate' });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toContain('</html>');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(br.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await raw(baseUrl, p, { 'accept-language': 'cs', 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('with PUBLIC_URL set', () => {
  let server: ServerProcess;
  let dataDir: string;
  const publicUrl = 'https://www.lipa-digital.example';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'agency-public-url-'));
    server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl });
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a forged Host header changes neither canonical links nor the sitemap nor robots.txt, first request or later', async () => {
    const forgeries: Record<string, string>[] = [{ host: 'evil.example' }, {}, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }];
    for (const headers of forgeries) {
      const page = (await raw(server.url, '/en/pricing', headers)).body.toString();
      expect(page).toContain(`<link rel="canonical" href="${publicUrl}/en/pricing" />`);
      expect(page).toContain(`hreflang="cs" href="${publicUrl}/`);
      expect(page).not.toContain('evil.example');
      const sitemap = (await raw(server.url, '/sitemap.xml', headers)).body.toString();
      expect(sitemap).toContain(`<loc>${publicUrl}/</loc>`);
      expect(sitemap).not.toContain('evil.example');
      const robots = (await raw(server.url, '/robots.txt', headers)).body.toString();
      expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    }
  });
});
