/** Czech texts. The English resource (en.ts) must have exactly the same keys: the type and a test check it. */
export const cs = {
  common: {
    brandTagline: 'digitální agentura',
    loading: 'Načítání…',
    error: 'Chyba',
    close: 'Zavřít',
    cancel: 'Zrušit',
    save: 'Uložit',
    skipToContent: 'Přeskočit na obsah',
  },
  language: {
    label: 'Jazyk',
    cs: 'Čeština',
    en: 'English',
    changed: 'Jazyk byl změněn na češtinu',
  },
  nav: {
    home: 'Domů',
    services: 'Služby',
    portfolio: 'Portfolio',
    pricing: 'Ceník',
    blog: 'Blog',
    about: 'O nás',
    contact: 'Kontakt',
    openMenu: 'Otevřít menu',
    mainNavigation: 'Hlavní navigace',
  },
  home: {
    heroTitle: 'Weby, design a marketing, které vám přivedou zákazníky',
    heroSubtitle:
      'Jsme olomoucká digitální agentura. Navrhneme a postavíme váš web, vytvoříme značku a postaráme se o sociální sítě i kampaně — česky i anglicky.',
    heroPricing: 'Ceník',
    heroContact: 'Nezávazná konzultace',
  },
  footer: {
    rights: 'Všechna práva vyhrazena.',
    contactHeading: 'Kontakt',
  },
  notFound: {
    title: 'Stránka nenalezena',
    heading: '404 Stránka nenalezena',
    hint: 'Nezapomněli jste přidat stránku do routeru?',
    backHome: 'Zpět na úvod',
  },
  auth: {
    title: 'Přihlášení do administrace',
    subtitle: 'Pouze pro zaměstnance agentury.',
    username: 'Uživatelské jméno',
    password: 'Heslo',
    submit: 'Přihlásit se',
    pending: 'Přihlašování...',
    loginFailed: 'Přihlášení se nezdařilo',
    registrationFailed: 'Registrace se nezdařila',
    logoutFailed: 'Odhlášení se nezdařilo',
    invalidCredentials: 'Neplatné uživatelské jméno nebo heslo',
  },
  admin: {
    nav: {
      dashboard: 'Přehled',
      changePassword: 'Změnit heslo',
      logout: 'Odhlásit se',
      backToSite: 'Zpět na web',
      sidebar: 'Navigace administrace',
    },
    dashboard: {
      title: 'Přehled',
      welcome: 'Vítejte zpět, {{name}}',
      signedInAs: 'Přihlášen(a) jako {{username}}',
    },
    changePassword: {
      title: 'Změna hesla',
      description: 'Po změně budou ukončena vaše ostatní přihlášení.',
      current: 'Současné heslo',
      new: 'Nové heslo',
      confirm: 'Potvrzení nového hesla',
      submit: 'Změnit heslo',
      pending: 'Ukládání…',
      success: 'Vaše heslo bylo změněno',
      failed: 'Heslo se nepodařilo změnit',
    },
  },
  validation: {
    usernameRequired: 'Uživatelské jméno je povinné',
    passwordRequired: 'Heslo je povinné',
    passwordMin: 'Heslo musí mít alespoň 6 znaků',
    emailInvalid: 'Neplatná e-mailová adresa',
    currentPasswordRequired: 'Současné heslo je povinné',
    newPasswordMin: 'Nové heslo musí mít alespoň 6 znaků',
    confirmRequired: 'Potvrďte prosím nové heslo',
    passwordsMismatch: 'Hesla se neshodují',
    loginFailed: 'Neplatné uživatelské jméno nebo heslo',
    currentPasswordWrong: 'Současné heslo není správné',
    passwordUpdated: 'Vaše heslo bylo změněno',
    contactNameMin: 'Jméno musí mít alespoň 2 znaky.',
    contactEmailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
    contactMessageMin: 'Zpráva musí mít alespoň 10 znaků.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The shape every language resource must have. */
export type TranslationResource = Shape<typeof cs>;
