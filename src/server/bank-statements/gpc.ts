/**
 * GPC / ABO (the Czech banks' fixed-width statement format) → ParsedStatement. Lines of 128 characters (CRLF or LF),
 * Windows-1250 text (UTF-8 is accepted too). Record 074 is a statement's header, 075 a transaction, 076/078/079
 * extra text of the transaction before them. Offsets (0-based here, 1-based in the sources) and their sources:
 * docs/decisions/027-payments-qr-and-bank-statements.md.
 */
import { MAX_PAYMENT_MINOR } from '@/shared/schemas/payment';
import { Invalid, type ErrorReason } from '@/server/domain/errors';
import { normalizeSymbol } from './symbols';
import { BANK_STATEMENT_MESSAGES as M, MAX_PAYMENT_TEXT, type ParsedStatement, type StatementTransaction } from './types';

export const GPC_LINE_LENGTH = 128;

/** ISO 4217 numeric codes GPC writes in positions 119–122 ("0203"). */
const CURRENCY_BY_NUMBER: Readonly<Record<string, string>> = {
  '203': 'CZK',
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '985': 'PLN',
  '348': 'HUF',
  '756': 'CHF',
};

/** Whether the text starts like a GPC file (a 074 header of digits). */
export function looksLikeGpc(text: string): boolean {
  return /^074\d{16}/.test(text);
}

/** The bytes as text: UTF-8 when they are valid UTF-8 with non-ASCII letters, else Windows-1250 (the format's own). */
export function decodeGpc(bytes: Uint8Array): string {
  const hasHighBytes = bytes.some((byte) => byte >= 0x80);
  if (hasHighBytes) {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      // Not UTF-8: the usual Windows-1250.
    }
  }
  return new TextDecoder('windows-1250').decode(bytes);
}

class LineError extends Invalid {
  constructor(line: number, detail: string, reason: ErrorReason = { code: 'line', params: { line } }) {
    super('file', M.gpcLine(line, detail), reason);
  }
}

/** The fields of a 075 line by their 0-based [start, end) positions, to name where a control character is. */
const FIELDS_075: readonly (readonly [number, number, string])[] = [
  [19, 35, 'counter-account'],
  [35, 48, 'transaction id'],
  [61, 71, 'variable symbol'],
  [97, 117, 'counterparty name'],
];

/** A line with a NUL or another control character (no bank writes one; the database refuses NUL): refused, naming the field. */
function checkControlCharacters(text: string, line: number, record: string): void {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const at = text.search(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
  if (at < 0) return;
  const field = record === '075' ? FIELDS_075.find(([start, end]) => at >= start && at < end)?.[2] : undefined;
  const where = field ? `the ${field} (position ${at + 1})` : `position ${at + 1}`;
  const name = text.charCodeAt(at) === 0 ? 'a NUL character' : 'a control character';
  throw new LineError(line, `${where} holds ${name}`, { code: 'nulCharacter', params: { line, ...(field ? { field } : {}) } });
}

/** DDMMYY → yyyy-mm-dd (20YY); "000000" or blank → undefined; anything else that is no date → an error. */
function date(field: string, line: number, name: string): string | undefined {
  if (/^(0{6}| {6})$/.test(field)) return undefined;
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(field);
  const [day, month, year] = match ? [Number(match[1]), Number(match[2]), 2000 + Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new LineError(line, `the ${name} "${field}" is no date (DDMMYY)`);
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function digits(field: string, line: number, name: string): string {
  if (!/^\d+$/.test(field)) throw new LineError(line, `the ${name} "${field.trim()}" is not digits`);
  return field;
}

/** A 16-digit account field: prefix (6) + number (10) → "prefix-number" / "number"; all zeros → undefined. */
function accountNumber(field: string, line: number, name: string): string | undefined {
  const value = digits(field, line, name);
  const prefix = value.slice(0, 6).replace(/^0+/, '');
  const number = value.slice(6).replace(/^0+/, '');
  if (number === '') return undefined;
  return prefix ? `${prefix}-${number}` : number;
}

/** A signed balance of a 074 header: 14 digits of minor units and a sign character "+" / "-". */
function balance(field: string, signChar: string, line: number, name: string): number {
  const value = Number(digits(field, line, name));
  if (signChar === '-') return -value;
  if (signChar === '+' || signChar === '0') return value;
  throw new LineError(line, `the sign of the ${name} is "${signChar}", not + or -`);
}

interface Header {
  line: number;
  account: string;
  statementNumber: string;
  statementDate: string;
  oldBalance: number;
  newBalance: number;
}

function parseHeader(text: string, line: number): Header {
  const statementDate = date(text.slice(108, 114), line, 'statement date') ?? date(text.slice(39, 45), line, 'date of the old balance');
  if (!statementDate) throw new LineError(line, 'the statement header has no date');
  return {
    line,
    account: accountNumber(text.slice(3, 19), line, 'account number') ?? '',
    statementNumber: digits(text.slice(105, 108), line, 'statement number').replace(/^0+(?=\d)/, ''),
    statementDate,
    oldBalance: balance(text.slice(45, 59), text.charAt(59), line, 'old balance'),
    newBalance: balance(text.slice(60, 74), text.charAt(74), line, 'new balance'),
  };
}

/** Accounting codes: 1 debit, 2 credit, 4 reversal (storno) of a debit (money back: +), 5 reversal of a credit (−). */
const SIGN_BY_CODE: Readonly<Record<string, 1 | -1>> = { '1': -1, '2': 1, '4': 1, '5': -1 };

interface Line075 {
  transaction: Omit<StatementTransaction, 'currency'>;
  currency?: string;
}

function parseTransaction(text: string, line: number, header: Header): Line075 {
  const bankRef = text.slice(35, 48).trim().replace(/^0+(?=.)/, '');
  if (bankRef === '' || /^0+$/.test(bankRef)) throw new LineError(line, 'the transaction has no id (positions 36–48)');
  const amountDigits = digits(text.slice(48, 60), line, 'amount');
  // 12 digits, read as a BigInt and bounded like a payment entered by hand before it becomes a number.
  if (BigInt(amountDigits) > BigInt(MAX_PAYMENT_MINOR)) {
    throw new LineError(line, M.amountTooLarge(amountDigits.replace(/^0+(?=\d)/, ''), MAX_PAYMENT_TEXT), { code: 'amountTooLarge', params: { line, max: MAX_PAYMENT_MINOR } });
  }
  const amount = Number(amountDigits);
  const sign = SIGN_BY_CODE[text.charAt(60)];
  if (sign === undefined) throw new LineError(line, `the accounting code is "${text.charAt(60)}", not 1, 2, 4 or 5`);
  // Positions 72–81: "00" + the counter-account's bank code (4) + the constant symbol (4).
  const ksField = digits(text.slice(71, 81), line, 'constant symbol');
  const bankCode = /^0{4}$/.test(ksField.slice(2, 6)) ? undefined : ksField.slice(2, 6);
  const counterAccount = accountNumber(text.slice(19, 35), line, 'counter-account');
  const currencyCode = text.slice(119, 122);
  const currency = CURRENCY_BY_NUMBER[currencyCode];
  if (!currency && !/^(000| {3})$/.test(currencyCode)) throw new LineError(line, `unknown currency code "${currencyCode}"`);
  const name = text.slice(97, 117).trim();
  const variableSymbol = normalizeSymbol('VS', digits(text.slice(61, 71), line, 'variable symbol'));
  const constantSymbol = normalizeSymbol('KS', ksField.slice(6, 10));
  const specificSymbol = normalizeSymbol('SS', digits(text.slice(81, 91), line, 'specific symbol'));
  const valueDate = date(text.slice(91, 97), line, 'value date');
  return {
    ...(currency ? { currency } : {}),
    transaction: {
      bankRef,
      bookingDate: date(text.slice(122, 128), line, 'booking date') ?? valueDate ?? header.statementDate,
      ...(valueDate ? { valueDate } : {}),
      amountMinor: sign * amount,
      ...(variableSymbol ? { variableSymbol } : {}),
      ...(constantSymbol ? { constantSymbol } : {}),
      ...(specificSymbol ? { specificSymbol } : {}),
      ...(counterAccount ? { counterpartyAccount: bankCode ? `${counterAccount}/${bankCode}` : counterAccount } : {}),
      ...(name ? { counterpartyName: name } : {}),
    },
  };
}

/** The text of a 076/078/079 line: 078/079 carry two 35-character fields, 076 free text. */
function extraText(text: string, record: string): string {
  const fields = record === '076' ? [text.slice(3)] : [text.slice(3, 38), text.slice(38, 73), text.slice(73)];
  return fields
    .map((field) => field.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
}

/** The text without the line ends and DOS end-of-file marks (Ctrl-Z) after its last line. */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && ['\r', '\n', '\u001a'].includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** A GPC file's text → its statement(s) of one account; Invalid naming the line of what is wrong. */
export function parseGpc(content: string): ParsedStatement {
  const lines = trimEnd(content.replace(/^\uFEFF/, '')).split(/\r?\n/);
  const headers: Header[] = [];
  const entries: { line: number; header: Header; parsed: Line075; extra: string[] }[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') throw new LineError(line, 'the line is empty');
    const record = text.slice(0, 3);
    checkControlCharacters(text, line, record);
    const header = headers.at(-1);
    if (!header && record !== '074') throw new Invalid('file', M.gpcNoHeader, { code: 'noHeader' });
    if ((record === '074' || record === '075') && text.length !== GPC_LINE_LENGTH) {
      throw new LineError(line, `a ${record} record has ${GPC_LINE_LENGTH} characters, this one ${text.length} (the file is damaged or cut)`);
    }
    if (record === '074') headers.push(parseHeader(text, line));
    else if (record === '075' && header) entries.push({ line, header, parsed: parseTransaction(text, line, header), extra: [] });
    else if (record === '076' || record === '078' || record === '079') {
      const last = entries.at(-1);
      if (!last || last.header !== header) throw new LineError(line, `a ${record} text line that follows no transaction`);
      if (text.length > GPC_LINE_LENGTH) throw new LineError(line, `the line is longer than ${GPC_LINE_LENGTH} characters`);
      const more = extraText(text, record);
      if (more) last.extra.push(more);
    } else throw new LineError(line, `unknown record type "${record}"`);
  });

  if (new Set(headers.map((h) => h.account)).size > 1) throw new Invalid('file', M.severalAccounts, { code: 'severalAccounts' });
  for (const header of headers) {
    // Summed as BigInts: exact whatever the number of lines.
    const sum = entries.filter((entry) => entry.header === header).reduce((total, entry) => total + BigInt(entry.parsed.transaction.amountMinor), 0n);
    if (BigInt(header.oldBalance) + sum !== BigInt(header.newBalance)) {
      throw new Invalid('file', M.gpcBalance(header.statementNumber), { code: 'balance', params: { statement: header.statementNumber } });
    }
  }
  const currencies = [...new Set(entries.map((entry) => entry.parsed.currency).filter((c): c is string => c !== undefined))];
  if (currencies.length > 1) throw new Invalid('file', M.mixedCurrencies(currencies.join(', ')), { code: 'mixedCurrencies', params: { currencies: currencies.join(', ') } });
  // A statement without movements names no currency; 074 is by its description the "statement in Kč".
  const currency = currencies[0] ?? (entries.length === 0 ? 'CZK' : undefined);
  if (!currency) throw new Invalid('file', M.noTransactionsCurrency, { code: 'noCurrency' });
  const seen = new Set<string>();
  const transactions = entries.map(({ parsed, extra }) => {
    if (seen.has(parsed.transaction.bankRef)) {
      throw new Invalid('file', M.duplicateRef(parsed.transaction.bankRef), { code: 'duplicateRef', params: { ref: parsed.transaction.bankRef } });
    }
    seen.add(parsed.transaction.bankRef);
    const message = extra.join(' ');
    return { ...parsed.transaction, currency, ...(message ? { message } : {}) };
  });
  return {
    format: 'gpc',
    account: headers[0]?.account ? { number: headers[0].account } : {},
    currency,
    statementId: headers.map((h) => h.statementNumber).join(', '),
    transactions,
  };
}
