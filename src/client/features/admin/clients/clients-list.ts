/**
 * The clients' list at an address (?status=) with a search typed: the screen and its opening list (asked for on the
 * way to the screen, app/opening-lists.ts) both build it here.
 */
import { CLIENT_STATUSES } from '@/shared/constants';
import { clientsApi } from '@/client/api/clients-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';

const CLIENTS_PAGE_SIZE = 12;

export const clientsListParams = (address: URLSearchParams, q = ''): ListParams => ({
  q,
  filters: { status: pickParam(address, 'status', CLIENT_STATUSES) },
  pageSize: CLIENTS_PAGE_SIZE,
});

export const openingList: OpeningList = { endpoint: clientsApi, params: clientsListParams };
