/**
 * The VIES REST client (issue 37; docs/product/czech-services.md#vies--the-vat-id-check; wire facts:
 * the published format): `POST {VIES_URL}/check-vat-number` with the VAT ID's member-state code (Greece EL, Northern
 * Ireland XI) and its number without the prefix, and — when the agency has a DIČ — the agency's own as the requester
 * (its code and number without the prefix), so that the answer carries the consultation number (requestIdentifier),
 * the proof of the check behind a reverse-charge invoice.
 *
 * What an answer means, judged here and nowhere else:
 * - `valid: true/false` (POST) or `userError` VALID/INVALID (GET) is a verdict; `name`/`address` "---" (a member
 *   state that does not disclose them) is empty; `requestDate` is read leniently (ISO instant, offset, or a date).
 * - `errorWrappers` at ANY status (field reports show them on 200 too) is no verdict but its code; so is a GET's other
 *   `userError`. Never read as `valid: false`.
 * - Anything else — an HTML page, an empty body, JSON of another shape — is "service down" ('malformed').
 */
import type { OutsideCaller } from './outside-services';
import { OutsideServiceDown, type OutsideFailure } from './outside-services';
import { VIES_INPUT_ERROR, VIES_REQUESTER_ERROR, type ViesNumber } from '@/shared/vat-checks';

/** What one ask of VIES came to. */
export type ViesResult =
  | { kind: 'verdict'; valid: boolean; name: string; address: string; requestIdentifier: string | null; requestDate: string | null }
  /** VIES answered with an error code instead of a verdict. */
  | { kind: 'error'; code: string }
  /** No usable answer: the call failed, or the answer was not of the published format. */
  | { kind: 'down'; failure: OutsideFailure | 'malformed' };

/** What an error code asks of us: fix the number, fix the agency's DIČ, or try later. */
export type ViesErrorCategory = 'input' | 'requester' | 'unavailable';

export function viesErrorCategory(code: string): ViesErrorCategory {
  // VOW-ERR-2600: a number failing its country's regular expression; VOW-ERR-11: only one requester field sent.
  if (code === VIES_INPUT_ERROR || code === 'VOW-ERR-2600') return 'input';
  if (code === VIES_REQUESTER_ERROR || code === 'VOW-ERR-11') return 'requester';
  return 'unavailable';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trader's name or address as stored: "---" (not disclosed) and blanks are ''. */
export function disclosedText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text === '---' ? '' : text;
}

/**
 * VIES's requestDate as an ISO instant, read leniently: "2025-03-10T09:15:02.123Z", an instant with an offset, or a
 * date alone (SOAP's xsd:date, "2025-03-10" or "2025-03-10+01:00": that day's midnight at the offset). Null if none.
 */
export function viesRequestDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const dateOnly = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  const parsed = dateOnly ? Date.parse(`${dateOnly[1]}T00:00:00${dateOnly[2] ?? 'Z'}`) : Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function errorCodeOf(body: Record<string, unknown>): string | null {
  const wrappers = body.errorWrappers;
  if (!Array.isArray(wrappers)) return null;
  for (const wrapper of wrappers) {
    if (isRecord(wrapper) && typeof wrapper.error === 'string' && wrapper.error.trim() !== '') return wrapper.error.trim();
  }
  // errorWrappers without a readable code: still an error, never a verdict.
  return 'SERVICE_UNAVAILABLE';
}

function parsedJson(text: string): Record<string, unknown> | null {
  if (!text.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function verdict(body: Record<string, unknown>, valid: boolean): ViesResult {
  const identifier = typeof body.requestIdentifier === 'string' ? body.requestIdentifier.trim() : '';
  return {
    kind: 'verdict',
    valid,
    name: disclosedText(body.name),
    address: disclosedText(body.address),
    requestIdentifier: identifier === '' ? null : identifier,
    requestDate: viesRequestDate(body.requestDate),
  };
}

/** The answer of POST /check-vat-number (or /check-vat-test-service), at any status. */
export function readViesCheckAnswer(answer: { status: number; text: string }): ViesResult {
  const body = parsedJson(answer.text);
  if (!body) return { kind: 'down', failure: 'malformed' };
  if ('errorWrappers' in body) return { kind: 'error', code: errorCodeOf(body) ?? 'SERVICE_UNAVAILABLE' };
  if (answer.status === 200 && typeof body.valid === 'boolean') return verdict(body, body.valid);
  return { kind: 'down', failure: 'malformed' };
}

/** The answer of GET /ms/{cc}/vat/{number}: only userError VALID/INVALID is a verdict, any other its code. */
export function readViesGetAnswer(answer: { status: number; text: string }): ViesResult {
  const body = parsedJson(answer.text);
  if (!body) return { kind: 'down', failure: 'malformed' };
  if ('errorWrappers' in body) return { kind: 'error', code: errorCodeOf(body) ?? 'SERVICE_UNAVAILABLE' };
  if (answer.status !== 200 || typeof body.userError !== 'string') return { kind: 'down', failure: 'malformed' };
  if (body.userError === 'VALID' || body.userError === 'INVALID') return verdict(body, body.userError === 'VALID');
  return { kind: 'error', code: body.userError };
}

/** The agency's DIČ as the requester: its two-letter code and the number without it; null when it has none. */
export function viesRequester(dic: string | null | undefined): ViesNumber | null {
  const id = (dic ?? '').replace(/[\s.-]+/g, '').toUpperCase();
  const match = /^([A-Z]{2})([0-9A-Z]+)$/.exec(id);
  if (!match) return null;
  return { countryCode: match[1] === 'GR' ? 'EL' : match[1]!, vatNumber: match[2]! };
}

/**
 * Asks VIES about `number` (the requester sent only when both its parts are known). A 500 carrying `errorWrappers`
 * is read for its code (the contract declares them there); an answer of the wrong format counts toward the breaker.
 */
export async function askVies(outside: OutsideCaller, number: ViesNumber, requester: ViesNumber | null, limits: { timeoutMs?: number; attempts?: number } = {}): Promise<ViesResult> {
  const body = {
    countryCode: number.countryCode,
    vatNumber: number.vatNumber,
    ...(requester ? { requesterMemberStateCode: requester.countryCode, requesterNumber: requester.vatNumber } : {}),
  };
  try {
    const answer = await outside.call('vies', '/check-vat-number', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      answerStatuses: [500],
      ...limits,
    });
    const result = readViesCheckAnswer({ status: answer.status, text: answer.text() });
    if (result.kind === 'down' || answer.status >= 500) outside.noteFailure('vies');
    return result;
  } catch (err) {
    if (err instanceof OutsideServiceDown) return { kind: 'down', failure: err.failure };
    throw err;
  }
}
