/**
 * The PostgreSQL connection pool, made safe against connections that die while in use.
 *
 * node-postgres (pg 8.23) emits 'error' on a client whose connection fails when no query is there to take the error
 * (pg/lib/client.js `_handleErrorEvent`): a backend terminated between two statements of a transaction answers with
 * an ErrorResponse (57P01) that no query is waiting for, and the socket's end follows as "Connection terminated
 * unexpectedly". pg-pool listens for that only while a client is idle (`makeIdleListener`: added when the client is
 * created or released, removed in `_acquireClient`), so a client checked out with `pool.connect()` — every Drizzle
 * transaction, the migration lock — had no listener, and Node ended the process ("Unhandled 'error' event").
 *
 * Here every client gets a listener for its whole life, on the pool's 'connect' event. A failure then only fails the
 * queries on that connection (pg rejects the active and queued ones: `_errorAllQueries`; later ones are refused as
 * "not queryable"), and the request that ran them is answered 503 (src/server/db/pg-errors.ts). A checked-out client
 * whose connection died is also given back at once with the error, so pg-pool drops it and frees its slot: Drizzle's
 * `transaction()` never releases a client whose BEGIN failed, and ten such dead clients would leave every later query
 * waiting for a connection for ever (and `pool.end()` would never finish). The holder's own release, later, is then a
 * no-op instead of pg-pool's "Release called on client which has already been released".
 */
import pg from 'pg';

type Release = (err?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

export class ConnectionPool extends pg.Pool {
  /** The checked-out clients, each with pg-pool's own release function for this checkout. */
  private readonly lent = new Map<pg.PoolClient, Release>();

  /**
   * `onConnectionLost` is told of every connection that failed, whether idle (pg-pool has dropped it already and
   * opens a new one for the next query) or in use (its queries failed; it is dropped the same way).
   */
  constructor(config: pg.PoolConfig, onConnectionLost: (err: Error) => void) {
    super(config);
    this.on('error', onConnectionLost); // an idle client failed: pg-pool's listener removed it and tells us here
    this.on('connect', (client) =>
      client.on('error', (err: Error) => {
        const giveBack = this.lent.get(client);
        if (!giveBack) return; // idle: pg-pool's own listener handles it (the 'error' above)
        this.lent.delete(client);
        onConnectionLost(err);
        giveBack(err);
      }),
    );
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return new Promise((resolve, reject) => this.connect((err, client) => (client ? resolve(client) : reject(err))));
    }
    super.connect((err, client, done) => {
      if (err || !client) return callback(err, client, done);
      const release = client.release.bind(client);
      this.lent.set(client, release);
      const releaseOnce: Release = (releaseErr) => {
        if (this.lent.get(client) !== release) return; // already given back (its connection failed)
        this.lent.delete(client);
        release(releaseErr);
      };
      client.release = releaseOnce;
      callback(undefined, client, releaseOnce);
    });
  }
}
