import { AUTH_MESSAGES } from './schemas/auth';
import { CONTACT_MESSAGES } from './schemas/contact';

/**
 * Every validation text the shared schemas produce, by key. The English i18n resource repeats these texts under
 * `validation.<key>` (checked by a test) and the Czech one translates them, so forms show the visitor's language
 * while the API answers with the spec's English texts.
 */
export const VALIDATION_MESSAGES = {
  ...AUTH_MESSAGES,
  contactNameMin: CONTACT_MESSAGES.nameMin,
  contactEmailInvalid: CONTACT_MESSAGES.emailInvalid,
  contactMessageMin: CONTACT_MESSAGES.messageMin,
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The key of a known validation text, or undefined for a text this catalogue does not hold. */
export function validationMessageKey(text: string): ValidationMessageKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).find((k) => VALIDATION_MESSAGES[k] === text);
}
