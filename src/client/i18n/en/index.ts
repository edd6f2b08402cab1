/** The English resource set. Where the spec gives an exact English text, it is used word for word. */
import type { Shape } from '../shape';
import type { cs } from '../cs';
import { admin } from './admin';
import { auth } from './auth';
import { home } from './home';
import { site } from './site';
import { validation } from './validation';

export const en: Shape<typeof cs> = { ...site, home, auth, admin, validation };
