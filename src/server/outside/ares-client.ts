/**
 * ARES, the Czech company registry (REST API of the Ministry of Finance; its published format, docs/product/czech-services.md,
 * product rules in docs/product/czech-services.md#ares--the-company-registry): one subject by IČO,
 * `GET {ARES_URL}/ekonomicke-subjekty/{ico}`.
 *
 * readAresAnswer is the pure reading of an answer: 200 JSON with the subject → the company; 404 with `kod`
 * NENALEZENO → not found (a business answer); 400 with `kod` CHYBA_VSTUPU → invalid input; anything else (a
 * Spring-style 404 of a wrong path, an HTML page, an empty body, a 500 OBECNA_CHYBA, a subject without a name) → the
 * service is down ("malformed"), never "not found".
 */
import { aresIco, type AresCompany } from '@/shared/ares';
import { OutsideServiceDown, type OutsideCaller, type OutsideFailure } from './outside-services';

export type AresDownReason = OutsideFailure | 'malformed';

export type AresAnswer =
  | { kind: 'found'; company: AresCompany }
  | { kind: 'notFound' }
  | { kind: 'invalid' }
  | { kind: 'down'; reason: AresDownReason };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** '567/12a', '567', '12a' (only an orientation number), '' (none). */
export function houseNumber(seat: Json): string {
  const domovni = whole(seat.cisloDomovni);
  const orientacni = whole(seat.cisloOrientacni);
  const orientation = orientacni === undefined ? '' : `${orientacni}${text(seat.cisloOrientacniPismeno) ?? ''}`;
  if (domovni !== undefined && orientation) return `${domovni}/${orientation}`;
  return domovni !== undefined ? String(domovni) : orientation;
}

/** A Czech postal code as people write it: 60200 → '602 00'. */
export function formatCzechPostalCode(psc: number): string {
  const digits = String(psc).padStart(5, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/**
 * The town as a Czech address writes it: the town's name, and in Prague its numbered district ('Praha 1', the
 * postal convention "110 00 Praha 1"), which ARES gives as nazevMestskehoObvodu. A district of another town
 * ('Brno-střed') is not written: the postal code already places it.
 */
function cityOf(seat: Json): string | undefined {
  const town = text(seat.nazevObce);
  const district = text(seat.nazevMestskehoObvodu);
  if (town && district && new RegExp(`^${town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`).test(district)) return district;
  return town;
}

/** The seat read into street, city, postal code and country; the one-line textovaAdresa when the parts are missing. */
function addressOf(seat: Json): Pick<AresCompany, 'street' | 'city' | 'postalCode' | 'country'> {
  const country = text(seat.kodStatu)?.toUpperCase() ?? 'CZ';
  const psc = whole(seat.psc);
  const postalCode = country === 'CZ' && psc !== undefined ? formatCzechPostalCode(psc) : (text(seat.pscTxt) ?? (psc !== undefined ? String(psc) : ''));
  const city = cityOf(seat);
  const number = houseNumber(seat);
  // A village without streets: its part (or its name) and the house number — 'Lhota 15'.
  const streetName = text(seat.nazevUlice) ?? (number ? (text(seat.nazevCastiObce) ?? city) : undefined);
  const street = [streetName, number].filter(Boolean).join(' ');
  if (city && street) return { street, city, postalCode, country };
  // Structured parts missing: the preformatted line as the street, so nothing ARES said is lost.
  return { street: text(seat.textovaAdresa) ?? street, city: city ?? '', postalCode, country };
}

function companyOf(subject: Json, ico: string): AresCompany | undefined {
  const name = text(subject.obchodniJmeno);
  if (!name) return undefined;
  const seat = isObject(subject.sidlo) ? subject.sidlo : {};
  const registrations = isObject(subject.seznamRegistraci) ? subject.seznamRegistraci : {};
  const vatState = text(registrations.stavZdrojeDph);
  const dic = text(subject.dic)?.replace(/\s+/g, '').toUpperCase();
  const dissolved = text(subject.datumZaniku);
  return {
    ico: text(subject.ico) ?? ico,
    name,
    ...addressOf(seat),
    dic: dic && /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(dic) ? dic : null,
    vatRegistered: vatState === undefined ? null : vatState === 'AKTIVNI',
    dissolvedOn: dissolved && /^\d{4}-\d{2}-\d{2}/.test(dissolved) ? dissolved.slice(0, 10) : null,
  };
}

/** An answer of `GET /ekonomicke-subjekty/{ico}` read (the pure part; unit-tested with the published examples). */
export function readAresAnswer(ico: string, status: number, contentType: string, body: string): AresAnswer {
  const malformed: AresAnswer = { kind: 'down', reason: 'malformed' };
  if (!/json/i.test(contentType)) return malformed;
  const json = parseJson(body);
  if (!isObject(json)) return malformed;
  if (status === 200) {
    const company = companyOf(json, ico);
    return company ? { kind: 'found', company } : malformed;
  }
  // Branch on status and `kod`, never on `popis` (its wording is not part of the contract).
  if (status === 404 && json.kod === 'NENALEZENO') return { kind: 'notFound' };
  if (status === 400 && json.kod === 'CHYBA_VSTUPU') return { kind: 'invalid' };
  return malformed;
}

/**
 * Asks ARES for one subject through the process's caller (timeout, retries, breaker). An IČO that fails the local
 * check is answered 'invalid' without a call (ARES does not check the digit). A malformed answer counts toward
 * the breaker like a failed call.
 */
export async function fetchAresSubject(outside: OutsideCaller, typed: string): Promise<AresAnswer> {
  const ico = aresIco(typed);
  if (!ico) return { kind: 'invalid' };
  try {
    const answer = await outside.call('ares', `/ekonomicke-subjekty/${ico}`, { headers: { accept: 'application/json' } });
    const read = readAresAnswer(ico, answer.status, answer.contentType, answer.text());
    if (read.kind === 'down') outside.noteFailure('ares');
    return read;
  } catch (err) {
    if (err instanceof OutsideServiceDown) return { kind: 'down', reason: err.failure };
    throw err;
  }
}
