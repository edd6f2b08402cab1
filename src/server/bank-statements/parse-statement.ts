/**
 * An uploaded bank statement (docs/product/rules.md#bank-payments) → ParsedStatement, the format read from the content (never the file name): camt.053
 * (ISO 20022 XML) or GPC/ABO. Anything else — empty, too large, a PDF, a CSV, an MT940, a camt.052/054, damaged or
 * cut — is refused as a whole with a message naming what is wrong (Invalid / TooLarge / UnsupportedType on `file`)
 * and its machine code (src/shared/payments/statement-refusals.ts); nothing partial is ever returned.
 */
import { Invalid, TooLarge, UnsupportedType } from '@/server/domain/errors';
import { looksLikeCamt, parseCamt053 } from './camt053';
import { decodeGpc, looksLikeGpc, parseGpc } from './gpc';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MESSAGES as M, type ParsedStatement } from './types';

export { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MESSAGES } from './types';
export type { ParsedStatement, StatementAccount, StatementFormat, StatementTransaction } from './types';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The encoding an XML declaration names ("UTF-8" when none). */
function declaredEncoding(head: string): string {
  return /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
}

function decodeXml(bytes: Uint8Array): string {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  const head = new TextDecoder('latin1').decode(body.subarray(0, 200)).trimStart();
  const encoding = declaredEncoding(head);
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch {
    throw new Invalid('file', M.encoding, { code: 'encoding' });
  }
}

/** The statement in an uploaded file; throws a domain error on `file` for anything that is not a whole statement. */
export function parseBankStatement(bytes: Uint8Array): ParsedStatement {
  if (bytes.length > BANK_STATEMENT_MAX_BYTES) throw new TooLarge('file', M.tooLarge, { code: 'tooLarge' });
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
  const start = head.replace(/^\uFEFF|^\u00ef\u00bb\u00bf/, '').trimStart();
  if (start === '') throw new Invalid('file', M.empty, { code: 'empty' });
  if (start.startsWith('%PDF')) throw new UnsupportedType('file', M.pdf, { code: 'pdf' });
  if (start.startsWith('<')) {
    const xml = decodeXml(bytes);
    if (!looksLikeCamt(xml)) throw new UnsupportedType('file', M.xmlNotCamt053, { code: 'notCamt053' });
    return parseCamt053(xml);
  }
  if (looksLikeGpc(start)) return parseGpc(decodeGpc(bytes));
  if (/^(\{1:|:20:|:940:)/.test(start)) throw new UnsupportedType('file', M.mt940, { code: 'mt940' });
  throw new UnsupportedType('file', M.unknown, { code: 'unknownFormat' });
}
