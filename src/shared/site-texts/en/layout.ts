import type { layout as cs } from '../cs/layout';
import type { Shape } from '../shape';

export const layout: Shape<typeof cs> = {
  nav: {
    home: 'Home',
    services: 'Services',
    portfolio: 'Portfolio',
    pricing: 'Pricing',
    blog: 'Blog',
    about: 'About',
    contact: 'Contact',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    mainNavigation: 'Main navigation',
    mobileNavigation: 'Mobile navigation',
    homeLink: 'Lipa Digital – home page',
    allServices: 'All services',
    serviceLinks: {
      webDevelopment: {
        title: 'Web development',
        description: 'Fast, secure websites and online stores built to fit.',
      },
      design: {
        title: 'Design',
        description: 'Logos, visual identity and interface design.',
      },
      logoDesign: {
        title: 'Logo design',
        description: 'A logo and brand style people remember.',
      },
      socialMedia: {
        title: 'Social media',
        description: 'Content, community and campaigns on social networks.',
      },
      marketing: {
        title: 'Marketing',
        description: 'SEO, advertising and email backed by data.',
      },
    },
  },
  footer: {
    tagline: 'A digital agency from Olomouc. Websites, design, social media and marketing – in Czech and English.',
    servicesHeading: 'Services',
    quickLinksHeading: 'Quick links',
    contactHeading: 'Contact',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    socialLabel: 'Social media',
    rights: 'All rights reserved.',
  },
};
