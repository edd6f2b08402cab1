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
};
