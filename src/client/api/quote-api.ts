/** The pricing calculator's quote request (issue 12: POST /api/quote). Loaded with the quote form, on first use. */
import type { QuoteRequest } from '@/shared/schemas/quote';
import { apiRequest } from '../lib/api-request';

export async function sendQuoteRequest(input: QuoteRequest): Promise<void> {
  await apiRequest('POST', '/api/quote', input);
}
