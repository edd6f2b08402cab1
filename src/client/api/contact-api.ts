/** The public contact form's one call (SPEC §7: POST /api/contact). Kept tiny: it ships with the contact island. */
import type { ContactInput } from '@/shared/schemas/contact';
import { apiRequest } from '../lib/api-request';

export async function sendContactMessage(input: ContactInput): Promise<void> {
  await apiRequest('POST', '/api/contact', input);
}
