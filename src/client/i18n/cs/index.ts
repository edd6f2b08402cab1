/** The Czech resource set, assembled from one file per area. The English set (../en) has exactly the same keys. */
import { admin } from './admin';
import { auth } from './auth';
import { home } from './home';
import { site } from './site';
import { validation } from './validation';

export const cs = { ...site, home, auth, admin, validation };
