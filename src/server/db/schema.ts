/**
 * Database schema: every entity of docs/product/records.md#records with its defaults, NOT NULLs, foreign keys and unique constraints. Value
 * sets and defaults come from src/shared (the same lists and defaults the shared zod schemas use); a text column with
 * `enum` is still plain text in SQL — the list types the column in TypeScript. src/server/data/record-shapes.ts checks
 * that each row matches its API type in src/shared/api-types.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
} from '@/shared/constants';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditChanges } from '@/shared/audit';
import { MEDIA_FORMATS } from '@/shared/media';
import { BLOG_POST_DEFAULTS } from '@/shared/schemas/blog-post';
import { CLIENT_DEFAULTS } from '@/shared/schemas/client';
import { PORTFOLIO_ITEM_DEFAULTS, type PortfolioCategory } from '@/shared/schemas/portfolio-item';
import { PROJECT_DEFAULTS } from '@/shared/schemas/project';
import type { QuoteDetails } from '@/shared/schemas/quote';

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
    oneTimePrice: doublePrecision('one_time_price').notNull().default(CLIENT_DEFAULTS.oneTimePrice),
    monthlyPrice: doublePrecision('monthly_price').notNull().default(CLIENT_DEFAULTS.monthlyPrice),
    contractUrl: text('contract_url'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default(CLIENT_DEFAULTS.paymentStatus),
    createdAt: createdAt(),
  },
  (t) => [index('clients_created_at_idx').on(t.createdAt)],
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
    budget: doublePrecision('budget').notNull().default(PROJECT_DEFAULTS.budget),
    monthlyFee: doublePrecision('monthly_fee').notNull().default(PROJECT_DEFAULTS.monthlyFee),
    amountPaid: doublePrecision('amount_paid').notNull().default(PROJECT_DEFAULTS.amountPaid),
    serviceType: text('service_type', { enum: PROJECT_SERVICE_TYPES }).notNull().default(PROJECT_DEFAULTS.serviceType),
    costOfService: doublePrecision('cost_of_service').notNull().default(PROJECT_DEFAULTS.costOfService),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('projects_client_id_idx').on(t.clientId), index('projects_created_at_idx').on(t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_created_at_idx').on(t.createdAt),
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
 * public addresses), what it was, its original size, alt texts. The uploaded file itself is not kept (it may carry
 * EXIF/GPS); its variants are.
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
    altCs: text('alt_cs').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('media_hash_unique').on(t.hash), index('media_created_at_idx').on(t.createdAt), index('media_created_by_idx').on(t.createdBy)],
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

export type MediaRow = typeof media.$inferSelect;
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
