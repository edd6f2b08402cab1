/**
 * Building blocks of the back-office schemas (clients, projects, blog posts, portfolio items): trimmed, length-capped
 * text, blank → null, ISO dates (money: src/shared/money/minor-units.ts), web addresses. Shared by the API routes and the
 * admin forms. Every text here is also in VALIDATION_MESSAGES so forms can translate it.
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';
export { FIELD_MESSAGES };

/** Length caps (characters). */
export const MAX_LENGTH = {
  short: 200,
  phone: 50,
  title: 300,
  description: 2000,
  longText: 10_000,
  url: 2000,
  /** Blog HTML, per language. */
  html: 100_000,
} as const;

/** Largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * What a field accepts, as its input type (z.input): the text a form input holds ('' for blank) or the value a JSON
 * client sends. Typed so that a form's values can be exactly z.input of its schema (zodResolver's input type), while
 * the schema still checks whatever arrives at run time.
 */
export type TextInput = string | null | undefined;
export type ChoiceInput<T extends readonly string[]> = T[number] | '' | null | undefined;
export type DateInput = Date | string | null | undefined;
/** A whole number as a form holds it: a number, or the text typed (blank → none). */
export type NumberInput = number | string | null | undefined;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Missing, null or blank text → null (an optional field left empty); anything else as it is. */
export const blankToNull = (v: unknown) => (isBlank(v) ? null : v);
const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** A required, trimmed text. */
export function requiredText(max: number, requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : FIELD_MESSAGES.textInvalid) })
    .trim()
    .min(1, requiredMessage)
    .max(max, FIELD_MESSAGES.textTooLong);
}

/** An optional, trimmed text; missing, null or blank → null. */
export function optionalText(max: number) {
  return z.preprocess(
    (v: TextInput) => blankToNull(v),
    z.string({ error: FIELD_MESSAGES.textInvalid }).trim().max(max, FIELD_MESSAGES.textTooLong).nullable(),
  );
}

/** One of a fixed set; missing, null or blank → null. */
export function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((v: ChoiceInput<T>) => blankToNull(v), z.enum(values, { error: message }).nullable());
}

/** One of a fixed set; missing, null or blank → the default. */
export function choiceWithDefault<T extends readonly [string, ...string[]]>(values: T, fallback: T[number], message: string) {
  return z.preprocess((v: ChoiceInput<T>) => (isBlank(v) ? fallback : v), z.enum(values, { error: message }));
}

const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const EARLIEST_DATE = new Date('1900-01-01T00:00:00Z');
const LATEST_DATE = new Date('9999-12-31T23:59:59Z');

/**
 * ISO text ('yyyy-MM-dd' = midnight UTC, or a full ISO date-time) → Date. Impossible calendar days ('2025-02-30')
 * stay invalid instead of rolling over into the next month.
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

const toDate = (v: unknown) => (typeof v === 'string' ? (parseIsoDate(v) ?? v) : v);
const dateSchema = z
  .date({ error: FIELD_MESSAGES.dateInvalid })
  .min(EARLIEST_DATE, FIELD_MESSAGES.dateInvalid)
  .max(LATEST_DATE, FIELD_MESSAGES.dateInvalid);

/** An optional date (ISO text or Date); missing, null or blank → null. */
export const optionalDate = () => z.preprocess((v: DateInput) => toDate(blankToNull(v)), dateSchema.nullable());

/** An optional date where "not given" (missing, null or blank) stays undefined, so the server can keep or default it. */
export const dateOrUndefined = () => z.preprocess((v: DateInput) => toDate(blankToUndefined(v)), dateSchema.optional());

/** A date where missing stays undefined (keep) and null or blank means "no date". */
export const dateNullOrUndefined = () =>
  z.preprocess((v) => (v === undefined ? undefined : toDate(blankToNull(v))), dateSchema.nullable().optional());

/**
 * Characters no stored address may contain: C0 controls (tab, newline included), DEL, C1 controls, any whitespace,
 * and the backslash. Browsers drop tabs and newlines from a URL and read a backslash as '/', so 'java<TAB>script:'
 * would run as 'javascript:' and '/<BACKSLASH>evil.com/x.png' would load from evil.com: such text is refused before
 * any rule looks at it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_ADDRESS = /[\u0000-\u001f\u007f-\u009f\\\s]/u;

/** Origin the site-path rule resolves against; any origin of the site gives the same answer. */
const SITE_ORIGIN = 'https://site.invalid';

/** WHATWG URL parsing (the browser's own), or null. */
function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** An absolute http(s) address with a host: 'https://pekarna.cz/x'. Nothing a browser would read differently. */
export function isWebAddress(text: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(text) || !/^https?:\/\//i.test(text)) return false;
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A text that starts with a URL scheme ("javascript:", "mailto:", "https:"). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A web address as typed into a client's website or contract link: an absolute http(s) address, or one without a
 * scheme ('pekarna.cz', 'www.pekarna.cz/kontakt') that opens as https://… Any other scheme is refused, so the admin
 * screens never render a javascript: link.
 */
export function isLooseWebAddress(text: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(text)) return false;
  if (HAS_SCHEME.test(text) || text.startsWith('/')) return isWebAddress(text);
  return isWebAddress(`https://${text}`);
}

/** A lenient optional web address (client website, contract link), see isLooseWebAddress. Blank → null. */
export function optionalLooseWebAddress() {
  return z.preprocess(
    (v: TextInput) => blankToNull(v),
    z
      .string({ error: FIELD_MESSAGES.textInvalid })
      .trim()
      .max(MAX_LENGTH.url, FIELD_MESSAGES.textTooLong)
      .refine(isLooseWebAddress, FIELD_MESSAGES.webAddressInvalid)
      .nullable(),
  );
}

/** An absolute https address (never http): links the public site shows on every page or sends visitors to pay on. */
export function httpsAddress(message: string) {
  return z
    .string({ error: FIELD_MESSAGES.textInvalid })
    .trim()
    .max(MAX_LENGTH.url, FIELD_MESSAGES.textTooLong)
    .refine((text) => isWebAddress(text) && /^https:\/\//i.test(text), message);
}

/** An optional absolute http(s) address. Blank → null. */
export function optionalWebAddress() {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: FIELD_MESSAGES.textInvalid })
      .trim()
      .max(MAX_LENGTH.url, FIELD_MESSAGES.textTooLong)
      .refine(isWebAddress, FIELD_MESSAGES.webAddressInvalid)
      .nullable(),
  );
}

/**
 * Image source: an absolute http(s) address, or a path on this site ('/images/x.svg') — one that the browser resolves
 * to this site's own origin (so not protocol-relative '//host', nor '/' + backslash + 'host').
 */
export function isImageSource(text: string): boolean {
  if (isWebAddress(text)) return true;
  if (UNSAFE_IN_ADDRESS.test(text) || !text.startsWith('/') || text.startsWith('//')) return false;
  return parseUrl(text, SITE_ORIGIN)?.origin === SITE_ORIGIN;
}

const imageSource = (required: boolean) =>
  z
    .string({ error: required ? FIELD_MESSAGES.imageUrlRequired : FIELD_MESSAGES.textInvalid })
    .trim()
    .min(required ? 1 : 0, FIELD_MESSAGES.imageUrlRequired)
    .max(MAX_LENGTH.url, FIELD_MESSAGES.textTooLong)
    .refine(isImageSource, FIELD_MESSAGES.imageUrlInvalid);

export const requiredImageUrl = () =>
  z.preprocess((v) => (v === null ? undefined : v), imageSource(true));
export const optionalImageUrl = () => z.preprocess(blankToNull, imageSource(false).nullable());

/** A record id (number or numeric text, as a select gives it). */
export function recordId(message: string = FIELD_MESSAGES.idInvalid) {
  return z.coerce.number<number | string>({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** An optional record id; missing, null or blank → null. */
export function optionalRecordId(message: string = FIELD_MESSAGES.idInvalid) {
  return z.preprocess(blankToNull, recordId(message).nullable());
}

/** A strict boolean (no "true" text): missing → the default. */
export function flag(fallback: boolean) {
  return z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).default(fallback);
}

/** A strict boolean that must be present (PATCH toggles). */
export function requiredFlag() {
  return z.boolean({ error: FIELD_MESSAGES.booleanInvalid });
}

/** "Must be one of: a, b, c" — the text for a value outside a fixed set. */
export { oneOfMessage } from './messages';

