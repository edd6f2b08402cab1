/**
 * The invoices' list at an address (?state=&kind=&from=&to=&sort=) with a search typed: the screen and its opening list (asked for
 * on the way to the screen, app/opening-lists.ts) both build it here.
 */
import { isCalendarDay } from '@/shared/dates';
import { INVOICE_KINDS, INVOICE_PAYMENT_STATES, type InvoiceSortKey } from '@/shared/schemas/invoice';
import { invoicesApi } from '@/client/api/invoices-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';

/** The orders the list offers (?sort= in the address); 'newest' is the server's default (no sort parameter). */
export const INVOICE_SORTS = {
  newest: null,
  issuedDesc: { sort: 'issuedOn', dir: 'desc' },
  dueAsc: { sort: 'dueOn', dir: 'asc' },
  totalDesc: { sort: 'totalMinor', dir: 'desc' },
  outstandingDesc: { sort: 'outstandingMinor', dir: 'desc' },
  numberDesc: { sort: 'number', dir: 'desc' },
} as const satisfies Record<string, { sort: InvoiceSortKey; dir: 'asc' | 'desc' } | null>;
type SortName = keyof typeof INVOICE_SORTS;
export const SORT_NAMES = Object.keys(INVOICE_SORTS) as SortName[];

/** A day of the address (yyyy-mm-dd that exists), else '' (no filter). */
const dayParam = (address: URLSearchParams, name: string): string => {
  const value = address.get(name) ?? '';
  return isCalendarDay(value) ? value : '';
};

/**
 * The filters and the order at an address (?state=&kind=&from=&to=&sort=): `from`/`to` the period by date of issue,
 * both ends included; one ending before it starts is not asked for (the server would refuse it) — the screen says so.
 */
export function invoicesView(address: URLSearchParams) {
  const sortName = pickParam(address, 'sort', SORT_NAMES) || 'newest';
  const from = dayParam(address, 'from');
  const to = dayParam(address, 'to');
  const rangeInvalid = from !== '' && to !== '' && to < from;
  return { state: pickParam(address, 'state', INVOICE_PAYMENT_STATES), kind: pickParam(address, 'kind', INVOICE_KINDS), from, to, rangeInvalid, sortName, order: INVOICE_SORTS[sortName] };
}

/** The list's parameters at an address with a search typed. */
export function invoicesListParams(address: URLSearchParams, q = ''): ListParams {
  const { state, kind, from, to, rangeInvalid, order } = invoicesView(address);
  return { q, filters: { state, kind, issuedFrom: from, issuedTo: rangeInvalid ? '' : to }, ...(order ? { sort: order.sort, dir: order.dir } : {}) };
}

export const openingList: OpeningList = { endpoint: invoicesApi, params: invoicesListParams };
