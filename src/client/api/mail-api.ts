/** Outgoing mail and the auto-reply setting in the back office (issue 12: /api/admin/mail, /api/admin/settings). */
import type { AdminMail, AdminSettings, MailDelivery } from '@/shared/api-types';
import { apiGet, apiJson, type QueryContext } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/mail';
const SETTINGS_PATH = '/api/admin/settings';

export const mailApi = {
  ...listEndpoint<AdminMail>(PATH),
  retry: (id: number) => apiJson<AdminMail>('PATCH', `${PATH}/${id}/retry`),
};

export const mailDeliveryApi = {
  key: [`${PATH}/delivery`] as const,
  get: ({ signal }: QueryContext = {}) => apiGet<MailDelivery>(`${PATH}/delivery`, signal),
};

export const settingsApi = {
  key: [SETTINGS_PATH] as const,
  get: () => apiJson<AdminSettings>('GET', SETTINGS_PATH),
  update: (settings: AdminSettings) => apiJson<AdminSettings>('PUT', SETTINGS_PATH, settings),
};
