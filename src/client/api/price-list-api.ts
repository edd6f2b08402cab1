/**
 * The price list (issue 35 point 3): GET /api/admin/settings/pricing, the current version and who published it, and
 * PUT, which publishes the list sent as the next version (the same list as the current one publishes nothing) and
 * answers the version now current. Admins only (area settings).
 */
import type { AdminPriceList, PriceListFormValues } from '@/shared/schemas/price-list';
import { apiGet, apiJson, type QueryContext } from '../lib/api-request';

const PATH = '/api/admin/settings/pricing';

export const priceListApi = {
  key: [PATH] as const,
  get: ({ signal }: QueryContext = {}) => apiGet<AdminPriceList>(PATH, signal),
  publish: (list: PriceListFormValues) => apiJson<AdminPriceList>('PUT', PATH, list),
};
