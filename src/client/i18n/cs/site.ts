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
    saveFailed: 'Jazyk se nepodařilo uložit k vašemu účtu',
  },
  notFound: {
    title: 'Stránka nenalezena',
    heading: '404 Stránka nenalezena',
    hint: 'Nezapomněli jste přidat stránku do routeru?',
    backHome: 'Zpět na úvod',
  },
};
