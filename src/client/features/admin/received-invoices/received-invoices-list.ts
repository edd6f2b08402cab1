/**
 * The received invoices' list at an address (?rebill=&from=&to=) with a search typed: the screen builds it here, and so
 * can its opening list (app/opening-lists.ts).
 */
import { isCalendarDay } from '@/shared/dates';
import { REBILL_STATES } from '@/shared/schemas/received-invoice-list';
import { receivedInvoicesApi } from '@/client/api/received-invoices-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';

/** A day of the address (yyyy-mm-dd that exists), else '' (no filter). */
const dayParam = (address: URLSearchParams, name: string): string => {
  const value = address.get(name) ?? '';
  return isCalendarDay(value) ? value : '';
};

/** The filters at an address: the rebill state and the period of taxable-supply dates (DUZP), both ends included. */
export function receivedInvoicesView(address: URLSearchParams) {
  const from = dayParam(address, 'from');
  const to = dayParam(address, 'to');
  // A period ending before it starts is not asked for (the server would refuse it): the screen says so at "to".
  const rangeInvalid = from !== '' && to !== '' && to < from;
  return { rebill: pickParam(address, 'rebill', REBILL_STATES), from, to, rangeInvalid };
}

/** The list's parameters at an address with a search typed (newest DUZP first: the server's default). */
export function receivedInvoicesListParams(address: URLSearchParams, q = ''): ListParams {
  const { rebill, from, to, rangeInvalid } = receivedInvoicesView(address);
  return { q, filters: { rebill, from, to: rangeInvalid ? '' : to } };
}

export const openingList: OpeningList = { endpoint: receivedInvoicesApi, params: receivedInvoicesListParams };
