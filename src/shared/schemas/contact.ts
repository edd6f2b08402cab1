import { z } from 'zod';
import { HONEYPOT_FIELD, LANGUAGES } from '../constants';
import { CONTACT_MESSAGES } from './messages';
export { CONTACT_MESSAGES };

export const contactSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameMin }).trim().min(2, CONTACT_MESSAGES.nameMin).max(200),
  email: z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(200),
  message: z.string({ error: CONTACT_MESSAGES.messageMin }).trim().min(10, CONTACT_MESSAGES.messageMin).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export { HONEYPOT_FIELD };

/**
 * What every public enquiry form sends besides its own fields: the page and language it was sent from, the honeypot
 * and the signed form token (issued when the form was shown; the minimum fill time is measured from it).
 */
export const enquiryMetaSchema = z.object({
  page: z
    .string({ error: CONTACT_MESSAGES.pageInvalid })
    .trim()
    .max(300, CONTACT_MESSAGES.pageInvalid)
    .regex(/^\/(?!\/)/, CONTACT_MESSAGES.pageInvalid)
    .optional(),
  lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).optional(),
  [HONEYPOT_FIELD]: z.string({ error: 'Must be text' }).max(2000).optional(),
  formToken: z.string({ error: 'Must be text' }).max(200).optional(),
});
export type EnquiryMeta = z.infer<typeof enquiryMetaSchema>;

/** POST /api/contact: the contact form's fields and the enquiry's meta fields. */
export const contactRequestSchema = contactSchema.extend(enquiryMetaSchema.shape);
export type ContactRequest = z.infer<typeof contactRequestSchema>;
