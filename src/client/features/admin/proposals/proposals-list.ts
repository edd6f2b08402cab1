/**
 * The proposals' list at an address (?status=&clientId=): the screen and its opening list (asked for on the way to the
 * screen, app/opening-lists.ts) both build it here.
 */
import { PROPOSAL_STATUSES } from '@/shared/schemas/proposal';
import { proposalsApi } from '@/client/api/proposals-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';

/** The filters at an address (?status=&clientId=). */
export function proposalsFilters(address: URLSearchParams) {
  const clientParam = address.get('clientId') ?? '';
  return { status: pickParam(address, 'status', PROPOSAL_STATUSES), clientId: /^\d+$/.test(clientParam) ? clientParam : '' };
}

export const proposalsListParams = (address: URLSearchParams): ListParams => ({ filters: proposalsFilters(address) });

export const openingList: OpeningList = { endpoint: proposalsApi, params: proposalsListParams };
