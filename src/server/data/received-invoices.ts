/**
 * Invoices received from suppliers (issue 36 point 5, docs/product/time-and-profit.md#costs-from-suppliers): the only
 * writer of received_invoices and received_invoice_amounts. A received invoice is typed by hand or read from an ISDOC
 * file (documents/isdoc/isdoc-import.ts; the file is kept as it came), one amount row per VAT percent. Whether its VAT
 * is claimed back is fixed when it is recorded, from the agency's billing details (a VAT payer claims it back).
 *
 * Rebilling: a rebillable cost of a project is pending until a new CZK invoice draft for the project's client takes it
 * (invoices/invoice-drafts.ts insertDraft calls pendingRebills and markRebilled in the draft's transaction); deleting
 * that draft or crediting the issued invoice releases it (releaseRebilledCosts). While it is on a client invoice its
 * money and rebill fields are not changed and it is not deleted (409). Every write is audited in its transaction.
 */
import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import { vatRateCodesOn } from '@/shared/money/vat-rates';
import { MAX_UNIT_PRICE_MINOR } from '@/shared/schemas/proposal';
import {
  RECEIVED_INVOICE_MESSAGES,
  rebillLines,
  receivedInvoiceCostCzk,
  receivedTotals,
  type AdminReceivedInvoice,
  type ReceivedAmount,
  type ReceivedInvoiceInput,
  type RebillLine,
} from '@/shared/schemas/received-invoice';
import { RECEIVED_INVOICE_SORT_KEYS, type ReceivedInvoiceFilter, type ReceivedInvoiceSortKey } from '@/shared/schemas/received-invoice-list';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { clients, invoices, projects, receivedInvoiceAmounts, receivedInvoices, type ReceivedInvoiceRow } from '../db/schema';
import { Conflict, Invalid } from '../domain/errors';
import { agencyIsVatPayer } from './agency-billing';
import { columnValues } from './column-values';
import type { Transaction } from './content-version';
import { firstRow, listPage, searchColumns, type ListQuery, type ListSpec, type Page, type SortColumn } from './list-page';

type Reader = Database | Transaction;

/** A received invoice as the data module returns it: the API record with its instants as dates (sent as ISO text). */
export type ReceivedInvoiceRecord = Omit<AdminReceivedInvoice, 'createdAt' | 'updatedAt'> & Pick<ReceivedInvoiceRow, 'createdAt' | 'updatedAt'>;

/** The stored ISDOC file of a received invoice, or null when it was typed by hand. */
export interface StoredIsdoc {
  number: string;
  xml: string | null;
}

const { isdocXml: _isdocXml, createdBy: _createdBy, ...shownColumns } = getTableColumns(receivedInvoices);

/** The columns of an answer: the row's own but the file and its author, its project, client and rebilling invoice. */
const recordColumns = {
  ...shownColumns,
  fromIsdoc: sql<boolean>`(${receivedInvoices.isdocXml} is not null)`,
  projectName: projects.name,
  clientId: projects.clientId,
  clientName: clients.name,
  rebilledInvoiceNumber: invoices.number,
};

/** The sum of a received invoice's amounts with VAT, in its own currency (the list's amount sort). */
const totalMinorSql = sql`(select coalesce(sum(${receivedInvoiceAmounts.baseMinor} + ${receivedInvoiceAmounts.vatMinor}), 0) from ${receivedInvoiceAmounts} where ${receivedInvoiceAmounts.receivedInvoiceId} = ${receivedInvoices.id})`;

const SORTABLE = {
  taxableSupplyOn: { column: receivedInvoices.taxableSupplyOn },
  issuedOn: { column: receivedInvoices.issuedOn },
  dueOn: { column: receivedInvoices.dueOn },
  supplierName: { column: receivedInvoices.supplierName, text: true },
  number: { column: receivedInvoices.number, text: true },
  totalMinor: { column: totalMinorSql },
  createdAt: { column: receivedInvoices.createdAt },
} satisfies Record<ReceivedInvoiceSortKey, SortColumn>;
export { RECEIVED_INVOICE_SORT_KEYS };

/** docs/product/time-and-profit.md#costs-from-suppliers: searched by the supplier's name and IČO and the number. */
const SEARCHED = [receivedInvoices.supplierName, receivedInvoices.supplierIco, receivedInvoices.number] as const;

const LIST: ListSpec<ReceivedInvoiceSortKey> = {
  table: receivedInvoices,
  id: receivedInvoices.id,
  sortable: SORTABLE,
  defaultSort: 'taxableSupplyOn',
  search: (q) => searchColumns(q, SEARCHED),
};

/** The list's filters, on the table's own columns (the total counts them without the joins). */
function filterOf(filter: ReceivedInvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.projectId !== undefined) conditions.push(eq(receivedInvoices.projectId, filter.projectId));
  if (filter.from !== undefined) conditions.push(gte(receivedInvoices.taxableSupplyOn, filter.from));
  if (filter.to !== undefined) conditions.push(lte(receivedInvoices.taxableSupplyOn, filter.to));
  if (filter.rebill === 'pending') conditions.push(and(eq(receivedInvoices.rebillable, true), isNull(receivedInvoices.rebilledInvoiceId))!);
  if (filter.rebill === 'rebilled') conditions.push(isNotNull(receivedInvoices.rebilledInvoiceId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The schema's fields but the amounts as the columns they write: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<
  typeof receivedInvoices.$inferInsert,
  'id' | 'vatReclaimable' | 'rebilledInvoiceId' | 'isdocXml' | 'createdBy' | 'createdAt' | 'updatedAt'
>();

const selectRecords = (db: Reader) =>
  db
    .select(recordColumns)
    .from(receivedInvoices)
    .leftJoin(projects, eq(projects.id, receivedInvoices.projectId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoices, eq(invoices.id, receivedInvoices.rebilledInvoiceId))
    .$dynamic();
type SelectedRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** The amounts of received invoices, lowest VAT percent first, by invoice. */
async function amountsOf(db: Reader, ids: readonly number[]): Promise<Map<number, ReceivedAmount[]>> {
  const byInvoice = new Map<number, ReceivedAmount[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(receivedInvoiceAmounts)
    .where(inArray(receivedInvoiceAmounts.receivedInvoiceId, [...ids]))
    .orderBy(asc(receivedInvoiceAmounts.receivedInvoiceId), asc(receivedInvoiceAmounts.vatPercent));
  for (const { receivedInvoiceId, ...amount } of rows) byInvoice.get(receivedInvoiceId)?.push(amount);
  return byInvoice;
}

/** A selected row with its amounts as the answer: the totals and the cost computed by the shared rules. */
function toRecord(row: SelectedRow, amounts: ReceivedAmount[]): ReceivedInvoiceRecord {
  return { ...row, amounts, ...receivedTotals(amounts), costCzk: receivedInvoiceCostCzk({ ...row, amounts }) };
}

async function recordsOf(db: Reader, rows: SelectedRow[]): Promise<ReceivedInvoiceRecord[]> {
  const amounts = await amountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, amounts.get(row.id) ?? []));
}

async function recordById(db: Reader, id: number): Promise<ReceivedInvoiceRecord | undefined> {
  const row = firstRow(await selectRecords(db).where(eq(receivedInvoices.id, id)));
  return row ? (await recordsOf(db, [row]))[0] : undefined;
}

/** The row locked for a change, or undefined. */
async function lockedRow(tx: Transaction, id: number): Promise<ReceivedInvoiceRow | undefined> {
  return firstRow(await tx.select().from(receivedInvoices).where(eq(receivedInvoices.id, id)).for('update'));
}

/** A received invoice as its audit entries log it: its columns without the file (`fromIsdoc` instead), its amounts. */
function logged(row: ReceivedInvoiceRow, amounts: readonly ReceivedAmount[]): Record<string, unknown> {
  const { isdocXml, ...columns } = row;
  return { ...columns, fromIsdoc: isdocXml !== null, amounts: sortedAmounts(amounts) };
}

const sortedAmounts = (amounts: readonly ReceivedAmount[]): ReceivedAmount[] =>
  [...amounts]
    .sort((a, b) => a.vatPercent - b.vatPercent)
    .map(({ vatPercent, baseMinor, vatMinor }) => ({ vatPercent, baseMinor, vatMinor }));

/**
 * Whether an update changes what a client invoice carries: the money (currency, rate, amounts) or the rebilling
 * (project, rebillable, markup). Refused while the cost is on a client invoice.
 */
function changesRebilledFields(before: ReceivedInvoiceRow, amounts: readonly ReceivedAmount[], input: ReceivedInvoiceInput): boolean {
  return (
    before.currency !== input.currency ||
    before.exchangeRateThousandths !== input.exchangeRateThousandths ||
    before.projectId !== input.projectId ||
    before.rebillable !== input.rebillable ||
    before.markupBasisPoints !== input.markupBasisPoints ||
    JSON.stringify(sortedAmounts(amounts)) !== JSON.stringify(sortedAmounts(input.amounts))
  );
}

async function assertProject(tx: Reader, projectId: number | null): Promise<void> {
  if (projectId === null) return;
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Invalid('projectId', RECEIVED_INVOICE_MESSAGES.projectNotFound);
}

/**
 * A write whose statements may clash with another's: the same supplier's number recorded twice (the unique index) is
 * 409 on `number`; a project deleted between the check and the write is the same 400 as an unknown one.
 */
async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_UNIQUE_VIOLATION) throw Conflict.onField('number', RECEIVED_INVOICE_MESSAGES.duplicate);
    if (code === PG_FOREIGN_KEY_VIOLATION) throw new Invalid('projectId', RECEIVED_INVOICE_MESSAGES.projectNotFound);
    throw err;
  }
}

async function insertAmounts(tx: Transaction, receivedInvoiceId: number, amounts: readonly ReceivedAmount[]): Promise<void> {
  await tx.insert(receivedInvoiceAmounts).values(sortedAmounts(amounts).map((amount) => ({ receivedInvoiceId, ...amount })));
}

export function receivedInvoiceData(db: Database) {
  return {
    list: async (query: ListQuery<ReceivedInvoiceSortKey>, filter: ReceivedInvoiceFilter): Promise<Page<ReceivedInvoiceRecord>> => {
      const page = await listPage(db, LIST, query, selectRecords(db), filterOf(filter));
      return { rows: await recordsOf(db, page.rows), total: page.total };
    },

    get: (id: number): Promise<ReceivedInvoiceRecord | undefined> => recordById(db, id),

    /**
     * Records a received invoice (`isdocXml`: the file it was read from, kept as it came). Its VAT is claimed back when
     * the agency is a VAT payer now; 400 on an unknown project, 409 on the supplier's number recorded already.
     */
    create: async (input: ReceivedInvoiceInput, actor: Actor, isdocXml: string | null = null): Promise<ReceivedInvoiceRecord> => {
      const id = await guardedWrite(() =>
        db.transaction(async (tx) => {
          await assertProject(tx, input.projectId);
          const vatReclaimable = await agencyIsVatPayer(tx);
          const { amounts, ...fields } = input;
          const [row] = await tx
            .insert(receivedInvoices)
            .values({ ...toColumns(fields), vatReclaimable, isdocXml, createdBy: actor.id })
            .returning();
          await insertAmounts(tx, row!.id, amounts);
          await recordAudit(tx, { actor, action: 'create', entity: 'received_invoice', entityId: row!.id, changes: auditChanges(null, logged(row!, amounts)) });
          return row!.id;
        }),
      );
      return (await recordById(db, id))!;
    },

    /**
     * Undefined for an unknown id. `vat_reclaimable` and the file are kept; while the cost is on a client invoice its
     * money and rebill fields are not changed (409).
     */
    update: async (id: number, input: ReceivedInvoiceInput, actor: Actor): Promise<ReceivedInvoiceRecord | undefined> => {
      const changed = await guardedWrite(() =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id);
          if (!before) return false;
          const beforeAmounts = (await amountsOf(tx, [id])).get(id) ?? [];
          if (before.rebilledInvoiceId !== null && changesRebilledFields(before, beforeAmounts, input)) throw new Conflict(RECEIVED_INVOICE_MESSAGES.rebilled);
          await assertProject(tx, input.projectId);
          const { amounts, ...fields } = input;
          const [after] = await tx
            .update(receivedInvoices)
            .set({ ...toColumns(fields), updatedAt: new Date() })
            .where(eq(receivedInvoices.id, id))
            .returning();
          await tx.delete(receivedInvoiceAmounts).where(eq(receivedInvoiceAmounts.receivedInvoiceId, id));
          await insertAmounts(tx, id, amounts);
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'received_invoice',
            entityId: id,
            changes: auditChanges(logged(before, beforeAmounts), logged(after!, amounts)),
          });
          return true;
        }),
      );
      return changed ? recordById(db, id) : undefined;
    },

    /** False for an unknown id; 409 while the cost is on a client invoice (release it first). */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const before = await lockedRow(tx, id);
        if (!before) return false;
        if (before.rebilledInvoiceId !== null) throw new Conflict(RECEIVED_INVOICE_MESSAGES.rebilled);
        const amounts = (await amountsOf(tx, [id])).get(id) ?? [];
        // Its amounts go with it (ON DELETE CASCADE).
        await tx.delete(receivedInvoices).where(eq(receivedInvoices.id, id));
        await recordAudit(tx, { actor, action: 'delete', entity: 'received_invoice', entityId: id, changes: auditChanges(logged(before, amounts), null) });
        return true;
      }),

    /** The ISDOC file a received invoice was imported from (`xml` null: typed by hand); undefined for an unknown id. */
    isdoc: async (id: number): Promise<StoredIsdoc | undefined> =>
      firstRow(await db.select({ number: receivedInvoices.number, xml: receivedInvoices.isdocXml }).from(receivedInvoices).where(eq(receivedInvoices.id, id))),
  };
}

/** What a new invoice draft takes of its client's pending costs: their ids and the lines they add. */
export interface PendingRebills {
  ids: number[];
  lines: RebillLine[];
}

/**
 * The rebillable costs of the client's projects that are on no invoice yet, locked for the draft's transaction (a
 * second draft made at the same time waits, then finds them taken), oldest taxable supply first, with their lines in
 * the draft's language (rebillLines). Only what fits: at most `room` lines, each priced within an invoice line's limit
 * and at a VAT rate that exists on the draft's `taxDate`; a cost that does not fit stays pending for a later draft.
 */
export async function pendingRebills(tx: Transaction, draft: { clientId: number; language: Language; taxDate: string; room: number }): Promise<PendingRebills> {
  const rows = await tx
    .select({
      id: receivedInvoices.id,
      supplierName: receivedInvoices.supplierName,
      number: receivedInvoices.number,
      description: receivedInvoices.description,
      currency: receivedInvoices.currency,
      exchangeRateThousandths: receivedInvoices.exchangeRateThousandths,
      markupBasisPoints: receivedInvoices.markupBasisPoints,
    })
    .from(receivedInvoices)
    .innerJoin(projects, eq(projects.id, receivedInvoices.projectId))
    .where(and(eq(projects.clientId, draft.clientId), eq(receivedInvoices.rebillable, true), isNull(receivedInvoices.rebilledInvoiceId)))
    .orderBy(asc(receivedInvoices.taxableSupplyOn), asc(receivedInvoices.id))
    .for('update', { of: receivedInvoices });
  const amounts = await amountsOf(
    tx,
    rows.map((row) => row.id),
  );
  const codes = vatRateCodesOn(draft.taxDate);
  const taken: PendingRebills = { ids: [], lines: [] };
  let room = draft.room;
  for (const row of rows) {
    const lines = rebillLines({ ...row, amounts: amounts.get(row.id) ?? [] }, draft.language);
    if (lines.length > room || lines.some((line) => line.unitPriceMinor > MAX_UNIT_PRICE_MINOR || !codes.includes(line.vatRateCode))) continue;
    taken.ids.push(row.id);
    taken.lines.push(...lines);
    room -= lines.length;
  }
  return taken;
}

/** Links the costs to the invoice draft that bills them (pendingRebills' ids), in its transaction, audited. */
export async function markRebilled(tx: Transaction, ids: readonly number[], invoiceId: number, actor: Actor): Promise<void> {
  if (ids.length === 0) return;
  const marked = await tx
    .update(receivedInvoices)
    .set({ rebilledInvoiceId: invoiceId, updatedAt: new Date() })
    .where(inArray(receivedInvoices.id, [...ids]))
    .returning({ id: receivedInvoices.id });
  for (const { id } of marked) {
    await recordAudit(tx, { actor, action: 'update', entity: 'received_invoice', entityId: id, changes: { rebilledInvoiceId: { from: null, to: invoiceId } } });
  }
}

/**
 * Releases the costs an invoice carries (its draft deleted, or the issued invoice credited), in that write's
 * transaction, audited: they are pending again, for the client's next draft. How many.
 */
export async function releaseRebilledCosts(tx: Transaction, invoiceId: number, actor: Actor): Promise<number> {
  const released = await tx
    .update(receivedInvoices)
    .set({ rebilledInvoiceId: null, updatedAt: new Date() })
    .where(eq(receivedInvoices.rebilledInvoiceId, invoiceId))
    .returning({ id: receivedInvoices.id });
  for (const { id } of released) {
    await recordAudit(tx, { actor, action: 'update', entity: 'received_invoice', entityId: id, changes: { rebilledInvoiceId: { from: invoiceId, to: null } } });
  }
  return released.length;
}

/**
 * Releases the costs rebilled on some lines of an invoice (a credit note crediting them wholly; issue 38), in that
 * write's transaction, audited: a cost whose every line (rebillLines, in the invoice's language) is one of `lines`
 * exactly (text, quantity, price, VAT rate) is pending again. How many.
 */
export async function releaseRebilledCostsOfLines(
  tx: Transaction,
  invoiceId: number,
  language: Language,
  lines: readonly Pick<RebillLine, 'description' | 'quantityThousandths' | 'unitPriceMinor' | 'vatRateCode'>[],
  actor: Actor,
): Promise<number> {
  if (lines.length === 0) return 0;
  const rows = await tx
    .select({
      id: receivedInvoices.id,
      supplierName: receivedInvoices.supplierName,
      number: receivedInvoices.number,
      description: receivedInvoices.description,
      currency: receivedInvoices.currency,
      exchangeRateThousandths: receivedInvoices.exchangeRateThousandths,
      markupBasisPoints: receivedInvoices.markupBasisPoints,
    })
    .from(receivedInvoices)
    .where(eq(receivedInvoices.rebilledInvoiceId, invoiceId));
  const amounts = await amountsOf(
    tx,
    rows.map((row) => row.id),
  );
  const credited = (line: RebillLine) =>
    lines.some((l) => l.description === line.description && l.quantityThousandths === line.quantityThousandths && l.unitPriceMinor === line.unitPriceMinor && l.vatRateCode === line.vatRateCode);
  let released = 0;
  for (const row of rows) {
    const own = rebillLines({ ...row, amounts: amounts.get(row.id) ?? [] }, language);
    if (own.length === 0 || !own.every(credited)) continue;
    await tx.update(receivedInvoices).set({ rebilledInvoiceId: null, updatedAt: new Date() }).where(eq(receivedInvoices.id, row.id));
    await recordAudit(tx, { actor, action: 'update', entity: 'received_invoice', entityId: row.id, changes: { rebilledInvoiceId: { from: invoiceId, to: null } } });
    released += 1;
  }
  return released;
}
