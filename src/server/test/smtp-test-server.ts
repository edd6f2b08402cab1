/**
 * A real SMTP server in the test process (the smtp-server package): it accepts mail, refuses it with a 5xx, or is
 * down (closed) and comes back on the same port, and it can be slow (answers the end of each message after
 * `delayMs`). Received mail is decoded enough to read headers and text parts.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Raw message. */
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export type SmtpMode = 'accept' | 'refuse';

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  mode: SmtpMode;
  /** How long the server takes to answer the end of a message (default 0): a slow SMTP server. */
  delayMs: number;
  /** Closes the port (connections are refused) until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

interface ServerState {
  mode: SmtpMode;
  received: ReceivedMail[];
  delayMs: number;
}

function newServer(state: ServerState): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const answer = () => {
        if (state.mode === 'refuse') {
          const err = Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMime(raw),
        });
        callback();
      };
      stream.on('end', () => setTimeout(answer, state.delayMs));
    },
  });
}

async function listen(server: SMTPServer, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
}

export async function startSmtpServer(mode: SmtpMode = 'accept', delayMs = 0): Promise<TestSmtpServer> {
  const state: ServerState = { mode, received: [], delayMs };
  let server: SMTPServer | null = newServer(state);
  const port = await listen(server, 0);
  const close = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received: state.received,
    get mode() {
      return state.mode;
    },
    set mode(m: SmtpMode) {
      state.mode = m;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    down: close,
    async up() {
      server = newServer(state);
      await listen(server, port);
    },
    close,
  };
}

/** Headers (unfolded, encoded words decoded) and the text/plain and text/html parts of a message. */
export function parseMime(raw: string): { headers: Record<string, string>; subject: string; text: string; html: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const headers = parseHeaders(head);
  const parts: { type: string; content: string }[] = [];
  collectParts(headers, body, parts);
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function collectParts(headers: Record<string, string>, body: string, out: { type: string; content: string }[]): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const [h = '', ...b] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      collectParts(parseHeaders(h), b.join('\r\n\r\n'), out);
    }
    return;
  }
  out.push({ type, content: decodeBody(body, headers['content-transfer-encoding'] ?? '7bit') });
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The first mail `smtp` received that `matches`, waiting for it (the outbox sender delivers in the background). */
export async function receivedMail(smtp: TestSmtpServer, matches: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find(matches);
    if (mail) return mail;
    if (Date.now() > end) throw new Error('no such mail received');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The attached parts of a raw MIME message (top-level parts of multipart/mixed): headers and decoded base64 bytes. */
export function attachmentsOf(raw: string): { headers: string; bytes: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part) => {
      const [headers = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      return { headers, body: body.join('') };
    })
    .filter(({ headers }) => /Content-Disposition:\s*attachment/i.test(headers))
    .map(({ headers, body }) => ({ headers, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') }));
}
