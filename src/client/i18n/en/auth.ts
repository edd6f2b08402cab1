import type { auth as cs } from '../cs/auth';
import type { Shape } from '@/shared/site-texts/shape';

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
  code: {
    title: 'Verification code',
    hint: 'Enter the six-digit code from your authenticator app. Without your phone, use one of your recovery codes.',
    label: 'Code from the app or a recovery code',
    submit: 'Verify and log in',
    back: 'Back to the password',
  },
};
