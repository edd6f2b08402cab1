/** VIES checks of a client's EU VAT ID (issue 37; docs/product/czech-services.md#vies--the-vat-id-check). */
import type { ClientVatCheckState } from '@/shared/vat-checks';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/clients';

export const vatChecksApi = {
  /** Query key of a client's check state: outside the clients' keys (a deleted client's state is not fetched again). */
  key: (clientId: number) => ['client-vat-check', clientId] as const,
  /** The newest check of the client's VAT ID and the newest valid one. */
  get: (clientId: number, signal?: AbortSignal) => apiJson<ClientVatCheckState>('GET', `${PATH}/${clientId}/vat-check`, undefined, signal),
  /** "Check again": asks VIES now (no reuse); 400 on `dic` when VIES calls the number malformed. */
  check: (clientId: number) => apiJson<ClientVatCheckState>('POST', `${PATH}/${clientId}/vat-check`),
};
