/**
 * Fio banka's API Bankovnictví, read side (docs/product/czech-services.md#fio--the-bank-feed; the wire facts:
 * its published format, docs/product/czech-services.md): `GET /periods/{token}/{from}/{to}/transactions.json`, movements of a period.
 *
 * The token is in the URL path. It is a credential: no URL is ever logged, put in an error or stored — every failure
 * here is a short code (BankFeedError), and OutsideCaller's own errors name the service only.
 *
 * The call goes through OutsideCaller with `breaker: false` (the poller keeps its own schedule per token: a bad token
 * must not stop the other accounts' feeds) and `answerStatuses: [500]` (Fio answers 500 for a token that does not
 * exist or is inactive: an answer, not a server that is down).
 */
import { isCalendarDay } from '@/shared/dates';
import { decimalTextToMinor } from '@/shared/money/minor-units';
import { FIO_TOKEN_PATTERN, type BankFeedError } from '@/shared/schemas/bank-feed';
import { MAX_PAYMENT_MINOR } from '@/shared/schemas/payment';
import { OutsideServiceDown, type OutsideCaller, type OutsideRequest } from './outside-services';

/** One movement ("pohyb") as Fio's JSON gives it, read by column key. Symbols are kept as written (leading zeros). */
export interface FioMovement {
  /** column22 "ID pohybu": the unique movement id (the GPC export's positions 36–48). */
  id: string;
  /** column0, the first 10 characters (yyyy-mm-dd). */
  date: string;
  /** column1, signed (a debit is negative), exact minor units. */
  amountMinor: number;
  /** column14 */
  currency: string | null;
  /** column2 / column3 */
  counterAccount: string | null;
  bankCode: string | null;
  /** column10 */
  counterpartyName: string | null;
  /** column4 KS, column5 VS, column6 SS */
  constantSymbol: string | null;
  variableSymbol: string | null;
  specificSymbol: string | null;
  /** column16 "Zpráva pro příjemce" */
  message: string | null;
  /** column7 "Uživatelská identifikace" */
  userIdentification: string | null;
  /** column8 "Typ" */
  type: string | null;
}

/** A period's answer: the account (`info`) and its movements. */
export interface FioStatement {
  accountId: string | null;
  bankId: string | null;
  iban: string | null;
  currency: string;
  movements: FioMovement[];
}

export type FioResult = { ok: true; statement: FioStatement } | { ok: false; error: BankFeedError; status?: number };

/** Thrown by the parser: the answer is not Fio's JSON (a proxy's page, a changed format) — "service down". */
export class FioMalformed extends Error {}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A column's value: `{ value, name, id }` or null (an empty column) or absent. */
function column(movement: Record<string, Json>, n: number): Json {
  const cell = movement[`column${n}`];
  if (cell === null || cell === undefined) return null;
  if (!isObject(cell)) throw new FioMalformed(`column${n} is not an object`);
  return cell.value ?? null;
}

/** A text column (a number is written as digits: a symbol sent as a number keeps what it has). */
function text(movement: Record<string, Json>, n: number): string | null {
  const value = column(movement, n);
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new FioMalformed(`column${n} is not text`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** column22: an integer (a JSON number, ≈ 11 digits; a string of digits tolerated). */
function movementId(movement: Record<string, Json>): string {
  const value = column(movement, 22);
  const digits = typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : typeof value === 'string' && /^\d{1,20}$/.test(value) ? value.replace(/^0+(?=\d)/, '') : null;
  if (!digits || /^0+$/.test(digits)) throw new FioMalformed('column22 (movement id) missing');
  return digits;
}

/** column1: a signed decimal (a JSON number; a numeric string tolerated) → exact minor units. */
function amount(movement: Record<string, Json>): number {
  const value = column(movement, 1);
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (written === null) throw new FioMalformed('column1 (amount) missing');
  const negative = written.startsWith('-');
  const parsed = decimalTextToMinor(negative ? written.slice(1) : written, MAX_PAYMENT_MINOR);
  if (!parsed.ok) throw new FioMalformed(`column1 (amount) unreadable: ${parsed.error}`);
  return negative ? -parsed.minor : parsed.minor;
}

/** column0: "2025-03-10+0100" → "2025-03-10". */
function day(movement: Record<string, Json>): string {
  const value = column(movement, 0);
  const date = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!isCalendarDay(date)) throw new FioMalformed('column0 (date) unreadable');
  return date;
}

const infoText = (info: Record<string, Json>, key: string): string | null => {
  const value = info[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** Fio's JSON answer of a period (`accountStatement`) → the account and its movements; FioMalformed otherwise. */
export function parseFioStatement(body: string): FioStatement {
  let root: Json;
  try {
    root = JSON.parse(body);
  } catch {
    throw new FioMalformed('not JSON');
  }
  const statement = isObject(root) ? root.accountStatement : undefined;
  if (!isObject(statement) || !isObject(statement.info)) throw new FioMalformed('no accountStatement.info');
  const info = statement.info;
  const list = statement.transactionList;
  // An empty period: `transaction: []` (or, by some accounts, a transactionList without it, or null).
  const raw = list === null || list === undefined ? [] : isObject(list) ? (list.transaction ?? []) : null;
  if (!Array.isArray(raw)) throw new FioMalformed('transactionList.transaction is not a list');
  const currency = infoText(info, 'currency');
  if (!currency || !/^[A-Z]{3}$/.test(currency)) throw new FioMalformed('info.currency missing');
  const movements = raw.map((entry: Json): FioMovement => {
    if (!isObject(entry)) throw new FioMalformed('a movement is not an object');
    const movementCurrency = text(entry, 14);
    return {
      id: movementId(entry),
      date: day(entry),
      amountMinor: amount(entry),
      currency: movementCurrency ? movementCurrency.toUpperCase() : null,
      counterAccount: text(entry, 2),
      bankCode: text(entry, 3),
      counterpartyName: text(entry, 10),
      constantSymbol: text(entry, 4),
      variableSymbol: text(entry, 5),
      specificSymbol: text(entry, 6),
      message: text(entry, 16),
      userIdentification: text(entry, 7),
      type: text(entry, 8),
    };
  });
  const iban = infoText(info, 'iban');
  return {
    accountId: infoText(info, 'accountId'),
    bankId: infoText(info, 'bankId'),
    iban: iban ? iban.replace(/\s+/g, '').toUpperCase() : null,
    currency,
    movements,
  };
}

/** What each status of Fio means (§4's table); anything else unexpected is "down". */
const ERROR_BY_STATUS: Readonly<Record<number, BankFeedError>> = {
  404: 'wrong_url',
  409: 'too_soon',
  413: 'too_many',
  422: 'history_locked',
  500: 'token_refused',
};

/**
 * The movements of `from`–`to` (yyyy-mm-dd, inclusive) of the account whose token this is. Never throws for what
 * Fio or the network does: every failure is a code. The token is checked before it goes into a path.
 */
export async function fetchFioPeriod(
  outside: OutsideCaller,
  token: string,
  period: { from: string; to: string },
  request: Pick<OutsideRequest, 'timeoutMs'> = {},
): Promise<FioResult> {
  if (!FIO_TOKEN_PATTERN.test(token)) return { ok: false, error: 'token_refused' };
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) throw new RangeError('The period is not two days (yyyy-mm-dd)');
  let answer;
  try {
    answer = await outside.call('fioApi', `/periods/${token}/${period.from}/${period.to}/transactions.json`, { ...request, breaker: false, answerStatuses: [500] });
  } catch (err) {
    if (err instanceof OutsideServiceDown) return { ok: false, error: 'down', ...(err.status ? { status: err.status } : {}) };
    throw err;
  }
  if (answer.status !== 200) return { ok: false, error: ERROR_BY_STATUS[answer.status] ?? 'down', status: answer.status };
  try {
    return { ok: true, statement: parseFioStatement(answer.text()) };
  } catch (err) {
    if (err instanceof FioMalformed) return { ok: false, error: 'down', status: 200 };
    throw err;
  }
}
