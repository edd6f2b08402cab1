import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';
import { registerPageCacheSize } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const scrape = (url: string, authorization?: string) =>
  fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist when METRICS_TOKEN is not set', async () => {
    server = await startTestServer();
    expect((await scrape(server.url)).status).toBe(404);
    expect((await scrape(server.url, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
    const none = await scrape(server.url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('http_request');
    expect((await scrape(server.url, `Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(401);
    expect((await scrape(server.url, `Bearer ${TOKEN}extra`)).status).toBe(401);
    expect((await scrape(server.url, TOKEN)).status).toBe(401);
    expect((await scrape(server.url, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)).status).toBe(401);
  });

  it('answers the Prometheus text format with request latency by route group, event-loop lag, database load and the page cache', async () => {
    const unregister = registerPageCacheSize(() => ({ entries: 7, bytes: 12_345, renders: 42, refused: 3 }));
    try {
      server = await startTestServer({ config: { metricsToken: TOKEN } });
      const admin = await server.signedInClient();
      await admin.get('/api/user');
      await admin.get('/api/admin/messages');
      await server.client().post('/api/contact', { name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den, máme zájem o web.' });
      await server.client().get('/api/blog');

      const res = await scrape(server.url, `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      for (const group of ['api:auth', 'api:admin', 'api:contact', 'api:public']) {
        expect(text).toMatch(new RegExp(`^http_request_duration_seconds_count\\{[^}]*group="${group}"[^}]*\\} [1-9]`, 'm'));
      }
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{[^}]*le="0.05"[^}]*group="api:auth"/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(text).toMatch(/^page_cache_entries 7$/m);
      expect(text).toMatch(/^page_cache_bytes 12345$/m);
      expect(text).toMatch(/^page_renders_total 42$/m);
      expect(text).toMatch(/^page_renders_refused_total 3$/m);
      if (process.env.TEST_DB === 'postgres') {
        expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
        expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d/m);
        expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
      } else {
        expect(text).toMatch(/^db_embedded_inflight_operations 0$/m);
      }
    } finally {
      unregister();
    }
  });

  it('reports the outbox backlog by status (sent mails not counted) and how long the oldest mail to send has waited', async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
    const outboxLines = async () =>
      (await (await scrape(server!.url, `Bearer ${TOKEN}`)).text()).split('\n').filter((l) => l.startsWith('mail_outbox_')).sort();
    expect(await outboxLines()).toEqual([
      'mail_outbox_mails{status="failed"} 0',
      'mail_outbox_mails{status="no_recipient"} 0',
      'mail_outbox_mails{status="not_configured"} 0',
      'mail_outbox_mails{status="pending"} 0',
      'mail_outbox_mails{status="sending"} 0',
      'mail_outbox_oldest_waiting_seconds 0',
    ]);

    // No SMTP server in this test: an enquiry's notification stays in the outbox as not_configured.
    await server.signedInClient();
    const sent = await server.client().post('/api/contact', { name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den, máme zájem o web.' });
    expect(sent.status).toBe(201);
    const mail = { kind: 'notification' as const, recipients: 'staff@example.cz', subject: 's', text: 't', html: '<p>t</p>' };
    await server.db.insert(mailOutbox).values([
      { ...mail, status: 'pending', createdAt: sql`now() - interval '2 minutes'` },
      { ...mail, status: 'pending' },
      { ...mail, status: 'failed', lastError: 'refused' },
      { ...mail, status: 'sent', createdAt: sql`now() - interval '1 day'` },
    ]);

    const lines = await outboxLines();
    expect(lines.slice(0, 5)).toEqual([
      'mail_outbox_mails{status="failed"} 1',
      'mail_outbox_mails{status="no_recipient"} 0',
      'mail_outbox_mails{status="not_configured"} 1',
      'mail_outbox_mails{status="pending"} 2',
      'mail_outbox_mails{status="sending"} 0',
    ]);
    // The two-minute-old pending mail, not the day-old sent one.
    const waited = Number(/^mail_outbox_oldest_waiting_seconds (\S+)$/.exec(lines[5]!)?.[1]);
    expect(waited).toBeGreaterThanOrEqual(120);
    expect(waited).toBeLessThan(600);
  });

  it('still answers when the outbox cannot be read: no counts, the oldest wait unknown (NaN), the other metrics there', async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
    await server.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const res = await scrape(server.url, `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(/^mail_outbox_mails\{/m);
      // prom-client writes "Nan"; Prometheus reads NaN in any letter case (Go ParseFloat).
      expect(text).toMatch(/^mail_outbox_oldest_waiting_seconds nan$/im);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    } finally {
      await server.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await (await scrape(server.url, `Bearer ${TOKEN}`)).text()).toMatch(/^mail_outbox_mails\{status="pending"\} 0$/m);
  });

  it('counts each request once, under its own group', async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
    for (let i = 0; i < 3; i++) await server.client().get('/api/health');
    const text = await (await scrape(server.url, `Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{group="api:public",method="GET",status="2xx"\} 3$/m);
  });
});
