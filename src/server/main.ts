/**
 * Start-up: config → data-folder lock (embedded database) → port bound → database (migrated) → first admin → demo
 * content → serving; graceful stop on SIGTERM/SIGINT. Everything that can be refused (bad setting, folder in use,
 * port taken) is refused before the database is opened, with one line saying what and which setting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnalyticsRecorder } from './analytics/recorder';
import { ReminderRunner } from './payments/reminder-runner';
import { ensureInitialAdmin } from './auth/initial-admin';
import { createApp } from './app';
import { MonthlyInvoices } from './invoices/monthly-invoices';
import { BankFeedPoller } from './payments/bank-feed-poller';
import { OutsideCaller } from './outside/outside-services';
import { CnbRatesRunner } from './outside/cnb-rates-runner';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { INITIAL_IMAGE_FILE, initialImageAt } from './db/initial-image';
import { createLogger } from './logger';
import { trustProxyWarning, usernameWarnings } from './startup-warnings';
import { createMailService, notificationTargetLine } from './mail/mail-service';
import { adminNotificationAddresses } from './data/staff';
import { startControlSocket, type ControlSocket } from './runtime/backup';
import { acquireDataDirLock, DataDirLockedError, describeOwner, type DataDirLock } from './runtime/data-dir-lock';
import { createHttpLifecycle, PortError } from './runtime/http-lifecycle';
import { loadDemoContentOnce } from './seed/demo-content';
import { writeInitialContentOnce } from './seed/initial-content';
import { builtClientDir, builtPages, devPages } from './web/page-sources';
import type { SitePages } from './web/pages';

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

  // A stop signal during start-up ends the start at the next step boundary: the step under way (migrations, loading
  // the first admin or the demo content, the pages' warm-up) is finished, never cut — only a wait for another
  // instance's migrations is given up — and then what was opened is closed as at a normal stop: exit 0.
  const startup = new AbortController();
  let onStopSignal = (signal: string): void => {
    if (startup.signal.aborted) return;
    logger.info({ signal }, 'stop requested during start-up: stopping after the current step');
    startup.abort(new Error(`${signal} during start-up`));
  };
  process.on('SIGTERM', () => onStopSignal('SIGTERM'));
  process.on('SIGINT', () => onStopSignal('SIGINT'));

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

  let handle: DatabaseHandle | undefined;
  let control: ControlSocket | null = null;
  let pages: SitePages | undefined = undefined; // closed by endStart once made
  /** Ends a start that a stop signal interrupted (requests meanwhile were answered 503 "Starting"). */
  const endStart = async (): Promise<never> => {
    await http.stop().catch((err: unknown) => logger.error({ err }, 'error while closing the server'));
    pages?.close();
    await control?.close();
    await handle?.close().catch((err: unknown) => logger.error({ err }, 'error while closing the database'));
    lock?.release();
    logger.info('stopped during start-up');
    process.exit(0);
  };
  if (startup.signal.aborted) return endStart();

  try {
    handle = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir, lock: lock! },
      {
        onConnectionError: (err) => logger.error({ error: err.message }, 'database connection lost (the next query opens a new one)'),
        signal: startup.signal,
        // A first start: the build's migrated database, next to this bundle (db/initial-image.ts).
        pgliteImage: initialImageAt(fileURLToPath(new URL(`./${INITIAL_IMAGE_FILE}`, import.meta.url))),
      },
    );
  } catch (err) {
    if (startup.signal.aborted) return endStart();
    throw new StartupError(describeDatabaseError(err, config));
  }
  logger.info({ database: handle.kind, dataDir: handle.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');
  if (startup.signal.aborted) return endStart();

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
  if (startup.signal.aborted) return endStart();
  for (const warning of await usernameWarnings(handle.db)) logger.warn(warning);
  if (await writeInitialContentOnce(handle.db)) logger.info('initial content written (blog posts, portfolio)');
  if (await loadDemoContentOnce(handle.db, config.demoContent)) logger.info('demo content loaded');
  if (startup.signal.aborted) return endStart();

  const useBuilt = existsSync(path.join(builtClientDir(), 'index.html')) && process.env.VITE_DEV !== '1';
  // Cookieless analytics (decision 026): the pages note each view in its buffer, written in batches.
  const analytics = new AnalyticsRecorder(handle.db, { ...config.analytics, logger });
  const pageOptions = { publicUrl: config.publicUrl, pageViews: analytics.pageView };
  const proxyWarning = trustProxyWarning(config);
  if (proxyWarning) logger.warn(proxyWarning);
  pages = useBuilt ? await builtPages(handle.db, pageOptions) : await devPages(handle.db, pageOptions);
  if (startup.signal.aborted) return endStart();
  // Outgoing mail: the outbox sender runs in this process until shutdown (src/server/mail/outbox-sender.ts).
  const mail = createMailService(config.mail, handle.db, logger);
  const target = notificationTargetLine(mail.configured, config.mail.notifyTo, await adminNotificationAddresses(handle.db));
  logger[target.level](target.text);
  // ARES, VIES, ČNB and Fio (issue 37): one caller per process, its breakers shared by every route and runner.
  const outside = new OutsideCaller(config.outsideServices);
  const app = createApp({ config, db: handle.db, logger, pages, viteDev: !useBuilt, mail, analytics, outside });
  http.serve(app);
  mail.start();
  analytics.start();
  // Projects' monthly invoices (src/server/invoices/monthly-invoices.ts): offered every minute, once per project and month.
  const monthlyInvoices = new MonthlyInvoices(handle.db, { mail, mailOrigin: config.mailOrigin, logger });
  monthlyInvoices.start();
  // Reminders of overdue invoices: offered every minute, each sent once across instances (decision 029).
  const reminders = new ReminderRunner(handle.db, mail, config.mailOrigin, { logger });
  reminders.start();
  // The Fio bank feeds (issue 37): offered every 30 s, each feed polled by one instance at a time (its database lease).
  const bankFeeds = new BankFeedPoller(handle.db, { secret: config.sessionSecret, outside }, { logger });
  bankFeeds.start();
  // The ČNB daily rates (issue 37): offered every minute, fetched once a working day after 14:30 by one instance (a lease).
  const cnbRates = new CnbRatesRunner(handle.db, outside, { logger });
  cnbRates.start();

  const url = `http://localhost:${port}`;
  logger.info({ url, pages: useBuilt ? 'built' : 'vite-dev' }, 'listening');
  // Staff sign in at the public address when there is one (behind a proxy, this process's port is not reachable).
  const signInAt = `${config.publicUrl ?? url}/auth`;
  const signIn =
    adminResult === 'created'
      ? `sign in at ${signInAt} as "${config.initialAdmin?.username}"`
      : adminResult === 'exists'
        ? `sign in at ${signInAt} with an existing admin (reset a password: npm run admin -- reset-password <username>)`
        : `no admin yet: restart with ADMIN_USERNAME and ADMIN_PASSWORD set, or run: npm run admin -- create <username>`;
  // A plain line for people, beside the structured logs.
  const site = config.publicUrl ? `${config.publicUrl} (this process: ${url})` : url;
  console.log(`\n  Site: ${site}\n  Back office: ${signIn}\n`);

  const database = handle;
  let stopping = false;
  onStopSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    void (async () => {
      try {
        await http.stop();
      } catch (err) {
        logger.error({ err }, 'error while closing the server');
      }
      // Every view still buffered is written: a clean stop loses none (a kill -9 loses the last ANALYTICS_FLUSH_SECONDS).
      await monthlyInvoices.stop();
      await bankFeeds.stop();
      await cnbRates.stop();
      await analytics.stop().catch((e: unknown) => logger.error({ err: e }, 'error while writing the last analytics batch'));
      await reminders.stop().catch((e: unknown) => logger.error({ err: e }, 'error while stopping the invoice reminders'));
      // The mail being sent is finished (or its claim expires and it is sent again after restart).
      await mail.stop().catch((e: unknown) => logger.error({ err: e }, 'error while stopping the outbox sender'));
      await control?.close();
      await database.close().catch((e: unknown) => logger.error({ err: e }, 'error while closing the database'));
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
