/**
 * The bank transactions' list at an address (?state=; the unmatched ones by default): the screen and its opening list
 * (asked for on the way to the screen, app/opening-lists.ts) both build it here.
 */
import { BANK_TRANSACTION_STATES } from '@/shared/schemas/invoice';
import { bankTransactionsApi } from '@/client/api/payments-api';
import { pickParam } from '../common/use-address-param';
import type { ListParams, OpeningList } from '../common/use-admin-list';

/** The state shown at an address (?state=; the unmatched ones by default). */
export const transactionsState = (address: URLSearchParams) => pickParam(address, 'state', BANK_TRANSACTION_STATES) || 'unmatched';

export const transactionsListParams = (address: URLSearchParams): ListParams => ({ filters: { state: transactionsState(address) } });

export const openingList: OpeningList = { endpoint: bankTransactionsApi, params: transactionsListParams };
