/**
 * A stand-in of Fio banka's API Bankovnictví (read side) for API tests and e2e: a node:http server on 127.0.0.1
 * that speaks its published format (docs/product/czech-services.md):
 *
 *   GET /periods/{token}/{from}/{to}/transactions.{json|gpc}   movements of a period
 *   GET /last/{token}/transactions.{json|gpc}                  movements after the pointer; a non-empty answer moves it
 *   GET /set-last-id/{token}/{id}/                             pointer after movement id
 *   GET /set-last-date/{token}/{yyyy-mm-dd}/                   pointer to the end of that day (200, empty body)
 *
 * and its failures: the same token within the window (30 s, settable) → 409; an unknown token → 500; a period
 * starting more than 90 days back → 422; more than `maxRows` (50 000) movements → 413; any other path → 404; and the
 * scenarios `html` (an HTML error page, 200 text/html), `maintenance` (503 HTML), `malformed` (200 JSON cut short),
 * `silent` (no answer: the client's timeout). Empty periods answer `transaction: []`; empty columns are `null`;
 * amounts are signed; an account may be kept in EUR; `transactions.gpc` is Windows-1250 with CRLF.
 *
 * Controllable from the test: `addAccount`, `addMovement`, `scenario`, `minIntervalMs`, `maxRows`, `now`, and the
 * request log `requests` (what was asked, what was answered).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface FioStandInMovement {
  /** column22, the movement id. */
  id: number;
  /** yyyy-mm-dd */
  date: string;
  /** Signed minor units (a debit is negative). */
  amountMinor: number;
  counterAccount?: string | null;
  bankCode?: string | null;
  constantSymbol?: string | null;
  variableSymbol?: string | null;
  specificSymbol?: string | null;
  counterpartyName?: string | null;
  message?: string | null;
  type?: string | null;
  /** Another currency than the account's in column14 (never seen; for a client's tolerance). Default: the account's. */
  currency?: string;
}

export interface FioStandInAccount {
  token: string;
  accountId: string;
  bankId?: string;
  currency?: string;
  iban: string;
  /** The GPC header's short name. */
  name?: string;
  openingBalanceMinor?: number;
  movements?: FioStandInMovement[];
}

export type FioScenario = 'normal' | 'html' | 'maintenance' | 'malformed' | 'silent';

export interface FioRequestLog {
  kind: 'periods' | 'last' | 'set-last-id' | 'set-last-date' | 'other';
  token: string | null;
  from?: string;
  to?: string;
  format?: string;
  status: number | null;
  at: number;
}

interface AccountState extends Required<Omit<FioStandInAccount, 'movements'>> {
  movements: FioStandInMovement[];
  /** The `last` pointer: movements with a greater id are "new". */
  lastId: number;
}

export interface FioStandIn {
  url: string;
  requests: FioRequestLog[];
  scenario: FioScenario;
  /** Fio's window per token (30 s); tests shorten it. */
  minIntervalMs: number;
  /** Over this many movements in an answer → 413. */
  maxRows: number;
  /** The stand-in's clock (ms), for the window and the 90-day rule. */
  now: () => number;
  addAccount(account: FioStandInAccount): void;
  addMovement(token: string, movement: FioStandInMovement): void;
  /** Forgets when each token was last used (the window starts afresh). */
  resetWindow(): void;
  /** Calls of the periods endpoint with this token. */
  periodCalls(token?: string): FioRequestLog[];
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** "+0100" in winter, "+0200" in summer (Prague; the switch days are approximated by the month — only the 10 first characters are read). */
const pragueOffset = (date: string) => {
  const month = Number(date.slice(5, 7));
  return month >= 4 && month <= 10 ? '+0200' : '+0100';
};

const major = (minor: number) => Number((minor / 100).toFixed(2));

function cell(value: string | number | null | undefined, name: string, id: number) {
  return value === null || value === undefined ? null : { value, name, id };
}

/** A movement as Fio writes it: every column keyed `columnN`, `null` when empty; the order is not Fio's either. */
function movementJson(m: FioStandInMovement, currency: string) {
  return {
    column22: cell(m.id, 'ID pohybu', 22),
    column0: cell(`${m.date}${pragueOffset(m.date)}`, 'Datum', 0),
    column1: cell(major(m.amountMinor), 'Objem', 1),
    column14: cell(m.currency ?? currency, 'Měna', 14),
    column2: cell(m.counterAccount ?? null, 'Protiúčet', 2),
    column3: cell(m.bankCode ?? null, 'Kód banky', 3),
    column4: cell(m.constantSymbol ?? null, 'KS', 4),
    column5: cell(m.variableSymbol ?? null, 'VS', 5),
    column6: cell(m.specificSymbol ?? null, 'SS', 6),
    column7: null,
    column8: cell(m.type ?? (m.amountMinor < 0 ? 'Bezhotovostní platba' : 'Bezhotovostní příjem'), 'Typ', 8),
    column10: cell(m.counterpartyName ?? null, 'Název protiúčtu', 10),
    column12: null,
    column16: cell(m.message ?? null, 'Zpráva pro příjemce', 16),
    column17: cell(m.id + 5_000_000_000, 'ID pokynu', 17),
    column18: null,
    column25: null,
    column26: null,
    column27: null,
  };
}

function statementJson(account: AccountState, movements: FioStandInMovement[], from: string, to: string) {
  const sum = movements.reduce((total, m) => total + m.amountMinor, 0);
  const ids = movements.map((m) => m.id);
  return {
    accountStatement: {
      info: {
        accountId: account.accountId,
        bankId: account.bankId,
        currency: account.currency,
        iban: account.iban,
        bic: 'FIOBCZPPXXX',
        openingBalance: major(account.openingBalanceMinor),
        closingBalance: major(account.openingBalanceMinor + sum),
        dateStart: `${from}${pragueOffset(from)}`,
        dateEnd: `${to}${pragueOffset(to)}`,
        yearList: null,
        idList: null,
        idFrom: ids.length ? Math.min(...ids) : null,
        idTo: ids.length ? Math.max(...ids) : null,
        idLastDownload: null,
      },
      transactionList: { transaction: movements.map((m) => movementJson(m, account.currency)) },
    },
  };
}

/** Windows-1250 bytes (a character the code page lacks becomes "?"). */
const WINDOWS_1250: ReadonlyMap<string, number> = (() => {
  const decoder = new TextDecoder('windows-1250');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== '\ufffd' && !table.has(char)) table.set(char, byte);
  }
  return table;
})();
const windows1250 = (text: string) => Buffer.from([...text].map((char) => WINDOWS_1250.get(char) ?? 0x3f));

const pad = (value: string | number, width: number) => String(value).padStart(width, '0').slice(-width);
const field = (text: string | null | undefined, width: number) => (text ?? '').slice(0, width).padEnd(width, ' ');
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
const CURRENCY_NUMBER: Readonly<Record<string, string>> = { CZK: '0203', EUR: '0978', USD: '0840', GBP: '0826' };

/** "19-123456789" / "123456789" → 16 digits (prefix 6 + number 10); anything else (an IBAN) → zeros. */
function gpcAccount(text: string | null | undefined): string {
  const match = /^(?:(\d{1,6})-)?(\d{1,10})$/.exec(text ?? '');
  return match ? pad(match[1] ?? '0', 6) + pad(match[2]!, 10) : '0'.repeat(16);
}

/** The same movements as a GPC (ABO) file: a 074 header and a 075 line each, 128 characters, CRLF, Windows-1250. */
function statementGpc(account: AccountState, movements: FioStandInMovement[], to: string): Buffer {
  const sum = movements.reduce((total, m) => total + m.amountMinor, 0);
  const debits = movements.filter((m) => m.amountMinor < 0).reduce((total, m) => total - m.amountMinor, 0);
  const credits = movements.filter((m) => m.amountMinor > 0).reduce((total, m) => total + m.amountMinor, 0);
  const closing = account.openingBalanceMinor + sum;
  const own = gpcAccount(account.accountId);
  const header = [
    '074', own, field(account.name, 20), ddmmyy(to),
    pad(Math.abs(account.openingBalanceMinor), 14), account.openingBalanceMinor < 0 ? '-' : '+',
    pad(Math.abs(closing), 14), closing < 0 ? '-' : '+',
    pad(debits, 14), '0', pad(credits, 14), '0',
    '001', ddmmyy(to), ' '.repeat(14),
  ].join('');
  const lines = movements.map((m) =>
    [
      '075', own, gpcAccount(m.counterAccount), pad(m.id, 13), pad(Math.abs(m.amountMinor), 12), m.amountMinor < 0 ? '1' : '2',
      pad(m.variableSymbol ?? '0', 10), '00', pad(m.bankCode ?? '0', 4), pad(m.constantSymbol ?? '0', 4), pad(m.specificSymbol ?? '0', 10),
      ddmmyy(m.date), field(m.counterpartyName, 20), '0', CURRENCY_NUMBER[m.currency ?? account.currency] ?? '0000', ddmmyy(m.date),
    ].join(''),
  );
  return windows1250([header, ...lines].map((line) => `${line}\r\n`).join(''));
}

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Fio banka</title></head><body><h1>Služba je dočasně nedostupná</h1><p>Omlouváme se.</p></body></html>';

const pragueDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

export async function startFioStandIn(options: { accounts?: FioStandInAccount[] } = {}): Promise<FioStandIn> {
  const accounts = new Map<string, AccountState>();
  const lastUse = new Map<string, number>();
  const sockets = new Set<Socket>();

  const standIn: FioStandIn = {
    url: '',
    requests: [],
    scenario: 'normal',
    minIntervalMs: 30_000,
    maxRows: 50_000,
    now: () => Date.now(),
    addAccount(account) {
      accounts.set(account.token, {
        token: account.token,
        accountId: account.accountId,
        bankId: account.bankId ?? '2010',
        currency: account.currency ?? 'CZK',
        iban: account.iban,
        name: account.name ?? 'Agentura',
        openingBalanceMinor: account.openingBalanceMinor ?? 0,
        movements: [...(account.movements ?? [])],
        lastId: 0,
      });
    },
    addMovement(token, movement) {
      const account = accounts.get(token);
      if (!account) throw new Error('No such stand-in account');
      account.movements.push(movement);
    },
    resetWindow() {
      lastUse.clear();
    },
    periodCalls(token) {
      return standIn.requests.filter((r) => r.kind === 'periods' && (token === undefined || r.token === token));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  for (const account of options.accounts ?? []) standIn.addAccount(account);

  const send = (res: ServerResponse, log: FioRequestLog, status: number, body: string | Buffer, contentType: string) => {
    log.status = status;
    res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const parts = path.split('/').filter(Boolean);
    const [kind] = parts;
    const log: FioRequestLog = { kind: kind === 'periods' || kind === 'last' || kind === 'set-last-id' || kind === 'set-last-date' ? kind : 'other', token: parts[1] ?? null, status: null, at: standIn.now() };
    standIn.requests.push(log);
    if (standIn.scenario === 'silent') return; // No answer: the client's timeout ends it.
    if (req.method !== 'GET') return send(res, log, 404, '', 'text/plain');

    const periods = kind === 'periods' && parts.length === 5 ? /^transactions\.(json|gpc)$/.exec(parts[4]!) : null;
    const last = kind === 'last' && parts.length === 3 ? /^transactions\.(json|gpc)$/.exec(parts[2]!) : null;
    const setter = (kind === 'set-last-id' || kind === 'set-last-date') && parts.length === 3;
    if (!periods && !last && !setter) return send(res, log, 404, '', 'text/plain');

    if (standIn.scenario === 'maintenance') return send(res, log, 503, HTML_PAGE, 'text/html; charset=utf-8');
    const account = accounts.get(parts[1]!);
    // Fio answers 500 (not 401) for a token that does not exist or is inactive.
    if (!account) return send(res, log, 500, '', 'text/plain');
    const now = standIn.now();
    const used = lastUse.get(account.token);
    lastUse.set(account.token, now);
    if (used !== undefined && now - used < standIn.minIntervalMs) return send(res, log, 409, '', 'text/plain');
    if (standIn.scenario === 'html') return send(res, log, 200, HTML_PAGE, 'text/html; charset=utf-8');

    if (setter) {
      const value = parts[2]!;
      if (kind === 'set-last-id') {
        if (!/^\d+$/.test(value)) return send(res, log, 404, '', 'text/plain');
        account.lastId = Number(value);
      } else {
        if (!isDay(value)) return send(res, log, 404, '', 'text/plain');
        // The pointer at the end of that day: the movements after it are "new" (the boundary is unconfirmed).
        const before = account.movements.filter((m) => m.date <= value).map((m) => m.id);
        account.lastId = before.length ? Math.max(...before) : 0;
      }
      return send(res, log, 200, '', 'text/plain');
    }

    let movements: FioStandInMovement[];
    let from: string;
    let to: string;
    const format = (periods ?? last)![1]!;
    log.format = format;
    if (periods) {
      [from, to] = [parts[2]!, parts[3]!];
      log.from = from;
      log.to = to;
      if (!isDay(from) || !isDay(to) || from > to) return send(res, log, 404, '', 'text/plain');
      if (Date.parse(`${pragueDay(now)}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 90 * DAY_MS) return send(res, log, 422, '', 'text/plain');
      movements = account.movements.filter((m) => m.date >= from && m.date <= to);
    } else {
      movements = account.movements.filter((m) => m.id > account.lastId);
      from = movements.length ? movements.map((m) => m.date).sort()[0]! : pragueDay(now);
      to = pragueDay(now);
    }
    movements = [...movements].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    if (movements.length > standIn.maxRows) return send(res, log, 413, '', 'text/plain');
    // A non-empty answer of `last` moves the pointer.
    if (last && movements.length > 0) account.lastId = Math.max(...movements.map((m) => m.id));
    if (format === 'gpc') return send(res, log, 200, statementGpc(account, movements, to), 'text/plain; charset=windows-1250');
    const json = JSON.stringify(statementJson(account, movements, from, to));
    if (standIn.scenario === 'malformed') return send(res, log, 200, json.slice(0, Math.floor(json.length / 2)), 'application/json;charset=UTF-8');
    return send(res, log, 200, json, 'application/json;charset=UTF-8');
  };

  const server: Server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The Fio stand-in has no port');
  standIn.url = `http://127.0.0.1:${address.port}`;
  return standIn;
}

/** A Fio-shaped token (64 letters and digits) for tests: `seed` repeated and cut. */
export function fioToken(seed: string): string {
  return seed.replace(/[^A-Za-z0-9]/g, '').repeat(Math.ceil(64 / Math.max(1, seed.length))).slice(0, 64);
}
