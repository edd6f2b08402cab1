/**
 * ARES lookups by IČO (issue 37; docs/product/czech-services.md#ares--the-company-registry): the back office's
 * GET /api/admin/ares/:ico and the public quote form's GET /api/ares/:ico (limited per address). The answer is read
 * with the shared schema.
 */
import { aresLookupSchema, type AresLookup } from '@/shared/ares';
import { apiJson } from '../lib/api-request';

const ADMIN_PATH = '/api/admin/ares';
const PUBLIC_PATH = '/api/ares';

export const aresApi = {
  key: (ico: string) => [ADMIN_PATH, ico] as const,
  lookup: async (ico: string, signal?: AbortSignal): Promise<AresLookup> =>
    aresLookupSchema.parse(await apiJson<unknown>('GET', `${ADMIN_PATH}/${encodeURIComponent(ico)}`, undefined, signal)),
  publicLookup: async (ico: string, signal?: AbortSignal): Promise<AresLookup> =>
    aresLookupSchema.parse(await apiJson<unknown>('GET', `${PUBLIC_PATH}/${encodeURIComponent(ico)}`, undefined, signal)),
};
