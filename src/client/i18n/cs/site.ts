export const site = {
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
};
