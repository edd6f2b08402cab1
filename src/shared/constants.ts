/** Constants from docs/product/rules.md#constants shared by the server and the client. One place, tested. */

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cs';
/** localStorage key (and cookie name) holding the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Toasts: at most one at a time; default display time; language-changed toast. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const LANGUAGE_TOAST_DURATION_MS = 2000;

/**
 * Staff roles: an admin may do everything; an editor writes the blog and the portfolio and reads the dashboard
 * totals. What each role may open is in src/shared/access.ts.
 */
export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'admin';

/**
 * Value sets of the database schema (docs/product/records.md#value-lists, schema readings). src/server/db/schema.ts types its columns with these
 * lists, and the shared schemas validate with them: one list per field.
 */
export const CLIENT_STATUSES = ['lead', 'onboarding', 'active', 'paused', 'completed'] as const;
export const PAYMENT_STATUSES = ['not_paid', 'partial', 'paid', 'overdue'] as const;
export const PROJECT_STATUSES = ['pending', 'active', 'completed'] as const;
/**
 * `spam`: judged spam on arrival or marked by staff. Clear spam (honeypot, forged token, staff) is kept apart and never
 * notified; a possible spam (POSSIBLE_SPAM_REASONS) stays in the default inbox, badged, and is notified (issue 20).
 */
export const MESSAGE_STATUSES = ['unread', 'read', 'spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** A contact message arrives unread. */
export const DEFAULT_MESSAGE_STATUS: MessageStatus = 'unread';
/**
 * An enquiry from the contact form, a quote request from a plan card of the pricing calculator, or a client's message
 * about a project from the client portal (issue 25: linked to the client and the project).
 */
export const MESSAGE_KINDS = ['contact', 'quote', 'portal'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const DEFAULT_MESSAGE_KIND: MessageKind = 'contact';
/** The name of the enquiry forms' honeypot field: hidden from people, filled by form-filling bots. */
export const HONEYPOT_FIELD = 'website';
/** Why an enquiry was judged spam on arrival. */
export const SPAM_REASONS = ['honeypot', 'too_fast', 'form_token', 'staff'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/**
 * The reasons that only make an enquiry *possible* spam (issue 20): sent faster than the minimum fill time — browser
 * autofill does that for real people. Such a message keeps status spam with its reason, but the default inbox lists it
 * with a "possible spam" badge and its notification goes out (marked); staff take it out with "Not spam".
 */
export const POSSIBLE_SPAM_REASONS: readonly SpamReason[] = ['too_fast'];
export const isPossibleSpam = (m: { status: MessageStatus; spamReason: SpamReason | null }): boolean =>
  m.status === 'spam' && m.spamReason !== null && POSSIBLE_SPAM_REASONS.includes(m.spamReason);
/**
 * Outgoing mail (the outbox): pending → sending → sent; back to pending with a later attempt time after a failure,
 * failed after the last attempt; not_configured when no SMTP server was configured when it was queued.
 */
/**
 * `no_recipient`: a mail to staff (any of STAFF_MAIL_KINDS) waiting for somebody to send it to (no NOTIFY_TO, no admin
 * with a real address); it is not an attempt, and it goes out once a recipient exists (issue 20).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'not_configured', 'no_recipient'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Staff notification of a new enquiry, or the optional auto-reply to the visitor. */
/** `proposal`: a proposal's link to the client (issue 22). */
/**
 * `portal_sign_in`: a client's single-use sign-in link; `portal_message`: staff told of a client's portal message;
 * `change_request`: staff told of a client's request to change their billing details (issue 25).
 * `budget_alert`: a project's staff told that 80 % or 100 % of its budget is used (issue 36), one mail per person.
 */
export const MAIL_KINDS = ['notification', 'auto_reply', 'proposal', 'invoice', 'invoice_reminder', 'portal_sign_in', 'portal_message', 'change_request', 'budget_alert'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/**
 * The kinds addressed to staff: their recipients (NOTIFY_TO, or the active admins' real addresses) are resolved when
 * queued and again when sent, and one queued while nobody has an address waits as no_recipient until somebody has one.
 * Every other kind goes to the address stored with it (a client's, a visitor's).
 */
export const STAFF_MAIL_KINDS = ['notification', 'portal_message', 'change_request'] as const satisfies readonly MailKind[];
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];
export const isStaffMailKind = (kind: MailKind): kind is StaffMailKind => (STAFF_MAIL_KINDS as readonly MailKind[]).includes(kind);
/** A project's service type; also the agency's service pages (/services/<type>, src/shared/site-paths.ts). */
export const PROJECT_SERVICE_TYPES = [
  'web-development',
  'design',
  'marketing',
  'social-media',
  'logo-design',
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export const SERVICES_REQUIRED = [
  'web-development',
  'design',
  'marketing',
  'social-media',
  'seo',
  'branding',
  'multiple',
] as const;
export const COMMUNICATION_METHODS = ['email', 'phone', 'whatsapp', 'skype', 'slack', 'other'] as const;
/** Admin portfolio item categories (the four public filter categories). */
export const PORTFOLIO_CATEGORIES = ['web', 'design', 'social', 'marketing'] as const;
