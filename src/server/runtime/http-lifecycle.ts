/**
 * The HTTP server's life: bound to its port before the database opens (a taken port is reported before anything is
 * touched; requests meanwhile get 503), then serving the app, then a graceful stop that no client sees as a reset:
 *   - connections already queued on the listening socket are taken and answered, then the listener closes
 *     (new connections are refused, which a load balancer retries elsewhere);
 *   - every response from then on carries `Connection: close`, and its connection is closed after it;
 *   - a keep-alive connection that is idle gets a short grace to bring its next request (answered, with
 *     `Connection: close`) and is then ended; closing it at once races a request already on its way (ECONNRESET).
 */
import http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

/** How long an idle keep-alive connection may still bring a request once the stop has begun. */
export const SHUTDOWN_IDLE_GRACE_MS = 1000;

/** The listening socket's queue of connections not yet taken (Node's default). */
const LISTEN_BACKLOG = 511;

export class PortError extends Error {}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface HttpLifecycle {
  server: http.Server;
  /** Binds the port; throws PortError with a one-line explanation when it cannot. */
  listen(port: number, host: string): Promise<number>;
  /** From now on requests go to the app. */
  serve(handler: Handler): void;
  /** Graceful stop; resolves when every connection is closed. */
  stop(): Promise<void>;
}

const starting: Handler = (_req, res) => {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1', connection: 'close' });
  res.end('Starting, try again in a moment.\n');
};

export function createHttpLifecycle(): HttpLifecycle {
  let handler: Handler = starting;
  let stopping = false;
  /** Responses not yet finished, per connection. */
  const open = new Map<Socket, Set<http.ServerResponse>>();
  /**
   * Bookkeeping of each request, done before the handler runs: a handler may answer synchronously (cached pages do),
   * and a header can only be set before the answer is sent.
   */
  const track = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const responses = open.get(socket);
    if (!responses) return;
    responses.add(res);
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      if (stopping && responses.size === 0 && !socket.destroyed) endWhenIdle(socket);
    });
  };
  const server = http.createServer((req, res) => {
    track(req, res);
    handler(req, res);
  });

  const endWhenIdle = (socket: Socket) => {
    setTimeout(() => {
      if (open.get(socket)?.size === 0) socket.end();
    }, SHUTDOWN_IDLE_GRACE_MS).unref();
  };

  let taken = 0;
  /**
   * Connections the kernel has already accepted wait in the listening socket's queue until the event loop takes
   * them, and closing the listener resets them. After a busy stretch (a page render when the signal came) that queue
   * holds requests clients sent well before the signal: the stop takes them first. The loop takes one queued
   * connection per turn (its poll phase), so it turns until a whole turn takes none — at most the listen backlog's
   * worth of turns, so a stream of new connections cannot hold the stop open.
   */
  const takeQueuedConnections = async () => {
    await loopTurn();
    for (let turns = 0, before = -1; before !== taken && turns < LISTEN_BACKLOG; turns++) {
      before = taken;
      await loopTurn();
    }
  };

  server.on('connection', (socket: Socket) => {
    taken++;
    open.set(socket, new Set());
    socket.once('close', () => open.delete(socket));
  });

  return {
    server,
    listen: (port, host) =>
      new Promise<number>((resolve, reject) => {
        const onError = (err: NodeJS.ErrnoException) => {
          server.off('listening', onListening);
          if (err.code === 'EADDRINUSE') reject(new PortError(`port ${port} is already in use — set PORT to a free port, or stop the program using it`));
          else if (err.code === 'EACCES') reject(new PortError(`no permission to listen on port ${port} — set PORT to a port above 1023`));
          else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
            reject(new PortError(`cannot listen on ${host}:${port} (${err.code}) — set HOST to an address of this machine`));
          else reject(err);
        };
        const onListening = () => {
          server.off('error', onError);
          resolve((server.address() as net.AddressInfo).port);
        };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(port, host, LISTEN_BACKLOG);
      }),
    serve(h) {
      handler = h;
    },
    stop: async () => {
      // The queue first, while responses still keep their connections: told `Connection: close` now, keep-alive
      // clients would reconnect during these turns, and what they queue at the last moment would be reset by close.
      await takeQueuedConnections();
      stopping = true;
      return new Promise<void>((resolve, reject) => {
        // net.Server's close, not http.Server's: that one also closes idle connections at once (the reset race).
        net.Server.prototype.close.call(server, (err?: Error) => (err ? reject(err) : resolve()));
        for (const [socket, responses] of open) {
          for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
          if (responses.size === 0) endWhenIdle(socket);
        }
      });
    },
  };
}

/** Resolves in the check phase of the event loop: after its poll phase has taken what was ready. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
