/** What other back-office screens may use of the account area: the change-password dialog. */
export { ChangePasswordDialog } from './change-password-dialog';
