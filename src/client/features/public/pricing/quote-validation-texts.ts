import type { TextKey } from '@/client/i18n/texts';

/** The validation texts the quote form translates (the pricing island ships them with 'pricing.quote'). */
export const QUOTE_VALIDATION_TEXTS = [
  'validation.contactNameMin',
  'validation.contactEmailInvalid',
  'validation.contactRateLimited',
  'validation.quotePhoneInvalid',
  'validation.quoteNoteTooLong',
  'validation.icoInvalid',
  'validation.textTooLong',
  'validation.quotePricesChanged',
] as const satisfies readonly TextKey[];
