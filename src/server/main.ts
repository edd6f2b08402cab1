/**
 * Start-up: config → data-folder lock (embedded database) → port bound → database (migrated) → first admin → demo
 * content → serving; graceful stop on SIGTERM/SIGINT. Everything that can be refused (bad setting, folder in use,
 * port taken) is refused before the database is opened, with one line saying what and which setting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureInitialAdmin } from './auth/initial-admin';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createLogger } from './logger';
import { createMailService } from './mail/mail-service';
import { startControlSocket, type ControlSocket } from './runtime/backup';
import { acquireDataDirLock, DataDirLockedError, describeOwner, type DataDirLock } from './runtime/data-dir-lock';
import { createHttpLifecycle, PortError } from './runtime/http-lifecycle';
import { loadDemoContentOnce } from './seed/demo-content';
import { writeInitialContentOnce } from './seed/initial-content';
import { builtClientDir, builtPages, devPages } from './web/pages';

/** A refusal to start: printed as one line, exit code 1. */
class StartupError extends Error {}

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

/** What went wrong opening the database, said in terms of the setting to check. */
function describeDatabaseError(err: unknown, config: Config): string {
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `${url.hostname || url.searchParams.get('host')}:${url.port || 5432}`;
    if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' || e.code === 'ETIMEDOUT' || e.code === 'EHOSTUNREACH')
      return `cannot reach PostgreSQL at ${where} (${e.code}) — check DATABASE_URL and that the database server runs`;
    return `cannot open the PostgreSQL database at ${where}: ${e.message} — check DATABASE_URL`;
  }
  return `cannot open the embedded database in ${config.dataDir}: ${e.message}`;
}

async function main(): Promise<void> {
  let config: Config;
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

  // Until the server is serving, a stop signal ends the process at once (the lock is released on exit).
  let stopDuringStart = (signal: string): void => {
    logger.info({ signal }, 'stopped during start-up');
    process.exit(1);
  };
  const onSignal = (signal: string) => () => stopDuringStart(signal);
  process.on('SIGTERM', onSignal('SIGTERM'));
  process.on('SIGINT', onSignal('SIGINT'));

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      fail(
        `the data folder ${config.dataDir} is in use by ${describeOwner(err.owner)} — only one process may open the embedded database: stop that one, or set DATA_DIR to another folder`,
      );
    }
  }

  const http = createHttpLifecycle();
  // Longer than a load balancer's idle timeout (often 60 s), so the proxy, not us, closes idle connections.
  http.server.keepAliveTimeout = 65_000;
  http.server.headersTimeout = 66_000;
  let port: number;
  try {
    port = await http.listen(config.port, config.host ?? '0.0.0.0');
  } catch (err) {
    if (err instanceof PortError) fail(err.message);
    throw err;
  }

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir, lock: lock! },
      { onConnectionError: (err) => logger.error({ error: err.message }, 'database connection lost (the next query opens a new one)') },
    );
  } catch (err) {
    throw new StartupError(describeDatabaseError(err, config));
  }
  logger.info({ database: handle.kind, dataDir: handle.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');

  let control: ControlSocket | null = null;
  if (lock && handle.dumpDataDir) {
    try {
      control = await startControlSocket(config.dataDir, handle.dumpDataDir, (err) => logger.error({ err }, 'backup failed'));
      lock.setControlSocket(control.path);
    } catch (err) {
      // The site works without it; only `npm run backup` then needs the server stopped.
      logger.warn({ err }, 'no control socket: backups need the server stopped');
    }
  }

  const adminResult = await ensureInitialAdmin(handle.db, config.initialAdmin);
  if (await writeInitialContentOnce(handle.db)) logger.info('initial content written (blog posts, portfolio)');
  if (await loadDemoContentOnce(handle.db, config.demoContent)) logger.info('demo content loaded');

  const useBuilt = existsSync(path.join(builtClientDir(), 'index.html')) && process.env.VITE_DEV !== '1';
  const pageOptions = { publicUrl: config.publicUrl };
  if (!config.publicUrl && config.env === 'production') {
    logger.warn('PUBLIC_URL is not set: canonical links, the sitemap and robots.txt use each request\'s Host header');
  }
  const pages = useBuilt ? await builtPages(handle.db, pageOptions) : await devPages(handle.db, pageOptions);
  // Outgoing mail: the outbox sender runs in this process until shutdown (src/server/mail/outbox-sender.ts).
  const mail = createMailService(config.mail, handle.db, logger);
  if (!mail.configured) logger.warn('SMTP_URL is not set: enquiry notifications stay in the outbox as "not sent: no SMTP configured"');
  const app = createApp({ config, db: handle.db, logger, pages, viteDev: !useBuilt, mail });
  http.serve(app);
  mail.start();

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

  let stopping = false;
  stopDuringStart = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    void (async () => {
      try {
        await http.stop();
      } catch (err) {
        logger.error({ err }, 'error while closing the server');
      }
      // The mail being sent is finished (or its claim expires and it is sent again after restart).
      await mail.stop().catch((e: unknown) => logger.error({ err: e }, 'error while stopping the outbox sender'));
      await control?.close();
      await handle.close().catch((e: unknown) => logger.error({ err: e }, 'error while closing the database'));
      lock?.release();
      logger.info('stopped');
      process.exit(0);
    })();
  };
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) fail(err.message);
  console.error(err);
  process.exit(1);
});
