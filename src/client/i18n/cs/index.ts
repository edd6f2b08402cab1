/** The Czech resource set, assembled from one file per area. The English set (../en) has exactly the same keys. */
import { admin } from './admin';
import { auth } from './auth';
import { site } from './site';
import { SITE_TEXTS_CS } from '@/shared/site-texts/defaults';
import { validation } from './validation';

export const cs = { ...site, ...SITE_TEXTS_CS, auth, admin, validation };
