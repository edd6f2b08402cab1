/**
 * The public enquiry forms' calls (docs/product/api.md#enquiries: POST /api/contact; issue 12: GET /api/contact/form-token). Kept tiny: it
 * ships with the contact island.
 */
import type { ContactRequest } from '@/shared/schemas/contact';
import { apiJson, apiRequest } from '../lib/api-request';

/**
 * Where the contact form posts: its JSON call below, and the form's own `action` — without JavaScript the browser posts
 * it there as a classic urlencoded form.
 */
export const CONTACT_ENDPOINT = '/api/contact';

export async function sendContactMessage(input: ContactRequest): Promise<void> {
  await apiRequest('POST', CONTACT_ENDPOINT, input);
}

/** A signed timestamp of when the form was shown: the server measures the minimum fill time from it. */
export async function fetchFormToken(): Promise<string> {
  return (await apiJson<{ token: string }>('GET', '/api/contact/form-token')).token;
}
