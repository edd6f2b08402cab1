/**
 * The names of the records audit entries are about (issue 20, item 7): taken from the entry's own changes or the
 * record's row when the entry is written (so a deleted record keeps the name it had), and looked up for older entries.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditChanges, type AuditEntity } from '@/shared/audit';
import type { Database } from '../db/database';
import { clientChangeRequests,
  bankFeeds,
  bankStatementImports,
  bankTransactions,
  clients,
  invoices,
  mailOutbox,
  media,
  messages,
  portfolioItemTranslations,
  projects,
  proposals,
  receivedInvoices,
  staffCostRates,
  timeActivities,
  timeEntries,
} from '../db/schema';
import { userNames } from '../data/accounts/users';
import { ownTitlesOf } from '../data/blog-post-texts';
import type { Transaction } from '../data/content-version';

type Reader = Database | Transaction;

/** The field that names a record of each entity (the same field in its audit changes). */
const LABEL_FIELD: Partial<Record<AuditEntity, string>> = {
  client: 'name',
  project: 'name',
  message: 'name',
  user: 'name',
  blog_post: 'title',
  portfolio_item: 'title',
  mail: 'subject',
  media: 'originalName',
  proposal: 'number',
  invoice: 'number',
  bank_statement: 'fileName',
  bank_transaction: 'bankRef',
  time_activity: 'nameCs',
  received_invoice: 'number',
  bank_feed: 'label',
};

/** The name in an entry's changes: the new value of the naming field, else the old one (a deleted record). */
export function labelFromChanges(entity: AuditEntity, changes: AuditChanges): string | null {
  const field = LABEL_FIELD[entity];
  const change = field ? changes[field] : undefined;
  if (!change) return null;
  const value = change.to ?? change.from;
  return typeof value === 'string' && value ? value : null;
}

async function rowsOf(db: Reader, entity: AuditEntity, ids: number[]): Promise<{ id: number; label: string }[]> {
  switch (entity) {
    case 'client':
      return db.select({ id: clients.id, label: clients.name }).from(clients).where(inArray(clients.id, ids));
    case 'project':
      return db.select({ id: projects.id, label: projects.name }).from(projects).where(inArray(projects.id, ids));
    case 'message':
      return db.select({ id: messages.id, label: messages.name }).from(messages).where(inArray(messages.id, ids));
    case 'user':
      return userNames(db, ids);
    case 'blog_post':
      return ownTitlesOf(db, ids);
    case 'portfolio_item':
      // The Czech title (the item's own, docs/product/records.md#records).
      return db
        .select({ id: portfolioItemTranslations.itemId, label: portfolioItemTranslations.title })
        .from(portfolioItemTranslations)
        .where(and(inArray(portfolioItemTranslations.itemId, ids), eq(portfolioItemTranslations.language, 'cs')));
    case 'mail':
      return db.select({ id: mailOutbox.id, label: mailOutbox.subject }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    case 'media':
      return db.select({ id: media.id, label: media.originalName }).from(media).where(inArray(media.id, ids));
    case 'proposal':
      return db.select({ id: proposals.id, label: proposals.number }).from(proposals).where(inArray(proposals.id, ids));
    case 'invoice':
      // A draft has no number yet: it is named by its id until issued.
      return (await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, ids))).map((row) => ({
        id: row.id,
        label: row.number ?? `#${row.id}`,
      }));
    case 'bank_statement':
      return db.select({ id: bankStatementImports.id, label: bankStatementImports.fileName }).from(bankStatementImports).where(inArray(bankStatementImports.id, ids));
    case 'bank_transaction':
      return db.select({ id: bankTransactions.id, label: bankTransactions.bankRef }).from(bankTransactions).where(inArray(bankTransactions.id, ids));
    case 'change_request':
      // A change request is named by its client.
      return db
        .select({ id: clientChangeRequests.id, label: clients.name })
        .from(clientChangeRequests)
        .innerJoin(clients, eq(clients.id, clientChangeRequests.clientId))
        .where(inArray(clientChangeRequests.id, ids));
    case 'cost_rate': {
      // A cost rate is named by its person.
      const rates = await db.select({ id: staffCostRates.id, userId: staffCostRates.userId }).from(staffCostRates).where(inArray(staffCostRates.id, ids));
      const names = new Map((await userNames(db, [...new Set(rates.map((r) => r.userId))])).map((u) => [u.id, u.label]));
      return rates.flatMap((r) => (names.has(r.userId) ? [{ id: r.id, label: names.get(r.userId)! }] : []));
    }
    case 'time_activity':
      return db.select({ id: timeActivities.id, label: timeActivities.nameCs }).from(timeActivities).where(inArray(timeActivities.id, ids));
    case 'time_entry':
      // An entry is named by its project.
      return db
        .select({ id: timeEntries.id, label: projects.name })
        .from(timeEntries)
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(inArray(timeEntries.id, ids));
    case 'received_invoice':
      // The supplier's number of the document (the same field its entries name it by).
      return db.select({ id: receivedInvoices.id, label: receivedInvoices.number }).from(receivedInvoices).where(inArray(receivedInvoices.id, ids));
    case 'bank_feed':
      return db.select({ id: bankFeeds.id, label: bankFeeds.label }).from(bankFeeds).where(inArray(bankFeeds.id, ids));
    case 'setting':
    case 'site_text':
      return [];
  }
}

const isRowId = (value: unknown): value is number | string => (typeof value === 'number' || typeof value === 'string') && /^\d{1,9}$/.test(String(value));

/** The names of existing records, by `entity:id`; ids of deleted records are absent. */
export async function lookupLabels(db: Reader, wanted: ReadonlyMap<AuditEntity, ReadonlySet<unknown>>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([entity, values]) => {
      const ids = [...new Set([...values].filter(isRowId).map(Number))];
      if (ids.length === 0) return;
      for (const row of await rowsOf(db, entity, ids)) names.set(`${entity}:${row.id}`, row.label);
    }),
  );
  return names;
}

/** The name to store with a new entry: from its changes, else the record's current row (in the change's transaction). */
export async function labelForEntry(db: Reader, entity: AuditEntity, entityId: string | null, changes: AuditChanges): Promise<string | null> {
  const fromChanges = labelFromChanges(entity, changes);
  if (fromChanges || entityId === null || !isRowId(entityId)) return fromChanges;
  const names = await lookupLabels(db, new Map([[entity, new Set([entityId])]]));
  return names.get(`${entity}:${entityId}`) ?? null;
}
