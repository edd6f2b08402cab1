/** The public pages by unprefixed path; each is served in Czech at its path and in English under /en (docs/product/public-site.md#pages-and-languages). */
import type { ComponentType } from 'react';
import { postSlugOfPath, type PublicPage } from '@/shared/site-paths';
import { NotFoundPage } from '../features/public/not-found/not-found-page';
import { AboutPage } from '../features/public/about/about-page';
import { BlogPage } from '../features/public/blog/blog-page';
import { BlogPostPage } from '../features/public/blog/blog-post-page';
import { ContactPage } from '../features/public/contact/contact-page';
import { HomePage } from '../features/public/home/home-page';
import { PricingPage } from '../features/public/pricing/pricing-page';
import { DesignPage, LogoDesignPage, MarketingPage, SocialMediaPage, WebDevelopmentPage } from '../features/public/services/service-pages';

/** Keyed by the shared page list: a page there without a component here (or the reverse) fails the typecheck. */
const PAGES: Record<PublicPage, ComponentType> = {
  '/': HomePage,
  '/services/web-development': WebDevelopmentPage,
  '/services/design': DesignPage,
  '/services/logo-design': LogoDesignPage,
  '/services/social-media': SocialMediaPage,
  '/services/marketing': MarketingPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/pricing': PricingPage,
  '/blog': BlogPage,
};

/**
 * The page at an unprefixed path ('/pricing'), a post's page (/blog/<slug>, which shows the not-found page itself for
 * a slug that is no public post); the not-found page for anything else (/portfolio included).
 */
export function publicPageAt(path: string): ComponentType {
  if (postSlugOfPath(path) !== null) return BlogPostPage;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (PAGES as Partial<Record<string, ComponentType>>)[normalized] ?? NotFoundPage;
}
