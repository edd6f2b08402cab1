/**
 * A request (GET unless told) through node:http rather than fetch: any header can be set (Host included), and the
 * body arrives as sent.
 */
import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as the server sent them (not decompressed). */
  body: Buffer;
}

export function rawRequest(url: string, path: string, headers: Record<string, string> = {}, send: { method?: string; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, { headers, method: send.method ?? 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(send.body);
  });
}
