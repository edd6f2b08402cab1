/**
 * Database schema: every entity of docs/product/records.md#records with its defaults, NOT NULLs, foreign keys and unique constraints. Value
 * sets and defaults come from src/shared (the same lists and defaults the shared zod schemas use); a text column with
 * `enum` is still plain text in SQL — the list types the column in TypeScript. src/server/data/record-shapes.ts checks
 * that each row matches its API type in src/shared/api-types.ts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CLIENT_STATUSES,
  COMMUNICATION_METHODS,
  DEFAULT_USER_ROLE,
  COMPANY_SIZES,
  DEFAULT_MESSAGE_KIND,
  DEFAULT_MESSAGE_STATUS,
  LANGUAGES,
  MAIL_KINDS,
  MAIL_STATUSES,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  SPAM_REASONS,
  PAYMENT_STATUSES,
  PORTFOLIO_CATEGORIES,
  PROJECT_SERVICE_TYPES,
  PROJECT_STATUSES,
  SERVICES_REQUIRED,
  USER_ROLES,
  type Language,
} from '@/shared/constants';
import { ANALYTICS_CAPPED_DIMENSIONS, ANALYTICS_DIMENSIONS, ANALYTICS_EVENT_KINDS, DEVICE_CLASSES } from '@/shared/analytics';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditChanges } from '@/shared/audit';
import { MEDIA_FORMATS } from '@/shared/media';
import { OUTSIDE_SERVICES } from '@/shared/outside-services';
import { BLOG_POST_DEFAULTS } from '@/shared/schemas/blog-post';
import { CLIENT_DEFAULTS } from '@/shared/schemas/client';
import { CLIENT_BILLING_DEFAULTS } from '@/shared/schemas/client';
import { AGENCY_BILLING_DEFAULTS } from '@/shared/schemas/agency-billing';
import type { OpeningHours, SocialLinks } from '@/shared/schemas/agency-profile';
import type { PriceListInput } from '@/shared/schemas/price-list';
import { REVISION_ENTITIES, type RevisionContent } from '@/shared/revisions';
import { SITE_PAGE_KEYS, type SiteTextOverrides } from '@/shared/site-texts/site-pages';
import { PORTFOLIO_ITEM_DEFAULTS, type PortfolioCategory } from '@/shared/schemas/portfolio-item';
import { PROJECT_DEFAULTS } from '@/shared/schemas/project';
import { BUDGET_KINDS } from '@/shared/time/rates';
import { RETAINER_ROLLOVERS } from '@/shared/time/retainers';
import type { QuoteDetails } from '@/shared/schemas/quote';
import { RECURRENCES, VAT_MODES } from '@/shared/money/document-totals';
import { VAT_RATE_CODES } from '@/shared/money/vat-rates';
import { PROPOSAL_CURRENCIES, PROPOSAL_STORED_STATUSES } from '@/shared/schemas/proposal';
import { CHANGE_REQUEST_STATUSES, type ClientChangeRequestInput } from '@/shared/schemas/client';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import {
  BANK_STATEMENT_FORMATS,
  BANK_TRANSACTION_STATES,
  INVOICE_CURRENCIES,
  EXCHANGE_RATE_SOURCES,
  INVOICE_KINDS,
  INVOICE_SETTINGS_DEFAULTS,
  INVOICE_STORED_STATUSES,
  PAYMENT_METHODS,
  RECURRING_INVOICE_MODES,
} from '@/shared/schemas/invoice';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';

/** A CHECK that a text column holds one of a shared value list (the list's values are code constants, not input). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default(DEFAULT_USER_ROLE),
    /** False: cannot sign in (deactivated on the Team screen); its sessions were deleted then. */
    active: boolean('active').notNull().default(true),
    /** Set with a one-time password: only the password change works until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP secret, AES-256-GCM encrypted (src/server/auth/secret-box.ts); set while set-up is started or on. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** RFC 6238 time step of the last accepted code: a code of that step or earlier is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    /** The back-office language the staff member last picked (applied at sign-in on any device); null: never picked. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  // Unique whatever the letter case ('SecAdmin' cannot join 'secadmin'); sign-in looks usernames up the same way.
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
);

/** Single-use recovery codes of two-factor sign-in, as SHA-256 hashes; a used code keeps its row with used_at. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id: a leaked table does not hand out live cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * A money column: integer minor units (haléře / cents, decision 022) as bigint, read as a JS number (the shared
 * schemas cap amounts at MAX_MINOR_UNITS, far inside a double's exact integers).
 */
const money = (name: string) => bigint(name, { mode: 'number' });

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    company: text('company'),
    companySize: text('company_size', { enum: COMPANY_SIZES }),
    industry: text('industry'),
    location: text('location'),
    servicesRequired: text('services_required', { enum: SERVICES_REQUIRED }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true, mode: 'date' }),
    currentStatus: text('current_status', { enum: CLIENT_STATUSES }).notNull().default(CLIENT_DEFAULTS.currentStatus),
    preferredCommunication: text('preferred_communication', { enum: COMMUNICATION_METHODS }),
    salesman: text('salesman'),
    internalNotes: text('internal_notes'),
    oneTimePrice: money('one_time_price').notNull().default(CLIENT_DEFAULTS.oneTimePrice),
    monthlyPrice: money('monthly_price').notNull().default(CLIENT_DEFAULTS.monthlyPrice),
    contractUrl: text('contract_url'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default(CLIENT_DEFAULTS.paymentStatus),
    // Billing details (issue 22, migration 0017): who the client's documents are made out to.
    billingName: text('billing_name'),
    ico: text('ico'),
    dic: text('dic'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingPostalCode: text('billing_postal_code'),
    billingCountry: text('billing_country').notNull().default(CLIENT_BILLING_DEFAULTS.billingCountry),
    documentLanguage: text('document_language', { enum: LANGUAGES }).notNull().default(CLIENT_BILLING_DEFAULTS.documentLanguage),
    vatPayer: boolean('vat_payer').notNull().default(CLIENT_BILLING_DEFAULTS.vatPayer),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's first page in its default order and read backwards (list-page.ts orderBy: a never-null column
    // without `nulls last`, so one index serves both directions); the text sorts; the portal's sign-in lookup by e-mail.
    index('clients_created_at_idx').on(t.createdAt, t.id),
    index('clients_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('clients_email_lower_idx').on(sql`lower(${t.email})`, t.id),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default(PROJECT_DEFAULTS.status),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
    budget: money('budget').notNull().default(PROJECT_DEFAULTS.budget),
    monthlyFee: money('monthly_fee').notNull().default(PROJECT_DEFAULTS.monthlyFee),
    amountPaid: money('amount_paid').notNull().default(PROJECT_DEFAULTS.amountPaid),
    serviceType: text('service_type', { enum: PROJECT_SERVICE_TYPES }).notNull().default(PROJECT_DEFAULTS.serviceType),
    costOfService: money('cost_of_service').notNull().default(PROJECT_DEFAULTS.costOfService),
    notes: text('notes'),
    /** What an hour on the project is billed at, haléře per hour (Kč); null: its service type's rate (service_hourly_rates). */
    hourlyRateCzk: integer('hourly_rate_czk'),
    /** The project's time budget (issue 36): none, hours (budget_minutes) or money in Kč (budget_czk, haléře). */
    budgetKind: text('budget_kind', { enum: BUDGET_KINDS }).notNull().default('none'),
    budgetMinutes: integer('budget_minutes'),
    budgetCzk: money('budget_czk'),
    /** A monthly retainer (issue 36): its fee in haléře (null: no retainer), included minutes, overage rate and rollover. */
    retainerFeeCzk: money('retainer_fee_czk'),
    retainerMinutes: integer('retainer_minutes'),
    retainerOverageRateCzk: integer('retainer_overage_rate_czk'),
    retainerRollover: text('retainer_rollover', { enum: RETAINER_ROLLOVERS }).notNull().default('expire'),
    retainerRolloverCapMinutes: integer('retainer_rollover_cap_minutes'),
    /** yyyy-mm: the first month of the retainer. */
    retainerSince: text('retainer_since'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_client_id_idx').on(t.clientId),
    // The list's default order and its name sort (list-page.ts orderBy), ties on id.
    index('projects_created_at_idx').on(t.createdAt, t.id),
    index('projects_name_lower_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    category: text('category', { enum: PORTFOLIO_CATEGORIES }).notNull(),
    link: text('link'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(PORTFOLIO_ITEM_DEFAULTS.featured),
    // The texts (title, description, story) are rows of portfolio_item_translations, one per language.
    /** The home portfolio's filter services (category is the first of them). */
    services: jsonb('services').$type<PortfolioCategory[]>().notNull().default(sql`'[]'::jsonb`),
    /** Order on the home portfolio, lowest first (staff move items up and down). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Deleting a project nulls project_id here: the index keeps that from scanning the table.
    index('portfolio_items_project_id_idx').on(t.projectId),
    index('portfolio_items_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A portfolio item's texts in one language (the one bilingual model, src/shared/translations.ts): the Czech row
 * always exists (title and description required); the English row only when staff wrote an English text, a blank
 * English text showing the Czech one on the English site.
 */
export const portfolioItemTranslations = pgTable(
  'portfolio_item_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    challenge: text('challenge').notNull().default(''),
    solution: text('solution').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.language] })],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    /**
     * The post's own slug: its first language's (Czech first), what the admin list shows, sorts and searches, and the
     * API answers as `slug`. Written with the post's rows by data/blog-posts.ts; each language's address is its row's
     * slug (decision 021), unique per language there — not here (a Czech and an English post may share one).
     */
    slug: text('slug').notNull(),
    /**
     * The post's own title: its first language's (Czech first), what the admin list shows and sorts by. Written with
     * the post's rows by data/blog-posts.ts, as `slug` is (migration 0043 filled it from the rows).
     */
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * A post written without languages (the API's `translations: {}`, decision 020): its one text, stored as the row
     * of the site's first language, shows in every language. False: it exists in the languages it has rows for.
     */
    allLanguages: boolean('all_languages').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(BLOG_POST_DEFAULTS.published),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_slug_idx').on(t.slug),
    // The admin list sorted by title (list-page.ts orderBy: lower(title), ties on id; title is never null).
    index('blog_posts_title_lower_idx').on(sql`lower(${t.title})`, t.id),
    index('blog_posts_author_id_idx').on(t.authorId),
    // The public blog: published posts, newest first.
    index('blog_posts_published_idx').on(t.published, t.publishedAt),
  ],
);

/**
 * A blog post's texts in one language (decision 020): one row per post and language it is written in. Author,
 * category and tags are what the public post shows in that language when set (the initial posts, decision 019).
 */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    /** The post's address in this language: /blog/<slug>, /en/blog/<slug> (decision 021); unique per language. */
    slug: text('slug').notNull(),
    description: text('description'),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    author: text('author'),
    category: text('category'),
    tags: jsonb('tags').$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] }), uniqueIndex('blog_post_translations_language_slug_unique').on(t.language, t.slug)],
);

/**
 * Slugs a post had in a language before it was given another (decision 021): its old address answers 301 to the
 * current one. One post per old slug and language (the latest to leave it); a post that takes the slug later wins,
 * and its row here is removed. Deleted with the post.
 */
export const blogPostSlugHistory = pgTable(
  'blog_post_slug_history',
  {
    language: text('language', { enum: LANGUAGES }).notNull(),
    slug: text('slug').notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.language, t.slug] }), index('blog_post_slug_history_post_id_idx').on(t.postId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The visitor's text; for a quote request its (optional) note, '' when none. */
    message: text('message').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default(DEFAULT_MESSAGE_STATUS),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default(DEFAULT_MESSAGE_KIND),
    /** The page the enquiry was sent from (e.g. /en/pricing) and its language. */
    pagePath: text('page_path'),
    language: text('language', { enum: LANGUAGES }),
    phone: text('phone'),
    /** A quote request's configuration with the prices the server computed. */
    quote: jsonb('quote').$type<QuoteDetails>(),
    /** Set while the status is spam: why (judged on arrival, or marked by staff). */
    spamReason: text('spam_reason', { enum: SPAM_REASONS }),
    /** The client created from (or linked to) this enquiry. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** A client's portal message: the project it is about (issue 25). */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The inbox's default order, ties on id (list-page.ts orderBy). Status and spam reason after them (they never
    // change the order: id is unique) so that the default inbox's filter (everything but clear spam) is read from the
    // index: a deep page skips 50,000 entries without visiting their rows (index-only, on a vacuumed table).
    index('messages_created_at_idx').on(t.createdAt, t.id, t.status, t.spamReason),
    // The inbox sorted by name (100,000 enquiries sorted whole took 0.3–0.9 s; decision 034).
    index('messages_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('messages_project_id_idx').on(t.projectId),
    // The inbox filters (status, kind) and the unread badge; a client's communication tab.
    index('messages_status_created_at_idx').on(t.status, t.createdAt),
    index('messages_client_id_idx').on(t.clientId),
  ],
);

/**
 * Outgoing mail (src/server/mail/outbox.ts): written in the same transaction as the enquiry it is about, delivered
 * by the outbox sender with retries. `claimedUntil` is set while an instance sends it; a claim that expires (the
 * process died mid-send) makes the row due again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** A proposal's mail: the sender attaches that proposal's stored PDF when it sends (the bytes are not copied here). */
    proposalId: integer('proposal_id').references((): AnyPgColumn => proposals.id, { onDelete: 'set null' }),
    /** An invoice's mail (sending, reminder): the sender attaches that invoice's stored PDF when it sends. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** Staff told of a client's change request (issue 25): an erasure of the client deletes the mail (its billing details). */
    changeRequestId: integer('change_request_id').references((): AnyPgColumn => clientChangeRequests.id, { onDelete: 'set null' }),
    /** Comma-separated addresses. */
    recipients: text('recipients').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The sender's claim: due rows by status and time.
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_message_id_idx').on(t.messageId),
    index('mail_outbox_proposal_id_idx').on(t.proposalId),
    index('mail_outbox_invoice_id_idx').on(t.invoiceId),
    index('mail_outbox_change_request_id_idx').on(t.changeRequestId),
  ],
);

/**
 * Fixed-window counters of the rate limits (src/server/security/rate-limit.ts): one row per key (e.g.
 * 'login:ip:203.0.113.7'), counted with one atomic upsert, so every instance and every restart sees the same numbers.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  // Old windows are deleted by age.
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/**
 * Enquiry form tokens already used (issue 19, src/server/data/form-tokens.ts): a token is accepted once; a second
 * enquiry with it is judged as one sent without a token. Rows are deleted once the token has expired
 * (FORM_TOKEN_MAX_AGE_MS after it was issued), when it would be judged as missing anyway.
 */
export const formTokensUsed = pgTable(
  'form_tokens_used',
  {
    token: text('token').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('form_tokens_used_expires_at_idx').on(t.expiresAt)],
);

/** Small key/value facts about this installation (e.g. whether demo content was loaded once). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The audit log (issue 14): one row per change staff made, written in the change's own transaction
 * (src/server/audit/audit-log.ts). actor_name is copied at write time so the history keeps the name after the account
 * is deleted (actor_id then becomes null). No route updates or deletes these rows; they are kept at least a year.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id'),
    /** The record's name when the entry was written: the entry keeps naming it after a rename or deletion. */
    entityLabel: text('entity_label'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
  },
  (t) => [
    // The Activity screen: newest first, optionally by person, action, or one record's history.
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Raw bytes (PostgreSQL bytea): node-postgres gives a Buffer, PGlite a Uint8Array — both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * The media library (issue 11): one row per uploaded image — its content hash (SHA-256 of the uploaded bytes, in the
 * public addresses), what it was, its original size (its alt texts: media_translations). The uploaded file itself is
 * not kept (it may carry EXIF/GPS); its variants are.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('media_hash_unique').on(t.hash), index('media_created_at_idx').on(t.createdAt), index('media_created_by_idx').on(t.createdBy)],
);

/**
 * An image's alt text per language (the one bilingual model, decision 020): a row only for a language it has one in
 * (never blank), written by src/server/data/media.ts.
 */
export const mediaTranslations = pgTable(
  'media_translations',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.language] })],
);

/**
 * The variants of an image, in the database so every instance serves them (no shared disk): AVIF and WebP at the
 * widths of src/shared/media.ts, metadata stripped. `hash` is the SHA-256 of the variant's bytes (its ETag).
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: MEDIA_FORMATS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('media_variants_media_format_width_unique').on(t.mediaId, t.format, t.width)],
);

/**
 * The yearly number series of proposals (N-2026-0001): one row per year, its last number taken with one atomic
 * upsert in the creating transaction (src/server/data/proposals/proposal-numbers.ts), so concurrent creations on any
 * instance never share a number.
 */
export const proposalNumberSeries = pgTable('proposal_number_series', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Proposals (docs/product/proposals.md): a draft is edited freely; sending freezes it — `snapshot` is the computed
 * document exactly as sent (its SHA-256 in `snapshot_hash`) and the client's link is a random token of which only
 * the SHA-256 is stored. A change after sending is a new version (a new row, `supersedes_id` pointing back).
 * `expired` is not stored: a sent or viewed proposal past `valid_until` reads as expired.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    /**
     * Null only for a draft made from a quote request whose sender is no client yet: sending it matches the sender by
     * e-mail or creates the client (docs/product/proposals.md#from-a-quote-request).
     */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The project the deal's acceptance started: every version of the deal updates this one project. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The quote request it was made from, if any. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    currency: text('currency', { enum: PROPOSAL_CURRENCIES }).notNull(),
    vatMode: text('vat_mode', { enum: VAT_MODES }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** Sanitised HTML (the blog's allow-list). */
    intro: text('intro').notNull().default(''),
    terms: text('terms').notNull().default(''),
    status: text('status', { enum: PROPOSAL_STORED_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => proposals.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<ProposalSnapshot>(),
    snapshotHash: text('snapshot_hash'),
    /** The PDF rendered from `snapshot` when it was sent (never re-rendered), and its SHA-256. */
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    /** The acceptance record: typed name, consent, when, from where, and the SHA-256 of exactly what was shown. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedName: text('accepted_name'),
    acceptedConsent: boolean('accepted_consent'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    acceptedShownHash: text('accepted_shown_hash'),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposals_number_version_unique').on(t.number, t.version),
    uniqueIndex('proposals_token_hash_unique').on(t.tokenHash),
    index('proposals_client_id_idx').on(t.clientId),
    index('proposals_message_id_idx').on(t.messageId),
    index('proposals_supersedes_id_idx').on(t.supersedesId),
    index('proposals_project_id_idx').on(t.projectId),
    index('proposals_status_created_at_idx').on(t.status, t.createdAt),
    index('proposals_created_at_idx').on(t.createdAt, t.id),
    // The list sorted by title (list-page.ts orderBy: lower(title), ties on id; title is never null).
    index('proposals_title_lower_idx').on(sql`lower(${t.title})`, t.id),
    check('proposals_client_unless_draft', sql`${t.clientId} is not null or ${t.status} = 'draft'`),
  ],
);

/** A proposal's lines, in `position` order; money in minor units, quantity in thousandths, discount in basis points. */
export const proposalLines = pgTable(
  'proposal_lines',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service: text('service').notNull(),
    description: text('description').notNull().default(''),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    unit: text('unit').notNull().default(''),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    vatRateCode: text('vat_rate_code', { enum: VAT_RATE_CODES }).notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    recurrence: text('recurrence', { enum: RECURRENCES }).notNull(),
  },
  (t) => [uniqueIndex('proposal_lines_proposal_position_unique').on(t.proposalId, t.position)],
);

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalLineRow = typeof proposalLines.$inferSelect;

/**
 * The agency's legal and billing details (issue 22, migration 0017): one row (id 1, checked), written only by
 * src/server/data/agency-billing.ts, read by every instance. No row yet: nothing has been filled in.
 */
export const agencyBilling = pgTable(
  'agency_billing',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default(AGENCY_BILLING_DEFAULTS.country),
    ico: text('ico'),
    dic: text('dic'),
    vatPayer: boolean('vat_payer').notNull().default(AGENCY_BILLING_DEFAULTS.vatPayer),
    registration: text('registration'),
    bankAccount: text('bank_account'),
    iban: text('iban'),
    proposalValidityDays: integer('proposal_validity_days').notNull().default(AGENCY_BILLING_DEFAULTS.proposalValidityDays),
    invoiceDueDays: integer('invoice_due_days').notNull().default(AGENCY_BILLING_DEFAULTS.invoiceDueDays),
    /** A project's monthly invoice: created as a draft or issued and sent directly (issue 23). */
    recurringInvoiceMode: text('recurring_invoice_mode', { enum: RECURRING_INVOICE_MODES })
      .notNull()
      .default(INVOICE_SETTINGS_DEFAULTS.recurringInvoiceMode),
    /** Days past due before the first and the second reminder of an unpaid invoice. */
    firstReminderDays: integer('first_reminder_days').notNull().default(INVOICE_SETTINGS_DEFAULTS.firstReminderDays),
    secondReminderDays: integer('second_reminder_days').notNull().default(INVOICE_SETTINGS_DEFAULTS.secondReminderDays),
    /** The address fields are the agency profile's, copied on every save of either (issue 35). */
    addressFromProfile: boolean('address_from_profile').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('agency_billing_single_row', sql`${t.id} = 1`)],
);

/**
 * The agency's public profile (issue 35, migration 0038; src/shared/schemas/agency-profile.ts): one row (id 1,
 * checked), written only by src/server/data/agency-profile.ts. No row yet: the defaults stand (AGENCY_PROFILE_DEFAULTS).
 */
export const agencyProfile = pgTable(
  'agency_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    mapUrl: text('map_url'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    logoMediaId: integer('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('agency_profile_single_row', sql`${t.id} = 1`), index('agency_profile_logo_media_idx').on(t.logoMediaId)],
);

/**
 * The price list's published versions (issue 35 point 3; src/server/data/price-list.ts): one row per publication, its
 * id the version, never updated or deleted — a quote is priced with the version its page showed. No row: the spec's
 * list (version 0).
 */
export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  content: jsonb('content').$type<PriceListInput>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The name of who published it (the audit actor's; kept as text: the account may be deleted later). */
  publishedBy: text('published_by').notNull(),
});

/**
 * Revisions of blog posts and portfolio items (issue 35 point 4; src/server/data/revisions.ts): each save's editable
 * content, numbered per record; the last REVISIONS_KEPT of a record are kept, and a record's go when it is deleted.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity', { enum: REVISION_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    number: integer('number').notNull(),
    content: jsonb('content').$type<RevisionContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who saved it (the audit actor's name); null for the content as it stood before revisions were kept. */
    createdBy: text('created_by'),
    restoredFrom: integer('restored_from'),
  },
  (t) => [
    uniqueIndex('content_revisions_record_number_idx').on(t.entity, t.entityId, t.number),
    check('content_revisions_entity_check', sql`${t.entity} in ('blog_post', 'portfolio_item', 'site_page')`),
    check('content_revisions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * Bilingual drift (issue 35 point 5; src/server/data/translation-marks.ts): a text of one language that was not
 * updated when the same text of the other language changed — "needs updating" until it is saved or marked still valid.
 */
export const translationMarks = pgTable(
  'translation_marks',
  {
    entity: text('entity', { enum: REVISION_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    /** The language that is behind. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The language whose change left it behind. */
    changedLanguage: text('changed_language', { enum: LANGUAGES }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.field, t.language] }),
    index('translation_marks_marked_at_idx').on(t.markedAt),
    check('translation_marks_entity_check', sql`${t.entity} in ('blog_post', 'portfolio_item', 'site_page')`),
    check('translation_marks_languages_check', sql`${t.language} in ('cs', 'en') and ${t.changedLanguage} in ('cs', 'en') and ${t.language} <> ${t.changedLanguage}`),
  ],
);

/**
 * The public site's texts as staff published them (issue 35 point 2; src/server/data/site-texts.ts): one row per page
 * of the site-text editor (SITE_PAGES), made by its first publication. `translations` holds only the texts that differ
 * from the code's defaults; a page without a row, or a text without an override, shows the default.
 */
export const siteTexts = pgTable(
  'site_texts',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: SITE_PAGE_KEYS }).notNull(),
    translations: jsonb('translations').$type<Record<Language, SiteTextOverrides>>().notNull(),
    imageUrl: text('image_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who published it last (the audit actor's name). */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [uniqueIndex('site_texts_page_idx').on(t.page)],
);

export type AgencyBillingRow = typeof agencyBilling.$inferSelect;
export type SiteTextRow = typeof siteTexts.$inferSelect;
export type TranslationMarkRow = typeof translationMarks.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
export type PriceListRow = typeof priceLists.$inferSelect;
export type AgencyProfileRow = typeof agencyProfile.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type MediaTranslationRow = typeof mediaTranslations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostTranslationRow = typeof blogPostTranslations.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type PortfolioItemTranslationRow = typeof portfolioItemTranslations.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Cookieless analytics (issue 24, decision 026; docs/privacy.md). The daily secret salt of the visitor hash: one row
 * per Prague day, shared by every instance, deleted once its day has ended (src/server/data/analytics-daily.ts).
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * Page views and events, written in batches (src/server/analytics/recorder.ts), kept ANALYTICS_RETENTION_DAYS (90).
 * No IP address, no user agent: `visitor` is a hash of the day's salt, IP, user agent and host.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Prague day of the view. */
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    visitor: text('visitor').notNull(),
    /** The page's path (as requested, with its language prefix), no query. */
    path: text('path').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The view came from outside the site (no referrer of the site's own host). */
    entry: boolean('entry').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device', { enum: DEVICE_CLASSES }).notNull(),
  },
  (t) => [index('analytics_events_day_idx').on(t.day), index('analytics_events_day_visitor_idx').on(t.day, t.visitor, t.at)],
);

/** Daily figures, kept for ever: one row per day, dimension and value ('' for the day's total). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
    visits: integer('visits').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), index('analytics_daily_dimension_day_idx').on(t.dimension, t.day)],
);

/**
 * The distinct values each visitor-given dimension has stored on a Prague day, at most ANALYTICS_DISTINCT_VALUES_PER_DAY
 * per dimension (issue 33; src/server/data/analytics-caps.ts): the cap holds across instances. Deleted by the daily
 * work once the day has ended.
 */
export const analyticsDayValues = pgTable(
  'analytics_day_values',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: ANALYTICS_CAPPED_DIMENSIONS }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/**
 * The once-a-day work (rollup, purge, salt deletion), claimed by one instance at a time: `claimed_until` as the
 * outbox's claims; `done_day` the Prague day it last ran for, `done_through` the last day rolled up.
 */
export const analyticsJobs = pgTable('analytics_jobs', {
  name: text('name').primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  doneDay: date('done_day', { mode: 'string' }),
  doneThrough: date('done_through', { mode: 'string' }),
});

/**
 * The visit an enquiry came from: the first view of the same visitor hash that day (its entry page, referrer host
 * and campaign), so visit → enquiry → client is a join. Deleted with the message.
 */
export const enquiryVisits = pgTable('enquiry_visits', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  enteredAt: timestamp('entered_at', { withTimezone: true, mode: 'date' }).notNull(),
  entryPath: text('entry_path').notNull(),
  referrerHost: text('referrer_host'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
});
export type EnquiryVisitRow = typeof enquiryVisits.$inferSelect;

/**
 * Invoices (issue 23, docs/decisions/028-invoices.md). One gap-free number series per year and kind (2026-0001 …):
 * the counter row is taken by an atomic upsert inside the issuing transaction, so a rolled-back issue returns its
 * number and concurrent issues on any instance never share or skip one.
 */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    year: integer('year').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.kind] })],
);

/**
 * An invoice, advance invoice or credit note. A draft is edited freely; issuing gives it `number`, fills the dates and
 * the variable symbol, freezes `snapshot` (everything the document prints, agency and client details included) and
 * stores the PDF rendered from it — a later change of the agency's or client's details never alters it. An issued
 * row is never updated except `sent_at`; it is corrected by a credit note (`corrects_invoice_id`). Clients with
 * invoices cannot be deleted (tax documents are kept 10 years): the foreign key restricts.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    status: text('status', { enum: INVOICE_STORED_STATUSES }).notNull().default('draft'),
    number: text('number'),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The accepted proposal it was made from (its one-time part). */
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    /** A credit note: the issued invoice it corrects. */
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** A final invoice: the advance invoice it settles. */
    settlesAdvanceId: integer('settles_advance_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** A tax document for a received payment (issue 38): the advance invoice the payment was made on. */
    advanceInvoiceId: integer('advance_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** A tax document for a received payment: the payment it was made for (null once a payment entered by hand is deleted). */
    paymentId: integer('payment_id').references((): AnyPgColumn => invoicePayments.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    /** Thousandths of CZK per unit of `currency` on the taxable-supply date (EUR only). */
    exchangeRateThousandths: integer('exchange_rate_thousandths'),
    /** Where the rate came from (EUR only): the ČNB fixing of the DUZP, or typed by staff (docs/product/czech-services.md#čnb--exchange-rates). */
    exchangeRateSource: text('exchange_rate_source', { enum: EXCHANGE_RATE_SOURCES }),
    /** A ČNB rate: its list's fixing date and serial (null for a typed rate). */
    exchangeRateFixedOn: date('exchange_rate_fixed_on', { mode: 'string' }),
    exchangeRateSerial: integer('exchange_rate_serial'),
    vatMode: text('vat_mode', { enum: VAT_MODES }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    taxableSupplyOn: date('taxable_supply_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    variableSymbol: text('variable_symbol'),
    note: text('note').notNull().default(''),
    /** The document total in `currency` (minor units): computed on every draft save, frozen when issued. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>(),
    snapshotHash: text('snapshot_hash'),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_kind_number_unique').on(t.kind, t.number),
    index('invoices_client_id_idx').on(t.clientId),
    index('invoices_project_id_idx').on(t.projectId),
    index('invoices_proposal_id_idx').on(t.proposalId),
    index('invoices_corrects_invoice_id_idx').on(t.correctsInvoiceId),
    index('invoices_settles_advance_id_idx').on(t.settlesAdvanceId),
    index('invoices_advance_invoice_id_idx').on(t.advanceInvoiceId),
    uniqueIndex('invoices_payment_id_unique').on(t.paymentId),
    index('invoices_variable_symbol_idx').on(t.variableSymbol),
    index('invoices_status_due_on_idx').on(t.status, t.dueOn),
    index('invoices_created_at_idx').on(t.createdAt, t.id),
    // Migration 0047 also stores each document's revenue without VAT in CZK from its snapshot (`revenue_czk`, generated,
    // in SQL only) and indexes issued invoices and credit notes by taxable_supply_on with it (the profitability report).
    // What the invoice_balances view assumes (migration 0032): known values, a credit note negative and naming the
    // invoice it corrects (and only a credit note names one), an advance settled only by a regular invoice, an issued
    // snapshot's amount due present.
    check('invoices_kind_known', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_status_known', oneOf(t.status, INVOICE_STORED_STATUSES)),
    check('invoices_currency_known', oneOf(t.currency, INVOICE_CURRENCIES)),
    check('invoices_exchange_rate_source', oneOf(t.exchangeRateSource, EXCHANGE_RATE_SOURCES)),
    check('invoices_credit_note_not_positive', sql`${t.kind} <> 'credit_note' or ${t.totalMinor} <= 0`),
    check('invoices_corrects_only_credit_note', sql`(${t.kind} = 'credit_note') = (${t.correctsInvoiceId} is not null)`),
    check('invoices_settles_only_invoice', sql`${t.settlesAdvanceId} is null or ${t.kind} = 'invoice'`),
    check('invoices_advance_only_tax_document', sql`(${t.kind} = 'advance_tax_document') = (${t.advanceInvoiceId} is not null)`),
    check('invoices_snapshot_amount_due', sql`${t.snapshot} is null or jsonb_typeof(${t.snapshot}->'amountDueMinor') = 'number'`),
  ],
);

/** An invoice's lines, in `position` order (money in minor units, quantity in thousandths, discount in basis points). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    unit: text('unit').notNull().default(''),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    vatRateCode: text('vat_rate_code', { enum: VAT_RATE_CODES }).notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    /** A credit note's line: the line of the corrected invoice it credits (issue 38; null for an amount per VAT rate). */
    creditsLineId: integer('credits_line_id').references((): AnyPgColumn => invoiceLines.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_position_unique').on(t.invoiceId, t.position), index('invoice_lines_credits_line_id_idx').on(t.creditsLineId)],
);

/**
 * A project's monthly invoice, once per project and month on any number of instances: the run inserts its row
 * (primary key) in the transaction that creates the invoice, so a second instance's insert conflicts and does
 * nothing. Kept when staff delete the draft, so a deleted monthly draft is not made again.
 */
export const invoiceRecurringRuns = pgTable(
  'invoice_recurring_runs',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** yyyy-mm. */
    month: text('month').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month] }), index('invoice_recurring_runs_invoice_id_idx').on(t.invoiceId)],
);

/** An uploaded bank statement: what was read from it (its SHA-256, the account, how many transactions were new). */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: serial('id').primaryKey(),
    format: text('format', { enum: BANK_STATEMENT_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /** The statement's own account (IBAN or Czech account number as the file writes it). */
    account: text('account').notNull(),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    transactionsTotal: integer('transactions_total').notNull(),
    transactionsNew: integer('transactions_new').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statement_imports_created_at_idx').on(t.createdAt)],
);

/**
 * A bank transaction read from a statement: unique per account and the bank's transaction id, so importing the same
 * statement twice adds nothing. Credits only are paired with invoices; `state` says whether staff still have to act.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankStatementImports.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    bankRef: text('bank_ref').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** Signed: a credit is positive. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    variableSymbol: text('variable_symbol'),
    constantSymbol: text('constant_symbol'),
    specificSymbol: text('specific_symbol'),
    counterpartyName: text('counterparty_name'),
    counterpartyAccount: text('counterparty_account'),
    message: text('message'),
    state: text('state', { enum: BANK_TRANSACTION_STATES }).notNull(),
    /** Why matching left it for staff (the matching rule's reason); null once matched or paired. */
    unmatchedReason: text('unmatched_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transactions_account_ref_unique').on(t.account, t.bankRef),
    index('bank_transactions_import_id_idx').on(t.importId),
    index('bank_transactions_state_booked_on_idx').on(t.state, t.bookedOn),
  ],
);

/**
 * Money received for an issued invoice: from a bank transaction (matched or paired by hand; one payment per
 * transaction) or entered by hand (cash). Never updated; a mistaken manual payment is deleted (audited).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** In the invoice's currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    bankTransactionId: integer('bank_transaction_id').references(() => bankTransactions.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_id_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_bank_transaction_unique').on(t.bankTransactionId),
    check('invoice_payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('invoice_payments_currency_known', oneOf(t.currency, INVOICE_CURRENCIES)),
  ],
);

/** A reminder of an overdue invoice, once per stage on any number of instances (the primary key is the claim). */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stage] }), check('invoice_reminders_stage', sql`${t.stage} in (1, 2)`)],
);

/**
 * Every invoice row's money (one row per invoice of every kind and status; the view is migration 0032's SQL, the one
 * definition of these figures — src/server/data/invoices/invoice-balances.ts reads it):
 *  - payable_minor: what the document asks — an issued snapshot's amount due, else the total minus what was paid on
 *    the advance invoice it settles;
 *  - credited_minor: the sum of its issued credit notes' totals (0 or negative; a credit note's total is ≤ 0 by CHECK);
 *  - paid_minor: the sum of its payments; last_paid_on: the latest payment counted toward it (its own or its settled
 *    advance's), or null;
 *  - outstanding_minor: payable + credited − paid; 0 for a draft or a credit note.
 * The payment state depends on the office day, so it is applied to these columns at read time (paymentStateSql).
 */
export const invoiceBalancesView = pgView('invoice_balances', {
  id: integer('id').notNull(),
  kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
  status: text('status', { enum: INVOICE_STORED_STATUSES }).notNull(),
  number: text('number'),
  clientId: integer('client_id').notNull(),
  projectId: integer('project_id'),
  proposalId: integer('proposal_id'),
  language: text('language', { enum: LANGUAGES }).notNull(),
  currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
  exchangeRateThousandths: integer('exchange_rate_thousandths'),
  issuedOn: date('issued_on', { mode: 'string' }),
  dueOn: date('due_on', { mode: 'string' }),
  variableSymbol: text('variable_symbol'),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  payableMinor: bigint('payable_minor', { mode: 'number' }).notNull(),
  creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull(),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
  outstandingMinor: bigint('outstanding_minor', { mode: 'number' }).notNull(),
  lastPaidOn: date('last_paid_on', { mode: 'string' }),
}).existing();

/**
 * One row: a number that grows with every committed transaction that wrote invoices or invoice_payments — raised once
 * per transaction, as it commits, by migration 0034's deferred triggers (no module writes it). A reader that computed
 * something from those tables may keep the result for as long as the number it read before computing has not changed
 * (the receivables summary: src/server/data/invoices/invoice-records.ts), on any number of instances.
 */
export const moneyVersion = pgTable('money_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
}, (t) => [check('money_version_one_row', sql`${t.id} = 1`)]);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankStatementImportRow = typeof bankStatementImports.$inferSelect;

/**
 * The client portal (issue 25, decision 032). A client with a row here may sign in to the portal; deleting the row
 * (access turned off) also ends the client's portal sessions (src/server/data/portal/).
 */
export const portalAccess = pgTable('portal_access', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  enabledBy: integer('enabled_by').references(() => users.id, { onDelete: 'set null' }),
  /** Issue 36: the portal also lists the time logged on the client's projects (never costs or notes). */
  showsTime: boolean('shows_time').notNull().default(false),
});

/** A single-use sign-in link sent by e-mail: only the SHA-256 of its token is stored; valid PORTAL_LINK_TTL_MS. */
export const portalSignInLinks = pgTable(
  'portal_sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portal_sign_in_links_token_unique').on(t.tokenHash), index('portal_sign_in_links_client_id_idx').on(t.clientId), index('portal_sign_in_links_expires_at_idx').on(t.expiresAt)],
);

/** A client's portal session: only the SHA-256 of the cookie's value is stored (as staff sessions). */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('portal_sessions_client_id_idx').on(t.clientId), index('portal_sessions_expires_at_idx').on(t.expiresAt)],
);

/** A client's request from the portal to change their billing details; staff approve (written to the client) or reject. */
export const clientChangeRequests = pgTable(
  'client_change_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<ClientChangeRequestInput>().notNull(),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('client_change_requests_client_id_idx').on(t.clientId), index('client_change_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * The short, editable list of what time is spent on (issue 36): named in both languages; archived ones stay on old
 * entries and are no longer offered. Migration 0044 fills the defaults (TIME_ACTIVITY_DEFAULTS).
 */
export const timeActivities = pgTable('time_activities', {
  id: serial('id').primaryKey(),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  /** New entries of the activity are billable unless staff say otherwise. */
  billable: boolean('billable').notNull().default(true),
  archived: boolean('archived').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Time a staff member spent on a project (issue 36, docs/product/time-and-profit.md): whole minutes on a calendar day
 * of the office. A running timer is an entry with `running_since` set (one per person: a partial unique index); its
 * minutes are added when it stops. An entry on an issued invoice (`invoice_id`) is locked until a credit note
 * releases it.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Restrict: a project (or client) with time is not deleted (409), so no logged hour is lost with it. */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => timeActivities.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull(),
    runningSince: timestamp('running_since', { withTimezone: true, mode: 'date' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_user_date_idx').on(t.userId, t.date, t.id),
    index('time_entries_project_date_idx').on(t.projectId, t.date, t.id),
    index('time_entries_invoice_id_idx').on(t.invoiceId),
    // Migration 0047 also gives each entry its cost, `cost_czk` (haléře at its person's rate of the day, null without a
    // rate), kept by triggers and left out of this schema so that no answer carries it (editors never see a cost), and
    // indexes `date` INCLUDE (project_id, user_id, minutes, cost_czk) for the profitability report (in SQL only).
    uniqueIndex('time_entries_one_running_per_user').on(t.userId).where(sql`${t.runningSince} is not null`),
    check('time_entries_minutes_range', sql`${t.minutes} between 0 and 1440`),
    // A stopped entry has time; a running one may not have any yet.
    check('time_entries_stopped_has_minutes', sql`${t.runningSince} is not null or ${t.minutes} > 0`),
  ],
);
export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeActivityRow = typeof timeActivities.$inferSelect;

/**
 * What a staff member's hour costs the agency (issue 36): haléře per hour, valid from a day until the next rate of the
 * person. Admins only: never in an answer an editor or a client reads.
 */
export const staffCostRates = pgTable(
  'staff_cost_rates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    hourlyCostCzk: integer('hourly_cost_czk').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_cost_rates_user_valid_from').on(t.userId, t.validFrom), check('staff_cost_rates_cost_range', sql`${t.hourlyCostCzk} >= 0`)],
);
export type StaffCostRateRow = typeof staffCostRates.$inferSelect;

/** What an hour of a service type is billed at when its project names no rate (DEFAULT_HOURLY_RATES on a new database). */
export const serviceHourlyRates = pgTable(
  'service_hourly_rates',
  {
    serviceType: text('service_type', { enum: PROJECT_SERVICE_TYPES }).primaryKey(),
    hourlyRateCzk: integer('hourly_rate_czk').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('service_hourly_rates_range', sql`${t.hourlyRateCzk} >= 0`)],
);
export type ServiceHourlyRateRow = typeof serviceHourlyRates.$inferSelect;

/**
 * A retainer's closed months (issue 36): written once by the monthly run of the next month, in the transaction that
 * bills the month's overage (its claim of the project and month makes it once): what the month included, carried in,
 * used, billed beyond and carried on.
 */
export const retainerMonths = pgTable(
  'retainer_months',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    includedMinutes: integer('included_minutes').notNull(),
    carriedInMinutes: integer('carried_in_minutes').notNull(),
    usedMinutes: integer('used_minutes').notNull(),
    overageMinutes: integer('overage_minutes').notNull(),
    carriedOutMinutes: integer('carried_out_minutes').notNull(),
    /** The invoice that billed the overage and holds the month's time. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month] })],
);
export type RetainerMonthRow = typeof retainerMonths.$inferSelect;

/**
 * The budget e-mails sent (issue 36): one row per project and threshold (80, 100), with the budget it was sent for.
 * Claiming a row is one statement (insert, or update when the budget changed since), so a threshold's mail is queued
 * once on any number of instances; a new budget re-arms it.
 */
export const projectBudgetAlerts = pgTable(
  'project_budget_alerts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    budgetKey: text('budget_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.threshold] })],
);

/**
 * A supplier's invoice the agency received (issue 36, docs/product/time-and-profit.md#costs-from-suppliers): typed by
 * hand or read from an ISDOC file (kept as it came). Its amounts per VAT rate are `received_invoice_amounts`. A cost of
 * its project; a rebillable one goes onto the client's next invoice draft (`rebilled_invoice_id`) with its markup.
 */
export const receivedInvoices = pgTable(
  'received_invoices',
  {
    id: serial('id').primaryKey(),
    supplierName: text('supplier_name').notNull(),
    supplierIco: text('supplier_ico'),
    supplierDic: text('supplier_dic'),
    /** The supplier's own number of the document. */
    number: text('number').notNull(),
    variableSymbol: text('variable_symbol'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** DUZP: the day the cost counts in (profitability, the accountant's period). */
    taxableSupplyOn: date('taxable_supply_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    /** Thousandths of CZK per unit of `currency` (required for EUR, null for CZK). */
    exchangeRateThousandths: integer('exchange_rate_thousandths'),
    /** Restrict: a project with costs is not deleted (409), as one with time. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    /** Whether its VAT is claimed back (the agency a VAT payer when it was recorded): then only the bases are a cost. */
    vatReclaimable: boolean('vat_reclaimable').notNull(),
    rebillable: boolean('rebillable').notNull().default(false),
    /** The markup on the amounts without VAT when rebilled, in basis points (10 % = 1000). */
    markupBasisPoints: integer('markup_basis_points').notNull().default(0),
    /** The client's invoice that carries it (a draft deleted or a credit note releases it). */
    rebilledInvoiceId: integer('rebilled_invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** The ISDOC file as imported (null when typed by hand). */
    isdocXml: text('isdoc_xml'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One supplier's number once: the supplier is its IČO where known, else its name.
    uniqueIndex('received_invoices_supplier_number_unique').on(sql`coalesce(${t.supplierIco}, lower(${t.supplierName}))`, t.number),
    index('received_invoices_taxable_supply_on_idx').on(t.taxableSupplyOn, t.id),
    index('received_invoices_project_id_idx').on(t.projectId),
    index('received_invoices_rebilled_invoice_id_idx').on(t.rebilledInvoiceId),
    check('received_invoices_currency_known', oneOf(t.currency, INVOICE_CURRENCIES)),
    check('received_invoices_rate_with_currency', sql`(${t.currency} = 'CZK') = (${t.exchangeRateThousandths} is null)`),
    check('received_invoices_markup_range', sql`${t.markupBasisPoints} between 0 and 100000`),
  ],
);

/** A received invoice's amount at one VAT percent (minor units of its currency). */
export const receivedInvoiceAmounts = pgTable(
  'received_invoice_amounts',
  {
    receivedInvoiceId: integer('received_invoice_id')
      .notNull()
      .references(() => receivedInvoices.id, { onDelete: 'cascade' }),
    vatPercent: integer('vat_percent').notNull(),
    baseMinor: bigint('base_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.receivedInvoiceId, t.vatPercent] })],
);
export type ReceivedInvoiceRow = typeof receivedInvoices.$inferSelect;
export type ReceivedInvoiceAmountRow = typeof receivedInvoiceAmounts.$inferSelect;

/**
 * Each project's time and costs since it began (issue 36): kept by database triggers (migration 0047) on every write of
 * time entries, cost rates and received invoices — recomputed for the projects a statement touched, under their rows'
 * locks (and a lock per person for their cost rates), so the sums are exact on any number of instances. The accounting
 * overview's profit margin reads it (a sort over every project cannot sum a million entries per page). No module
 * writes it; src/server/data/profitability.ts computes the same figures from the facts for any period.
 */
export const projectCosts = pgTable('project_costs', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull().default(0),
  minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  timeCostCzk: bigint('time_cost_czk', { mode: 'number' }).notNull().default(0),
  expenseDocuments: integer('expense_documents').notNull().default(0),
  expensesCzk: bigint('expenses_czk', { mode: 'number' }).notNull().default(0),
});

/* ---------------------------------------------------------------------------------------------------------------
 * Czech and EU public services (issue 37; docs/product/czech-services.md, migration 0048).
 * ------------------------------------------------------------------------------------------------------------- */

/**
 * Work that one instance at a time does (the ČNB rates fetch, each bank feed's poll): a row per lease name, held
 * by `holder` (a random id per process) until `leased_until`; another instance takes it over only after that.
 * Written by data/service-leases.ts only.
 */
export const serviceLeases = pgTable('service_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * What staff see of each outside service (ARES, VIES, ČNB): the last successful call, the last failure and its
 * reason, failures in a row — shared by every instance. Written by data/outside-service-states.ts only.
 */
export const outsideServiceStates = pgTable('outside_service_states', {
  service: text('service', { enum: OUTSIDE_SERVICES }).primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});

/**
 * ARES answers by IČO (found or not), with the date read: a lookup within the cache's age is answered from here,
 * and a lookup while ARES is down answers the last read (said so). Written by data/ares-subjects.ts only.
 */
export const aresSubjects = pgTable('ares_subjects', {
  ico: text('ico').primaryKey(),
  found: boolean('found').notNull(),
  name: text('name'),
  street: text('street'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  dic: text('dic'),
  vatRegistered: boolean('vat_registered'),
  dissolvedOn: date('dissolved_on', { mode: 'string' }),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Each VIES check of an EU VAT ID (never changed): the verdict or why there was none, what VIES told of the trader,
 * its consultation number (requestIdentifier) and time — the proof behind a reverse-charge invoice. Written by
 * data/vat-checks.ts only.
 */
export const vatChecks = pgTable(
  'vat_checks',
  {
    id: serial('id').primaryKey(),
    /** The full VAT ID as stored on the client (DE123456789, EL…). */
    vatId: text('vat_id').notNull(),
    outcome: text('outcome', { enum: ['valid', 'invalid', 'unavailable'] }).notNull(),
    name: text('name'),
    address: text('address'),
    requestIdentifier: text('request_identifier'),
    requestDate: timestamp('request_date', { withTimezone: true, mode: 'date' }),
    /** The VIES error code when there was no verdict (MS_UNAVAILABLE, TIMEOUT …) or the kind of failure. */
    errorCode: text('error_code'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('vat_checks_vat_id_idx').on(t.vatId, t.checkedAt)],
);

/**
 * ČNB daily fixings: one row per list (its fixing date and serial) and one per currency of it (CZK per `amount`
 * units, in thousandths: 25,010 → 25010). The rate of a DUZP is the list with the greatest fixing date ≤ it.
 * Written by data/exchange-rates.ts only.
 */
export const exchangeRateLists = pgTable('exchange_rate_lists', {
  fixingDate: date('fixing_date', { mode: 'string' }).primaryKey(),
  serial: integer('serial').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The last day ČNB answered with this list when asked for it, once that answer was final (no gap up to it). */
  validThrough: date('valid_through', { mode: 'string' }),
});
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fixingDate: date('fixing_date', { mode: 'string' })
      .notNull()
      .references(() => exchangeRateLists.fixingDate, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    rateThousandths: integer('rate_thousandths').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.fixingDate] })],
);

/**
 * A bank account's feed from the Fio API: the token sealed at rest (auth/secret-box.ts, bound to the row), never
 * shown again but for its last four characters; the account it answered for; the poll's schedule and its last
 * success and error. Written by data/bank-feeds.ts only.
 */
export const bankFeeds = pgTable('bank_feeds', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  tokenHint: text('token_hint').notNull(),
  /** The account as bank_transactions store it, known after the first successful sync. */
  account: text('account'),
  currency: text('currency'),
  active: boolean('active').notNull().default(true),
  /** The last day whose movements were all stored: the next poll asks from a few days before it. */
  syncedThrough: date('synced_through', { mode: 'string' }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
export type BankFeedRow = typeof bankFeeds.$inferSelect;
