/** Clients (docs/product/records.md#clients): every query of the back office's client screens. */
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { CLIENT_STATUSES, Language, PAYMENT_STATUSES } from '@/shared/constants';
import { DERIVED_MESSAGES } from '@/shared/schemas/payment';
import { ACCEPTANCE_BILLING_FIELDS, CLIENT_BILLING_DEFAULTS, type AcceptanceBilling, type ClientInput } from '@/shared/schemas/client';
import { clientBillingIssues } from '@/shared/identifiers/client-billing';
import { missingTaxDocumentCustomer, TAX_DOCUMENT_CUSTOMER_FIELDS, TAX_DOCUMENT_CUSTOMER_MESSAGES } from '@/shared/invoices/tax-document-customer';
import { auditChanges, recordAudit, recordAudits, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { yieldToEventLoop } from '../runtime/yield';
import type { Transaction } from './content-version';

/** Why a client with invoices is not deleted (ZDPH §35: tax documents are kept 10 years). */
export const CLIENT_HAS_INVOICES = 'The client has invoices; tax documents are kept 10 years, so the client cannot be deleted';
export const CLIENT_HAS_TIME = 'Time is logged on the client’s projects; it is kept, so the client cannot be deleted';
export const CLIENT_HAS_COSTS = 'Received invoices are recorded on the client’s projects; they are kept, so the client cannot be deleted';
import { clients, invoices, projects, receivedInvoices, timeEntries, type ClientRow } from '../db/schema';
import { Conflict } from '../domain/errors';
import { columnValues } from './column-values';
import { Invalid, InvalidFields } from '../domain/errors';
import { CLIENT_ID, clientPaymentStatusSql, hasIssuedInvoicesSql, officeTodaySql } from './payments/invoice-balances';
import { firstRow, listBatches, listPage, searchStored, sortKeys, type ListQuery, type ListSpec, type SortColumn, type StoredSearch } from './list-page';

/**
 * The payment status a client answer shows: derived from its invoices once it has an issued one, else the stored
 * (typed) one — computed in the query, so lists sort by it and exports write it (docs/product/payments.md#payments).
 */
const paymentStatusShown = sql<(typeof PAYMENT_STATUSES)[number]>`coalesce(${clientPaymentStatusSql(CLIENT_ID, officeTodaySql)}, ${clients.paymentStatus})`;
const clientColumns = {
  ...getTableColumns(clients),
  paymentStatus: paymentStatusShown,
  paymentStatusFromInvoices: hasIssuedInvoicesSql('client_id', CLIENT_ID),
};
/** A client as every client answer shows it: its columns, the payment status as shown, whether it is derived. */
export type ClientRecord = ClientRow & { paymentStatusFromInvoices: boolean };

const SORTABLE = {
  createdAt: { column: clients.createdAt },
  name: { column: clients.name, text: true },
  email: { column: clients.email, text: true },
  company: { column: clients.company, text: true },
  currentStatus: { column: clients.currentStatus },
  paymentStatus: { column: paymentStatusShown },
  oneTimePrice: { column: clients.oneTimePrice },
  monthlyPrice: { column: clients.monthlyPrice },
  startDate: { column: clients.startDate },
  expectedDelivery: { column: clients.expectedDelivery },
} satisfies Record<string, SortColumn>;
export type ClientSortKey = keyof typeof SORTABLE;
export const CLIENT_SORT_KEYS = sortKeys(SORTABLE);

/** What a client search reads (stored as its search_text, migration 0035; indexed by clients_search_idx). */
export const CLIENT_SEARCH: StoredSearch = { table: clients, columns: [clients.name, clients.email, clients.company, clients.phone, clients.industry, clients.location] };

const LIST: ListSpec<ClientSortKey> = {
  table: clients,
  id: clients.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** docs/product/rules.md#search: clients are searched by name, email, company, phone, industry, location. */
  search: (q) => searchStored(q, CLIENT_SEARCH),
};

/** A client's schema output as the columns it writes: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<typeof clients.$inferInsert, 'id' | 'createdAt'>();

/** The columns of the clients CSV, in order: every field, named as the API and the CSV import name them. */
export const CLIENT_CSV_COLUMNS = [
  'id', 'name', 'email', 'phone', 'website', 'company', 'companySize', 'industry', 'location', 'servicesRequired',
  'startDate', 'expectedDelivery', 'currentStatus', 'preferredCommunication', 'salesman', 'internalNotes',
  'oneTimePrice', 'monthlyPrice', 'contractUrl', 'paymentStatus',
  'billingName', 'ico', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'documentLanguage', 'vatPayer',
  'createdAt',
] as const satisfies readonly (keyof ClientRecord)[];

/**
 * Clients inserted per statement by an import. Small enough that one statement is short on the embedded database
 * (PGlite runs it synchronously, in this process: about a millisecond a row on a busy machine), big enough that the
 * round trips do not dominate on PostgreSQL.
 */
const IMPORT_BATCH = 250;

/** Clients list filters, applied on the server like the search. */
export interface ClientFilter {
  status?: (typeof CLIENT_STATUSES)[number];
}

const filterOf = (f: ClientFilter): SQL | undefined => (f.status ? eq(clients.currentStatus, f.status) : undefined);

/** A client row just written, as answers show it (a new client has no invoices yet). */
const withTypedStatus = (row: ClientRow): ClientRecord => ({ ...row, paymentStatusFromInvoices: false });

export function clientData(db: Database) {
  const selectClients = () => db.select(clientColumns).from(clients).$dynamic();
  const get = async (id: number): Promise<ClientRecord | undefined> => firstRow(await selectClients().where(eq(clients.id, id)));
  return {
    list: (query: ListQuery<ClientSortKey>, filter: ClientFilter = {}) => listPage(db, LIST, query, selectClients(), filterOf(filter)),
    /** Every client the list shows (search, filter, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<ClientSortKey>, filter: ClientFilter, actor: Actor): Promise<AsyncIterable<ClientRecord[]>> => {
      await recordExport(db, actor, 'client', { q: query.q, sort: query.sort, dir: query.dir, ...filter });
      return listBatches<ClientSortKey, ClientRecord>(db, LIST, query, selectClients, filterOf(filter));
    },
    get,
    /** Each write records who made it in the audit log, in the same transaction. */
    create: async (input: ClientInput, actor: Actor): Promise<ClientRecord> =>
      db.transaction(async (tx) => {
        const created = (await tx.insert(clients).values(toColumns(input)).returning())[0]!;
        await recordAudit(tx, { actor, action: 'create', entity: 'client', entityId: created.id, changes: auditChanges(null, created) });
        return withTypedStatus(created);
      }),
    /**
     * A client with issued invoices keeps its stored payment status: the one sent must be the derived one shown
     * (the form sends it back unchanged), any other is refused with 400 on paymentStatus.
     */
    update: async (id: number, input: ClientInput, actor: Actor): Promise<ClientRecord | undefined> => {
      const updated = await db.transaction((tx) => updateClientIn(tx, id, input, actor));
      return updated ? get(id) : undefined;
    },
    /**
     * Deliberate: projects.client_id is ON DELETE CASCADE, so deleting a client deletes its projects too (and
     * portfolio items linked to those projects keep existing with project_id set to null). The admin screen says so
     * in its confirmation.
     */
    /**
     * Creates every client of an import in one transaction (all or none), each recorded as created, and the import
     * itself recorded once with the number of rows. Written in statements of IMPORT_BATCH rows with the event loop let
     * through after each (docs/architecture.md, "Long writes"): on PostgreSQL other requests go on on other pooled
     * connections; on the embedded database the transaction holds its only connection until the commit, so requests
     * that need the database wait for it, and everything answered from memory (cached pages, GET /api/user) does not.
     */
    importMany: async (inputs: readonly ClientInput[], actor: Actor): Promise<number> =>
      db.transaction(async (tx) => {
        const created: ClientRow[] = [];
        for (let i = 0; i < inputs.length; i += IMPORT_BATCH) {
          created.push(...(await tx.insert(clients).values(inputs.slice(i, i + IMPORT_BATCH).map(toColumns)).returning()));
          await yieldToEventLoop();
        }
        await recordAudits(
          tx,
          created.map((row) => ({ actor, action: 'create', entity: 'client', entityId: row.id, changes: auditChanges(null, row) }) as const),
        );
        await recordAudit(tx, { actor, action: 'import', entity: 'client', changes: { rows: { from: null, to: created.length } } });
        return created.length;
      }),
    /**
     * Deletes a client (its projects with it); a client with invoices, or with time or received invoices on its
     * projects, is kept — 409 (docs/product/invoices.md#keeping):
     * the row is locked first, so no invoice can be added to it between the check and the delete.
     */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
        if (!locked) return false;
        const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.clientId, id)).limit(1);
        if (invoice) throw new Conflict(CLIENT_HAS_INVOICES);
        const [time] = await tx
          .select({ id: timeEntries.id })
          .from(timeEntries)
          .innerJoin(projects, eq(projects.id, timeEntries.projectId))
          .where(eq(projects.clientId, id))
          .limit(1);
        if (time) throw new Conflict(CLIENT_HAS_TIME);
        const [cost] = await tx
          .select({ id: receivedInvoices.id })
          .from(receivedInvoices)
          .innerJoin(projects, eq(projects.id, receivedInvoices.projectId))
          .where(eq(projects.clientId, id))
          .limit(1);
        if (cost) throw new Conflict(CLIENT_HAS_COSTS);
        const [deleted] = await tx.delete(clients).where(eq(clients.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'client', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
  };
}

/** The client with this e-mail (case-insensitive; the oldest when several), in `tx`. */
export async function clientByEmail(tx: Transaction, email: string): Promise<ClientRow | undefined> {
  return firstRow(await tx.select().from(clients).where(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`).orderBy(asc(clients.id)).limit(1));
}

/**
 * A new lead from an enquiry's sender, audited, in `tx` (docs/product/proposals.md#from-a-quote-request). Its document
 * language and billing country default to the columns' (cs, CZ) unless given ('' is a country not known yet).
 */
export async function createLead(
  tx: Transaction,
  input: { name: string; email: string; phone: string | null; company?: string | null; ico?: string | null; documentLanguage?: Language; billingCountry?: string },
  actor: Actor,
): Promise<ClientRow> {
  const [row] = await tx
    .insert(clients)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      ico: input.ico ?? null,
      ...(input.documentLanguage ? { documentLanguage: input.documentLanguage } : {}),
      ...(input.billingCountry !== undefined ? { billingCountry: input.billingCountry } : {}),
      currentStatus: 'lead',
    })
    .returning();
  await recordAudit(tx, { actor, action: 'create', entity: 'client', entityId: row!.id, changes: auditChanges(null, row) });
  return row!;
}

/** Makes a client active (an accepted proposal), audited, in `tx`; nothing when it is already. */
export async function activateClient(tx: Transaction, id: number, actor: Actor): Promise<void> {
  const [before] = await tx.select({ currentStatus: clients.currentStatus }).from(clients).where(eq(clients.id, id)).for('update');
  if (!before || before.currentStatus === 'active') return;
  await tx.update(clients).set({ currentStatus: 'active' }).where(eq(clients.id, id));
  await recordAudit(tx, { actor, action: 'status', entity: 'client', entityId: id, changes: { currentStatus: { from: before.currentStatus, to: 'active' } } });
}

/**
 * The client's update in `tx` (the form's PUT, and a portal change request staff approve — issue 25): the row locked,
 * the payment-status rule, the audit 'update' entry. Undefined for an unknown id.
 */
export async function updateClientIn(tx: Transaction, id: number, input: ClientInput, actor: Actor): Promise<ClientRow | undefined> {
  const before = firstRow(await tx.select().from(clients).where(eq(clients.id, id)).for('update'));
  if (!before) return undefined;
  const [shown] = await tx.select({ status: paymentStatusShown, derived: clientColumns.paymentStatusFromInvoices }).from(clients).where(eq(clients.id, id));
  let columns = toColumns(input);
  if (shown?.derived) {
    if (input.paymentStatus !== shown.status) throw new Invalid('paymentStatus', DERIVED_MESSAGES.clientPaymentStatus);
    columns = { ...columns, paymentStatus: before.paymentStatus };
  }
  const after = (await tx.update(clients).set(columns).where(eq(clients.id, id)).returning())[0]!;
  await recordAudit(tx, { actor, action: 'update', entity: 'client', entityId: id, changes: auditChanges(before, after) });
  return after;
}

/**
 * Before a proposal is accepted (issue 33; docs/product/proposals.md#billing-details-on-acceptance): the billing
 * details the client typed, if any, written to its record (audited as the client's own input), and the record then
 * checked by the rule of tax documents — 400 naming each field still missing or wrong, nothing written.
 */
export async function takeAcceptanceBilling(tx: Transaction, id: number, billing: AcceptanceBilling | undefined, actor: Actor): Promise<void> {
  const before = await lockedClient(tx, id);
  if (!before) return;
  const merged = { ...before, ...billing };
  const fields: Record<string, string> = {};
  for (const issue of clientBillingIssues(merged)) fields[issue.path] ??= issue.message;
  for (const field of missingTaxDocumentCustomer(merged)) fields[TAX_DOCUMENT_CUSTOMER_FIELDS[field]] ??= TAX_DOCUMENT_CUSTOMER_MESSAGES.required;
  if (Object.keys(fields).length > 0) throw new InvalidFields(TAX_DOCUMENT_CUSTOMER_MESSAGES.incomplete, fields);
  if (!billing || ACCEPTANCE_BILLING_FIELDS.every((key) => before[key] === billing[key])) return;
  const after = (await tx.update(clients).set(billing).where(eq(clients.id, id)).returning())[0]!;
  await recordAudit(tx, { actor, action: 'update', entity: 'client', entityId: id, changes: auditChanges(before, after) });
}

/** A client's row as the client form's input (every field of the schema), e.g. to apply a change request to. */
export function clientInputOf(row: ClientRow | ClientRecord): ClientInput {
  const { id: _id, createdAt: _createdAt, ...input } = row as ClientRow;
  const { paymentStatusFromInvoices: _derived, ...fields } = input as ClientRow & { paymentStatusFromInvoices?: boolean };
  return fields;
}

/** A client's row locked in `tx` (for writes that decide on its current state), or undefined. */
export async function lockedClient(tx: Transaction, id: number): Promise<ClientRow | undefined> {
  return firstRow(await tx.select().from(clients).where(eq(clients.id, id)).for('update'));
}

/**
 * The address of an erased client: `erased-client-<id>@erased.invalid` — never delivered (.invalid, RFC 2606), and a
 * valid address for the client schema (which wants a dot in the domain, so not `@invalid` alone).
 */
export const erasedClientEmail = (id: number): string => `erased-client-${id}@erased.invalid`;

/**
 * A GDPR erasure of a client (issue 25, docs/product/client-portal.md). With tax documents or a contract
 * (`keepBillingIdentity`: an issued invoice or an accepted proposal) the client keeps who documents were made out to —
 * the billing name (its name becomes the billing name when it has one), company, IČO, DIČ, billing address, country,
 * document language, VAT payer — and loses its contact details; otherwise everything that names the person goes. The
 * e-mail becomes erasedClientEmail(id) (the column is required, and the client form must still accept the record). Status, prices
 * and dates stay. No audit entry here: the caller audits the erasure once, with counts only. Whether anything changed.
 */
export async function anonymiseClient(tx: Transaction, id: number, keepBillingIdentity: boolean): Promise<boolean> {
  const before = await lockedClient(tx, id);
  if (!before) return false;
  const contact = {
    email: erasedClientEmail(id),
    phone: null,
    website: null,
    location: null,
    salesman: null,
    internalNotes: null,
    contractUrl: null,
    preferredCommunication: null,
  } satisfies Partial<ClientRow>;
  const identity = keepBillingIdentity
    ? { name: before.billingName ?? before.name }
    : {
        name: `Anonymizovaný klient #${id}`,
        company: null,
        companySize: null,
        industry: null,
        billingName: null,
        ico: null,
        dic: null,
        billingStreet: null,
        billingCity: null,
        billingPostalCode: null,
        billingCountry: CLIENT_BILLING_DEFAULTS.billingCountry,
        vatPayer: false,
      };
  const values = { ...contact, ...identity };
  const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => before[key] !== values[key]);
  if (changed) await tx.update(clients).set(values).where(eq(clients.id, id));
  return changed;
}

/** A client as answers show it (the payment status as shown), read in `tx`. */
export async function clientRecordIn(tx: Transaction, id: number): Promise<ClientRecord | undefined> {
  return firstRow(await tx.select(clientColumns).from(clients).where(eq(clients.id, id)));
}
