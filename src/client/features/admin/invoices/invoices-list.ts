/**
 * The invoices' list at an address (?state=&kind=&sort=) with a search typed: the screen and its opening list (asked for
 * on the way to the screen, app/opening-lists.ts) both build it here.
 */
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

/** The filters and the order at an address (?state=&kind=&sort=). */
export function invoicesView(address: URLSearchParams) {
  const sortName = pickParam(address, 'sort', SORT_NAMES) || 'newest';
  return { state: pickParam(address, 'state', INVOICE_PAYMENT_STATES), kind: pickParam(address, 'kind', INVOICE_KINDS), sortName, order: INVOICE_SORTS[sortName] };
}

/** The list's parameters at an address with a search typed. */
export function invoicesListParams(address: URLSearchParams, q = ''): ListParams {
  const { state, kind, order } = invoicesView(address);
  return { q, filters: { state, kind }, ...(order ? { sort: order.sort, dir: order.dir } : {}) };
}

export const openingList: OpeningList = { endpoint: invoicesApi, params: invoicesListParams };
