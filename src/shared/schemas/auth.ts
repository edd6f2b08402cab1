import { z } from 'zod';
import { AUTH_MESSAGES } from './messages';
export { AUTH_MESSAGES };

export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so a huge password cannot be used to burn CPU in the hash. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Usernames (issue 19): Unicode NFKC first — so full-width 'ａｄｍｉｎ' or the ligature 'ﬁ' become plain 'admin', 'fi'
 * — then only letters a–z (either case), digits, '.', '_' and '-'. That leaves out zero-width characters, accents,
 * Cyrillic or Greek look-alikes ('аdmin') and the dotless 'ı' ('admın'). Letter case is kept as typed; uniqueness
 * and sign-in ignore it (the index on lower(username)).
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const MAX_USERNAME_LENGTH = 100;

/** The form a username is stored and looked up in: trimmed, NFKC. */
export function normaliseUsername(username: string): string {
  return username.trim().normalize('NFKC');
}

/** Whether a (stored) username is one the rules above allow, as it is. */
export function isAllowedUsername(username: string): boolean {
  return normaliseUsername(username) === username && username.length <= MAX_USERNAME_LENGTH && USERNAME_PATTERN.test(username);
}

/** A new account's username: normalised, then checked against the allowed characters. */
export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .normalize('NFKC')
  .min(1, AUTH_MESSAGES.usernameRequired)
  .max(MAX_USERNAME_LENGTH)
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameInvalid);

export const loginSchema = z.object({
  // Normalised like a new account's, but not checked: a sign-in only looks the name up.
  username: z.string({ error: AUTH_MESSAGES.usernameRequired }).trim().normalize('NFKC').min(1, AUTH_MESSAGES.usernameRequired).max(100),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordMin)
    .max(MAX_PASSWORD_LENGTH),
  email: z.email({ error: AUTH_MESSAGES.emailInvalid }).max(200),
  name: z.string().trim().min(1, 'Name is required').max(200),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** What the server receives: the confirmation is not sent (docs/product/api.md#sign-in-and-account). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH),
  newPassword: z
    .string({ error: AUTH_MESSAGES.newPasswordMin })
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.newPasswordMin)
    .max(MAX_PASSWORD_LENGTH),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds the confirmation, checked on the confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

