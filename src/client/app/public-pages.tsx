/**
 * The public pages, each its own chunk: a visitor downloads the code of the page they open, not of the whole site.
 * Before rendering (on the server) and before hydrating (in the browser) the page's chunk is loaded, so the first
 * render never suspends and the browser's tree matches the server's HTML.
 */
import { lazy, type ComponentType } from 'react';
import { unprefixedPath } from '../../shared/site-paths';

export interface PageComponent {
  (): React.JSX.Element;
  preload(): Promise<void>;
}

function lazyPage(load: () => Promise<ComponentType>): PageComponent {
  let Loaded: ComponentType | null = null;
  const preload = async () => {
    Loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = preload;
  return Page;
}

/** Public pages by unprefixed path ('' is home). Each is served in Czech at its path and in English under /en. */
export const publicPages: { path: string; Page: PageComponent }[] = [
  { path: '', Page: lazyPage(() => import('../features/public/home/home-page').then((m) => m.HomePage)) },
  {
    path: 'services/web-development',
    Page: lazyPage(() => import('../features/public/services/service-pages').then((m) => m.WebDevelopmentPage)),
  },
  { path: 'services/design', Page: lazyPage(() => import('../features/public/services/service-pages').then((m) => m.DesignPage)) },
  {
    path: 'services/logo-design',
    Page: lazyPage(() => import('../features/public/services/service-pages').then((m) => m.LogoDesignPage)),
  },
  {
    path: 'services/social-media',
    Page: lazyPage(() => import('../features/public/services/service-pages').then((m) => m.SocialMediaPage)),
  },
  {
    path: 'services/marketing',
    Page: lazyPage(() => import('../features/public/services/service-pages').then((m) => m.MarketingPage)),
  },
  { path: 'about', Page: lazyPage(() => import('../features/public/about/about-page').then((m) => m.AboutPage)) },
  { path: 'contact', Page: lazyPage(() => import('../features/public/contact/contact-page').then((m) => m.ContactPage)) },
  { path: 'pricing', Page: lazyPage(() => import('../features/public/pricing/pricing-page').then((m) => m.PricingPage)) },
  { path: 'blog', Page: lazyPage(() => import('../features/public/blog/blog-page').then((m) => m.BlogPage)) },
];

/** Loads the chunk of the public page at this path (any language); unknown paths need nothing. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const path = unprefixedPath(pathname).replace(/^\/+|\/+$/g, '');
  await publicPages.find((p) => p.path === path)?.Page.preload();
}
