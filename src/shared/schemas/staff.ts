/** Staff accounts (the Team screen) and two-factor sign-in: what the forms send and the routes parse. */
import { z } from 'zod';
import { LANGUAGES, USER_ROLES } from '../constants';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, registerSchema } from './auth';
import { AUTH_MESSAGES, STAFF_MESSAGES } from './messages';
export { STAFF_MESSAGES };


const role = z.enum(USER_ROLES, { error: STAFF_MESSAGES.roleInvalid });
const password = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordMin)
  .max(MAX_PASSWORD_LENGTH);

/** A new colleague: their details, a role and a one-time password they must change at first sign-in. */
export const newStaffSchema = registerSchema.extend({ role, password });
export type NewStaffInput = z.infer<typeof newStaffSchema>;

/** A staff member's own details (the profile) or a colleague's (the Team screen): name and e-mail address. */
export const staffProfileSchema = registerSchema.pick({ name: true, email: true });
export type StaffProfileInput = z.infer<typeof staffProfileSchema>;

/** The back-office language a staff member picks (stored on their user, applied at sign-in on any device). */
export const staffLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }) });
export type StaffLanguageInput = z.infer<typeof staffLanguageSchema>;

export const staffRoleSchema = z.object({ role });
export const staffActiveSchema = z.object({ active: z.boolean({ error: 'Must be true or false' }) });
export const oneTimePasswordSchema = z.object({ password });
export type OneTimePasswordInput = z.infer<typeof oneTimePasswordSchema>;

export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean({ error: 'Must be true or false' }) });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** A 6-digit code of the authenticator app, or a recovery code (letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: STAFF_MESSAGES.codeRequired })
    .trim()
    .min(1, STAFF_MESSAGES.codeRequired)
    .max(40, STAFF_MESSAGES.codeInvalid)
    .regex(/^[0-9A-Za-z\s-]+$/, STAFF_MESSAGES.codeInvalid),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** Turning two-factor sign-in off: the password and a current code. */
export const disableTwoFactorSchema = twoFactorCodeSchema.extend({
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** A code of the authenticator app: exactly six digits (after spaces are removed). */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
