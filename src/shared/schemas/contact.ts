import { z } from 'zod';
import { CONTACT_MESSAGES } from './messages';
export { CONTACT_MESSAGES };

export const contactSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameMin }).trim().min(2, CONTACT_MESSAGES.nameMin).max(200),
  email: z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(200),
  message: z.string({ error: CONTACT_MESSAGES.messageMin }).trim().min(10, CONTACT_MESSAGES.messageMin).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

