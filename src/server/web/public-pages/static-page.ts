/** Every other public page (services, about, contact) and the not-found page: nothing from the database. */
import { LANGUAGES } from '@/shared/constants';
import { nextYearStart } from '../page-expiry';
import type { PageLoadRequest } from './page-load';

export const staticPage = {
  matches: (): boolean => true,
  load: async ({ now }: PageLoadRequest) => ({ data: { page: 'static' as const }, expiresAt: nextYearStart(now), languages: LANGUAGES }),
};
