import { CodeXml, Megaphone, PenTool, Palette, Share2, type LucideIcon } from 'lucide-react';

export type ServiceLinkKey = 'webDevelopment' | 'design' | 'logoDesign' | 'socialMedia' | 'marketing';

export interface ServiceLink {
  key: ServiceLinkKey;
  /** Unprefixed public path. */
  path: string;
  icon: LucideIcon;
}

const WEB: ServiceLink = { key: 'webDevelopment', path: '/services/web-development', icon: CodeXml };
const DESIGN: ServiceLink = { key: 'design', path: '/services/design', icon: Palette };
const LOGO: ServiceLink = { key: 'logoDesign', path: '/services/logo-design', icon: PenTool };
const SOCIAL: ServiceLink = { key: 'socialMedia', path: '/services/social-media', icon: Share2 };
const MARKETING: ServiceLink = { key: 'marketing', path: '/services/marketing', icon: Megaphone };

/** The four services of the header dropdown and the drawer (docs/product/public-site.md#header-and-navigation). */
export const HEADER_SERVICES: readonly ServiceLink[] = [WEB, DESIGN, SOCIAL, MARKETING];

/** The footer's services column also links the logo-design page. */
export const FOOTER_SERVICES: readonly ServiceLink[] = [WEB, DESIGN, LOGO, SOCIAL, MARKETING];

export type PageLinkKey = 'pricing' | 'blog' | 'about' | 'contact';

/** Plain page links after Portfolio (which is special: a home anchor). */
export const PAGE_LINKS: readonly { key: PageLinkKey; path: string }[] = [
  { key: 'pricing', path: '/pricing' },
  { key: 'blog', path: '/blog' },
  { key: 'about', path: '/about' },
  { key: 'contact', path: '/contact' },
];
