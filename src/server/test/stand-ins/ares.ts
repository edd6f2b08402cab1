/**
 * A stand-in ARES (the Czech company registry's REST API) for API tests and e2e: a node:http server on 127.0.0.1 that
 * serves the paths under its own origin exactly as the real service does under
 * https://ares.gov.cz/ekonomicke-subjekty-v-be/rest (its published format: docs/product/czech-services.md).
 *
 *   GET  /ekonomicke-subjekty/{ico}      200 subject · 404 NENALEZENO · 400 CHYBA_VSTUPU (not 8 digits)
 *   POST /ekonomicke-subjekty/vyhledat   200 { pocetCelkem, ekonomickeSubjekty } paged by start/pocet ·
 *                                         400 VYSTUP_PRILIS_MNOHO_VYSLEDKU over 1 000 · 400 VSTUP_PRAZDNY without a filter
 *   anything else                        404 with Spring's body { status, error, path }
 *
 * `scenario` turns every subject answer into an outage: 500 OBECNA_CHYBA, an HTML page with 200 or 503, an empty
 * 200, or silence (the request is held until the stand-in closes). `requests` logs what was asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type AresScenario = 'normal' | 'serverError' | 'html200' | 'html503' | 'empty' | 'silent';

type Json = Record<string, unknown>;

/** Invented subjects (valid IČO check digits), one per published variant. */
export const ARES_SUBJECTS = {
  /** Known, a VAT payer, Brno street address "Údolní 567/12a". */
  known: '12345679',
  /** A sole trader without DIČ, seat in Prague 1. */
  noDic: '23456787',
  /** Dissolved (datumZaniku) — still 200. */
  dissolved: '34567895',
  /** A village without streets: only the house number. */
  village: '45678901',
  /** A foreign seat: kodStatu SK, pscTxt. */
  foreign: '56789017',
  /** Structured address parts missing: only textovaAdresa. */
  textOnly: '67890121',
  /** Well-formed, valid check digit, unknown to ARES: 404 NENALEZENO. */
  unknown: '87654326',
} as const;

export function aresSubjectExamples(): Map<string, Json> {
  return new Map<string, Json>([
    [
      ARES_SUBJECTS.known,
      {
        ico: '12345679',
        icoId: '12345679',
        obchodniJmeno: 'Příklad Software s.r.o.',
        sidlo: {
          kodStatu: 'CZ',
          nazevStatu: 'Česká republika',
          kodObce: 582786,
          nazevObce: 'Brno',
          nazevCastiObce: 'Veveří',
          nazevUlice: 'Údolní',
          cisloDomovni: 567,
          cisloOrientacni: 12,
          cisloOrientacniPismeno: 'a',
          psc: 60200,
          textovaAdresa: 'Údolní 567/12a, Veveří, 60200 Brno',
        },
        pravniForma: '112',
        financniUrad: '451',
        datumVzniku: '2015-06-01',
        datumAktualizace: '2025-02-14',
        dic: 'CZ12345679',
        primarniZdroj: 'vr',
        czNace: ['62010'],
        seznamRegistraci: { stavZdrojeVr: 'AKTIVNI', stavZdrojeRes: 'AKTIVNI', stavZdrojeDph: 'AKTIVNI', stavZdrojeIr: 'NEEXISTUJICI' },
      },
    ],
    [
      ARES_SUBJECTS.noDic,
      {
        ico: '23456787',
        icoId: '23456787',
        obchodniJmeno: 'Jana Nováková',
        sidlo: {
          kodStatu: 'CZ',
          nazevStatu: 'Česká republika',
          nazevObce: 'Praha',
          nazevMestskehoObvodu: 'Praha 1',
          nazevCastiObce: 'Staré Město',
          nazevUlice: 'Karlova',
          cisloDomovni: 180,
          cisloOrientacni: 5,
          psc: 11000,
          textovaAdresa: 'Karlova 180/5, Staré Město, 11000 Praha 1',
        },
        pravniForma: '101',
        datumVzniku: '2019-03-01',
        datumAktualizace: '2025-01-10',
        primarniZdroj: 'rzp',
        seznamRegistraci: { stavZdrojeRes: 'AKTIVNI', stavZdrojeRzp: 'AKTIVNI', stavZdrojeDph: 'NEEXISTUJICI' },
      },
    ],
    [
      ARES_SUBJECTS.dissolved,
      {
        ico: '34567895',
        icoId: '34567895',
        obchodniJmeno: 'Zaniklá obchodní s.r.o.',
        sidlo: { kodStatu: 'CZ', nazevObce: 'Ostrava', nazevUlice: 'Nádražní', cisloDomovni: 1024, cisloOrientacni: 8, psc: 70200, textovaAdresa: 'Nádražní 1024/8, 70200 Ostrava' },
        pravniForma: '112',
        datumVzniku: '2010-01-04',
        datumZaniku: '2024-06-30',
        datumAktualizace: '2024-07-02',
        dic: 'CZ34567895',
        seznamRegistraci: { stavZdrojeVr: 'ZANIKLY', stavZdrojeDph: 'ZANIKLY' },
      },
    ],
    [
      ARES_SUBJECTS.village,
      {
        ico: '45678901',
        icoId: '45678901',
        obchodniJmeno: 'Statek Lhota, z.s.',
        sidlo: { kodStatu: 'CZ', nazevObce: 'Lhota', nazevCastiObce: 'Dolní Lhota', cisloDomovni: 15, psc: 39601, textovaAdresa: 'Dolní Lhota 15, 39601 Lhota' },
        pravniForma: '706',
        datumVzniku: '2001-05-05',
        seznamRegistraci: { stavZdrojeRes: 'AKTIVNI', stavZdrojeDph: 'NEEXISTUJICI' },
      },
    ],
    [
      ARES_SUBJECTS.foreign,
      {
        ico: '56789017',
        icoId: '56789017',
        obchodniJmeno: 'Príklad Slovensko, organizačná zložka',
        sidlo: { kodStatu: 'SK', nazevStatu: 'Slovenská republika', nazevObce: 'Bratislava', nazevUlice: 'Obchodná', cisloOrientacni: 22, pscTxt: '811 06', textovaAdresa: 'Obchodná 22, 811 06 Bratislava, Slovenská republika' },
        pravniForma: '421',
        dic: 'SK2020123456',
        seznamRegistraci: { stavZdrojeVr: 'AKTIVNI', stavZdrojeDph: 'NEEXISTUJICI' },
      },
    ],
    [
      ARES_SUBJECTS.textOnly,
      {
        ico: '67890121',
        icoId: '67890121',
        obchodniJmeno: 'Adresa Textem a.s.',
        sidlo: { kodStatu: 'CZ', textovaAdresa: 'Masarykovo náměstí 1, 68601 Uherské Hradiště' },
        pravniForma: '121',
        seznamRegistraci: { stavZdrojeVr: 'AKTIVNI' },
      },
    ],
  ]);
}

export interface AresRequest {
  method: string;
  path: string;
  body: string;
}

export interface AresStandIn {
  url: string;
  /** What every subject lookup answers (the search answers normally unless 'silent'). */
  scenario: AresScenario;
  /** The register: IČO → the subject's JSON as ARES gives it. */
  subjects: Map<string, Json>;
  /** Made-up subjects added to every search ('Hromadná firma N s.r.o.'), to test paging and the 1 000 limit. */
  extraSearchSubjects: number;
  requests: AresRequest[];
  /** Requests for one subject's path, e.g. lookupsOf('12345679'). */
  lookupsOf(ico: string): AresRequest[];
  close(): Promise<void>;
}

const SUBJECT_PATH = /^\/ekonomicke-subjekty\/([^/?]+)$/;
const SEARCH_PATH = '/ekonomicke-subjekty/vyhledat';

function parseObject(body: string): Json | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : undefined;
  } catch {
    return undefined;
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!DOCTYPE html><html><head><title>ARES</title></head><body><h1>Služba je dočasně nedostupná</h1></body></html>');
}

/** Starts the stand-in on a free port. */
export async function startAresStandIn(): Promise<AresStandIn> {
  const held = new Set<ServerResponse>();
  const state: AresStandIn = {
    url: '',
    scenario: 'normal',
    subjects: aresSubjectExamples(),
    extraSearchSubjects: 0,
    requests: [],
    lookupsOf: (ico) => state.requests.filter((r) => r.method === 'GET' && r.path === `/ekonomicke-subjekty/${ico}`),
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const outage = (res: ServerResponse): boolean => {
    switch (state.scenario) {
      case 'normal':
        return false;
      case 'serverError':
        json(res, 500, { kod: 'OBECNA_CHYBA', popis: 'Obecná chyba serveru' });
        return true;
      case 'html200':
        html(res, 200);
        return true;
      case 'html503':
        html(res, 503);
        return true;
      case 'empty':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end();
        return true;
      case 'silent':
        held.add(res);
        res.on('close', () => held.delete(res));
        return true;
    }
  };

  const lookup = (res: ServerResponse, ico: string) => {
    if (outage(res)) return;
    if (!/^\d{8}$/.test(ico)) {
      return json(res, 400, { kod: 'CHYBA_VSTUPU', popis: 'Chyba vstupu: nevalidní formát IČO', subKod: 'VSTUP_NEVALIDNI_FORMAT_ICO' });
    }
    const subject = state.subjects.get(ico);
    if (!subject) return json(res, 404, { kod: 'NENALEZENO', popis: 'Ekonomický subjekt nenalezen', subKod: 'VYSTUP_SUBJEKT_NENALEZEN' });
    json(res, 200, subject);
  };

  const search = (res: ServerResponse, body: string) => {
    if (state.scenario === 'silent') return outage(res);
    const query = parseObject(body);
    if (!query) return json(res, 400, { kod: 'CHYBA_VSTUPU', popis: 'Chyba vstupu', subKod: 'VSTUP_NEVALIDNI_FORMAT' });
    const name = typeof query.obchodniJmeno === 'string' ? query.obchodniJmeno.toLocaleLowerCase('cs') : undefined;
    const icos = Array.isArray(query.ico) ? query.ico.filter((v): v is string => typeof v === 'string') : undefined;
    if (name === undefined && icos === undefined) return json(res, 400, { kod: 'CHYBA_VSTUPU', popis: 'Prázdný vstup', subKod: 'VSTUP_PRAZDNY' });
    const extra = Array.from({ length: state.extraSearchSubjects }, (_, i) => ({ ico: `9${String(i).padStart(7, '0')}`, obchodniJmeno: `Hromadná firma ${i + 1} s.r.o.`, sidlo: { kodStatu: 'CZ', nazevObce: 'Brno', psc: 60200 } }));
    const all = [...state.subjects.values(), ...extra];
    const matches = all.filter((s) => {
      if (icos && !icos.includes(String(s.ico))) return false;
      if (name !== undefined && !String(s.obchodniJmeno).toLocaleLowerCase('cs').includes(name)) return false;
      return true;
    });
    if (matches.length > 1000) {
      return json(res, 400, { kod: 'CHYBA_VSTUPU', popis: 'Příliš mnoho výsledků', subKod: 'VYSTUP_PRILIS_MNOHO_VYSLEDKU' });
    }
    const start = typeof query.start === 'number' ? query.start : 0;
    const count = typeof query.pocet === 'number' ? query.pocet : 100;
    json(res, 200, { pocetCelkem: matches.length, ekonomickeSubjekty: matches.slice(start, start + count) });
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({ method: req.method ?? 'GET', path, body });
      if (req.method === 'POST' && path === SEARCH_PATH) return search(res, body);
      const subject = SUBJECT_PATH.exec(path);
      if (req.method === 'GET' && subject && subject[1] !== 'vyhledat') return lookup(res, decodeURIComponent(subject[1] ?? ''));
      json(res, 404, { timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path: `/ekonomicke-subjekty-v-be/rest${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}
