/**
 * /pricing: the current price list (src/server/data/price-list.ts) and whether the agency is a VAT payer, read from its
 * billing details (docs/product/public-site.md#prices-and-vat). Publishing a price list and saving the billing details
 * both change the content version, so the cached page follows either.
 */
import { LANGUAGES } from '@/shared/constants';
import { agencyIsVatPayer } from '@/server/data/agency-billing';
import { readPriceList } from '@/server/data/price-list';
import { nextYearStart } from '../page-expiry';
import type { PageLoadRequest } from './page-load';

export const pricingPage = {
  matches: (path: string): boolean => path === '/pricing',
  load: async ({ db, now }: PageLoadRequest) => ({
    data: { page: 'pricing' as const, vatPayer: await agencyIsVatPayer(db), priceList: await readPriceList(db) },
    expiresAt: nextYearStart(now),
    languages: LANGUAGES,
  }),
};
