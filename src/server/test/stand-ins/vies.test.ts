/** The stand-in VIES speaks the published format for every published scenario. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readViesCheckAnswer, readViesGetAnswer } from '@/server/outside/vies-client';
import { startViesStandIn, VIES_ERROR_CODES, type ViesStandIn } from './vies';

let vies: ViesStandIn;
beforeAll(async () => {
  vies = await startViesStandIn();
});
afterAll(() => vies.close());

async function ask(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(vies.url + path, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('the VIES stand-in', () => {
  it('valid with name/address, valid with "---", invalid', async () => {
    vies.scenario = { kind: 'normal' };
    const named = await ask('POST', '/check-vat-number', { countryCode: 'NL', vatNumber: '123456789B01' });
    expect(named.type).toBe('application/json');
    expect(JSON.parse(named.text)).toMatchObject({ valid: true, name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD', requestIdentifier: '', traderNameMatch: 'NOT_PROCESSED' });
    expect(JSON.parse((await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789' })).text)).toMatchObject({ valid: true, name: '---', address: '---' });
    expect(JSON.parse((await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '999999999' })).text)).toMatchObject({ valid: false });
  });
  it('requestIdentifier only with both requester fields; one alone: 400 VOW-ERR-11; a prefixed number: INVALID_REQUESTER_INFO on 200', async () => {
    const both = JSON.parse((await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ', requesterNumber: '27082440' })).text);
    expect(both.requestIdentifier).toMatch(/^WAPI.{12}$/);
    const one = await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ' });
    expect(one.status).toBe(400);
    expect(JSON.parse(one.text).errorWrappers[0].error).toBe('VOW-ERR-11');
    const prefixed = await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ', requesterNumber: 'CZ27082440' });
    expect(prefixed.status).toBe(200);
    expect(readViesCheckAnswer(prefixed)).toEqual({ kind: 'error', code: 'INVALID_REQUESTER_INFO' });
  });
  it('a number failing its format: VOW-ERR-2600; an unknown country: INVALID_INPUT', async () => {
    const bad = await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '12-34' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errorWrappers[0]).toMatchObject({ error: 'VOW-ERR-2600' });
    expect(readViesCheckAnswer(await ask('POST', '/check-vat-number', { countryCode: 'GR', vatNumber: '123456789' }))).toEqual({ kind: 'error', code: 'INVALID_INPUT' });
  });
  it('every code as POST errorWrappers at 200 and 400, and as the GET userError', async () => {
    for (const code of VIES_ERROR_CODES) {
      for (const status of [200, 400] as const) {
        vies.scenario = { kind: 'error', code, status };
        const answer = await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789' });
        expect(answer.status).toBe(status);
        expect(JSON.parse(answer.text)).toEqual({ actionSucceed: false, errorWrappers: [{ error: code }] });
      }
      const get = await ask('GET', '/ms/DE/vat/123456789');
      expect(get.status).toBe(200);
      expect(JSON.parse(get.text)).toMatchObject({ isValid: false, userError: code, name: '---', address: '---' });
    }
    vies.scenario = { kind: 'normal' };
  });
  it('the GET endpoint: VALID / INVALID; a consultation number only with the requester', async () => {
    expect(readViesGetAnswer(await ask('GET', '/ms/NL/vat/123456789B01'))).toMatchObject({ kind: 'verdict', valid: true, name: 'ACME BV', requestIdentifier: null });
    expect(readViesGetAnswer(await ask('GET', '/ms/de/vat/999999999'))).toMatchObject({ kind: 'verdict', valid: false });
    expect(readViesGetAnswer(await ask('GET', '/ms/DE/vat/123456789?requesterMemberStateCode=CZ&requesterNumber=27082440'))).toMatchObject({ requestIdentifier: expect.stringMatching(/^WAPI/) });
  });
  it('check-status lists one country Unavailable', async () => {
    const status = JSON.parse((await ask('GET', '/check-status')).text);
    expect(status.vow).toEqual({ available: true });
    expect(status.countries.filter((c: { availability: string }) => c.availability === 'Unavailable')).toEqual([{ countryCode: 'MT', availability: 'Unavailable' }]);
    expect(status.countries).toContainEqual({ countryCode: 'EL', availability: 'Available' });
  });
  it('HTML 503, an empty 200', async () => {
    vies.scenario = { kind: 'html503' };
    const html = await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789' });
    expect(html.status).toBe(503);
    expect(html.type).toContain('text/html');
    vies.scenario = { kind: 'empty' };
    expect((await ask('POST', '/check-vat-number', { countryCode: 'DE', vatNumber: '123456789' })).text).toBe('');
    vies.scenario = { kind: 'normal' };
  });
  it('no answer within the timeout', async () => {
    vies.scenario = { kind: 'silent' };
    await expect(fetch(`${vies.url}/check-vat-number`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(200) })).rejects.toThrow();
    vies.scenario = { kind: 'normal' };
  });
  it('the test service number table', async () => {
    const test = async (vatNumber: string) => readViesCheckAnswer(await ask('POST', '/check-vat-test-service', { countryCode: 'DE', vatNumber }));
    expect(await test('100')).toMatchObject({ kind: 'verdict', valid: true });
    expect(await test('200')).toMatchObject({ kind: 'verdict', valid: false });
    const table: [string, string][] = [
      ['201', 'INVALID_INPUT'], ['202', 'INVALID_REQUESTER_INFO'], ['300', 'SERVICE_UNAVAILABLE'], ['301', 'MS_UNAVAILABLE'], ['302', 'TIMEOUT'],
      ['400', 'VAT_BLOCKED'], ['401', 'IP_BLOCKED'], ['500', 'GLOBAL_MAX_CONCURRENT_REQ'], ['501', 'GLOBAL_MAX_CONCURRENT_REQ_TIME'],
      ['600', 'MS_MAX_CONCURRENT_REQ'], ['601', 'MS_MAX_CONCURRENT_REQ_TIME'], ['999', 'SERVICE_UNAVAILABLE'],
    ];
    for (const [number, code] of table) expect(await test(number), number).toEqual({ kind: 'error', code });
  });
});
