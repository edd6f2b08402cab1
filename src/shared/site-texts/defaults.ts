/**
 * The public site's texts as the code writes them (the spec's texts): what a new database shows, and what every text
 * staff have not overridden stays (docs/product/site-content.md#site-texts). Both languages have exactly the same keys
 * (Shape). The client's resource sets (src/client/i18n) include these; the server reads them to check and merge the
 * overrides staff publish.
 */
import type { Language } from '../constants';
import type { Shape } from './shape';
import { about as csAbout } from './cs/about';
import { blog as csBlog } from './cs/blog';
import { contact as csContact } from './cs/contact';
import { home as csHome } from './cs/home';
import { layout as csLayout } from './cs/layout';
import { pricing as csPricing } from './cs/pricing';
import { services as csServices } from './cs/services';
import { about as enAbout } from './en/about';
import { blog as enBlog } from './en/blog';
import { contact as enContact } from './en/contact';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { pricing as enPricing } from './en/pricing';
import { services as enServices } from './en/services';

export const SITE_TEXTS_CS = { ...csLayout, home: csHome, services: csServices, about: csAbout, contact: csContact, pricing: csPricing, blog: csBlog };
export const SITE_TEXTS_EN: Shape<typeof SITE_TEXTS_CS> = { ...enLayout, home: enHome, services: enServices, about: enAbout, contact: enContact, pricing: enPricing, blog: enBlog };

export const SITE_TEXT_DEFAULTS: Record<Language, typeof SITE_TEXTS_CS> = { cs: SITE_TEXTS_CS, en: SITE_TEXTS_EN };
