import type { site as cs } from '../cs/site';
import type { Shape } from '../shape';

export const site: Shape<typeof cs> = {
  common: {
    brandTagline: 'digital agency',
    loading: 'Loading…',
    error: 'Error',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
    cs: 'Čeština',
    en: 'English',
    changed: 'Language changed to English',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    portfolio: 'Portfolio',
    pricing: 'Pricing',
    blog: 'Blog',
    about: 'About',
    contact: 'Contact',
    openMenu: 'Open menu',
    mainNavigation: 'Main navigation',
  },
  footer: {
    rights: 'All rights reserved.',
    contactHeading: 'Contact',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    backHome: 'Back to home',
  },
};
