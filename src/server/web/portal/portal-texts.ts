/** The client portal's frame and common texts, in both languages (the same keys: typed). Page texts live by their pages. */
import type { Language } from '@/shared/constants';

export interface PortalTexts {
  portal: string;
  navigation: string;
  overview: string;
  details: string;
  signOut: string;
  otherLanguage: string;
  notFound: { heading: string; text: string };
  signInFirst: { heading: string; text: string; link: string };
  tooMany: { heading: string; text: string };
  crossSite: { heading: string; text: string };
}

export const PORTAL_TEXTS: Record<Language, PortalTexts> = {
  cs: {
    portal: 'Klientský portál',
    navigation: 'Portál',
    overview: 'Přehled',
    details: 'Moje údaje',
    signOut: 'Odhlásit se',
    otherLanguage: 'English',
    notFound: { heading: 'Stránka nenalezena', text: 'Tato stránka v portálu neexistuje, nebo k ní nemáte přístup.' },
    signInFirst: { heading: 'Přihlaste se', text: 'Pro tuto akci se nejprve přihlaste odkazem z e-mailu.', link: 'Přihlásit se' },
    tooMany: { heading: 'Příliš mnoho požadavků', text: 'Zkuste to prosím za chvíli znovu.' },
    crossSite: { heading: 'Požadavek odmítnut', text: 'Formulář byl odeslán z jiné stránky. Otevřete portál a zkuste to znovu.' },
  },
  en: {
    portal: 'Client portal',
    navigation: 'Portal',
    overview: 'Overview',
    details: 'My details',
    signOut: 'Sign out',
    otherLanguage: 'Čeština',
    notFound: { heading: 'Page not found', text: 'This portal page does not exist, or it is not yours to see.' },
    signInFirst: { heading: 'Please sign in', text: 'Sign in with the link from your e-mail first.', link: 'Sign in' },
    tooMany: { heading: 'Too many requests', text: 'Please try again in a moment.' },
    crossSite: { heading: 'Request refused', text: 'The form was sent from another site. Open the portal and try again.' },
  },
};
