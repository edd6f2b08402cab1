/**
 * One shape per record, checked by the compiler: each table's row, as the API sends it (JSON: dates as strings), must
 * be exactly the API type — which is the record's shared zod schema plus the server's fields (src/shared/api-types.ts),
 * or, for a record a data module builds from its row (proposals, invoices, media…), the API type with the columns it
 * leaves out and the fields it adds named here, key by key. A column added to the table and not the API type (or to
 * the API type and not the table), or a column whose type or value list differs, leaves an entry in ShapeMismatches,
 * and `{} satisfies …` below fails the typecheck naming it. A name in a leave-out or add list that is no column or
 * field fails too, so the lists stay true.
 *
 * Every table of the schema is either tied here (RECORD_SHAPES_MATCH) or listed, with why, as having no API record
 * (INTERNAL_TABLES): a table added to the schema in neither fails the typecheck (EVERY_TABLE).
 *
 * Why conditional types and not drizzle-zod: the shared layer may not import the server's table definitions, so the
 * API types cannot be generated from them; the zod schemas are the source (they also carry the form rules and
 * messages), and this file ties the tables to them without a second schema or a new dependency.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminBlogPost, AdminClient, AdminMail, AdminMessage, AdminPortfolioItem, AdminProject, CurrentUser, JsonOf } from '@/shared/api-types';
import type { AuditEntry } from '@/shared/audit';
import type { AdminChangeRequest } from '@/shared/client-privacy';
import type { AdminMediaItem } from '@/shared/media';
import type { AdminClientPortal } from '@/shared/portal';
import type { AgencyProfile } from '@/shared/schemas/agency-profile';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import type { AdminPriceList } from '@/shared/schemas/price-list';
import type { SitePageRecord } from '@/shared/site-texts/site-pages';
import type { Revision, TranslationMark } from '@/shared/revisions';
import type { AdminInvoice, AdminInvoiceLine, AdminInvoicePayment } from '@/shared/schemas/invoice';
import type { AdminBankStatementImport, AdminBankTransaction } from '@/shared/schemas/payment';
import type { AdminProposal, AdminProposalLine } from '@/shared/schemas/proposal';
import type { AdminTimeActivity, AdminTimeEntry } from '@/shared/schemas/time-entry';
import type { AdminCostRate, AdminServiceRate } from '@/shared/schemas/rates';
import type { AdminReceivedInvoice, ReceivedAmount } from '@/shared/schemas/received-invoice';
import type { AdminBankFeed } from '@/shared/schemas/bank-feed';
import type * as schema from '../db/schema';
import type { ClientRecord } from './clients';
import type { BlogPostRecord } from './blog-post-texts';
import type { MailListRow } from './mail-outbox';
import type { MessageWithClient } from './messages';
import type { PortfolioItem } from './portfolio-items';
import type { ProjectWithClient } from './projects';
import type { TimeEntryWithNames } from './time-entries';

/** Mutual assignability: the same type, unions and nulls included. */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every field where the row and the API type differ, with what is wrong; {} when they match. */
export type ShapeMismatches<Row, Api> = {
  [K in keyof Row | keyof Api as K extends keyof Row
    ? K extends keyof Api
      ? SameType<Row[K], Api[K]> extends true
        ? never
        : K
      : K
    : K]: K extends keyof Row
    ? K extends keyof Api
      ? { typeDiffers: { table: Row[K]; api: Api[K] } }
      : 'column only in the database table'
    : 'field only in the shared schema / API type';
};

/**
 * A record the data module builds from its row: `NotSent` the columns the API leaves out (secrets, stored documents,
 * keys it answers in another form), `Added` the fields it computes or joins; a key in both is sent in another form.
 * Every other column must be a field of the same JSON type, and every other field a column.
 */
export type MappedShapeMismatches<Row, Api, NotSent extends keyof Row, Added extends keyof Api> = ShapeMismatches<
  JsonOf<Omit<Row, NotSent>>,
  Omit<Api, Added>
>;

type Row<T extends PgTable> = T['$inferSelect'];
type BlogText = NonNullable<AdminBlogPost['translations'][keyof AdminBlogPost['translations']]>;
type PortfolioText = AdminPortfolioItem['translations'][keyof AdminPortfolioItem['translations']];
type MediaText = NonNullable<AdminMediaItem['translations'][keyof AdminMediaItem['translations']]>;

/** Each table with an API record, by its name in src/server/db/schema.ts. */
export const RECORD_SHAPES_MATCH = {
  clients: {} satisfies ShapeMismatches<JsonOf<ClientRecord>, AdminClient>,
  projects: {} satisfies ShapeMismatches<JsonOf<ProjectWithClient>, AdminProject>,
  messages: {} satisfies ShapeMismatches<JsonOf<MessageWithClient>, AdminMessage>,
  mailOutbox: {} satisfies ShapeMismatches<JsonOf<MailListRow>, AdminMail>,
  blogPosts: {} satisfies ShapeMismatches<JsonOf<BlogPostRecord>, AdminBlogPost>,
  // author, category and tags are optional in the API type (an update that leaves them out keeps the stored ones).
  blogPostTranslations: {} satisfies MappedShapeMismatches<
    Row<typeof schema.blogPostTranslations>,
    BlogText,
    'postId' | 'language' | 'author' | 'category' | 'tags',
    'author' | 'category' | 'tags'
  >,
  portfolioItems: {} satisfies ShapeMismatches<JsonOf<PortfolioItem>, AdminPortfolioItem>,
  portfolioItemTranslations: {} satisfies MappedShapeMismatches<Row<typeof schema.portfolioItemTranslations>, PortfolioText, 'itemId' | 'language', never>,
  users: {} satisfies MappedShapeMismatches<
    Row<typeof schema.users>,
    CurrentUser,
    'passwordHash' | 'totpSecret' | 'totpEnabled' | 'totpLastStep',
    'twoFactorEnabled' | 'twoFactorSetupRequired'
  >,
  auditLog: {} satisfies MappedShapeMismatches<Row<typeof schema.auditLog>, AuditEntry, 'ip', 'commandLine' | 'refs'>,
  media: {} satisfies MappedShapeMismatches<Row<typeof schema.media>, AdminMediaItem, 'createdBy', 'uses' | 'translations'>,
  mediaTranslations: {} satisfies MappedShapeMismatches<Row<typeof schema.mediaTranslations>, MediaText, 'mediaId' | 'language', never>,
  // updatedAt is null in the API before the details are first saved (no row yet).
  // The logo is the agency profile's (issue 35).
  agencyBilling: {} satisfies MappedShapeMismatches<Row<typeof schema.agencyBilling>, AgencyBilling, 'id' | 'updatedAt', 'logoMediaId' | 'logoUrl' | 'missing' | 'updatedAt'>,
  // updatedAt: the API's is ISO text, null before the profile is first saved (no row yet).
  agencyProfile: {} satisfies MappedShapeMismatches<Row<typeof schema.agencyProfile>, AgencyProfile, 'id' | 'updatedAt', 'logoUrl' | 'updatedAt'>,
  // A revision as the history answers it: the record it is of is in the address, not the answer.
  contentRevisions: {} satisfies MappedShapeMismatches<Row<typeof schema.contentRevisions>, Revision, 'id' | 'entity' | 'entityId', never>,
  // A mark as a record's marks answer it: the record it is of is in the address.
  translationMarks: {} satisfies MappedShapeMismatches<Row<typeof schema.translationMarks>, TranslationMark, 'entity' | 'entityId', never>,
  // A version's content is the list itself (its fields are the API's); the id is sent as `version`, and the date and
  // publisher are null for the defaults (no row).
  priceLists: {} satisfies MappedShapeMismatches<
    Row<typeof schema.priceLists> & Row<typeof schema.priceLists>['content'],
    AdminPriceList,
    'id' | 'content' | 'publishedAt' | 'publishedBy',
    'version' | 'publishedAt' | 'publishedBy'
  >,
  // A page's published texts: its key is the record's name; `overrides` are the stored translations that still fit the
  // code's texts; updatedAt/By are null before the page is first published (no row).
  siteTexts: {} satisfies MappedShapeMismatches<Row<typeof schema.siteTexts>, SitePageRecord, 'id' | 'translations' | 'updatedAt' | 'updatedBy', 'overrides' | 'updatedAt' | 'updatedBy'>,
  // status: the API's includes 'expired', derived from the validity date.
  proposals: {} satisfies MappedShapeMismatches<
    Row<typeof schema.proposals>,
    AdminProposal,
    'pdf' | 'snapshot' | 'tokenHash' | 'tokenExpiresAt' | 'acceptedConsent' | 'status',
    'clientName' | 'lines' | 'totals' | 'pendingClientEmail' | 'supersededById' | 'linkActive' | 'status'
  >,
  proposalLines: {} satisfies MappedShapeMismatches<Row<typeof schema.proposalLines>, AdminProposalLine, 'proposalId', never>,
  invoices: {} satisfies MappedShapeMismatches<
    Row<typeof schema.invoices>,
    AdminInvoice,
    'totalMinor' | 'snapshotHash' | 'pdf' | 'snapshot' | 'issuedAt' | 'paymentId',
    | 'clientName'
    | 'taxDocumentIds'
    | 'lines'
    | 'outstandingMinor'
    | 'paymentState'
    | 'paidMinor'
    | 'creditNoteIds'
    | 'totals'
    | 'payments'
    | 'remindersSent'
    | 'vatRecapCzk'
    | 'creditReason'
    | 'vatCheck'
  >,
  invoiceLines: {} satisfies MappedShapeMismatches<Row<typeof schema.invoiceLines>, AdminInvoiceLine, 'invoiceId' | 'creditsLineId', 'totalMinor' | 'baseMinor' | 'vatMinor'>,
  invoicePayments: {} satisfies MappedShapeMismatches<Row<typeof schema.invoicePayments>, AdminInvoicePayment, 'invoiceId' | 'createdBy', never>,
  bankTransactions: {} satisfies MappedShapeMismatches<Row<typeof schema.bankTransactions>, AdminBankTransaction, 'createdAt', 'invoiceId' | 'invoiceNumber'>,
  bankStatementImports: {} satisfies MappedShapeMismatches<
    Row<typeof schema.bankStatementImports>,
    AdminBankStatementImport,
    'fileSha256' | 'importedBy',
    'importedByName'
  >,
  clientChangeRequests: {} satisfies MappedShapeMismatches<Row<typeof schema.clientChangeRequests>, AdminChangeRequest, never, 'current' | 'decidedByName'>,
  // enabledAt: null in the API while the client has no portal access row.
  portalAccess: {} satisfies MappedShapeMismatches<
    Row<typeof schema.portalAccess>,
    AdminClientPortal,
    'clientId' | 'enabledBy' | 'enabledAt',
    'enabled' | 'activeSessions' | 'lastSignInAt' | 'pendingChangeRequests' | 'enabledAt'
  >,
  // An entry with the names of its person, project and client (issue 36).
  timeEntries: {} satisfies ShapeMismatches<JsonOf<TimeEntryWithNames>, AdminTimeEntry>,
  // The names per language are one field of the API.
  timeActivities: {} satisfies MappedShapeMismatches<Row<typeof schema.timeActivities>, AdminTimeActivity, 'nameCs' | 'nameEn', 'names'>,
  staffCostRates: {} satisfies ShapeMismatches<JsonOf<schema.StaffCostRateRow>, AdminCostRate>,
  serviceHourlyRates: {} satisfies ShapeMismatches<JsonOf<schema.ServiceHourlyRateRow>, AdminServiceRate>,
  // A supplier's invoice (issue 36 point 5): the ISDOC file is downloaded on its own (fromIsdoc says there is one), its
  // author is in the activity log; its amounts, names, totals and cost are added.
  receivedInvoices: {} satisfies MappedShapeMismatches<
    Row<typeof schema.receivedInvoices>,
    AdminReceivedInvoice,
    'isdocXml' | 'createdBy',
    'amounts' | 'projectName' | 'clientId' | 'clientName' | 'rebilledInvoiceNumber' | 'fromIsdoc' | 'baseMinor' | 'vatMinor' | 'totalMinor' | 'costCzk'
  >,
  // One amount row per VAT percent: the invoice it belongs to is the record holding it.
  receivedInvoiceAmounts: {} satisfies MappedShapeMismatches<Row<typeof schema.receivedInvoiceAmounts>, ReceivedAmount, 'receivedInvoiceId', never>,
  // A Fio bank feed (issue 37): never its sealed token (its last four characters are tokenHint); the error as its code,
  // and when "sync now" may call, computed.
  bankFeeds: {} satisfies MappedShapeMismatches<Row<typeof schema.bankFeeds>, AdminBankFeed, 'tokenSealed' | 'createdBy' | 'lastError', 'lastError' | 'syncableAt'>,
} as const;

/** The tables no API answers as a record, and why: the honest rest of the count. */
export const INTERNAL_TABLES = {
  sessions: 'staff sign-in sessions: a cookie, never sent as data',
  recoveryCodes: 'two-factor recovery codes: hashes, shown once when made',
  blogPostSlugHistory: "a post's old slugs: read by the public redirects only",
  rateLimits: 'rate-limit counters',
  formTokensUsed: 'used enquiry form tokens (each used once)',
  appMeta: 'one-time markers and settings as key/value rows (AdminSettings is built from them, not a row)',
  mediaVariants: "an image's generated AVIF/WebP bytes, served at /media/…",
  proposalNumberSeries: 'counters of the yearly proposal numbers',
  invoiceNumberSeries: 'counters of the invoice numbers per (year, kind)',
  invoiceRecurringRuns: 'claims of the monthly invoice runs (once per project and month)',
  invoiceReminders: "claims of the payment reminders (the invoice's remindersSent counts them)",
  analyticsSalts: 'the daily salts of the visitor hash',
  analyticsEvents: 'raw page views: the API answers only sums of them',
  analyticsDaily: 'daily rollups: the API answers only sums of them',
  analyticsDayValues: "the distinct values of each day's dimensions (the per-day cap)",
  analyticsJobs: 'claims of the daily rollup, once a day across instances',
  enquiryVisits: 'an enquiry\'s first view of the day: the API answers its attribution sums',
  portalSignInLinks: 'portal sign-in links: hashed tokens sent by e-mail',
  portalSessions: "portal sessions: a cookie (the client's portal card counts them)",
  moneyVersion: 'a number raised by every write of invoices or payments (database triggers): when a kept summary is stale',
  projectBudgetAlerts: "claims of the budget e-mails (once per project, threshold and budget)",
  retainerMonths: "a retainer's closed months, written by the monthly run (the portal's and reports' sums read them)",
  projectCosts: "each project's time and costs since it began, kept by database triggers (the accounting overview's margin reads it)",
  serviceLeases: 'which instance does the once-at-a-time work (the ČNB fetch, each bank feed) until when',
  outsideServiceStates: "each outside service's last success and failure: the screens show them as a state, not a record",
  aresSubjects: 'ARES answers cached by IČO: the lookup answers the company found, not the row',
  vatChecks: 'VIES checks: a client and an invoice show the proof built from the latest, not the row',
  exchangeRateLists: 'ČNB fixings fetched: the rate lookup answers one rate of a date',
  exchangeRates: 'ČNB rates per currency: the rate lookup answers one rate of a date',
} as const;

type Schema = typeof schema;
/** Every table object of the schema, by its exported name. */
export type TableName = { [K in keyof Schema]: Schema[K] extends PgTable ? K : never }[keyof Schema];

/** Each table is tied or listed, and nothing else is named: a table added to the schema fails here until it is. */
export const EVERY_TABLE = { ...RECORD_SHAPES_MATCH, ...INTERNAL_TABLES } satisfies Record<TableName, unknown>;
export const NO_UNKNOWN_TABLE: Exclude<keyof typeof EVERY_TABLE, TableName> extends never ? true : never = true;
