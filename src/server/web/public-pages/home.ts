/** The home page (/ and /en): the featured portfolio items. */
import { LANGUAGES } from '@/shared/constants';
import { portfolioData } from '@/server/data/portfolio-items';
import { nextYearStart } from '../page-expiry';
import type { PageLoadRequest } from './page-load';

export const homePage = {
  matches: (path: string): boolean => path === '/',
  load: async ({ db, now }: PageLoadRequest) => ({
    data: { page: 'home' as const, featuredPortfolio: await portfolioData(db).featured() },
    expiresAt: nextYearStart(now),
    languages: LANGUAGES,
  }),
};
