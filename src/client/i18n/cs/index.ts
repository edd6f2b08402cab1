/** The Czech resource set, assembled from one file per area. The English set (../en) has exactly the same keys. */
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

export const cs = { ...site, home, auth, admin, validation, services, about, contact, pricing, blog };
