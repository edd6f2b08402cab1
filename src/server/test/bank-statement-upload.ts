/** Uploads a bank statement as the browser's FormData would (multipart/form-data, field `file`), for API tests. */
import { gpcFile, gpcLine } from './bank-statement-fixtures';
import { cookieHeader } from './media-upload';
import type { TestClient, TestResponse } from './test-server';

export async function uploadStatement(baseUrl: string, client: TestClient, bytes: Buffer, name: string): Promise<TestResponse> {
  const boundary = `----statement${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (client.cookies.size) headers.cookie = cookieHeader(client);
  const res = await fetch(`${baseUrl}/api/admin/bank-statements`, { method: 'POST', headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

export interface GpcTransaction {
  id: string;
  /** Signed haléře: a credit is positive. */
  amountMinor: number;
  vs?: string;
  name?: string;
  /** ddmmyy */
  booked?: string;
}

const digits = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

/**
 * A GPC statement of `account` (prefix 6 + number 10 digits) whose balances add up: old balance 0, each transaction a
 * credit (code 2) or a debit (code 1), Windows-1250, CRLF.
 */
export function gpcStatement(account: string, transactions: readonly GpcTransaction[], statementNumber = '001'): Buffer {
  const sum = transactions.reduce((total, t) => total + t.amountMinor, 0);
  const debits = transactions.filter((t) => t.amountMinor < 0).reduce((total, t) => total - t.amountMinor, 0);
  const credits = transactions.filter((t) => t.amountMinor > 0).reduce((total, t) => total + t.amountMinor, 0);
  const header = gpcLine([
    '074', account, 'Agentura'.padEnd(20), '251126',
    digits(0, 14), '+', digits(sum, 14), sum < 0 ? '-' : '+',
    digits(debits, 14), '0', digits(credits, 14), '0',
    statementNumber, '261126', ' '.repeat(14),
  ]);
  const lines = transactions.map((t) =>
    gpcLine([
      '075', account, '0000000000000000', t.id.padStart(13, '0'), digits(t.amountMinor, 12), t.amountMinor > 0 ? '2' : '1',
      (t.vs ?? '').padStart(10, '0'), '0000000000', '0000000000', '000000',
      (t.name ?? 'Plátce').padEnd(20), '0', '0203', t.booked ?? '261126',
    ]),
  );
  return gpcFile([header, ...lines]);
}
