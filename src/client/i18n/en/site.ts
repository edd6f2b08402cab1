import type { site as cs } from '../cs/site';
import type { Shape } from '@/shared/site-texts/shape';

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
    saveFailed: 'The language could not be saved to your account',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    backHome: 'Back to home',
  },
};
