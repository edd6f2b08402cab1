import type { auth as cs } from '../cs/auth';
import type { Shape } from '../shape';

export const auth: Shape<typeof cs> = {
  title: 'Back-office sign-in',
  subtitle: 'For agency staff only.',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  pending: 'Logging in...',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  invalidCredentials: 'Invalid username or password',
};
