/**
 * The Fio bank feeds (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed; /api/admin/bank-feeds).
 * Admins only (src/shared/access.ts, area 'bank-feeds'). The token is sent once, when a feed is added; no answer
 * carries it back.
 */
import type { AdminBankFeed, BankFeedInput, BankFeedSyncResult } from '@/shared/schemas/bank-feed';
import { apiJson, apiRequest } from '../lib/api-request';

const PATH = '/api/admin/bank-feeds';

export const bankFeedsApi = {
  key: [PATH] as const,
  list: (signal?: AbortSignal) => apiJson<AdminBankFeed[]>('GET', PATH, undefined, signal),
  add: (input: BankFeedInput) => apiJson<AdminBankFeed>('POST', PATH, input),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  /** 409 `tooSoon` (params.at) while Fio's 30-s rule holds. */
  sync: (id: number) => apiJson<BankFeedSyncResult>('POST', `${PATH}/${id}/sync`, {}),
};
