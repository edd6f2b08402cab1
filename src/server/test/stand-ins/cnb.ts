/**
 * A stand-in ČNB daily rates file (denni_kurz.txt) for API tests and e2e: a node:http server on 127.0.0.1 serving
 * the list exactly as the real file does (its published format: docs/product/czech-services.md). The product's CNB_RATES_URL is
 * the file's full URL: `url` here (…/cs/financni-trhy/…/denni_kurz.txt on this origin).
 *
 *   GET <file>?date=DD.MM.YYYY   200 text/plain;charset=UTF-8: the latest list with a fixing date ≤ that day (its own
 *                                date in line 1); a list of "today" (the stand-in's clock, Prague) only from 14:30
 *   GET <file>                   the same for today
 *   GET <file>?date=garbage      400 (HTML page)
 *   any other path               404 HTML page
 *
 * `scenario` turns every list answer into an outage: 'serverError' (503 HTML), 'empty' (200, no body), 'html'
 * (200 with an HTML page), 'malformed' (a changed first line), 'silent' (held until the stand-in closes).
 * `requests` logs what was asked; `delayMs` holds each answer a while (two instances asking at once).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { officeClock, officeDay } from '@/shared/dates';

export type CnbScenario = 'normal' | 'serverError' | 'empty' | 'html' | 'malformed' | 'silent';

export interface CnbStandInRate {
  country: string;
  name: string;
  amount: 1 | 100 | 1000;
  code: string;
  /** As ČNB prints it: decimal comma, three decimals ('25,010'). */
  rate: string;
}

export interface CnbStandInList {
  /** yyyy-mm-dd */
  fixingDate: string;
  serial: number;
  rates: CnbStandInRate[];
}

export interface CnbRequest {
  path: string;
  /** The `date` parameter as sent (null without one). */
  date: string | null;
}

export interface CnbStandIn {
  /** The file's full URL (CNB_RATES_URL). */
  url: string;
  scenario: CnbScenario;
  /** The declared lists (any order); weekends and holidays simply have none. */
  lists: CnbStandInList[];
  /** The stand-in's "now": decides today and whether today's list is declared yet (14:30 Prague). */
  clock: () => Date;
  delayMs: number;
  /** CRLF line ends and a trailing newline (tolerated by clients). */
  crlf: boolean;
  requests: CnbRequest[];
  close(): Promise<void>;
}

export const CNB_FILE_PATH = '/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt';
const HEADER = 'země|měna|množství|kód|kurz';

/** A list with EUR at `eur` (and fixed HUF per 100, IDR per 1000, USD; no other currency — GBP is "missing"). */
export function cnbList(fixingDate: string, serial: number, eur: string): CnbStandInList {
  return {
    fixingDate,
    serial,
    rates: [
      { country: 'Austrálie', name: 'dolar', amount: 1, code: 'AUD', rate: '14,567' },
      { country: 'EMU', name: 'euro', amount: 1, code: 'EUR', rate: eur },
      { country: 'Maďarsko', name: 'forint', amount: 100, code: 'HUF', rate: '6,300' },
      { country: 'Indonesie', name: 'rupie', amount: 1000, code: 'IDR', rate: '1,415' },
      { country: 'MMF', name: 'ZPČ', amount: 1, code: 'XDR', rate: '30,911' },
      { country: 'USA', name: 'dolar', amount: 1, code: 'USD', rate: '23,105' },
    ],
  };
}

/** The file's text of a list, as ČNB writes it. */
export function cnbText(list: CnbStandInList, crlf = false): string {
  const [y, m, d] = list.fixingDate.split('-');
  const lines = [`${d}.${m}.${y} #${list.serial}`, HEADER, ...list.rates.map((r) => `${r.country}|${r.name}|${r.amount}|${r.code}|${r.rate}`)];
  return crlf ? `${lines.join('\r\n')}\r\n` : lines.join('\n');
}

function htmlPage(res: ServerResponse, status: number, title: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=UTF-8' });
  res.end(`<!DOCTYPE html><html lang="cs"><head><title>${title} | Česká národní banka</title></head><body><h1>${title}</h1></body></html>`);
}

const DATE_PARAMETER = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Starts the stand-in on a free port. */
export async function startCnbStandIn(lists: CnbStandInList[] = []): Promise<CnbStandIn> {
  const held = new Set<ServerResponse>();
  const state: CnbStandIn = {
    url: '',
    scenario: 'normal',
    lists,
    clock: () => new Date(),
    delayMs: 0,
    crlf: false,
    requests: [],
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = (res: ServerResponse, dateParameter: string | null) => {
    let day: string;
    if (dateParameter === null) day = officeDay(state.clock());
    else {
      const parts = DATE_PARAMETER.exec(dateParameter);
      const iso = parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : '';
      const parsed = new Date(`${iso}T00:00:00Z`);
      if (!parts || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) return htmlPage(res, 400, 'Chybný požadavek');
      day = iso;
    }
    switch (state.scenario) {
      case 'serverError':
        return htmlPage(res, 503, 'Služba není dostupná');
      case 'empty':
        res.writeHead(200, { 'content-type': 'text/plain;charset=UTF-8' });
        return res.end();
      case 'html':
        return htmlPage(res, 200, 'Údržba');
      case 'silent':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case 'malformed':
      case 'normal':
        break;
    }
    const now = state.clock();
    const today = officeDay(now);
    const { hour, minute } = officeClock(now);
    const todayDeclared = hour > 14 || (hour === 14 && minute >= 30);
    const declared = state.lists.filter((l) => l.fixingDate < today || (l.fixingDate === today && todayDeclared));
    const list = declared.filter((l) => l.fixingDate <= day).sort((a, b) => b.fixingDate.localeCompare(a.fixingDate))[0];
    if (!list) return htmlPage(res, 404, 'Stránka nenalezena');
    const text = cnbText(list, state.crlf);
    res.writeHead(200, { 'content-type': 'text/plain;charset=UTF-8' });
    res.end(state.scenario === 'malformed' ? text.replace(/^(\d{2})\.(\d{2})\.(\d{4}) #/, '$3-$2-$1 #') : text);
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const date = url.searchParams.get('date');
    state.requests.push({ path: url.pathname, date });
    const respond = () => {
      if (req.method !== 'GET' || url.pathname !== CNB_FILE_PATH) return htmlPage(res, 404, 'Stránka nenalezena');
      answer(res, date);
    };
    if (state.delayMs > 0) setTimeout(respond, state.delayMs);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${CNB_FILE_PATH}`;
  return state;
}
