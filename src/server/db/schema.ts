/** Database schema: every entity of SPEC §3 with its defaults, NOT NULLs, foreign keys and unique constraints. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
  },
  // Unique whatever the letter case ('SecAdmin' cannot join 'secadmin'); sign-in looks usernames up the same way.
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
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
    companySize: text('company_size'),
    industry: text('industry'),
    location: text('location'),
    servicesRequired: text('services_required'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true, mode: 'date' }),
    currentStatus: text('current_status').notNull().default('lead'),
    preferredCommunication: text('preferred_communication'),
    salesman: text('salesman'),
    internalNotes: text('internal_notes'),
    oneTimePrice: doublePrecision('one_time_price').notNull().default(0),
    monthlyPrice: doublePrecision('monthly_price').notNull().default(0),
    contractUrl: text('contract_url'),
    paymentStatus: text('payment_status').notNull().default('not_paid'),
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
    status: text('status').notNull().default('pending'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
    budget: doublePrecision('budget').notNull().default(0),
    monthlyFee: doublePrecision('monthly_fee').notNull().default(0),
    amountPaid: doublePrecision('amount_paid').notNull().default(0),
    serviceType: text('service_type').notNull().default('web-development'),
    costOfService: doublePrecision('cost_of_service').notNull().default(200),
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
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category').notNull(),
    link: text('link'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Deleting a project nulls project_id here: the index keeps that from scanning the table.
    index('portfolio_items_project_id_idx').on(t.projectId),
    index('portfolio_items_created_at_idx').on(t.createdAt),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_author_id_idx').on(t.authorId),
    // The public blog: published posts, newest first.
    index('blog_posts_published_idx').on(t.published, t.publishedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_created_at_idx').on(t.createdAt)],
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

/** Small key/value facts about this installation (e.g. whether demo content was loaded once). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
