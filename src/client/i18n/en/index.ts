/** The English resource set. Where the spec gives an exact English text, it is used word for word. */
import type { Shape } from '../shape';
import type { cs } from '../cs';
import { about } from './about';
import { admin } from './admin';
import { auth } from './auth';
import { blog } from './blog';
import { contact } from './contact';
import { home } from './home';
import { pricing } from './pricing';
import { services } from './services';
import { site } from './site';
import { validation } from './validation';

export const en: Shape<typeof cs> = { ...site, home, auth, admin, validation, services, about, contact, pricing, blog };
