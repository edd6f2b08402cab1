import { z } from 'zod';

/** SPEC §5 contact rules; texts are requirements. */
export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters.',
  emailInvalid: 'Please enter a valid email address.',
  messageMin: 'Message must be at least 10 characters.',
} as const;

export const contactSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameMin }).trim().min(2, CONTACT_MESSAGES.nameMin).max(200),
  email: z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(200),
  message: z.string({ error: CONTACT_MESSAGES.messageMin }).trim().min(10, CONTACT_MESSAGES.messageMin).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
