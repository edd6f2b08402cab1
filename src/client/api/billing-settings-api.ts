/** The agency's billing details (issue 22): GET/PUT /api/admin/settings/billing. */
import type { AgencyBilling, AgencyBillingInput } from '@/shared/schemas/agency-billing';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/settings/billing';

export const billingSettingsApi = {
  key: [PATH] as const,
  get: () => apiJson<AgencyBilling>('GET', PATH),
  update: (details: AgencyBillingInput) => apiJson<AgencyBilling>('PUT', PATH, details),
};
