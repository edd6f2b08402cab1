/**
 * ČNB exchange rates (issue 37; docs/product/czech-services.md#čnb--exchange-rates): GET /api/admin/exchange-rates,
 * the rate of an EUR invoice's DUZP for the invoice editor, with the ČNB service's state.
 */
import type { ExchangeRateReading, RateCurrency } from '@/shared/exchange-rates';
import { apiGet } from '../lib/api-request';

const PATH = '/api/admin/exchange-rates';

export const exchangeRatesApi = {
  key: [PATH] as const,
  rateKey: (currency: RateCurrency, date: string) => [PATH, currency, date] as const,
  rate: (currency: RateCurrency, date: string, signal?: AbortSignal) =>
    apiGet<ExchangeRateReading>(`${PATH}?${new URLSearchParams({ currency, date }).toString()}`, signal),
};
