import { VALIDATION_MESSAGES } from '@/shared/validation-messages';
import type { validation as cs } from '../cs/validation';
import type { Shape } from '@/shared/site-texts/shape';

/** English validation texts are the shared schemas' own texts (SPEC wording), kept once in src/shared. */
export const validation: Shape<typeof cs> = { ...VALIDATION_MESSAGES };
