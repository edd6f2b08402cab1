/**
 * The agency profile (issue 35): GET/PUT /api/admin/settings/profile for the settings screen, and GET /api/agency,
 * the public read anyone may make (the back office's frame shows the agency's name from it).
 */
import type { AgencyProfile, AgencyProfileInput } from '@/shared/schemas/agency-profile';
import { apiGet, apiJson, type QueryContext } from '../lib/api-request';

const PATH = '/api/admin/settings/profile';
const PUBLIC_PATH = '/api/agency';

export const agencyProfileApi = {
  key: [PATH] as const,
  get: ({ signal }: QueryContext = {}) => apiGet<AgencyProfile>(PATH, signal),
  update: (profile: AgencyProfileInput) => apiJson<AgencyProfile>('PUT', PATH, profile),
  /** The public profile's own query key: it is not an admin resource (no sign-in, no role). */
  publicKey: [PUBLIC_PATH] as const,
  publicGet: ({ signal }: QueryContext = {}) => apiGet<AgencyProfile>(PUBLIC_PATH, signal),
};
