export const auth = {
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
  code: {
    title: 'Ověřovací kód',
    hint: 'Zadejte šestimístný kód z ověřovací aplikace. Nemáte-li telefon u sebe, použijte jeden ze záložních kódů.',
    label: 'Kód z aplikace nebo záložní kód',
    submit: 'Ověřit a přihlásit',
    back: 'Zpět na heslo',
  },
};
