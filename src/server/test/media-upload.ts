/** Uploads files to the media library as the browser's FormData would (multipart/form-data), for API tests. */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { TestClient, TestResponse } from './test-server';

export const cookieHeader = (client: Pick<TestClient, 'cookies'>) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function multipart(name: string, type: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/**
 * Uploads one file and waits for the answer, over a connection of its own (never one kept alive from an earlier
 * request: a pooled connection the server is closing as the upload starts would reset it — a race of the test's
 * client, not of the route).
 */
export async function uploadMedia(baseUrl: string, client: TestClient, bytes: Buffer, name: string, type = 'application/octet-stream'): Promise<TestResponse> {
  const upload = openUpload(baseUrl, client, [bytes], name, type);
  upload.send();
  const answer = await upload.answer;
  if (answer === 'reset') throw new Error(`the connection was reset before the upload of ${name} was answered`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(key, one);
  }
  return { status: answer.status, headers, text: answer.text, body: answer.body };
}

export interface StreamedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
}

export interface OpenUpload {
  /** The answer whenever it comes (also before the body was sent whole); 'reset' if the connection ended first. */
  answer: Promise<StreamedAnswer | 'reset'>;
  /** Sends the next `bytes` of the file (all of it, the closing boundary and the end of the request when omitted). */
  send(bytes?: number): void;
  /** Closes the connection, as a browser tab that is closed mid-upload. */
  abort(): void;
}

/**
 * Starts an upload over its own connection with node:http and sends only its headers and the multipart head: the
 * test decides when the file follows (`send`), or drops the connection (`abort`). The file may be given in pieces,
 * which are written as they are (a large buffer shared by many uploads is never copied).
 */
export function openUpload(baseUrl: string, client: Pick<TestClient, 'cookies'>, file: Buffer[], name: string, type = 'image/jpeg'): OpenUpload {
  const { contentType, head, tail } = multipart(name, type);
  const fileLength = file.reduce((sum, piece) => sum + piece.length, 0);
  const headers: Record<string, string> = { 'content-type': contentType, 'content-length': String(head.length + fileLength + tail.length) };
  if (client.cookies.size) headers.cookie = cookieHeader(client);
  const req = httpRequest(`${baseUrl}/api/admin/media`, { method: 'POST', headers, agent: false });
  const answer = new Promise<StreamedAnswer | 'reset'>((resolve) => {
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        // The server answered (and may have closed): whatever of the body was not sent is not sent.
        req.destroy();
      };
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', () => {
      if (!answered) resolve('reset');
    });
  });
  req.write(head);
  let piece = 0;
  let offset = 0;
  return {
    answer,
    send(bytes?: number) {
      let left = bytes ?? Infinity;
      while (left > 0 && piece < file.length && !req.destroyed) {
        const current = file[piece]!;
        const take = Math.min(left, current.length - offset);
        req.write(take === current.length && offset === 0 ? current : current.subarray(offset, offset + take));
        left -= take;
        offset += take;
        if (offset === current.length) {
          piece++;
          offset = 0;
        }
      }
      if (bytes === undefined && !req.destroyed) req.end(tail);
    },
    abort() {
      req.destroy();
    },
  };
}
