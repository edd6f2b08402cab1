/**
 * The inbox's list at an address: the filters ?status=&kind= and the analytics' links narrowing it to the enquiries of
 * a visit's entry page, referrer or campaign (visit-filter.ts), and a search typed. The screen and its opening list
 * (asked for on the way to the screen, app-routes.tsx) both build it here.
 */
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@/shared/constants';
import { messagesApi } from '@/client/api/messages-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';
import { visitFilterOf } from './visit-filter';

export const messagesFilters = (address: URLSearchParams) => ({
  status: pickParam(address, 'status', MESSAGE_STATUSES),
  kind: pickParam(address, 'kind', MESSAGE_KINDS),
  ...visitFilterOf(address),
});

export const messagesListParams = (address: URLSearchParams, q = ''): ListParams => ({ q, filters: messagesFilters(address) });

export const openingList: OpeningList = { endpoint: messagesApi, params: messagesListParams };
