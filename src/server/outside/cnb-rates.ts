/**
 * The ČNB daily rates file, denni_kurz.txt (issue 37; wire facts, docs/product/czech-services.md#čnb--exchange-rates):
 *
 *     07.03.2025 #47
 *     země|měna|množství|kód|kurz
 *     EMU|euro|1|EUR|25,010
 *     Maďarsko|forint|100|HUF|6,300
 *
 * Line 1 the fixing date and its serial in the year, line 2 exactly that header, then one currency per row: five
 * fields, the amount 1, 100 or 1000, a decimal comma with three decimals. UTF-8; CRLF and a trailing newline are
 * tolerated. Anything else is malformed — "ČNB down", never a partial list. Rates are integers: thousandths of CZK per
 * `amount` units (25,010 → 25010; 100 HUF = 6,300 → 6300).
 */
import { OutsideServiceDown, type OutsideCaller } from './outside-services';

export interface CnbRate {
  currency: string;
  amount: number;
  rateThousandths: number;
}

export interface CnbRateList {
  /** yyyy-mm-dd: the day the list is valid from (not the day asked for). */
  fixingDate: string;
  serial: number;
  rates: CnbRate[];
}

export const CNB_HEADER = 'země|měna|množství|kód|kurz';
const FIRST_LINE = /^(\d{2})\.(\d{2})\.(\d{4}) #(\d+)$/;
const AMOUNTS = new Set(['1', '100', '1000']);
const RATE = /^(\d{1,7}),(\d{3})$/;
const CODE = /^[A-Z]{3}$/;

/** The list in `text`, or null when it is not exactly ČNB's format. */
export function parseCnbRates(text: string): CnbRateList | null {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length < 3) return null;
  const first = FIRST_LINE.exec(lines[0]!);
  if (!first) return null;
  const [, dd, mm, yyyy, serialText] = first;
  const fixingDate = `${yyyy}-${mm}-${dd}`;
  const parsed = new Date(`${fixingDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== fixingDate) return null;
  const serial = Number(serialText);
  if (!Number.isSafeInteger(serial) || serial < 1) return null;
  if (lines[1] !== CNB_HEADER) return null;
  const rates: CnbRate[] = [];
  const seen = new Set<string>();
  for (const line of lines.slice(2)) {
    const fields = line.split('|');
    if (fields.length !== 5) return null;
    const [country, name, amount, code, rate] = fields;
    if (!country || !name || !AMOUNTS.has(amount!) || !CODE.test(code!) || seen.has(code!)) return null;
    const value = RATE.exec(rate!);
    if (!value) return null;
    const thousandths = Number(value[1]) * 1000 + Number(value[2]);
    if (thousandths <= 0) return null;
    seen.add(code!);
    rates.push({ currency: code!, amount: Number(amount), rateThousandths: thousandths });
  }
  return { fixingDate, serial, rates };
}

/** dd.mm.yyyy of a yyyy-mm-dd day (the `?date=` ČNB reads). */
export function cnbDateParameter(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/**
 * ČNB's list for `day` (`?date=dd.mm.yyyy`: the latest list ≤ that day, its own date in line 1). A non-200 answer
 * (a 404 page, a 400) or a body not in the format (HTML, empty) is the service down ('malformed', counted by the breaker).
 */
export async function fetchCnbRateList(outside: OutsideCaller, day: string, request: { timeoutMs?: number; attempts?: number } = {}): Promise<CnbRateList> {
  const answer = await outside.call('cnbRates', `?date=${cnbDateParameter(day)}`, request);
  const list = answer.status === 200 ? parseCnbRates(answer.text()) : null;
  if (!list) {
    outside.noteFailure('cnbRates');
    throw new CnbMalformed(answer.status);
  }
  return list;
}

/** ČNB answered, but not with its list (an HTML page, an empty body, a changed format): the service is down. */
export class CnbMalformed extends OutsideServiceDown {
  constructor(status: number) {
    super('cnbRates', 'server_error', status);
    this.message = `cnbRates: malformed answer (HTTP ${status})`;
  }
}

/** The short reason code stored and shown for a failed fetch. */
export function cnbFailureReason(err: unknown): string {
  if (err instanceof CnbMalformed) return 'malformed';
  if (err instanceof OutsideServiceDown) return err.failure;
  return 'error';
}
