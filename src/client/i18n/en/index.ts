/** The English resource set. Where the spec gives an exact English text, it is used word for word. */
import type { Shape } from '@/shared/site-texts/shape';
import type { cs } from '../cs';
import { admin } from './admin';
import { auth } from './auth';
import { site } from './site';
import { SITE_TEXTS_EN } from '@/shared/site-texts/defaults';
import { validation } from './validation';

export const en: Shape<typeof cs> = { ...site, ...SITE_TEXTS_EN, auth, admin, validation };
