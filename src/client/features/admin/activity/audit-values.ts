/**
 * Logged values in words (issue 20, item 7): field changes flattened to one row per changed leaf, enum values through
 * the i18n value labels the other screens use, ids of other records as their names, rich text as a short word diff.
 */
import { AUDIT_REFERENCE_FIELDS, type AuditChanges, type AuditEntity } from '@/shared/audit';
import type { Language } from '@/shared/constants';
import { formatDateTime, formatDay, isCalendarDay } from '@/shared/dates';
import { formatMoney, type Currency } from '@/shared/money/format-money';
import { looksLikeHtml, textDiff, type TextDiff } from '@/shared/text-diff';

/** Where the labels of a field's values are (a key of the i18n texts), by field, or by field and entity. */
const VALUE_LABELS: Record<string, string | Partial<Record<AuditEntity, string>>> = {
  currentStatus: 'admin.client.status',
  paymentStatus: 'admin.client.payment',
  companySize: 'admin.client.companySize',
  servicesRequired: 'admin.client.services',
  preferredCommunication: 'admin.client.communication',
  status: { message: 'admin.messages.status', project: 'admin.project.statuses', mail: 'admin.mail.statuses' },
  serviceType: 'admin.project.serviceTypes',
  category: 'admin.portfolio.categories',
  role: 'admin.team.roles',
  kind: { mail: 'admin.mail.kinds', message: 'admin.messages.kind' },
  spamReason: 'admin.messages.spam.reasons',
  // An export's filters: the sort field by its label, the direction in words.
  sort: 'admin.activity.fields',
  dir: 'admin.activity.directions',
};

/** Money fields (integer minor units, decision 022) by entity, with their currency: shown as the record's screens show them. */
const MONEY_FIELDS: Partial<Record<AuditEntity, Record<string, Currency>>> = {
  client: { oneTimePrice: 'CZK', monthlyPrice: 'CZK' },
  project: { budget: 'USD', monthlyFee: 'USD', amountPaid: 'USD', costOfService: 'USD' },
};

/** Texts longer than this are shown as a word diff even without markup. */
const LONG_TEXT = 120;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What rendering needs from the screen: its language, a few words, the texts of a key, and the names of records. */
export interface ValueContext {
  lang: Language;
  entity: AuditEntity;
  words: { empty: string; yes: string; no: string; deleted: (id: string) => string };
  /** The texts under an i18n key (an object of value → label), or undefined. */
  texts: (key: string) => unknown;
  refs: Record<string, string>;
}

/** One row of the rendered changes: a field path (top-level field first) and its change in words or as a diff. */
export type ChangeRow = { path: string[]; kind: 'value'; from: string; to: string } | { path: string[]; kind: 'diff'; diff: TextDiff };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function enumLabel(field: string, value: string, ctx: ValueContext): string | undefined {
  const where = VALUE_LABELS[field];
  const key = typeof where === 'string' ? where : where?.[ctx.entity];
  if (!key) return undefined;
  const texts = ctx.texts(key);
  if (!isPlainObject(texts)) return undefined;
  const label = texts[value];
  return typeof label === 'string' ? label : undefined;
}

/** One logged value in words. */
export function valueInWords(field: string, value: unknown, ctx: ValueContext): string {
  if (value === null || value === undefined || value === '') return ctx.words.empty;
  const target = AUDIT_REFERENCE_FIELDS[field];
  if (target && (typeof value === 'number' || typeof value === 'string')) return ctx.refs[`${target}:${value}`] ?? ctx.words.deleted(String(value));
  if (typeof value === 'boolean') return value ? ctx.words.yes : ctx.words.no;
  if (typeof value === 'number') {
    const currency = MONEY_FIELDS[ctx.entity]?.[field];
    return currency ? formatMoney(value, currency, ctx.lang) : String(value);
  }
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value, ctx.lang);
    if (isCalendarDay(value)) return formatDay(value, ctx.lang);
    return enumLabel(field, value, ctx) ?? value;
  }
  if (Array.isArray(value)) return value.length === 0 ? ctx.words.empty : value.map((item) => valueInWords(field, item, ctx)).join(', ');
  if (isPlainObject(value)) return Object.entries(value).map(([key, item]) => `${key}: ${valueInWords(key, item, ctx)}`).join('; ');
  return String(value);
}

function rowsOf(path: string[], from: unknown, to: unknown, ctx: ValueContext): ChangeRow[] {
  if ((isPlainObject(from) || from === null) && (isPlainObject(to) || to === null) && (from !== null || to !== null)) {
    const keys = new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})]);
    return [...keys].flatMap((key) => {
      const a = from?.[key] ?? null;
      const b = to?.[key] ?? null;
      return JSON.stringify(a) === JSON.stringify(b) ? [] : rowsOf([...path, key], a, b, ctx);
    });
  }
  const field = path[path.length - 1]!;
  const text = (v: unknown) => (typeof v === 'string' ? v : v === null ? '' : undefined);
  const a = text(from);
  const b = text(to);
  if (a !== undefined && b !== undefined && (looksLikeHtml(a) || looksLikeHtml(b) || a.length > LONG_TEXT || b.length > LONG_TEXT)) {
    return [{ path, kind: 'diff', diff: textDiff(a, b) }];
  }
  return [{ path, kind: 'value', from: valueInWords(field, from, ctx), to: valueInWords(field, to, ctx) }];
}

/** An entry's changes as rows: nested objects (translations, export filters) one row per changed leaf. */
export function changeRows(changes: AuditChanges, ctx: ValueContext): ChangeRow[] {
  return Object.entries(changes).flatMap(([field, change]) => rowsOf([field], change.from, change.to, ctx));
}
