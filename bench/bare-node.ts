/**
 * The bare `node:http` reference of `npm run bench:load`: one process answering every request with one recorded
 * answer of the app — its status, its headers (all but those Node.js writes itself: Date, Connection, Keep-Alive) and
 * its body, verbatim — and nothing else (no routing, no header validation beyond Node's own, no logging). The app's
 * rate divided by this one's is what the app's own code costs over Node.js itself; nginx is the other reference.
 *
 * Started by bench/load.ts as its own process (`node --import tsx bench/bare-node.ts <answer.json> <port>`, one
 * process like the app): <answer.json> is a RecordedAnswer. Prints "listening" once it accepts connections.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface RecordedAnswer {
  status: number;
  /** Header name and value pairs, in the app's order. */
  headers: [string, string][];
  /** The body, base64. */
  body: string;
}

/** The headers Node.js writes itself on every answer: the recorded ones are left out. */
export const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function main(): void {
  const [file, port] = process.argv.slice(2);
  if (!file || !port) throw new Error('usage: node --import tsx bench/bare-node.ts <answer.json> <port>');
  const answer = JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer;
  const body = Buffer.from(answer.body, 'base64');
  // writeHead with a flat array: no header object per answer (the plainest way node:http offers).
  const headers = answer.headers.filter(([name]) => !NODE_OWN_HEADERS.has(name.toLowerCase())).flat();
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
