export const admin = {
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
};
