import type { validation as cs } from '../cs/validation';
import type { Shape } from '../shape';

export const validation: Shape<typeof cs> = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  emailInvalid: 'Invalid email address',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmRequired: 'Please confirm your new password',
  passwordsMismatch: "Passwords don't match",
  loginFailed: 'Invalid username or password',
  currentPasswordWrong: 'Current password is incorrect',
  passwordUpdated: 'Your password has been updated',
  contactNameMin: 'Name must be at least 2 characters.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactMessageMin: 'Message must be at least 10 characters.',
};
