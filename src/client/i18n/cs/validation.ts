import { VALIDATION_MESSAGES_CS } from '@/shared/validation-texts';

/** Czech validation texts are kept with the English ones' keys in src/shared (the portal's server pages use them too). */
export const validation = VALIDATION_MESSAGES_CS;
