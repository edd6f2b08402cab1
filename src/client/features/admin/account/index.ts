/** What other back-office screens may use of the account area. */
export { AccountGate } from './account-gate';
export { ChangePasswordDialog } from './change-password-dialog';
export { TwoFactorDialog } from './two-factor-dialog';
export { ProfileDialog } from './profile-dialog';
