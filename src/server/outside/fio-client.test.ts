/**
 * The Fio client (issue 37 point 4): §4's example answer read exactly (columns by key, nulls, the date's first ten
 * characters, signed decimals as exact minor units, symbols with their leading zeros, info), each status Fio answers
 * mapped to its meaning, HTML or cut JSON as "down" — and the token never in an error. Against the Fio stand-in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fioToken, startFioStandIn, type FioStandIn } from '@/server/test/stand-ins/fio';
import { fetchFioPeriod, FioMalformed, parseFioStatement } from './fio-client';
import { OutsideCaller } from './outside-services';

/** The published example of a periods answer, as Fio documents it. */
const EXAMPLE = `{ "accountStatement": {
  "info": { "accountId": "2001234502", "bankId": "2010", "currency": "CZK", "iban": "CZ5620100000002001234502",
            "bic": "FIOBCZPPXXX", "openingBalance": 125000.00, "closingBalance": 130000.00,
            "dateStart": "2025-03-01+0100", "dateEnd": "2025-03-10+0100", "yearList": null, "idList": null,
            "idFrom": 26012345678, "idTo": 26012345678, "idLastDownload": null },
  "transactionList": { "transaction": [ {
    "column22": { "value": 26012345678, "name": "ID pohybu", "id": 22 },
    "column0": { "value": "2025-03-10+0100", "name": "Datum", "id": 0 },
    "column1": { "value": 5000.00, "name": "Objem", "id": 1 },
    "column14": { "value": "CZK", "name": "Měna", "id": 14 },
    "column2": { "value": "123456788", "name": "Protiúčet", "id": 2 },
    "column3": { "value": "0800", "name": "Kód banky", "id": 3 },
    "column4": { "value": "0308", "name": "KS", "id": 4 },
    "column5": { "value": "2025000123", "name": "VS", "id": 5 }, "column6": null,
    "column10": { "value": "Novák Jan", "name": "Název protiúčtu", "id": 10 },
    "column16": { "value": "Faktura 2025-0123", "name": "Zpráva pro příjemce", "id": 16 },
    "column8": { "value": "Bezhotovostní příjem", "name": "Typ", "id": 8 },
    "column17": { "value": 31000000001, "name": "ID pokynu", "id": 17 }, "column27": null } ] } } }`;

describe('parseFioStatement', () => {
  it('reads §4 example: columns by key, nulls, date, exact amount, symbols with leading zeros, info', () => {
    expect(parseFioStatement(EXAMPLE)).toEqual({
      accountId: '2001234502',
      bankId: '2010',
      iban: 'CZ5620100000002001234502',
      currency: 'CZK',
      movements: [
        {
          id: '26012345678',
          date: '2025-03-10',
          amountMinor: 500_000,
          currency: 'CZK',
          counterAccount: '123456788',
          bankCode: '0800',
          counterpartyName: 'Novák Jan',
          constantSymbol: '0308',
          variableSymbol: '2025000123',
          specificSymbol: null,
          message: 'Faktura 2025-0123',
          userIdentification: null,
          type: 'Bezhotovostní příjem',
        },
      ],
    });
  });

  it('reads signed amounts exactly (no float arithmetic) and symbols that keep leading zeros', () => {
    const one = (amount: string, vs = '"0000012345"') =>
      `{"accountStatement":{"info":{"currency":"EUR","iban":"CZ1","accountId":"1","bankId":"2010"},"transactionList":{"transaction":[{"column22":{"value":1,"name":"ID pohybu","id":22},"column0":{"value":"2025-07-01+0200","name":"Datum","id":0},"column1":{"value":${amount},"name":"Objem","id":1},"column5":{"value":${vs},"name":"VS","id":5}}]}}}`;
    expect(parseFioStatement(one('-1234.56')).movements[0]).toMatchObject({ amountMinor: -123_456, variableSymbol: '0000012345', currency: null, date: '2025-07-01' });
    expect(parseFioStatement(one('0.1')).movements[0]!.amountMinor).toBe(10);
    expect(parseFioStatement(one('19.99')).movements[0]!.amountMinor).toBe(1_999);
    expect(parseFioStatement(one('-0.07')).movements[0]!.amountMinor).toBe(-7);
    expect(parseFioStatement(one('1', '12')).movements[0]!.variableSymbol).toBe('12');
    expect(parseFioStatement(one('1')).currency).toBe('EUR');
    expect(() => parseFioStatement(one('1.234'))).toThrow(FioMalformed);
  });

  it('reads an empty period (transaction: []) and refuses what is not Fio JSON', () => {
    expect(parseFioStatement('{"accountStatement":{"info":{"currency":"CZK"},"transactionList":{"transaction":[]}}}').movements).toEqual([]);
    expect(() => parseFioStatement('<!DOCTYPE html><html></html>')).toThrow(FioMalformed);
    expect(() => parseFioStatement(EXAMPLE.slice(0, 300))).toThrow(FioMalformed);
    expect(() => parseFioStatement('{"accountStatement":{"info":{}}}')).toThrow(FioMalformed);
    expect(() => parseFioStatement(EXAMPLE.replace('"column22": { "value": 26012345678, "name": "ID pohybu", "id": 22 },', ''))).toThrow(FioMalformed);
    expect(() => parseFioStatement(EXAMPLE.replace('2025-03-10+0100", "name": "Datum"', 'yesterday", "name": "Datum"'))).toThrow(FioMalformed);
  });
});

describe('fetchFioPeriod against the stand-in', () => {
  let fio: FioStandIn;
  let caller: OutsideCaller;
  const token = fioToken('unitTestToken1');
  beforeAll(async () => {
    fio = await startFioStandIn({
      accounts: [
        {
          token,
          accountId: '2001234502',
          iban: 'CZ5620100000002001234502',
          movements: [
            { id: 26012345678, date: '2026-11-20', amountMinor: 500_000, variableSymbol: '2026000123', constantSymbol: '0308', counterAccount: '123456788', bankCode: '0800', counterpartyName: 'Novák Jan', message: 'Faktura' },
            { id: 26012345679, date: '2026-11-21', amountMinor: -12_050, counterpartyName: 'Telefony s.r.o.' },
          ],
        },
      ],
    });
    caller = new OutsideCaller({ ares: fio.url, vies: fio.url, cnbRates: fio.url, fioApi: fio.url });
  });
  beforeEach(() => {
    fio.scenario = 'normal';
    fio.resetWindow();
  });
  afterAll(() => fio.close());

  it('reads the movements of the period, with the debit negative and the nulls as null', async () => {
    const result = await fetchFioPeriod(caller, token, { from: '2026-11-01', to: '2026-11-30' });
    expect(result.ok && result.statement.movements.map((m) => [m.id, m.amountMinor, m.variableSymbol, m.specificSymbol])).toEqual([
      ['26012345678', 500_000, '2026000123', null],
      ['26012345679', -12_050, null, null],
    ]);
    expect(fio.periodCalls(token).at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30', format: 'json', status: 200 });
  });

  it('maps 409, 500, 422 and 404 to their meanings, and HTML, cut JSON, 503 and silence to "down"', async () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    await fetchFioPeriod(caller, token, period);
    expect(await fetchFioPeriod(caller, token, period)).toEqual({ ok: false, error: 'too_soon', status: 409 });
    expect(await fetchFioPeriod(caller, fioToken('unknownToken'), period)).toEqual({ ok: false, error: 'token_refused', status: 500 });
    fio.resetWindow();
    const now = new Date();
    const longAgo = new Date(now.getTime() - 120 * 86_400_000).toISOString().slice(0, 10);
    expect(await fetchFioPeriod(caller, token, { from: longAgo, to: '2026-11-30' })).toMatchObject({ ok: false, error: 'history_locked', status: 422 });
    const wrong = new OutsideCaller({ ares: fio.url, vies: fio.url, cnbRates: fio.url, fioApi: `${fio.url}/v2` });
    expect(await fetchFioPeriod(wrong, token, period)).toEqual({ ok: false, error: 'wrong_url', status: 404 });
    for (const scenario of ['html', 'malformed'] as const) {
      fio.resetWindow();
      fio.scenario = scenario;
      expect(await fetchFioPeriod(caller, token, period)).toEqual({ ok: false, error: 'down', status: 200 });
    }
    fio.scenario = 'maintenance';
    expect(await fetchFioPeriod(caller, token, period)).toEqual({ ok: false, error: 'down', status: 503 });
    fio.scenario = 'silent';
    expect(await fetchFioPeriod(caller, token, period, { timeoutMs: 200 })).toEqual({ ok: false, error: 'down' });
  });

  it('answers 413 over the row limit', async () => {
    fio.maxRows = 1;
    expect(await fetchFioPeriod(caller, token, { from: '2026-11-01', to: '2026-11-30' })).toEqual({ ok: false, error: 'too_many', status: 413 });
    fio.maxRows = 50_000;
  });

  it('never calls with something that is no token (it would be a path), and puts no token in a result', async () => {
    const before = fio.requests.length;
    expect(await fetchFioPeriod(caller, '../../etc', { from: '2026-11-01', to: '2026-11-30' })).toEqual({ ok: false, error: 'token_refused' });
    expect(fio.requests.length).toBe(before);
    fio.scenario = 'maintenance';
    const down = await fetchFioPeriod(caller, token, { from: '2026-11-01', to: '2026-11-30' });
    expect(JSON.stringify(down)).not.toContain(token);
  });
});

describe('the stand-in: the last pointer and the GPC export', () => {
  it('moves the pointer after a non-empty answer, obeys set-last-id / set-last-date, and serves GPC in Windows-1250 with CRLF', async () => {
    const token = fioToken('pointerToken');
    const fio = await startFioStandIn({
      accounts: [{ token, accountId: '2001234502', iban: 'CZ5620100000002001234502', name: 'Agentura Žluťák', movements: [{ id: 11, date: '2026-11-01', amountMinor: 100, counterpartyName: 'Šťastný' }, { id: 12, date: '2026-11-02', amountMinor: -50 }] }],
    });
    fio.minIntervalMs = 0;
    try {
      const last = async () => ((await (await fetch(`${fio.url}/last/${token}/transactions.json`)).json()) as { accountStatement: { transactionList: { transaction: unknown[] } } }).accountStatement.transactionList.transaction.length;
      expect(await last()).toBe(2);
      expect(await last()).toBe(0);
      expect((await fetch(`${fio.url}/set-last-id/${token}/11/`)).status).toBe(200);
      expect(await last()).toBe(1);
      expect((await fetch(`${fio.url}/set-last-date/${token}/2026-10-31/`)).status).toBe(200);
      expect(await last()).toBe(2);
      const gpc = Buffer.from(await (await fetch(`${fio.url}/periods/${token}/2026-11-01/2026-11-30/transactions.gpc`)).arrayBuffer());
      const text = new TextDecoder('windows-1250').decode(gpc);
      expect(text.split('\r\n').filter(Boolean).map((line) => line.length)).toEqual([128, 128, 128]);
      expect(text).toContain('Šťastný');
      expect(gpc.includes(Buffer.from('Šťastný', 'utf8'))).toBe(false);
      expect((await fetch(`${fio.url}/periods/${token}/2026-11-01/transactions.json`)).status).toBe(404);
    } finally {
      await fio.close();
    }
  });
});
