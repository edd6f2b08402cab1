/** The portal's sign-in pages, in both languages (the same keys: typed; issue 25). */
import type { Language } from '@/shared/constants';
import { PORTAL_LINK_TTL_MS } from '@/shared/portal';

const MINUTES = Math.round(PORTAL_LINK_TTL_MS / 60_000);

export interface PortalSignInTexts {
  form: { title: string; heading: string; intro: string; emailLabel: string; submit: string; emailInvalid: string };
  sent: { title: string; heading: string; text: string; again: string };
  link: { title: string; heading: string; text: string; submit: string };
  linkUnknown: { heading: string; text: string; again: string };
  linkGone: { heading: string; text: string; again: string };
  tooMany: { heading: string; text: (minutes: number) => string };
}

export const PORTAL_SIGN_IN_TEXTS: Record<Language, PortalSignInTexts> = {
  cs: {
    form: {
      title: 'Přihlášení',
      heading: 'Přihlášení do klientského portálu',
      intro: 'Zadejte e-mail, který u nás máte uvedený. Pošleme Vám na něj odkaz pro přihlášení – bez hesla.',
      emailLabel: 'E-mail',
      submit: 'Poslat odkaz pro přihlášení',
      emailInvalid: 'E-mail: zadejte platnou e-mailovou adresu.',
    },
    sent: {
      title: 'Zkontrolujte e-mail',
      heading: 'Zkontrolujte svůj e-mail',
      text: `Pokud je adresa u nás vedena s přístupem do portálu, právě jsme na ni poslali odkaz pro přihlášení. Odkaz platí ${MINUTES} minut a lze jej použít jen jednou.`,
      again: 'Poslat nový odkaz',
    },
    link: {
      title: 'Přihlášení',
      heading: 'Přihlášení do klientského portálu',
      text: 'Pro přihlášení klikněte na tlačítko.',
      submit: 'Přihlásit se',
    },
    linkUnknown: { heading: 'Odkaz neplatí', text: 'Tento odkaz pro přihlášení neznáme. Nechte si poslat nový.', again: 'Poslat nový odkaz' },
    linkGone: { heading: 'Odkaz už neplatí', text: `Odkaz pro přihlášení platí ${MINUTES} minut a jen jednou. Nechte si poslat nový.`, again: 'Poslat nový odkaz' },
    tooMany: { heading: 'Příliš mnoho požadavků', text: (m) => `Odkazů bylo vyžádáno příliš mnoho. Zkuste to prosím znovu za ${m} min.` },
  },
  en: {
    form: {
      title: 'Sign in',
      heading: 'Sign in to the client portal',
      intro: 'Enter the e-mail address we have for you. We will send you a sign-in link – no password needed.',
      emailLabel: 'E-mail',
      submit: 'Send me a sign-in link',
      emailInvalid: 'E-mail: please enter a valid e-mail address.',
    },
    sent: {
      title: 'Check your e-mail',
      heading: 'Check your e-mail',
      text: `If this address has access to the portal, we have just sent a sign-in link to it. The link is valid for ${MINUTES} minutes and can be used once.`,
      again: 'Send a new link',
    },
    link: {
      title: 'Sign in',
      heading: 'Sign in to the client portal',
      text: 'Press the button to sign in.',
      submit: 'Sign in',
    },
    linkUnknown: { heading: 'Link not valid', text: 'We do not know this sign-in link. Ask for a new one.', again: 'Send a new link' },
    linkGone: { heading: 'Link no longer valid', text: `A sign-in link is valid for ${MINUTES} minutes and only once. Ask for a new one.`, again: 'Send a new link' },
    tooMany: { heading: 'Too many requests', text: (m) => `Too many links were asked for. Please try again in ${m} min.` },
  },
};
