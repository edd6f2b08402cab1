/** Start-up: config → database (migrated) → first admin → demo content → HTTP server; graceful stop on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ensureInitialAdmin } from './auth/initial-admin';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { loadDemoContentOnce } from './seed/demo-content';
import { builtClientDir, builtPages, devPages } from './web/pages';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  logger.info({ database: handle.kind, dataDir: handle.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');

  const adminResult = await ensureInitialAdmin(handle.db, config.initialAdmin);
  if (await loadDemoContentOnce(handle.db, config.demoContent)) logger.info('demo content loaded');

  const useBuilt = existsSync(path.join(builtClientDir(), 'index.html')) && process.env.VITE_DEV !== '1';
  const pageOptions = { publicUrl: config.publicUrl };
  if (!config.publicUrl && config.env === 'production') {
    logger.warn('PUBLIC_URL is not set: canonical links, the sitemap and robots.txt use each request\'s Host header');
  }
  const pages = useBuilt ? await builtPages(handle.db, pageOptions) : await devPages(handle.db, pageOptions);
  const app = createApp({ config, db: handle.db, logger, pages, viteDev: !useBuilt });

  const server = app.listen(config.port, config.host ?? '0.0.0.0', () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, pages: useBuilt ? 'built' : 'vite-dev' }, 'listening');
    const signIn =
      adminResult === 'created'
        ? `sign in at ${url}/auth as "${config.initialAdmin?.username}"`
        : adminResult === 'exists'
          ? `sign in at ${url}/auth with an existing admin (reset a password: npm run admin -- reset-password <username>)`
          : `no admin yet: restart with ADMIN_USERNAME and ADMIN_PASSWORD set, or run: npm run admin -- create <username>`;
    // A plain line for people, beside the structured logs.
    console.log(`\n  Site: ${url}\n  Back office: ${signIn}\n`);
  });

  // Longer than a load balancer's idle timeout (often 60 s), so the proxy, not us, closes idle connections.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    server.close(async (err) => {
      if (err) logger.error({ err }, 'error while closing the server');
      await handle.close().catch((e: unknown) => logger.error({ err: e }, 'error while closing the database'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
