import type { Language, MailKind, MailStatus, MessageKind, MessageStatus, SpamReason, UserRole } from './constants';
import type { BlogPostInput, StoredBlogTranslations } from './schemas/blog-post';
import type { ClientInput } from './schemas/client';
import type { ContactInput } from './schemas/contact';
import type { MediaImageRef } from './media';
import type { MinorUnits, MinorUnitsSum } from './money/minor-units';
import type { ProjectServiceType } from './accounting';
import type { PortfolioItemInput, PortfolioTexts } from './schemas/portfolio-item';
import type { ProjectInput } from './schemas/project';
import type { QuoteDetails } from './schemas/quote';

/** The user as every response shows it: never a password hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  name: string;
  role: UserRole;
  /** A deactivated account cannot sign in; its sessions ended when it was deactivated. */
  active: boolean;
  /** Set with a one-time password: nothing else works until the password is changed. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

/** GET /api/user and a completed sign-in: the user, and whether the admins' rule sends them to set up 2FA first. */
export interface CurrentUser extends PublicUser {
  twoFactorSetupRequired: boolean;
  /** The back-office language the user last picked; null: never picked (the browser's choice applies). */
  language: Language | null;
}

/** POST /api/login with two-factor sign-in on: the password was right, the code is asked next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

export type LoginResult = CurrentUser | TwoFactorChallenge;

/** Starting the set-up of two-factor sign-in: the secret (shown once) and its QR code as a PNG data URL. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** Ten single-use recovery codes, shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** Error body of every non-OK JSON answer. `field` names the first invalid field. */
export interface ApiErrorBody {
  message: string;
  error: string;
  field?: string;
  fields?: Record<string, string>;
  /** A 409 of something that needs other details first (issuing an invoice: the agency's missing billing fields). */
  missing?: string[];
  /** A machine code of the reason, where the client words the message itself (a refused bank statement). */
  code?: string;
  /** The values the reason's text names (a line or entry number, a limit). */
  params?: Record<string, string | number>;
}

export interface AdminStats {
  totalClients: number;
  activeProjects: number;
  totalBlogPosts: number;
  totalPortfolioItems: number;
  /** Contact messages not yet marked read (the back-office sidebar badge). */
  unreadMessages: number;
}

/*
 * Back-office answers (/api/admin/…). Lists answer a JSON array of these with the total in the X-Total-Count header.
 *
 * One shape per record: each type is the output of the record's shared zod schema (what the form sends and the route
 * stores) plus the fields the server adds, with dates as ISO strings (JSON). The server checks at compile time that
 * every database table row, serialised, is exactly this type (src/server/data/record-shapes.ts): a column added to the
 * table, the schema or here alone fails the typecheck.
 */

/** A value as JSON carries it: dates become ISO strings. */
export type JsonValue<V> = V extends Date ? string : V;
/** A record as JSON carries it. */
export type JsonOf<T> = { [K in keyof T]: JsonValue<T[K]> };
/** Flattens an intersection into one object type (readable in editor hovers and error messages). */
export type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** What the API answers for a stored record: its stored fields (schema output, adjusted) plus the server's fields. */
export type ApiRecord<Stored, ServerFields> = Simplify<JsonOf<Omit<Stored, keyof ServerFields> & ServerFields>>;

export type AdminClient = ApiRecord<
  ClientInput,
  {
    id: number;
    createdAt: Date;
    /**
     * True once the client has an issued invoice: `paymentStatus` is then derived from its invoices and payments
     * (docs/product/payments.md#payments), read-only; false: the status staff typed.
     */
    paymentStatusFromInvoices: boolean;
  }
>;

export type AdminProject = ApiRecord<
  ProjectInput,
  {
    id: number;
    /** The client's name (joined). */
    clientName: string;
    /** Missing on input means now (create) or unchanged (update): always set once stored. */
    startDate: Date;
    createdAt: Date;
    updatedAt: Date;
    /**
     * True once the project has an issued invoice: `amountPaid` is then the US cents of its invoices' payments
     * (docs/product/payments.md#payments), read-only; false: the amount staff typed.
     */
    amountPaidFromInvoices: boolean;
    /** Issue 36: every minute logged on the project, and the billable ones (budgetBurn reads them). */
    loggedMinutes: number;
    billableMinutes: number;
    /** What an hour is billed at: `hourlyRateCzk`, or the service type's rate when that is null (haléře). */
    hourlyRateShown: number;
  }
>;

export type AdminMessage = ApiRecord<
  ContactInput,
  {
    id: number;
    status: MessageStatus;
    kind: MessageKind;
    /** The page the enquiry was sent from and its language (null for messages older than issue 12). */
    pagePath: string | null;
    language: Language | null;
    phone: string | null;
    /** A quote request's configuration and the prices the server computed. */
    quote: QuoteDetails | null;
    spamReason: SpamReason | null;
    clientId: number | null;
    /** The linked client's name (joined). */
    clientName: string | null;
    /** A portal message: the project it is about (issue 25), and its name (joined). */
    projectId: number | null;
    projectName: string | null;
    createdAt: Date;
  }
>;

/** A mail of the outbox as the outgoing-mail screen lists it (GET /api/admin/mail). */
export interface AdminMail {
  id: number;
  kind: MailKind;
  messageId: number | null;
  recipients: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

/** Whether enquiry notifications can reach anybody now (GET /api/admin/mail/delivery, issue 20). */
export interface MailDelivery {
  /** SMTP_URL and MAIL_FROM are set. */
  smtpConfigured: boolean;
  /** Who notifications go to now (NOTIFY_TO, or the active admins' real addresses); empty: nobody. */
  recipients: string[];
  /** The recipients come from NOTIFY_TO (not the admins' addresses). */
  fromNotifyTo: boolean;
}

/** Back-office settings (GET/PUT /api/admin/settings). */
export interface AdminSettings {
  /** Send visitors an automatic reply to their enquiry, in the page's language. */
  autoReply: boolean;
}

export type AdminBlogPost = ApiRecord<
  BlogPostInput,
  {
    id: number;
    /** The slug of the post's first language (Czech first): always set once stored. */
    slug: string;
    publishedAt: Date | null;
    /** Per-language title, slug (the address in that language), sanitised HTML content and plain-text description. */
    translations: StoredBlogTranslations;
    authorId: number | null;
    createdAt: Date;
    updatedAt: Date;
  }
>;

/**
 * position: the order on the home portfolio, lowest first. title and description: the Czech texts (docs/product/records.md#portfolio-items), the
 * same as translations.cs's.
 */
export type AdminPortfolioItem = ApiRecord<
  PortfolioItemInput,
  Pick<PortfolioTexts, 'title' | 'description'> & { id: number; position: number; createdAt: Date }
>;

/** GET /api/admin/accounting: one read-only row per project (docs/product/records.md#accounting-row). */
export interface AccountingRow {
  projectId: number;
  clientName: string;
  projectName: string;
  /** As stored on the project: integer cents of USD (docs/product/rules.md#currency, docs/product/rules.md#money). */
  amountPaid: MinorUnits;
  serviceType: string;
  /** Whole days until the due date, never below 0; null without a due date. */
  daysRemaining: number | null;
  /** Percent with one decimal; null for a service type without an assumed cost and without real costs. */
  profitMargin: number | null;
  /**
   * What the margin's cost is (issue 36): 'real' — the project's logged time at its people's cost rates and its received
   * invoices (src/server/db/schema.ts projectCosts), once it has any time or received invoice; else 'assumed' — the
   * spec's assumed cost of its service type (ASSUMED_SERVICE_COST_USD).
   */
  costSource: 'real' | 'assumed';
  dueDate: string | null;
}

/** GET /api/admin/accounting/summary: the amount paid of every project of a service type (US cents, an exact sum). */
export interface AccountingServiceTotal {
  serviceType: ProjectServiceType;
  amountPaid: MinorUnitsSum;
}

/** GET /api/portfolio/featured: a featured portfolio item as the public site may show it (no back-office fields). */
/** `image`: the original size of a media-library image (imageUrl a library address), for <picture> + srcset; else null. */
export type PublicPortfolioItem = Simplify<Omit<AdminPortfolioItem, 'projectId' | 'featured'> & { image: MediaImageRef | null }>;
