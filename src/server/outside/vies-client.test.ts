/**
 * The VIES answers as the published format gives them, read by the client: verdicts, "---", lenient dates, errorWrappers
 * at any status (never a verdict), the GET's userError, and anything else as "service down". Also the request the
 * client sends (against the stand-in), and the VAT ID split into VIES's parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viesNumberOf } from '@/shared/vat-checks';
import { OutsideCaller } from './outside-services';
import { askVies, disclosedText, readViesCheckAnswer, readViesGetAnswer, viesErrorCategory, viesRequestDate, viesRequester } from './vies-client';
import { startViesStandIn, VIES_ERROR_CODES, type ViesStandIn } from '../test/stand-ins/vies';

const POST_EXAMPLE = {
  countryCode: 'DE',
  vatNumber: '123456789',
  requestDate: '2025-03-10T09:15:02.123Z',
  valid: true,
  requestIdentifier: 'WAPIAAAAXk3bQz1a',
  name: '---',
  address: '---',
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

const GET_EXAMPLE = {
  isValid: true,
  requestDate: '2025-03-10T09:16:40.510Z',
  userError: 'VALID',
  name: 'ACME BV',
  address: 'STRAAT 1\n1234 AB STAD',
  requestIdentifier: '',
  originalVatNumber: '123456789B01',
  vatNumber: '123456789B01',
  viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---', companyType: '---', matchName: 3, matchStreet: 3, matchPostalCode: 3, matchCity: 3, matchCompanyType: 3 },
};

const post = (status: number, body: unknown) => readViesCheckAnswer({ status, text: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the POST answer', () => {
  it('the published example: valid, "---" as empty, the consultation number and its date', () => {
    expect(post(200, POST_EXAMPLE)).toEqual({ kind: 'verdict', valid: true, name: '', address: '', requestIdentifier: 'WAPIAAAAXk3bQz1a', requestDate: '2025-03-10T09:15:02.123Z' });
  });
  it('valid:false is a verdict; an empty requestIdentifier is none', () => {
    expect(post(200, { ...POST_EXAMPLE, valid: false, requestIdentifier: '' })).toMatchObject({ kind: 'verdict', valid: false, requestIdentifier: null });
  });
  it('a disclosed name and address are kept (lines joined by \\n)', () => {
    expect(post(200, { ...POST_EXAMPLE, name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD' })).toMatchObject({ name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD' });
  });
  it('errorWrappers at 200, 400 and 500 are their code, never valid:false', () => {
    for (const status of [200, 400, 500]) {
      expect(post(status, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'down' }] })).toEqual({ kind: 'error', code: 'MS_UNAVAILABLE' });
    }
    // errorWrappers next to valid:false (never seen, but never a verdict either).
    expect(post(200, { valid: false, errorWrappers: [{ error: 'TIMEOUT' }] })).toEqual({ kind: 'error', code: 'TIMEOUT' });
    // The message is optional; a wrapper without a code is still an error.
    expect(post(200, { errorWrappers: [{ error: 'INVALID_INPUT' }] })).toEqual({ kind: 'error', code: 'INVALID_INPUT' });
    expect(post(400, { errorWrappers: [{}] })).toEqual({ kind: 'error', code: 'SERVICE_UNAVAILABLE' });
  });
  it('HTML, an empty body, JSON of another shape: service down', () => {
    expect(post(200, '<!DOCTYPE html><html><body>Maintenance</body></html>')).toEqual({ kind: 'down', failure: 'malformed' });
    expect(post(200, '')).toEqual({ kind: 'down', failure: 'malformed' });
    expect(post(200, '{"valid":"yes"}')).toEqual({ kind: 'down', failure: 'malformed' });
    expect(post(200, '[1,2]')).toEqual({ kind: 'down', failure: 'malformed' });
    expect(post(200, '{"valid":tru')).toEqual({ kind: 'down', failure: 'malformed' });
    // A verdict-shaped body on a non-200 status is not a verdict.
    expect(post(404, POST_EXAMPLE)).toEqual({ kind: 'down', failure: 'malformed' });
  });
});

describe('the GET answer', () => {
  const get = (body: unknown) => readViesGetAnswer({ status: 200, text: JSON.stringify(body) });
  it('the published example: userError VALID is the verdict', () => {
    expect(get(GET_EXAMPLE)).toEqual({ kind: 'verdict', valid: true, name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD', requestIdentifier: null, requestDate: '2025-03-10T09:16:40.510Z' });
    expect(get({ ...GET_EXAMPLE, isValid: false, userError: 'INVALID', name: '---', address: '---' })).toMatchObject({ kind: 'verdict', valid: false, name: '', address: '' });
  });
  it('any other userError is its code, though isValid:false', () => {
    for (const code of VIES_ERROR_CODES) expect(get({ ...GET_EXAMPLE, isValid: false, userError: code, name: '---', address: '---' })).toEqual({ kind: 'error', code });
  });
});

describe('values', () => {
  it('requestDate leniently: Z, an offset, a date alone, a date with offset; else null', () => {
    expect(viesRequestDate('2025-03-10T09:15:02.123Z')).toBe('2025-03-10T09:15:02.123Z');
    expect(viesRequestDate('2025-03-10T10:15:02+01:00')).toBe('2025-03-10T09:15:02.000Z');
    expect(viesRequestDate('2025-03-10')).toBe('2025-03-10T00:00:00.000Z');
    expect(viesRequestDate('2025-03-10+01:00')).toBe('2025-03-09T23:00:00.000Z');
    expect(viesRequestDate('not a date')).toBeNull();
    expect(viesRequestDate(12)).toBeNull();
    expect(viesRequestDate('')).toBeNull();
  });
  it('"---" and blanks are empty', () => {
    expect(disclosedText('---')).toBe('');
    expect(disclosedText(' ACME ')).toBe('ACME');
    expect(disclosedText(null)).toBe('');
  });
  it('error codes by what they ask of us', () => {
    expect(viesErrorCategory('INVALID_INPUT')).toBe('input');
    expect(viesErrorCategory('VOW-ERR-2600')).toBe('input');
    expect(viesErrorCategory('INVALID_REQUESTER_INFO')).toBe('requester');
    expect(viesErrorCategory('VOW-ERR-11')).toBe('requester');
    for (const code of VIES_ERROR_CODES.filter((c) => c !== 'INVALID_INPUT' && c !== 'INVALID_REQUESTER_INFO')) expect(viesErrorCategory(code)).toBe('unavailable');
  });
  it('a VAT ID in VIES parts: Greece EL, Northern Ireland XI; Czech and foreign-to-the-EU ones are not checked', () => {
    expect(viesNumberOf('DE 123 456 789')).toEqual({ countryCode: 'DE', vatNumber: '123456789' });
    expect(viesNumberOf('EL123456789')).toEqual({ countryCode: 'EL', vatNumber: '123456789' });
    expect(viesNumberOf('XI123456789')).toEqual({ countryCode: 'XI', vatNumber: '123456789' });
    expect(viesNumberOf('NL123456789B01')).toEqual({ countryCode: 'NL', vatNumber: '123456789B01' });
    expect(viesNumberOf('CZ27082440')).toBeNull();
    expect(viesNumberOf('US123')).toBeNull();
    expect(viesNumberOf(null)).toBeNull();
    expect(viesNumberOf('DE')).toBeNull();
  });
  it("the agency's DIČ as the requester: without its prefix; none without a DIČ", () => {
    expect(viesRequester('CZ27082440')).toEqual({ countryCode: 'CZ', vatNumber: '27082440' });
    expect(viesRequester('cz 270 82 440')).toEqual({ countryCode: 'CZ', vatNumber: '27082440' });
    expect(viesRequester(null)).toBeNull();
    expect(viesRequester('')).toBeNull();
  });
});

describe('asking the stand-in', () => {
  let vies: ViesStandIn;
  let outside: OutsideCaller;
  beforeAll(async () => {
    vies = await startViesStandIn();
  });
  afterAll(() => vies.close());
  // Long enough for a local answer on a loaded machine; the silent stand-in gets a short timeout of its own.
  const fresh = (timeoutMs = 5_000) => {
    outside = new OutsideCaller({ ares: '', vies: vies.url, cnbRates: '', fioApi: '' }, { sleep: async () => {}, limits: { vies: { timeoutMs, attempts: 2 } } });
    return outside;
  };

  it('sends the number without its prefix and the requester without its own; the consultation number comes back', async () => {
    vies.scenario = { kind: 'normal' };
    vies.requests.length = 0;
    const result = await askVies(fresh(), { countryCode: 'DE', vatNumber: '123456789' }, { countryCode: 'CZ', vatNumber: '27082440' });
    expect(vies.checks()).toEqual([{ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ', requesterNumber: '27082440' }]);
    expect(result).toMatchObject({ kind: 'verdict', valid: true, name: '', address: '' });
    expect(result.kind === 'verdict' && result.requestIdentifier).toMatch(/^WAPI/);
  });
  it('without a requester: neither field is sent, and no consultation number', async () => {
    vies.requests.length = 0;
    const result = await askVies(fresh(), { countryCode: 'NL', vatNumber: '123456789B01' }, null);
    expect(vies.checks()).toEqual([{ countryCode: 'NL', vatNumber: '123456789B01' }]);
    expect(result).toMatchObject({ kind: 'verdict', valid: true, name: 'ACME BV', requestIdentifier: null });
  });
  it('an error code at 200 and at 400; errorWrappers at 500 (not retried, counted toward the breaker)', async () => {
    vies.scenario = { kind: 'error', code: 'MS_MAX_CONCURRENT_REQ', status: 200 };
    expect(await askVies(fresh(), { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'error', code: 'MS_MAX_CONCURRENT_REQ' });
    vies.scenario = { kind: 'error', code: 'INVALID_INPUT', status: 400 };
    expect(await askVies(fresh(), { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'error', code: 'INVALID_INPUT' });
    vies.scenario = { kind: 'error500', code: 'SERVICE_UNAVAILABLE' };
    vies.requests.length = 0;
    const caller = fresh();
    expect(await askVies(caller, { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'error', code: 'SERVICE_UNAVAILABLE' });
    expect(vies.requests).toHaveLength(1);
  });
  it('HTML 503 (retried), an empty body, silence past the timeout: down', async () => {
    vies.scenario = { kind: 'html503' };
    vies.requests.length = 0;
    expect(await askVies(fresh(), { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'down', failure: 'server_error' });
    expect(vies.requests).toHaveLength(2);
    vies.scenario = { kind: 'empty' };
    const caller = fresh();
    expect(await askVies(caller, { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'down', failure: 'malformed' });
    vies.scenario = { kind: 'silent' };
    expect(await askVies(fresh(300), { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'down', failure: 'timeout' });
  });
  it('a service that keeps failing rests: the breaker answers at once without asking', async () => {
    vies.scenario = { kind: 'empty' };
    const caller = fresh();
    await askVies(caller, { countryCode: 'DE', vatNumber: '123456789' }, null);
    await askVies(caller, { countryCode: 'DE', vatNumber: '123456789' }, null);
    vies.requests.length = 0;
    expect(await askVies(caller, { countryCode: 'DE', vatNumber: '123456789' }, null)).toEqual({ kind: 'down', failure: 'breaker' });
    expect(vies.requests).toHaveLength(0);
  });
});
