/**
 * Drafts (docs/product/invoices.md#drafts): list, create, change and delete, and a draft from an accepted proposal.
 * Only a draft is written here; an issued invoice is never edited or deleted (409) — a credit note corrects it.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import { divideRounded, documentTotals, type VatMode } from '@/shared/money/document-totals';
import type { ExchangeRateAnswer } from '@/shared/exchange-rates';
import { INVOICE_MESSAGES, MAX_DOCUMENT_TOTAL_MINOR, type ExchangeRateSource, MAX_INVOICE_LINES, INVOICE_SORT_KEYS, type InvoiceSortKey, type AdminInvoice, type AdminInvoiceListItem, type InvoiceDraftInput, type InvoiceFilter, type InvoiceLineInput } from '@/shared/schemas/invoice';
import { MAX_LENGTH } from '@/shared/schemas/fields';
import { defaultVatMode } from '@/shared/vat-treatment';
import { auditChanges, recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, invoiceLines, invoices, projects, proposals, type ClientRow, type InvoiceRow } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { readAgencyBilling } from '../agency-billing';
import { rateFor } from '../exchange-rates';
import type { Transaction } from '../content-version';
import { containsPattern, firstRow, listPage, type ListQuery, type ListSpec, type Page, type SortColumn, type StoredSearch } from '../list-page';
import { invoiceExportRows } from './invoice-export';
import { releaseTime } from '../time-entries';
import { markRebilled, pendingRebills, releaseRebilledCosts, type PendingRebills } from '../received-invoices';
import { balances } from '../payments/invoice-balances';
import { adminInvoice } from './invoice-detail';
import { filterConditions, invoiceSummary, listItem, listSelection, type Reader } from './invoice-records';

/** The texts of refusals that are not about the draft schema's own fields. */
export const INVOICE_DATA_MESSAGES = {
  projectNotFound: 'The project does not exist',
  projectOfOtherClient: 'The project belongs to another client',
  advanceNotFound: 'The advance invoice does not exist or is not issued',
  advanceOtherClient: 'The advance invoice is of another client',
  advanceOtherCurrency: 'The advance invoice is in another currency',
  advanceOnlyOnInvoice: 'Only a final invoice settles an advance invoice',
  advanceSettled: 'This advance invoice is settled by another invoice already',
  proposalNotAccepted: 'Only an accepted proposal is invoiced',
  proposalNoOneTime: 'The proposal has no one-time part to invoice',
} as const;

const SORTABLE = {
  createdAt: { column: invoices.createdAt },
  number: { column: invoices.number, text: true },
  clientName: { column: clients.name, text: true },
  issuedOn: { column: invoices.issuedOn },
  dueOn: { column: invoices.dueOn },
  totalMinor: { column: invoices.totalMinor },
  kind: { column: invoices.kind },
  outstandingMinor: { column: balances.outstandingMinor },
} satisfies Record<InvoiceSortKey, SortColumn>;
export { INVOICE_SORT_KEYS, type InvoiceSortKey };

/** What an invoice search reads of its own columns (stored as its search_text, migration 0035). */
export const INVOICE_SEARCH: StoredSearch = { table: invoices, columns: [invoices.number, invoices.variableSymbol] };

/**
 * The number, the variable symbol, or the client's name contains the text (decision 033): one trigram index of the
 * text the database keeps per invoice in invoice_search (migration 0036: the invoice's stored search text, a unit
 * separator, its client's name in lower case) — a common surname is the thousands of invoices it names, not the
 * thousands of clients whose search text holds it joined to their invoices. A subquery, not the list's join: the total
 * counts invoices without it.
 */
function searchSql(q: string): SQL {
  return sql`${invoices.id} in (select invoice_id from invoice_search where search_text like ${containsPattern(q.toLowerCase())})`;
}

const LIST: ListSpec<InvoiceSortKey> = { table: invoices, id: invoices.id, sortable: SORTABLE, defaultSort: 'createdAt', search: searchSql };

/** The office's day now. */
export const today = (now = new Date()) => officeDay(now);

/**
 * The totals of the lines on `taxDate`; a VAT rate missing that day or amounts beyond exact integers: 400 naming the
 * line. A total over MAX_DOCUMENT_TOTAL_MINOR: 400 on `lines`; an EUR total whose CZK equivalent at `exchangeRate`
 * is over it: 400 on `exchangeRateThousandths` (checked before an invoice is numbered, so no number is used).
 */
export function checkedInvoiceTotals(lines: readonly InvoiceLineInput[], vatMode: VatMode, taxDate: string, exchangeRateThousandths: number | null) {
  const totals = linesTotals(lines, vatMode, taxDate);
  const payable = BigInt(Math.abs(totals.oneTime.payableMinor));
  if (payable > BigInt(MAX_DOCUMENT_TOTAL_MINOR)) throw new Invalid('lines', INVOICE_MESSAGES.totalTooLarge);
  if (exchangeRateThousandths !== null && divideRounded(payable * BigInt(exchangeRateThousandths), 1000n) > BigInt(MAX_DOCUMENT_TOTAL_MINOR)) {
    throw new Invalid('exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateTooLarge);
  }
  return totals;
}

function linesTotals(lines: readonly InvoiceLineInput[], vatMode: VatMode, taxDate: string) {
  const asLines = (list: readonly InvoiceLineInput[]) => list.map((l) => ({ ...l, recurrence: 'one_time' as const }));
  try {
    return documentTotals({ lines: asLines(lines), vatMode, taxDate });
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const index = lines.findIndex((line) => {
      try {
        documentTotals({ lines: asLines([line]), vatMode, taxDate });
        return false;
      } catch {
        return true;
      }
    });
    if (index >= 0 && /No VAT rate/.test(err.message)) throw new Invalid(`lines.${index}.vatRateCode`, INVOICE_MESSAGES.vatRateNotOnDate);
    throw new Invalid(index >= 0 ? `lines.${index}.unitPriceMinor` : 'lines', INVOICE_MESSAGES.unitPrice);
  }
}

export async function clientOf(tx: Reader, clientId: number): Promise<ClientRow> {
  const client = firstRow(await tx.select().from(clients).where(eq(clients.id, clientId)));
  if (!client) throw new Invalid('clientId', INVOICE_MESSAGES.clientNotFound);
  return client;
}

async function checkProject(tx: Reader, projectId: number | null, clientId: number): Promise<void> {
  if (projectId === null) return;
  const project = firstRow(await tx.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId)));
  if (!project) throw new Invalid('projectId', INVOICE_DATA_MESSAGES.projectNotFound);
  if (project.clientId !== clientId) throw new Invalid('projectId', INVOICE_DATA_MESSAGES.projectOfOtherClient);
}

/**
 * The advance invoice a final invoice settles: issued, of the same client and currency, settled by no other invoice.
 * `conflict`: refusals as 409 (when issuing) instead of 400 on the field (when saving a draft). Locks the advance.
 */
export async function checkAdvance(
  tx: Transaction,
  draft: { id: number | null; kind: InvoiceRow['kind']; clientId: number; currency: InvoiceRow['currency']; settlesAdvanceId: number | null },
  conflict = false,
): Promise<InvoiceRow | null> {
  if (draft.settlesAdvanceId === null) return null;
  const refuse = (message: string) => (conflict ? new Conflict(message) : new Invalid('settlesAdvanceId', message));
  if (draft.kind !== 'invoice') throw refuse(INVOICE_DATA_MESSAGES.advanceOnlyOnInvoice);
  const advance = firstRow(await tx.select().from(invoices).where(eq(invoices.id, draft.settlesAdvanceId)).for('update'));
  if (!advance || advance.kind !== 'advance_invoice' || advance.status !== 'issued') throw refuse(INVOICE_DATA_MESSAGES.advanceNotFound);
  if (advance.clientId !== draft.clientId) throw refuse(INVOICE_DATA_MESSAGES.advanceOtherClient);
  if (advance.currency !== draft.currency) throw refuse(INVOICE_DATA_MESSAGES.advanceOtherCurrency);
  const others = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.settlesAdvanceId, advance.id), draft.id === null ? undefined : ne(invoices.id, draft.id)));
  if (others.length > 0) throw refuse(INVOICE_DATA_MESSAGES.advanceSettled);
  return advance;
}

/** Where a draft's rate comes from: typed ('manual'), else the ČNB rate of its DUZP ('cnb'); none for CZK. */
export function draftRateSource(input: Pick<InvoiceDraftInput, 'currency' | 'exchangeRateThousandths' | 'exchangeRateSource'>): ExchangeRateSource | null {
  if (input.currency === 'CZK') return null;
  return input.exchangeRateSource ?? (input.exchangeRateThousandths === null ? 'cnb' : 'manual');
}

/** The tax date a draft's ČNB rate is of: its DUZP, else its date of issue, else today (when issued then). */
export function draftRateDay(input: { kind: InvoiceRow['kind']; taxableSupplyOn: string | null; issuedOn: string | null }, day: string): string {
  return (input.kind === 'advance_invoice' ? null : input.taxableSupplyOn) ?? input.issuedOn ?? day;
}

/**
 * The rate columns of a draft (docs/product/czech-services.md#čnb--exchange-rates): a typed rate as typed; a ČNB
 * one from `cnb` (the answer for the draft's tax date) when final — else empty, to be had when it is issued.
 */
function rateColumns(input: InvoiceDraftInput, cnb: ExchangeRateAnswer | null) {
  const source = draftRateSource(input);
  if (source === 'manual') return { exchangeRateThousandths: input.exchangeRateThousandths, exchangeRateSource: source, exchangeRateFixedOn: null, exchangeRateSerial: null };
  if (source === 'cnb' && cnb?.state === 'final' && cnb.amount === 1) {
    return { exchangeRateThousandths: cnb.rateThousandths, exchangeRateSource: source, exchangeRateFixedOn: cnb.fixedOn, exchangeRateSerial: cnb.serial };
  }
  return { exchangeRateThousandths: null, exchangeRateSource: source, exchangeRateFixedOn: null, exchangeRateSerial: null };
}

/** The columns of a draft from its input and its VAT mode. */
function draftColumns(input: InvoiceDraftInput, vatMode: VatMode, totalMinor: number, cnb: ExchangeRateAnswer | null) {
  return {
    kind: input.kind,
    clientId: input.clientId,
    projectId: input.projectId,
    language: input.language,
    currency: input.currency,
    ...rateColumns(input, cnb),
    vatMode,
    issuedOn: input.issuedOn,
    taxableSupplyOn: input.kind === 'advance_invoice' ? null : input.taxableSupplyOn,
    dueOn: input.dueOn,
    note: input.note,
    settlesAdvanceId: input.settlesAdvanceId,
    totalMinor,
  };
}

export function lineRows(invoiceId: number, lines: readonly InvoiceLineInput[]): (typeof invoiceLines.$inferInsert)[] {
  return lines.map((line, position) => ({ invoiceId, position, ...line }));
}

/** Checks a draft's input against the database and computes its VAT mode and total (in the caller's transaction). */
async function preparedDraft(tx: Transaction, input: InvoiceDraftInput, id: number | null, day: string, cnb: ExchangeRateAnswer | null) {
  const client = await clientOf(tx, input.clientId);
  await checkProject(tx, input.projectId, input.clientId);
  await checkAdvance(tx, { id, ...input });
  const vatMode = input.vatMode ?? defaultVatMode(client, await readAgencyBilling(tx));
  const columns = draftColumns(input, vatMode, 0, cnb);
  const totals = checkedInvoiceTotals(input.lines, vatMode, input.taxableSupplyOn ?? input.issuedOn ?? day, input.currency === 'CZK' ? null : columns.exchangeRateThousandths);
  return { ...columns, totalMinor: totals.oneTime.payableMinor };
}

/**
 * The client's pending rebillable costs a new draft takes (docs/product/time-and-profit.md#rebilling): only a regular
 * invoice in CZK takes them (an advance invoice is no supply; an EUR draft leaves them pending), as many as fit its
 * lines. Locked in the draft's transaction.
 */
async function rebillsFor(tx: Transaction, input: InvoiceDraftInput, day: string): Promise<PendingRebills> {
  if (input.kind !== 'invoice' || input.currency !== 'CZK') return { ids: [], lines: [] };
  return pendingRebills(tx, {
    clientId: input.clientId,
    language: input.language,
    taxDate: input.taxableSupplyOn ?? input.issuedOn ?? day,
    room: MAX_INVOICE_LINES - input.lines.length,
  });
}

/**
 * Inserts a draft with its lines, audited; `extra` for a draft made from a proposal or a monthly run. Every new draft
 * goes through here (the editor, a proposal, unbilled time, the monthly run), so each takes its client's pending
 * rebillable costs as lines after its own, its total computed with them, and the costs linked to it.
 */
export async function insertDraft(
  tx: Transaction,
  input: InvoiceDraftInput,
  actor: Actor,
  day: string,
  extra: { proposalId?: number; cnbRate?: ExchangeRateAnswer | null } = {},
): Promise<InvoiceRow> {
  const rebills = await rebillsFor(tx, input, day);
  const draft = rebills.ids.length > 0 ? { ...input, lines: [...input.lines, ...rebills.lines] } : input;
  const columns = await preparedDraft(tx, draft, null, day, extra.cnbRate ?? null);
  const [row] = await tx
    .insert(invoices)
    .values({ ...columns, proposalId: extra.proposalId ?? null })
    .returning();
  await tx.insert(invoiceLines).values(lineRows(row!.id, draft.lines));
  await markRebilled(tx, rebills.ids, row!.id, actor);
  const { pdf: _pdf, snapshot: _snapshot, ...logged } = row!;
  await recordAudit(tx, {
    actor,
    action: 'create',
    entity: 'invoice',
    entityId: row!.id,
    changes: {
      ...auditChanges(null, logged),
      lines: { from: null, to: draft.lines.length },
      ...(rebills.ids.length > 0 ? { receivedInvoices: { from: 0, to: rebills.ids.length } } : {}),
    },
  });
  return row!;
}

export async function lockedInvoice(tx: Transaction, id: number): Promise<InvoiceRow | undefined> {
  return firstRow(await tx.select().from(invoices).where(eq(invoices.id, id)).for('update'));
}

export function invoiceDrafts(db: Database, options: { outside?: OutsideCaller } = {}) {
  /**
   * The ČNB rate a draft takes (asked before its transaction: it may call ČNB): for a foreign-currency draft whose
   * rate is not typed, the rate of its tax date; null otherwise or without a caller.
   */
  const cnbRateOf = async (input: InvoiceDraftInput, day: string, now: Date): Promise<ExchangeRateAnswer | null> => {
    if (draftRateSource(input) !== 'cnb' || !options.outside) return null;
    return rateFor(db, options.outside, input.currency, draftRateDay(input, day), now);
  };
  return {
    list: async (query: ListQuery<InvoiceSortKey>, filter: InvoiceFilter, now = new Date()): Promise<Page<AdminInvoiceListItem>> => {
      const day = today(now);
      const conditions = filterConditions(filter, day);
      const select = db
        .select(listSelection(day))
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .innerJoin(balances, eq(balances.id, invoices.id))
        .$dynamic();
      const page = await listPage(db, LIST, query, select, conditions.length ? and(...conditions) : undefined);
      return { rows: page.rows.map(listItem), total: page.total };
    },

    get: (id: number, now = new Date()) => adminInvoice(db, id, today(now)),

    summary: (now = new Date()) => invoiceSummary(db, today(now)),

    exportRows: (query: ListQuery<InvoiceSortKey>, filter: InvoiceFilter, actor: Actor, now = new Date()) =>
      invoiceExportRows(db, LIST, query, filter, actor, today(now)),

    create: async (input: InvoiceDraftInput, actor: Actor, now = new Date()): Promise<AdminInvoice> => {
      const day = today(now);
      const cnbRate = await cnbRateOf(input, day, now);
      const row = await db.transaction((tx) => insertDraft(tx, input, actor, day, { cnbRate }));
      return (await adminInvoice(db, row.id, day))!;
    },

    /** Undefined for an unknown id; an issued invoice is a 409. */
    update: async (id: number, input: InvoiceDraftInput, actor: Actor, now = new Date()): Promise<AdminInvoice | undefined> => {
      const day = today(now);
      const cnbRate = await cnbRateOf(input, day, now);
      const updated = await db.transaction(async (tx) => {
        const before = await lockedInvoice(tx, id);
        if (!before) return false;
        if (before.status !== 'draft') throw new Conflict(INVOICE_MESSAGES.notDraft);
        const columns = await preparedDraft(tx, input, id, day, cnbRate);
        const [after] = await tx.update(invoices).set({ ...columns, updatedAt: now }).where(eq(invoices.id, id)).returning();
        await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
        await tx.insert(invoiceLines).values(lineRows(id, input.lines));
        const { pdf: _a, snapshot: _b, ...from } = before;
        const { pdf: _c, snapshot: _d, ...to } = after!;
        await recordAudit(tx, { actor, action: 'update', entity: 'invoice', entityId: id, changes: { ...auditChanges(from, to), lines: { from: null, to: input.lines.length } } });
        return true;
      });
      return updated ? adminInvoice(db, id, day) : undefined;
    },

    /** Only a draft is deleted (an issued invoice is a tax document, kept): 409 otherwise. */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const before = await lockedInvoice(tx, id);
        if (!before) return false;
        if (before.status !== 'draft') throw new Conflict(INVOICE_MESSAGES.notDraft);
        // Its time is unbilled again (and may be changed, or billed on another draft); its rebilled costs are pending.
        const released = await releaseTime(tx, id);
        const costs = await releaseRebilledCosts(tx, id, actor);
        await tx.delete(invoices).where(eq(invoices.id, id));
        const { pdf: _pdf, snapshot: _snapshot, ...logged } = before;
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'invoice',
          entityId: id,
          changes: {
            ...auditChanges(logged, null),
            ...(released ? { timeEntries: { from: released, to: 0 } } : {}),
            ...(costs ? { receivedInvoices: { from: costs, to: 0 } } : {}),
          },
        });
        return true;
      }),

    /**
     * A draft of an accepted proposal's one-time part: its client, language, currency and VAT mode, and the project its
     * acceptance created. Undefined for an unknown proposal; 409 unless accepted or without one-time lines.
     */
    fromProposal: async (proposalId: number, actor: Actor, now = new Date()): Promise<AdminInvoice | undefined> => {
      const day = today(now);
      const id = await db.transaction(async (tx) => {
        const proposal = firstRow(await tx.select().from(proposals).where(eq(proposals.id, proposalId)));
        if (!proposal) return undefined;
        if (proposal.status !== 'accepted' || !proposal.snapshot || proposal.clientId === null) throw new Conflict(INVOICE_DATA_MESSAGES.proposalNotAccepted);
        const { snapshot } = proposal;
        const oneTime = snapshot.lines.filter((line) => line.recurrence === 'one_time');
        if (oneTime.length === 0) throw new Conflict(INVOICE_DATA_MESSAGES.proposalNoOneTime);
        const input: InvoiceDraftInput = {
          kind: 'invoice',
          clientId: proposal.clientId,
          // The deal's project its acceptance started (or updated).
          projectId: proposal.projectId,
          language: snapshot.language,
          currency: snapshot.currency,
          exchangeRateThousandths: null,
          vatMode: snapshot.vatMode,
          issuedOn: null,
          taxableSupplyOn: null,
          dueOn: null,
          note: '',
          settlesAdvanceId: null,
          lines: oneTime.map((line) => ({
            description: (line.description.trim() ? `${line.service} – ${line.description.trim()}` : line.service).slice(0, MAX_LENGTH.description),
            quantityThousandths: line.quantityThousandths,
            unit: line.unit,
            unitPriceMinor: line.unitPriceMinor,
            discountBasisPoints: line.discountBasisPoints,
            vatRateCode: line.vatRateCode,
          })),
        };
        return (await insertDraft(tx, input, actor, day, { proposalId })).id;
      });
      return id === undefined ? undefined : adminInvoice(db, id, day);
    },
  };
}
