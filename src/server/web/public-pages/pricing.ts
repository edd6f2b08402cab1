/**
 * /pricing: whether the agency is a VAT payer, read from its billing details (docs/product/public-site.md#prices-and-vat).
 * Saving the billing details changes the content version, so the cached page follows a change of VAT status.
 */
import { LANGUAGES } from '@/shared/constants';
import { agencyIsVatPayer } from '@/server/data/agency-billing';
import { nextYearStart } from '../page-expiry';
import type { PageLoadRequest } from './page-load';

export const pricingPage = {
  matches: (path: string): boolean => path === '/pricing',
  load: async ({ db, now }: PageLoadRequest) => ({
    data: { page: 'pricing' as const, vatPayer: await agencyIsVatPayer(db) },
    expiresAt: nextYearStart(now),
    languages: LANGUAGES,
  }),
};
