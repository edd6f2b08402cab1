/**
 * The graceful stop of runtime/http-lifecycle.ts at the level of connections: a connection the kernel had already
 * accepted (queued on the listening socket) when the stop began is one the server has taken — it must be answered,
 * never reset, however busy the process was when the signal came.
 */
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpLifecycle, type HttpLifecycle } from './http-lifecycle';

let lifecycle: HttpLifecycle | undefined;
afterEach(async () => {
  lifecycle?.server.closeAllConnections();
  await lifecycle?.stop().catch(() => undefined);
  lifecycle = undefined;
});

/** A raw HTTP/1.1 GET on its own connection; resolves with what came back, or the socket error's code. */
function rawGet(port: number): { connected: Promise<void>; answer: Promise<string> } {
  const socket = net.connect({ host: '127.0.0.1', port });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write('GET /queued HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
  const answer = new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.once('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(`error ${err.code ?? err.message}`));
  });
  return { connected, answer };
}

/**
 * Linux: how many connections wait in the accept queue of the IPv4 socket listening on `port` (/proc/net/tcp: for a
 * listening socket, rx_queue is that count).
 */
function acceptQueueLength(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (local?.endsWith(`:${hexPort}`) && state === '0A') return parseInt(queues!.split(':')[1]!, 16);
  }
  return 0;
}

describe('graceful stop', () => {
  it.skipIf(!existsSync('/proc/net/tcp'))('answers connections queued in the kernel, not yet taken by the event loop, when the stop begins', async () => {
    lifecycle = createHttpLifecycle();
    const port = await lifecycle.listen(0, '127.0.0.1');
    lifecycle.serve((_req, res) => res.end('answered'));
    // The state of a server whose event loop was busy (rendering a page) when SIGTERM came: clients' connections are
    // complete in the kernel and queued on the listening socket, not yet taken. Here the loop is held in this function
    // (connects are issued on the next tick) until the kernel shows all three queued, then the stop begins.
    const requests = Array.from({ length: 3 }, () => rawGet(port));
    await new Promise((resolve) => process.nextTick(resolve));
    for (let i = 0; acceptQueueLength(port) < requests.length; i++) {
      if (i === 1_000_000) throw new Error('the connections never reached the accept queue');
    }
    const stopped = lifecycle.stop();
    const answers = await Promise.all(requests.map((r) => r.answer));
    // Each is answered (taken before the listener closes, so before the stop tells responses `Connection: close`),
    // and its connection is then ended by the server (rawGet resolves on the end), never reset.
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer).toMatch(/answered$/);
    }
    await stopped;
    lifecycle = undefined;
  });

  it('refuses connections once the stop has taken what was queued', async () => {
    lifecycle = createHttpLifecycle();
    const port = await lifecycle.listen(0, '127.0.0.1');
    lifecycle.serve((_req, res) => res.end('answered'));
    await lifecycle.stop();
    lifecycle = undefined;
    const late = rawGet(port);
    expect(await late.answer).toBe('error ECONNREFUSED');
  });
});
