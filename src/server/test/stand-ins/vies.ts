/**
 * A stand-in VIES (the European Commission's VAT number check, REST) for API tests and e2e: a node:http server on
 * 127.0.0.1 serving the paths under its own origin exactly as the real service does under
 * https://ec.europa.eu/taxation_customs/vies/rest-api (its published format: docs/product/czech-services.md).
 *
 *   POST /check-vat-number        200 { countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address,
 *                                   trader…, trader…Match } — requestIdentifier only when requesterMemberStateCode and
 *                                   requesterNumber are both sent ("" otherwise); one of them alone: 400 VOW-ERR-11;
 *                                   a prefixed requester number: INVALID_REQUESTER_INFO on 200; a number failing its
 *                                   country's format: 400 VOW-ERR-2600; an unknown country: INVALID_INPUT
 *   GET  /ms/{cc}/vat/{number}    200 { isValid, requestDate, userError, name, address, requestIdentifier, … }
 *   GET  /check-status            200 { vow: { available }, countries: [{ countryCode, availability }] } — `unavailableCountry`
 *                                   listed as Unavailable
 *   POST /check-vat-test-service  the fixed test numbers (100 valid, 200 invalid, 201 INVALID_INPUT … 601)
 *
 * `scenario` turns every check into an outage or an error: a code as POST errorWrappers at 200 or 400 (and as the
 * GET's userError), errorWrappers at 500, an HTML 503 page, an empty 200, or silence (held until the stand-in
 * closes). `traders` holds the numbers VIES knows; any other well-formed number is not valid. `requests` logs what
 * was asked.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The VIES error codes (the published format). */
export const VIES_ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_REQUESTER_INFO',
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'VAT_BLOCKED',
  'IP_BLOCKED',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
] as const;
export type ViesErrorCode = (typeof VIES_ERROR_CODES)[number];

export type ViesScenario =
  | { kind: 'normal' }
  | { kind: 'error'; code: ViesErrorCode; status: 200 | 400 }
  | { kind: 'error500'; code: ViesErrorCode }
  | { kind: 'html503' }
  | { kind: 'empty' }
  | { kind: 'silent' };

export interface ViesTrader {
  valid: boolean;
  /** "---" when the member state does not disclose it (Germany). */
  name: string;
  address: string;
}

/** Invented numbers (full VAT IDs with their VIES code). */
export const VIES_NUMBERS = {
  /** Germany discloses nothing: valid with "---". */
  validUndisclosed: 'DE123456789',
  /** Valid with name and address (lines joined by \n). */
  validNamed: 'NL123456789B01',
  /** Austria, valid, named. */
  validAustria: 'ATU12345678',
  /** Known and no longer valid. */
  invalid: 'DE999999999',
} as const;

export function viesTraderExamples(): Map<string, ViesTrader> {
  return new Map<string, ViesTrader>([
    [VIES_NUMBERS.validUndisclosed, { valid: true, name: '---', address: '---' }],
    [VIES_NUMBERS.validNamed, { valid: true, name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD' }],
    [VIES_NUMBERS.validAustria, { valid: true, name: 'Beispiel Handels GmbH', address: 'Ringstraße 1\n1010 Wien' }],
    [VIES_NUMBERS.invalid, { valid: false, name: '---', address: '---' }],
  ]);
}

const COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'];

/** The test service's fixed numbers (any country). */
const TEST_SERVICE: Record<string, 'valid' | 'invalid' | ViesErrorCode> = {
  '100': 'valid',
  '200': 'invalid',
  '201': 'INVALID_INPUT',
  '202': 'INVALID_REQUESTER_INFO',
  '300': 'SERVICE_UNAVAILABLE',
  '301': 'MS_UNAVAILABLE',
  '302': 'TIMEOUT',
  '400': 'VAT_BLOCKED',
  '401': 'IP_BLOCKED',
  '500': 'GLOBAL_MAX_CONCURRENT_REQ',
  '501': 'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  '600': 'MS_MAX_CONCURRENT_REQ',
  '601': 'MS_MAX_CONCURRENT_REQ_TIME',
};

export interface ViesRequest {
  method: string;
  path: string;
  body: string;
}

export interface ViesStandIn {
  url: string;
  scenario: ViesScenario;
  traders: Map<string, ViesTrader>;
  /** The member state check-status lists as Unavailable. */
  unavailableCountry: string;
  requests: ViesRequest[];
  /** The parsed bodies of POST /check-vat-number. */
  checks(): Record<string, unknown>[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const errorBody = (code: string, message?: string): Json => ({ actionSucceed: false, errorWrappers: [{ error: code, ...(message ? { message } : {}) }] });

/** The sheet's answer of the POST (a verdict). */
function postVerdict(countryCode: string, vatNumber: string, trader: ViesTrader, requestIdentifier: string): Json {
  return {
    countryCode,
    vatNumber,
    requestDate: new Date().toISOString(),
    valid: trader.valid,
    requestIdentifier,
    name: trader.name,
    address: trader.address,
    traderName: '---',
    traderStreet: '---',
    traderPostalCode: '---',
    traderCity: '---',
    traderCompanyType: '---',
    traderNameMatch: 'NOT_PROCESSED',
    traderStreetMatch: 'NOT_PROCESSED',
    traderPostalCodeMatch: 'NOT_PROCESSED',
    traderCityMatch: 'NOT_PROCESSED',
    traderCompanyTypeMatch: 'NOT_PROCESSED',
  };
}

function getAnswer(vatNumber: string, userError: string, trader: ViesTrader | null, requestIdentifier: string): Json {
  return {
    isValid: userError === 'VALID',
    requestDate: new Date().toISOString(),
    userError,
    name: trader?.name ?? '---',
    address: trader?.address ?? '---',
    requestIdentifier,
    originalVatNumber: vatNumber,
    vatNumber,
    viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---', companyType: '---', matchName: 3, matchStreet: 3, matchPostalCode: 3, matchCity: 3, matchCompanyType: 3 },
  };
}

const consultationNumber = () => `WAPI${randomBytes(9).toString('base64url').slice(0, 12)}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Starts the stand-in on a free port. */
export async function startViesStandIn(): Promise<ViesStandIn> {
  const held = new Set<ServerResponse>();
  const state: ViesStandIn = {
    url: '',
    scenario: { kind: 'normal' },
    traders: viesTraderExamples(),
    unavailableCountry: 'MT',
    requests: [],
    checks: () =>
      state.requests
        .filter((r) => r.method === 'POST' && r.path === '/check-vat-number')
        .map((r) => {
          const parsed: unknown = JSON.parse(r.body);
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
        }),
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** An outage or error scenario answered (true), or nothing to do (false). */
  const outage = (res: ServerResponse, get: boolean, vatNumber: string): boolean => {
    const scenario = state.scenario;
    switch (scenario.kind) {
      case 'normal':
        return false;
      case 'error':
        if (get) json(res, 200, getAnswer(vatNumber, scenario.code, null, ''));
        else json(res, scenario.status, errorBody(scenario.code));
        return true;
      case 'error500':
        json(res, 500, errorBody(scenario.code, 'Internal error'));
        return true;
      case 'html503':
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>VIES is under maintenance.</p></body></html>');
        return true;
      case 'empty':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end();
        return true;
      case 'silent':
        held.add(res);
        return true;
    }
  };

  /** The requester's identifier: "" without it, or an error answered (null). */
  const requester = (res: ServerResponse, body: Json): string | null => {
    const code = text(body.requesterMemberStateCode);
    const number = text(body.requesterNumber);
    if (code === '' && number === '') return '';
    if (code === '' || number === '') {
      json(res, 400, errorBody('VOW-ERR-11', 'Both requesterMemberStateCode and requesterNumber must be provided'));
      return null;
    }
    if (!COUNTRIES.includes(code) || /^[A-Z]{2}/.test(number)) {
      json(res, 200, errorBody('INVALID_REQUESTER_INFO'));
      return null;
    }
    return consultationNumber();
  };

  const check = (res: ServerResponse, raw: string) => {
    let body: Json;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      body = { ...parsed };
    } catch {
      return json(res, 400, errorBody('INVALID_INPUT'));
    }
    const countryCode = text(body.countryCode);
    const vatNumber = text(body.vatNumber);
    if (outage(res, false, vatNumber)) return;
    if (!COUNTRIES.includes(countryCode)) return json(res, 200, errorBody('INVALID_INPUT'));
    if (!/^[0-9A-Z+*]{2,13}$/.test(vatNumber)) {
      return json(res, 400, errorBody('VOW-ERR-2600', `The vatNumber ${vatNumber} does not match the regular expression of ${countryCode}`));
    }
    const identifier = requester(res, body);
    if (identifier === null) return;
    const trader = state.traders.get(countryCode + vatNumber) ?? { valid: false, name: '---', address: '---' };
    json(res, 200, postVerdict(countryCode, vatNumber, trader, identifier));
  };

  const testService = (res: ServerResponse, raw: string) => {
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = { ...parsed };
    } catch {
      return json(res, 400, errorBody('INVALID_INPUT'));
    }
    const countryCode = text(body.countryCode);
    const vatNumber = text(body.vatNumber);
    const outcome = TEST_SERVICE[vatNumber] ?? 'SERVICE_UNAVAILABLE';
    if (outcome !== 'valid' && outcome !== 'invalid') return json(res, 200, errorBody(outcome));
    const identifier = requester(res, body);
    if (identifier === null) return;
    json(res, 200, postVerdict(countryCode, vatNumber, { valid: outcome === 'valid', name: outcome === 'valid' ? 'TEST TRADER' : '---', address: '---' }, identifier));
  };

  const lookup = (res: ServerResponse, countryCode: string, vatNumber: string, query: URLSearchParams) => {
    if (outage(res, true, vatNumber)) return;
    const cc = countryCode.toUpperCase();
    if (!COUNTRIES.includes(cc)) return json(res, 200, getAnswer(vatNumber, 'INVALID_INPUT', null, ''));
    const hasRequester = (query.get('requesterMemberStateCode') ?? '') !== '' && (query.get('requesterNumber') ?? '') !== '';
    const trader = state.traders.get(cc + vatNumber) ?? null;
    const valid = trader?.valid ?? false;
    json(res, 200, getAnswer(vatNumber, valid ? 'VALID' : 'INVALID', trader, hasRequester ? consultationNumber() : ''));
  };

  const status = (res: ServerResponse) => {
    json(res, 200, {
      vow: { available: true },
      countries: COUNTRIES.filter((c) => c !== 'XI').map((countryCode) => ({ countryCode, availability: countryCode === state.unavailableCountry ? 'Unavailable' : 'Available' })),
    });
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({ method: req.method ?? 'GET', path, body });
      if (req.method === 'POST' && path === '/check-vat-number') return check(res, body);
      if (req.method === 'POST' && path === '/check-vat-test-service') return testService(res, body);
      if (req.method === 'GET' && path === '/check-status') return status(res);
      const ms = /^\/ms\/([A-Za-z]{2})\/vat\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && ms) return lookup(res, ms[1]!, decodeURIComponent(ms[2]!), url.searchParams);
      json(res, 404, { errorWrappers: [{ error: 'NOT_FOUND', message: `No endpoint ${req.method ?? 'GET'} ${path}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The VIES stand-in has no port');
  state.url = `http://127.0.0.1:${address.port}`;
  return state;
}
